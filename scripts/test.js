// The whole test suite. Unit and integration tests run on the embedded PGlite
// database, and those that use a database again on PostgreSQL when
// DATABASE_URL is set (each test file creates its own database there and drops
// it afterwards). End-to-end tests
// drive the same domain code through the browser: they run once, on PGlite,
// except the suites whose point is the database (hostile input, the
// authorization matrix, crash recovery, server processes), which run on both,
// and those that need a PostgreSQL server (scale-out, database restart) or
// Redis, which run on the PostgreSQL pass only.
// Usage: npm test [-- <vitest filters>]
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const extraArgs = process.argv.slice(2);
const postgresUrl = process.env.DATABASE_URL;
// Several instances sharing one database need a PostgreSQL server (PGlite
// lives inside one process), so the scale-out tests run on the second pass only.
const postgresOnly = [
  "tests/e2e/scale-out.test.ts",
  "tests/e2e/database-restart.test.ts",
  "server/domain/job-alerts-two-instances.test.ts",
];
// Rate limits in Redis need a Redis server as well: these run on the PostgreSQL
// pass when REDIS_URL is set too (CI sets both), and are left out otherwise.
const redisUrl = process.env.REDIS_URL;
const redisOnly = ["server/rate-limits/redis.test.ts", "tests/e2e/scale-out-redis.test.ts"];
// End-to-end suites that run on PostgreSQL as well as on PGlite.
const endToEndOnBoth = [
  "tests/e2e/hostile-", // hostile-input.test.ts and its siblings
  "tests/e2e/authorization-matrix.test.ts",
  "tests/e2e/crash-recovery.test.ts",
  "tests/e2e/server-process.test.ts",
];
// Tests that never open a database (parsers, HTTP helpers, caches, storage,
// the catalogues): the PostgreSQL pass would only repeat them.
const databaseFree = [
  "server/cache/cache.test.ts",
  "server/domain/bounded-child.test.ts",
  "server/domain/resume-parsing.test.ts",
  "server/domain/resume-text.test.ts",
  "server/http/encodings.test.ts",
  "server/http/page-response.test.ts",
  "server/http/security.test.ts",
  "server/mail/templates.test.ts",
  "server/storage/storage.test.ts",
];
const exclude = (files) => files.map((file) => `--exclude=${file}`);
const runs = [
  {
    name: "PGlite",
    env: { DATABASE_URL: "" },
    files: [],
    args: exclude([...postgresOnly, ...redisOnly]),
  },
];
if (postgresUrl)
  runs.push({
    name: `PostgreSQL (${new URL(postgresUrl).host})`,
    env: { DATABASE_URL: postgresUrl },
    // The server's tests that use the database (app/, common/ and
    // tests/integration/ never do), and the end-to-end files named above.
    files: ["server/", ...endToEndOnBoth, ...postgresOnly, ...redisOnly],
    args: exclude([...databaseFree, ...(redisUrl ? [] : redisOnly)]),
  });
else console.log(`No DATABASE_URL: ${postgresOnly.join(", ")} will not run (they need PostgreSQL).`);
const missing = [postgresUrl ? "" : "DATABASE_URL", redisUrl ? "" : "REDIS_URL"].filter(Boolean);
if (missing.length)
  console.log(
    `No ${missing.join(" or ")}: ${redisOnly.join(", ")} will not run (they need Redis and PostgreSQL).`,
  );

// Both passes' end-to-end tests use one production build, made here rather
// than by each pass's tests/e2e/global-setup.ts (decision 0054).
const sharedBuild =
  runs.length > 1 && (!extraArgs.length || extraArgs.some((filter) => filter.includes("e2e")))
    ? buildForEndToEnd()
    : null;

let passed = 0;
let failed = 0;
let failedRuns = 0;
for (const run of runs) {
  console.log(`\n=== Test suite on ${run.name} ===\n`);
  const report = path.join(mkdtempSync(path.join(tmpdir(), "jobboard-report-")), "report.json");
  const env = { ...process.env, ...run.env, ...(sharedBuild ? { E2E_BUILD_DIR: sharedBuild } : {}) };
  if (!env.DATABASE_URL) delete env.DATABASE_URL;
  const result = spawnSync(
    "npx",
    [
      "vitest",
      "run",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${report}`,
      ...run.args,
      // Filters given on the command line choose the files on every pass.
      ...(extraArgs.length ? extraArgs : run.files),
    ],
    { stdio: "inherit", env },
  );
  try {
    const summary = JSON.parse(readFileSync(report, "utf8"));
    passed += summary.numPassedTests;
    failed += summary.numFailedTests;
    console.log(`\n${run.name}: ${summary.numPassedTests} passed, ${summary.numFailedTests} failed`);
    if (summary.numTotalTests === 0) failedRuns++;
  } catch {
    console.log(`\n${run.name}: no report (vitest exited with ${result.status})`);
    failedRuns++;
  }
  if (result.status !== 0) failedRuns++;
}
if (sharedBuild) rmSync(sharedBuild, { recursive: true, force: true });
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failedRuns > 0 || failed > 0 ? 1 : 0);

/** The production build in a directory of its own inside the project (the built server resolves its packages from node_modules). */
function buildForEndToEnd() {
  const cacheDir = path.resolve("node_modules/.cache");
  mkdirSync(cacheDir, { recursive: true });
  const buildDir = mkdtempSync(path.join(cacheDir, "e2e-build-"));
  const result = spawnSync("npx", ["react-router", "build"], {
    stdio: "inherit",
    env: { ...process.env, BUILD_DIR: buildDir, NODE_ENV: "production" },
  });
  if (result.status !== 0) {
    console.log("The end-to-end tests' build failed.");
    process.exit(1);
  }
  return buildDir;
}
