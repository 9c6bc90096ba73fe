import type { Kysely } from "kysely";
import { createAuth, type Auth } from "./auth/auth";
import { createSessionReader, type SessionReader } from "./auth/sessions";
import { TablesWrittenPlugin } from "./cache/tables-written";
import type { MemoryCache } from "./cache/memory-cache";
import type { Config } from "./config";
import { openDatabase, type Database } from "./db/database";
import { migrate } from "./db/migrate";
import type { DB } from "./db/schema";
import type { JobDetail, JobSearchResult } from "../app/schemas/jobs";
import { newApplicantCache, type ApplicantCache } from "./domain/applications";
import { newJobCache, type JobCache, type JobSearchCache } from "./domain/jobs";
import { newPageCache, type CachedPage } from "./http/page-cache";
import { newRenderMemo, type RenderMemo } from "./http/render-memo";
import { newSessionPages, type SessionPages } from "./http/session-pages";
import { createMailer, type Mailer } from "./mail/mailer";
import { createRateLimitStore, type RateLimitStore } from "./rate-limits";
import { createS3Storage } from "./storage/s3";
import { createDiskStorage, type FileStorage } from "./storage/storage";
import { log as defaultLog, type Logger } from "./log";
import { site } from "../app/site.config";

/** The channel migration 0003 notifies when a job is written. */
const JOBS_CHANGED = "jobs_changed";
/** The channel migration 0006 notifies when a session, role or user changes. */
const SESSIONS_CHANGED = "sessions_changed";
/** The channel migration 0008 notifies when an application or a candidate profile changes. */
const APPLICANTS_CHANGED = "applicants_changed";
/** The channel migration 0009 notifies when an application's status or a candidate's education, skills or experience change. */
const APPLICATIONS_CHANGED = "applications_changed";

/** Everything the domain layer needs from the outside world, made once per process. */
export interface Services {
  config: Config;
  database: Database;
  db: Kysely<DB>;
  auth: Auth;
  /** Who is signed in, from the session cookie (server/auth/sessions.ts). */
  sessions: SessionReader;
  mailer: Mailer;
  storage: FileStorage;
  /** Rate-limit counters: PostgreSQL, or Redis when REDIS_URL is set. */
  rateLimits: RateLimitStore;
  /**
   * What this process keeps in memory of the jobs as everyone sees them:
   * emptied on every instance when the jobs change (decision 0011).
   */
  caches: { pages: MemoryCache<CachedPage>; jobSearches: JobSearchCache; jobDetails: JobCache<JobDetail> };
  /** Rendered HTML by URL and loader data (server/http/render-memo.ts); never stale, so never emptied. */
  renders: RenderMemo;
  /**
   * Signed-in pages by session and URL (server/http/session-pages.ts):
   * emptied on every instance by any change it is told of, and by any write of this process.
   */
  sessionPages: SessionPages;
  /**
   * Per signed-in user, the facts their apply buttons show (applicantView):
   * emptied on every instance when an application or a profile changes.
   */
  applicants: ApplicantCache;
  /** Full-text queries of search texts (textQueryOf): a function of the text alone, so never emptied. */
  searchTerms: MemoryCache<string>;
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
  const rateLimits = await createRateLimitStore({ db: database.db, redis: config.redis, log });
  const caches = {
    pages: newPageCache(),
    jobSearches: newJobCache<JobSearchResult>(),
    jobDetails: newJobCache<JobDetail>(),
  };
  const forget = () => Object.values(caches).forEach((cache) => cache.clear());
  // This process's own writes empty the caches at once, without waiting for
  // PostgreSQL's notification: the domain's, and better-auth's (sign-out,
  // revocation). (The callbacks run only once queries do, after `sessions` exists.)
  const forgetSessions = () => sessions.remembered.clear();
  const applicants = newApplicantCache();
  const forgetApplicants = () => applicants.clear();
  const sessionPages = newSessionPages();
  const db = database.db.withPlugin(
    new TablesWrittenPlugin(
      {
        jobs: forget,
        session: forgetSessions,
        user_roles: forgetSessions,
        job_applications: forgetApplicants,
        candidate_profiles: forgetApplicants,
      },
      () => sessionPages.clear(),
    ),
  );
  const auth = createAuth({ db, config, mailer });
  const sessions = createSessionReader({ auth, db: database.db, secret: config.sessionSecret, log });
  // Every instance's committed changes: to the jobs (migration 0003), to
  // who is signed in as whom (0006), to applications and profiles (0008,
  // 0009). A signed-in page may show any of them.
  await emptiedOnNotify(database, JOBS_CHANGED, [...Object.values(caches), sessionPages]);
  await emptiedOnNotify(database, SESSIONS_CHANGED, [sessions.remembered, sessionPages]);
  await emptiedOnNotify(database, APPLICANTS_CHANGED, [applicants, sessionPages]);
  await emptiedOnNotify(database, APPLICATIONS_CHANGED, [sessionPages]);
  return {
    config,
    database,
    db,
    auth,
    sessions,
    mailer,
    storage: config.s3 ? createS3Storage(config.s3) : createDiskStorage(`${config.dataDir}/files`),
    rateLimits,
    caches,
    renders: newRenderMemo(),
    sessionPages,
    applicants,
    searchTerms: newJobCache<string>(),
    log,
    async close() {
      mailer.close();
      await rateLimits.close();
      await database.close();
    },
  };
}

type EmptiedCache = Pick<MemoryCache<unknown>, "clear" | "setEnabled">;

// Per cache, the channels it is emptied by whose listening connection is
// down: a cache told by several channels stays off until all are back.
const channelsLost = new WeakMap<EmptiedCache, Set<string>>();

/**
 * Empties `caches` whenever PostgreSQL notifies `channel`, and keeps them
 * switched off while its notifications might be missed (the listening
 * connection is down), so nothing outlives a change it did not hear of.
 */
async function emptiedOnNotify(database: Database, channel: string, caches: EmptiedCache[]) {
  await database.listen(channel, (event) => {
    for (const cache of caches) {
      if (event === "notify") {
        cache.clear();
        continue;
      }
      let lost = channelsLost.get(cache);
      if (!lost) channelsLost.set(cache, (lost = new Set()));
      if (event === "lost") lost.add(channel);
      else lost.delete(channel);
      cache.setEnabled(lost.size === 0);
    }
  });
}
