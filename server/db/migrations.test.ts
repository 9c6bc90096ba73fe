// Migration 0023 (issue #37, decision 0050): every application keeps its
// status, mapped onto a pipeline stage, and its whole history, on a database
// filled before the migration the way it was then.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "./database";
import { migrations } from "./migrate";

let database: Database;
const PIPELINE = "0023_pipeline_stages";

beforeAll(async () => {
  database = await openDatabase({ kind: "pglite", dataDir: null });
  await database.withExclusiveConnection(async (connection) => {
    for (const migration of migrations.filter((each) => each.version < PIPELINE))
      await connection.exec(`begin;\n${migration.sql}\n;commit;`);
    await connection.exec(`
      insert into "user" (id, name, email, "emailVerified") values ('hr', 'HR', 'hr@example.com', true);
      insert into jobs (id, title, company_name, location_city, location_state, job_description, posted_by)
        values ('00000000-0000-4000-8000-000000000001', 'Splicer', 'Bharat FibreNet', 'Pune', 'Maharashtra', 'Splice.', 'hr');
      insert into "user" (id, name, email, "emailVerified")
        select 'c' || i, 'C' || i, 'c' || i || '@example.com', true from generate_series(1, 5) i;
      insert into candidate_profiles (id, user_id)
        select ('00000000-0000-4000-8000-00000000010' || i)::uuid, 'c' || i from generate_series(1, 5) i;
      insert into job_applications (id, job_id, candidate_id, application_status, applied_at)
        select ('00000000-0000-4000-8000-00000000020' || i)::uuid, '00000000-0000-4000-8000-000000000001',
          ('00000000-0000-4000-8000-00000000010' || i)::uuid,
          (array['applied', 'reviewed', 'shortlisted', 'rejected', 'withdrawn'])[i],
          '2026-01-01T00:00:00Z'::timestamptz + i * interval '1 day'
        from generate_series(1, 5) i;
      insert into application_status_changes (application_id, changed_by, from_status, to_status, changed_at) values
        ('00000000-0000-4000-8000-000000000202', 'hr', 'applied', 'reviewed', '2026-02-01T00:00:00Z'),
        ('00000000-0000-4000-8000-000000000203', 'hr', 'applied', 'reviewed', '2026-02-01T00:00:00Z'),
        ('00000000-0000-4000-8000-000000000203', 'hr', 'reviewed', 'shortlisted', '2026-02-02T00:00:00Z'),
        ('00000000-0000-4000-8000-000000000204', 'hr', 'applied', 'shortlisted', '2026-02-01T00:00:00Z'),
        ('00000000-0000-4000-8000-000000000204', 'hr', 'shortlisted', 'rejected', '2026-02-03T00:00:00Z'),
        ('00000000-0000-4000-8000-000000000205', 'c5', 'applied', 'withdrawn', '2026-02-04T00:00:00Z');`);
    const pipeline = migrations.find((each) => each.version === PIPELINE)!;
    await connection.exec(`begin;\n${pipeline.sql}\n;commit;`);
  });
});

afterAll(async () => {
  await database?.close();
});

describe("migration 0023: statuses become stages", () => {
  it("maps every application's status onto its stage", async () => {
    const rows = await database.db
      .selectFrom("job_applications")
      .select(["id", "application_status", "stage_changed_at"])
      .orderBy("id")
      .execute();
    expect(rows.map((row) => row.application_status)).toEqual([
      "applied",
      "screening",
      "submitted",
      "rejected",
      "withdrawn",
    ]);
    // In its stage since its last change, else since it was made.
    expect(rows.map((row) => new Date(row.stage_changed_at).toISOString().slice(0, 10))).toEqual([
      "2026-01-02",
      "2026-02-01",
      "2026-02-02",
      "2026-02-03",
      "2026-02-04",
    ]);
  });

  it("keeps every change of the history, mapped the same way, with who and when", async () => {
    const history = await database.db
      .selectFrom("application_status_changes")
      .select(["application_id", "from_status", "to_status", "changed_by", "changed_at", "reason", "note"])
      .orderBy("application_id")
      .orderBy("changed_at")
      .execute();
    expect(
      history.map((row) => [
        row.application_id.slice(-1),
        row.from_status,
        row.to_status,
        row.changed_by,
        new Date(row.changed_at).toISOString().slice(0, 10),
      ]),
    ).toEqual([
      ["2", "applied", "screening", "hr", "2026-02-01"],
      ["3", "applied", "screening", "hr", "2026-02-01"],
      ["3", "screening", "submitted", "hr", "2026-02-02"],
      ["4", "applied", "submitted", "hr", "2026-02-01"],
      ["4", "submitted", "rejected", "hr", "2026-02-03"],
      ["5", "applied", "withdrawn", "c5", "2026-02-04"],
    ]);
    // The old rejection had no reason to give, and keeps none; new ones must name one.
    expect(history.every((row) => row.reason === null && row.note === null)).toBe(true);
    await expect(
      database.db
        .insertInto("application_status_changes")
        .values({
          application_id: "00000000-0000-4000-8000-000000000201",
          changed_by: "hr",
          from_status: "applied",
          to_status: "rejected",
        })
        .execute(),
    ).rejects.toThrow(/reason/);
  });

  it("refuses the old statuses from now on", async () => {
    await expect(
      database.db
        .updateTable("job_applications")
        .set({ application_status: "shortlisted" as never })
        .where("id", "=", "00000000-0000-4000-8000-000000000201")
        .execute(),
    ).rejects.toThrow(/application_status_check/);
  });
});
