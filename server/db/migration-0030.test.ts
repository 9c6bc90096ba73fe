// Migration 0030 (issue #38, decision 0058): applications made before it get
// an approximate source by the CSV's rule: an invitation to that job, else a
// guest application's consent, else the job page; on a database filled
// before the migration the way it was then.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "./database";
import { migrations } from "./migrate";

let database: Database;
const SOURCES = "0030_sources_and_report_indexes";
const job = "00000000-0000-4000-8000-000000000001";
const other = "00000000-0000-4000-8000-000000000002";
const profile = (n: number) => `00000000-0000-4000-8000-00000000010${n}`;

beforeAll(async () => {
  database = await openDatabase({ kind: "pglite", dataDir: null });
  await database.withExclusiveConnection(async (connection) => {
    for (const migration of migrations.filter((each) => each.version < SOURCES))
      await connection.exec(`begin;\n${migration.sql}\n;commit;`);
    await connection.exec(`
      insert into "user" (id, name, email, "emailVerified") values
        ('hr', 'HR', 'hr@example.com', true), ('invited', '', 'i@example.com', true),
        ('guest', '', 'g@example.com', true), ('plain', '', 'p@example.com', true);
      insert into candidate_profiles (id, user_id, first_name, last_name) values
        ('${profile(1)}', 'invited', 'Asha', 'Verma'), ('${profile(2)}', 'guest', 'Ravi', 'Kumar'),
        ('${profile(3)}', 'plain', 'Neha', 'Gupta');
      insert into jobs (id, title, company_name, location_city, location_state, job_description, posted_by) values
        ('${job}', 'Splicer', 'Bharat FibreNet', 'Pune', 'Maharashtra', 'Splice.', 'hr'),
        ('${other}', 'Rigger', 'Sahyadri Towers', 'Nashik', 'Maharashtra', 'Climb.', 'hr');
      -- Invited to the first job only; the guest applied as a guest once.
      insert into job_invitations (job_id, candidate_id, invited_by) values ('${job}', '${profile(1)}', 'hr');
      insert into consents (user_id, email, purpose, notice_version, language, notice_text, notice_sha256) values
        ('guest', 'g@example.com', 'guest_application', '1', 'en-IN', 'Notice.', repeat('a', 64));
      insert into job_applications (job_id, candidate_id) values
        ('${job}', '${profile(1)}'), ('${other}', '${profile(1)}'),
        ('${job}', '${profile(2)}'), ('${job}', '${profile(3)}');
      insert into application_drafts (user_id, job_id, cover_letter) values ('plain', '${other}', 'Kept.');`);
    const sources = migrations.find((each) => each.version === SOURCES)!;
    await connection.exec(`begin;\n${sources.sql}\n;commit;`);
  });
});

afterAll(async () => {
  await database?.close();
});

describe("migration 0030: applications' sources", () => {
  it("says invitation where one was sent for that job, guest for a guest's, else the job page", async () => {
    const rows = await database.db
      .selectFrom("job_applications")
      .innerJoin("candidate_profiles", "candidate_profiles.id", "job_applications.candidate_id")
      .select([
        "candidate_profiles.user_id",
        "job_applications.job_id",
        "job_applications.source",
        "referred_by",
      ])
      .orderBy("candidate_profiles.user_id")
      .orderBy("job_applications.job_id")
      .execute();
    expect(rows).toEqual([
      { user_id: "guest", job_id: job, source: "guest", referred_by: null },
      { user_id: "invited", job_id: job, source: "invitation", referred_by: null },
      { user_id: "invited", job_id: other, source: "job_page", referred_by: null },
      { user_id: "plain", job_id: job, source: "job_page", referred_by: null },
    ]);
  });

  it("keeps the drafts, with no source; and refuses a source it does not know", async () => {
    expect(
      await database.db.selectFrom("application_drafts").select(["cover_letter", "source"]).execute(),
    ).toEqual([{ cover_letter: "Kept.", source: null }]);
    await expect(
      database.db
        .updateTable("job_applications")
        .set({ source: "billboard" as never })
        .where("job_id", "=", job)
        .execute(),
    ).rejects.toThrow(/check/);
  });
});
