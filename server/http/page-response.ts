// Pages between Express and React Router: what @react-router/express does,
// less the cost of streams for pages that are already whole in memory.
//
// React Router's contract is a Fetch Response, whose body is a web stream.
// entry.server renders every page to completion before answering, so the
// HTML is already whole in memory. Its Response carries no body; the Buffers
// are kept beside it and written to the socket as they are, instead of being
// wrapped in a web stream and read back chunk by chunk. React Router passes a
// page's Response through untouched; any other Response is streamed as the
// adapter does.
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type { NextFunction, Request, Response } from "express";
import { encodePage, preferredEncoding, type PageEncoding } from "./encodings";
import { webHeaders } from "./web-headers";

const wholeBodies = new WeakMap<globalThis.Response, Buffer[]>();

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

/** A Response whose body is `pieces` in order: read it with `bodyOf`, send it with `sendPageResponse`. */
export function wholePageResponse(pieces: Buffer[], init: ResponseInit): globalThis.Response {
  const response = new globalThis.Response(null, init);
  wholeBodies.set(response, pieces);
  return response;
}

/** The whole body of any Response. */
export async function bodyOf(response: globalThis.Response): Promise<Buffer> {
  const pieces = wholeBodies.get(response);
  if (pieces) return Buffer.concat(pieces);
  return Buffer.from(await response.arrayBuffer());
}

/** The Express request as a Fetch Request, aborted when the client goes away first. */
export function pageRequest(req: Request, res: Response): globalThis.Request {
  const url = new URL(req.originalUrl, `${req.protocol}://${req.get("host") ?? "localhost"}`);
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
  const pieces = wholeBodies.get(response);
  if (pieces) {
    res.setHeader(
      "Content-Length",
      pieces.reduce((bytes, piece) => bytes + piece.length, 0),
    );
    res.cork();
    for (const piece of pieces) res.write(piece);
    res.end();
    res.uncork();
    return;
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

/** Express handler: every request React Router answers. */
export function pageHandler<Context>(
  handle: (request: globalThis.Request, context: Context) => Promise<globalThis.Response>,
  loadContext: (req: Request, res: Response) => Context,
) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      await sendPageResponse(res, await handle(pageRequest(req, res), loadContext(req, res)));
    } catch (error) {
      next(error);
    }
  };
}
