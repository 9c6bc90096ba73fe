// Applications: a candidate applies to an active job with an optional cover
// letter and follows its status. Employers' and admins' views of applications
// live with the dashboards.
import { sql } from "kysely";
import type { Applicant, MyApplication } from "../../common/schemas/jobs";
import { applySchema } from "../../common/schemas/jobs-rules";
import { errorFields } from "../log";
import type { DomainContext } from "./context";
import { DomainError, validate } from "./errors";
import { acceptingApplications, getJob, jobNotFound } from "./jobs";
import { myInterviews } from "./interviews";
import { candidateOf, isProfileComplete } from "./profiles";
import { consumeRateLimit, rateLimits } from "./rate-limits";

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
): Promise<{ applicant: Applicant; applied: string[] }> {
  if (!ctx.actor) return { applicant: "anonymous", applied: [] };
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
    .where("user_id", "=", ctx.actor.userId)
    .executeTakeFirst();
  if (!profile || !isProfileComplete(profile)) return { applicant: "no-profile", applied: [] };
  return { applicant: "candidate", applied: profile.applied ?? [] };
}

/**
 * Applies the signed-in candidate to an active job whose deadline has not
 * passed. The database's unique (job_id, candidate_id) constraint decides
 * duplicates, so two quick clicks or two tabs make exactly one application;
 * the application_count trigger (0001) keeps the job's count exact.
 */
export async function applyToJob(
  ctx: DomainContext,
  jobId: string,
  input: FormData | Record<string, unknown> = {},
): Promise<{ applicationId: string }> {
  const applicant = await applicantOf(ctx);
  const { coverLetter } = validate(applySchema, input);
  await consumeRateLimit(ctx, rateLimits.applyPerUser, applicant.userId);

  const job = await getJob(ctx, jobId);
  if (!job.accepting) {
    throw new DomainError("conflict", applyMessages.closed.message, { title: applyMessages.closed.title });
  }

  try {
    // The job's state is checked again in the insert itself, so a job
    // deactivated or closed a moment ago takes no application.
    const row = await ctx.db
      .insertInto("job_applications")
      .columns(["job_id", "candidate_id", "cover_letter", "application_status"])
      .expression((eb) =>
        eb
          .selectFrom("jobs")
          .select([
            "jobs.id",
            eb.val(applicant.candidateId).as("candidate_id"),
            eb.val(coverLetter).as("cover_letter"),
            eb.val("applied").as("application_status"),
          ])
          .where("jobs.id", "=", jobId)
          .where("jobs.is_active", "=", true)
          .where(acceptingApplications),
      )
      .returning("id")
      .executeTakeFirst();
    if (!row) throw jobNotFound();
    return { applicationId: row.id };
  } catch (error) {
    if (error instanceof DomainError) throw error;
    if (sqlState(error) === "23505") {
      throw new DomainError("conflict", applyMessages.alreadyApplied.message, {
        title: applyMessages.alreadyApplied.title,
      });
    }
    if (sqlState(error) === "23503") throw applicationFailed("this job is no longer available");
    ctx.services.log.error("application insert failed", {
      jobId,
      userId: applicant.userId,
      ...errorFields(error),
    });
    throw applicationFailed("an unexpected error occurred", error);
  }
}

/**
 * The signed-in candidate's applications, newest first, with the job's
 * title, company, location and salary. Applications to jobs that have since
 * been deactivated are left out: inactive jobs are invisible to candidates.
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
      "jobs.salary_min",
      "jobs.salary_max",
      "jobs.employment_type",
      "jobs.experience_required",
    ])
    .where("job_applications.candidate_id", "=", candidate.id)
    .where("jobs.is_active", "=", true)
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
