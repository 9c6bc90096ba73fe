// Time to import 10,000 jobs through the admin's bulk import, on PGlite and
// on PostgreSQL: the built app in-process, the import sent as one request to
// POST /api/v1/admin/jobs/bulk (the same domain function as the dashboard).
//
//   npm run build && npx tsx bench/bulk-import.ts
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/bulk-import.ts
//
// Without DATABASE_URL only PGlite is measured. JOBS=10000 ROUNDS=3 BUILD_DIR=build.
// It prints figures only.
import { mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { jobTemplate } from "../common/schemas/job-form";
import { loadConfig } from "../server/config";
import { demoAccounts } from "../server/seed/demo";
import { createServerDatabase } from "../tests/support/test-database";

const JOBS = Number(process.env.JOBS ?? 10_000);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");

const cities = [
  ["Noida", "Uttar Pradesh"],
  ["Bengaluru", "Karnataka"],
  ["Pune", "Maharashtra"],
  ["Chennai", "Tamil Nadu"],
  ["Kolkata", "West Bengal"],
  ["Jaipur", "Rajasthan"],
] as const;

function jobs(round: number) {
  return Array.from({ length: JOBS }, (_, index) => {
    const [city, state] = cities[index % cities.length];
    return {
      ...jobTemplate[0],
      title: `${["NOC Engineer", "Fibre Technician", "Network Engineer", "Project Coordinator"][index % 4]} ${round}-${index}`,
      location_city: city,
      location_state: state,
      salary_min: 300_000 + (index % 10) * 50_000,
      salary_max: 600_000 + (index % 10) * 50_000,
    };
  });
}

async function measure(label: string, databaseUrl: string | null) {
  const { createApp } = await import(pathToFileURL(path.join(buildDir, "server/index.js")).href);
  const config = loadConfig({
    NODE_ENV: "production",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "bench-bulk-")),
    SEED_DEMO: "true",
    SESSION_SECRET: "bench-secret-bench-secret-bench-secret-1",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const { app, services } = await createApp({ config });
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const signIn = await fetch(`${base}/auth`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
    body: new URLSearchParams({ email: demoAccounts.admin.email, password: demoAccounts.admin.password }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  const times: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const body = JSON.stringify(jobs(round));
    const started = performance.now();
    const response = await fetch(`${base}/api/v1/admin/jobs/bulk`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body,
    });
    const elapsed = performance.now() - started;
    const result = (await response.json()) as { data?: { count: number }; error?: { message: string } };
    if (!result.data) throw new Error(`import failed: ${result.error?.message}`);
    times.push(elapsed);
    console.log(
      `${label} round ${round}: ${result.data.count} jobs (${(body.length / 1e6).toFixed(1)} MB) in ${(elapsed / 1000).toFixed(2)} s`,
    );
  }
  server.closeAllConnections();
  server.close();
  await services.close();
  const sorted = [...times].sort((a, b) => a - b);
  return { label, median: sorted[Math.floor(sorted.length / 2)], best: sorted[0] };
}

const results = [await measure("PGlite", null)];
if (process.env.DATABASE_URL) {
  const database = await createServerDatabase(process.env.DATABASE_URL);
  try {
    results.push(await measure("PostgreSQL", database.url));
  } finally {
    await database.drop();
  }
}
console.log(`\nImport of ${JOBS.toLocaleString("en-IN")} jobs (one request, validated, one transaction)`);
console.log("database     median     best");
for (const result of results) {
  console.log(
    `${result.label.padEnd(12)} ${(result.median / 1000).toFixed(2).padStart(6)} s ${(result.best / 1000).toFixed(2).padStart(6)} s`,
  );
}
process.exit(0);
