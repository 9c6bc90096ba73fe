// What each request leaves behind for an operator: one access log line and
// its count and time in /metrics, both labelled by route pattern
// (server/http/route-pattern.ts), never by address. And /metrics itself,
// answered only to the scraper holding METRICS_TOKEN.
import { timingSafeEqual } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import type { Config } from "../config";
import type { Logger } from "../log";
import type { Metrics } from "../metrics";
import { methodLabel, routePattern, type PagePatternOf } from "./route-pattern";

/**
 * Installed first (after the request id). Does nothing at all when neither
 * the log nor metrics want it.
 */
export function observeRequests(options: {
  accessLog: boolean;
  /** Null when /metrics is not served: nothing is counted per request. */
  metrics: Metrics | null;
  pagePatternOf: PagePatternOf;
}) {
  const { accessLog, metrics, pagePatternOf } = options;
  return (req: Request, res: Response, next: NextFunction) => {
    if (!accessLog && !metrics) return next();
    const start = performance.now();
    // What the connection carried for this answer, headers included, as
    // sent (compressed): a connection answers one request at a time.
    // Counting here costs nothing per chunk, as wrapping `write` would.
    const socket = req.socket;
    const bytesBefore = accessLog ? socket.bytesWritten : 0;
    // "close" comes after "finish", and alone when the client left first.
    res.once("close", () => {
      const seconds = (performance.now() - start) / 1000;
      const route = routePattern(req, pagePatternOf);
      const method = methodLabel(req.method);
      const status = res.statusCode;
      if (metrics) {
        const rendered: unknown = res.locals.renderSeconds;
        metrics.requests.record(
          route,
          method,
          status,
          seconds,
          typeof rendered === "number" ? rendered : null,
        );
      }
      if (accessLog)
        (res.locals.log as Logger).info("request", {
          method,
          route,
          status,
          bytes: socket.bytesWritten - bytesBefore,
          ms: Math.round(seconds * 10_000) / 10,
          ...(res.writableFinished ? {} : { aborted: true }),
        });
    });
    next();
  };
}

/**
 * GET /metrics in Prometheus's text format, for `Authorization: Bearer
 * METRICS_TOKEN`; 401 for anyone else. Not installed without a token.
 */
export function serveMetrics(config: Config, metrics: Metrics) {
  const expected = Buffer.from(`Bearer ${config.metricsToken}`);
  return async (req: Request, res: Response) => {
    const given = Buffer.from(req.headers.authorization ?? "");
    res.set("Cache-Control", "no-store");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      res
        .status(401)
        .set("WWW-Authenticate", 'Bearer realm="metrics"')
        .type("text/plain")
        .send("Unauthorized\n");
      return;
    }
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  };
}
