// A short-lived in-memory cache of the public pages as visitors without a
// session see them: the home page, the marketing pages, /careers and every job
// page are the same for every anonymous visitor, so each is rendered once and
// then sent from memory (docs/decisions/0011-anonymous-page-cache.md).
//
// - Only GET requests carrying none of our cookies (no session, no toast) for
//   the cache's paths, and only 200 answers without Set-Cookie.
// - The cache itself (`pages`: its paths, size, lifetime, and the jobs'
//   changes that empty it) is declared with the others in
//   server/cache/registry.ts.
// - The cached HTML cannot carry a per-response CSP nonce, so a cached page
//   is sent with the hashes of its inline scripts in its policy instead.
// - Stored uncompressed, gzip and brotli, with an ETag for revalidation.
import { createHash } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import type { Cache } from "../cache/cache";
import { cacheRegistry } from "../cache/registry";
import type { Config } from "../config";
import { encodePage } from "./encodings";
import { bodyOf, publicRequestUrl, sendEncodable, sendPageResponse, type CachedPage } from "./page-response";
import { carriesAppCookie, contentSecurityPolicy, inlineScriptHashes } from "./security";
import { webHeaders } from "./web-headers";

export type RenderPage = (
  request: globalThis.Request,
  req: Request,
  res: Response,
) => Promise<globalThis.Response>;

export function isCacheableRequest(req: Pick<Request, "method" | "path" | "headers">): boolean {
  if (req.method !== "GET") return false;
  if (!cacheRegistry.pages.paths.test(req.path)) return false;
  return !carriesAppCookie(req.headers.cookie);
}

async function toCachedPage(config: Config, response: globalThis.Response): Promise<CachedPage | null> {
  if (response.status !== 200 || response.headers.has("set-cookie")) return null;
  const identity = await bodyOf(response);
  if (!identity.length) return null;
  const contentType = response.headers.get("content-type") ?? "application/octet-stream";
  return {
    status: response.status,
    contentType,
    policy: contentType.startsWith("text/html")
      ? contentSecurityPolicy(config, inlineScriptHashes(identity.toString("utf8")))
      : null,
    etag: `W/"${createHash("sha1").update(identity).digest("base64url")}"`,
    cacheControl: response.headers.get("cache-control"),
    body: { html: identity, encoded: { gzip: encodePage(identity, "gzip"), br: encodePage(identity, "br") } },
  };
}

function send(page: CachedPage, req: Request, res: Response, state: "hit" | "miss") {
  res.status(page.status);
  res.setHeader("Content-Type", page.contentType);
  if (page.policy) res.setHeader(page.policy.name, page.policy.value);
  if (page.cacheControl) res.setHeader("Cache-Control", page.cacheControl);
  // On a 304 too: the answer depends on the encoding asked for.
  res.vary("Accept-Encoding");
  res.setHeader("ETag", page.etag);
  res.setHeader("X-Page-Cache", state);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  sendEncodable(res, page.body);
}

/**
 * Express middleware: answers a cacheable request from `pages`, rendering it
 * with `render` (React Router) when it is not there; `next()` for the rest.
 */
export function servePageCache(config: Config, pages: Cache<CachedPage>, render: RenderPage) {
  const origin = new URL(config.publicUrl).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    // Switched off (the jobs' notifications might be missed), it would only
    // compress each page three ways for nothing: the usual handler answers.
    if (!pages.enabled || !isCacheableRequest(req)) return next();
    const key = req.originalUrl;
    let rendered = false;
    let uncacheable: globalThis.Response | null = null;
    pages
      .read(key, async () => {
        rendered = true;
        // Not aborted when this visitor leaves: others may be waiting for the same render.
        // At the site's address, never the sender's Host (server/http/page-response.ts).
        const request = new globalThis.Request(publicRequestUrl(origin, key), {
          method: "GET",
          headers: webHeaders(req),
        });
        const response = await render(request, req, res);
        const page = await toCachedPage(config, response);
        if (!page) uncacheable = response;
        return page;
      })
      .then(async (page) => {
        if (page) return send(page, req, res, rendered ? "miss" : "hit");
        const response: globalThis.Response | null = uncacheable;
        // Someone else's render that could not be kept: render our own.
        if (!response) return next();
        // Not cacheable after all (a 404, a redirect): sent as it is.
        await sendPageResponse(res, response);
      })
      .catch(next);
  };
}
