import type { Kysely } from "kysely";
import { createAuth, type Auth } from "./auth/auth";
import { createSessionReader, type SessionReader } from "./auth/sessions";
import { createCaches, keepFresh, type Caches } from "./cache/registry";
import type { Config } from "./config";
import { openDatabase, type Database } from "./db/database";
import { migrate } from "./db/migrate";
import type { DB } from "./db/schema";
import { createMailer, type Mailer } from "./mail/mailer";
import { startQueue, type JobQueue } from "./queue";
import { createRateLimitStore, type RateLimitStore } from "./rate-limits";
import { createS3Storage } from "./storage/s3";
import { createDiskStorage, type FileStorage } from "./storage/storage";
import { createLogger, type Logger } from "./log";
import { createMetrics, type Metrics } from "./metrics";
import { site } from "../app/site.config";

/**
 * Reads the text of uploaded resumes in the background, for the talent pool.
 * Declared here, made by server/domain/resume-text.ts: this file knows no
 * domain module (the domain imports `Services` from it).
 */
export interface ResumeTextWorker {
  /** Looks for resumes to read now (after an upload) instead of at the next round. */
  kick(): void;
  /** Resolves once nothing is waiting (tests, the backfill's end). */
  idle(): Promise<void>;
  /** How many resumes wait to be read (/metrics). */
  waiting(): Promise<number>;
  close(): Promise<void>;
}

/**
 * Everything the domain layer needs from the outside world, made once per
 * process by `createServices` (server/wiring.ts).
 */
export interface Services {
  config: Config;
  database: Database;
  /** For every query: its writes empty the caches they make stale at once (server/cache/registry.ts). */
  db: Kysely<DB>;
  auth: Auth;
  /** Who is signed in, from the session cookie (server/auth/sessions.ts). */
  sessions: SessionReader;
  mailer: Mailer;
  /** Work done outside requests: sending mail, the job alerts' run (server/queue.ts). */
  queue: JobQueue;
  storage: FileStorage;
  /** Rate-limit counters: PostgreSQL, or Redis when REDIS_URL is set. */
  rateLimits: RateLimitStore;
  /** What this process keeps in memory, each emptied when its tables change (server/cache/registry.ts). */
  caches: Caches;
  /** Reads the text of uploaded resumes in the background, for the talent pool (server/domain/resume-text.ts). */
  resumeTexts: ResumeTextWorker;
  log: Logger;
  /** Counters for /metrics (server/metrics.ts); counting costs next to nothing, so they always count. */
  metrics: Metrics;
  close(): Promise<void>;
}

/** The database the config names: PostgreSQL at DATABASE_URL, else PGlite under DATA_DIR. */
export function openConfiguredDatabase(config: Config): Promise<Database> {
  return openDatabase(
    config.databaseUrl
      ? { kind: "postgres", url: config.databaseUrl }
      : { kind: "pglite", dataDir: `${config.dataDir}/pglite` },
  );
}

/**
 * Opens the database named by the config (PGlite under DATA_DIR by default),
 * applies migrations and makes every service but the workers, which run
 * domain code: server/wiring.ts starts them.
 */
export async function openServices(
  config: Config,
  options: { database?: Database; log?: Logger } = {},
): Promise<Omit<Services, "resumeTexts">> {
  const log = options.log ?? createLogger({ level: config.logLevel });
  const database = options.database ?? (await openConfiguredDatabase(config));
  const applied = await migrate(database);
  if (applied.length) log.info("migrations applied", { applied });
  // Tests look for queued work often; a server every two seconds (pg-boss's default).
  const queue = await startQueue({
    database,
    log,
    mailRetry: config.mailRetry,
    pollingIntervalSeconds: config.env === "test" ? 0.5 : 2,
  });
  const mailer = await createMailer({
    db: database.db,
    queue,
    smtpUrl: config.smtpUrl,
    from: `${site.name} <${site.emails.noReply}>`,
    log,
  });
  const rateLimits = await createRateLimitStore({ db: database.db, redis: config.redis, log });
  const caches = createCaches();
  const db = await keepFresh(caches, database);
  const auth = createAuth({ db, config, mailer });
  const sessions = createSessionReader({
    auth,
    db: database.db,
    secret: config.sessionSecret,
    log,
    cache: caches.sessions,
  });
  const storage = config.s3 ? createS3Storage(config.s3) : createDiskStorage(`${config.dataDir}/files`);
  return {
    config,
    database,
    db,
    auth,
    sessions,
    mailer,
    queue,
    storage,
    rateLimits,
    caches,
    log,
    metrics: createMetrics(),
    async close() {
      await queue.stop();
      mailer.close();
      await rateLimits.close();
      await database.close();
    },
  };
}
