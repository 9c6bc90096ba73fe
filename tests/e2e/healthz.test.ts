// /healthz reports the database, the file store and (with REDIS_URL) Redis.
// Only the database decides the status code: see docs/decisions/0010.
// Redis up is checked in scale-out-redis.test.ts (it needs a Redis server).
import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/e2e";
import { freePort } from "../support/ports";

const health = async (server: TestServer) => {
  const response = await fetch(`${server.baseUrl}/healthz`);
  return {
    status: response.status,
    body: await response.json(),
    cache: response.headers.get("cache-control"),
  };
};

describe("/healthz with files on disk and no Redis", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it("reports everything up, and no Redis line", async () => {
    const kind = server.services.database.kind;
    expect(await health(server)).toEqual({
      status: 200,
      body: { status: "ok", database: "up", kind, storage: "up" },
      cache: "no-store",
    });
  });

  it("reports the file store down while its directory cannot be written, still 200, and up again after", async () => {
    const files = path.join(server.services.config.dataDir, "files");
    const aside = `${files}-aside`;
    mkdirSync(files, { recursive: true });
    renameSync(files, aside);
    // A file where the directory should be, as on a broken or wrongly mounted volume.
    writeFileSync(files, "not a directory");
    try {
      const answer = await health(server);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ status: "degraded", database: "up", storage: "down" });
    } finally {
      rmSync(files);
      renameSync(aside, files);
    }
    expect((await health(server)).body).toMatchObject({ status: "ok", storage: "up" });
  });

  it("answers 503 when the database is down, whatever the rest", async () => {
    const ping = server.services.database.ping;
    server.services.database.ping = async () => false;
    try {
      const answer = await health(server);
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({ status: "degraded", database: "down", storage: "up" });
    } finally {
      server.services.database.ping = ping;
    }
  });
});

describe("/healthz with REDIS_URL pointing at a closed port", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("reports Redis down, still 200: rate limits are counted in PostgreSQL meanwhile", async () => {
    const answer = await health(server);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: "degraded",
      database: "up",
      kind: server.services.database.kind,
      storage: "up",
      redis: "down",
    });
  });

  it("still refuses the eleventh sign-in for one e-mail, and never answers 500", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const response = await fetch(`${server.baseUrl}/auth`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: server.baseUrl },
        body: new URLSearchParams({ email: "target@example.com", password: `guess-${attempt}` }),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    const row = await server.services.db
      .selectFrom("rate_limits")
      .select("hits")
      .where("key", "=", "sign-in:email:target@example.com")
      .executeTakeFirstOrThrow();
    expect(row.hits).toBe(12);
  });
});
