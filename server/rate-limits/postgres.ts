import { sql, type Kysely, type RawBuilder } from "kysely";
import { RateLimiterRes } from "rate-limiter-flexible";
import RateLimiterStoreAbstract from "rate-limiter-flexible/lib/RateLimiterStoreAbstract.js";
import type { DB } from "../db/schema";
import type { Logger } from "../log";

/** A window as an SQL interval. */
const interval = (ms: number) => sql`make_interval(secs => ${ms / 1000})`;
/** Milliseconds left in a row's window, by the database's clock. */
const msLeft = (window: RawBuilder<unknown>) =>
  sql<number>`ceil(extract(epoch from (window_started_at + ${window} - now())) * 1000)`.as("ms_left");

/** A row of rate_limits as the store reads it. */
interface Row {
  hits: number;
  ms_left: number;
}

/**
 * rate-limiter-flexible's store for our `rate_limits` table (one row per key:
 * its count and when its window started), over Kysely, so it runs on PGlite
 * and on a PostgreSQL server alike. The library's own RateLimiterPostgres
 * cannot: see docs/decisions/0026-rate-limits-on-rate-limiter-flexible.md.
 *
 * The four methods the library asks of a store. Each upsert is one statement,
 * so concurrent attempts on several instances count exactly; every time is
 * the database's clock, shared by all instances. The window's length comes
 * with each call (the `customDuration` option, else the limiter's duration),
 * as rows do not keep it.
 */
export class RateLimiterKysely extends RateLimiterStoreAbstract {
  readonly #db: Kysely<DB>;

  constructor(db: Kysely<DB>, options: { points: number; duration: number }) {
    // Keys as given: the rows are keyed "<rule>:<subject>".
    super({ ...options, keyPrefix: "", storeClient: db });
    this.#db = db;
  }

  async _upsert(key: string, points: number, msDuration: number, forceExpire = false): Promise<Row> {
    // Rows do not record "never expires" (duration 0), and we never ask for it.
    if (!(msDuration > 0)) throw new Error("rate_limits windows must be longer than 0 s");
    const window = interval(msDuration);
    const restart = forceExpire ? sql`true` : sql`rate_limits.window_started_at <= now() - ${window}`;
    return this.#db
      .insertInto("rate_limits")
      .values({ key, window_started_at: sql`now()`, hits: points })
      .onConflict((conflict) =>
        conflict.column("key").doUpdateSet({
          hits: sql`case when ${restart} then excluded.hits else rate_limits.hits + excluded.hits end`,
          window_started_at: sql`case when ${restart} then now() else rate_limits.window_started_at end`,
        }),
      )
      .returning(["hits", msLeft(window)])
      .executeTakeFirstOrThrow();
  }

  async _get(key: string, options: { customDuration?: number } = {}): Promise<Row | null> {
    const window = interval((options.customDuration ?? this.duration) * 1000);
    const row = await this.#db
      .selectFrom("rate_limits")
      .select(["hits", msLeft(window)])
      .where("key", "=", key)
      .where("window_started_at", ">", sql<Date>`now() - ${window}`)
      .executeTakeFirst();
    return row ?? null;
  }

  async _delete(key: string): Promise<boolean> {
    const result = await this.#db.deleteFrom("rate_limits").where("key", "=", key).executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  _getRateLimiterRes(_key: string, changedPoints: number, row: Row): RateLimiterRes {
    const hits = Number(row.hits);
    return new RateLimiterRes(
      Math.max(this.points - hits, 0),
      Math.max(Number(row.ms_left), 0),
      hits,
      hits === changedPoints,
    );
  }
}

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
 * counting: a row that an attempt renewed meanwhile no longer matches and is kept.
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
      // Checked again on the row itself: an attempt that renewed the row after the
      // subquery chose it makes PostgreSQL re-evaluate this, and skip the row.
      .where("window_started_at", "<", cutoff)
      .executeTakeFirst();
    const count = Number(result.numDeletedRows);
    deleted += count;
    if (count < PURGE_BATCH) return deleted;
  }
}

/**
 * Purges old rows from a timer, apart from requests, until `stop()`. Keys are
 * mostly per client address, and most are never hit again, so without a purge
 * the table would only grow. The first purge comes at a random point within
 * the first period: instances started together then purge apart, and one
 * restarted more often than the period still purges now and then.
 */
export function schedulePurge(
  db: Kysely<DB>,
  options: { log: Logger; purgeEveryMs?: number },
): { stop(): Promise<void> } {
  const { log } = options;
  const purgeEveryMs = options.purgeEveryMs ?? PURGE_EVERY_MS;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let purging: Promise<void> | undefined;

  function schedule(delayMs: number) {
    timer = setTimeout(() => {
      purging = purgeExpiredRateLimits(db)
        .then(
          () => {},
          (error: unknown) => {
            if (!stopped)
              log.warn("rate limits: purging old rows failed", {
                error: error instanceof Error ? error.message : String(error),
              });
          },
        )
        .finally(() => {
          purging = undefined;
          if (!stopped) schedule(purgeEveryMs);
        });
    }, delayMs);
    // Never what keeps the process alive.
    timer.unref();
  }
  schedule(Math.random() * purgeEveryMs);

  return {
    // The database belongs to the services, which close it after this: stop
    // the timer and let a purge under way finish first.
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await purging;
    },
  };
}
