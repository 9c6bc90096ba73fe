// Duplicates and the merge (issue #38, decision 0056), on PGlite and on
// PostgreSQL (DATABASE_URL): which pairs the scan finds, and a merge that
// keeps every row.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contextFor,
  createStaff,
  createTestServices,
  registerNewCandidate,
  rejection,
  type TestServices,
} from "../../tests/support/services";
import { answerOnce } from "../../tests/support/eventually";
import { MERGE_REFERENCES, mergeDuplicate, referencesInDatabase } from "./candidate-merge";
import type { Actor } from "./context";
import {
  dismissDuplicate,
  listDuplicates,
  recordDuplicatePairs,
  runDuplicateScan,
  scanDuplicatesNow,
} from "./duplicates";
import { insertJobs } from "./jobs";

let services: TestServices;
let admin: Actor;
let recruiter: Actor;
let counter = 0;

beforeAll(async () => {
  services = await createTestServices();
  admin = await createStaff(services, "root@example.com", "admin");
  recruiter = await createStaff(services, "hr@example.com", "moderator");
});
afterAll(async () => {
  await services?.dispose();
});

type Person = {
  email?: string;
  phone?: string;
  first?: string;
  last?: string;
  city?: string;
  skills?: string[];
  job?: [string, string];
  school?: [string, number];
};

/** A candidate with a profile; returns the profile and account ids. */
async function person(p: Person = {}) {
  const n = ++counter;
  const email = p.email ?? `person${n}@example.com`;
  const { userId } = await registerNewCandidate(services, {
    email,
    phone: `98${String(n).padStart(8, "0")}`,
    password: "good-password-1",
    confirmPassword: "good-password-1",
  });
  const db = services.db;
  await db
    .updateTable("candidate_profiles")
    .set({
      first_name: p.first ?? `Given${n}`,
      last_name: p.last ?? `Family${n}x`,
      current_city: p.city ?? `Town${n}`,
      total_experience: "3-5",
      profile_summary: "NOC and fibre work.",
      ...(p.phone ? { phone: p.phone } : {}),
    })
    .where("user_id", "=", userId)
    .execute();
  const { id } = await db
    .selectFrom("candidate_profiles")
    .select("id")
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  for (const skill of p.skills ?? [])
    await db.insertInto("candidate_skills").values({ candidate_id: id, skill_name: skill }).execute();
  if (p.job)
    await db
      .insertInto("candidate_experience")
      .values({ candidate_id: id, company_name: p.job[0], designation: p.job[1] })
      .execute();
  if (p.school)
    await db
      .insertInto("candidate_education")
      .values({
        candidate_id: id,
        education_level: "bachelor",
        course_name: "B.Tech",
        institute_name: p.school[0],
        year_of_passing: p.school[1],
      })
      .execute();
  return { id, userId, email };
}

async function pairOf(x: string, y: string) {
  const [a, b] = x < y ? [x, y] : [y, x];
  return services.db
    .selectFrom("candidate_duplicates")
    .selectAll()
    .where("candidate_a", "=", a)
    .where("candidate_b", "=", b)
    .executeTakeFirst();
}

async function newJob(poster: Actor = recruiter) {
  const [id] = await insertJobs(
    services.db,
    [
      {
        title: `NOC Engineer ${++counter}`,
        company_name: "Vistaar",
        location_city: "Pune",
        location_state: "Maharashtra",
        job_description: "Monitor the network.",
      },
    ],
    poster.userId,
  );
  return id;
}

describe("the duplicate scan", () => {
  it("pairs one mobile number however it was written", async () => {
    const a = await person({ phone: "+919845012345" });
    const b = await person({ phone: "098450-12345" });
    await recordDuplicatePairs(services.db, null);
    expect((await pairOf(a.id, b.id))?.reasons).toEqual(["mobile"]);
  });

  it("pairs e-mail addresses of one Gmail mailbox", async () => {
    const a = await person({ email: "ravi.kumar@gmail.com" });
    const b = await person({ email: "ravikumar+jobs@googlemail.com" });
    const c = await person({ email: "ravi.kumar@yahoo.in" });
    await recordDuplicatePairs(services.db, null);
    expect((await pairOf(a.id, b.id))?.reasons).toEqual(["email"]);
    expect(await pairOf(a.id, c.id)).toBeUndefined();
  });

  it("never pairs a same name in the same city alone, but does with shared skills, job or school", async () => {
    const base = { first: "Rahul", last: "Sharmaa", city: "Delhi" };
    const alone1 = await person(base);
    const alone2 = await person({ ...base, city: " delhi " });
    const skilled1 = await person({
      first: "Priyanka",
      last: "Deshmukh",
      city: "Bangalore",
      skills: ["OTDR", "FTTH", "Splicing"],
    });
    const skilled2 = await person({
      first: "Priyanka",
      last: "Deshmuk",
      city: "Bengaluru",
      skills: ["otdr", "ftth"],
    });
    const worked1 = await person({
      first: "Imran",
      last: "Qureshi",
      city: "Pune",
      job: ["Tata Comm", "NOC Engineer"],
    });
    const worked2 = await person({
      first: "Imran",
      last: "Qureshi",
      city: "Poona",
      job: ["tata comm ", "noc engineer"],
    });
    const studied1 = await person({
      first: "Meena",
      last: "Iyer",
      city: "Chennai",
      school: ["Anna University", 2019],
    });
    const studied2 = await person({
      first: "Meena",
      last: "Iyer",
      city: "Madras",
      school: ["anna university", 2019],
    });
    const otherYear = await person({
      first: "Meena",
      last: "Iyer",
      city: "Chennai",
      school: ["Anna University", 2012],
    });
    await recordDuplicatePairs(services.db, null);
    expect(await pairOf(alone1.id, alone2.id)).toBeUndefined();
    expect((await pairOf(skilled1.id, skilled2.id))?.reasons).toEqual(["name_city_profile"]);
    expect((await pairOf(worked1.id, worked2.id))?.reasons).toEqual(["name_city_profile"]);
    expect((await pairOf(studied1.id, studied2.id))?.reasons).toEqual(["name_city_profile"]);
    expect(await pairOf(studied1.id, otherYear.id)).toBeUndefined();
  });

  it("keeps a dismissed pair dismissed, and only an admin scans, lists and dismisses", async () => {
    const a = await person({ phone: "9700011111" });
    const b = await person({ phone: "+91 97000 11111" });
    // "Scan now" queues the nightly job (nothing scanned in the request); a worker runs it and records who asked.
    expect(await scanDuplicatesNow(contextFor(services, admin))).toEqual({ started: true });
    const scans = await answerOnce(
      () =>
        services.db
          .selectFrom("duplicate_scans")
          .select("requested_by")
          .where("requested_by", "=", admin.userId)
          .execute(),
      (rows) => rows.length > 0,
      20_000,
    );
    expect(scans).toHaveLength(1);
    const { rows: jobs } = await sql<{ state: string }>`select state from pgboss.job
      where name = 'duplicate-scan' and data->>'requestedBy' = ${admin.userId}`.execute(services.db);
    expect(jobs).toHaveLength(1);
    const pair = (await pairOf(a.id, b.id))!;
    expect(pair).toBeDefined();
    const listed = await listDuplicates(contextFor(services, admin));
    expect(listed.pairs.map((each) => each.id)).toContain(pair.id);
    expect(listed.lastScan).not.toBeNull();
    expect((await rejection(listDuplicates(contextFor(services, recruiter)))).kind).toBe("forbidden");
    expect((await rejection(dismissDuplicate(contextFor(services, recruiter), pair.id))).kind).toBe(
      "forbidden",
    );
    expect((await rejection(scanDuplicatesNow(contextFor(services, null)))).kind).toBe("unauthenticated");
    await dismissDuplicate(contextFor(services, admin), pair.id);
    await services.db
      .updateTable("candidate_profiles")
      .set({ updated_at: new Date() })
      .where("id", "=", a.id)
      .execute();
    await runDuplicateScan(services.db);
    expect((await pairOf(a.id, b.id))?.status).toBe("dismissed");
    expect((await rejection(dismissDuplicate(contextFor(services, admin), pair.id))).kind).toBe("not_found");
    expect((await rejection(dismissDuplicate(contextFor(services, admin), "__proto__"))).kind).toBe(
      "not_found",
    );
  });
});

describe("the merge", () => {
  it("handles every foreign key to a profile or an account the database has", async () => {
    const references = await referencesInDatabase(services.db);
    const named = references
      .filter((ref) => ref.target !== "job_applications")
      .map((ref) => `${ref.table}.${ref.column}`);
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((key) => !MERGE_REFERENCES[key])).toEqual([]);
  });

  it("moves everything to the kept profile and keeps every row, counted before and after", async () => {
    const kept = await person({ phone: "9811122233", skills: ["OTDR", "Linux"] });
    const removed = await person({
      phone: "+91 98111 22233",
      skills: ["otdr", "CCNA"],
      job: ["Airtel", "NOC Engineer"],
    });
    await sql`update candidate_skills set years_of_experience = 6, proficiency_level = 5 where candidate_id = ${removed.id} and skill_name = 'otdr'`.execute(
      services.db,
    );
    const shared = await newJob();
    const only = await newJob(admin);
    const db = services.db;
    const [keptApp] = await db
      .insertInto("job_applications")
      .values({
        job_id: shared,
        candidate_id: kept.id,
        cover_letter: "Ready for night shifts.",
        application_status: "applied",
      })
      .returning("id")
      .execute();
    const [removedApp] = await db
      .insertInto("job_applications")
      .values({
        job_id: shared,
        candidate_id: removed.id,
        cover_letter: "I know this network well.",
        application_status: "screening",
        rating: 4,
      })
      .returning("id")
      .execute();
    await db
      .insertInto("job_applications")
      .values({ job_id: only, candidate_id: removed.id, cover_letter: "" })
      .execute();
    await db
      .insertInto("application_notes")
      .values({
        application_id: keptApp.id,
        author_id: recruiter.userId,
        author_email: recruiter.email,
        body: "Called, keen.",
      })
      .execute();
    await db
      .insertInto("application_status_changes")
      .values({
        application_id: removedApp.id,
        from_status: "applied",
        to_status: "screening",
        changed_by: recruiter.userId,
      })
      .execute();
    await db
      .insertInto("saved_jobs")
      .values([
        { candidate_id: kept.userId, job_id: only },
        { candidate_id: removed.userId, job_id: only },
        { candidate_id: removed.userId, job_id: shared },
      ])
      .execute();
    await db
      .insertInto("job_invitations")
      .values({ job_id: only, candidate_id: removed.id, invited_by: recruiter.userId })
      .execute();
    await recordDuplicatePairs(db, null);
    const pair = (await pairOf(kept.id, removed.id))!;
    const side = pair.candidate_a === kept.id ? "a" : "b";

    expect((await rejection(mergeDuplicate(contextFor(services, recruiter), pair.id, side))).kind).toBe(
      "forbidden",
    );
    expect((await rejection(mergeDuplicate(contextFor(services, admin), pair.id, "c"))).kind).toBe("invalid");
    const result = await mergeDuplicate(contextFor(services, admin), pair.id, side);

    // Every table's rows: the same number, or archived in candidate_merges.
    for (const key of Object.keys(result.before)) {
      if (/^(session|account|user_roles|searchable_candidates)\./.test(key)) continue;
      const merge = await db
        .selectFrom("candidate_merges")
        .select("removed_rows")
        .where("id", "=", result.mergeId)
        .executeTakeFirstOrThrow();
      const [table] = key.split(".");
      const archived = ((merge.removed_rows as Record<string, unknown[]>)[table] ?? []).length;
      expect(result.after[key] + archived, key).toBeGreaterThanOrEqual(result.before[key]);
    }
    expect(
      await db.selectFrom("candidate_profiles").select("id").where("id", "=", removed.id).executeTakeFirst(),
    ).toBeUndefined();
    expect(
      await db.selectFrom("user").select("id").where("id", "=", removed.userId).executeTakeFirst(),
    ).toBeUndefined();
    const applications = await db
      .selectFrom("job_applications")
      .selectAll()
      .where("candidate_id", "=", kept.id)
      .orderBy("job_id")
      .execute();
    expect(applications).toHaveLength(2);
    const survivor = applications.find((each) => each.job_id === shared)!;
    expect(survivor.id).toBe(removedApp.id); // further on (screening) than the kept profile's
    expect(survivor.rating).toBe(4);
    const notes = await db
      .selectFrom("application_notes")
      .select("body")
      .where("application_id", "=", survivor.id)
      .execute();
    expect(notes.map((note) => note.body).join("\n")).toContain("Called, keen.");
    expect(survivor.cover_letter).toBe("I know this network well.");
    expect(notes.map((note) => note.body).join("\n")).toContain("Ready for night shifts.");
    const skills = await db
      .selectFrom("candidate_skills")
      .select(["skill_name", "years_of_experience", "proficiency_level"])
      .where("candidate_id", "=", kept.id)
      .orderBy("skill_name")
      .execute();
    expect(skills.map((skill) => skill.skill_name)).toEqual(["CCNA", "Linux", "OTDR"]);
    expect(Number(skills[2].years_of_experience)).toBe(6);
    expect(skills[2].proficiency_level).toBe(5);
    const saved = await db
      .selectFrom("saved_jobs")
      .select("job_id")
      .where("candidate_id", "=", kept.userId)
      .execute();
    expect(saved).toHaveLength(2);
    expect(
      await db.selectFrom("job_invitations").select("id").where("candidate_id", "=", kept.id).execute(),
    ).toHaveLength(1);
    expect(
      await db
        .selectFrom("candidate_experience")
        .select("company_name")
        .where("candidate_id", "=", kept.id)
        .execute(),
    ).toEqual([{ company_name: "Airtel" }]);
    const searchable = await db
      .selectFrom("searchable_candidates")
      .select(sql<string[]>`applied_to`.as("applied"))
      .where("candidate_id", "=", kept.id)
      .executeTakeFirstOrThrow();
    // Employers applied to, counted again after the move (no trigger sees it).
    expect([...searchable.applied].sort()).toEqual([recruiter.userId, admin.userId].sort());
    const logged = await db
      .selectFrom("audit_log")
      .select("target")
      .where("action", "=", "candidate.merge")
      .execute();
    expect(logged.map((row) => row.target)).toContain(kept.id);
    const mails = await db
      .selectFrom("mail_outbox")
      .select("to_address")
      .where("to_address", "in", [kept.email, removed.email])
      .where("subject", "like", "%profiles on % are now one%")
      .execute();
    expect(mails.map((mail) => mail.to_address).sort()).toEqual([kept.email, removed.email].sort());
    // The pair is gone with the removed profile; merging it again is "not found".
    expect((await rejection(mergeDuplicate(contextFor(services, admin), pair.id, side))).kind).toBe(
      "not_found",
    );
  });

  it("throws the whole merge back when a row would be lost", async () => {
    const kept = await person({ phone: "9822200011" });
    const removed = await person({ phone: "9822200011", skills: ["Fibre"] });
    await recordDuplicatePairs(services.db, null);
    const pair = (await pairOf(kept.id, removed.id))!;
    // A rule that drops the removed profile's skills instead of moving them.
    await sql`create function lose_skills() returns trigger language plpgsql as $$ begin
        if new.candidate_id <> old.candidate_id then delete from candidate_skills where id = new.id; return null; end if;
        return new; end $$`.execute(services.db);
    await sql`create trigger lose_skills before update on candidate_skills for each row execute function lose_skills()`.execute(
      services.db,
    );
    try {
      await expect(
        mergeDuplicate(contextFor(services, admin), pair.id, pair.candidate_a === kept.id ? "a" : "b"),
      ).rejects.toThrow(/lose rows: candidate_skills/);
    } finally {
      await sql`drop trigger lose_skills on candidate_skills`.execute(services.db);
      await sql`drop function lose_skills()`.execute(services.db);
    }
    expect(
      await services.db
        .selectFrom("candidate_profiles")
        .select("id")
        .where("id", "=", removed.id)
        .executeTakeFirst(),
    ).toBeDefined();
    expect((await pairOf(kept.id, removed.id))?.status).toBe("open");
  });

  it("refuses a staff account", async () => {
    const a = await person({ phone: "9833300011" });
    const b = await person({ phone: "9833300011" });
    await recordDuplicatePairs(services.db, null);
    const pair = (await pairOf(a.id, b.id))!;
    await services.db
      .updateTable("user_roles")
      .set({ role: "moderator" })
      .where("user_id", "=", b.userId)
      .execute();
    expect((await rejection(mergeDuplicate(contextFor(services, admin), pair.id, "a"))).kind).toBe(
      "conflict",
    );
  });
});
