import type { Kysely } from "kysely";
import type { RedisConfig } from "../config";
import type { DB } from "../db/schema";
import type { Logger } from "../log";
import { createPostgresRateLimitStore } from "./postgres";
import { createRedisRateLimitStore, type RedisRateLimitOptions, type RedisRateLimitStore } from "./redis";
import type { RateLimitStore } from "./store";

export type { RateLimitHit, RateLimitStore } from "./store";

/**
 * The rate-limit store the configuration asks for: PostgreSQL, or Redis with
 * PostgreSQL standing in for any call Redis fails (see
 * docs/decisions/0010-rate-limits-in-redis.md). Waits up to the connect
 * timeout for Redis at start; an unreachable Redis does not stop the server.
 */
export async function createRateLimitStore(options: {
  db: Kysely<DB>;
  redis: RedisConfig | null;
  log: Logger;
  /** Timeouts for tests; see RedisRateLimitOptions. */
  redisOptions?: Partial<RedisRateLimitOptions>;
}): Promise<RateLimitStore> {
  const postgres = createPostgresRateLimitStore(options.db, { log: options.log });
  if (!options.redis) return postgres;
  const redis = createRedisRateLimitStore({
    url: options.redis.url,
    prefix: options.redis.prefix,
    log: options.log,
    ...options.redisOptions,
  });
  await redis.ready();
  return withFallback(redis, postgres);
}

/**
 * Redis first; when it fails (and it logs that, once per outage), the same
 * attempt is counted in PostgreSQL, so limits still hold and nobody is locked
 * out or shown an error because Redis is away.
 */
export function withFallback(redis: RedisRateLimitStore, postgres: RateLimitStore): RateLimitStore {
  return {
    kind: "redis",
    async hit(key, windowSeconds) {
      try {
        return await redis.hit(key, windowSeconds);
      } catch {
        return postgres.hit(key, windowSeconds);
      }
    },
    check: () => redis.check(),
    // PostgreSQL's store too: it holds rows from Redis outages, and a timer that purges them.
    close: async () => {
      await Promise.all([redis.close(), postgres.close()]);
    },
  };
}
