import { Writable } from "node:stream";
import { I18nProvider } from "@lingui/react";
import { renderToPipeableStream } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleDataRequestFunction,
  type HandleErrorFunction,
} from "react-router";
import { RequestInfoProvider } from "./components/request-info";
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from "../server/db/database";
import { pageResponse } from "../server/http/page-response";
import { i18nFor } from "../server/i18n";
import { childLogger, errorFields, log as processLog } from "../server/log";
import { requestOf, type AppContext } from "../server/http/load-context";
import { pageHydrates } from "./visitor-pages";
import { visitorScript } from "./components/visitor-script";

const VISITOR_SCRIPT = visitorScript();

export const streamTimeout = 5_000;

// Requests (by load context) that failed because the database is down: their
// error page goes out as 503 with Retry-After, which tells browsers, crawlers
// and load balancers that it is temporary.
const failedOnDatabase = new WeakSet<object>();

/**
 * The status a request's answer goes out with, and its Retry-After: 503 for
 * one that failed on the database, and a Retry-After on every 503 (a form's
 * action answers 503 itself, server/http/action.ts, and React Router passes
 * on no header of an action's but its cookies).
 */
function temporaryFailure(status: number, headers: Headers, loadContext: AppContext): number {
  if (status >= 500 && failedOnDatabase.has(loadContext)) status = 503;
  if (status === 503 && !headers.has("Retry-After")) {
    headers.set("Retry-After", String(DATABASE_UNAVAILABLE.retryAfterSeconds));
  }
  return status;
}

/**
 * Renders the whole page before sending it (onAllReady), for browsers and
 * crawlers alike: every page must be complete HTML without JavaScript.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  responseStatusCode = temporaryFailure(responseStatusCode, responseHeaders, loadContext);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  const page = await renderHtml(request, responseStatusCode, routerContext, loadContext);
  return pageResponse(page.html, { headers: responseHeaders, status: page.status });
}

interface RenderedHtml {
  status: number;
  html: Buffer;
}

function renderHtml(
  request: Request,
  responseStatusCode: number,
  routerContext: EntryContext,
  loadContext: AppContext,
): Promise<RenderedHtml> {
  const { cspNonce: nonce, requestId, log, locale, cataloguePreloads } = requestOf(loadContext);
  const hydrate = pageHydrates(routerContext);
  // Without React in the browser the page's data has no reader: not sent.
  if (!hydrate) {
    void routerContext.serverHandoffStream?.cancel().catch(() => {});
    routerContext.serverHandoffStream = undefined;
  }
  return new Promise((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <RequestInfoProvider
        value={{
          nonce,
          requestId,
          hydrate,
          visitorScript: hydrate ? "" : VISITOR_SCRIPT,
          cataloguePreloads: hydrate ? cataloguePreloads : [],
        }}
      >
        <I18nProvider i18n={i18nFor(locale)}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </I18nProvider>
      </RequestInfoProvider>,
      {
        nonce,
        // A finished Suspense boundary (the lazily loaded candidate's dialog)
        // larger than React's chunk size is otherwise sent after the page and
        // moved into place by a script: nothing would show without JavaScript.
        // The page leaves whole anyway (onAllReady), so nothing is lost.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          // The page is complete: it leaves as one buffer rather than React's
          // hundreds of small chunks, each of which would be one more pass
          // through compression and one more write to the socket.
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer | string, _encoding, callback) {
              chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              resolve({ status: responseStatusCode, html: Buffer.concat(chunks) });
              callback();
            },
          });
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          log.error("render failed", errorFields(error));
        },
      },
    );
  });
}

/** The answers to client-side navigations and form posts (.data), as handleRequest does pages. */
export const handleDataRequest: HandleDataRequestFunction = (response, { context }) => {
  const headers = new Headers(response.headers);
  const status = temporaryFailure(response.status, headers, context);
  if (status === response.status && headers.get("Retry-After") === response.headers.get("Retry-After")) {
    return response;
  }
  return new Response(response.body, { status, headers });
};

/** Unexpected errors in loaders and actions: logged with the request id the error page shows. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // The request's logger writes its id; without a load context, it is in a header (server/http/security.ts).
  const log = context
    ? requestOf(context).log
    : childLogger(processLog, { requestId: request.headers.get("x-request-id") ?? undefined });
  const url = new URL(request.url).pathname;
  // React Router's own answer to a request no route can take (a POST to a
  // page without an action is a 405): the sender's mistake, not a failure.
  if (isRouteErrorResponse(error) && error.status < 500) {
    log.info("request refused", { method: request.method, url, status: error.status });
    return;
  }
  const fields = {
    method: request.method,
    url,
    ...errorFields(error),
    // While the database is down every request fails the same way: say so, and
    // spare the log a stack trace per request.
    ...(isDatabaseUnavailable(error) ? { databaseUnavailable: true, stack: undefined } : {}),
  };
  if (context && isDatabaseUnavailable(error)) failedOnDatabase.add(context);
  log.error("request failed", fields);
};
