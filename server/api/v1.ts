// The JSON API for integrations. It calls the same domain functions as the
// pages; a DomainError becomes its HTTP status with {error: {title, message}}.
import express, { type NextFunction, type Request, type Response } from "express";
import type { DomainContext } from "../domain/context";
import { DomainError, httpStatusOf, isDomainError } from "../domain/errors";
import { applyToJob, myApplications } from "../domain/applications";
import { getJob, searchJobs } from "../domain/jobs";
import { roleOf } from "../domain/roles";
import { errorFields } from "../log";
import type { Services } from "../services";

const API_BODY_LIMIT = "12mb";

type Handler = (ctx: DomainContext, req: Request) => Promise<unknown>;

/** The query string's single values (a repeated parameter keeps its first value). */
function queryOf(req: Request): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.query)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === "string") query[name] = first;
  }
  return query;
}

export function apiV1(services: Services) {
  const router = express.Router();
  router.use(express.json({ limit: API_BODY_LIMIT }));

  async function contextOf(req: Request): Promise<DomainContext> {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === "string") headers.set(name, value);
    }
    const session = await services.auth.api.getSession({ headers }).catch(() => null);
    const actor = session
      ? { userId: session.user.id, email: session.user.email, role: await roleOf(services.db, session.user.id, services.log) }
      : null;
    return { services, db: services.db, actor, clientIp: req.ip ?? "unknown" };
  }

  const route = (handler: Handler) => async (req: Request, res: Response, next: NextFunction) => {
    try {
      const result = await handler(await contextOf(req), req);
      res.set("Cache-Control", "no-store").json({ data: result });
    } catch (error) {
      next(error);
    }
  };

  router.get(
    "/me",
    route(async (ctx) => {
      if (!ctx.actor) throw new DomainError("unauthenticated", "Please sign in to continue.", { title: "Login Required" });
      return { id: ctx.actor.userId, email: ctx.actor.email, role: ctx.actor.role };
    }),
  );

  // Jobs and applications (docs/decisions/0006-jobs-and-applications.md).
  router.get(
    "/jobs",
    route((ctx, req) => searchJobs(ctx, queryOf(req))),
  );
  router.get(
    "/jobs/:id",
    route((ctx, req) => getJob(ctx, String(req.params.id))),
  );
  router.post(
    "/jobs/:id/applications",
    route(async (ctx, req) => {
      const body = req.body && typeof req.body === "object" ? (req.body as Record<string, unknown>) : {};
      return applyToJob(ctx, String(req.params.id), body);
    }),
  );
  router.get(
    "/me/applications",
    route((ctx) => myApplications(ctx)),
  );

  router.use((_req: Request, res: Response) => {
    res.status(404).json({ error: { title: "Not Found", message: "No such API endpoint." } });
  });

  router.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (isDomainError(error)) {
      res.status(httpStatusOf[error.kind]).json({
        error: { title: error.title, message: error.message, fields: error.fieldErrors },
      });
      return;
    }
    const status = (error as { status?: number }).status;
    if (status && status >= 400 && status < 500) {
      const message = status === 413 ? "The request body is too large." : "The request body is not valid JSON.";
      res.status(status).json({ error: { title: "Error", message } });
      return;
    }
    services.log.error("api request failed", { requestId: res.locals.requestId, url: req.originalUrl, ...errorFields(error) });
    res.status(500).json({ error: { title: "Error", message: "An unexpected error occurred.", requestId: res.locals.requestId } });
  });
  return router;
}
