// What only the PostgreSQL store does: purge rows whose window ended long
// ago, and answer the rest of rate-limiter-flexible's store methods, which
// the app does not use (the shared behaviour is in store-contract.ts, run
// from server/domain/rate-limits.test.ts). Runs on PGlite and on PostgreSQL.
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "kysely";
import { RateLimiterRes } from "rate-limiter-flexible";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestServices, type TestServices } from "../../tests/support/services";
import type { Logger } from "../log";
import { purgeExpiredRateLimits, RateLimiterKysely, schedulePurge } from "./postgres";

describe("the rate_limits table as a rate-limiter-flexible store", () => {
  let services: TestServices;
  beforeAll(async () => {
    services = await createTestServices();
  });
  afterAll(async () => {
    await services?.dispose();
  });

  it("refuses past its points, reads, sets and deletes a key's row", async () => {
    const limiter = new RateLimiterKysely(services.db, { points: 2, duration: 60 });
    const key = "store-test:ip:10.4.0.1";
    expect(await limiter.consume(key)).toMatchObject({
      consumedPoints: 1,
      remainingPoints: 1,
      isFirstInDuration: true,
    });
    expect(await limiter.consume(key)).toMatchObject({ consumedPoints: 2, remainingPoints: 0 });
    const refused: unknown = await limiter.consume(key).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RateLimiterRes);
    expect(refused).toMatchObject({ consumedPoints: 3 });

    const read = await limiter.get(key);
    expect(read?.consumedPoints).toBe(3);
    expect(read?.msBeforeNext).toBeGreaterThan(58_000);
    expect(read?.msBeforeNext).toBeLessThanOrEqual(60_000);

    // set() overwrites the count and starts the window again (forceExpire).
    await limiter.set(key, 5, 30);
    const row = await services.db
      .selectFrom("rate_limits")
      .select("hits")
      .where("key", "=", key)
      .executeTakeFirstOrThrow();
    expect(row.hits).toBe(5);
    expect((await limiter.get(key))?.consumedPoints).toBe(5);

    expect(await limiter.delete(key)).toBe(true);
    expect(await limiter.delete(key)).toBe(false);
    expect(await limiter.get(key)).toBeNull();
    expect(await limiter.consume(key)).toMatchObject({ consumedPoints: 1 });
  });
});

describe("purging the rate_limits table", () => {
  let services: TestServices;
  beforeAll(async () => {
    services = await createTestServices();
  });
  afterAll(async () => {
    await services?.dispose();
  });
  beforeEach(async () => {
    await services.db.deleteFrom("rate_limits").execute();
  });

  /** A row as a hit `ago` (an SQL interval) would have left it. */
  const insertRow = (key: string, ago: string, hits = 1) =>
    services.db
      .insertInto("rate_limits")
      .values({ key, hits, window_started_at: sql`now() - ${ago}::interval` })
      .execute();

  const keys = async () =>
    (await services.db.selectFrom("rate_limits").select("key").orderBy("key").execute()).map(
      (row) => row.key,
    );

  it("deletes rows whose window started over a day ago and keeps the others, which still count", async () => {
    await insertRow("contact:ip:10.0.0.1", "2 days", 5);
    await insertRow("sign-in:ip:10.0.0.2", "2 hours", 7);
    const store = services.rateLimits;
    await store.hit("sign-in:ip:10.0.0.3", 900);
    await store.hit("sign-in:ip:10.0.0.3", 900);

    expect(await purgeExpiredRateLimits(services.db)).toBe(1);
    expect(await keys()).toEqual(["sign-in:ip:10.0.0.2", "sign-in:ip:10.0.0.3"]);
    // The current window goes on counting where it was.
    expect(await store.hit("sign-in:ip:10.0.0.3", 900)).toMatchObject({ hits: 3 });
    // A purged key starts again from one, as it would have anyway.
    expect(await store.hit("contact:ip:10.0.0.1", 600)).toMatchObject({ hits: 1 });
    expect(await purgeExpiredRateLimits(services.db)).toBe(0);
  });

  it("deletes a backlog larger than one batch", async () => {
    await sql`insert into rate_limits (key, window_started_at, hits)
              select 'contact:ip:10.1.' || n, now() - interval '3 days', 1 from generate_series(1, 12000) n`.execute(
      services.db,
    );
    await insertRow("contact:ip:10.2.0.1", "1 minute");
    expect(await purgeExpiredRateLimits(services.db)).toBe(12000);
    expect(await keys()).toEqual(["contact:ip:10.2.0.1"]);
  });

  it("purges on its own timer until stopped", async () => {
    const logged: string[] = [];
    const log: Logger = {
      info: (message) => logged.push(message),
      warn: (message) => logged.push(message),
      error: (message) => logged.push(message),
    };
    const purge = schedulePurge(services.db, { log, purgeEveryMs: 50 });
    try {
      await insertRow("register:ip:10.3.0.1", "2 days");
      await insertRow("register:ip:10.3.0.2", "10 minutes");
      const deadline = Date.now() + 5_000;
      while ((await keys()).length > 1 && Date.now() < deadline) await sleep(25);
      expect(await keys()).toEqual(["register:ip:10.3.0.2"]);
    } finally {
      await purge.stop();
    }
    await insertRow("register:ip:10.3.0.3", "2 days");
    await sleep(200);
    expect(await keys()).toEqual(["register:ip:10.3.0.2", "register:ip:10.3.0.3"]);
    expect(logged).toEqual([]);
  });
});
