// Migration 0026 (issue #37, decision 0053): every existing job keeps its one
// place and becomes on-site, nothing lost; the search's copy holds every
// state and city of a job from then on, kept by the triggers as before.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobSearchSchema } from "../../common/schemas/jobs-rules";
import { findJobs } from "../domain/jobs";
import { createTestDatabase } from "../../tests/support/test-database";
import type { Database } from "./database";
import { migrations } from "./migrate";

// PGlite, or a database of its own on the PostgreSQL of DATABASE_URL.
let database: Database;
let drop: () => Promise<void>;
const PLACES = "0026_job_locations";
const OPEN = "00000000-0000-4000-8000-000000000001";
const CLOSED = "00000000-0000-4000-8000-000000000002";

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await database.withExclusiveConnection(async (connection) => {
    for (const migration of migrations.filter((each) => each.version < PLACES))
      await connection.exec(`begin;\n${migration.sql}\n;commit;`);
    await connection.exec(`
      insert into jobs (id, title, company_name, location_city, location_state, location_district,
        job_description, required_skills, is_active)
      values
        ('${OPEN}', 'Fibre Splicer', 'Bharat FibreNet', 'Pune', 'Maharashtra', 'Pune', 'Splice.', '{OTDR}', true),
        ('${CLOSED}', 'Tower Rigger', 'Bharat FibreNet', 'Shimla', 'Himachal Pradesh', null, 'Climb.', '{}', false);`);
    const places = migrations.find((each) => each.version === PLACES)!;
    await connection.exec(`begin;\n${places.sql}\n;commit;`);
  });
});

afterAll(async () => {
  await drop?.();
});

const search = (input: Record<string, string>) =>
  findJobs(database.db, jobSearchSchema.parse(input)).then((found) => found.jobs.map((job) => job.title));

describe("migration 0026: a job's places and work mode", () => {
  it("keeps every job's one place, district and all, and makes it on-site", async () => {
    const rows = await database.db
      .selectFrom("jobs")
      .select(["id", "location_city", "location_state", "location_district", "work_mode", "other_locations"])
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      {
        id: OPEN,
        location_city: "Pune",
        location_state: "Maharashtra",
        location_district: "Pune",
        work_mode: "on_site",
        other_locations: [],
      },
      {
        id: CLOSED,
        location_city: "Shimla",
        location_state: "Himachal Pradesh",
        location_district: null,
        work_mode: "on_site",
        other_locations: [],
      },
    ]);
  });

  it("gives the search's copy of each open job its state and city, and still finds it by them", async () => {
    const copies = await database.db.selectFrom("searchable_jobs").selectAll().execute();
    expect(copies.map((copy) => [copy.id, copy.states, copy.cities, copy.work_mode])).toEqual([
      [OPEN, ["Maharashtra"], "Pune", "on_site"],
    ]);
    expect(await search({ state: "Maharashtra" })).toEqual(["Fibre Splicer"]);
    expect(await search({ q: "pune" })).toEqual(["Fibre Splicer"]);
    expect(await search({ mode: "on_site" })).toEqual(["Fibre Splicer"]);
    expect(await search({ mode: "remote" })).toEqual([]);
  });

  it("keeps the copy in step when a job gains places or a mode, reopened or written anew", async () => {
    await database.db
      .updateTable("jobs")
      .set({
        is_active: true,
        work_mode: "hybrid",
        other_locations: JSON.stringify([
          { city: "Manali", state: "Himachal Pradesh" },
          { city: "Dehradun", state: "Uttarakhand" },
        ]),
      })
      .where("id", "=", CLOSED)
      .execute();
    const copy = await database.db
      .selectFrom("searchable_jobs")
      .selectAll()
      .where("id", "=", CLOSED)
      .executeTakeFirstOrThrow();
    expect([copy.states, copy.cities, copy.work_mode]).toEqual([
      ["Himachal Pradesh", "Uttarakhand"],
      "Shimla | Manali | Dehradun",
      "hybrid",
    ]);
    expect(await search({ state: "Uttarakhand" })).toEqual(["Tower Rigger"]);
    expect(await search({ q: "dehradun" })).toEqual(["Tower Rigger"]);
    // A misspelt second city is corrected to it: its words are known.
    expect(await search({ q: "dehradn" })).toEqual(["Tower Rigger"]);
  });

  it("refuses a list of more than nine other places, or places that are not a list", async () => {
    const tooMany = JSON.stringify(Array.from({ length: 10 }, (_, i) => ({ city: `T${i}`, state: "Goa" })));
    for (const value of [tooMany, '{"city": "Panaji"}', '"Panaji"']) {
      await expect(
        database.db.updateTable("jobs").set({ other_locations: value }).where("id", "=", OPEN).execute(),
      ).rejects.toThrow(/other_locations/);
    }
    await expect(
      database.db
        .updateTable("jobs")
        .set({ work_mode: "moon" as never })
        .where("id", "=", OPEN)
        .execute(),
    ).rejects.toThrow(/work_mode/);
  });

  it("serves the state filter from an index", async () => {
    const { rows } = await sql<{ indexdef: string }>`
      select indexdef from pg_indexes where tablename = 'searchable_jobs' order by indexname`.execute(
      database.db,
    );
    const definitions = rows.map((row) => row.indexdef).join("\n");
    expect(definitions).toMatch(/USING gin \(states\)/);
    expect(definitions).toMatch(/USING gin \(cities gin_trgm_ops\)/);
    expect(definitions).toMatch(/\(work_mode, created_at DESC, id\)/);
  });
});
