// Profiles that may be one person (issue #38, decision 0056): the same
// mobile number however written, e-mail addresses of one mailbox, or a
// similar name in the same city with evidence from the profile (shared
// skills, the same job, the same institute and year). A same name in the
// same city alone is never a pair: India has many Rahul Sharmas in Delhi.
//
// The scan runs nightly (pg-boss "duplicate-scan", server/wiring.ts) and
// when an admin asks; each run looks at the profiles changed since the last
// one began, against everyone, through the indexes of migration 0028. A pair
// is stored once, in id order; a dismissed pair stays dismissed.
import { sql, type Kysely } from "kysely";
import type { DB, DuplicateReason } from "../db/schema";
import { audit } from "./admin";
import { assertAdmin, type DomainContext } from "./context";
import { DomainError } from "./errors";
import { isUuid } from "./ids";

/** How alike two names must be (pg_trgm similarity) to count with the city and profile evidence. */
export const NAME_SIMILARITY = 0.6;
/** The open pairs an admin's page lists at once, the newest first. */
export const DUPLICATES_PAGE_SIZE = 50;

/**
 * Finds the pairs among the profiles changed since `since` (all of them when
 * null) and everyone else, and records the new ones. A pair still open gets
 * any new reason; a dismissed one is left as it is.
 */
export async function recordDuplicatePairs(
  db: Kysely<DB>,
  since: Date | null,
): Promise<{ profilesScanned: number; pairsFound: number }> {
  return db.transaction().execute(async (trx) => {
    // `%` reads the threshold; `set local` ends with the transaction.
    await sql`select set_config('pg_trgm.similarity_threshold', ${String(NAME_SIMILARITY)}, true)`.execute(
      trx,
    );
    const changed = since ? sql`p.updated_at >= ${since}` : sql`true`;
    const scanned = await sql<{ n: number }>`
      select count(*)::int as n from candidate_profiles p where ${changed}`.execute(trx);
    const found = await sql<{ n: number }>`
      with changed as (
        select p.id from candidate_profiles p
        where ${changed}
          and not exists (select 1 from user_roles r where r.user_id = p.user_id and r.role in ('moderator', 'admin'))
      ),
      candidates as (
        select p.id, p.user_id, p.phone from candidate_profiles p
        where not exists (select 1 from user_roles r where r.user_id = p.user_id and r.role in ('moderator', 'admin'))
      ),
      found as (
        select a.id as x, b.id as y, 'mobile' as reason
        from changed c join candidates a on a.id = c.id
        join candidate_profiles b on mobile_key(b.phone) = mobile_key(a.phone) and b.id <> a.id
        where mobile_key(a.phone) is not null and b.id in (select id from candidates)
        union all
        select a.id, b.id, 'email'
        from changed c join candidates a on a.id = c.id
        join "user" ua on ua.id = a.user_id
        join "user" ub on email_key(ub.email) = email_key(ua.email) and ub.id <> ua.id
        join candidates b on b.user_id = ub.id
        union all
        select sa.id, sb.id, 'name_city_profile'
        from changed c join candidate_profiles sa on sa.id = c.id
        join candidate_profiles sb
          on person_name(sb.first_name, sb.last_name) % person_name(sa.first_name, sa.last_name)
          and sb.id <> sa.id and city_key(sb.current_city) = city_key(sa.current_city)
        where city_key(sa.current_city) is not null and sb.id in (select id from candidates)
          and length(person_name(sa.first_name, sa.last_name)) > 2
          and similarity(person_name(sb.first_name, sb.last_name), person_name(sa.first_name, sa.last_name)) >= ${NAME_SIMILARITY}
          and (
            (select count(*) from candidate_skills x join candidate_skills y on lower(y.skill_name) = lower(x.skill_name)
              where x.candidate_id = sa.id and y.candidate_id = sb.id) * 2
              >= greatest(1, least(
                (select count(*) from candidate_skills where candidate_id = sa.id),
                (select count(*) from candidate_skills where candidate_id = sb.id)))
            or exists (select 1 from candidate_experience ea join candidate_experience eb
                on lower(btrim(eb.company_name)) = lower(btrim(ea.company_name))
                and lower(btrim(eb.designation)) = lower(btrim(ea.designation))
              where ea.candidate_id = sa.id and eb.candidate_id = sb.id)
            or exists (select 1 from candidate_education ea join candidate_education eb
                on lower(btrim(eb.institute_name)) = lower(btrim(ea.institute_name))
                and eb.year_of_passing = ea.year_of_passing
              where ea.candidate_id = sa.id and eb.candidate_id = sb.id)
          )
      ),
      pairs as (
        select least(x, y) as a, greatest(x, y) as b, array_agg(distinct reason order by reason) as reasons
        from found group by 1, 2
      ),
      written as (
        insert into candidate_duplicates (candidate_a, candidate_b, reasons)
        select a, b, reasons from pairs
        on conflict (candidate_a, candidate_b) do update
          set reasons = (select array_agg(distinct r order by r) from unnest(candidate_duplicates.reasons || excluded.reasons) r)
          where candidate_duplicates.status = 'open'
        returning (xmax = 0) as inserted
      )
      select count(*) filter (where inserted)::int as n from written`.execute(trx);
    return { profilesScanned: scanned.rows[0].n, pairsFound: found.rows[0].n };
  });
}

/**
 * One scan: the profiles changed since the last scan began (everyone at the
 * first), recorded in duplicate_scans. The nightly task and "Scan now" both run it.
 */
export async function runDuplicateScan(db: Kysely<DB>, requestedBy: string | null = null) {
  const startedAt = new Date();
  const last = await db
    .selectFrom("duplicate_scans")
    .select("started_at")
    .orderBy("started_at", "desc")
    .limit(1)
    .executeTakeFirst();
  const result = await recordDuplicatePairs(db, last?.started_at ?? null);
  await db
    .insertInto("duplicate_scans")
    .values({
      started_at: startedAt,
      profiles_scanned: result.profilesScanned,
      pairs_found: result.pairsFound,
      requested_by: requestedBy,
    })
    .execute();
  return result;
}

/** The job of the "duplicate-scan" queue: who asked (none for the nightly run). */
export interface DuplicateScanJob {
  requestedBy?: string | null;
}

/**
 * "Scan now" on the admin's Duplicates page: the nightly scan's job, queued at
 * once (with the audit entry, in one transaction) and run by a worker, so a
 * scan of many profiles never holds the admin's request. Its pairs are listed
 * when it finishes; the page says when the last scan ran.
 */
export async function scanDuplicatesNow(ctx: DomainContext): Promise<{ started: true }> {
  const actor = assertAdmin(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    await ctx.services.queue.send<DuplicateScanJob>("duplicate-scan", [{ requestedBy: actor.userId }], {
      db: trx,
    });
    await audit(trx, actor, "candidate.duplicate_scan", null, { queued: true });
  });
  return { started: true };
}

export interface DuplicateSide {
  candidateId: string;
  userId: string;
  name: string;
  email: string;
  phone: string | null;
  city: string | null;
  totalExperience: string | null;
  latestJob: string | null;
  skills: string[];
  applications: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface DuplicatePair {
  id: string;
  reasons: DuplicateReason[];
  foundAt: Date;
  a: DuplicateSide;
  b: DuplicateSide;
}

async function sides(db: Kysely<DB>, ids: string[]): Promise<Map<string, DuplicateSide>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("candidate_profiles as p")
    .innerJoin("user as u", "u.id", "p.user_id")
    .select((eb) => [
      "p.id",
      "p.user_id",
      "p.first_name",
      "p.last_name",
      "u.email",
      "p.phone",
      "p.current_city",
      "p.total_experience",
      "p.created_at",
      "p.updated_at",
      eb
        .selectFrom("candidate_experience as e")
        .whereRef("e.candidate_id", "=", "p.id")
        .select(sql<string>`e.designation || ', ' || e.company_name`.as("job"))
        .orderBy("e.is_current_job", "desc")
        .orderBy(sql`e.start_date`, sql`desc nulls last`)
        .limit(1)
        .as("latest_job"),
      eb
        .selectFrom("candidate_skills as s")
        .whereRef("s.candidate_id", "=", "p.id")
        .select(
          sql<
            string[]
          >`coalesce(array_agg(s.skill_name order by s.years_of_experience desc, s.skill_name), '{}')`.as(
            "skills",
          ),
        )
        .as("skills"),
      eb
        .selectFrom("job_applications as a")
        .whereRef("a.candidate_id", "=", "p.id")
        .select((inner) => inner.fn.countAll<number>().as("n"))
        .as("applications"),
    ])
    .where("p.id", "in", ids)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        candidateId: row.id,
        userId: row.user_id,
        name: `${row.first_name} ${row.last_name}`.trim(),
        email: row.email,
        phone: row.phone,
        city: row.current_city,
        totalExperience: row.total_experience,
        latestJob: row.latest_job ?? null,
        skills: (row.skills ?? []).slice(0, 8),
        applications: Number(row.applications ?? 0),
        createdAt: row.created_at,
        updatedAt: row.updated_at,
      },
    ]),
  );
}

/** The open pairs, newest first, each side as the admin compares them; and when the scan last ran. */
export async function listDuplicates(ctx: DomainContext) {
  assertAdmin(ctx);
  const [pairs, total, lastScan] = await Promise.all([
    ctx.db
      .selectFrom("candidate_duplicates")
      .select(["id", "candidate_a", "candidate_b", "reasons", "found_at"])
      .where("status", "=", "open")
      .orderBy("found_at", "desc")
      .orderBy("id")
      .limit(DUPLICATES_PAGE_SIZE)
      .execute(),
    ctx.db
      .selectFrom("candidate_duplicates")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("status", "=", "open")
      .executeTakeFirstOrThrow(),
    ctx.db
      .selectFrom("duplicate_scans")
      .select(["finished_at", "pairs_found"])
      .orderBy("started_at", "desc")
      .limit(1)
      .executeTakeFirst(),
  ]);
  const people = await sides(ctx.db, [
    ...new Set(pairs.flatMap((pair) => [pair.candidate_a, pair.candidate_b])),
  ]);
  const list: DuplicatePair[] = [];
  for (const pair of pairs) {
    const a = people.get(pair.candidate_a);
    const b = people.get(pair.candidate_b);
    if (a && b) list.push({ id: pair.id, reasons: pair.reasons, foundAt: pair.found_at, a, b });
  }
  return { pairs: list, total: Number(total.n), lastScan: lastScan ?? null };
}

/** The open pair `id`, or "not found" (a merged pair is gone, a dismissed one is closed). */
export async function openPair(db: Kysely<DB>, id: string) {
  const pair = isUuid(id)
    ? await db
        .selectFrom("candidate_duplicates")
        .select(["id", "candidate_a", "candidate_b", "reasons"])
        .where("id", "=", id)
        .where("status", "=", "open")
        .executeTakeFirst()
    : undefined;
  if (!pair)
    throw new DomainError("not_found", /*i18n*/ "This pair is no longer open.", {
      title: /*i18n*/ "Not Found",
    });
  return pair;
}

/** "Not the same person": the pair closes and no scan opens it again. */
export async function dismissDuplicate(ctx: DomainContext, id: string) {
  const actor = assertAdmin(ctx);
  const pair = await openPair(ctx.db, id);
  await ctx.db
    .updateTable("candidate_duplicates")
    .set({ status: "dismissed", resolved_by: actor.userId, resolved_at: new Date() })
    .where("id", "=", pair.id)
    .where("status", "=", "open")
    .execute();
  await audit(ctx.db, actor, "candidate.duplicate_dismiss", pair.id, {
    candidates: [pair.candidate_a, pair.candidate_b],
  });
}
