import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import {
  ServerRouter,
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
} from "react-router";
import { RequestInfoProvider } from "./components/request-info";
import { isDatabaseUnavailable } from "../server/db/database";

export const streamTimeout = 5_000;

/**
 * Renders the whole page before sending it (onAllReady), for browsers and
 * crawlers alike: every page must be complete HTML without JavaScript.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;
  return new Promise((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <RequestInfoProvider value={{ nonce, requestId: loadContext.requestId }}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </RequestInfoProvider>,
      {
        nonce,
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          loadContext.services.log.error("render failed", {
            requestId: loadContext.requestId,
            error: error instanceof Error ? error.message : String(error),
            stack: error instanceof Error ? error.stack : undefined,
          });
        },
      },
    );
  });
}

/** Unexpected errors in loaders and actions: logged with the request id the error page shows. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const requestId = request.headers.get("x-request-id") ?? undefined;
  const log = (context as AppLoadContext | undefined)?.services?.log;
  const fields = {
    requestId,
    method: request.method,
    url: new URL(request.url).pathname,
    error: error instanceof Error ? error.message : String(error),
    // While the database is down every request fails the same way: say so, and
    // spare the log a stack trace per request.
    ...(isDatabaseUnavailable(error)
      ? { databaseUnavailable: true }
      : { stack: error instanceof Error ? error.stack : undefined }),
  };
  if (log) log.error("request failed", fields);
  else console.error(JSON.stringify({ level: "error", message: "request failed", ...fields }));
};
