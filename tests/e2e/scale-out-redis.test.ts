// Two instances on one PostgreSQL database with REDIS_URL set: the rate limits
// are counted in Redis, shared by both, and nothing goes to the rate_limits
// table. Needs PostgreSQL and Redis: scripts/test.js runs this file on the
// PostgreSQL pass when REDIS_URL is set (as CI does), and leaves it out
// otherwise; it fails rather than skips without them.
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "@redis/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimitRows, signInAttempt, startInstances, type Instance } from "../support/instances";

const redisUrl = process.env.REDIS_URL;
if (!redisUrl) throw new Error("tests/e2e/scale-out-redis.test.ts needs a Redis server: set REDIS_URL");
const prefix = `jobboard-e2e-${randomBytes(4).toString("hex")}:`;

describe("two instances sharing rate limits through Redis", () => {
  let instances: Instance[] = [];
  let stop: () => Promise<void>;
  let databaseUrl: string;
  const redis = createClient({ url: redisUrl });
  redis.on("error", () => {});

  beforeAll(async () => {
    await redis.connect();
    const dataDir = mkdtempSync(path.join(tmpdir(), "jobboard-shared-"));
    ({ instances, stop, databaseUrl } = await startInstances(() => ({
      dataDir,
      env: { REDIS_URL: redisUrl, REDIS_PREFIX: prefix },
    })));
  }, 120_000);

  afterAll(async () => {
    await stop?.();
    for await (const keys of redis.scanIterator({ MATCH: `${prefix}*`, COUNT: 100 }))
      if (keys.length) await redis.del(keys);
    await redis.close();
  });

  it("counts sign-in attempts across both instances in Redis, under REDIS_PREFIX, and not in PostgreSQL", async () => {
    const [a, b] = instances;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const base = attempt % 2 === 0 ? a.url : b.url;
      statuses.push((await signInAttempt(base, "Target@Example.com", `guess-${attempt}`)).status);
    }
    // Ten per e-mail in the window, whichever instance answers.
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect(await redis.get(`${prefix}rate:sign-in:email:target@example.com`)).toBe("12");
    expect(await redis.get(`${prefix}rate:sign-in:ip:127.0.0.1`)).toBe("12");
    const ttl = await redis.pTTL(`${prefix}rate:sign-in:email:target@example.com`);
    expect(ttl).toBeGreaterThan(14 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(15 * 60 * 1000);
    expect(await rateLimitRows(databaseUrl)).toEqual([]);
  });

  it("reports Redis up on /healthz of each instance", async () => {
    for (const instance of instances) {
      const health = await fetch(`${instance.url}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({
        status: "ok",
        database: "up",
        kind: "postgres",
        storage: "up",
        redis: "up",
      });
    }
  });
});
