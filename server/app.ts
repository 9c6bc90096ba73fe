// The HTTP application: one Express app that serves static files, /healthz,
// the JSON API and every page through React Router. It is the entry of the
// server build (vite.config.ts), so pages and API share one domain layer.
import { createRequestHandler as createReactRouterHandler } from "react-router";
import path from "node:path";
import { constants as zlibConstants } from "node:zlib";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import expressStaticGzip from "express-static-gzip";
import { BULK_IMPORT_MAX_BYTES } from "../common/schemas/jobs";
import type { Role } from "../common/schemas/roles";
import { apiV1 } from "./api/v1";
import { oneClickUnsubscribe, UNSUBSCRIBE_PATH } from "./http/unsubscribe";
import { backupToFile, restoreFromFile } from "./backup";
import { verifyBackup } from "./backup-verify";
import { loadConfig, type Config } from "./config";
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from "./db/database";
import { migrate } from "./db/migrate";
import { startQueue } from "./queue";
import { openConfiguredDatabase } from "./services";
import {
  bodyLimit,
  limitByRole,
  personalAnswersUncached,
  requestId,
  sameOriginOnly,
  securityHeaders,
  wellFormedHost,
} from "./http/security";
import { loadContextFor } from "./http/load-context";
import { servePageCache } from "./http/page-cache";
import { cataloguePreloads } from "./http/catalogue-preloads";
import { chooseLocale, clientLinkLocale } from "./http/locale";
import { pageHandler } from "./http/page-response";
import { observeRequests, serveMetrics } from "./http/observe-requests";
import { livez, readyz, type Lifecycle } from "./http/probes";
import { pagePatterns, pageRouteTree } from "./http/route-pattern";
import { createLogger, errorFields, type Logger } from "./log";
import { observeServices } from "./metrics";
import { seedDemo } from "./seed/demo";
import type { Services } from "./services";
import { createServices } from "./wiring";

export interface ServerApp {
  app: express.Express;
  services: Services;
  config: Config;
  /** Set `shuttingDown` and /readyz answers 503 at once (server/http/probes.ts). */
  lifecycle: Lifecycle;
}

const FORM_BODY_LIMIT = 1024 * 1024;
// Pages that take more than a form, from the one role that sends it: a
// candidate's uploads of 5 MB files (plus the multipart envelope), and the
// admin's bulk import of up to 10,000 jobs. Anyone else gets a form's limit
// (limitByRole, server/http/security.ts).
const BODY_LIMITS: Record<string, { bytes: number; role: Role }> = {
  "/profile": { bytes: 6 * 1024 * 1024, role: "candidate" },
  "/admin/post": { bytes: BULK_IMPORT_MAX_BYTES, role: "admin" },
};

/** A job page (in either language, or its `.data` form), where anyone may post an application with a resume. */
const GUEST_APPLY_PAGE = /^(?:\/hi)?\/jobs\/[^/]+(?:\.data)?$/;
/** A 5 MB resume, the multipart envelope and the form's fields, as the profile's upload allows. */
export const GUEST_APPLY_BODY_LIMIT = 6 * 1024 * 1024;

export async function createApp(options: { clientDir?: string; config?: Config } = {}): Promise<ServerApp> {
  const config = options.config ?? loadConfig();
  const services = await createServices(config);
  if (config.seedDemo) await seedDemo(services);

  const app = express();
  app.disable("x-powered-by");
  // A number of proxies or their addresses (TRUST_PROXY), never `true`: that
  // would take the left-most X-Forwarded-For entry, which the client writes.
  app.set("trust proxy", config.trustProxy);
  app.use(requestId(services.log));
  // In production the build never changes: import it once, rather than have
  // React Router re-read its routes on every request. Development reads it
  // per request (Vite swaps modules); its routes are read once here.
  const build = await import("virtual:react-router/server-build");
  const metrics = config.metricsToken ? services.metrics : null;
  app.use(
    observeRequests({
      accessLog: config.accessLog,
      metrics,
      pagePatternOf: pagePatterns(pageRouteTree(build.routes)),
    }),
  );
  app.use(securityHeaders(config));
  app.use(wellFormedHost);
  // Brotli's default window (4 MB) is set up anew for every response, which
  // doubled the cost of compressing a page; 256 KB holds any page whole, so
  // the pages come out the same size.
  app.use(compression({ brotli: { params: { [zlibConstants.BROTLI_PARAM_LGWIN]: 18 } } }));

  // 503 only when the database is down: nothing works without it. A file store
  // or Redis that is down is shared by every instance, so taking this one out
  // of a load balancer would not help; the site runs on without them (uploads
  // fail, rate limits count in PostgreSQL), so they answer 200 "degraded".
  app.get("/healthz", async (_req, res) => {
    const [databaseUp, storageUp, redisUp] = await Promise.all([
      services.database.ping(),
      services.storage.check(),
      services.rateLimits.kind === "redis" ? services.rateLimits.check() : null,
    ]);
    const state = (up: boolean) => (up ? "up" : "down");
    res
      .status(databaseUp ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json({
        status: databaseUp && storageUp && redisUp !== false ? "ok" : "degraded",
        database: state(databaseUp),
        kind: services.database.kind,
        storage: state(storageUp),
        ...(redisUp === null ? {} : { redis: state(redisUp) }),
      });
  });

  const lifecycle: Lifecycle = { shuttingDown: false };
  app.get("/livez", livez);
  app.get("/readyz", readyz(services, config, lifecycle));
  if (metrics) {
    observeServices(metrics, services);
    app.get("/metrics", serveMetrics(config, metrics));
  }

  if (options.clientDir) {
    // Fingerprinted build output can be cached for a year; the rest briefly.
    // The build compressed each file already (vite.config.ts): brotli where
    // the browser takes it, else gzip, sent as they are (the compression
    // middleware leaves an encoded answer alone).
    app.use(
      "/assets",
      expressStaticGzip(path.join(options.clientDir, "assets"), {
        enableBrotli: true,
        orderPreference: ["br", "gzip"],
        serveStatic: { immutable: true, maxAge: "1y", index: false },
      }),
    );
    // Only paths that look like files go to the disk: pages skip the stat().
    const files = express.static(options.clientDir, { maxAge: "1h", index: false });
    app.use((req, res, next) => (path.extname(req.path) ? files(req, res, next) : next()));
  }

  app.use(personalAnswersUncached);
  // Before the same-origin check: a mail provider posts it (server/http/unsubscribe.ts).
  app.post(UNSUBSCRIBE_PATH, oneClickUnsubscribe(services));
  app.use(sameOriginOnly(config));
  app.use("/api/v1", apiV1(services));
  const pageLimit = limitByRole(services, FORM_BODY_LIMIT, BODY_LIMITS, (req) =>
    req.path.replace(/\.data$/, ""),
  );
  app.use(
    bodyLimit(
      // A job page takes a visitor's application with a resume (issue #36, decision 0043).
      (req, res) =>
        req.method === "POST" && GUEST_APPLY_PAGE.test(req.path)
          ? GUEST_APPLY_BODY_LIMIT
          : pageLimit(req, res),
      "The submitted data is too large. Files can be at most 5 MB, and a bulk import at most 15 MB.",
    ),
  );

  app.use(clientLinkLocale(services));
  app.use(chooseLocale);
  const preloadsOf = cataloguePreloads(options.clientDir);

  const loadContext = (req: Request, res: Response) =>
    loadContextFor({
      locale: res.locals.locale,
      cataloguePreloads: preloadsOf(res.locals.locale, req.path),
      services,
      requestId: res.locals.requestId,
      log: res.locals.log,
      clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
      cspNonce: res.locals.cspNonce,
    });
  const renderPage = createReactRouterHandler(
    config.env === "production" ? build : () => import("virtual:react-router/server-build"),
    config.env === "production" ? "production" : "development",
  );
  // Timed until React Router's answer starts (a page streams on), for /metrics.
  const render = async (request: globalThis.Request, req: Request, res: Response) => {
    const start = performance.now();
    try {
      return await renderPage(request, loadContext(req, res));
    } finally {
      res.locals.renderSeconds = (performance.now() - start) / 1000;
    }
  };
  // Development: nothing is kept, as Vite swaps modules.
  if (config.env === "production") app.use(servePageCache(config, services.caches.pages, render));
  app.all("/{*path}", pageHandler(config.publicUrl, render));

  // Errors that escape everything above: logged with the request id (the
  // request's logger writes it), and a plain page for the visitor, never a
  // stack trace; 503 with Retry-After when the database is down (temporary),
  // as the pages say it.
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const log: Logger = res.locals.log;
    const request = { method: req.method, url: req.originalUrl };
    // An address whose %-escapes do not decode (`/jobs/%E0%A4`): the router
    // could not read it. The sender's mistake, not ours.
    const badAddress = error instanceof URIError;
    const unavailable = !badAddress && isDatabaseUnavailable(error);
    if (badAddress) log.info("address that does not decode", request);
    else
      log.error("unhandled request error", {
        ...request,
        ...errorFields(error),
        ...(unavailable ? { databaseUnavailable: true, stack: undefined } : {}),
      });
    if (res.headersSent) return res.end();
    if (unavailable) res.set("Retry-After", String(DATABASE_UNAVAILABLE.retryAfterSeconds));
    // A body left unread (a page post refused before its body limit was known) is not wanted.
    if (!req.complete) res.set("Connection", "close");
    const [status, title, heading, text] = badAddress
      ? [
          400,
          "Invalid address",
          "This address is not valid",
          "Check the link you followed or the address you typed.",
        ]
      : [
          unavailable ? 503 : 500,
          "Something went wrong",
          "Something went wrong",
          `Please try again in a moment. If it keeps happening, quote reference <code>${res.locals.requestId}</code> when you contact us.`,
        ];
    res
      .status(status)
      .type("html")
      .send(
        `<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><h1>${heading}</h1><p>${text}</p><p><a href="/">Return to Home</a></p>`,
      );
  });

  return { app, services, config, lifecycle };
}

/**
 * `node server.js backup FILE` / `node server.js restore FILE`: the database
 * and uploaded files of the configured installation, to or from one file.
 * `node server.js migrate`: the pending migrations, the app's and the mail
 * queue's, then exit, for a deployment that migrates before it starts new
 * instances (they would otherwise migrate as they start, taking turns).
 * `node server.js backup:verify FILE`: FILE restored into a scratch
 * installation and its counts compared (server/backup-verify.ts).
 */
export async function runCommand(command: string, file: string | undefined): Promise<string> {
  if (command === "migrate") return migrateOnly(loadConfig());
  if (!file) throw new Error(`Usage: node server.js ${command} FILE`);
  if (command === "backup:verify") {
    const { tables, rows, files } = await verifyBackup(file);
    return `Verified ${file}: ${tables} tables, ${rows} rows, ${files} files match.`;
  }
  const config = loadConfig();
  const services = await createServices(config);
  try {
    if (command === "backup") {
      const { rows, files } = await backupToFile(services, file);
      return `Backed up ${rows} rows and ${files} files to ${file}.`;
    }
    if (command === "restore") {
      const { rows, files } = await restoreFromFile(services, file);
      return `Restored ${rows} rows and ${files} files from ${file}.`;
    }
    throw new Error(`Unknown command: ${command}`);
  } finally {
    await services.close();
  }
}

async function migrateOnly(config: Config): Promise<string> {
  const log = createLogger({ level: config.logLevel });
  const database = await openConfiguredDatabase(config);
  try {
    const applied = await migrate(database);
    // pg-boss brings its own schema up to date as it starts.
    const queue = await startQueue({ database, log, mailRetry: config.mailRetry, pollingIntervalSeconds: 2 });
    await queue.stop();
    return applied.length
      ? `Applied ${applied.length} migrations: ${applied.join(", ")}.`
      : "The database is up to date.";
  } finally {
    await database.close();
  }
}
