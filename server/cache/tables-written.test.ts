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
  it("tells of every insert, update and delete of a table it watches, and of nothing else", async () => {
    let writes = 0;
    let roleWrites = 0;
    let anyWrites = 0;
    const db = services.database.db.withPlugin(
      new TablesWrittenPlugin({ jobs: () => writes++, user_roles: () => roleWrites++ }, () => anyWrites++),
    );
    const job = {
      title: "Rigger",
      company_name: "Vistaar Technologies",
      location_city: "Agra",
      location_state: "Uttar Pradesh",
      job_description: "Tower work.",
    };
    const [id] = await insertJobs(db, [job], null);
    expect(writes).toBe(1);
    await db.updateTable("jobs").set({ title: "Senior Rigger" }).where("id", "=", id).execute();
    expect(writes).toBe(2);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable("jobs").set({ is_active: false }).where("id", "=", id).execute();
    });
    expect(writes).toBe(3);
    // Reads and other tables are not changes to the jobs.
    await db.selectFrom("jobs").selectAll().execute();
    await db.updateTable("contact_submissions").set({ company: null }).where("id", "is", null).execute();
    await sql`select 1`.execute(db);
    expect(writes).toBe(3);
    await db.deleteFrom("jobs").where("id", "=", id).execute();
    expect(writes).toBe(4);
    await db.deleteFrom("user_roles").where("user_id", "=", "nobody").execute();
    expect({ writes, roleWrites }).toEqual({ writes: 4, roleWrites: 1 });
    // Every write, to any table (contact_submissions too), and no read.
    expect(anyWrites).toBe(6);
  });
});
