import { sql, type Kysely } from "kysely";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import type { RedisConfig } from "../config";
import type { DB } from "../db/schema";
import type { Logger } from "../log";
import { RateLimiterKysely, schedulePurge } from "./postgres";
import { createRedisRateLimiter, type RedisRateLimitOptions } from "./redis";
import type { RateLimitStore } from "./store";

export type { RateLimitHit, RateLimitStore } from "./store";

/**
 * What the limiters are set up with. They only count: consumeRateLimit
 * compares the count with each rule's max, so one limiter serves every rule,
 * and the points never run out. Each attempt brings its rule's window
 * (`customDuration`); `duration` is never used.
 */
const COUNTING = { points: Number.MAX_SAFE_INTEGER, duration: 60 };

/**
 * The rate-limit store the configuration asks for, on rate-limiter-flexible:
 * PostgreSQL, or Redis with PostgreSQL as its insurance limiter, counting any
 * attempt Redis fails (see docs/decisions/0026-rate-limits-on-rate-limiter-flexible.md).
 * Waits up to the connect timeout for Redis at start; an unreachable Redis
 * does not stop the server.
 */
export async function createRateLimitStore(options: {
  db: Kysely<DB>;
  redis: RedisConfig | null;
  log: Logger;
  /** Timeouts for tests; see RedisRateLimitOptions. */
  redisOptions?: Pick<RedisRateLimitOptions, "connectTimeoutMs" | "commandTimeoutMs" | "pauseAfterFailureMs">;
}): Promise<RateLimitStore> {
  const { db, log } = options;
  const postgres = new RateLimiterKysely(db, COUNTING);
  // With Redis too: the table holds the rows of its outages.
  const purge = schedulePurge(db, { log });
  if (!options.redis)
    return counting(postgres, {
      kind: "postgres",
      async check() {
        try {
          await sql`select 1`.execute(db);
          return true;
        } catch {
          return false;
        }
      },
      close: () => purge.stop(),
    });
  const redis = createRedisRateLimiter({
    ...options.redis,
    log,
    ...options.redisOptions,
    ...COUNTING,
    insuranceLimiter: postgres,
  });
  await redis.ready();
  return counting(redis.limiter, {
    kind: "redis",
    check: () => redis.check(),
    close: async () => {
      await Promise.all([redis.close(), purge.stop()]);
    },
  });
}

/** A store that counts each attempt with `limiter`, in a fixed window from the key's first attempt. */
function counting(limiter: RateLimiterAbstract, store: Omit<RateLimitStore, "hit">): RateLimitStore {
  return {
    ...store,
    async hit(key, windowSeconds) {
      const counted = await limiter.consume(key, 1, { customDuration: windowSeconds });
      return { hits: counted.consumedPoints, retryAfterSeconds: Math.ceil(counted.msBeforeNext / 1000) };
    },
  };
}
