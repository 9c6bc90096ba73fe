// Job alerts' daily run (issue #24): how long one run of runJobAlerts takes
// over 100,000 alerts and 100,000 jobs, how many queries it makes per alert,
// and how the job page answers while it runs. Target: the whole daily run
// under 5 minutes on two cores, with pages still answering meanwhile.
// Results: docs/performance.md, "Job alerts daily run (issue #24)".
//
//   BUILD_DIR=node_modules/.cache/alerts-build npx react-router build
//   BUILD_DIR=node_modules/.cache/alerts-build npx tsx bench/job-alerts.ts
//   BUILD_DIR=node_modules/.cache/alerts-build ENGINE=pglite npx tsx bench/job-alerts.ts
//
// (A build of its own, so that another build does not change under the run;
// inside the project, where the build finds node_modules.) On PostgreSQL, the
// default, DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres)
// names a server and a role that may create databases: it creates a database
// with a random name and drops it at the end. ENGINE=pglite runs on PGlite in
// a temporary directory instead. Starting the built app applies the
// migrations (its hourly alerts run is unscheduled, so that only the bench's
// run takes the alerts); bench/load.ts's set-based seeding then makes the
// 100,000 jobs (with 20,000 candidates and the demo employer's applications
// only: alerts need no more), and this file:
//
// - spreads the jobs' posting times as a job board's are: about 2,000 a day
//   (DAILY_JOBS) for the newest, fewer further back (an exponential age, mean
//   50 days), mostly in Indian office hours; written with the triggers off,
//   then searchable_jobs' created_at from the jobs' (what its trigger,
//   migration 0007, would write);
// - adds ALERTS=100,000 confirmed, unpaused alerts in one insert: 35 % of
//   candidates' (their account's address, some with two or three), the rest
//   visitors'; 85 % daily and 15 % weekly. The search: 20 % all new jobs (no
//   text), else a role ("noc engineer"), a skill ("fusion splicing"), a word
//   of a title, a city, a level with a role, a role or skill with a city, two
//   skills, or a typo (2 %), each drawn by how many jobs carry it and skewed
//   (Zipf) so some are common and a long tail rare; as typed or in lower
//   case. The state is "all-states" for 75 %, else a state by its jobs; the
//   experience "all-levels" for 80 %. The same on every run (a fixed seed).
//   At 100,000 alerts the mix has about 16,100 different searches, 15,500 of
//   them (search and window) among the 87,000 alerts due (printed: the run
//   asks each different search once);
// - sets every alert as yesterday's run left it, for today's run at 08:00
//   India time (the last 08:00 before now; alerts go from 07:00): daily ones
//   last run yesterday, covering the jobs up to yesterday's hour; weekly ones
//   spread over the week's days, a seventh of them due today with a 7-day
//   window.
//
// Then it measures GET /jobs/:id (a random active job of 20,000 as a visitor:
// the page cache holds about 1,500, so nearly every request renders) for
// DURATION seconds without the run: an open loop of RATE requests a second
// (load-worker.ts, a second process), median and p95. Then it starts
// runJobAlerts(services, { now, db }) in this process, as the app's queue
// worker runs it, with `db` counting queries through a Kysely plugin, and
// loads the job page the same way in DURATION-second windows until the run
// ends. It prints the run's time, alerts taken, e-mails queued, different
// searches, queries per alert (by kind), the CPU the app and PostgreSQL
// spent, how often a 250-ms timer came round (on PGlite a run that never
// yields holds every timer and request), memory, mail_outbox rows and pg-boss
// jobs made, and the job page's median and p95 without and during the run,
// side by side.
//
// The e-mails are not sent: without SMTP_URL the mail queue's worker, in this
// process as in the app, marks each "stored" (its outbox row read and written,
// pg-boss's fetch and completion). With MAIL=hold (the default) the run's mail
// jobs wait (a trigger starts them at infinity) until the run has ended; then
// they go, and it prints how long until the last is out and the job page
// meanwhile. MAIL=send lets the worker take them during the run, as the app
// does: then the run and the mail share the two cores, and the run's time
// depends on how fast the worker goes. Last, with PROFILE=300 (the default),
// it times findNewJobs alone, one at a time, on that many of the run's
// different searches, and the e-mails' drawing (jobAlertMail); with EXPLAIN=5
// (PostgreSQL) it prints EXPLAIN ANALYZE of the queries of the five slowest.
//
// Settings (environment): ALERTS=100000 JOBS=100000 CANDIDATES=20000
// APPLICATIONS=0 (bench/load.ts's), DAILY_JOBS=2000, DURATION=10 RATE=20
// CONNECTIONS=16 (RATE=0: autocannon, CONNECTIONS at once, as fast as the
// answers come), MAIL=hold DRAIN_LIMIT=900 (seconds to wait for the e-mails),
// PROFILE=300 EXPLAIN=0, KEEP_DATABASE=1 keeps the database (or PGlite's
// directory) and REUSE_DATABASE=<its URL or directory> runs on it again
// without seeding (the alerts and the mail queue set back first);
// ALERTS_MODULE=<file> takes runJobAlerts from that file instead (a patched
// copy, to compare). LOG_LEVEL is "warn" unless set: without SMTP_URL the
// mail worker logs every e-mail it keeps, text and all, at "info". About 12
// minutes on PostgreSQL (2.5 of them seeding). It prints figures only and
// asserts nothing but that the app answered every page 200 (requests the load
// worker could not complete, a reset connection, are counted apart).
import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import type { KyselyPlugin } from "kysely";
import { startBenchServer } from "./bench-server";
import { runLoad, type LoadFigures } from "./load-worker";
import { viteImport } from "./vite-import";

process.env.NODE_ENV = "production";
// bench/load.ts reads these when it is imported (below): alerts need no applications.
process.env.CANDIDATES ??= "20000";
process.env.APPLICATIONS ??= "0";

const ALERTS = Number(process.env.ALERTS ?? 100_000);
const JOBS = Number(process.env.JOBS ?? 100_000);
const CANDIDATES = Number(process.env.CANDIDATES);
const DAILY_JOBS = Number(process.env.DAILY_JOBS ?? 2_000);
const DURATION = Number(process.env.DURATION ?? 10);
const RATE = Number(process.env.RATE ?? 20);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 16);
const PROFILE = Number(process.env.PROFILE ?? 300);
/** "hold": the e-mails wait until the run has ended, then go (timed); "send": they go during the run. */
const MAIL = process.env.MAIL === "send" ? "send" : "hold";
const DRAIN_LIMIT = Number(process.env.DRAIN_LIMIT ?? 900);
const EXPLAIN = Number(process.env.EXPLAIN ?? 0);
const WARM_UP = 3;
/** Seconds the first window's load worker has to start before the run does. */
const LEAD = 3;
const PAGES = 20_000;
const ENGINE = process.env.ENGINE === "pglite" ? "pglite" : "postgres";

type Exclusive = import("../server/db/database").ExclusiveConnection;
type DB = import("../server/db/schema").DB;

// ── The clock of the run ────────────────────────────────────────────────────

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** India is UTC+5:30 all year. */
const IST_OFFSET = 5.5 * HOUR;

/**
 * The run's `now`: the last 08:00 in India before the real clock (alerts go
 * from 07:00); its India date; and the run's `until`, as runJobAlerts works
 * it out (the hour of the epoch, 07:30 in India).
 */
function runClock(real = Date.now()) {
  const india = new Date(real + IST_OFFSET);
  let now = Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate(), 8) - IST_OFFSET;
  if (now > real) now -= DAY;
  const dateOf = (time: number) => new Date(time + IST_OFFSET).toISOString().slice(0, 10);
  return {
    now: new Date(now),
    today: dateOf(now),
    yesterday: dateOf(now - DAY),
    until: new Date(Math.floor(now / HOUR) * HOUR),
  };
}

// ── Seeding ─────────────────────────────────────────────────────────────────

async function timed<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await fn();
  console.log(`  ${label.padEnd(72)} ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s`);
  return result;
}

/** A transaction without triggers: the jobs' and searchable_jobs' times are written together. */
async function withoutTriggers(connection: Exclusive, fn: () => Promise<void>) {
  await connection.exec("begin; set local session_replication_role = replica;");
  try {
    await fn();
    await connection.exec("commit");
  } catch (error) {
    await connection.exec("rollback");
    throw error;
  }
}

/**
 * The jobs' posting times (and updated_at) as a job board's: the age in whole
 * days exponential, DAILY_JOBS of them in the last day before the run's
 * `until`, most within 09:00-19:00 India time of their day. By the jobs'
 * order in bench/load.ts's seed, so the same on every run.
 */
async function spreadPostingTimes(connection: Exclusive, until: Date) {
  const meanDays = -1 / Math.log(1 - Math.min(0.5, DAILY_JOBS / JOBS));
  await withoutTriggers(connection, async () => {
    await connection.query(
      `create temp table bench_posted as
       select id, $1::timestamptz - (days + 1) * interval '1 day' + offset_hours * interval '1 hour' as created_at
       from (
         select id, least(730, floor(-ln(1 - u1) * $2))::int as days,
           case when u2 < 0.85 then 1.5 + 10 * u3 else 24 * u3 end as offset_hours
         from (
           select id,
             (hashint8(n * 1000003 + 1)::bigint + 2147483648) / 4294967296.0 as u1,
             (hashint8(n * 1000003 + 2)::bigint + 2147483648) / 4294967296.0 as u2,
             (hashint8(n * 1000003 + 3)::bigint + 2147483648) / 4294967296.0 as u3
           from (select id, row_number() over (order by created_at, id) as n from jobs) numbered
         ) drawn
       ) aged`,
      [until.toISOString(), meanDays],
    );
    await connection.exec(`
      update jobs set created_at = p.created_at, updated_at = p.created_at
        from bench_posted p where p.id = jobs.id;
      update searchable_jobs s set created_at = p.created_at
        from bench_posted p where p.id = s.id;
      drop table bench_posted;
    `);
  });
}

/** A small deterministic generator (mulberry32), so the alerts are the same on every run. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Draws from weighted items: weights as given, times a Zipf factor by rank when `skew` > 0. */
function weighted<T>(items: [T, number][], random: () => number, skew = 0): () => T {
  const sorted = [...items].sort((a, b) => b[1] - a[1]);
  const cumulative: number[] = [];
  let total = 0;
  sorted.forEach(([, weight], rank) => {
    total += weight / Math.pow(rank + 1, skew);
    cumulative.push(total);
  });
  return () => {
    const target = random() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cumulative[mid] < target) low = mid + 1;
      else high = mid;
    }
    return sorted[low][0];
  };
}

/** A misspelling: two letters swapped, one dropped or one doubled. */
function typo(word: string, random: () => number): string {
  const at = 1 + Math.floor(random() * (word.length - 2));
  const kind = random();
  if (kind < 0.4) return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  if (kind < 0.8) return word.slice(0, at) + word.slice(at + 1);
  return word.slice(0, at) + word[at] + word.slice(at);
}

const experienceMix: [string, number][] = [
  ["all-levels", 80],
  ["fresher", 5],
  ["1-2", 5],
  ["3-5", 5],
  ["6-10", 3],
  ["10+", 2],
];
const levelLabels: Record<string, string> = {
  fresher: "Fresher",
  "1-2": "1-2 years",
  "3-5": "3-5 years",
  "6-10": "6-10 years",
  "10+": "10+ years",
};

/**
 * The alerts, from the words of the seeded jobs (titles, skills, cities and
 * states, each weighed by how many jobs have it), inserted in one statement.
 * Each (address, search) once, as the table's unique index wants.
 */
async function seedAlerts(connection: Exclusive, runNow: Date) {
  const titles = await connection.query<{ title: string; n: number }>(
    'select title, count(*)::int as n from jobs where is_active group by title order by title collate "C"',
  );
  const skills = await connection.query<{ skill: string; n: number }>(
    'select skill, count(*)::int as n from jobs, unnest(required_skills) as skill where is_active group by skill order by skill collate "C"',
  );
  const places = await connection.query<{ city: string; state: string; n: number }>(
    'select location_city as city, location_state as state, count(*)::int as n from jobs where is_active group by 1, 2 order by location_city collate "C", location_state collate "C"',
  );
  // In one order on every engine (PGlite's collation is C, a server's often not).
  const candidates = await connection.query<{ id: string; email: string }>(
    "select user_id as id, email from user_roles where role = 'user' order by email collate \"C\"",
  );

  // A title is a level ("Senior", "L2") and a role: the first word is a level
  // when it starts titles of several roles.
  const firstWords = new Map<string, Set<string>>();
  for (const { title } of titles) {
    const [first, ...rest] = title.split(" ");
    if (rest.length) firstWords.set(first, (firstWords.get(first) ?? new Set()).add(rest.join(" ")));
  }
  const levelWords = new Set([...firstWords].filter(([, roles]) => roles.size >= 5).map(([word]) => word));
  const roles = new Map<string, number>();
  const levelRoles = new Map<string, number>();
  const titleWords = new Map<string, number>();
  for (const { title, n } of titles) {
    const [first, ...rest] = title.split(" ");
    const role = levelWords.has(first) ? rest.join(" ") : title;
    roles.set(role, (roles.get(role) ?? 0) + n);
    if (role !== title) levelRoles.set(title, n);
    for (const word of role.split(" "))
      if (word.length > 2) titleWords.set(word, (titleWords.get(word) ?? 0) + n);
  }
  const cities = new Map<string, number>();
  const states = new Map<string, number>();
  for (const { city, state, n } of places) {
    cities.set(city, (cities.get(city) ?? 0) + n);
    states.set(state, (states.get(state) ?? 0) + n);
  }
  const random = generator(24);
  const pick = {
    role: weighted([...roles], random, 0.8),
    levelRole: weighted([...levelRoles], random, 0.8),
    word: weighted([...titleWords], random, 0.5),
    skill: weighted(
      skills.map(({ skill, n }) => [skill, n]),
      random,
      0.8,
    ),
    city: weighted([...cities], random, 0.8),
    state: weighted([...states], random, 0.5),
    experience: weighted(experienceMix, random),
  };
  const twoOf = (a: () => string, b: () => string) => () => `${a()} ${b()}`;
  const misspelt = () => {
    const words = (random() < 0.5 ? pick.role() : random() < 0.5 ? pick.skill() : pick.city()).split(" ");
    const long = words.findIndex((word) => word.length >= 6);
    if (long >= 0) words[long] = typo(words[long], random);
    return words.join(" ");
  };
  const kinds: [() => string, number][] = [
    [() => "", 20],
    [pick.role, 25],
    [pick.skill, 16],
    [pick.word, 7],
    [pick.city, 10],
    [pick.levelRole, 3],
    [twoOf(pick.role, pick.city), 8],
    [twoOf(pick.skill, pick.city), 5],
    [twoOf(pick.skill, pick.skill), 2],
    [twoOf(pick.word, pick.city), 2],
    [misspelt, 2],
  ];
  const kind = weighted(kinds, random);

  const rows = {
    candidate: [] as (string | null)[],
    email: [] as string[],
    name: [] as string[],
    q: [] as string[],
    state: [] as string[],
    experience: [] as string[],
    frequency: [] as string[],
    created: [] as string[],
  };
  const seen = new Set<string>();
  while (rows.q.length < ALERTS) {
    const raw = kind()().slice(0, 100);
    const q = random() < 0.5 ? raw.toLowerCase() : raw;
    const state = random() < 0.75 ? "all-states" : pick.state();
    const experience = pick.experience();
    const owner =
      candidates.length && random() < 0.35 ? candidates[Math.floor(random() * candidates.length)] : null;
    const email = owner ? owner.email : `visitor${1 + Math.floor(random() * 60_000)}@mail.example.in`;
    const key = JSON.stringify([email.toLowerCase(), q.toLowerCase(), state, experience]);
    if (seen.has(key)) continue;
    seen.add(key);
    const parts = [q, state === "all-states" ? "" : state, levelLabels[experience] ?? ""].filter(Boolean);
    rows.candidate.push(owner?.id ?? null);
    rows.email.push(email);
    rows.name.push(parts.length ? parts.join(" · ").slice(0, 80) : "All new jobs");
    rows.q.push(q);
    rows.state.push(state);
    rows.experience.push(experience);
    rows.frequency.push(random() < 0.85 ? "daily" : "weekly");
    // Made 8 days to a year before the run.
    rows.created.push(new Date(runNow.getTime() - (8 + random() * 357) * DAY).toISOString());
  }
  await connection.query(
    `insert into job_alerts (candidate_id, email, name, q, state, experience, frequency, confirmed_at, created_at)
     select candidate_id, email, name, q, state, experience, frequency, created_at, created_at
     from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::timestamptz[])
       as t(candidate_id, email, name, q, state, experience, frequency, created_at)`,
    [
      rows.candidate,
      rows.email,
      rows.name,
      rows.q,
      rows.state,
      rows.experience,
      rows.frequency,
      rows.created,
    ],
  );
}

/**
 * Every alert as yesterday's run left it: daily ones last run yesterday and
 * covered up to yesterday's `until`; weekly ones last run 1 to 7 days ago
 * (by when they were made), those of 7 days due today with a 7-day window.
 * And the mail queue empty (a reused database keeps an earlier run's).
 */
async function setAlertsForTheRun(connection: Exclusive, clock: ReturnType<typeof runClock>) {
  await connection.query(
    `update job_alerts set
       last_run_on = case when frequency = 'daily' then $1::date else $2::date - weekday end,
       covered_until = $3::timestamptz - case when frequency = 'daily' then 1 else weekday end * interval '1 day',
       last_sent_at = null
     from (select id as alert, (1 + floor(extract(epoch from created_at))::bigint % 7)::int as weekday from job_alerts) w
     where w.alert = job_alerts.id`,
    [clock.yesterday, clock.today, clock.until.toISOString()],
  );
  await connection.exec(`
    delete from mail_outbox;
    delete from pgboss.job where name in ('mail', 'job-alerts');
  `);
  await connection.exec("vacuum analyze job_alerts");
}

// ── Figures ─────────────────────────────────────────────────────────────────

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : "-");
const count = (value: number) => value.toLocaleString("en-US");
const seconds = (millis: number) => `${(millis / 1000).toFixed(1)} s`;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : Number.NaN;
};
const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : Number.NaN;

function table(title: string, head: string[], body: string[][]) {
  const widths = head.map((cell, column) => Math.max(cell.length, ...body.map((row) => row[column].length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");
  console.log(`\n${title}\n`);
  console.log(line(head));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const row of body) console.log(line(row));
}

const loadNow = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");

/**
 * CPU time (ms) of each PostgreSQL backend connected to `database`, read from
 * /proc (Linux, server on this machine; empty otherwise), as bench/load.ts
 * reads it. Parallel workers carry no database name and are not counted.
 */
function backendCpu(database: string | null): Map<number, number> {
  const times = new Map<number, number>();
  if (!database) return times;
  let entries: string[];
  try {
    entries = readdirSync("/proc").filter((entry) => /^\d+$/.test(entry));
  } catch {
    return times;
  }
  for (const pid of entries) {
    try {
      const title = readFileSync(`/proc/${pid}/cmdline`, "utf8");
      if (!title.startsWith("postgres: ") || !title.includes(` ${database} `)) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      times.set(Number(pid), (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      // the process ended meanwhile
    }
  }
  return times;
}

function cpuSince(before: Map<number, number>, after: Map<number, number>): number | null {
  if (!after.size) return null;
  let total = 0;
  for (const [pid, millis] of after) total += millis - (before.get(pid) ?? 0);
  return total;
}

/** The kind of statement a Kysely query is, by its root node. */
const nodeKinds: Record<string, string> = {
  SelectQueryNode: "select (builder)",
  RawNode: "sql`…` (search text, typo words)",
  UpdateQueryNode: "update",
  InsertQueryNode: "insert",
  DeleteQueryNode: "delete",
};

// ── The run ─────────────────────────────────────────────────────────────────

async function main() {
  const runStart = performance.now();
  const { sql } = await import("kysely");
  const { demoAccounts } = await import("../server/seed/demo");
  const alertsModule = process.env.ALERTS_MODULE;
  // Through Vite: the alerts' e-mails use Lingui's macros, which tsx cannot
  // run (bench/vite-import.ts).
  const { runJobAlerts } = await viteImport<typeof import("../server/domain/job-alerts")>(
    alertsModule
      ? pathToFileURL(path.resolve(alertsModule))
      : new URL("../server/domain/job-alerts.ts", import.meta.url),
  );
  const { findNewJobs } = await import("../server/domain/jobs");
  const { seed } = await import("./load");

  console.log(`${os.cpus().length} CPUs; load average ${loadNow()} before the run; engine ${ENGINE}`);
  const reused = process.env.REUSE_DATABASE;
  const bench = await startBenchServer({
    name: "bench-alerts-",
    engine: ENGINE,
    reuse: reused,
    // Without SMTP_URL the mail worker logs every e-mail it keeps, text and all, at "info".
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? "warn" },
  });
  const { services, serverDatabase, baseUrl } = bench;
  const { db } = services;
  // The app runs the alerts every hour at :05; here only the bench's run may take them.
  await sql`delete from pgboss.schedule where name = 'job-alerts'`.execute(db);
  let failed = false;
  try {
    const databaseName = serverDatabase ? new URL(serverDatabase.url).pathname.slice(1) : null;
    const version = await sql<{ v: string }>`select current_setting('server_version') as v`.execute(db);
    console.log(
      `PostgreSQL ${version.rows[0].v} (${ENGINE})${serverDatabase ? `, ${serverDatabase.url}` : ""}`,
    );
    const clock = runClock();
    console.log(
      `the run: now ${clock.now.toISOString()} (08:00 in India on ${clock.today}), ` +
        `new jobs up to ${clock.until.toISOString()}`,
    );

    if (!reused) {
      const account = async (email: string, password: string, role: "moderator" | "admin") => {
        const { user } = await services.auth.api.signUpEmail({ body: { email, password, name: "" } });
        await db.updateTable("user").set({ emailVerified: true }).where("id", "=", user.id).execute();
        await db.insertInto("user_roles").values({ user_id: user.id, email, role }).execute();
        return user.id;
      };
      const employer = await account(
        demoAccounts.employer.email,
        demoAccounts.employer.password,
        "moderator",
      );
      const admin = await account(demoAccounts.admin.email, demoAccounts.admin.password, "admin");
      const seedStart = performance.now();
      console.log(
        `seeding with bench/load.ts (${count(JOBS)} jobs, ${count(CANDIDATES)} candidates, the employer's applications):`,
      );
      await services.database.withExclusiveConnection((connection) => seed(connection, { employer, admin }));
      console.log("the alerts:");
      await services.database.withExclusiveConnection(async (connection) => {
        await timed(`jobs' posting times: about ${count(DAILY_JOBS)} a day for the newest`, () =>
          spreadPostingTimes(connection, clock.until),
        );
        await timed(`${count(ALERTS)} alerts`, () => seedAlerts(connection, clock.now));
        await timed("vacuum analyze", () =>
          connection.exec("vacuum analyze jobs, searchable_jobs, job_alerts"),
        );
        await connection.exec(`create table bench_alerts_until (until timestamptz not null)`);
        await connection.query("insert into bench_alerts_until values ($1)", [clock.until.toISOString()]);
      });
      console.log(
        `seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s; load average ${loadNow()}`,
      );
    } else {
      // Seeded on another day: the jobs' times move with the run's.
      const { rows } = await sql<{ until: Date }>`select until from bench_alerts_until`.execute(db);
      const shift = clock.until.getTime() - new Date(rows[0].until).getTime();
      if (shift) {
        await services.database.withExclusiveConnection(async (connection) => {
          await withoutTriggers(connection, () =>
            connection.exec(`
              update jobs set created_at = created_at + interval '${shift / 1000} seconds',
                updated_at = updated_at + interval '${shift / 1000} seconds';
              update searchable_jobs set created_at = created_at + interval '${shift / 1000} seconds';
              update bench_alerts_until set until = until + interval '${shift / 1000} seconds';
            `),
          );
          await connection.exec("vacuum analyze jobs, searchable_jobs");
        });
        console.log(`moved the jobs' times by ${(shift / DAY).toFixed(2)} days`);
      }
    }
    await services.database.withExclusiveConnection((connection) => setAlertsForTheRun(connection, clock));

    // What the run will find.
    const dueAlerts = sql<boolean>`confirmed_at is not null and not paused and last_run_on < ${clock.today}::date
      and (frequency = 'daily' or last_run_on <= ${clock.today}::date - 7)`;
    const mix = (
      await sql<{
        alerts: number;
        due: number;
        daily: number;
        weekly_due: number;
        no_text: number;
        two_words: number;
        state: number;
        experience: number;
        candidates: number;
        searches: number;
        searches_due: number;
      }>`
        select count(*)::int as alerts,
          count(*) filter (where ${dueAlerts})::int as due,
          count(*) filter (where frequency = 'daily')::int as daily,
          count(*) filter (where ${dueAlerts} and frequency = 'weekly')::int as weekly_due,
          count(*) filter (where q = '')::int as no_text,
          count(*) filter (where q like '% %')::int as two_words,
          count(*) filter (where state <> 'all-states')::int as state,
          count(*) filter (where experience <> 'all-levels')::int as experience,
          count(*) filter (where candidate_id is not null)::int as candidates,
          (select count(*)::int from (select distinct lower(q), state, experience from job_alerts) s) as searches,
          (select count(*)::int from (select distinct lower(q), state, experience, covered_until
             from job_alerts where ${dueAlerts}) s) as searches_due
        from job_alerts`.execute(db)
    ).rows[0];
    const jobsInWindow = (
      await sql<{ daily: number; weekly: number; active: number }>`
        select
          count(*) filter (where created_at > ${clock.until}::timestamptz - interval '1 day')::int as daily,
          count(*) filter (where created_at > ${clock.until}::timestamptz - interval '7 days')::int as weekly,
          (select count(*)::int from jobs where is_active) as active
        from searchable_jobs where created_at <= ${clock.until}::timestamptz`.execute(db)
    ).rows[0];
    const share = (n: number) => `${((100 * n) / mix.alerts).toFixed(0)} %`;
    console.log(
      `\n${count(mix.alerts)} alerts: ${share(mix.daily)} daily; ${share(mix.no_text)} without text, ` +
        `${share(mix.two_words)} of two words or more, ${share(mix.state)} with a state, ` +
        `${share(mix.experience)} with a level; ${share(mix.candidates)} candidates'. ` +
        `${count(mix.searches)} different searches.`,
    );
    console.log(
      `due today: ${count(mix.due)} (${count(mix.weekly_due)} of them weekly), ` +
        `${count(mix.searches_due)} different searches (search and window); ` +
        `${count(jobsInWindow.active)} active jobs, ${count(jobsInWindow.daily)} posted in the last day's window, ` +
        `${count(jobsInWindow.weekly)} in the last 7 days`,
    );

    // ── The job page without the run ──
    // Every answer that is not a 200, by status, as the app sent it (the load
    // worker counts them, and its own errors, without saying which).
    const statuses = new Map<number, number>();
    await bench.listen((req, res) => {
      res.on("finish", () => {
        if (res.statusCode !== 200) statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      });
      bench.app(req, res);
    });
    const sample = await db
      .selectFrom("jobs")
      .select("id")
      .where("is_active", "=", true)
      .orderBy(sql`random()`)
      .limit(PAGES)
      .execute();
    const paths = sample.map((row) => `/jobs/${row.id}`);
    const first = await fetch(baseUrl + paths[0], { headers: { "accept-encoding": "identity" } });
    await first.text();
    if (first.status !== 200) throw new Error(`${paths[0]} answered ${first.status}`);
    let served = 1;
    /** The next requests take the next paths: each job page new to the page cache. */
    const load = async (duration: number) => {
      const figures = await runLoad({
        baseUrl,
        paths: [...paths.slice(served % paths.length), ...paths.slice(0, served % paths.length)],
        duration,
        connections: CONNECTIONS,
        ...(RATE > 0 ? { overallRate: RATE } : {}),
      });
      served += figures.requests;
      return figures;
    };
    const mode =
      RATE > 0
        ? `${RATE} requests a second (open loop, up to ${CONNECTIONS} connections)`
        : `${CONNECTIONS} connections as fast as answered (autocannon)`;
    await load(WARM_UP);
    console.log(
      `\nGET /jobs/:id as a visitor, ${mode}, ${DURATION} s without the run; load average ${loadNow()}`,
    );
    const alone = await load(DURATION);
    console.log(
      `  ${count(alone.requests)} requests: median ${ms(alone.p50)} ms, p95 ${ms(alone.p95)} ms, ` +
        `p99 ${ms(alone.p99)} ms, max ${ms(alone.max)} ms; non-2xx ${alone.non2xx}, connection errors ${alone.errors}`,
    );

    // ── The run ──
    // A query's kind, noted when it is compiled (subqueries are compiled too,
    // under ids of their own), counted when it is run: transformResult sees
    // every query run, those given to Kysely compiled as well (pg-boss's insert
    // through the transaction), which transformQuery never sees.
    const compiled = new Map<string, string>();
    const kinds = new Map<string, number>();
    let executed = 0;
    const counting: KyselyPlugin = {
      transformQuery(args) {
        compiled.set(args.queryId.queryId, nodeKinds[args.node.kind] ?? args.node.kind);
        return args.node;
      },
      async transformResult(args) {
        executed++;
        const kind =
          compiled.get(args.queryId.queryId) ?? "pg-boss insert (compiled SQL, in the transaction)";
        compiled.delete(args.queryId.queryId);
        kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
        return args.result;
      },
    };
    const countingDb = services.db.withPlugin(counting);
    const outboxBefore = await sql<{ n: number }>`select count(*)::int as n from mail_outbox`.execute(db);
    console.log(
      `\nthe run: runJobAlerts(services, { now: ${clock.now.toISOString()} }); load average ${loadNow()}`,
    );
    const appCpuBefore = process.cpuUsage();
    const dbCpuBefore = backendCpu(databaseName);
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const heapBefore = process.memoryUsage().heapUsed;
    let heapPeak = heapBefore;
    // The sampler's turns also say whether timers and I/O came round at all:
    // a run that never leaves the microtask queue (PGlite answers without
    // I/O) holds them, and every page, until it ends.
    let turns = 0;
    const sampler = setInterval(() => {
      turns++;
      const memory = process.memoryUsage();
      rssPeak = Math.max(rssPeak, memory.rss);
      heapPeak = Math.max(heapPeak, memory.heapUsed);
    }, 250);
    // The backends' CPU read every second as well: the pool closes connections idle for 10 s, and a
    // backend that has gone takes its figure with it.
    const dbCpuLatest = new Map(dbCpuBefore);
    const dbSampler = setInterval(() => {
      for (const [pid, millis] of backendCpu(databaseName)) dbCpuLatest.set(pid, millis);
    }, 1000);
    // How long this process's event loop (the pages' as well as the run's) was held up.
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    type Window = { figures: LoadFigures; from: number; to: number };
    /**
     * The job page in DURATION-second windows until `done.at` is set. The
     * first window's load worker was given its input LEAD seconds before the
     * work began: the end of its stdin needs this process's event loop, which
     * the work may hold.
     */
    const pagesUntil = async (done: { at: number | null }, since: number, first: Promise<LoadFigures>) => {
      const windows: Window[] = [];
      for (let next: Promise<LoadFigures> | null = first; done.at === null; next = null) {
        const from = next ? -LEAD * 1000 : performance.now() - since;
        const figures = await (next ?? load(DURATION));
        windows.push({ figures, from, to: performance.now() - since });
        console.log(
          `  ${seconds(from)}: ${figures.requests} job pages, median ${ms(figures.p50)} ms, p95 ${ms(figures.p95)} ms; ` +
            `load average ${loadNow()}`,
        );
      }
      return windows;
    };
    const sleep = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis));
    if (MAIL === "hold") {
      // The run's e-mails wait (their jobs start at infinity) until it has ended.
      await sql`create or replace function bench_hold_mail() returns trigger language plpgsql
        as $$ begin new.start_after := 'infinity'; return new; end $$`.execute(db);
      await sql`drop trigger if exists bench_hold_mail on pgboss.job`.execute(db);
      await sql`create trigger bench_hold_mail before insert on pgboss.job for each row
        when (new.name = 'mail') execute function bench_hold_mail()`.execute(db);
    }
    const firstWindow = load(DURATION);
    await sleep(LEAD * 1000);
    turns = 0;
    const started = performance.now();
    const state = { finishedAt: null as number | null };
    const run = runJobAlerts(services, { now: clock.now, db: countingDb }).finally(() => {
      state.finishedAt = performance.now();
      clearInterval(sampler);
      clearInterval(dbSampler);
      loopDelay.disable();
    });
    run.catch(() => {});
    const runDone = { at: null as number | null };
    void run.finally(() => (runDone.at = performance.now())).catch(() => {});
    const windows = await pagesUntil(runDone, started, firstWindow);
    const outcome = await run.then(
      (report) => ({ report, error: null }),
      (error: Error) => ({ report: null, error }),
    );
    const took = state.finishedAt! - started;
    const appCpu = process.cpuUsage(appCpuBefore);
    for (const [pid, millis] of backendCpu(databaseName)) dbCpuLatest.set(pid, millis);
    const dbCpu = cpuSince(dbCpuBefore, dbCpuLatest);
    const loadAfter = loadNow();

    const outbox = await sql<{ status: string; n: number }>`
      select status, count(*)::int as n from mail_outbox group by status order by status`.execute(db);
    const bossJobs = await sql<{ state: string; n: number }>`
      select state::text, count(*)::int as n from pgboss.job where name = 'mail' group by state order by state`.execute(
      db,
    );
    // The e-mails held during the run go now: how long until the last is out, and the pages meanwhile.
    const queued = async () =>
      (
        await sql<{ n: number }>`select count(*)::int as n from mail_outbox where status = 'queued'`.execute(
          db,
        )
      ).rows[0].n;
    let drain: { took: number; left: number; windows: Window[] } | null = null;
    if (MAIL === "hold") {
      await sql`drop trigger bench_hold_mail on pgboss.job`.execute(db);
      const before = await queued();
      console.log(`\nthe ${count(before)} e-mails of the run go out now; load average ${loadNow()}`);
      const firstDrainWindow = load(DURATION);
      await sleep(LEAD * 1000);
      const drainStarted = performance.now();
      await sql`update pgboss.job set start_after = now() where name = 'mail' and state = 'created'`.execute(
        db,
      );
      const drainDone = { at: null as number | null };
      let left = before;
      const draining = (async () => {
        while ((left = await queued()) > 0 && performance.now() - drainStarted < DRAIN_LIMIT * 1000)
          await sleep(1000);
        drainDone.at = performance.now();
      })();
      const drainWindows = await pagesUntil(drainDone, drainStarted, firstDrainWindow);
      await draining;
      drain = { took: drainDone.at! - drainStarted, left, windows: drainWindows };
    }

    // From the table, so that a run that failed halfway says what it did.
    const done = (
      await sql<{ taken: number; sent: number }>`
        select count(*) filter (where last_run_on = ${clock.today}::date)::int as taken,
          count(*) filter (where last_sent_at = ${clock.now})::int as sent
        from job_alerts`.execute(db)
    ).rows[0];
    const { taken, sent } = done;
    const searches = outcome.report?.searches ?? null;
    if (outcome.error)
      console.log(
        `\nTHE RUN FAILED after ${seconds(took)}, having taken ${count(taken)} alerts: ${outcome.error.message}\n` +
          (outcome.error.stack ?? "").split("\n").slice(1, 8).join("\n"),
      );
    const perAlert = (n: number) => (taken ? (n / taken).toFixed(3) : "-");
    // 500 alerts a batch, and the last select finds none.
    const batches = Math.ceil(taken / 500);
    table(
      `Queries the run made (Kysely plugin on its db; ${count(taken)} alerts taken)`,
      ["query", "n", "per alert"],
      [
        ...[...kinds].sort((a, b) => b[1] - a[1]).map(([kind, n]) => [kind, count(n), perAlert(n)]),
        ["all", count(executed), perAlert(executed)],
      ],
    );
    console.log(
      `  Not counted: BEGIN and COMMIT of the ${count(batches)} batches' transactions, the mail queue's ` +
        `worker (its fetch, outbox read and update, completion for each e-mail) and pg-boss's own polling, ` +
        `the pages' queries.`,
    );
    const searchQueries =
      (kinds.get(nodeKinds.SelectQueryNode) ?? 0) - (batches + 1) + (kinds.get(nodeKinds.RawNode) ?? 0);
    console.log(
      `  The searches: ${count(searchQueries)} queries (the selects and sql\`…\` less the ${batches + 1} ` +
        `selects of due alerts), ${searches ? (searchQueries / searches).toFixed(2) : "-"} per different search.`,
    );

    const windowRows = windows.map(({ figures, from, to }) => [
      `${seconds(from)}-${seconds(to)}${to > took ? " (the run ended inside)" : ""}`,
      count(figures.requests),
      ms(figures.p50),
      ms(figures.p95),
      ms(figures.p99),
      ms(figures.max),
      String(figures.non2xx),
      String(figures.errors),
    ]);
    table(
      `GET /jobs/:id during the run, ${DURATION}-s windows (${mode})`,
      [
        "window (since the run began)",
        "requests",
        "median ms",
        "p95 ms",
        "p99 ms",
        "max ms",
        "non-2xx",
        "connection errors",
      ],
      windowRows,
    );
    const inside = windows.filter(({ to }) => to <= took);
    const during = inside.length ? inside : windows;
    const duringP95 = median(during.map(({ figures }) => figures.p95));
    const duringP50 = median(during.map(({ figures }) => figures.p50));
    const worstP95 = Math.max(...during.map(({ figures }) => figures.p95));
    const connectionErrors = [
      alone,
      ...[...windows, ...(drain?.windows ?? [])].map(({ figures }) => figures),
    ].reduce((sum, figures) => sum + figures.errors, 0);

    table(
      `Job alerts' daily run (${ENGINE}, ${count(mix.alerts)} alerts, ${count(JOBS)} jobs)`,
      ["figure", "value"],
      [
        ["run time", outcome.error ? `${seconds(took)} (failed: ${outcome.error.message})` : seconds(took)],
        ["alerts taken", count(taken)],
        ["e-mails queued", count(sent)],
        ["different searches", searches === null ? "-" : count(searches)],
        ["queries per alert (all counted)", perAlert(executed)],
        ["queries per different search", searches ? (executed / searches).toFixed(2) : "-"],
        ["CPU: this process (app, run, mail worker, pages)", seconds((appCpu.user + appCpu.system) / 1000)],
        ["CPU: PostgreSQL backends of the database", dbCpu === null ? "-" : seconds(dbCpu)],
        [
          "timer turns during the run (one each 250 ms)",
          `${count(turns)} of ${count(Math.floor(took / 250))}`,
        ],
        [
          "event loop delay during the run: p50, p99, max",
          [50, 99, 100]
            .map((p) => `${ms((p === 100 ? loopDelay.max : loopDelay.percentile(p)) / 1e6)} ms`)
            .join(", "),
        ],
        [
          "this process's memory before; at most during the run: RSS, JS heap",
          `${Math.round(rssBefore / 2 ** 20)} MB, ${Math.round(heapBefore / 2 ** 20)} MB; ` +
            `${Math.round(rssPeak / 2 ** 20)} MB, ${Math.round(heapPeak / 2 ** 20)} MB`,
        ],
        [
          "mail_outbox rows made",
          `${count(outbox.rows.reduce((sum, row) => sum + row.n, 0) - outboxBefore.rows[0].n)} (${outbox.rows.map((row) => `${row.status} ${count(row.n)}`).join(", ")})`,
        ],
        [
          "pg-boss mail jobs at the run's end",
          bossJobs.rows.map((row) => `${row.state} ${count(row.n)}`).join(", ") || "0",
        ],
        [
          "the e-mails",
          MAIL === "send"
            ? "sent during the run (MAIL=send)"
            : drain!.left
              ? `held during the run; ${count(drain!.left)} still queued ${seconds(drain!.took)} after (DRAIN_LIMIT)`
              : `held during the run; all out ${seconds(drain!.took)} after it`,
        ],
        ["job page median, without the run", `${ms(alone.p50)} ms`],
        ["job page median, during the run", `${ms(duringP50)} ms`],
        ["job page p95, without the run", `${ms(alone.p95)} ms`],
        [
          `job page p95, during the run (median of ${during.length} windows; worst)`,
          `${ms(duringP95)} ms; ${ms(worstP95)} ms`,
        ],
        ...(drain
          ? [
              [
                "job page median; p95 while the e-mails go out (median of windows; worst)",
                `${ms(median(drain.windows.map(({ figures }) => figures.p50)))} ms; ` +
                  `${ms(median(drain.windows.map(({ figures }) => figures.p95)))} ms; ` +
                  `${ms(Math.max(...drain.windows.map(({ figures }) => figures.p95)))} ms`,
              ],
            ]
          : []),
        ["load average after the run; at the end", `${loadAfter}; ${loadNow()}`],
      ],
    );

    // ── The searches alone ──
    if (PROFILE > 0) {
      const sampled = (
        await sql<{ q: string; state: string; experience: string; days: number; alerts: number }>`
          select min(q) as q, state, experience, days, count(*)::int as alerts
          from (select *, case when frequency = 'daily' then 1 else 7 end as days from job_alerts
            where last_run_on = ${clock.today}::date) taken
          group by lower(q), state, experience, days
          order by md5(lower(q) || state || experience || days)
          limit ${PROFILE}`.execute(db)
      ).rows;
      const times: {
        ms: number;
        search: (typeof sampled)[number];
        total: number;
        corrected: string | null;
        result: Awaited<ReturnType<typeof findNewJobs>>;
      }[] = [];
      for (const search of sampled) {
        const begun = performance.now();
        const result = await findNewJobs(
          db,
          { q: search.q, state: search.state, experience: search.experience, page: 1 } as Parameters<
            typeof findNewJobs
          >[1],
          { after: new Date(clock.until.getTime() - search.days * DAY), until: clock.until },
        );
        times.push({
          ms: performance.now() - begun,
          search,
          total: result.capped ? 1001 : result.total,
          corrected: result.correctedQ,
          result,
        });
      }
      const sorted = times.map((time) => time.ms).sort((a, b) => a - b);
      const mean = sorted.reduce((a, b) => a + b, 0) / Math.max(1, sorted.length);
      console.log(
        `\nfindNewJobs alone, one at a time, on ${times.length} of the run's different searches: ` +
          `median ${ms(percentile(sorted, 50))} ms, p95 ${ms(percentile(sorted, 95))} ms, ` +
          `max ${ms(sorted.at(-1)!)} ms, mean ${ms(mean)} ms ` +
          `(times ${count(searches ?? mix.searches_due)} searches: ${seconds(mean * (searches ?? mix.searches_due))} one at a time); ` +
          `${times.filter((time) => time.total === 0).length} found nothing new; load average ${loadNow()}`,
      );
      // The run keeps every different search's answer until it ends (its memo).
      const bytes =
        times.reduce((sum, { result }) => sum + JSON.stringify(result).length, 0) / Math.max(1, times.length);
      console.log(
        `  an answer is ${(bytes / 1024).toFixed(1)} KB as JSON on average: ` +
          `${Math.round((bytes * (searches ?? mix.searches_due)) / 2 ** 20)} MB for all the run's searches`,
      );
      const slowest = [...times].sort((a, b) => b.ms - a.ms).slice(0, 10);
      for (const { ms: took, search, total, corrected } of slowest)
        console.log(
          `  ${took.toFixed(1).padStart(7)} ms  q=${JSON.stringify(search.q)} state=${search.state} ` +
            `experience=${search.experience} window ${search.days} d ` +
            `(${search.alerts} alerts): ${total > 1000 ? "1,000+" : total} jobs${corrected ? `, corrected to "${corrected}"` : ""}`,
        );

      // The e-mails: drawn by React, one after another in the batch's transaction.
      const { jobAlertMail } = await viteImport<typeof import("../server/mail/job-alert-mail")>(
        new URL("../server/mail/job-alert-mail.tsx", import.meta.url),
      );
      const found = times.filter(({ result }) => result.total > 0);
      const draw = () => {
        for (const { search, result } of found)
          jobAlertMail({
            to: "someone@mail.example.in",
            alertName: search.q || "All new jobs",
            frequency: search.days === 1 ? "daily" : "weekly",
            jobs: result.jobs,
            total: result.total,
            capped: result.capped,
            links: {
              search: `${baseUrl}/jobs`,
              job: (id) => `${baseUrl}/jobs/${id}`,
              unsubscribe: `${baseUrl}/job-alerts/unsubscribe`,
              manage: null,
            },
          });
      };
      if (found.length) {
        draw();
        const drawStart = performance.now();
        draw();
        const perMail = (performance.now() - drawStart) / found.length;
        const perBatch = sent / Math.max(1, batches);
        console.log(
          `\njobAlertMail (React): ${ms(perMail)} ms an e-mail (the ${found.length} above that found jobs); ` +
            `a batch's ${perBatch.toFixed(0)} e-mails on average: ${ms(perMail * perBatch)} ms in one go, ` +
            `${seconds(perMail * sent)} for the run's ${count(sent)}`,
        );
      }

      if (EXPLAIN > 0 && serverDatabase) {
        const pg = (await import("pg")).default;
        const { Kysely, PostgresDialect } = await import("kysely");
        const pool = new pg.Pool({
          connectionString: serverDatabase.url,
          max: 2,
          options: "-c random_page_cost=1.1",
        });
        const captured: { sql: string; parameters: readonly unknown[]; ms: number }[] = [];
        const logged = new Kysely<DB>({
          dialect: new PostgresDialect({ pool }),
          log: (event) => {
            if (event.level === "query")
              captured.push({
                sql: event.query.sql,
                parameters: event.query.parameters,
                ms: event.queryDurationMillis,
              });
          },
        });
        for (const { search } of slowest.slice(0, EXPLAIN)) {
          captured.length = 0;
          await findNewJobs(
            logged,
            { q: search.q, state: search.state, experience: search.experience, page: 1 } as Parameters<
              typeof findNewJobs
            >[1],
            { after: new Date(clock.until.getTime() - search.days * DAY), until: clock.until },
          );
          console.log(
            `\n── EXPLAIN ANALYZE: q=${JSON.stringify(search.q)} state=${search.state} experience=${search.experience}`,
          );
          for (const query of captured) {
            const { rows } = await pool.query(`explain (analyze, buffers) ${query.sql}`, [
              ...query.parameters,
            ]);
            console.log(`\n   ${query.ms.toFixed(1)} ms: ${query.sql.replace(/\s+/g, " ").slice(0, 300)}`);
            console.log(`   ${JSON.stringify(query.parameters)}`);
            for (const row of rows) console.log(`     ${row["QUERY PLAN"]}`);
          }
        }
        await logged.destroy();
      }
    }

    if (connectionErrors)
      console.log(
        `\n${connectionErrors} job page requests failed in the load worker (a connection reset or ` +
          `timeout: no answer)`,
      );
    if (statuses.size) {
      failed = true;
      console.error(
        `\nnot every page answered 200: ${[...statuses].map(([status, n]) => `${status} ${n} times`).join(", ")}`,
      );
    }
    console.log(
      `\n${os.cpus().length} CPUs; load average ${loadNow()} at the end; total run time ${((performance.now() - runStart) / 1000).toFixed(0)} s`,
    );
  } finally {
    await bench.close();
  }
  if (failed) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
