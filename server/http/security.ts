import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { DEFAULT_LOCALE, translateText } from "../../common/i18n";
import type { Role } from "../../common/schemas/roles";
import type { Config } from "../config";
import { inLocale } from "../i18n";
import { requestLogger, type Logger } from "../log";
import type { Services } from "../services";
import { preferredLocale } from "./locale";
import { actorFromHeaders } from "./session";
import { webHeaders } from "./web-headers";

/**
 * A request id on every request and response, so a visitor's error page and
 * the log line match, and the request's logger (`res.locals.log`): `log`
 * with that id on every line.
 */
export function requestId(log: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const id = randomUUID();
    res.locals.requestId = id;
    res.locals.log = requestLogger(log, id);
    // Code that sees headers only (server/api/v1.ts, React Router's handleError) reads it back from here.
    req.headers["x-request-id"] = id;
    res.setHeader("X-Request-Id", id);
    next();
  };
}

// RFC 3986's host (a name or IPv4 address of its reg-name characters, or an
// IP address in brackets) and an optional port: what Host must hold (RFC 9110 §7.2).
const HOST = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9\-._~!$&'()*+,;=%]*)(?::[0-9]*)?$/;

/**
 * Refuses a request whose Host header is not a host (`a b`, `[::1`): no
 * browser sends one. Nothing builds an address from Host (pages are at
 * PUBLIC_URL: server/http/page-response.ts), so this is the sender's mistake
 * answered as such, not a failure of ours.
 */
export function wellFormedHost(req: Request, res: Response, next: NextFunction) {
  const host = req.headers.host;
  if (host === undefined || HOST.test(host)) return next();
  (res.locals.log as Logger).info("malformed Host header", {
    method: req.method,
    url: req.originalUrl,
    host: host.slice(0, 200),
  });
  res.status(400).type("text/plain").send("Bad request: the Host header is not a valid host name.");
}

/**
 * The Content-Security-Policy: scripts run only from our origin or when they
 * match one of `scriptSources` (this response's nonce, or the hashes of a
 * cached page's inline scripts: server/http/page-cache.ts).
 */
export function contentSecurityPolicy(
  config: Config,
  scriptSources: string[],
): { name: string; value: string } {
  const production = config.env === "production";
  const value = [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    production ? "connect-src 'self'" : "connect-src 'self' ws: wss:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self' mailto:",
    "frame-ancestors 'none'",
  ].join("; ");
  // Vite's development server injects scripts of its own; the policy is
  // enforced for real on the production build, which the tests run.
  return { name: production ? "Content-Security-Policy" : "Content-Security-Policy-Report-Only", value };
}

/**
 * 'sha256-…' sources for every inline script of a page (those without src):
 * the policy of a page kept in memory, which cannot carry a per-response nonce.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(match[1]) || match[2] === "") continue;
    hashes.add(`'sha256-${createHash("sha256").update(match[2], "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** Our cookies (the session, a toast): a request that carries one is answered for that person. */
const APP_COOKIE = /(?:^|;\s*)(?:__Secure-|__Host-)?jb[._]/;

export function carriesAppCookie(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && APP_COOKIE.test(cookieHeader);
}

/**
 * An answer for a signed-in person is kept by no cache, shared or the
 * browser's own (a profile holds phone numbers, caste and disability;
 * candidates use shared computers). Placed after the static files, which
 * set their own; a route may still say otherwise for what it serves (photos).
 */
export function personalAnswersUncached(req: Request, res: Response, next: NextFunction) {
  if (carriesAppCookie(req.headers.cookie)) keepFromCaches(res);
  next();
}

/** Marks an answer for one person: no cache, shared or the browser's, keeps it. */
export function keepFromCaches(res: Response): void {
  res.setHeader("Cache-Control", "private, no-store");
}

/**
 * Security headers for every response. React Router's inline hydration
 * scripts carry this response's nonce.
 */
export function securityHeaders(config: Config) {
  const production = config.env === "production";
  return (_req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    const policy = contentSecurityPolicy(config, [`'nonce-${nonce}'`]);
    res.setHeader(policy.name, policy.value);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    if (production && config.publicUrl.startsWith("https://")) {
      res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
    next();
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests sent from another site (CSRF), on top of the
 * SameSite=Lax session cookie: the Origin header, or Sec-Fetch-Site where a
 * browser sends no Origin, must say the request came from this site, which is
 * at PUBLIC_URL. Never the request's own Host and scheme: behind a proxy that
 * ends TLS they say http:// while the browser says https://, and the sender
 * chooses them. A refusal says where the site is, and the log what came and
 * what was expected, so a site reached at another address than PUBLIC_URL
 * shows what to set.
 */
export function sameOriginOnly(config: Config) {
  const site = new URL(config.publicUrl).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get("origin");
    const fetchSite = req.get("sec-fetch-site");
    const crossSite = origin ? origin !== site : fetchSite === "cross-site" || fetchSite === "same-site";
    if (!crossSite) return next();
    (res.locals.log as Logger).warn("cross-site request refused", {
      method: req.method,
      url: req.originalUrl,
      expectedOrigin: site,
      origin: origin ?? null,
      fetchSite: fetchSite ?? null,
      hint: "Posts are taken only from PUBLIC_URL's origin. If this site is reached at the refused origin, set PUBLIC_URL to that address.",
    });
    const locale = preferredLocale(req) ?? DEFAULT_LOCALE;
    const text = inLocale(locale, () => translateText(CROSS_SITE_REFUSED, { site }));
    // A page a phone shows at its own width, with the way back as a link.
    // Nothing here comes from the request: the words are ours, the address PUBLIC_URL's.
    res
      .status(403)
      .type("html")
      .send(
        `<!doctype html><html lang="${locale}"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>403</title><p>${text}</p><p><a href="${site}/">${site}</a></p></html>`,
      );
  };
}

const CROSS_SITE_REFUSED =
  /*i18n*/ "This request did not come from {site}, so it was refused. Open {site} in your browser and try again.";

/**
 * Refuses bodies larger than the limit (bytes, or bytes by request) before
 * anything reads them. A declared Content-Length is checked at once; a body
 * of unknown length (Transfer-Encoding: chunked) is read here, counting, and
 * refused as soon as it passes the limit, so no client can stream an endless
 * form into memory. Browsers always declare the length of a form, so the
 * chunked path is rare; what it read is handed on in res.locals.body. A limit
 * that depends on who is asking may take a moment to find (a session
 * lookup): nothing reads the body meanwhile, and a failure to find it goes to
 * the error handler, the body still unread.
 *
 * `refusal` is the 413's text, or a function that sends it (the API's JSON).
 * With `unknownLength: "parser"` a body of unknown length is left to a parser
 * behind that counts as it reads (the API's express.json), given the limit
 * found here in res.locals.bodyLimit.
 */
export function bodyLimit(
  limit: number | ((req: Request, res: Response) => number | Promise<number>),
  refusal: string | ((res: Response) => void),
  options: { unknownLength?: "read" | "parser" } = {},
) {
  const refuse =
    typeof refusal === "string" ? (res: Response) => void res.type("text/plain").send(refusal) : refusal;
  const readUnknownLength = options.unknownLength !== "parser";
  return (req: Request, res: Response, next: NextFunction) => {
    const max = typeof limit === "number" ? limit : limit(req, res);
    if (typeof max === "number") return limitBody(req, res, next, max, refuse, readUnknownLength);
    max.then((found) => limitBody(req, res, next, found, refuse, readUnknownLength), next);
  };
}

/**
 * A limit for `bodyLimit` that is larger on a few paths, for the one role
 * that sends such bodies there (a candidate's uploads, the admin's bulk
 * import); anyone else is held to `limit`. The larger limit applies only
 * once the session is known to be of that role, so an anonymous 14 MB post
 * is refused before a byte of it is read. The session is looked up (cheaply:
 * server/auth/sessions.ts) only for a body that may pass `limit`, declared
 * larger or of unknown length; while the database is down that lookup fails
 * and the request is answered 503, its body still unread.
 */
export function limitByRole(
  services: Services,
  limit: number,
  larger: Record<string, { bytes: number; role: Role }>,
  /** The key into `larger` (pages drop React Router's `.data`). */
  pathOf: (req: Request) => string = (req) => req.path,
) {
  return (req: Request, res: Response): number | Promise<number> => {
    const path = pathOf(req);
    const raised = Object.hasOwn(larger, path) ? larger[path] : undefined;
    const declared = req.get("content-length");
    const mayPassLimit =
      declared === undefined ? req.get("transfer-encoding") !== undefined : Number(declared) > limit;
    if (!raised || !mayPassLimit) return limit;
    return actorFromHeaders(services, webHeaders(req), res.locals.requestId).then((actor) =>
      actor?.role === raised.role ? raised.bytes : limit,
    );
  };
}

/**
 * How much of a refused upload is read and dropped so its sender gets the
 * answer. Closing the connection while the upload still arrives makes the
 * server's system reset it, and a client that had not yet read the 413 (a
 * busy phone, a loaded machine) loses it and shows a network error instead.
 * Beyond this the connection is closed: nobody sends that much by mistake.
 */
export const REFUSED_BODY_DRAIN_BYTES = 64 * 1024 * 1024;

function limitBody(
  req: Request,
  res: Response,
  next: NextFunction,
  max: number,
  refuse: (res: Response) => void,
  readUnknownLength: boolean,
) {
  res.locals.bodyLimit = max;
  const tooLarge = (alreadyRead: number) => {
    const declared = Number(req.get("content-length") ?? 0);
    if (declared > REFUSED_BODY_DRAIN_BYTES) {
      refuse(res.status(413).set("Connection", "close"));
      return;
    }
    let dropped = alreadyRead;
    req.on("data", (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > REFUSED_BODY_DRAIN_BYTES) req.socket.destroy();
    });
    req.resume();
    refuse(res.status(413));
  };
  const declared = req.get("content-length");
  if (declared !== undefined) {
    if (Number(declared) > max) tooLarge(0);
    else next();
    return;
  }
  if (req.get("transfer-encoding") === undefined || !readUnknownLength) return next();
  const chunks: Buffer[] = [];
  let size = 0;
  const onData = (chunk: Buffer) => {
    size += chunk.length;
    if (size <= max) return void chunks.push(chunk);
    req.off("data", onData).off("end", onEnd);
    chunks.length = 0;
    tooLarge(size);
  };
  const onEnd = () => {
    res.locals.body = Buffer.concat(chunks);
    next();
  };
  req.on("data", onData).on("end", onEnd);
}
