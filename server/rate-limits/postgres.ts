import { sql, type Kysely } from "kysely";
import type { DB } from "../db/schema";
import type { RateLimitStore } from "./store";

/**
 * Counters in the `rate_limits` table: one row per key, upserted in one
 * statement, so concurrent attempts on several instances count exactly.
 */
export function createPostgresRateLimitStore(db: Kysely<DB>): RateLimitStore {
  return {
    kind: "postgres",
    async hit(key, windowSeconds) {
      const window = sql`make_interval(secs => ${windowSeconds})`;
      const row = await db
        .insertInto("rate_limits")
        .values({ key, window_started_at: sql`now()`, hits: 1 })
        .onConflict((conflict) =>
          conflict.column("key").doUpdateSet({
            hits: sql`case when rate_limits.window_started_at < now() - ${window} then 1 else rate_limits.hits + 1 end`,
            window_started_at: sql`case when rate_limits.window_started_at < now() - ${window} then now() else rate_limits.window_started_at end`,
          }),
        )
        .returning([
          "hits",
          sql<number>`ceil(extract(epoch from (window_started_at + ${window} - now())))`.as("retry_after"),
        ])
        .executeTakeFirstOrThrow();
      return { hits: row.hits, retryAfterSeconds: Number(row.retry_after) };
    },
    async check() {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      // The database belongs to the services, which close it.
    },
  };
}
