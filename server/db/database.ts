import { mkdirSync } from "node:fs";
import { PGlite, types as pgliteTypes } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { Kysely, PostgresDialect, type LogEvent } from "kysely";
import pg from "pg";
import { ConnectionLock, PGliteDialect } from "./pglite-dialect";
import type { DB } from "./schema";

/** A raw connection held for a whole sequence of statements (migrations, backups). */
export interface ExclusiveConnection {
  /** Runs a script of one or more statements without parameters. */
  exec(script: string): Promise<void>;
  query<R>(text: string, params?: unknown[]): Promise<R[]>;
}

export interface Database {
  readonly kind: "pglite" | "postgres";
  readonly db: Kysely<DB>;
  withExclusiveConnection<T>(fn: (connection: ExclusiveConnection) => Promise<T>): Promise<T>;
  /** True when a trivial query answers; used by /healthz. */
  ping(): Promise<boolean>;
  /**
   * Calls `onEvent("notify", payload)` for every NOTIFY on `channel`, which
   * PostgreSQL sends when the notifying transaction commits. On a server the
   * listening connection can drop (a restart): then "lost", and "restored"
   * once it is back (payload ""); notifications sent in between are never
   * delivered.
   */
  listen(channel: string, onEvent: ChannelListener): Promise<void>;
  /**
   * How the job queue (server/queue.ts) reaches this database: on a server,
   * a small pool of its own; on PGlite, the one connection, taken in turn
   * with every other query (never in the middle of someone's transaction).
   */
  readonly queueConnection: { url: string } | { executeSql: RawSql; listen: RawListen };
  /** What it has done and what waits on it now, read by /metrics (server/metrics.ts). */
  stats(): DatabaseStats;
  close(): Promise<void>;
}

export interface DatabaseStats {
  /** Statements run through `db` (Kysely), those that failed, and the seconds they took. */
  queries: number;
  failedQueries: number;
  querySeconds: number;
  /** Queries waiting for a connection now: PGlite's lock, or the PostgreSQL pool's queue. */
  waiting: number;
  /** PGlite: the seconds queries have waited for the one connection (the pool does not tell). */
  waitSeconds: number | null;
  /** PostgreSQL: the pool's connections, open and idle. */
  connections: { open: number; idle: number } | null;
}

type QueryCounts = Pick<DatabaseStats, "queries" | "failedQueries" | "querySeconds">;

/** Kysely's `log` option: counts every statement, a function call each. */
function countQueries(): { counts: QueryCounts; log: (event: LogEvent) => void } {
  const counts: QueryCounts = { queries: 0, failedQueries: 0, querySeconds: 0 };
  return {
    counts,
    log: (event) => {
      counts.queries++;
      counts.querySeconds += event.queryDurationMillis / 1000;
      if (event.level === "error") counts.failedQueries++;
    },
  };
}

/** One statement with parameters, or a script of statements without; the rows of all of them. */
export type RawSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
/** LISTEN for a library (pg-boss's shape): `onReconnect` once subscribed; `close` stops. */
export type RawListen = (
  channel: string,
  onNotification: (payload: string) => void,
  onReconnect: () => void,
) => Promise<{ close(): Promise<void> }>;

export type ChannelEvent = "notify" | "lost" | "restored";
export type ChannelListener = (event: ChannelEvent, payload: string) => void;

export type DatabaseTarget = { kind: "pglite"; dataDir: string | null } | { kind: "postgres"; url: string };

/** Opens PGlite under `dataDir` (in memory when null) or a pool on a PostgreSQL server. */
/**
 * The planner's cost of reading a page out of order, set on every connection.
 * PostgreSQL's default (4) prices it for spinning disks; the search's tables
 * and indexes are small and stay in memory, where it is barely dearer than
 * reading in order. With 4, a search for a city ("dehradun") read all of
 * searchable_jobs (60 ms) rather than its indexes (5 ms).
 */
const RANDOM_PAGE_COST = 1.1;

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === "pglite" ? openPGlite(target.dataDir) : openPostgres(target.url);
}

async function openPGlite(dataDir: string | null): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir ?? undefined, {
    extensions: { pg_trgm },
    parsers: {
      [pgliteTypes.INT8]: (value: string) => Number(value),
      [pgliteTypes.NUMERIC]: (value: string) => Number(value),
      [pgliteTypes.DATE]: (value: string) => value,
    },
  });
  await client.exec(`set random_page_cost = ${RANDOM_PAGE_COST}`);
  const lock = new ConnectionLock();
  const { counts, log } = countQueries();
  const db = new Kysely<DB>({ dialect: new PGliteDialect(client, lock), log });
  return {
    kind: "pglite",
    db,
    stats: () => ({ ...counts, waiting: lock.waiting, waitSeconds: lock.waitSeconds, connections: null }),
    withExclusiveConnection: (fn) =>
      lock.run(() =>
        fn({
          exec: async (script) => {
            await client.exec(script);
          },
          query: async <R>(text: string, params: unknown[] = []) =>
            (await client.query<R>(text, params)).rows,
        }),
      ),
    ping: async () => {
      try {
        await lock.run(() => client.query("select 1"));
        return true;
      } catch {
        return false;
      }
    },
    // One in-process database: its notifications cannot be lost.
    listen: async (channel, onEvent) => {
      await lock.run(() => client.listen(channel, (payload) => onEvent("notify", payload)));
    },
    queueConnection: {
      executeSql: (text, values) =>
        lock.run(async () => {
          try {
            if (values?.length) return await client.query(text, values);
            // A script (the queue's own migrations, or BEGIN ... COMMIT):
            // the rows of every statement, as node-postgres would give them.
            return { rows: (await client.exec(text)).flatMap((result) => result.rows) };
          } catch (error) {
            // A failed statement inside the script's BEGIN leaves the one
            // connection in an aborted transaction; end it before anyone else
            // queries (a pool would have thrown that connection away).
            await client.query("rollback").catch(() => {});
            throw error;
          }
        }),
      // In-process: nothing to reconnect; onReconnect once, as a server's listener would.
      listen: async (channel, onNotification, onReconnect) => {
        const unsubscribe = await lock.run(() => client.listen(channel, onNotification));
        onReconnect();
        return { close: () => lock.run(() => unsubscribe()) };
      },
    },
    close: () => db.destroy(),
  };
}

// Both backends read the same JS types: bigint columns (rupees, counts) are far
// below 2^53 so they come back as numbers, and a `date` stays "YYYY-MM-DD"
// instead of becoming a Date at local midnight.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

// Node's socket errors when the server cannot be reached or drops the connection.
const UNREACHABLE = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);
// SQLSTATEs: connection exceptions (class 08), the server shutting down or
// starting up (57P01-57P03), and no connection slot left (53300).
const UNAVAILABLE_STATE = /^(08...|57P0[123]|53300)$/;
// node-postgres's own errors, which carry no code.
const CONNECTION_LOST =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed)/;

/**
 * What a request that failed on an unreachable database answers, with 503: a
 * retry after a few seconds (an outage or a restart is usually that short),
 * and, where the request has no message of its own, this text.
 */
export const DATABASE_UNAVAILABLE = {
  retryAfterSeconds: 5,
  message: /*i18n*/ "The service is temporarily unavailable. Please try again in a moment.",
} as const;

/**
 * True when `error` (or an error it wraps) means the database server cannot be
 * reached right now: down, restarting, or out of connections. Such a request
 * may succeed if tried again shortly, unlike a bug or a refused statement.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (UNREACHABLE.has(code) || UNAVAILABLE_STATE.test(code))) return true;
  if (CONNECTION_LOST.test(error.message)) return true;
  const inner = error instanceof AggregateError ? error.errors : [];
  return [error.cause, ...inner].some((cause) => isDatabaseUnavailable(cause, depth + 1));
}

async function openPostgres(url: string): Promise<Database> {
  // 20 connections per instance: enough for a busy 2-core server, and several
  // instances stay well under PostgreSQL's default 100.
  const pool = new pg.Pool({
    connectionString: url,
    max: 20,
    connectionTimeoutMillis: 10_000,
    options: `-c random_page_cost=${RANDOM_PAGE_COST}`,
  });
  // A connection cut by the server (a restart, a failover) emits "error" on its
  // client. The pool listens on idle clients only: a client checked out between
  // two statements (inside a transaction) would have no listener, and an
  // unheard "error" event ends the process. So every client gets one: its next
  // query fails instead (that request answers an error), the pool discards it
  // on release, and later queries open fresh connections once the server is back.
  pool.on("connect", (client) => {
    client.on("error", (error) => console.error("[db] connection lost:", error.message));
  });
  pool.on("error", () => {}); // the client's own listener above has reported it
  const { counts, log } = countQueries();
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), log });
  const listeners: (() => Promise<void>)[] = [];
  return {
    kind: "postgres",
    db,
    stats: () => ({
      ...counts,
      waiting: pool.waitingCount,
      waitSeconds: null,
      connections: { open: pool.totalCount, idle: pool.idleCount },
    }),
    withExclusiveConnection: async (fn) => {
      const client = await pool.connect();
      try {
        return await fn({
          exec: async (script) => {
            await client.query(script);
          },
          query: async <R>(text: string, params: unknown[] = []) =>
            (await client.query(text, params)).rows as R[],
        });
      } finally {
        client.release();
      }
    },
    ping: async () => {
      try {
        await pool.query("select 1");
        return true;
      } catch {
        return false;
      }
    },
    listen: async (channel, onEvent) => {
      listeners.push(await listenOnServer(url, channel, onEvent));
    },
    queueConnection: { url },
    close: async () => {
      await Promise.all(listeners.map((stop) => stop()));
      await db.destroy();
    },
  };
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other
 * queries). When it drops, reports "lost" and reconnects with a growing pause
 * (0.5 s up to 10 s), then reports "restored". Returns what stops it.
 */
async function listenOnServer(
  url: string,
  channel: string,
  onEvent: ChannelListener,
): Promise<() => Promise<void>> {
  let current: pg.Client | null = null;
  let stopped = false;
  let attempt = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const scheduleReconnect = () => {
    if (stopped) return;
    retry = setTimeout(() => void connect(), Math.min(10_000, 500 * 2 ** attempt++));
    retry.unref();
  };
  const connect = async (): Promise<boolean> => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
    client.on("notification", (message) => {
      if (message.channel === channel) onEvent("notify", message.payload ?? "");
    });
    client.on("error", () => {}); // "end" follows, and handles it
    client.on("end", () => {
      if (current !== client) return;
      current = null;
      if (stopped) return;
      onEvent("lost", "");
      scheduleReconnect();
    });
    try {
      await client.connect();
      await client.query(`listen ${client.escapeIdentifier(channel)}`);
    } catch {
      await client.end().catch(() => {});
      scheduleReconnect();
      return false;
    }
    if (stopped) {
      await client.end().catch(() => {});
      return false;
    }
    const reconnected = attempt > 0;
    current = client;
    attempt = 0;
    if (reconnected) onEvent("restored", "");
    return true;
  };

  if (!(await connect())) onEvent("lost", "");
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = null;
    await client?.end().catch(() => {});
  };
}
