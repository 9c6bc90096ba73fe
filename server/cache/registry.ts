// Every in-memory cache of the server, and what empties it
// (docs/decisions/0017-fewer-caches-one-seam.md).
//
// A cache is emptied whenever one of the tables it is made of changes:
// - on every instance, when PostgreSQL notifies the change at commit
//   (migration 0010 makes each table listed here notify `table_changed`
//   with its name; server/cache/registry.test.ts checks the two agree);
// - at once in this process, when it writes the table itself
//   (TablesWrittenPlugin on services.db);
// and every cache is switched off while those notifications might be missed
// (the listening connection is down), so nothing outlives a change unheard.
// Entries also go after a minute, for what no notification covers (the
// clock: a deadline passing at midnight).
import { PUBLIC_PAGES } from "../../common/i18n";
import type { Kysely } from "kysely";
import type { JobSearchResult } from "../../common/schemas/jobs";
import type { KnownSession } from "../auth/sessions";
import type { Database } from "../db/database";
import type { DB } from "../db/schema";
import type { CachedPage } from "../http/page-response";
import { Cache, type CacheOptions } from "./cache";
import { TablesWrittenPlugin } from "./tables-written";

interface CacheDeclaration<V> extends CacheOptions<V> {
  /** What it keeps, by what key, and who reads it. */
  holds: string;
  /** The tables whose changes empty it. */
  emptiedBy: readonly string[];
}

const declare = <V>(declaration: CacheDeclaration<V>) => declaration;

const UUID = "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}";

export const cacheRegistry = {
  pages: {
    ...declare<CachedPage>({
      holds: "anonymous public pages by URL, in every encoding (server/http/page-cache.ts)",
      ttlMs: 60_000,
      // About 1,500 job pages.
      maxBytes: 64 * 1024 * 1024,
      sizeOf: ({ body }, url) =>
        body.html.length + (body.encoded.gzip?.length ?? 0) + (body.encoded.br?.length ?? 0) + url.length,
      emptiedBy: ["jobs"],
    }),
    /**
     * The pages it takes: those whose answer depends only on the URL and the
     * jobs for a visitor without our cookies. Forms that carry tokens
     * (/reset-password) and anything per person stay out. `.data` is React
     * Router's data request for the same page (client-side navigation);
     * `/_.data` is the home page's (React Router 8: a path ending in `/` asks `/_.data`).
     */
    // Each also at its Hindi address (`/hi/careers`, `/hi` and `/hi.data`):
    // the address alone says the language (server/http/locale.ts).
    paths: new RegExp(
      `^/(hi/)?(|${PUBLIC_PAGES.join("|")}|jobs/${UUID}|_)(\\.data)?$|^/hi(\\.data)?$|^/(sitemap\\.xml|robots\\.txt|jobs\\.rss)$`,
    ),
  },
  jobSearches: declare<JobSearchResult>({
    holds: "job search answers by search, the same for every visitor (searchJobs, server/domain/jobs.ts)",
    ttlMs: 60_000,
    maxBytes: 16 * 1024 * 1024,
    // A UTF-16 string of the JSON is about twice the memory the objects take.
    sizeOf: (result, key) => JSON.stringify(result).length * 2 + key.length,
    emptiedBy: ["jobs"],
  }),
  sessions: declare<KnownSession>({
    holds: "who is signed in, by session token (server/auth/sessions.ts)",
    ttlMs: 60_000,
    maxBytes: 8 * 1024 * 1024,
    sizeOf: (session, token) => 2 * (token.length + session.userId.length + session.email.length) + 100,
    emptiedBy: ["session", "user", "user_roles"],
  }),
};

type Registry = typeof cacheRegistry;
type CacheName = keyof Registry;
export type Caches = {
  [Name in CacheName]: Registry[Name] extends CacheDeclaration<infer V extends object> ? Cache<V> : never;
};

/** Every table some cache is made of: the ones migration 0010 makes notify. */
export const notifyingTables: string[] = [
  ...new Set(Object.values(cacheRegistry).flatMap((declaration) => declaration.emptiedBy)),
].sort();

/** The channel migration 0010 notifies, with the changed table's name as payload. */
export const TABLE_CHANGED = "table_changed";

export function createCaches(): Caches {
  return {
    pages: new Cache(cacheRegistry.pages),
    jobSearches: new Cache(cacheRegistry.jobSearches),
    sessions: new Cache(cacheRegistry.sessions),
  };
}

/** Empties every cache made of `table`. */
function forget(caches: Caches, table: string): void {
  for (const [name, declaration] of Object.entries(cacheRegistry)) {
    if (declaration.emptiedBy.includes(table)) caches[name as CacheName].clear();
  }
}

/**
 * Keeps `caches` fresh (see the top of this file): listens for the
 * database's change notifications, and returns the Kysely instance whose
 * writes empty them at once. Everything that writes must use that one
 * (services.db; better-auth does).
 */
export async function keepFresh(caches: Caches, database: Database): Promise<Kysely<DB>> {
  await database.listen(TABLE_CHANGED, (event, table) => {
    if (event === "notify") forget(caches, table);
    else for (const cache of Object.values(caches)) cache.setEnabled(event === "restored");
  });
  return database.db.withPlugin(new TablesWrittenPlugin((table) => forget(caches, table)));
}
