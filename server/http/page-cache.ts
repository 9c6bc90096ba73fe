// A short-lived in-memory cache of the public pages as visitors without a
// session see them: the home page, the marketing pages, /careers and every job
// page are the same for every anonymous visitor, so each is rendered once and
// then sent from memory (docs/decisions/0011-anonymous-page-cache.md).
//
// - Only GET requests carrying none of our cookies (no session, no toast) for
//   the paths of PUBLIC_PAGES, and only 200 answers without Set-Cookie.
// - Entries live for TTL_MS at most, and all of them are dropped when the
//   jobs change: PostgreSQL notifies every instance at commit (migration
//   0003). While that notification channel is down, nothing is cached.
// - The cached HTML cannot carry a per-response CSP nonce, so a cached page
//   is sent with the hashes of its inline scripts in its policy instead.
// - Stored uncompressed, gzip and brotli, with an ETag for revalidation.
import { createHash } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import type { Config } from "../config";
import { contentSecurityPolicy } from "./security";

/** How long a page may be served from memory; the jobs' change notification usually ends it sooner. */
export const TTL_MS = 60_000;
/** Memory for all entries (every encoding counted): about 1,500 job pages. */
export const MAX_BYTES = 64 * 1024 * 1024;
/** A page larger than this (every encoding counted) is not kept: no public page comes near it. */
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;

const UUID = "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}";
/**
 * Pages whose answer depends only on the URL and the jobs for a visitor
 * without a session. Forms that carry tokens (/reset-password) and anything
 * per person stay out. `.data` is React Router's data request for the same
 * page (client-side navigation); `/_root.data` is the home page's.
 */
const PUBLIC_PAGES = new RegExp(
  `^/(|about|services|products|clients|support|privacy|terms|cookies|careers|jobs/${UUID}|_root)(\\.data)?$|^/(sitemap\\.xml|robots\\.txt)$`,
);

/** A request from a browser holding any of our cookies (session, toast) is answered for that person. */
const APP_COOKIE = /(?:^|;\s*)(?:__Secure-|__Host-)?jb[._]/;

interface Entry {
  key: string;
  status: number;
  contentType: string;
  /** Content-Security-Policy with the hashes of the page's inline scripts (HTML only). */
  policy: { name: string; value: string } | null;
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  bytes: number;
  expiresAt: number;
  generation: number;
}

export type RenderPage = (
  request: globalThis.Request,
  req: Request,
  res: Response,
) => Promise<globalThis.Response>;

export interface PageCache {
  /** Express middleware: answers a cacheable request from memory or renders and keeps it; `next()` for the rest. */
  middleware(render: RenderPage): (req: Request, res: Response, next: NextFunction) => void;
  /** Drops every entry (the jobs changed). */
  clear(): void;
  /** Off while the change notifications cannot be trusted to arrive (their connection is down). */
  setEnabled(enabled: boolean): void;
  readonly stats: { hits: number; misses: number; entries: number; bytes: number };
}

export function isCacheableRequest(req: Pick<Request, "method" | "path" | "headers">): boolean {
  if (req.method !== "GET") return false;
  if (!PUBLIC_PAGES.test(req.path)) return false;
  const cookie = req.headers.cookie;
  return !cookie || !APP_COOKIE.test(cookie);
}

/** 'sha256-…' sources for every inline script of the page (those without src). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(match[1]) || match[2] === "") continue;
    hashes.add(`'sha256-${createHash("sha256").update(match[2], "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

export function createPageCache(
  config: Config,
  options: { ttlMs?: number; maxBytes?: number } = {},
): PageCache {
  const ttlMs = options.ttlMs ?? TTL_MS;
  const maxBytes = options.maxBytes ?? MAX_BYTES;
  // Map order is the LRU order: a hit moves its entry to the end.
  const entries = new Map<string, Entry>();
  // Renders under way, so 32 visitors arriving at once for a page cause one render.
  const filling = new Map<string, Promise<Entry | null>>();
  let bytes = 0;
  // Bumped by clear(): a render that started before a change must not be kept.
  let generation = 0;
  let enabled = true;
  const stats = { hits: 0, misses: 0 };

  function remove(entry: Entry) {
    entries.delete(entry.key);
    bytes -= entry.bytes;
  }

  function keep(entry: Entry) {
    if (!enabled || entry.generation !== generation || entry.bytes > Math.min(MAX_ENTRY_BYTES, maxBytes))
      return;
    const old = entries.get(entry.key);
    if (old) remove(old);
    entries.set(entry.key, entry);
    bytes += entry.bytes;
    for (const oldest of entries.values()) {
      if (bytes <= maxBytes) break;
      remove(oldest);
    }
  }

  async function toEntry(
    key: string,
    response: globalThis.Response,
    startedIn: number,
  ): Promise<Entry | null> {
    if (response.status !== 200 || response.headers.has("set-cookie") || !response.body) return null;
    const identity = Buffer.from(await response.arrayBuffer());
    const contentType = response.headers.get("content-type") ?? "application/octet-stream";
    const policy = contentType.startsWith("text/html")
      ? contentSecurityPolicy(config, inlineScriptHashes(identity.toString("utf8")))
      : null;
    const gzip = gzipSync(identity, { level: 6 });
    const brotli = brotliCompressSync(identity, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 6,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    });
    return {
      key,
      status: response.status,
      contentType,
      policy,
      etag: `W/"${createHash("sha1").update(identity).digest("base64url")}"`,
      identity,
      gzip,
      brotli,
      bytes: identity.length + gzip.length + brotli.length + key.length,
      expiresAt: Date.now() + ttlMs,
      generation: startedIn,
    };
  }

  function send(entry: Entry, req: Request, res: Response, state: "hit" | "miss") {
    res.status(entry.status);
    res.setHeader("Content-Type", entry.contentType);
    if (entry.policy) res.setHeader(entry.policy.name, entry.policy.value);
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("ETag", entry.etag);
    res.setHeader("X-Page-Cache", state);
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    const encoding = req.acceptsEncodings("br", "gzip", "identity");
    const body = encoding === "br" ? entry.brotli : encoding === "gzip" ? entry.gzip : entry.identity;
    // Already encoded: the compression middleware leaves it alone.
    if (encoding === "br" || encoding === "gzip") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.end(body);
  }

  return {
    middleware(render) {
      return (req, res, next) => {
        if (!enabled || !isCacheableRequest(req)) return next();
        const key = req.originalUrl;
        const entry = entries.get(key);
        if (entry && entry.expiresAt > Date.now()) {
          stats.hits++;
          entries.delete(key);
          entries.set(key, entry);
          return send(entry, req, res, "hit");
        }
        if (entry) remove(entry);
        stats.misses++;
        const pending = filling.get(key);
        if (pending) {
          // Someone else's render: use it, or render our own when it could not be kept.
          pending.then((filled) => (filled ? send(filled, req, res, "hit") : next()), next);
          return;
        }
        const startedIn = generation;
        let ownResponse: globalThis.Response | null = null;
        const fill = (async () => {
          const url = new URL(key, `${req.protocol}://${req.get("host") ?? "localhost"}`);
          const headers = new Headers();
          for (const [name, value] of Object.entries(req.headers)) {
            if (typeof value === "string") headers.set(name, value);
            else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
          }
          const response = await render(new globalThis.Request(url, { method: "GET", headers }), req, res);
          const filled = await toEntry(key, response, startedIn);
          if (!filled) ownResponse = response;
          return filled;
        })();
        filling.set(key, fill);
        fill
          .then(async (filled) => {
            if (filled) {
              keep(filled);
              return send(filled, req, res, "miss");
            }
            // Not cacheable after all (a 404, a redirect): send it as it is.
            const response = ownResponse!;
            res.status(response.status);
            for (const [name, value] of response.headers) res.append(name, value);
            res.end(response.body ? Buffer.from(await response.arrayBuffer()) : undefined);
          }, next)
          .catch(next)
          .finally(() => filling.delete(key));
      };
    },
    clear() {
      generation++;
      entries.clear();
      bytes = 0;
    },
    setEnabled(value) {
      enabled = value;
      if (!value) this.clear();
    },
    get stats() {
      return { ...stats, entries: entries.size, bytes };
    },
  };
}
