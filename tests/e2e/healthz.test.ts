// /healthz reports the database, the file store and (with REDIS_URL) Redis.
// Only the database decides the status code: see docs/decisions/0010.
// /livez and /readyz (issue #39) are an orchestrator's: ready only while the
// database holds this build's migrations and Redis answers when configured;
// unready at shutdown is checked in server-process.test.ts, with the database
// down in database-restart.test.ts.
// Redis up is checked in scale-out-redis.test.ts (it needs a Redis server).
import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { type TestServer, setupTestServer } from "../support/e2e";
import { freePort } from "../support/ports";

const probe = async (server: TestServer, path: "/livez" | "/readyz") => {
  const response = await fetch(`${server.baseUrl}${path}`);
  return {
    status: response.status,
    body: await response.json(),
    cache: response.headers.get("cache-control"),
  };
};

const health = async (server: TestServer) => {
  const response = await fetch(`${server.baseUrl}/healthz`);
  return {
    status: response.status,
    body: await response.json(),
    cache: response.headers.get("cache-control"),
  };
};

describe("/healthz with files on disk and no Redis", () => {
  const e2e = setupTestServer();

  it("reports everything up, and no Redis line", async () => {
    const kind = e2e.server.services.database.kind;
    expect(await health(e2e.server)).toEqual({
      status: 200,
      body: { status: "ok", database: "up", kind, storage: "up" },
      cache: "no-store",
    });
  });

  it("reports the file store down while its directory cannot be written, still 200, and up again after", async () => {
    const files = path.join(e2e.server.services.config.dataDir, "files");
    const aside = `${files}-aside`;
    mkdirSync(files, { recursive: true });
    renameSync(files, aside);
    // A file where the directory should be, as on a broken or wrongly mounted volume.
    writeFileSync(files, "not a directory");
    try {
      const answer = await health(e2e.server);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ status: "degraded", database: "up", storage: "down" });
    } finally {
      rmSync(files);
      renameSync(aside, files);
    }
    expect((await health(e2e.server)).body).toMatchObject({ status: "ok", storage: "up" });
  });

  it("is live, and ready with every migration applied; unready while the newest is missing", async () => {
    expect(await probe(e2e.server, "/livez")).toEqual({
      status: 200,
      body: { status: "live" },
      cache: "no-store",
    });
    expect(await probe(e2e.server, "/readyz")).toEqual({
      status: 200,
      body: { status: "ready", database: "up" },
      cache: "no-store",
    });
    // An instance of a newer build on a database not yet migrated for it is not ready.
    const db = e2e.server.services.db;
    const { rows } = await sql<{
      version: string;
    }>`select max(version) as version from schema_migrations`.execute(db);
    const newest = rows[0].version;
    const aside = `${newest}-aside`;
    await sql`update schema_migrations set version = ${aside} where version = ${newest}`.execute(db);
    try {
      expect(await probe(e2e.server, "/readyz")).toMatchObject({
        status: 503,
        body: { status: "not ready", database: "behind" },
      });
      expect((await probe(e2e.server, "/livez")).status).toBe(200);
    } finally {
      await sql`update schema_migrations set version = ${newest} where version = ${aside}`.execute(db);
    }
    expect((await probe(e2e.server, "/readyz")).status).toBe(200);
  });

  it("answers 503 when the database is down, whatever the rest", async () => {
    const ping = e2e.server.services.database.ping;
    e2e.server.services.database.ping = async () => false;
    try {
      const answer = await health(e2e.server);
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({ status: "degraded", database: "down", storage: "up" });
    } finally {
      e2e.server.services.database.ping = ping;
    }
  });
});

describe("/healthz with REDIS_URL pointing at a closed port", () => {
  const e2e = setupTestServer(async () => ({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` }));

  it("reports Redis down, still 200: rate limits are counted in PostgreSQL meanwhile", async () => {
    const answer = await health(e2e.server);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: "degraded",
      database: "up",
      kind: e2e.server.services.database.kind,
      storage: "up",
      redis: "down",
    });
  });

  it("is not ready while Redis is configured and down, and still live", async () => {
    expect(await probe(e2e.server, "/readyz")).toMatchObject({
      status: 503,
      body: { status: "not ready", database: "up", redis: "down" },
    });
    expect((await probe(e2e.server, "/livez")).status).toBe(200);
  });

  it("still refuses the eleventh sign-in at one e-mail from one address, and never answers 500", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const response = await fetch(`${e2e.server.baseUrl}/auth`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: e2e.server.baseUrl },
        body: new URLSearchParams({ email: "target@example.com", password: `guess-${attempt}` }),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    const row = await e2e.server.services.db
      .selectFrom("rate_limits")
      .select("hits")
      .where("key", "=", "sign-in:email:target@example.com")
      .executeTakeFirstOrThrow();
    expect(row.hits).toBe(12);
    // The limit that refused them (decision 0036): the account from this address, counted in PostgreSQL too.
    const fromAddress = await e2e.server.services.db
      .selectFrom("rate_limits")
      .select("hits")
      .where("key", "like", "sign-in:email-ip:target@example.com %")
      .executeTakeFirstOrThrow();
    expect(fromAddress.hits).toBe(12);
  });
});
