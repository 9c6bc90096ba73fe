// Saved jobs (issue #24, decision 0032): a candidate keeps jobs to come back
// to, from a job card or the job page, and finds them at /saved-jobs. Only a
// candidate's own list exists for them: every function works on the signed-in
// candidate's rows, and no id of another person's list is ever taken.
import { sql } from "kysely";
import type { JobSummary } from "../../common/schemas/jobs";
import { pageNumber } from "../../common/schemas/paging";
import type { Actor, DomainContext } from "./context";
import { DomainError } from "./errors";
import { isUuid } from "./ids";
import { acceptingApplications, jobNotFound, summaryColumns, toSummary } from "./jobs";

export const SAVED_JOBS_PAGE_SIZE = 20;

/** A saved job as /saved-jobs shows it: the job card's fields, when it was saved, and whether it closed. */
export interface SavedJob extends JobSummary {
  saved_at: string;
  /**
   * Deactivated, or past its deadline: shown as closed, not hidden. Its
   * `accepting` is false then too (an inactive job takes no applications).
   */
  closed: boolean;
  /** Still active: its page can be opened (an inactive job's is 'Job Not Found'). */
  active: boolean;
}

export interface SavedJobsPage {
  jobs: SavedJob[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/** The signed-in candidate; a visitor must sign in, an employer or admin saves nothing. */
function savingCandidate(ctx: DomainContext): Actor {
  if (!ctx.actor) {
    throw new DomainError("unauthenticated", /*i18n*/ "Please sign in to save jobs.", {
      title: /*i18n*/ "Login Required",
    });
  }
  // As with applying: staff accounts have no list of their own to keep.
  if (ctx.actor.role !== "candidate") {
    throw new DomainError("forbidden", /*i18n*/ "Only candidate accounts can save jobs.", {
      title: /*i18n*/ "Not a candidate account",
    });
  }
  return ctx.actor;
}

/** An id given by the caller, or 'Job Not Found' when it cannot be one of ours. */
function jobIdOf(jobId: unknown): string {
  if (typeof jobId !== "string" || !isUuid(jobId)) throw jobNotFound();
  return jobId;
}

/**
 * Saves an active job to the candidate's list. Saving a job already saved
 * changes nothing (two taps, two tabs); an unknown, malformed or inactive
 * job is 'Job Not Found', as everywhere a candidate names a job.
 */
export async function saveJob(ctx: DomainContext, jobId: unknown): Promise<void> {
  const actor = savingCandidate(ctx);
  const id = jobIdOf(jobId);
  // One statement: a job deactivated a moment ago is not saved.
  const inserted = await ctx.db
    .insertInto("saved_jobs")
    .columns(["candidate_id", "job_id"])
    .expression((eb) =>
      eb
        .selectFrom("jobs")
        .select([eb.val(actor.userId).as("candidate_id"), "jobs.id"])
        .where("jobs.id", "=", id)
        .where("jobs.is_active", "=", true),
    )
    .onConflict((oc) => oc.columns(["candidate_id", "job_id"]).doNothing())
    .returning("job_id")
    .executeTakeFirst();
  if (inserted) return;
  // Nothing inserted: saved before (fine), or no such active job.
  const active = await ctx.db
    .selectFrom("jobs")
    .select("id")
    .where("id", "=", id)
    .where("is_active", "=", true)
    .executeTakeFirst();
  if (!active) throw jobNotFound();
}

/**
 * Takes a job off the candidate's list, closed or not. Removing a job that is
 * not on it changes nothing; only a malformed id is refused.
 */
export async function unsaveJob(ctx: DomainContext, jobId: unknown): Promise<void> {
  const actor = savingCandidate(ctx);
  const id = jobIdOf(jobId);
  await ctx.db
    .deleteFrom("saved_jobs")
    .where("candidate_id", "=", actor.userId)
    .where("job_id", "=", id)
    .execute();
}

/**
 * The candidate's saved jobs, newest saved first, SAVED_JOBS_PAGE_SIZE a page.
 * A job that closed since (deactivated, or past its deadline) stays, marked
 * closed; one that was deleted is gone with its row.
 */
export async function listSavedJobs(
  ctx: DomainContext,
  query: { page?: unknown } = {},
): Promise<SavedJobsPage> {
  const actor = savingCandidate(ctx);
  const page = pageNumber(query.page);
  const mine = ctx.db.selectFrom("saved_jobs").where("saved_jobs.candidate_id", "=", actor.userId);
  const [counted, rows] = await Promise.all([
    mine.select(sql<number>`count(*)::int`.as("n")).executeTakeFirstOrThrow(),
    mine
      .innerJoin("jobs", "jobs.id", "saved_jobs.job_id")
      .select([
        ...summaryColumns,
        "jobs.is_active",
        "saved_jobs.created_at as saved_at",
        // An inactive job takes no applications whatever its deadline.
        sql<boolean>`(jobs.is_active and ${acceptingApplications})`.as("accepting"),
      ])
      .orderBy("saved_jobs.created_at", "desc")
      .orderBy("saved_jobs.job_id")
      .limit(SAVED_JOBS_PAGE_SIZE)
      .offset((page - 1) * SAVED_JOBS_PAGE_SIZE)
      .execute(),
  ]);
  const total = Number(counted.n);
  return {
    jobs: rows.map(({ is_active, saved_at, ...row }) => {
      const summary = toSummary(row);
      return {
        ...summary,
        saved_at: new Date(saved_at).toISOString(),
        closed: !summary.accepting,
        active: Boolean(is_active),
      };
    }),
    total,
    page,
    pageSize: SAVED_JOBS_PAGE_SIZE,
    pageCount: Math.max(1, Math.ceil(total / SAVED_JOBS_PAGE_SIZE)),
  };
}

/** Which of `jobIds` (the jobs a page shows) the candidate has saved, for their Save / Saved buttons. */
export async function savedJobIds(ctx: DomainContext, jobIds: readonly string[]): Promise<string[]> {
  const actor = savingCandidate(ctx);
  const ids = jobIds.filter(isUuid);
  if (!ids.length) return [];
  const rows = await ctx.db
    .selectFrom("saved_jobs")
    .select("job_id")
    .where("candidate_id", "=", actor.userId)
    .where("job_id", "in", ids)
    .execute();
  return rows.map((row) => row.job_id);
}
