// REDIS_URL set, but nothing listens there: rate limits must still hold
// (counted in PostgreSQL), nobody is locked out, and the outage is logged once.
// Needs no Redis server, so it runs on every pass.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contextFor, createTestServices, rejection, type TestServices } from "../../tests/support/services";
import { consumeRateLimit, type RateLimitRule } from "../domain/rate-limits";
import type { Logger } from "../log";
import { createRateLimitStore } from "./index";
import { freePort } from "../../tests/support/ports";

const contact: RateLimitRule = { name: "contact:ip", max: 5, windowSeconds: 600 };

describe("rate limits with an unreachable Redis", () => {
  let services: TestServices;
  let redisUrl: string;
  beforeAll(async () => {
    redisUrl = `redis://127.0.0.1:${await freePort()}`;
    services = await createTestServices({ REDIS_URL: redisUrl, REDIS_PREFIX: "fallback-test:" });
  });
  afterAll(async () => {
    await services?.rateLimits.close();
    await services?.dispose();
  });

  it("still enforces the limit, counting in PostgreSQL, without waiting for Redis on each call", async () => {
    expect(services.rateLimits.kind).toBe("redis");
    const ctx = contextFor(services, null, "10.9.9.9");
    const started = Date.now();
    for (let attempt = 0; attempt < 5; attempt++) await consumeRateLimit(ctx, contact, ctx.clientIp);
    const refused = await rejection(consumeRateLimit(ctx, contact, ctx.clientIp));
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(refused.kind).toBe("rate_limited");
    expect(refused.message).toBe("Too many attempts. Please wait 10 minutes and try again.");
    const row = await services.db
      .selectFrom("rate_limits")
      .selectAll()
      .where("key", "=", "contact:ip:10.9.9.9")
      .executeTakeFirstOrThrow();
    expect(row.hits).toBe(6);
    // Another address is not locked out.
    await expect(
      consumeRateLimit(contextFor(services, null, "10.9.9.10"), contact, "10.9.9.10"),
    ).resolves.toBe(undefined);
  });

  it("reports Redis down", async () => {
    expect(await services.rateLimits.check()).toBe(false);
  });

  it("logs the outage once, not once per request", async () => {
    const logged: { level: string; message: string; fields?: Record<string, unknown> }[] = [];
    const log: Logger = {
      info: (message, fields) => logged.push({ level: "info", message, fields }),
      warn: (message, fields) => logged.push({ level: "warn", message, fields }),
      error: (message, fields) => logged.push({ level: "error", message, fields }),
    };
    const store = await createRateLimitStore({
      db: services.db,
      redis: { url: redisUrl, prefix: "fallback-test:" },
      log,
      redisOptions: { connectTimeoutMs: 300 },
    });
    try {
      const ctx = { ...contextFor(services), services: { ...services, rateLimits: store } };
      for (let attempt = 0; attempt < 8; attempt++) await consumeRateLimit(ctx, contact, `10.8.8.${attempt}`);
      // Let the client try to reconnect a few times too.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      for (let attempt = 0; attempt < 8; attempt++) await consumeRateLimit(ctx, contact, `10.8.8.${attempt}`);
      expect(logged).toEqual([
        {
          level: "warn",
          message: "rate limits: Redis unavailable, counting in PostgreSQL until it answers again",
          fields: { error: expect.stringContaining("ECONNREFUSED") },
        },
      ]);
      const counted = await services.db
        .selectFrom("rate_limits")
        .select(["key", "hits"])
        .where("key", "like", "contact:ip:10.8.8.%")
        .execute();
      expect(counted).toHaveLength(8);
      expect(counted.every((row) => row.hits === 2)).toBe(true);
    } finally {
      await store.close();
    }
    // Closing logs nothing either.
    expect(logged).toHaveLength(1);
  });
});
