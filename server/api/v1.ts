// The JSON API for integrations. It calls the same domain functions as the
// pages; a DomainError becomes its HTTP status with {error: {title, message}}.
import {
  answerMyConsent,
  applicationSubmittals,
  cancelSubmittal,
  mySubmittalRequests,
  resendSubmittal,
  revokeSubmittal,
  submitToClient,
} from "../domain/submittals";
import { Readable } from "node:stream";
import express, { type NextFunction, type Request, type Response } from "express";
import { isLocale } from "../../common/i18n";
import { jsonNestedDeeperThan } from "../../common/schemas/json-nesting";
import { pageNumber } from "../../common/schemas/paging";
import { storedRoleOf, type Role } from "../../common/schemas/roles";
import type { DomainContext } from "../domain/context";
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from "../db/database";
import { DomainError, httpStatusOf, isDomainError } from "../domain/errors";
import { bodyLimit, limitByRole } from "../http/security";
import { actorFromHeaders } from "../http/session";
import { webHeaders } from "../http/web-headers";
import {
  applicationMessages,
  myApplicationMessages,
  sendApplicationMessage,
} from "../domain/application-messages";
import { applyToJob, myApplications } from "../domain/applications";
import { applyAsGuest } from "../domain/guest-applications";
import { getJob, searchJobs } from "../domain/jobs";
import { closeJob, editJob, reopenJob } from "../domain/job-life";
import { reportCsv, reportFigure } from "../domain/reports";
import { listJobOrders } from "../domain/job-orders";
import {
  applicantProfile,
  listApplications,
  listMyJobs,
  postJob,
  setApplicationStatus,
} from "../domain/employer";
import {
  bulkImportJobs,
  changeRole,
  createUser,
  dashboardStats,
  deleteContactSubmission,
  listAllJobs,
  listAuditLog,
  listContactSubmissions,
  listRegisteredUsers,
  listSystemUsers,
  removeRole,
  setJobActive,
} from "../domain/admin";
import { mergeDuplicate } from "../domain/candidate-merge";
import { dismissDuplicate, listDuplicates, scanDuplicatesNow } from "../domain/duplicates";
import {
  addContact,
  createClient,
  deleteContact,
  getClient,
  listClients,
  setClientArchived,
  updateClient,
  updateContact,
} from "../domain/clients";
import { snippetParts } from "../../common/schemas/talent-pool";
import { inviteToApply, searchCandidates } from "../domain/talent-pool";
import { listSavedJobs, saveJob, unsaveJob } from "../domain/saved-jobs";
import { jobPipeline, moveApplications } from "../domain/pipeline";
import { endPlacement, getPlacement, savePlacement } from "../domain/placements";
import { errorFields } from "../log";
import type { Services } from "../services";

/** What any call may send, signed in or not: a form's limit (server/app.ts). */
const API_BODY_LIMIT = 1024 * 1024;
// The calls that take more, from the one role that sends them: the admin's
// bulk import of up to 10,000 jobs. Anyone else is held to API_BODY_LIMIT.
const LARGER_BODIES: Record<string, { bytes: number; role: Role }> = {
  "/admin/jobs/bulk": { bytes: 12 * 1024 * 1024, role: "admin" },
};

const tooLarge = (res: Response) =>
  void res.json({ error: { title: "Error", message: "The request body is too large." } });

/** A body refused for its nesting (the parser's `verify` below), told apart in the error handler. */
const TOO_DEEP = "entity.too.deep";

type Handler = (ctx: DomainContext, req: Request) => Promise<unknown>;

/**
 * The query string's single values (a repeated parameter keeps its first
 * value). Object.fromEntries defines own keys, so a parameter named
 * `__proto__` is only a name, never a write to a prototype.
 */
function queryOf(req: Request): Record<string, string> {
  return Object.fromEntries(
    Object.entries(req.query).flatMap(([name, value]) => {
      const first = Array.isArray(value) ? value[0] : value;
      return typeof first === "string" ? [[name, first]] : [];
    }),
  );
}

/** A guest application's body: a 5 MB resume, the multipart envelope and the fields (as the job page takes). */
/** A stage move as the API's JSON sends it: {stage, reason?, note?}; anything else is no field. */
function stageMoveOf(body: unknown): Record<string, unknown> {
  const value =
    body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  return { stage: value.stage, reason: value.reason, note: value.note };
}

const GUEST_APPLICATION_BODY_LIMIT = 6 * 1024 * 1024;

/**
 * A multipart body as a FormData (the domain reads the same form the page
 * posts); null when the body is of another type. A body bodyLimit already
 * read (sent without a length) is taken from there.
 */
async function multipartOf(req: Request, res: Response): Promise<FormData | null> {
  if (!req.is("multipart/form-data")) return null;
  const buffered = res.locals.body as Buffer | undefined;
  const request = new globalThis.Request("http://api.invalid/", {
    method: "POST",
    headers: webHeaders(req),
    body: buffered ? new Uint8Array(buffered) : (Readable.toWeb(req) as ReadableStream),
    duplex: "half",
  } as RequestInit);
  try {
    return await request.formData();
  } catch {
    throw new DomainError("invalid", "The form could not be read. Please check the multipart body.");
  }
}

export function apiV1(services: Services) {
  const router = express.Router();
  // Applying without an account (issue #36, decision 0043): a multipart form
  // with the resume, so before the JSON parser and its limit.
  router.post(
    "/jobs/:id/guest-applications",
    bodyLimit(GUEST_APPLICATION_BODY_LIMIT, tooLarge),
    (req: Request, res: Response, next: NextFunction) => guestApplication(req, res, next),
  );
  // A body larger than API_BODY_LIMIT is refused unread unless the caller is
  // known to be of the role its call needs (the session is looked up only
  // for such a body): no one without a session has 12 MB of JSON parsed.
  router.use(
    bodyLimit(limitByRole(services, API_BODY_LIMIT, LARGER_BODIES), tooLarge, { unknownLength: "parser" }),
  );
  // One parser per limit; a body of unknown length is counted as it is read, up to the limit found above.
  const parsers = new Map(
    [API_BODY_LIMIT, ...Object.values(LARGER_BODIES).map(({ bytes }) => bytes)].map((bytes) => [
      bytes,
      express.json({
        limit: bytes,
        // Nesting is read off the text before it is parsed (JSON.stringify and
        // the schemas' checks would exhaust the stack on 100,000 brackets).
        verify: (_req, _res, body) => {
          if (jsonNestedDeeperThan(body))
            throw Object.assign(new Error("JSON nested too deeply"), { status: 400, type: TOO_DEEP });
        },
      }),
    ]),
  );
  router.use((req: Request, res: Response, next: NextFunction) =>
    (parsers.get(res.locals.bodyLimit as number) ?? parsers.get(API_BODY_LIMIT)!)(req, res, next),
  );
  // A body of another type would be skipped by the parser and reach the
  // handlers as no body at all (an application without its cover letter).
  router.use((req: Request, res: Response, next: NextFunction) => {
    const empty = req.get("transfer-encoding") === undefined && Number(req.get("content-length") ?? 0) === 0;
    if (empty || req.is("application/json") !== false) return next();
    res.status(415).json({
      error: { title: "Error", message: "The request body must be JSON (Content-Type: application/json)." },
    });
  });

  async function contextOf(req: Request): Promise<DomainContext> {
    // A database that cannot be reached is thrown here, and answered 503 below.
    const actor = await actorFromHeaders(services, webHeaders(req), req.get("x-request-id"));
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
      if (!ctx.actor)
        throw new DomainError("unauthenticated", "Please sign in to continue.", { title: "Login Required" });
      // The API's published values are the stored ones, as its role endpoints take them (decision 0018).
      return { id: ctx.actor.userId, email: ctx.actor.email, role: storedRoleOf(ctx.actor.role) };
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
  const guestApplication = (req: Request, res: Response, next: NextFunction) => {
    if (!req.is("multipart/form-data")) {
      return void res.status(415).json({
        error: {
          title: "Error",
          message: "The request body must be a form (Content-Type: multipart/form-data) with the resume.",
        },
      });
    }
    return route(async (ctx, request) => {
      const form = await multipartOf(request, res);
      const language = form?.get("language");
      return applyAsGuest(ctx, String(request.params.id), form ?? {}, {
        language: isLocale(language) ? language : undefined,
      });
    })(req, res, next);
  };
  router.get(
    "/me/applications",
    route((ctx) => myApplications(ctx)),
  );
  // What recruiters wrote about one of the candidate's own applications (issue #37).
  router.get(
    "/me/applications/:id/messages",
    route((ctx, req) => myApplicationMessages(ctx, String(req.params.id))),
  );
  // The candidate's requests to share their profile with a client (issue #38), and their answer.
  router.get(
    "/me/submittals",
    route((ctx) => mySubmittalRequests(ctx)),
  );
  router.post(
    "/me/submittals/:id/answer",
    route((ctx, req) => answerMyConsent(ctx, String(req.params.id), req.body ?? {})),
  );
  // Saved jobs (issue #24): the signed-in candidate's own list, newest saved first.
  router.get(
    "/me/saved-jobs",
    route((ctx, req) => listSavedJobs(ctx, { page: pageNumber(queryOf(req).page) })),
  );
  router.put(
    "/me/saved-jobs/:jobId",
    route(async (ctx, req) => {
      await saveJob(ctx, String(req.params.jobId));
      return { saved: true };
    }),
  );
  router.delete(
    "/me/saved-jobs/:jobId",
    route(async (ctx, req) => {
      await unsaveJob(ctx, String(req.params.jobId));
      return { saved: false };
    }),
  );

  // ── Employers (and admins): their jobs and applicants ──
  const text = (value: unknown) => (typeof value === "string" ? value : null);
  router.get(
    "/employer/jobs",
    route((ctx) => listMyJobs(ctx)),
  );
  router.post(
    "/employer/jobs",
    route(async (ctx, req) => ({ id: await postJob(ctx, req.body ?? {}) })),
  );
  // A job's life (issue #37): the owner or an admin; another employer's job is not found.
  router.put(
    "/employer/jobs/:id",
    route(async (ctx, req) => editJob(ctx, String(req.params.id), req.body ?? {})),
  );
  router.patch(
    "/employer/jobs/:id",
    route(async (ctx, req) => editJob(ctx, String(req.params.id), req.body ?? {}, { partial: true })),
  );
  router.post(
    "/employer/jobs/:id/close",
    route(async (ctx, req) => {
      await closeJob(ctx, String(req.params.id));
      return { active: false };
    }),
  );
  router.post(
    "/employer/jobs/:id/reopen",
    route(async (ctx, req) => {
      await reopenJob(ctx, String(req.params.id));
      return { active: true };
    }),
  );
  // Job orders (issue #37, decision 0052): the caller's open orders, what needs attention first;
  // an admin's, everyone's or one recruiter's (?owner=<user id>).
  router.get(
    "/employer/orders",
    route((ctx, req) => {
      const query = queryOf(req);
      return listJobOrders(ctx, { page: query.page, owner: query.owner });
    }),
  );
  // The firm's numbers (issue #38, decision 0058): one figure for a period
  // (?from&to, India dates) and scope (?owner&client&job; a recruiter's are
  // always their own orders); ?format=csv for the page's CSV.
  router.get("/employer/reports/:figure", async (req: Request, res: Response, next: NextFunction) => {
    try {
      const ctx = await contextOf(req);
      const query = queryOf(req);
      const wanted = {
        from: query.from,
        to: query.to,
        owner: query.owner,
        client: query.client,
        job: query.job,
      };
      if (query.format === "csv") {
        const { filename, csv } = await reportCsv(ctx, String(req.params.figure), wanted);
        res
          .set({
            "Content-Type": "text/csv; charset=utf-8",
            "Content-Disposition": `attachment; filename="${filename}"`,
            "Cache-Control": "no-store",
          })
          .send("\uFEFF" + csv);
        return;
      }
      const report = await reportFigure(ctx, String(req.params.figure), wanted);
      res.set("Cache-Control", "no-store").json({
        data: {
          ...report,
          period: { from: report.period.from, to: report.period.to, adjusted: report.period.adjusted },
        },
      });
    } catch (error) {
      next(error);
    }
  });
  router.get(
    "/employer/jobs/:id/applications",
    route((ctx, req) =>
      listApplications(ctx, String(req.params.id), {
        status: text(req.query.status),
        sort: text(req.query.sort),
        page: pageNumber(queryOf(req).page),
      }),
    ),
  );
  router.put(
    "/employer/applications/:id/status",
    route(async (ctx, req) => ({
      status: await setApplicationStatus(ctx, String(req.params.id), req.body?.status, {
        reason: req.body?.reason,
        note: req.body?.note,
      }),
    })),
  );
  // The pipeline (issue #37, decision 0050): a job's board, and stage moves of one application or many.
  router.get(
    "/employer/jobs/:id/pipeline",
    route((ctx, req) => jobPipeline(ctx, String(req.params.id))),
  );
  router.post(
    "/employer/applications/:id/stage",
    route((ctx, req) => moveApplications(ctx, String(req.params.id), stageMoveOf(req.body))),
  );
  router.post(
    "/employer/pipeline/moves",
    route((ctx, req) => moveApplications(ctx, req.body?.applicationIds, stageMoveOf(req.body))),
  );
  // Submittals (issue #38, decision 0055): the job's owner or an admin, as on the pages.
  router.get(
    "/employer/applications/:id/submittals",
    route((ctx, req) => applicationSubmittals(ctx, String(req.params.id))),
  );
  router.post(
    "/employer/applications/:id/submittals",
    route(async (ctx, req) => ({ id: await submitToClient(ctx, String(req.params.id), req.body ?? {}) })),
  );
  for (const [step, run] of [
    ["cancel", cancelSubmittal],
    ["resend", resendSubmittal],
    ["revoke", revokeSubmittal],
  ] as const)
    router.post(
      `/employer/submittals/:id/${step}`,
      route(async (ctx, req) => {
        await run(ctx, String(req.params.id));
        return { ok: true };
      }),
    );
  // Placements (issue #38, decision 0057): an application's offer and joining, and ending one early.
  router.get(
    "/employer/applications/:id/placement",
    route((ctx, req) => getPlacement(ctx, String(req.params.id))),
  );
  router.put(
    "/employer/applications/:id/placement",
    route((ctx, req) => savePlacement(ctx, String(req.params.id), req.body ?? {})),
  );
  router.post(
    "/employer/placements/:id/end",
    route((ctx, req) => endPlacement(ctx, String(req.params.id), req.body ?? {})),
  );
  // Writing to the candidate of an application (issue #37): the job's employer or an admin.
  router.get(
    "/employer/applications/:id/messages",
    route((ctx, req) => applicationMessages(ctx, String(req.params.id))),
  );
  router.post(
    "/employer/applications/:id/messages",
    route((ctx, req) => sendApplicationMessage(ctx, String(req.params.id), req.body ?? {})),
  );
  router.get(
    "/employer/candidates/:id",
    route((ctx, req) => applicantProfile(ctx, String(req.params.id))),
  );
  // The talent pool (issue #22): the search of the dashboard's tab, with the same query string.
  router.get(
    "/employer/talent-pool",
    route(async (ctx, req) => {
      const result = await searchCandidates(ctx, queryOf(req));
      // The snippet as runs of text, each a match or not: no control characters, no HTML to trust.
      return {
        ...result,
        cards: result.cards.map(({ snippet, ...card }) => ({
          ...card,
          snippet: snippet ? snippetParts(snippet) : null,
        })),
      };
    }),
  );
  router.post(
    "/employer/talent-pool/:id/invitations",
    route((ctx, req) => inviteToApply(ctx, { candidateId: String(req.params.id), jobId: req.body?.jobId })),
  );

  // ── Clients and their contacts (issue #37): staff read them, admins write them ──
  router.get(
    "/clients",
    route((ctx, req) => {
      const query = queryOf(req);
      return listClients(ctx, { q: query.q, page: query.page, archived: query.archived === "true" });
    }),
  );
  router.post(
    "/clients",
    route(async (ctx, req) => ({ id: await createClient(ctx, req.body ?? {}) })),
  );
  router.get(
    "/clients/:id",
    route((ctx, req) => getClient(ctx, String(req.params.id))),
  );
  router.put(
    "/clients/:id",
    route(async (ctx, req) => {
      await updateClient(ctx, String(req.params.id), req.body ?? {});
      return { updated: true };
    }),
  );
  router.post(
    "/clients/:id/archived",
    route(async (ctx, req) => {
      const archived = req.body?.archived === true;
      await setClientArchived(ctx, String(req.params.id), archived);
      return { archived };
    }),
  );
  router.get(
    "/clients/:id/contacts",
    route(async (ctx, req) => (await getClient(ctx, String(req.params.id))).contacts),
  );
  router.post(
    "/clients/:id/contacts",
    route(async (ctx, req) => ({ id: await addContact(ctx, String(req.params.id), req.body ?? {}) })),
  );
  router.put(
    "/contacts/:id",
    route(async (ctx, req) => {
      await updateContact(ctx, String(req.params.id), req.body ?? {});
      return { updated: true };
    }),
  );
  router.delete(
    "/contacts/:id",
    route(async (ctx, req) => {
      await deleteContact(ctx, String(req.params.id));
      return { deleted: true };
    }),
  );

  // ── Admins ──
  router.get(
    "/admin/stats",
    route((ctx) => dashboardStats(ctx)),
  );
  router.get(
    "/admin/jobs",
    route((ctx, req) =>
      listAllJobs(ctx, {
        q: text(req.query.q),
        sort: text(req.query.sort),
        dir: text(req.query.dir),
        page: pageNumber(queryOf(req).page),
      }),
    ),
  );
  router.post(
    "/admin/jobs/:id/active",
    route(async (ctx, req) => {
      await setJobActive(ctx, String(req.params.id), req.body?.active);
      return { active: req.body.active as boolean };
    }),
  );
  router.post(
    "/admin/jobs/bulk",
    route((ctx, req) =>
      bulkImportJobs(ctx, typeof req.body === "string" ? req.body : JSON.stringify(req.body ?? null)),
    ),
  );
  router.get(
    "/admin/users",
    route((ctx, req) =>
      listRegisteredUsers(ctx, { q: text(req.query.q), page: pageNumber(queryOf(req).page) }),
    ),
  );
  router.get(
    "/admin/system-users",
    route((ctx, req) => listSystemUsers(ctx, { q: text(req.query.q), page: pageNumber(queryOf(req).page) })),
  );
  router.post(
    "/admin/users",
    route((ctx, req) => createUser(ctx, req.body ?? {})),
  );
  router.put(
    "/admin/users/:id/role",
    route(async (ctx, req) => {
      await changeRole(ctx, String(req.params.id), req.body?.role);
      return { role: req.body?.role };
    }),
  );
  router.delete(
    "/admin/users/:id/role",
    route(async (ctx, req) => {
      await removeRole(ctx, String(req.params.id));
      return { removed: true };
    }),
  );
  router.get(
    "/admin/contact-submissions",
    route((ctx, req) => listContactSubmissions(ctx, { page: pageNumber(queryOf(req).page) })),
  );
  router.delete(
    "/admin/contact-submissions/:id",
    route(async (ctx, req) => {
      await deleteContactSubmission(ctx, String(req.params.id));
      return { deleted: true };
    }),
  );
  router.get(
    "/admin/audit-log",
    route((ctx, req) => listAuditLog(ctx, { page: pageNumber(queryOf(req).page) })),
  );
  // Profiles of one person (issue #38, decision 0056): the open pairs, merge (keep "a" or "b") and dismiss.
  router.get(
    "/admin/duplicates",
    route((ctx) => listDuplicates(ctx)),
  );
  router.post(
    "/admin/duplicates/scan",
    route((ctx) => scanDuplicatesNow(ctx)),
  );
  router.post(
    "/admin/duplicates/:id/merge",
    route(async (ctx, req) => {
      const merged = await mergeDuplicate(ctx, String(req.params.id), String(req.body?.keep ?? ""));
      return { merged: merged.mergeId, kept: merged.kept, removed: merged.removed, moved: merged.moved };
    }),
  );
  router.post(
    "/admin/duplicates/:id/dismiss",
    route(async (ctx, req) => {
      await dismissDuplicate(ctx, String(req.params.id));
      return { dismissed: true };
    }),
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
      const message =
        status === 413
          ? "The request body is too large."
          : (error as { type?: string }).type === TOO_DEEP
            ? "The request body is nested too deeply."
            : "The request body is not valid JSON.";
      res.status(status).json({ error: { title: "Error", message } });
      return;
    }
    if (isDatabaseUnavailable(error)) {
      // Temporary: the client may try again. Logged without a stack trace, one line per request.
      services.log.error("api request failed: database unavailable", {
        requestId: res.locals.requestId,
        url: req.originalUrl,
        error: error instanceof Error ? error.message : String(error),
      });
      res
        .status(503)
        .set("Retry-After", String(DATABASE_UNAVAILABLE.retryAfterSeconds))
        .json({
          error: {
            title: "Service Unavailable",
            message: DATABASE_UNAVAILABLE.message,
            requestId: res.locals.requestId,
          },
        });
      return;
    }
    services.log.error("api request failed", {
      requestId: res.locals.requestId,
      url: req.originalUrl,
      ...errorFields(error),
    });
    res.status(500).json({
      error: { title: "Error", message: "An unexpected error occurred.", requestId: res.locals.requestId },
    });
  });
  return router;
}
