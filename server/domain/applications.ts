// Applications: a candidate applies to an active job with an optional cover
// letter and follows its status. Employers' and admins' views of applications
// live with the dashboards.
import { sql } from "kysely";
import type { Locale } from "../../common/i18n";
import { sourceOf, type ApplicationSource } from "../../common/schemas/application-source";
import type { Applicant, MyApplication } from "../../common/schemas/jobs";
import { applySchema } from "../../common/schemas/jobs-rules";
import { errorFields } from "../log";
import { applicationConfirmationMail } from "../mail/templates";
import { assertCandidate, type DomainContext } from "./context";
import { DomainError, validate } from "./errors";
import { revokeOpenSubmittals } from "./disclosures";
import { isUuid } from "./ids";
import { acceptingApplications, getJob, jobNotFound } from "./jobs";
import { myInterviews } from "./interviews";
import { candidateOf, isProfileComplete } from "./profiles";
import { consumeRateLimit, rateLimits } from "./rate-limits";
import { referrerFor } from "./referrals";

export const applyMessages = {
  loginRequired: { title: /*i18n*/ "Login Required", message: /*i18n*/ "Please login to apply for jobs." },
  completeProfile: {
    title: /*i18n*/ "Complete Your Profile",
    message: /*i18n*/ "Please complete your profile setup to apply for jobs.",
  },
  alreadyApplied: {
    title: /*i18n*/ "Already Applied",
    message: /*i18n*/ "You have already applied for this job.",
  },
  /** Applying again after withdrawing (decision 0044): a withdrawn application is not reopened. */
  withdrawn: {
    title: /*i18n*/ "Application withdrawn",
    message: /*i18n*/ "You withdrew your application for this job, so you cannot apply for it again.",
  },
  closed: {
    title: /*i18n*/ "Applications closed",
    message: /*i18n*/ "The deadline for this job has passed, so it no longer accepts applications.",
  },
  success: {
    title: /*i18n*/ "Application Submitted Successfully!",
    description: /*i18n*/ "Your application has been submitted. Check My Applications to track status.",
    durationMs: 5000,
  },
} as const;

/** The whole message of each reason an application fails for, so the catalogue holds each sentence. */
const applicationFailures: Record<string, string> = {
  "this job is no longer available":
    /*i18n*/ "Failed to submit application: this job is no longer available. Please try again.",
  "an unexpected error occurred":
    /*i18n*/ "Failed to submit application: an unexpected error occurred. Please try again.",
  "the service is temporarily unavailable":
    /*i18n*/ "Failed to submit application: the service is temporarily unavailable. Please try again.",
};

export function applicationFailed(reason: string, cause?: unknown) {
  const known = Object.hasOwn(applicationFailures, reason) ? applicationFailures[reason] : undefined;
  return new DomainError(
    "conflict",
    known ?? /*i18n*/ "Failed to submit application: {reason}. Please try again.",
    { title: /*i18n*/ "Application Failed", cause, ...(known ? {} : { values: { reason } }) },
  );
}

/** One field of a form or a JSON body, as given (own keys only: `__proto__` is just a name). */
export function fieldOf(input: FormData | Record<string, unknown>, name: string): unknown {
  if (input instanceof FormData) return input.get(name);
  return input && typeof input === "object" && Object.hasOwn(input, name) ? input[name] : undefined;
}

/** The referrer's id if that account still exists (a deleted one refers nobody), for an insert. */
export const referredBy = (referrer: string | null) =>
  sql<string | null>`(select u.id from "user" u where u.id = ${referrer})`;

/** The PostgreSQL SQLSTATE of a driver error (pg and PGlite both carry `code`). */
function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
}

/**
 * The signed-in user's candidate profile id when they may apply; refuses with
 * the specification's messages otherwise. Employers and admins have no
 * candidate profile, so they are told to complete one, like a candidate
 * whose profile is unfinished.
 */
async function applicantOf(ctx: DomainContext): Promise<{ userId: string; candidateId: string }> {
  if (!ctx.actor) {
    throw new DomainError("unauthenticated", applyMessages.loginRequired.message, {
      title: applyMessages.loginRequired.title,
    });
  }
  // Staff accounts have no profile to complete: sending them to the wizard would be a dead end.
  if (ctx.actor.role !== "candidate") {
    throw new DomainError("forbidden", /*i18n*/ "Only candidate accounts can apply for jobs.", {
      title: /*i18n*/ "Not a candidate account",
    });
  }
  const candidate = await candidateOf(ctx);
  if (!candidate || !candidate.complete) {
    throw new DomainError("profile_required", applyMessages.completeProfile.message, {
      title: applyMessages.completeProfile.title,
    });
  }
  return { userId: ctx.actor.userId, candidateId: candidate.id };
}

/**
 * Which apply button each of `jobIds` shows the signed-in user: "anonymous",
 * "no-profile" or "candidate", and the ids among them they have applied to.
 */
export async function applicantView(
  ctx: DomainContext,
  jobIds: readonly string[],
): Promise<{ applicant: Applicant; applied: string[]; withdrawn: string[] }> {
  if (!ctx.actor) return { applicant: "anonymous", applied: [], withdrawn: [] };
  const profile = await ctx.db
    .selectFrom("candidate_profiles")
    .select(["first_name", "last_name", "current_city", "total_experience", "profile_summary"])
    .select((eb) =>
      jobIds.length
        ? eb
            .selectFrom("job_applications")
            .select(sql<string[]>`coalesce(array_agg(job_id::text), '{}')`.as("ids"))
            .whereRef("job_applications.candidate_id", "=", "candidate_profiles.id")
            .where("job_applications.job_id", "in", jobIds)
            .$asScalar()
            .as("applied")
        : sql<string[]>`'{}'::text[]`.as("applied"),
    )
    .select((eb) =>
      jobIds.length
        ? eb
            .selectFrom("job_applications")
            .select(sql<string[]>`coalesce(array_agg(job_id::text), '{}')`.as("ids"))
            .whereRef("job_applications.candidate_id", "=", "candidate_profiles.id")
            .where("job_applications.job_id", "in", jobIds)
            .where("job_applications.application_status", "=", "withdrawn")
            .$asScalar()
            .as("withdrawn")
        : sql<string[]>`'{}'::text[]`.as("withdrawn"),
    )
    .where("user_id", "=", ctx.actor.userId)
    .executeTakeFirst();
  if (!profile || !isProfileComplete(profile)) return { applicant: "no-profile", applied: [], withdrawn: [] };
  return { applicant: "candidate", applied: profile.applied ?? [], withdrawn: profile.withdrawn ?? [] };
}

/**
 * Applies the signed-in candidate to an active job whose deadline has not
 * passed, and mails them a confirmation (confirmApplication). The database's
 * unique (job_id, candidate_id) constraint decides duplicates, so two quick
 * clicks or two tabs make exactly one application; the application_count
 * trigger (0001) keeps the job's count exact. An application the candidate
 * withdrew stays theirs: applying again is refused (decision 0044).
 */
export async function applyToJob(
  ctx: DomainContext,
  jobId: string,
  input: FormData | Record<string, unknown> = {},
): Promise<{ applicationId: string }> {
  const applicant = await applicantOf(ctx);
  const { coverLetter } = validate(applySchema, input);
  const source = sourceOf(fieldOf(input, "from"));
  const referrer = referrerFor(ctx.services, jobId, fieldOf(input, "ref"), applicant.userId);
  await consumeRateLimit(ctx, rateLimits.applyPerUser, applicant.userId);

  const job = await getJob(ctx, jobId);
  if (!job.accepting) {
    throw new DomainError("conflict", applyMessages.closed.message, { title: applyMessages.closed.title });
  }

  let applied: string;
  try {
    // The job's state is checked again in the insert itself, so a job
    // deactivated or closed a moment ago takes no application.
    const row = await ctx.db
      .insertInto("job_applications")
      .columns(["job_id", "candidate_id", "cover_letter", "application_status", "source", "referred_by"])
      .expression((eb) =>
        eb
          .selectFrom("jobs")
          .select([
            "jobs.id",
            eb.val(applicant.candidateId).as("candidate_id"),
            eb.val(coverLetter).as("cover_letter"),
            eb.val("applied").as("application_status"),
            // A signed referral by an account that still exists comes first; then an
            // invitation on record, which wins over what the link said, and only the
            // record makes one: a link claiming it is the job page (decision 0058).
            sql<ApplicationSource>`case when exists (select 1 from "user" u where u.id = ${referrer})
              then 'referral' when exists (select 1 from job_invitations i
              where i.job_id = jobs.id and i.candidate_id = ${applicant.candidateId})
              then 'invitation' else ${source === "invitation" ? "job_page" : source} end`.as("source"),
            referredBy(referrer).as("referred_by"),
          ])
          .where("jobs.id", "=", jobId)
          .where("jobs.is_active", "=", true)
          .where(acceptingApplications),
      )
      .returning("id")
      .executeTakeFirst();
    if (!row) throw jobNotFound();
    applied = row.id;
  } catch (error) {
    if (error instanceof DomainError) throw error;
    if (sqlState(error) === "23505") {
      const earlier = await ctx.db
        .selectFrom("job_applications")
        .select("application_status")
        .where("job_id", "=", jobId)
        .where("candidate_id", "=", applicant.candidateId)
        .executeTakeFirst();
      const refusal =
        earlier?.application_status === "withdrawn" ? applyMessages.withdrawn : applyMessages.alreadyApplied;
      throw new DomainError("conflict", refusal.message, { title: refusal.title });
    }
    if (sqlState(error) === "23503") throw applicationFailed("this job is no longer available");
    ctx.services.log.error("application insert failed", {
      jobId,
      userId: applicant.userId,
      ...errorFields(error),
    });
    throw applicationFailed("an unexpected error occurred", error);
  }
  await confirmApplication(ctx, applied);
  return { applicationId: applied };
}

/**
 * Mails the candidate of an application that has just been made the
 * confirmation: the job, its company, and the link to My Applications, in
 * their account's language, else `language` (the page's, for an account made
 * with the application), else English. Through the outbox and the mail queue,
 * after the application is committed: a mail that cannot be queued is logged
 * and never undoes the application, as with the status mails. Every way of
 * applying calls it (applyToJob; a guest's application too). It writes only
 * to the application's own candidate, whoever the context's actor is.
 */
export async function confirmApplication(
  ctx: DomainContext,
  applicationId: string,
  options: { language?: Locale } = {},
): Promise<void> {
  try {
    const row = await ctx.db
      .selectFrom("job_applications")
      .innerJoin("jobs", "jobs.id", "job_applications.job_id")
      .innerJoin("candidate_profiles", "candidate_profiles.id", "job_applications.candidate_id")
      .innerJoin("user", "user.id", "candidate_profiles.user_id")
      .select([
        "jobs.id as job_id",
        "jobs.title",
        "jobs.company_name",
        "candidate_profiles.first_name",
        "user.email",
      ])
      .where("job_applications.id", "=", applicationId)
      .executeTakeFirst();
    if (!row) return;
    const base = ctx.services.config.publicUrl;
    await ctx.services.mailer.send(
      applicationConfirmationMail(
        row.email,
        row.first_name,
        {
          jobTitle: row.title,
          company: row.company_name,
          jobUrl: `${base}/jobs/${row.job_id}`,
          applicationsUrl: `${base}/my-applications`,
        },
        options.language,
      ),
    );
  } catch (error) {
    ctx.services.log.error("application confirmation mail failed", { applicationId, ...errorFields(error) });
  }
}

export const withdrawMessages = {
  done: {
    title: /*i18n*/ "Application withdrawn",
    message: /*i18n*/ "The employer now sees your application as withdrawn.",
  },
  notFound: {
    title: /*i18n*/ "Application not found",
    message: /*i18n*/ "This application does not exist, or it is not yours.",
  },
} as const;

/**
 * The signed-in candidate withdraws one of their applications (issue #36,
 * decision 0044): its status becomes 'withdrawn', recorded in its history
 * like an employer's change; nothing is deleted. The employer sees it as
 * withdrawn and can no longer change its status (setApplicationStatus). Its
 * interviews still to come are cancelled with it, so none stays on the
 * recruiter's list of interviews; those past stay as they were. An
 * application already withdrawn stays as it is, so a second press is no
 * error. Another person's application is "not found", whoever asks.
 */
export async function withdrawApplication(ctx: DomainContext, applicationId: unknown): Promise<void> {
  const actor = assertCandidate(ctx);
  const notFound = () =>
    new DomainError("not_found", withdrawMessages.notFound.message, {
      title: withdrawMessages.notFound.title,
    });
  if (typeof applicationId !== "string" || !isUuid(applicationId)) throw notFound();
  await ctx.db.transaction().execute(async (trx) => {
    const application = await trx
      .selectFrom("job_applications")
      .innerJoin("candidate_profiles", "candidate_profiles.id", "job_applications.candidate_id")
      .select(["job_applications.id", "job_applications.application_status"])
      .where("job_applications.id", "=", applicationId)
      .where("candidate_profiles.user_id", "=", actor.userId)
      .forUpdate("job_applications")
      .executeTakeFirst();
    if (!application) throw notFound();
    if (application.application_status === "withdrawn") return;
    await trx
      .updateTable("job_applications")
      .set({ application_status: "withdrawn", updated_at: sql`now()` })
      .where("id", "=", application.id)
      .execute();
    await trx
      .insertInto("application_status_changes")
      .values({
        application_id: application.id,
        changed_by: actor.userId,
        from_status: application.application_status,
        to_status: "withdrawn",
      })
      .execute();
    await trx
      .updateTable("interviews")
      .set({ status: "cancelled", sequence: sql`sequence + 1`, updated_at: sql`now()` })
      .where("application_id", "=", application.id)
      .where("status", "=", "scheduled")
      .where("starts_at", ">", sql<Date>`now()`)
      .execute();
    // Its submittals stop too: the client's links, the requests for consent (decision 0055).
    await revokeOpenSubmittals(trx, "application_withdrawn", { applicationId: application.id });
  });
}

/**
 * The signed-in candidate's applications, newest first, with the job's
 * title, company, location and salary. An application to a job closed since
 * (by its recruiter or at its deadline) stays, marked closed: recruiters go
 * on reviewing it, and a candidate's record should not vanish (decision 0048).
 */
export async function myApplications(ctx: DomainContext): Promise<MyApplication[]> {
  if (!ctx.actor) {
    throw new DomainError("unauthenticated", /*i18n*/ "Please sign in to continue.", {
      title: /*i18n*/ "Login Required",
    });
  }
  const candidate = await candidateOf(ctx);
  if (!candidate) {
    throw new DomainError("profile_required", /*i18n*/ "Please complete your profile to view applications.", {
      title: /*i18n*/ "Profile Required",
    });
  }
  const rows = await ctx.db
    .selectFrom("job_applications")
    .innerJoin("jobs", "jobs.id", "job_applications.job_id")
    .select([
      "job_applications.id",
      "job_applications.job_id",
      "job_applications.application_status",
      "job_applications.applied_at",
      "job_applications.cover_letter",
      "jobs.title",
      "jobs.company_name",
      "jobs.location_city",
      "jobs.location_state",
      "jobs.other_locations",
      "jobs.work_mode",
      "jobs.salary_min",
      "jobs.salary_max",
      "jobs.employment_type",
      "jobs.experience_required",
      sql<boolean>`not jobs.is_active`.as("job_closed"),
    ])
    .where("job_applications.candidate_id", "=", candidate.id)
    .orderBy("job_applications.applied_at", "desc")
    .orderBy("job_applications.id")
    .execute();
  const ids = rows.map((row) => row.id);
  const [changes, interviews] = ids.length
    ? await Promise.all([
        ctx.db
          .selectFrom("application_status_changes")
          .select(["application_id", "to_status", "changed_at"])
          .where("application_id", "in", ids)
          .orderBy("changed_at")
          .execute(),
        myInterviews(ctx),
      ])
    : [[], []];
  return rows.map((row) => ({
    ...row,
    applied_at: new Date(row.applied_at).toISOString(),
    history: changes
      .filter((change) => change.application_id === row.id)
      .map((change) => ({ status: change.to_status, at: new Date(change.changed_at).toISOString() })),
    interviews: interviews
      .filter((interview) => interview.application_id === row.id)
      .map(({ application_id: _, sequence: __, starts_at, ...interview }) => ({
        ...interview,
        starts_at: new Date(starts_at).toISOString(),
      })),
  }));
}
