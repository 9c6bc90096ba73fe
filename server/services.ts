import type { Kysely } from "kysely";
import { createAuth, type Auth } from "./auth/auth";
import type { Config } from "./config";
import { openDatabase, type Database } from "./db/database";
import { migrate } from "./db/migrate";
import type { DB } from "./db/schema";
import { createMailer, type Mailer } from "./mail/mailer";
import { createRateLimitStore, type RateLimitStore } from "./rate-limits";
import { createS3Storage } from "./storage/s3";
import { createDiskStorage, type FileStorage } from "./storage/storage";
import { log as defaultLog, type Logger } from "./log";
import { site } from "../app/site.config";

/** Everything the domain layer needs from the outside world, made once per process. */
export interface Services {
  config: Config;
  database: Database;
  db: Kysely<DB>;
  auth: Auth;
  mailer: Mailer;
  storage: FileStorage;
  /** Rate-limit counters: PostgreSQL, or Redis when REDIS_URL is set. */
  rateLimits: RateLimitStore;
  log: Logger;
  close(): Promise<void>;
}

/** Opens the database named by the config (PGlite under DATA_DIR by default) and applies migrations. */
export async function createServices(
  config: Config,
  options: { database?: Database; log?: Logger } = {},
): Promise<Services> {
  const log = options.log ?? defaultLog;
  const database =
    options.database ??
    (await openDatabase(
      config.databaseUrl
        ? { kind: "postgres", url: config.databaseUrl }
        : { kind: "pglite", dataDir: `${config.dataDir}/pglite` },
    ));
  const applied = await migrate(database);
  if (applied.length) log.info("migrations applied", { applied });
  const mailer = createMailer({
    db: database.db,
    smtpUrl: config.smtpUrl,
    from: `${site.name} <${site.emails.noReply}>`,
    log,
  });
  const auth = createAuth({ db: database.db, config, mailer });
  const rateLimits = await createRateLimitStore({ db: database.db, redis: config.redis, log });
  return {
    config,
    database,
    db: database.db,
    auth,
    mailer,
    storage: config.s3 ? createS3Storage(config.s3) : createDiskStorage(`${config.dataDir}/files`),
    rateLimits,
    log,
    async close() {
      mailer.close();
      await rateLimits.close();
      await database.close();
    },
  };
}
