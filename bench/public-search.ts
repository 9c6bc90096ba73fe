// The public job search (issue #36) on its own: p50/p95 of a single new
// search, one at a time and with 32 at once, over 100,000 jobs. "New" means
// uncached: it calls the search itself (findJobs in server/domain/jobs.ts),
// not searchJobs, whose cache would answer a repeated search from memory.
// Through the app's own pool (20 connections on PostgreSQL), so 32 at once
// also wait for a connection as the app's requests would.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/public-search.ts
//   npx tsx bench/public-search.ts            # PGlite in memory instead
//
// Settings (environment): JOBS=100000 DURATION=15 CONNECTIONS=32 ROUNDS=5.
// It prints figures only and asserts nothing.
import "./production";
import { seedJobs } from "./job-fixtures";
import { viteImport } from "./vite-import";

const JOBS = Number(process.env.JOBS ?? 100_000);
const DURATION = Number(process.env.DURATION ?? 15);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 32);
const ROUNDS = Number(process.env.ROUNDS ?? 5);

/** What visitors ask: the vocabulary's words, filters and orders, broad and narrow. */
const searches: Record<string, unknown>[] = [
  { q: "NOC Bangalore fresher" },
  { q: "noc engineer" },
  { q: "Bombay" },
  { q: "Delhi NCR" },
  { q: "driver" },
  { q: "fibre splicer Poona" },
  { q: "network operations centre" },
  { q: "L2 noc gurgaon" },
  { q: "hyderbad" },
  { q: "enginer", state: "Karnataka" },
  { q: "ccna", sort: "salary" },
  { q: "engineer", sort: "newest" },
  { q: "java developer", page: "2" },
  { q: "ftth", salary: "5", type: "full_time" },
  { q: "fresher" },
  { q: "Trivandrum" },
  { salary: "10" },
  { type: "contract" },
  { sort: "salary" },
  { sort: "salary", page: "5" },
  { state: "Maharashtra", experience: "3-5", sort: "salary" },
  { experience: "fresher", page: "3" },
  { q: "kubernetes", experience: "3-5", salary: "8" },
  {},
];

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : "-");

async function main() {
  const { sql } = await import("kysely");
  const { openDatabase } = await import("../server/db/database");
  const { createServerDatabase } = await import("../tests/support/test-database");
  const { migrate } = await viteImport<typeof import("../server/db/migrate")>(
    new URL("../server/db/migrate.ts", import.meta.url),
  );
  const { findJobs, planSearch, searchQueries, textQueryOf } = await import("../server/domain/jobs");
  const { jobSearchSchema } = await import("../common/schemas/jobs-rules");

  const server = process.env.DATABASE_URL ? await createServerDatabase(process.env.DATABASE_URL) : null;
  const database = await openDatabase(
    server ? { kind: "postgres", url: server.url } : { kind: "pglite", dataDir: null },
  );
  try {
    await migrate(database);
    const db = database.db;
    console.log(
      `database: ${server ? "PostgreSQL" : "PGlite"}; seeding ${JOBS.toLocaleString("en-IN")} jobs…`,
    );
    const seedStart = performance.now();
    await seedJobs(db, JOBS);
    // As autovacuum leaves a table in use: statistics, and the GIN indexes'
    // pending lists merged (a bulk insert leaves them long, and every search
    // would read them whole).
    await sql`vacuum analyze`.execute(db);
    console.log(`seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
    const { loadavg } = await import("node:os");
    const load = () =>
      loadavg()
        .map((value) => value.toFixed(1))
        .join(" ");
    console.log(`load average ${load()}`);

    // The plans of the new orders and filters: each should walk an index.
    // EXPLAIN='[{"q":"noc engineer"}]' for others.
    const explain = process.env.EXPLAIN
      ? (JSON.parse(process.env.EXPLAIN) as Record<string, unknown>[])
      : [{ sort: "salary" }, { q: "NOC Bangalore fresher" }, { type: "internship" }];
    for (const input of explain) {
      const search = jobSearchSchema.parse(input);
      const plan = await planSearch(db, search.q);
      const queries = searchQueries(db, search, plan);
      const options = sql`analyze, buffers off, costs off`;
      const explained =
        plan.text && search.sort === "relevance"
          ? await queries.ranked.explain(undefined, options)
          : await queries.page.explain(undefined, options);
      console.log(`\nEXPLAIN ANALYZE ${JSON.stringify(input)} (${plan.terms}):`);
      for (const row of explained) console.log(`  ${String(Object.values(row)[0])}`);
    }

    // What the vocabulary costs: the first query of each text search (the
    // ranked one: the count and a page of the most relevant matches), with
    // the understood text and with the words alone as before issue #36,
    // taken in turns so that both see the same load.
    console.log("\nthe ranked query with the vocabulary and without (median of 3, ms)");
    for (const input of searches.filter((input) => input.q)) {
      const search = jobSearchSchema.parse(input);
      const understood = await planSearch(db, search.q);
      const words = { text: search.q, terms: await textQueryOf(db, search.q), exact: null, fresher: false };
      const with_: number[] = [];
      const without: number[] = [];
      for (let round = 0; round < 3; round++) {
        for (const [plan, times] of [
          [understood, with_],
          [words, without],
        ] as const) {
          const started = performance.now();
          await searchQueries(db, search, plan).ranked.execute();
          times.push(performance.now() - started);
        }
      }
      const median = (times: number[]) => ms(times.sort((a, b) => a - b)[1]!);
      console.log(
        `  ${JSON.stringify(input).padEnd(62)} ${median(with_).padStart(7)} ${median(without).padStart(7)}`,
      );
    }

    const parsed = searches.map((input) => jobSearchSchema.parse(input));
    const time = async (index: number) => {
      const started = performance.now();
      await findJobs(db, parsed[index % parsed.length]!);
      return performance.now() - started;
    };
    // Warm-up: one of each, as a server that has answered a few requests.
    for (let i = 0; i < parsed.length; i++) await time(i);

    console.log(`\nalone: each search ${ROUNDS} times, one at a time (median ms)`);
    const alone: number[] = [];
    for (let i = 0; i < parsed.length; i++) {
      const times: number[] = [];
      for (let round = 0; round < ROUNDS; round++) times.push(await time(i));
      times.sort((a, b) => a - b);
      alone.push(...times);
      console.log(
        `  ${JSON.stringify(searches[i]).padEnd(62)} ${ms(times[Math.floor(times.length / 2)]!).padStart(7)}`,
      );
    }
    alone.sort((a, b) => a - b);

    const together: number[] = [];
    let next = 0;
    const until = performance.now() + DURATION * 1000;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < until) together.push(await time(next++));
      }),
    );
    together.sort((a, b) => a - b);

    console.log(`\nload average ${load()}`);
    console.log("search                     searches  per s    p50 ms   p95 ms   p99 ms   max ms");
    for (const [name, times, seconds] of [
      ["single new search, alone", alone, alone.reduce((sum, value) => sum + value, 0) / 1000],
      [`${CONNECTIONS} at once`, together, DURATION],
    ] as const) {
      console.log(
        [
          name.padEnd(26),
          String(times.length).padStart(8),
          (times.length / seconds).toFixed(0).padStart(6),
          ms(percentile(times, 50)).padStart(9),
          ms(percentile(times, 95)).padStart(8),
          ms(percentile(times, 99)).padStart(8),
          ms(times.at(-1)!).padStart(8),
        ].join(" "),
      );
    }
  } finally {
    await database.close();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await server?.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
