// Pages between Express and React Router. React Router's documented request
// handler (createRequestHandler) answers a Fetch Request with a Fetch
// Response; this sends that Response through Express, streaming its body
// with @react-router/node as @react-router/express does. entry.server
// renders every page whole, so a page's body is one chunk with its length.
//
// Not @react-router/express itself: a header the route sets must replace the
// security middleware's default (two CSPs would both apply), and a chunked
// body that bodyLimit already read must be handed on from res.locals.body.
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type { NextFunction, Request, Response } from "express";
import { encodePage, preferredEncoding, type PageEncoding } from "./encodings";
import { webHeaders } from "./web-headers";

/**
 * A page kept in memory (server/http/page-cache.ts), the same bytes for
 * everyone it is sent to: sent compressed as the browser asks, each
 * compressed copy kept with the page (the compression middleware would
 * compress it again for every response).
 */
export interface EncodablePage {
  html: Buffer;
  encoded: Partial<Record<PageEncoding, Buffer>>;
}

/**
 * A page as the page cache keeps it, its answer in every encoding it is sent
 * in (server/http/page-cache.ts; declared here so that server/cache/registry.ts
 * imports it without a circle).
 */
export interface CachedPage {
  status: number;
  contentType: string;
  /** Content-Security-Policy with the hashes of the page's inline scripts (HTML only). */
  policy: { name: string; value: string } | null;
  etag: string;
  /** The route's own Cache-Control (a feed's or the sitemap's max-age), sent with every copy; pages set none. */
  cacheControl: string | null;
  /** Uncompressed, gzip and brotli, all made when the page is kept. */
  body: EncodablePage;
}

/** Sends `page` in the encoding the request prefers, compressing it the first time that encoding is asked for. */
export function sendEncodable(res: Response, page: EncodablePage): void {
  const encoding = preferredEncoding(res.req.get("accept-encoding"));
  const body = encoding ? (page.encoded[encoding] ??= encodePage(page.html, encoding)) : page.html;
  // Already encoded: the compression middleware leaves it alone.
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.vary("Accept-Encoding");
  res.setHeader("Content-Length", body.length);
  res.end(body);
}

/**
 * A rendered page as a Response: its HTML whole, with its length. The body
 * is a stream of that one buffer, not the buffer itself: given bytes,
 * undici's Response copies them first (about 60 µs and 100 KB of garbage
 * for the search page, against 8 µs; docs/performance.md).
 */
export function pageResponse(html: Buffer, init: { status: number; headers: Headers }): globalThis.Response {
  init.headers.set("Content-Length", String(html.length));
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(html);
      controller.close();
    },
  });
  return new globalThis.Response(body, init);
}

/** The whole body of any Response. */
export async function bodyOf(response: globalThis.Response): Promise<Buffer> {
  return Buffer.from(await response.arrayBuffer());
}

/**
 * The address a request asked for, at the site's public origin (PUBLIC_URL's):
 * the path and query as sent, never the sender's Host header or the scheme
 * the connection came in by (a proxy that ends TLS makes it http://). A
 * path of `//other.example/x` stays a path here, as Express routes it.
 */
export function publicRequestUrl(origin: string, target: string): URL {
  if (target.startsWith("/")) return new URL(origin + target);
  // Not a path: a full address (a request line a proxy may send), whose path and query Express routes.
  try {
    const { pathname, search } = new URL(target);
    return new URL(origin + pathname + search);
  } catch {
    return new URL(origin + "/");
  }
}

/** The Express request as a Fetch Request at `origin` (publicRequestUrl), aborted when the client goes away first. */
export function pageRequest(req: Request, res: Response, origin: string): globalThis.Request {
  const url = publicRequestUrl(origin, req.originalUrl);
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const init: RequestInit & { duplex?: "half" } = {
    method: req.method,
    headers: webHeaders(req),
    signal: controller.signal,
  };
  if (req.method !== "GET" && req.method !== "HEAD") {
    // A body of unknown length was already read, and counted, by bodyLimit.
    const read = res.locals.body as Buffer | undefined;
    if (read)
      init.body = new Uint8Array(read.buffer, read.byteOffset, read.length) as Uint8Array<ArrayBuffer>;
    else {
      init.body = createReadableStreamFromReadable(req);
      init.duplex = "half";
    }
  }
  return new globalThis.Request(url, init);
}

export async function sendPageResponse(res: Response, response: globalThis.Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.status(response.status);
  // A header the route sets replaces the default of the security middleware
  // (a file's sandbox policy instead of the page policy: two policies would
  // both apply). Cookies are the one header that repeats.
  for (const [name, value] of response.headers) {
    if (name === "set-cookie") res.append(name, value);
    else res.setHeader(name, value);
  }
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!res.destroyed && !res.writableEnded) throw error;
  }
}

/** Express handler: every request React Router answers, each at the site's public address (`publicUrl`). */
export function pageHandler(
  publicUrl: string,
  render: (request: globalThis.Request, req: Request, res: Response) => Promise<globalThis.Response>,
) {
  const origin = new URL(publicUrl).origin;
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      await sendPageResponse(res, await render(pageRequest(req, res, origin), req, res));
    } catch (error) {
      next(error);
    }
  };
}
