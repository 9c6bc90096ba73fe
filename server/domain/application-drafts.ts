// A cover letter typed before being sent to finish the profile (issue #36,
// decision 0043). A candidate whose profile is incomplete who applies with a
// letter is sent to the profile; the letter is kept here, for their account
// and that job, and comes back filled in on the job page once the profile is
// done. Kept a day at most, and dropped once the application is made.
import { sql } from "kysely";
import { applySchema } from "../../common/schemas/jobs-rules";
import { fromWordOf, sourceOf } from "../../common/schemas/application-source";
import { applyToJob, fieldOf } from "./applications";
import type { DomainContext } from "./context";
import { isDomainError } from "./errors";
import { isUuid } from "./ids";
import { referralRef, referrerFor } from "./referrals";

/** How long a kept letter waits for its writer. */
const DRAFT_HOURS = 24;

const fresh = sql<boolean>`created_at > now() - make_interval(hours => ${DRAFT_HOURS})`;

/**
 * Applies as `applyToJob` does. When it refuses for an unfinished profile,
 * the cover letter typed (if any, and valid) is kept before the refusal goes
 * on to send the candidate to the profile; once an application is made, the
 * kept letter for that job goes.
 */
export async function applyKeepingDraft(
  ctx: DomainContext,
  jobId: string,
  input: FormData | Record<string, unknown> = {},
): Promise<{ applicationId: string }> {
  try {
    const applied = await applyToJob(ctx, jobId, input);
    if (ctx.actor) {
      await ctx.db
        .deleteFrom("application_drafts")
        .where("user_id", "=", ctx.actor.userId)
        .where("job_id", "=", jobId)
        .execute();
    }
    return applied;
  } catch (error) {
    if (isDomainError(error) && error.kind === "profile_required") await keepDraft(ctx, jobId, input);
    throw error;
  }
}

async function keepDraft(ctx: DomainContext, jobId: string, input: FormData | Record<string, unknown>) {
  if (!ctx.actor || ctx.actor.role !== "candidate" || !isUuid(jobId)) return;
  const parsed = applySchema.safeParse(input instanceof FormData ? Object.fromEntries(input) : input);
  // Where the candidate came from goes with the letter (decision 0058), and is worth keeping alone.
  const referrer = referrerFor(ctx.services, jobId, fieldOf(input, "ref"), ctx.actor.userId);
  const source = referrer ? "referral" : sourceOf(fieldOf(input, "from"));
  const from = source === "job_page" ? null : source;
  if (!parsed.success || (!parsed.data.coverLetter && !from)) return;
  const job = await ctx.db
    .selectFrom("jobs")
    .select("id")
    .where("id", "=", jobId)
    .where("is_active", "=", true)
    .executeTakeFirst();
  if (!job) return;
  const coverLetter = parsed.data.coverLetter;
  await ctx.db
    .insertInto("application_drafts")
    .values({
      user_id: ctx.actor.userId,
      job_id: jobId,
      cover_letter: coverLetter,
      source: from,
      referred_by: referrer,
    })
    .onConflict((conflict) =>
      conflict.columns(["user_id", "job_id"]).doUpdateSet({
        cover_letter: coverLetter,
        source: from,
        referred_by: referrer,
        created_at: new Date(),
      }),
    )
    .execute();
}

/** The signed-in candidate's kept cover letter for a job, or null. */
export async function draftCoverLetter(ctx: DomainContext, jobId: string): Promise<string | null> {
  return (await applicationDraft(ctx, jobId))?.coverLetter ?? null;
}

/**
 * The signed-in candidate's kept draft for a job: the cover letter (null when
 * none was typed), the `from` word of where they came from (null: the job
 * page), and the referral link's `ref` when one led there (signed again here:
 * it was checked when kept).
 */
export async function applicationDraft(
  ctx: DomainContext,
  jobId: string,
): Promise<{ coverLetter: string | null; from: string | null; ref: string | null } | null> {
  if (!ctx.actor || ctx.actor.role !== "candidate" || !isUuid(jobId)) return null;
  const row = await ctx.db
    .selectFrom("application_drafts")
    .select(["cover_letter", "source", "referred_by"])
    .where("user_id", "=", ctx.actor.userId)
    .where("job_id", "=", jobId)
    .where(fresh)
    .executeTakeFirst();
  if (!row) return null;
  return {
    coverLetter: row.cover_letter || null,
    from: row.source ? (fromWordOf[row.source] ?? null) : null,
    ref: row.referred_by ? referralRef(ctx.services, row.referred_by, jobId) : null,
  };
}

/** The job of the signed-in candidate's newest kept letter: where finishing the profile leads back to. */
export async function jobAwaitingApplication(ctx: DomainContext): Promise<string | null> {
  if (!ctx.actor || ctx.actor.role !== "candidate") return null;
  const row = await ctx.db
    .selectFrom("application_drafts")
    .innerJoin("jobs", "jobs.id", "application_drafts.job_id")
    .select("application_drafts.job_id")
    .where("application_drafts.user_id", "=", ctx.actor.userId)
    .where("jobs.is_active", "=", true)
    .where(sql<boolean>`application_drafts.created_at > now() - make_interval(hours => ${DRAFT_HOURS})`)
    .orderBy("application_drafts.created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.job_id ?? null;
}
