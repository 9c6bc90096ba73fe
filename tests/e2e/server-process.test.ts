// The server as an operator runs it: `node server.js` on the production build.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { freePort } from "../support/ports";
import { startServerProcess, waitForHealth } from "../support/server-process";
import { createServerDatabase } from "../support/test-database";

/** A one-off command of server.js (backup, restore, migrate) on the embedded database unless told otherwise. */
const runCommand = (args: string[], env: Record<string, string>) =>
  startServerProcess({ DATABASE_URL: "", ...env }, args);

describe("node server.js", () => {
  it("stops with a clear message when a variable is bad", async () => {
    const run = startServerProcess({
      PORT: "not-a-port",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "jobboard-bad-")),
    });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain("Invalid configuration:");
    expect(run.output()).toContain("PORT: must be a number");
    expect(run.output()).not.toMatch(/at .*\.js:\d+/);
  });

  it("starts with migrations and demo content, reports health, and stops on SIGTERM", async () => {
    const serverDatabase = process.env.DATABASE_URL
      ? await createServerDatabase(process.env.DATABASE_URL)
      : null;
    try {
      const port = await freePort();
      const dataDir = mkdtempSync(path.join(tmpdir(), "jobboard-proc-"));
      const run = startServerProcess({
        PORT: String(port),
        DATA_DIR: dataDir,
        SEED_DEMO: "true",
        // Rate limits in the database here, whatever the test run was given.
        REDIS_URL: "",
        ...(serverDatabase ? { DATABASE_URL: serverDatabase.url } : {}),
      });
      const health = await waitForHealth(`http://127.0.0.1:${port}/healthz`);
      expect(await health.json()).toEqual({
        status: "ok",
        database: "up",
        kind: serverDatabase ? "postgres" : "pglite",
        storage: "up",
      });
      const home = await fetch(`http://127.0.0.1:${port}/`);
      // Its own nonce, or (from the anonymous page cache) the hashes of its scripts.
      expect(home.headers.get("content-security-policy")).toMatch(/script-src 'self' '(nonce|sha256)-/);
      expect(home.headers.get("x-content-type-options")).toBe("nosniff");
      // A visitor's public page loads no file of the build: the sign-in page does.
      const signIn = await (await fetch(`http://127.0.0.1:${port}/auth`)).text();
      const asset = signIn.match(/\/assets\/entry\.client-[\w-]+\.js/)?.[0];
      expect(asset).toBeTruthy();
      const assetResponse = await fetch(`http://127.0.0.1:${port}${asset}`, {
        headers: { "accept-encoding": "gzip" },
      });
      expect(assetResponse.headers.get("cache-control")).toContain("immutable");

      run.child.kill("SIGTERM");
      expect(await run.exited).toBe(0);
      expect(run.output()).toContain("shutting down");
      // The access log, on by default: a line per request, the route's pattern for the address.
      const requests = run
        .output()
        .split("\n")
        .filter((line) => line.includes('"message":"request"'))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(requests.map(({ method, route, status }) => [method, route, status])).toEqual(
        expect.arrayContaining([
          ["GET", "/healthz", 200],
          ["GET", "/hi?", 200],
          ["GET", "/auth", 200],
          ["GET", "/assets/*", 200],
        ]),
      );

      // The documented backup command, then a restore into an empty installation.
      const backupFile = path.join(dataDir, "backup.json");
      const backupRun = runCommand(["backup", backupFile], {
        DATA_DIR: dataDir,
        ...(serverDatabase ? { DATABASE_URL: serverDatabase.url } : {}),
      });
      expect(await backupRun.exited, backupRun.output()).toBe(0);
      const backedUp = backupRun.output().match(/Backed up (\d+) rows and (\d+) files/);
      expect(backedUp).not.toBeNull();
      const emptyDir = mkdtempSync(path.join(tmpdir(), "jobboard-restore-"));
      const restoreRun = runCommand(["restore", backupFile], { DATA_DIR: emptyDir });
      expect(await restoreRun.exited, restoreRun.output()).toBe(0);
      expect(restoreRun.output()).toContain(`Restored ${backedUp![1]} rows and ${backedUp![2]} files`);
    } finally {
      await serverDatabase?.drop();
    }
  }, 180_000);

  it("migrates an empty database and exits (npm run migrate), then finds nothing to do", async () => {
    const serverDatabase = process.env.DATABASE_URL
      ? await createServerDatabase(process.env.DATABASE_URL)
      : null;
    try {
      const env = {
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "jobboard-migrate-")),
        ...(serverDatabase ? { DATABASE_URL: serverDatabase.url } : {}),
      };
      const first = runCommand(["migrate"], env);
      expect(await first.exited, first.output()).toBe(0);
      const applied = first.output().match(/Applied (\d+) migrations: (0001_initial, .*)\./);
      expect(applied, first.output()).not.toBeNull();
      expect(applied![2].split(", ")).toHaveLength(Number(applied![1]));
      const second = runCommand(["migrate"], env);
      expect(await second.exited, second.output()).toBe(0);
      expect(second.output()).toContain("The database is up to date.");
      // A server started on it afterwards finds its tables and its queue ready.
      const port = await freePort();
      const server = startServerProcess({ ...env, PORT: String(port), REDIS_URL: "" });
      await waitForHealth(`http://127.0.0.1:${port}/healthz`);
      expect(server.output()).not.toContain("migrations applied");
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
    } finally {
      await serverDatabase?.drop();
    }
  }, 120_000);

  it("turns unready on SIGTERM and serves on for SHUTDOWN_DRAIN_SECONDS before it stops", async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const run = startServerProcess({
      PORT: String(port),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "jobboard-drain-")),
      DATABASE_URL: "",
      REDIS_URL: "",
      SHUTDOWN_DRAIN_SECONDS: "3",
    });
    await waitForHealth(`${base}/readyz`);
    expect(await (await fetch(`${base}/readyz`)).json()).toEqual({ status: "ready", database: "up" });
    run.child.kill("SIGTERM");
    // Unready from the moment it is told, while pages and /livez still answer.
    let readiness: Response | null = null;
    for (let tries = 0; tries < 50 && readiness?.status !== 503; tries++) {
      readiness = await fetch(`${base}/readyz`);
      if (readiness.status !== 503) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(readiness!.status).toBe(503);
    expect(await readiness!.json()).toEqual({ status: "shutting down" });
    expect((await fetch(`${base}/livez`)).status).toBe(200);
    expect((await fetch(`${base}/`)).status).toBe(200);
    expect(await run.exited).toBe(0);
    expect(run.output()).toContain('"drainSeconds":3');
    await expect(fetch(`${base}/livez`)).rejects.toThrow();
  }, 60_000);

  it("finishes a request in flight when told to stop (SIGTERM)", async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), "jobboard-term-"));
    const run = startServerProcess({
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: "true",
      DATABASE_URL: "",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    });
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(`${base}/healthz`);
    const signIn = await fetch(`${base}/auth`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
      body: new URLSearchParams({ email: "admin@demo.vistaar.example", password: "Admin@Demo2026" }),
    });
    expect(signIn.status, run.output()).toBe(302);
    const cookie = signIn.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    // A bulk import of 2,000 jobs takes a moment: stop the server while it runs.
    const jobs = Array.from({ length: 2000 }, (_, index) => ({
      title: `Shutdown test ${index}`,
      company_name: "Vistaar Technologies",
      location_city: "Noida",
      location_state: "Uttar Pradesh",
      job_description: "Testing graceful shutdown.",
    }));
    const inFlight = fetch(`${base}/api/v1/admin/jobs/bulk`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify(jobs),
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    run.child.kill("SIGTERM");
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect((await response.json()).data.count).toBe(2000);
    expect(await run.exited).toBe(0);
  }, 120_000);
});
