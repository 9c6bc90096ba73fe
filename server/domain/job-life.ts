// A job's life (issue #37, decision 0048): its owner (the recruiter who owns
// the order, decision 0052: its poster unless an admin handed it on) or an
// admin edits it with the posting form, closes and reopens it, and
// duplicates it as a new job; its deadline closes it by itself. A closed job
// is an inactive one (is_active = false, closed_at set): out of Careers,
// search, the feeds, the sitemap and applying, 'Closed' in the dashboards.
// Every change is kept in the audit log.
import { sql, type Kysely } from "kysely";
import {
  jobFieldNames,
  jobFormSchema,
  lpaOf,
  REQUIRED_FIELDS_MESSAGE,
  salaryFromLpa,
  salaryLpaFields,
  type JobFieldName,
  type JobFields,
} from "../../common/schemas/job-form";
import type { FieldErrors } from "../../common/schemas/form";
import type { DB } from "../db/schema";
import { audit } from "./admin";
import { assertStaff, type Actor, type DomainContext } from "./context";
import { DomainError, validate } from "./errors";
import { isUuid } from "./ids";
import { resolveJobClients } from "./clients";
import { checkJobOrder } from "./job-orders";
import { indiaDate, jobRow, PAST_DEADLINE_MESSAGE } from "./jobs";

export { indiaDate, PAST_DEADLINE_MESSAGE };

/**
 * A job as the posting and editing forms (and the API) send it, checked: the
 * form's schema, salaries given in LPA turned into rupees, and no deadline
 * before today in India. Nothing is written when it is refused.
 */
export function readJobInput(input: unknown, now: Date = new Date()): JobFields {
  const { values, errors } = salaryFromLpa(input);
  const usedLpa = Object.values(salaryLpaFields).filter(
    (name) => input && typeof input === "object" && (input as Record<string, unknown>)[name] !== undefined,
  );
  const refuse = (fieldErrors: FieldErrors, message: string): never => {
    throw new DomainError("invalid", message, { title: /*i18n*/ "Error", fieldErrors });
  };
  const first = Object.values(errors)[0];
  if (first) refuse(errors, first);
  let job: JobFields;
  try {
    job = validate(jobFormSchema, values, { [REQUIRED_FIELDS_MESSAGE]: /*i18n*/ "Error" });
  } catch (error) {
    // A salary given in LPA is refused under the LPA field, where the form shows it.
    if (error instanceof DomainError && error.options.fieldErrors && usedLpa.length) {
      const renamed: FieldErrors = {};
      for (const [key, message] of Object.entries(error.options.fieldErrors)) {
        const lpaName = salaryLpaFields[key as keyof typeof salaryLpaFields];
        renamed[lpaName && usedLpa.includes(lpaName) ? lpaName : key] = message;
      }
      refuse(renamed, error.text);
    }
    throw error;
  }
  if (job.application_deadline && job.application_deadline < indiaDate(now)) {
    refuse({ application_deadline: PAST_DEADLINE_MESSAGE }, PAST_DEADLINE_MESSAGE);
  }
  return job;
}

export const JOB_NOT_FOUND_MESSAGE = /*i18n*/ "This job could not be found.";

/** A job the caller may not manage looks exactly like one that does not exist. */
const notFound = () =>
  new DomainError("not_found", JOB_NOT_FOUND_MESSAGE, { title: /*i18n*/ "Job Not Found" });

/** The job's own fields and state, if the caller owns it or is an admin. */
async function managedJob(ctx: DomainContext, actor: Actor, jobId: string) {
  if (!isUuid(jobId)) throw notFound();
  const job = await ctx.db
    .selectFrom("jobs")
    .select([...jobFieldNames, "id", "is_active", "closed_at"])
    .where("id", "=", jobId)
    .executeTakeFirst();
  if (!job || (actor.role !== "admin" && job.owner_id !== actor.userId)) throw notFound();
  return job;
}

/** What the form shows of a job: its fields as typed, salaries in LPA. */
function formValues(job: JobFields): Record<string, unknown> {
  const { salary_min, salary_max, ...rest } = job;
  return { ...rest, salary_min_lpa: lpaOf(salary_min), salary_max_lpa: lpaOf(salary_max) };
}

/**
 * A job the caller manages, for the edit form (or, with `duplicate`, the
 * posting form prefilled: the copy gets a new deadline, so the old one,
 * perhaps past, is left out).
 */
export async function jobForForm(ctx: DomainContext, jobId: string, { duplicate = false } = {}) {
  const actor = assertStaff(ctx);
  const job = await managedJob(ctx, actor, jobId);
  const values = formValues(job);
  // The copy is a new order: its deadline and its target date are given anew.
  if (duplicate) Object.assign(values, { application_deadline: null, target_date: null });
  return {
    id: job.id,
    title: job.title,
    isActive: job.is_active,
    closedAt: job.closed_at ? new Date(job.closed_at).toISOString() : null,
    values,
  };
}

/** An audit value short enough to read in the log. */
const shown = (value: unknown) => {
  const text = Array.isArray(value)
    ? // A list of places (decision 0053) reads "Indore, Madhya Pradesh; Ranchi, Jharkhand".
      value.some((item) => item && typeof item === "object")
      ? value.map((item) => Object.values(item as object).join(", ")).join("; ")
      : value.join(", ")
    : value === null
      ? ""
      : String(value);
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
};

/**
 * Edits a job the caller manages, with the posting form's rules: the whole
 * job (the form, the API's PUT), or with `partial` only the fields given (the
 * API's PATCH). The audit entry names each changed field with its old and new
 * value. Returns the changed fields (none: nothing is written).
 */
export async function editJob(
  ctx: DomainContext,
  jobId: string,
  input: unknown,
  { now = new Date(), partial = false }: { now?: Date; partial?: boolean } = {},
): Promise<{ changed: JobFieldName[] }> {
  const actor = assertStaff(ctx);
  const before = await managedJob(ctx, actor, jobId);
  // The form's rules, then the client, which names the job in public (clients.ts).
  const [job] = await resolveJobClients(ctx.db, [
    // The order's owner and target date, as they were unless changed (job-orders.ts).
    await checkJobOrder(ctx, actor, readJobInput(partial ? mergedInput(before, input) : input, now), {
      before,
      now,
    }),
  ]);
  const changed = jobFieldNames.filter(
    (name) => JSON.stringify(before[name] ?? null) !== JSON.stringify(job[name] ?? null),
  );
  if (!changed.length) return { changed };
  // The row as posting writes it, but for who posted it.
  const { posted_by: _, created_at: _created, ...row } = jobRow(job, null);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable("jobs")
      .set({ ...row, updated_at: sql`now()` })
      .where("id", "=", jobId)
      .execute();
    await audit(trx, actor, "job.edit", jobId, {
      title: job.title,
      changes: Object.fromEntries(
        changed.map((name) => [name, { from: shown(before[name]), to: shown(job[name]) }]),
      ),
    });
  });
  return { changed };
}

/** The job's fields with `input`'s over them; a salary given in LPA replaces the stored rupees. */
function mergedInput(before: JobFields, input: unknown): unknown {
  if (!input || typeof input !== "object" || Array.isArray(input)) return input;
  const given = input as Record<string, unknown>;
  const current: Record<string, unknown> = Object.fromEntries(
    jobFieldNames.map((name) => [name, before[name]]),
  );
  for (const [field, lpaField] of Object.entries(salaryLpaFields)) {
    if (given[lpaField] !== undefined) delete current[field];
  }
  return { ...current, ...given };
}

/** Closes a job the caller manages: no more applications, out of every public list. */
export async function closeJob(ctx: DomainContext, jobId: string): Promise<void> {
  const actor = assertStaff(ctx);
  const job = await managedJob(ctx, actor, jobId);
  if (!job.is_active) return;
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable("jobs")
      .set({ is_active: false, closed_at: sql`now()`, updated_at: sql`now()` })
      .where("id", "=", jobId)
      .execute();
    await audit(trx, actor, "job.close", jobId, { title: job.title });
  });
}

export const REOPEN_PAST_DEADLINE_MESSAGE =
  /*i18n*/ "This job's application deadline has passed. Edit the job to give a new deadline, then reopen it.";

/**
 * Reopens a closed job the caller manages. A job whose deadline has passed
 * would close again at once, so it is refused: its deadline is edited first.
 */
export async function reopenJob(ctx: DomainContext, jobId: string, now: Date = new Date()): Promise<void> {
  const actor = assertStaff(ctx);
  const job = await managedJob(ctx, actor, jobId);
  if (job.is_active) return;
  if (job.application_deadline && job.application_deadline < indiaDate(now)) {
    throw new DomainError("invalid", REOPEN_PAST_DEADLINE_MESSAGE, { title: /*i18n*/ "Error" });
  }
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable("jobs")
      .set({ is_active: true, closed_at: null, updated_at: sql`now()` })
      .where("id", "=", jobId)
      .execute();
    await audit(trx, actor, "job.reopen", jobId, { title: job.title });
  });
}

/**
 * Closes every open job whose deadline day has ended in India by `now`: the
 * queue's "job-expiry" task runs it every 15 minutes (server/wiring.ts), and
 * the tests run it with a clock of their own. One statement, so two
 * instances running it at once close each job once; one audit entry per run
 * that closed any, listing them.
 */
export async function closeExpiredJobs(
  db: Kysely<DB>,
  { now = new Date() }: { now?: Date } = {},
): Promise<{ closed: number }> {
  const today = indiaDate(now);
  return db.transaction().execute(async (trx) => {
    const closed = await trx
      .updateTable("jobs")
      .set({ is_active: false, closed_at: now, updated_at: now })
      .where("is_active", "=", true)
      .where("application_deadline", "is not", null)
      .where("application_deadline", "<", today)
      .returning(["id", "title"])
      .execute();
    if (closed.length) {
      await trx
        .insertInto("audit_log")
        .values({
          actor_id: null,
          actor_email: null,
          action: "jobs.expire",
          target: closed.length === 1 ? closed[0]!.id : null,
          details: JSON.stringify({
            count: closed.length,
            jobs: closed
              .slice(0, 50)
              .map((job) => job.title)
              .join(", "),
          }),
        })
        .execute();
    }
    return { closed: closed.length };
  });
}
