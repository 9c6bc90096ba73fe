// Signed-in pages kept for the session that asked for them
// (docs/decisions/0015-session-pages.md).
//
// The render memo (render-memo.ts) spares React, but a signed-in page still
// goes through React Router: a Request, route matching, every loader, the
// hydration data encoded and hashed. For the pages whose loaders read only
// data the server is told about when it changes, that work gives the same
// page again until something changes, so the page is kept for the session,
// by its URL and Cookie header, and sent again without React Router.
//
// "Until something changes" is wide on purpose: the memo is emptied by every
// change notification PostgreSQL sends (jobs, sessions and roles,
// applications and profiles: migrations 0003, 0006, 0008, 0009) and by every
// write this process makes to any table, and it keeps nothing while those
// notifications could be missed. A route takes part only by saying so in its
// `handle` (`keptForSession`), and only if everything its loader reads is
// covered; the root does, so a page is kept only when every route it matched
// does. A kept page is sent only to the same Cookie header, and only while
// that session is still signed in as the same user.
import { createHash } from "node:crypto";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";
import type { EntryContext } from "react-router";
import { MemoryCache } from "../cache/memory-cache";
import type { Config } from "../config";
import type { SessionReader } from "../auth/sessions";
import { keptPagePolicy, type RenderedPage } from "./render-memo";
import { pageRequest, sendEncodable, sendPageResponse } from "./page-response";
import { keepFromCaches } from "./security";

export interface SessionPage {
  page: RenderedPage;
  /** The user the page was made for: it is sent only while the session is still theirs. */
  userId: string;
  /** React Router's headers of the response, but its policy and cookies (a page that sets one is not kept). */
  headers: [string, string][];
}

export type SessionPages = MemoryCache<SessionPage>;

/** A minute, as the other caches: the bound on anything a notification does not cover (time itself). */
const SESSION_PAGE_TTL_MS = 60_000;
/** About a thousand job pages, or three hundred employer lists. */
const SESSION_PAGES_BYTES = 32 * 1024 * 1024;

export function newSessionPages(): SessionPages {
  return new MemoryCache<SessionPage>({
    ttlMs: SESSION_PAGE_TTL_MS,
    maxBytes: SESSION_PAGES_BYTES,
    sizeOf: (kept, key) => Math.ceil(kept.page.html.length * 1.25) + key.length + 500,
  });
}

/** What a route module's `handle` says to take part. */
export interface KeptForSessionHandle {
  /** Everything this route's loader reads is emptied from the memo when it changes (see above). */
  keptForSession: true;
}

/** Whether every route the page matched takes part (the root included). */
export function keptForSession(context: EntryContext): boolean {
  const { matches } = context.staticHandlerContext;
  return (
    matches.length > 0 &&
    matches.every(
      (match) =>
        (context.routeModules[match.route.id]?.handle as Partial<KeptForSessionHandle> | undefined)
          ?.keptForSession === true,
    )
  );
}

// Pages entry.server offers, by the Response they went out in.
const offered = new WeakMap<globalThis.Response, RenderedPage>();

/** entry.server: `response` is a whole page of routes that take part, which may be kept. */
export function offerForSession(response: globalThis.Response, page: RenderedPage): void {
  offered.set(response, page);
}

/**
 * The key of a request whose page may be kept: a GET of a document with a
 * session cookie; null otherwise, and for any path with an extension (the
 * `.data` of a client-side navigation, a file), whose request is not hashed.
 * The Cookie header is in it whole: another cookie (a toast) is another page.
 * Worked out once per request (the lookup early in the chain, the keeping at
 * its end).
 */
export function sessionPageKey(req: Request, res: Response): string | null {
  if (res.locals.sessionPageKey !== undefined) return res.locals.sessionPageKey as string | null;
  return (res.locals.sessionPageKey = keyOf(req));
}

function keyOf(req: Request): string | null {
  const cookie = req.headers.cookie;
  if (req.method !== "GET" || path.extname(req.path) || !cookie?.includes("session_token")) return null;
  return createHash("sha256")
    .update(cookie)
    .update("\0")
    .update(req.get("host") ?? "")
    .update("\0")
    .update(req.originalUrl)
    .digest("base64url");
}

/** What to keep of `response`, answered for `userId`: a 200 page that was offered and sets no cookie. */
export function sessionPageOf(response: globalThis.Response, userId: string): SessionPage | null {
  const page = offered.get(response);
  if (!page || response.status !== 200 || response.headers.has("set-cookie")) return null;
  const headers: [string, string][] = [];
  for (const [name, value] of response.headers) {
    if (!name.startsWith("content-security-policy")) headers.push([name, value]);
  }
  return { page, userId, headers };
}

/** Sends a kept page with this response's own headers, its page's policy (by hashes), and React Router's. */
export function sendSessionPage(res: Response, kept: SessionPage, config: Config): void {
  const policy = keptPagePolicy(kept.page, config);
  res.status(200);
  res.setHeader(policy.name, policy.value);
  for (const [name, value] of kept.headers) res.setHeader(name, value);
  // As the anonymous page cache says "hit": for whoever looks into a stale page.
  res.setHeader("X-Page-Cache", "session");
  sendEncodable(res, kept.page);
}

/** The user of the request's session now, or null (signed out, expired, unreadable: React Router answers). */
async function sessionUserId(sessions: SessionReader, req: Request): Promise<string | null> {
  try {
    return (await sessions.userOf(new Headers({ cookie: req.headers.cookie ?? "" })))?.userId ?? null;
  } catch {
    return null;
  }
}

/**
 * Express middleware (production), early in the chain: a page kept for this
 * Cookie header and URL is sent at once, if the session is still signed in
 * as the user it was made for; anything else goes on to React Router.
 */
export function keptSessionPages(services: {
  sessionPages: SessionPages;
  sessions: SessionReader;
  config: Config;
}) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const key = sessionPageKey(req, res);
      const kept = key ? services.sessionPages.peek(key) : undefined;
      if (!kept || (await sessionUserId(services.sessions, req)) !== kept.userId) return next();
      keepFromCaches(res);
      sendSessionPage(res, kept, services.config);
    } catch (error) {
      next(error);
    }
  };
}

/**
 * Express handler (production): every request React Router answers, and
 * keeps what may be kept. The session is read first, from memory: a page is
 * kept only for a signed-in user.
 */
export function sessionPageHandler<Context>(
  services: { sessionPages: SessionPages; sessions: SessionReader; config: Config },
  handle: (request: globalThis.Request, context: Context) => Promise<globalThis.Response>,
  loadContext: (req: Request, res: Response) => Context,
) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const answer = () => handle(pageRequest(req, res), loadContext(req, res));
      const key = sessionPageKey(req, res);
      const userId = key && (await sessionUserId(services.sessions, req));
      if (!key || !userId) {
        await sendPageResponse(res, await answer());
        return;
      }
      let own: globalThis.Response | undefined;
      const kept = await services.sessionPages.getOrLoad(key, async () => {
        own = await answer();
        return sessionPageOf(own, userId);
      });
      if (own) await sendPageResponse(res, own);
      else if (kept?.userId === userId) sendSessionPage(res, kept, services.config);
      // Waited for another request's answer, which was not kept.
      else await sendPageResponse(res, await answer());
    } catch (error) {
      next(error);
    }
  };
}
