// Rate limits in Redis: the same suite as the PostgreSQL store, where the keys
// go, and what happens when Redis goes away, errs or hangs and comes back.
// Needs a Redis server: scripts/test.js runs this file only when REDIS_URL is
// set (CI sets it), and it fails rather than skips without one. Each run uses
// keys under a random prefix, removed afterwards, so a shared server is fine.
import { randomBytes } from "node:crypto";
import { createServer, connect, type Server, type Socket } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { createClient } from "@redis/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contextFor, createTestServices, rejection, type TestServices } from "../../tests/support/services";
import { consumeRateLimit, rateLimits, type RateLimitRule } from "../domain/rate-limits";
import type { Logger } from "../log";
import { createRateLimitStore } from "./index";
import type { RedisRateLimitOptions } from "./redis";
import { describeRateLimitStore } from "./store-contract";

const redisUrl = process.env.REDIS_URL;
if (!redisUrl) throw new Error("server/rate-limits/redis.test.ts needs a Redis server: set REDIS_URL");
const prefix = `jobboard-test-${randomBytes(4).toString("hex")}:`;

// A plain client to look at what the store wrote.
const redis = createClient({ url: redisUrl });
redis.on("error", () => {});

beforeAll(async () => {
  await redis.connect();
});

afterAll(async () => {
  for await (const keys of redis.scanIterator({ MATCH: `${prefix}*`, COUNT: 100 }))
    if (keys.length) await redis.del(keys);
  await redis.close();
});

/** Test services counting rate limits in Redis; `dispose` closes the Redis client too. */
async function servicesWithRedis(url = redisUrl!): Promise<TestServices> {
  const services = await createTestServices({ REDIS_URL: url, REDIS_PREFIX: prefix });
  const dispose = services.dispose;
  return Object.assign(services, {
    async dispose() {
      await services.rateLimits.close();
      await dispose();
    },
  });
}

describeRateLimitStore("Redis", async () => {
  const services = await servicesWithRedis();
  expect(services.rateLimits.kind).toBe("redis");
  return { ctx: contextFor(services), store: services.rateLimits, close: () => services.dispose() };
});

function capturingLog() {
  const entries: { level: string; message: string; fields?: Record<string, unknown> }[] = [];
  const log: Logger = {
    info: (message, fields) => entries.push({ level: "info", message, fields }),
    warn: (message, fields) => entries.push({ level: "warn", message, fields }),
    error: (message, fields) => entries.push({ level: "error", message, fields }),
  };
  return { entries, log };
}

/** A Redis store that has made its first connection, with PostgreSQL standing in for it. */
async function storeWithFallback(services: TestServices, options: Omit<RedisRateLimitOptions, "prefix">) {
  const { url, log, ...redisOptions } = options;
  const store = await createRateLimitStore({ db: services.db, redis: { url, prefix }, log, redisOptions });
  expect(await store.check()).toBe(true);
  return store;
}

/** A TCP relay to the Redis server that a test can cut, hang or reopen, as a network would. */
async function startRelay(): Promise<{
  url: string;
  cut(): Promise<void>;
  reopen(): Promise<void>;
  hang(): void;
  resume(): void;
  close(): Promise<void>;
}> {
  const target = new URL(redisUrl!);
  const sockets = new Set<Socket>();
  let hanging = false;
  let server: Server;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 6379), target.hostname.replace(/^\[|\]$/g, ""));
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("error", () => {});
          socket.on("close", () => {
            sockets.delete(socket);
            client.destroy();
            upstream.destroy();
          });
        }
        client.on("data", (data) => hanging || upstream.write(data));
        upstream.on("data", (data) => hanging || client.write(data));
      });
      server.listen(port, "127.0.0.1", () => {
        port = (server.address() as { port: number }).port;
        resolve();
      });
    });
  await listen();
  const cut = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  const url = new URL(redisUrl!);
  url.hostname = "127.0.0.1";
  url.port = String(port);
  return {
    url: url.toString(),
    cut,
    reopen: () => {
      hanging = false;
      return listen();
    },
    /** Drops everything sent either way from now on, as a stuck server or a black hole would. */
    hang: () => {
      hanging = true;
    },
    resume: () => {
      hanging = false;
    },
    close: cut,
  };
}

describe("rate limits in Redis", () => {
  let services: TestServices;
  beforeAll(async () => {
    services = await servicesWithRedis();
  });
  afterAll(async () => {
    await services?.dispose();
  });

  it("keeps counters under REDIS_PREFIX with the window as their time to live, and nothing in PostgreSQL", async () => {
    const email = `Someone.${randomBytes(3).toString("hex")}@Example.com`;
    const ctx = contextFor(services, null, "10.7.7.7");
    for (let attempt = 0; attempt < 3; attempt++) {
      await consumeRateLimit(ctx, rateLimits.signInPerIp, ctx.clientIp);
      await consumeRateLimit(ctx, rateLimits.signInPerEmail, email);
    }
    const emailKey = `${prefix}rate:sign-in:email:${email.toLowerCase()}`;
    expect(await redis.get(emailKey)).toBe("3");
    expect(await redis.get(`${prefix}rate:sign-in:ip:10.7.7.7`)).toBe("3");
    const ttl = await redis.pTTL(emailKey);
    expect(ttl).toBeGreaterThan(14 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(15 * 60 * 1000);
    expect(await services.db.selectFrom("rate_limits").selectAll().execute()).toEqual([]);
    expect(await services.rateLimits.check()).toBe(true);
  });

  it("counts in PostgreSQL while Redis is unreachable, logs that once, and returns to Redis when it answers", async () => {
    const relay = await startRelay();
    const { entries, log } = capturingLog();
    const store = await storeWithFallback(services, { url: relay.url, log, pauseAfterFailureMs: 200 });
    const ctx = { ...contextFor(services), services: { ...services, rateLimits: store } };
    const rule: RateLimitRule = {
      name: `outage-${randomBytes(3).toString("hex")}`,
      max: 4,
      windowSeconds: 600,
    };
    const redisKey = `${prefix}rate:${rule.name}:10.6.6.6`;
    try {
      await consumeRateLimit(ctx, rule, "10.6.6.6");
      await consumeRateLimit(ctx, rule, "10.6.6.6");
      expect(await redis.get(redisKey)).toBe("2");

      await relay.cut();
      for (let attempt = 0; attempt < 4; attempt++) await consumeRateLimit(ctx, rule, "10.6.6.6");
      // PostgreSQL counted from zero and now refuses, as Redis would have after four.
      expect((await rejection(consumeRateLimit(ctx, rule, "10.6.6.6"))).kind).toBe("rate_limited");
      const row = await services.db
        .selectFrom("rate_limits")
        .select("hits")
        .where("key", "=", `${rule.name}:10.6.6.6`)
        .executeTakeFirstOrThrow();
      expect(row.hits).toBe(5);
      expect(await redis.get(redisKey)).toBe("2");
      expect(await store.check()).toBe(false);
      expect(entries.filter((entry) => entry.level === "warn")).toHaveLength(1);

      await relay.reopen();
      const deadline = Date.now() + 10_000;
      while (!(await store.check()) && Date.now() < deadline) await sleep(100);
      expect(await store.check()).toBe(true);
      // Redis had two of four: two more are allowed there, then refused.
      await consumeRateLimit(ctx, rule, "10.6.6.6");
      await consumeRateLimit(ctx, rule, "10.6.6.6");
      expect((await rejection(consumeRateLimit(ctx, rule, "10.6.6.6"))).kind).toBe("rate_limited");
      expect(await redis.get(redisKey)).toBe("5");
      expect(entries.map(({ level, message }) => ({ level, message }))).toEqual([
        {
          level: "warn",
          message: "rate limits: Redis unavailable, counting in PostgreSQL until it answers again",
        },
        { level: "info", message: "rate limits: Redis answers again, counting there" },
      ]);
    } finally {
      await store.close();
      await relay.close();
    }
  });

  it("counts in PostgreSQL when Redis answers with an error", async () => {
    const { entries, log } = capturingLog();
    const store = await storeWithFallback(services, { url: redisUrl!, log, pauseAfterFailureMs: 0 });
    const name = `wrong-type-${randomBytes(3).toString("hex")}`;
    try {
      // A key of another type makes INCR fail (WRONGTYPE).
      await redis.hSet(`${prefix}rate:${name}`, "field", "value");
      expect(await store.hit(name, 60)).toMatchObject({ hits: 1 });
      expect(await store.hit(name, 60)).toMatchObject({ hits: 2 });
      const row = await services.db
        .selectFrom("rate_limits")
        .select("hits")
        .where("key", "=", name)
        .executeTakeFirstOrThrow();
      expect(row.hits).toBe(2);
      expect(entries).toEqual([
        expect.objectContaining({ level: "warn", fields: { error: expect.stringContaining("WRONGTYPE") } }),
      ]);
      // Other keys still go to Redis, and that ends the outage in the log.
      expect(await store.hit(`${name}-other`, 60)).toMatchObject({ hits: 1 });
      expect(await redis.get(`${prefix}rate:${name}-other`)).toBe("1");
      expect(entries.map((entry) => entry.level)).toEqual(["warn", "info"]);
    } finally {
      await store.close();
    }
  });

  it("gives up on a Redis that stops answering, skips it for a while, and reconnects when it answers", async () => {
    const relay = await startRelay();
    const { entries, log } = capturingLog();
    const store = await storeWithFallback(services, {
      url: relay.url,
      log,
      connectTimeoutMs: 300,
      commandTimeoutMs: 300,
      pauseAfterFailureMs: 5_000,
    });
    const name = `hang-${randomBytes(3).toString("hex")}`;
    try {
      expect(await store.hit(name, 60)).toMatchObject({ hits: 1 });
      relay.hang();
      let started = Date.now();
      expect(await store.hit(name, 60)).toMatchObject({ hits: 1 }); // PostgreSQL's first
      expect(Date.now() - started).toBeGreaterThanOrEqual(250);
      expect(Date.now() - started).toBeLessThan(3_000);
      // While paused, no more waiting on Redis.
      started = Date.now();
      expect(await store.hit(name, 60)).toMatchObject({ hits: 2 });
      expect(Date.now() - started).toBeLessThan(250);
      expect(entries).toEqual([
        expect.objectContaining({ level: "warn", fields: { error: "no answer within 300 ms" } }),
      ]);

      // The lost connection was replaced; once Redis answers, the new one is used.
      await sleep(1_000);
      relay.resume();
      const deadline = Date.now() + 10_000;
      while (!(await store.check()) && Date.now() < deadline) await sleep(100);
      expect(await store.hit(name, 60)).toMatchObject({ hits: 2 });
      expect(await redis.get(`${prefix}rate:${name}`)).toBe("2");
      expect(entries.map((entry) => entry.level)).toEqual(["warn", "info"]);
    } finally {
      await store.close();
      await relay.close();
    }
  });
});
