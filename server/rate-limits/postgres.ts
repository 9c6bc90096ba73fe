import { sql, type Kysely } from "kysely";
import type { DB } from "../db/schema";
import { log as defaultLog, type Logger } from "../log";
import type { RateLimitStore } from "./store";

/**
 * How long a row outlives the start of its window before the purge removes
 * it. Rows do not record their window, so this has to exceed the longest one
 * in use (an hour, in server/domain/rate-limits.ts); a day leaves room for
 * longer ones. Removing a row too early would only restart its count.
 */
export const RATE_LIMIT_ROWS_KEPT_SECONDS = 24 * 60 * 60;

const PURGE_EVERY_MS = 60 * 60 * 1000;
// Small batches keep each delete's row locks (and, on PGlite, its hold on the
// one connection) short, even the first time on a table that grew for months.
const PURGE_BATCH = 5_000;

/**
 * Deletes the rows whose window started more than `keptSeconds` ago and
 * answers how many. Safe to run on several instances at once, and beside
 * hit(): a row that a hit renewed meanwhile no longer matches and is kept.
 */
export async function purgeExpiredRateLimits(
  db: Kysely<DB>,
  keptSeconds = RATE_LIMIT_ROWS_KEPT_SECONDS,
): Promise<number> {
  const cutoff = sql<Date>`now() - make_interval(secs => ${keptSeconds})`;
  let deleted = 0;
  for (;;) {
    const result = await db
      .deleteFrom("rate_limits")
      .where("key", "in", (eb) =>
        eb.selectFrom("rate_limits").select("key").where("window_started_at", "<", cutoff).limit(PURGE_BATCH),
      )
      // Checked again on the row itself: a hit that renewed the row after the
      // subquery chose it makes PostgreSQL re-evaluate this, and skip the row.
      .where("window_started_at", "<", cutoff)
      .executeTakeFirst();
    const count = Number(result.numDeletedRows);
    deleted += count;
    if (count < PURGE_BATCH) return deleted;
  }
}

export interface PostgresRateLimitOptions {
  /** Where a failed purge is reported (default: the server log). */
  log?: Logger;
  /** How often to purge old rows (default an hour). */
  purgeEveryMs?: number;
}

/**
 * Counters in the `rate_limits` table: one row per key, upserted in one
 * statement, so concurrent attempts on several instances count exactly.
 *
 * Keys are mostly per client address, and most are never hit again, so
 * without a purge the table would only grow. The purge runs on a timer,
 * apart from requests, rather than in hit(), which stays one statement.
 */
export function createPostgresRateLimitStore(
  db: Kysely<DB>,
  options: PostgresRateLimitOptions = {},
): RateLimitStore {
  const log = options.log ?? defaultLog;
  const purgeEveryMs = options.purgeEveryMs ?? PURGE_EVERY_MS;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let purging: Promise<void> | undefined;

  function schedule(delayMs: number) {
    timer = setTimeout(() => {
      purging = purgeExpiredRateLimits(db)
        .then(
          () => {},
          (error: unknown) => {
            if (!closed)
              log.warn("rate limits: purging old rows failed", {
                error: error instanceof Error ? error.message : String(error),
              });
          },
        )
        .finally(() => {
          purging = undefined;
          if (!closed) schedule(purgeEveryMs);
        });
    }, delayMs);
    // Never what keeps the process alive.
    timer.unref();
  }
  // The first purge at a random point within the first period: instances
  // started together then purge apart, and one restarted more often than the
  // period still purges now and then.
  schedule(Math.random() * purgeEveryMs);

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
      // The database belongs to the services, which close it after this:
      // stop the timer and let a purge under way finish first.
      closed = true;
      clearTimeout(timer);
      await purging;
    },
  };
}
