// Two profiles of one person made one (issue #38, decision 0056). An admin
// chooses the profile to keep (K); the other (R) and its account are
// removed, and everything that was R's becomes K's, in one transaction.
//
// Every foreign key to candidate_profiles or "user" is named in
// MERGE_REFERENCES with what the merge does to it; the merge refuses to run
// when the database has one it does not name (a table added later), and a
// test fails on it too. The rows of every referencing table (and the
// applications' children) are counted for K and R before and after: each
// must still be there, moved, or be archived whole in candidate_merges,
// or the transaction is thrown back.
import { sql, type Kysely, type Transaction } from "kysely";
import type { DB } from "../db/schema";
import { candidateMergeMail } from "../mail/merge-mail";
import { audit } from "./admin";
import { assertAdmin, type DomainContext } from "./context";
import { openPair } from "./duplicates";
import { DomainError } from "./errors";

/** What the merge does to each column that references a profile or an account. */
export const MERGE_REFERENCES: Record<string, string> = {
  "candidate_profiles.user_id": "the profile itself: R's is archived and deleted",
  "candidate_education.candidate_id": "moved to K",
  "candidate_experience.candidate_id": "moved to K",
  "candidate_skills.candidate_id":
    "moved to K; the same skill twice keeps K's row with the greater years and level",
  "profile_views.candidate_id": "moved to K",
  "job_invitations.candidate_id": "moved to K; two to one job keep the earlier",
  "job_applications.candidate_id": "moved to K; two to one job keep the one further on, with both histories",
  "resume_texts.candidate_id": "goes with the resume kept (the newer)",
  "searchable_candidates.candidate_id": "kept by triggers; R's row goes with R's profile",
  "candidate_duplicates.candidate_a": "R's pairs are archived and closed; the next scan finds K's again",
  "candidate_duplicates.candidate_b": "as candidate_a",
  "candidate_merges.kept_candidate_id": "earlier merges into R now read K",
  "candidate_merges.kept_user_id": "as kept_candidate_id",
  "saved_jobs.candidate_id": "moved to K's account; saved twice keeps the earlier date",
  "application_drafts.user_id": "moved to K's account; two for one job keep the newer",
  "job_alerts.candidate_id": "moved to K's account and address; one K already has is archived and deleted",
  "session.userId": "signing in: goes with R's account",
  "account.userId": "signing in: goes with R's account",
  "user_roles.user_id": "goes with R's account (a staff account is never merged)",
  // Columns that name who did something: re-pointed to K's account.
  "consents.user_id": "re-pointed to K (the e-mail given stays on the row)",
  "disclosures.user_id": "re-pointed to K (the e-mail given stays on the row)",
  "submittals.submitted_by": "re-pointed to K",
  "placements.recruiter_id": "re-pointed to K",
  "placements.created_by": "re-pointed to K",
  "job_applications.referred_by": "re-pointed to K",
  "audit_log.actor_id": "re-pointed to K",
  "application_status_changes.changed_by": "re-pointed to K",
  "application_notes.author_id": "re-pointed to K",
  "application_messages.sender_id": "re-pointed to K",
  "interviews.created_by": "re-pointed to K",
  "job_invitations.invited_by": "re-pointed to K",
  "profile_views.viewer_id": "re-pointed to K",
  "clients.created_by": "re-pointed to K",
  "jobs.posted_by": "re-pointed to K",
  "jobs.owner_id": "re-pointed to K",
  "candidate_duplicates.resolved_by": "re-pointed to K",
  "duplicate_scans.requested_by": "re-pointed to K",
  "candidate_merges.merged_by": "re-pointed to K",
};

/** Tables whose R rows go with R's account, or are kept by triggers: counted, not required to stay. */
const GONE_WITH_R = new Set([
  "session.userId",
  "account.userId",
  "user_roles.user_id",
  "searchable_candidates.candidate_id",
]);

/** How far an application went: the survivor of two to one job is the one further on, then the earlier. */
const STAGE_RANK: Record<string, number> = {
  withdrawn: -2,
  rejected: -1,
  applied: 0,
  screening: 1,
  submitted: 2,
  client_interview: 3,
  offered: 4,
  joined: 5,
};

type Reference = {
  table: string;
  column: string;
  target: "candidate_profiles" | "user" | "job_applications";
};

/** Every foreign key (one column) to a profile, an account or an application, from the catalogue. */
export async function referencesInDatabase(db: Kysely<DB> | Transaction<DB>): Promise<Reference[]> {
  const { rows } = await sql<Reference>`
    select c.conrelid::regclass::text as "table", a.attname as "column", c.confrelid::regclass::text as target
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.contype = 'f' and c.confrelid in ('candidate_profiles'::regclass, '"user"'::regclass, 'job_applications'::regclass)
    order by 1, 2`.execute(db);
  return rows.map((row) => ({
    ...row,
    table: row.table.replace(/"/g, ""),
    target: row.target.replace(/"/g, "") as Reference["target"],
  }));
}

type Ids = { k: string; r: string; uk: string; ur: string };
type Archive = Record<string, Record<string, unknown>[]>;

/** Counts each referencing table's rows of K and R (an application's children through its application). */
async function countRows(trx: Transaction<DB>, references: Reference[], ids: Ids) {
  const counts: Record<string, number> = {};
  for (const ref of references) {
    const column = sql.ref(ref.column);
    const where =
      ref.target === "candidate_profiles"
        ? sql`${column} in (${ids.k}, ${ids.r})`
        : ref.target === "user"
          ? sql`${column} in (${ids.uk}, ${ids.ur})`
          : sql`${column} in (select id from job_applications where candidate_id in (${ids.k}, ${ids.r}))`;
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from ${sql.table(ref.table)} where ${where}`.execute(trx);
    counts[`${ref.table}.${ref.column}`] = rows[0].n;
  }
  return counts;
}

async function archiveAndDelete(
  trx: Transaction<DB>,
  archive: Archive,
  table: string,
  where: ReturnType<typeof sql>,
) {
  const { rows } = await sql<{ row: Record<string, unknown> }>`
    delete from ${sql.table(table)} t where ${where} returning to_jsonb(t) as row`.execute(trx);
  (archive[table] ??= []).push(...rows.map((each) => each.row));
  return rows.length;
}

/**
 * Merges the open pair `pairId`, keeping the side `keep` ("a" or "b"), and
 * mails both addresses. Admin only; refused for a staff account.
 */
export async function mergeDuplicate(ctx: DomainContext, pairId: string, keep: string) {
  const actor = assertAdmin(ctx);
  if (keep !== "a" && keep !== "b")
    throw new DomainError("invalid", /*i18n*/ "Choose the profile to keep.", {
      title: /*i18n*/ "Nothing merged",
    });
  const files: string[] = [];
  const result = await ctx.db.transaction().execute(async (trx) => {
    const pair = await openPair(trx, pairId);
    const k = keep === "a" ? pair.candidate_a : pair.candidate_b;
    const r = keep === "a" ? pair.candidate_b : pair.candidate_a;
    const profiles = await trx
      .selectFrom("candidate_profiles")
      .selectAll()
      .where("id", "in", [k, r])
      .orderBy("id")
      .forUpdate()
      .execute();
    const K = profiles.find((p) => p.id === k);
    const R = profiles.find((p) => p.id === r);
    if (!K || !R)
      throw new DomainError("not_found", /*i18n*/ "This pair is no longer open.", {
        title: /*i18n*/ "Not Found",
      });
    const users = await trx
      .selectFrom("user")
      .selectAll()
      .where("id", "in", [K.user_id, R.user_id])
      .orderBy("id")
      .forUpdate()
      .execute();
    const uK = users.find((u) => u.id === K.user_id)!;
    const uR = users.find((u) => u.id === R.user_id)!;
    const staff = await trx
      .selectFrom("user_roles")
      .select("user_id")
      .where("user_id", "in", [uK.id, uR.id])
      .where("role", "in", ["moderator", "admin"])
      .execute();
    if (staff.length)
      throw new DomainError("conflict", /*i18n*/ "A staff account cannot be merged.", {
        title: /*i18n*/ "Nothing merged",
      });
    const references = await referencesInDatabase(trx);
    const unknown = references.filter(
      (ref) => ref.target !== "job_applications" && !MERGE_REFERENCES[`${ref.table}.${ref.column}`],
    );
    if (unknown.length)
      throw new Error(`merge: no rule for ${unknown.map((ref) => `${ref.table}.${ref.column}`).join(", ")}`);
    const ids: Ids = { k, r, uk: uK.id, ur: uR.id };
    const before = await countRows(trx, references, ids);
    const archive: Archive = {};
    const moved: Record<string, number> = {};
    const clashes: Record<string, number> = {};
    /** Rows the merge writes: a note with the cover letter of an application that did not survive. */
    const added: Record<string, number> = {};

    // The profile: K's values, else R's; the newer resume; K's photo, else R's.
    const takeResume =
      Boolean(R.resume_key) && (!K.resume_key || (R.resume_uploaded_at ?? 0) > (K.resume_uploaded_at ?? 0));
    const filled: Record<string, unknown> = {};
    for (const column of [
      "first_name",
      "last_name",
      "phone",
      "date_of_birth",
      "gender",
      "current_city",
      "home_location",
      "total_experience",
      "current_salary",
      "expected_salary",
      "notice_period",
      "profile_summary",
      "marital_status",
      "family_details",
      "caste",
      "disability_status",
      "industry",
    ] as const) {
      const mine = K[column];
      if ((mine === null || mine === "") && R[column] !== null && R[column] !== "")
        filled[column] = R[column];
    }
    if (takeResume) {
      Object.assign(filled, {
        resume_key: R.resume_key,
        resume_filename: R.resume_filename,
        resume_content_type: R.resume_content_type,
        resume_uploaded_at: R.resume_uploaded_at,
      });
      if (K.resume_key) files.push(K.resume_key);
      await archiveAndDelete(trx, archive, "resume_texts", sql`candidate_id = ${k}`);
      await trx.updateTable("resume_texts").set({ candidate_id: k }).where("candidate_id", "=", r).execute();
    } else {
      if (R.resume_key) files.push(R.resume_key);
      await archiveAndDelete(trx, archive, "resume_texts", sql`candidate_id = ${r}`);
    }
    if (!K.photo_key && R.photo_key) filled.photo_key = R.photo_key;
    else if (R.photo_key) files.push(R.photo_key);
    await trx
      .updateTable("candidate_profiles")
      .set({ ...filled, updated_at: new Date() })
      .where("id", "=", k)
      .execute();

    for (const table of ["candidate_education", "candidate_experience", "profile_views"] as const) {
      const { numUpdatedRows } = await trx
        .updateTable(table)
        .set({ candidate_id: k })
        .where("candidate_id", "=", r)
        .executeTakeFirst();
      moved[table] = Number(numUpdatedRows);
    }
    // The same skill twice: K's row with the greater years and level; R's archived.
    await sql`update candidate_skills ks set years_of_experience = greatest(ks.years_of_experience, rs.years_of_experience),
        proficiency_level = greatest(ks.proficiency_level, rs.proficiency_level)
      from candidate_skills rs where ks.candidate_id = ${k} and rs.candidate_id = ${r} and lower(rs.skill_name) = lower(ks.skill_name)`.execute(
      trx,
    );
    clashes.candidate_skills = await archiveAndDelete(
      trx,
      archive,
      "candidate_skills",
      sql`candidate_id = ${r} and exists (select 1 from candidate_skills ks where ks.candidate_id = ${k} and lower(ks.skill_name) = lower(t.skill_name))`,
    );
    moved.candidate_skills = Number(
      (
        await trx
          .updateTable("candidate_skills")
          .set({ candidate_id: k })
          .where("candidate_id", "=", r)
          .executeTakeFirst()
      ).numUpdatedRows,
    );
    // Two invitations to one job: the earlier stays.
    clashes.job_invitations = await archiveAndDelete(
      trx,
      archive,
      "job_invitations",
      sql`candidate_id in (${k}, ${r}) and exists (select 1 from job_invitations o where o.job_id = t.job_id and o.candidate_id in (${k}, ${r}) and o.id <> t.id and (o.created_at, o.id) < (t.created_at, t.id))`,
    );
    moved.job_invitations = Number(
      (
        await trx
          .updateTable("job_invitations")
          .set({ candidate_id: k })
          .where("candidate_id", "=", r)
          .executeTakeFirst()
      ).numUpdatedRows,
    );

    // Two applications to one job: the one further on survives, with the other's history.
    const children = references.filter((ref) => ref.target === "job_applications");
    const applications = await trx
      .selectFrom("job_applications")
      .selectAll()
      .where("candidate_id", "in", [k, r])
      .execute();
    const rank = (a: (typeof applications)[number]) => [
      STAGE_RANK[a.application_status] ?? 0,
      -a.applied_at.getTime(),
    ];
    const survivorFirst = (x: (typeof applications)[number], y: (typeof applications)[number]) => {
      const [a, b] = [rank(x), rank(y)];
      return b[0] - a[0] || b[1] - a[1];
    };
    clashes.job_applications = 0;
    for (const mine of applications.filter((a) => a.candidate_id === r)) {
      const theirs = applications.find((a) => a.candidate_id === k && a.job_id === mine.job_id);
      if (!theirs) continue;
      const [survivor, loser] = [mine, theirs].sort(survivorFirst);
      for (const ref of children) {
        await sql`update ${sql.table(ref.table)} set ${sql.ref(ref.column)} = ${survivor.id} where ${sql.ref(ref.column)} = ${loser.id}`.execute(
          trx,
        );
      }
      if (loser.cover_letter.trim()) {
        await trx
          .insertInto("application_notes")
          .values({
            application_id: survivor.id,
            author_id: null,
            author_email: actor.email,
            body: `Cover letter of the merged application (${loser.applied_at.toISOString().slice(0, 10)}):\n${loser.cover_letter}`.slice(
              0,
              5000,
            ),
          })
          .execute();
        added["application_notes.application_id"] = (added["application_notes.application_id"] ?? 0) + 1;
      }
      const rating = Math.max(survivor.rating ?? 0, loser.rating ?? 0) || null;
      await archiveAndDelete(trx, archive, "job_applications", sql`id = ${loser.id}`);
      await trx
        .updateTable("job_applications")
        .set({ rating, candidate_id: k })
        .where("id", "=", survivor.id)
        .execute();
      clashes.job_applications++;
    }
    moved.job_applications = Number(
      (
        await trx
          .updateTable("job_applications")
          .set({ candidate_id: k })
          .where("candidate_id", "=", r)
          .executeTakeFirst()
      ).numUpdatedRows,
    );
    await sql`select recount_applied_to(array[${k}]::uuid[])`.execute(trx);

    // The account's rows.
    clashes.saved_jobs = await archiveAndDelete(
      trx,
      archive,
      "saved_jobs",
      sql`candidate_id = ${uR.id} and exists (select 1 from saved_jobs o where o.candidate_id = ${uK.id} and o.job_id = t.job_id)`,
    );
    await sql`update saved_jobs o set created_at = least(o.created_at, (a.row->>'created_at')::timestamptz)
      from jsonb_array_elements(${JSON.stringify(archive.saved_jobs ?? [])}::jsonb) a(row)
      where o.candidate_id = ${uK.id} and o.job_id = (a.row->>'job_id')::uuid`.execute(trx);
    await trx
      .updateTable("saved_jobs")
      .set({ candidate_id: uK.id })
      .where("candidate_id", "=", uR.id)
      .execute();
    clashes.application_drafts = await archiveAndDelete(
      trx,
      archive,
      "application_drafts",
      sql`user_id in (${uK.id}, ${uR.id}) and exists (select 1 from application_drafts o where o.job_id = t.job_id and o.user_id in (${uK.id}, ${uR.id}) and o.user_id <> t.user_id and (o.created_at, o.user_id = ${uK.id}) > (t.created_at, t.user_id = ${uK.id}))`,
    );
    await trx
      .updateTable("application_drafts")
      .set({ user_id: uK.id })
      .where("user_id", "=", uR.id)
      .execute();
    clashes.job_alerts = await archiveAndDelete(
      trx,
      archive,
      "job_alerts",
      sql`candidate_id = ${uR.id} and exists (select 1 from job_alerts o where lower(o.email) = lower(${uK.email}) and lower(o.q) = lower(t.q) and o.state = t.state and o.experience = t.experience and o.id <> t.id)`,
    );
    await trx
      .updateTable("job_alerts")
      .set({ candidate_id: uK.id, email: uK.email })
      .where("candidate_id", "=", uR.id)
      .execute();
    for (const ref of references.filter((each) => each.target === "user")) {
      const rule = MERGE_REFERENCES[`${ref.table}.${ref.column}`];
      if (!rule.startsWith("re-pointed")) continue;
      await sql`update ${sql.table(ref.table)} set ${sql.ref(ref.column)} = ${uK.id} where ${sql.ref(ref.column)} = ${uR.id}`.execute(
        trx,
      );
    }
    // Pairs and merges that named R.
    await archiveAndDelete(trx, archive, "candidate_duplicates", sql`${r} in (candidate_a, candidate_b)`);
    await trx
      .updateTable("candidate_merges")
      .set({ kept_candidate_id: k, kept_user_id: uK.id })
      .where("kept_candidate_id", "=", r)
      .execute();

    // R itself, whole, then gone.
    await archiveAndDelete(trx, archive, "candidate_profiles", sql`id = ${r}`);
    await archiveAndDelete(trx, archive, "user", sql`id = ${uR.id}`);

    const after = await countRows(trx, references, ids);
    const lost: string[] = [];
    for (const ref of references) {
      const key = `${ref.table}.${ref.column}`;
      if (GONE_WITH_R.has(key)) continue;
      const wanted =
        ref.target === "candidate_profiles" ? [k, r] : ref.target === "user" ? [uK.id, uR.id] : null;
      const archived = wanted
        ? (archive[ref.table] ?? []).filter((row) => wanted.includes(String(row[ref.column]))).length
        : 0;
      if (after[key] + archived !== before[key] + (added[key] ?? 0))
        lost.push(`${key}: ${before[key]} before, ${after[key]} after, ${archived} archived`);
    }
    if (lost.length) throw new Error(`merge would lose rows: ${lost.join("; ")}`);

    const merge = await trx
      .insertInto("candidate_merges")
      .values({
        kept_candidate_id: k,
        kept_user_id: uK.id,
        removed_candidate_id: r,
        removed_user_id: uR.id,
        removed_email: uR.email,
        removed_rows: JSON.stringify(archive),
        moved: JSON.stringify({ moved, clashes, before, after }),
        merged_by: actor.userId,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await audit(trx, actor, "candidate.merge", k, {
      merge: merge.id,
      kept: k,
      removed: r,
      removedEmail: uR.email,
      reasons: pair.reasons,
      moved,
      clashes,
    });
    const signIn = `${ctx.services.config.publicUrl}/auth`;
    await ctx.services.mailer.sendMany(
      [candidateMergeMail(uK.email, uK.email, signIn), candidateMergeMail(uR.email, uK.email, signIn)],
      { db: trx },
    );
    return { mergeId: merge.id, kept: k, removed: r, keptEmail: uK.email, moved, clashes, before, after };
  });
  // The files no profile names any more, once the merge has committed.
  for (const key of files) await ctx.services.storage.delete(key).catch(() => {});
  return result;
}
