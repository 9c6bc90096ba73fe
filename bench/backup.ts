// Backup and restore of a large installation (issue #20): the load bench's
// dataset (bench/load.ts's set-based seed: 100,000 jobs, 200,000 candidates,
// 1,000,000 applications) plus uploaded resumes, backed up with
// `node server.js backup` and restored with `node server.js restore` into an
// empty installation, each in a process of its own, with its time, the
// file's size and the process's peak memory. Results: docs/performance.md.
//
//   npm run build && npx tsx bench/backup.ts
//
// BACKENDS=postgres (default), pglite, or postgres,pglite. On PostgreSQL it
// needs a server: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres)
// names it and a role that may create databases; the bench creates its
// databases with random names and drops them at the end. On PGlite the
// installations live in temporary data directories.
//
// Peak memory is the child process's maximum resident set (getrusage, read
// as the process exits), beside the same command's on an empty installation
// (the baseline: Node, the server bundle, the database driver or PGlite).
// The bench also samples the resident set every 100 ms and prints its highest
// value in each tenth of the run, to show whether it grows with the data.
// Each command runs twice: with Node's defaults, and with V8's young
// generation capped (--max-semi-space-size=8), into a fresh installation each
// time. Each restore is checked: every backed-up table's row count and a sum
// of hashes of its rows (row_to_json) against the source, every file's SHA-256.
//
// Settings (environment): JOBS, CANDIDATES, APPLICATIONS (as bench/load.ts),
// FILES=1000 resumes of FILE_KB=64 KB each, SEMI_SPACE_MB=8 (0: Node's
// defaults only), BUILD_DIR=build. About 11 minutes on PostgreSQL and 12 on
// PGlite on 2 cores, more on a busy machine.
import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import os, { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { seed } from "./load";

const DATABASE_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const BACKENDS = (process.env.BACKENDS ?? "postgres").split(",").map((name) => name.trim()) as (
  "postgres" | "pglite"
)[];
const FILES = Number(process.env.FILES ?? 1_000);
const FILE_KB = Number(process.env.FILE_KB ?? 64);
/**
 * Each command runs with Node's defaults, then with V8's young generation
 * capped (SEMI_SPACE_MB=8; 0 skips it): by default Node 24 lets it grow to
 * 128 MB in a process that allocates quickly, which is most of the peak.
 */
const SEMI_SPACE_MB = Number(process.env.SEMI_SPACE_MB ?? 8);
const flagSets: string[][] = [[], ...(SEMI_SPACE_MB ? [[`--max-semi-space-size=${SEMI_SPACE_MB}`]] : [])];
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const SECRET = "bench-secret-bench-secret-bench-secret-01";

type ServerApp = import("../server/app").ServerApp;
type LoadConfig = typeof import("../server/config").loadConfig;

/** One installation: its DATA_DIR, and its database on the server (null on PGlite). */
interface Installation {
  dataDir: string;
  databaseUrl: string | null;
  drop(): Promise<void>;
}

async function installation(backend: "postgres" | "pglite"): Promise<Installation> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-backup-"));
  if (backend === "pglite") {
    return {
      dataDir,
      databaseUrl: null,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const { createServerDatabase } = await import("../tests/support/test-database");
  const database = await createServerDatabase(DATABASE_URL);
  return {
    dataDir,
    databaseUrl: database.url,
    async drop() {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function environmentOf(target: Installation): Record<string, string> {
  return {
    NODE_ENV: "production",
    DATA_DIR: target.dataDir,
    SESSION_SECRET: SECRET,
    PUBLIC_URL: "http://127.0.0.1:3000",
    LOG_LEVEL: "warn",
    ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
  };
}

/** Opens an installation through the built app (which applies the migrations). */
async function open(target: Installation) {
  const { createApp } = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as {
    createApp: (options: { config?: ReturnType<LoadConfig> }) => Promise<ServerApp>;
  };
  const { loadConfig } = (await import("../server/config")) as { loadConfig: LoadConfig };
  const { services } = await createApp({ config: loadConfig(environmentOf(target)) });
  return services;
}

// Runs in the measured process: samples its resident set and reports on exit.
const memoryProbe = `
const started = performance.now();
const samples = [];
let maxHeapUsed = 0;
setInterval(() => {
  const { rss, heapUsed } = process.memoryUsage();
  samples.push([performance.now() - started, rss]);
  maxHeapUsed = Math.max(maxHeapUsed, heapUsed);
}, 100).unref();
process.on("exit", () => {
  const report = { maxRss: process.resourceUsage().maxRSS * 1024, maxHeapUsed, samples };
  process.stderr.write("BENCH_MEMORY " + JSON.stringify(report) + "\\n");
});`;

interface Measured {
  output: string;
  seconds: number;
  maxRss: number;
  /** The most of V8's heap in use at any sample (live objects and garbage not yet collected). */
  maxHeapUsed: number;
  /** The highest sampled resident set in each tenth of the run. */
  tenths: number[];
}

/** `node server.js <command> <file>` on an installation, in a process of its own. */
async function run(
  command: "backup" | "restore",
  file: string,
  target: Installation,
  flags: string[],
): Promise<Measured> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [
      ...flags,
      "--import",
      `data:text/javascript,${encodeURIComponent(memoryProbe)}`,
      "server.js",
      command,
      file,
    ],
    {
      env: { ...process.env, ...environmentOf(target), BUILD_DIR: buildDir },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  const seconds = (performance.now() - started) / 1000;
  const report = stderr.split("\n").find((line) => line.startsWith("BENCH_MEMORY "));
  if (code !== 0 || !report) throw new Error(`${command} failed (${code}): ${stdout}${stderr}`);
  const { maxRss, maxHeapUsed, samples } = JSON.parse(report.slice("BENCH_MEMORY ".length)) as {
    maxRss: number;
    maxHeapUsed: number;
    samples: [number, number][];
  };
  const end = samples.at(-1)?.[0] ?? 1;
  const tenths = Array.from({ length: 10 }, (_, tenth) =>
    Math.max(
      0,
      ...samples.filter(([at]) => Math.min(9, Math.floor((at / end) * 10)) === tenth).map(([, rss]) => rss),
    ),
  );
  return { output: stdout.trim(), seconds, maxRss, maxHeapUsed, tenths };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function seedInstallation(target: Installation) {
  const services = await open(target);
  try {
    const account = async (email: string, role: "moderator" | "admin") => {
      const { user } = await services.auth.api.signUpEmail({
        body: { email, password: "bench-password-1", name: "" },
      });
      await services.db.insertInto("user_roles").values({ user_id: user.id, email, role }).execute();
      return user.id;
    };
    const owners = {
      employer: await account("employer@bench.example", "moderator"),
      admin: await account("admin@bench.example", "admin"),
    };
    const started = performance.now();
    await services.database.withExclusiveConnection((connection) => seed(connection, owners));
    // Resumes for the first FILES candidates: incompressible bytes behind a PDF signature.
    const profiles = await services.db
      .selectFrom("candidate_profiles")
      .select("id")
      .orderBy("id")
      .limit(FILES)
      .execute();
    const keys: string[] = [];
    for (const _ of profiles) {
      const key = `resumes/${randomBytes(16).toString("hex")}.pdf`;
      await services.storage.put(
        key,
        new Uint8Array(Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(FILE_KB * 1024)])),
      );
      keys.push(key);
    }
    const { sql } = await import("kysely");
    await sql`update candidate_profiles p set resume_key = f.key, resume_filename = 'resume.pdf',
        resume_content_type = 'application/pdf', resume_uploaded_at = now()
      from unnest(${profiles.map((profile) => profile.id)}::uuid[], ${keys}::text[]) f(id, key) where p.id = f.id`.execute(
      services.db,
    );
    console.log(
      `  seeded in ${((performance.now() - started) / 1000).toFixed(0)} s, with ${keys.length} files of ${FILE_KB} KB`,
    );
  } finally {
    await services.close();
  }
}

/** Each backed-up table's row count and a sum of its rows' hashes, as PostgreSQL writes the rows. */
async function fingerprint(target: Installation): Promise<Map<string, string>> {
  const { sql } = await import("kysely");
  const { backupTables } = (await import("../server/backup")) as { backupTables: readonly string[] };
  const services = await open(target);
  try {
    const prints = new Map<string, string>();
    for (const table of backupTables) {
      const { rows } = await sql<{ n: string; h: string }>`
        select count(*)::text as n, coalesce(sum(hashtextextended(row_to_json(t)::text, 0)::numeric), 0)::text as h
        from ${sql.id(table)} t`.execute(services.db);
      prints.set(table, `${rows[0].n} rows, hash ${rows[0].h}`);
    }
    const files = await sql<{
      key: string;
    }>`select resume_key as key from candidate_profiles where resume_key is not null`.execute(services.db);
    prints.set("files", String(files.rows.length));
    for (const { key } of files.rows) {
      prints.set(
        `file ${key}`,
        createHash("sha256")
          .update(readFileSync(path.join(target.dataDir, "files", key)))
          .digest("hex"),
      );
    }
    return prints;
  } finally {
    await services.close();
  }
}

async function bench(backend: "postgres" | "pglite") {
  console.log(`\n${backend}`);
  const scratch = mkdtempSync(path.join(tmpdir(), "bench-backup-files-"));
  const empty = await installation(backend);
  const source = await installation(backend);
  const made: Installation[] = [empty, source];
  try {
    await open(empty).then((services) => services.close());
    await seedInstallation(source);
    const before = await fingerprint(source);
    for (const [table, print] of before)
      if (!table.startsWith("file ")) console.log(`  ${table.padEnd(28)} ${print}`);

    const table: string[] = [];
    for (const flags of flagSets) {
      const label = flags.length ? flags.join(" ") : "Node's defaults";
      // The baseline: the same commands on an empty installation.
      const emptyFile = path.join(scratch, "empty.jsonl.gz");
      const emptyBackup = await run("backup", emptyFile, empty, flags);
      const emptyRestore = await run("restore", emptyFile, empty, flags);

      const file = path.join(scratch, "backup.jsonl.gz");
      const backup = await run("backup", file, source, flags);
      console.log(`\n  ${label}: ${backup.output}`);
      const target = await installation(backend);
      made.push(target);
      await open(target).then((services) => services.close());
      const restore = await run("restore", file, target, flags);
      console.log(`  ${label}: ${restore.output}`);
      const after = await fingerprint(target);
      const differing = [...before.keys()].filter((key) => before.get(key) !== after.get(key));
      console.log(
        differing.length
          ? `  RESTORED COPY DIFFERS: ${differing.slice(0, 5).join(", ")}`
          : `  restored copy identical: ${before.size - 1 - backupFileCount(before)} tables' rows and ${backupFileCount(before)} files`,
      );
      for (const [name, measured, baseline] of [
        ["backup", backup, emptyBackup],
        ["restore", restore, emptyRestore],
      ] as const) {
        table.push(
          `  ${label.padEnd(28)}  ${name.padEnd(8)}  ${`${measured.seconds.toFixed(0)} s`.padStart(6)}  ${mb(measured.maxRss).padStart(8)}  ${mb(baseline.maxRss).padStart(7)}  ${mb(measured.maxRss - baseline.maxRss).padStart(7)}  ${mb(measured.maxHeapUsed).padStart(6)}  ${mb(baseline.maxHeapUsed).padStart(6)}  ${measured.tenths.map((rss) => (rss ? (rss / 1024 / 1024).toFixed(0) : "-")).join(" ")}`,
        );
      }
      table.push(`  ${"".padEnd(28)}  file ${mb(statSync(file).size)} (gzip'd JSON lines)`);
    }
    console.log(
      `\n  ${"node flags".padEnd(28)}  ${"command".padEnd(8)}  ${"time".padStart(6)}  ${"peak RSS".padStart(8)}  ${"empty".padStart(7)}  ${"above".padStart(7)}  ${"heap".padStart(6)}  ${"empty".padStart(6)}  peak RSS in each tenth of the run (MB)`,
    );
    for (const row of table) console.log(row);
  } finally {
    // pg's pool.end() does not wait for its connections to close: give them a moment before the forced drop.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await Promise.all(made.map((installation) => installation.drop()));
    rmSync(scratch, { recursive: true, force: true });
  }
}

const backupFileCount = (prints: Map<string, string>) =>
  [...prints.keys()].filter((key) => key.startsWith("file ")).length;

async function main() {
  console.log(
    `${os.cpus().length} CPUs, 1-minute load average ${os.loadavg()[0].toFixed(1)}; Node ${process.version}`,
  );
  for (const backend of BACKENDS) await bench(backend);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
