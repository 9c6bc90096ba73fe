// Migration 0025 (issue #37, decision 0052): every job becomes a job order,
// owned by whoever posted it, with one opening and normal priority, on a
// database filled before the migration the way it was then.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "./database";
import { migrations } from "./migrate";

let database: Database;
const JOB_ORDERS = "0025_job_orders";

beforeAll(async () => {
  database = await openDatabase({ kind: "pglite", dataDir: null });
  await database.withExclusiveConnection(async (connection) => {
    for (const migration of migrations.filter((each) => each.version < JOB_ORDERS))
      await connection.exec(`begin;\n${migration.sql}\n;commit;`);
    await connection.exec(`
      insert into "user" (id, name, email, "emailVerified") values
        ('hr', 'HR', 'hr@example.com', true), ('ops', 'Ops', 'ops@example.com', true);
      insert into jobs (id, title, company_name, location_city, location_state, job_description, posted_by, is_active)
        values
        ('00000000-0000-4000-8000-000000000001', 'Splicer', 'Bharat FibreNet', 'Pune', 'Maharashtra', 'Splice.', 'hr', true),
        ('00000000-0000-4000-8000-000000000002', 'NOC L1', 'Vistaar Technologies', 'Noida', 'Uttar Pradesh', 'Watch.', 'ops', false),
        ('00000000-0000-4000-8000-000000000003', 'Rigger', 'Sahyadri Towers', 'Nashik', 'Maharashtra', 'Climb.', null, true);`);
    const orders = migrations.find((each) => each.version === JOB_ORDERS)!;
    await connection.exec(`begin;\n${orders.sql}\n;commit;`);
  });
});

afterAll(async () => {
  await database?.close();
});

const jobs = () =>
  database.db
    .selectFrom("jobs")
    .select(["title", "posted_by", "owner_id", "openings", "priority", "target_date", "is_active"])
    .orderBy("id")
    .execute();

describe("migration 0025: jobs become job orders", () => {
  it("gives every job its poster as owner, one opening, normal priority and no target date", async () => {
    expect(await jobs()).toEqual([
      {
        title: "Splicer",
        posted_by: "hr",
        owner_id: "hr",
        openings: 1,
        priority: "normal",
        target_date: null,
        is_active: true,
      },
      {
        title: "NOC L1",
        posted_by: "ops",
        owner_id: "ops",
        openings: 1,
        priority: "normal",
        target_date: null,
        is_active: false,
      },
      // Posted by nobody (a deleted account): nobody owns it, and only admins manage it, as before.
      {
        title: "Rigger",
        posted_by: null,
        owner_id: null,
        openings: 1,
        priority: "normal",
        target_date: null,
        is_active: true,
      },
    ]);
  });

  it("makes a job inserted with a poster only its poster's, and keeps an owner given", async () => {
    await database.db
      .insertInto("jobs")
      .values([
        {
          title: "By SQL",
          company_name: "X",
          location_city: "Pune",
          location_state: "Maharashtra",
          job_description: "x",
          posted_by: "hr",
        },
        {
          title: "Given",
          company_name: "X",
          location_city: "Pune",
          location_state: "Maharashtra",
          job_description: "x",
          posted_by: "hr",
          owner_id: "ops",
        },
      ])
      .execute();
    const rows = await database.db
      .selectFrom("jobs")
      .select(["title", "owner_id"])
      .where("title", "in", ["By SQL", "Given"])
      .orderBy("title")
      .execute();
    expect(rows).toEqual([
      { title: "By SQL", owner_id: "hr" },
      { title: "Given", owner_id: "ops" },
    ]);
  });

  it("refuses openings outside 1 to 1000 and an unknown priority", async () => {
    const base = {
      company_name: "X",
      location_city: "Pune",
      location_state: "Maharashtra",
      job_description: "x",
    };
    for (const values of [
      { ...base, title: "None", openings: 0 },
      { ...base, title: "Too many", openings: 1001 },
      { ...base, title: "Odd", priority: "asap" as "urgent" },
    ])
      await expect(database.db.insertInto("jobs").values(values).execute()).rejects.toThrow(
        /check constraint/,
      );
  });

  it("forgets the owner of a deleted account, keeping the job", async () => {
    await database.db.deleteFrom("user").where("id", "=", "ops").execute();
    const row = await database.db
      .selectFrom("jobs")
      .select("owner_id")
      .where("title", "=", "NOC L1")
      .executeTakeFirstOrThrow();
    expect(row.owner_id).toBeNull();
  });
});
