// The registry of caches against the database: every table a cache is made
// of notifies every change to it, and no other table notifies. Then what the
// jobs' notification leaves out (application_count alone) and what it does
// not need to be told (a column added later).
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOnce } from "../../tests/support/eventually";
import { createTestServices, type TestServices } from "../../tests/support/services";
import { insertJobs } from "../domain/jobs";
import { cacheRegistry, notifyingTables, TABLE_CHANGED } from "./registry";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(async () => {
  await services?.dispose();
});

// pg_trigger.tgtype: which events a trigger fires on, and when.
const TRIGGER_BEFORE = 2;
const EVENTS = { insert: 4, delete: 8, update: 16, truncate: 32 };

describe("the cache registry", () => {
  it("names exactly the tables that notify, and each notifies every kind of write", async () => {
    const { rows: functions } = await sql<{ name: string }>`
      select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname not in ('pg_catalog', 'information_schema', 'pgboss') and p.prosrc ~* 'notify'`.execute(
      services.db,
    );
    // One function notifies, on one channel (migration 0010); the job queue's
    // own (schema pgboss) wake its workers and have nothing to do with caches.
    expect(functions.map((row) => row.name)).toEqual(["notify_table_changed"]);

    const { rows: triggers } = await sql<{ table: string; type: number }>`
      select c.relname as table, t.tgtype as type
      from pg_trigger t
      join pg_class c on c.oid = t.tgrelid
      join pg_proc p on p.oid = t.tgfoid
      where not t.tgisinternal and p.proname = 'notify_table_changed'`.execute(services.db);
    const notifying = [...new Set(triggers.map((row) => row.table))].sort();
    expect(notifying).toEqual(notifyingTables);
    for (const table of notifyingTables) {
      const types = triggers.filter((row) => row.table === table).map((row) => Number(row.type));
      expect(
        types.every((type) => (type & TRIGGER_BEFORE) === 0),
        `${table}: after the write`,
      ).toBe(true);
      for (const [event, bit] of Object.entries(EVENTS)) {
        expect(
          types.some((type) => (type & bit) !== 0),
          `${table} notifies ${event}`,
        ).toBe(true);
      }
    }
    // And every cache is emptied by some table.
    for (const [name, declaration] of Object.entries(cacheRegistry)) {
      expect(declaration.emptiedBy.length, name).toBeGreaterThan(0);
    }
  });
});

describe("the jobs' notification", () => {
  // A listener of the test's own: what PostgreSQL notifies, as every instance hears it.
  const heard: string[] = [];
  beforeAll(async () => {
    await services.database.listen(TABLE_CHANGED, (event, table) => {
      if (event === "notify") heard.push(table);
    });
  });

  /** Notifies a mark of the test's own, and waits until it is heard. */
  async function mark(): Promise<string> {
    const name = `mark-${Math.random()}`;
    await sql`select pg_notify(${TABLE_CHANGED}, ${name})`.execute(services.database.db);
    await answerOnce(
      async () => heard.includes(name),
      (done) => done,
    );
    expect(heard).toContain(name);
    return name;
  }

  /** The tables notified of by `write`: those heard between two marks (notifications arrive in commit order). */
  async function notifiedBy(write: () => Promise<unknown>): Promise<string[]> {
    const start = await mark();
    await write();
    const end = await mark();
    return heard.slice(heard.indexOf(start) + 1, heard.indexOf(end));
  }

  it("leaves out an update of application_count alone, and tells of any other column, one added later too", async () => {
    const [id] = await insertJobs(
      services.db,
      [
        {
          title: "Tower Rigger",
          company_name: "Vistaar Technologies",
          location_city: "Agra",
          location_state: "Uttar Pradesh",
          job_description: "Tower work.",
        },
      ],
      null,
    );
    const { db } = services.database;
    // What the applications' trigger does when a candidate applies.
    expect(
      await notifiedBy(() =>
        sql`update jobs set application_count = application_count + 1 where id = ${id}`.execute(db),
      ),
    ).toEqual([]);
    expect(
      await notifiedBy(() => sql`update jobs set title = 'Senior Tower Rigger' where id = ${id}`.execute(db)),
    ).toEqual(["jobs"]);
    // A column no migration's trigger names: no trigger needs rewriting for it.
    await sql`alter table jobs add column site_code text`.execute(db);
    try {
      expect(
        await notifiedBy(() => sql`update jobs set site_code = 'AGR-7' where id = ${id}`.execute(db)),
      ).toEqual(["jobs"]);
    } finally {
      await sql`alter table jobs drop column site_code`.execute(db);
      await db.deleteFrom("jobs").where("id", "=", id).execute();
    }
  });
});
