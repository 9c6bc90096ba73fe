import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, type TestServices } from "../../tests/support/services";
import { insertJobs } from "../domain/jobs";
import { TablesWrittenPlugin } from "./tables-written";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(async () => {
  await services?.dispose();
});

describe("TablesWrittenPlugin", () => {
  it("tells of every insert, update and delete, with its table, and of no read", async () => {
    const written: string[] = [];
    const db = services.database.db.withPlugin(new TablesWrittenPlugin((table) => written.push(table)));
    const job = {
      title: "Rigger",
      company_name: "Vistaar Technologies",
      location_city: "Agra",
      location_state: "Uttar Pradesh",
      job_description: "Tower work.",
    };
    const [id] = await insertJobs(db, [job], null);
    expect(written).toEqual(["jobs"]);
    await db.updateTable("jobs").set({ title: "Senior Rigger" }).where("id", "=", id).execute();
    expect(written).toEqual(["jobs", "jobs"]);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable("jobs").set({ is_active: false }).where("id", "=", id).execute();
    });
    expect(written).toEqual(["jobs", "jobs", "jobs"]);
    // Reads are not changes; other tables are told of as themselves.
    await db.selectFrom("jobs").selectAll().execute();
    await sql`select 1`.execute(db);
    expect(written).toHaveLength(3);
    await db.updateTable("contact_submissions").set({ company: null }).where("id", "is", null).execute();
    await db.deleteFrom("jobs").where("id", "=", id).execute();
    await db.deleteFrom("user_roles").where("user_id", "=", "nobody").execute();
    expect(written).toEqual(["jobs", "jobs", "jobs", "contact_submissions", "jobs", "user_roles"]);
  });
});
