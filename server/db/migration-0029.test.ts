// Migration 0029 (issue #38, decision 0057): every application already at
// Offered or Joined gets its placement, the money unknown ("details
// missing"), joined on the India day it reached Joined, with its client's
// guarantee; and the table's checks hold.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "./database";
import { migrations } from "./migrate";

let database: Database;
const PLACEMENTS = "0029_placements";
const job = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const application = (n: number) => `00000000-0000-4000-9000-00000000000${n}`;

beforeAll(async () => {
  database = await openDatabase({ kind: "pglite", dataDir: null });
  await database.withExclusiveConnection(async (connection) => {
    for (const migration of migrations.filter((each) => each.version < PLACEMENTS))
      await connection.exec(`begin;\n${migration.sql}\n;commit;`);
    await connection.exec(`
      insert into "user" (id, name, email, "emailVerified") values
        ('hr', 'HR', 'hr@example.com', true), ('c1', 'C1', 'c1@example.com', true),
        ('c2', 'C2', 'c2@example.com', true), ('c3', 'C3', 'c3@example.com', true);
      insert into jobs (id, title, company_name, location_city, location_state, job_description, posted_by)
        values
        ('${job(1)}', 'Splicer', 'Bharat FibreNet', 'Pune', 'Maharashtra', 'Splice.', 'hr'),
        ('${job(2)}', 'NOC L1', 'Vistaar Technologies', 'Noida', 'Uttar Pradesh', 'Watch.', 'hr');
      insert into clients (id, name) values ('${job(9)}', 'Bharat FibreNet');
      update jobs set client_id = '${job(9)}' where id = '${job(1)}';
      insert into candidate_profiles (id, user_id, first_name, last_name) values
        ('${application(7)}', 'c1', 'A', 'One'), ('${application(8)}', 'c2', 'B', 'Two'),
        ('${application(9)}', 'c3', 'C', 'Three');
      -- Joined at 20:00 UTC on 9 Nov: 10 Nov in India.
      insert into job_applications (id, job_id, candidate_id, application_status, stage_changed_at) values
        ('${application(1)}', '${job(1)}', '${application(7)}', 'joined', '2026-11-09T20:00:00Z'),
        ('${application(2)}', '${job(2)}', '${application(8)}', 'offered', '2026-11-20T06:00:00Z'),
        ('${application(3)}', '${job(1)}', '${application(9)}', 'screening', '2026-11-20T06:00:00Z');
      insert into application_status_changes (application_id, from_status, to_status, changed_at) values
        ('${application(1)}', 'client_interview', 'offered', '2026-11-01T06:00:00Z'),
        ('${application(1)}', 'offered', 'joined', '2026-11-09T20:00:00Z');`);
    await connection.exec(`begin;\n${migrations.find((each) => each.version === PLACEMENTS)!.sql}\n;commit;`);
  });
});

afterAll(async () => {
  await database?.close();
});

describe("migration 0029: placements", () => {
  it("gives applications at Offered or Joined a placement with the money missing", async () => {
    const rows = await database.db
      .selectFrom("placements")
      .select([
        "application_id",
        "job_id",
        "client_id",
        "recruiter_id",
        "status",
        "offered_at",
        "joined_on",
        "guarantee_days",
        "guarantee_ends_on",
        "annual_ctc",
        "fee_amount",
      ])
      .orderBy("application_id")
      .execute();
    const bharat = await database.db
      .selectFrom("clients")
      .select(["id", "guarantee_days"])
      .where("name", "=", "Bharat FibreNet")
      .executeTakeFirstOrThrow();
    expect(bharat.guarantee_days).toBe(90);
    expect(rows).toEqual([
      {
        application_id: application(1),
        job_id: job(1),
        client_id: bharat.id,
        recruiter_id: "hr",
        status: "joined",
        offered_at: new Date("2026-11-01T06:00:00Z"),
        joined_on: "2026-11-10",
        guarantee_days: 90,
        guarantee_ends_on: "2027-02-08",
        annual_ctc: null,
        fee_amount: null,
      },
      {
        application_id: application(2),
        // The firm's own job: no client, the default guarantee.
        job_id: job(2),
        client_id: null,
        recruiter_id: "hr",
        status: "offered",
        offered_at: new Date("2026-11-20T06:00:00Z"),
        joined_on: null,
        guarantee_days: 90,
        guarantee_ends_on: null,
        annual_ctc: null,
        fee_amount: null,
      },
    ]);
  });

  it("refuses a placement that contradicts itself", async () => {
    const base = {
      application_id: application(3),
      job_id: job(1),
      guarantee_days: 30,
      annual_ctc: 600_000,
      fee_type: "percent" as const,
      fee_percent: 8,
      fee_amount: 48_000,
    };
    for (const values of [
      // A guarantee end that is not joining + its days; joined without a date; ended without a reason.
      { ...base, status: "joined" as const, joined_on: "2026-11-10", guarantee_ends_on: "2026-11-11" },
      { ...base, status: "joined" as const },
      {
        ...base,
        status: "ended" as const,
        joined_on: "2026-11-10",
        guarantee_ends_on: "2026-12-10",
        ended_on: "2026-11-20",
      },
      // A percentage fee without its percentage; money without a fee.
      { ...base, fee_percent: null },
      { ...base, fee_type: null, fee_percent: null, fee_amount: null },
      { ...base, annual_ctc: 0 },
    ])
      await expect(database.db.insertInto("placements").values(values).execute()).rejects.toThrow(
        /check constraint/,
      );
    // One live placement per application.
    await database.db.insertInto("placements").values(base).execute();
    await expect(database.db.insertInto("placements").values(base).execute()).rejects.toThrow(/unique/);
  });

  it("keeps a placement in step when its application leaves Offered or Joined", async () => {
    const move = (id: string, stage: "offered" | "screening" | "rejected") =>
      database.db
        .updateTable("job_applications")
        .set({ application_status: stage })
        .where("id", "=", id)
        .execute();
    const statusOf = async (id: string) =>
      await database.db
        .selectFrom("placements")
        .select(["status", "joined_on", "guarantee_ends_on"])
        .where("application_id", "=", id)
        .execute();
    await move(application(1), "offered");
    expect(await statusOf(application(1))).toEqual([
      { status: "offered", joined_on: null, guarantee_ends_on: null },
    ]);
    await move(application(2), "rejected");
    expect(await statusOf(application(2))).toEqual([
      { status: "offer_declined", joined_on: null, guarantee_ends_on: null },
    ]);
    await move(application(1), "screening");
    expect(await statusOf(application(1))).toEqual([]);
  });
});
