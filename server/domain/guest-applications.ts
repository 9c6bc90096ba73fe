// Applying without an account (issue #36, decision 0043). A visitor gives a
// name, a mobile number, an e-mail address, a resume and perhaps a cover
// letter on the job page (or POST /api/v1/jobs/{id}/guest-applications), and
// the application is real: the employer sees it with the resume and the
// contact details. An address with no account gets a candidate account made
// for it, and a mail with the link that sets its password; an address that
// has one gets the application in that account and a mail saying so. The
// answer is the same either way, and as quick, so nothing tells a visitor
// whether an address is registered.
import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import type { ApplicationSource } from "../../common/schemas/application-source";
import { isLocale, type Locale } from "../../common/i18n";
import { guestApplicationSchema, splitName } from "../../common/schemas/guest-application";
import { roleOfStored } from "../../common/schemas/roles";
import { errorFields } from "../log";
import {
  guestApplicationNoticeMail,
  guestApplicationStaffNoticeMail,
  guestWelcomeMail,
  type GuestMailJob,
} from "../mail/guest-application-mail";
import { applicationFailed, applyMessages, fieldOf, referredBy } from "./applications";
import { recordConsent, requireConsent } from "./consents";
import { evenAnswers } from "./accounts";
import type { DomainContext } from "./context";
import { parseWith } from "../../common/schemas/form";
import { DomainError, isDomainError } from "./errors";
import { acceptingApplications, getJob, jobNotFound } from "./jobs";
import { checkResumeUpload, storeResumeFile, type ResumeUpload } from "./profiles";
import { consumeRateLimit, rateLimits } from "./rate-limits";
import { referrerOf } from "./referrals";

/**
 * The least time a guest application takes to answer from the moment its
 * address is looked up. A new address costs a password hash, five rows and a
 * mail; a known one an application and a mail; the answer waits until this
 * much has passed either way, so the time does not tell them apart.
 */
export const GUEST_EVEN_ANSWER_MS = 800;

/** How long the mailed link that sets the new account's password works. */
export const SET_PASSWORD_LINK_HOURS = 72;

/** What the page and the API say of a guest application: the same words for every address. */
export const guestApplyMessages = {
  sent: {
    title: /*i18n*/ "Application sent",
    description:
      /*i18n*/ "Your application has been sent to the employer. Check your email: we have sent you a link to set a password and follow your application.",
  },
  signedIn: {
    title: /*i18n*/ "You are signed in",
    message: /*i18n*/ "You are signed in: apply with your account instead.",
  },
} as const;

/** better-auth keeps a password-reset link as a verification row named so, whose value is the user id. */
const RESET_LINK_PREFIX = "reset-password:";

const randomId = () => randomBytes(18).toString("base64url");

/** The PostgreSQL SQLSTATE of a driver error (pg and PGlite both carry `code`). */
function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
}

/** The form's file field, from a FormData or a plain object (`__proto__` and friends are only names). */
function resumeOf(input: FormData | Record<string, unknown>): unknown {
  if (input instanceof FormData) return input.get("resume");
  return Object.hasOwn(input, "resume") ? input.resume : undefined;
}

/**
 * Applies to an active job without an account. Refuses a signed-in caller
 * (their account applies), bad input field by field, a resume that is not a
 * PDF or Word document of at most 5 MB, too many attempts from the address
 * or for the e-mail, a closed or missing job, and a second application by
 * the same person to the same job ('Already Applied'). Everything it writes
 * for a new address (the account, its role and profile with the resume, the
 * application, the password link and its mail) is written in one
 * transaction, and the stored resume removed again if that fails.
 */
export async function applyAsGuest(
  ctx: DomainContext,
  jobId: string,
  input: FormData | Record<string, unknown>,
  /** The language of the page it was made on: a new account's, and its mail's. */
  options: { language?: Locale } = {},
): Promise<{ sent: true }> {
  if (ctx.actor) {
    throw new DomainError("conflict", guestApplyMessages.signedIn.message, {
      title: guestApplyMessages.signedIn.title,
    });
  }
  await consumeRateLimit(ctx, rateLimits.guestApplyPerIp, ctx.clientIp);
  // The fields and the file are checked together, so one refusal names every field to fix.
  const parsed = parseWith(guestApplicationSchema, input);
  const resume = await checkResumeUpload(resumeOf(input)).catch((error: unknown) => {
    if (isDomainError(error)) return error;
    throw error;
  });
  // The notice's "I agree" box (decision 0046): without it nothing is written,
  // and a refusal names every field to fix, the box among them.
  const { data, file } = requireConsent(input, () => {
    if (parsed.ok && !(resume instanceof DomainError)) return { data: parsed.data, file: resume };
    const fileError = resume instanceof DomainError ? resume : null;
    throw new DomainError("invalid", parsed.ok ? fileError!.text : parsed.firstError, {
      title: parsed.ok ? fileError!.title : /*i18n*/ "Error",
      fieldErrors: {
        ...(parsed.ok ? {} : parsed.fieldErrors),
        ...(fileError ? { resume: fileError.text } : {}),
      },
    });
  });
  await consumeRateLimit(ctx, rateLimits.guestApplyPerEmail, data.email);
  const job = await getJob(ctx, jobId);
  if (!job.accepting) {
    throw new DomainError("conflict", applyMessages.closed.message, { title: applyMessages.closed.title });
  }
  const language = isLocale(options.language) ? options.language : undefined;
  const application: Application = {
    ...data,
    jobId: job.id,
    job: { title: job.title, company: job.company_name },
    resume: file,
    language,
    referrer: referrerOf(ctx.services, job.id, fieldOf(input, "ref")),
  };
  const started = performance.now();
  try {
    await applyFor(ctx, application);
  } finally {
    await evenAnswers.wait(started, GUEST_EVEN_ANSWER_MS);
  }
  ctx.services.resumeTexts.kick();
  return { sent: true };
}

interface Application {
  name: string;
  phone: string;
  email: string;
  coverLetter: string;
  jobId: string;
  job: GuestMailJob;
  resume: ResumeUpload;
  language: Locale | undefined;
  /** Who referred, from a signed `ref` (decision 0059); checked against the candidate when inserted. */
  referrer: string | null;
}

async function applyFor(ctx: DomainContext, application: Application): Promise<void> {
  // Hashed whichever way it goes, so a known address costs what a new one does.
  const auth = await ctx.services.auth.$context;
  const passwordHash = await auth.password.hash(randomBytes(32).toString("base64url"));
  const owner = await ownerOf(ctx, application.email);
  if (!owner) {
    try {
      return await createAccountAndApply(ctx, application, passwordHash);
    } catch (error) {
      // Another post with this address made its account a moment ago: apply to that one.
      if (!(error instanceof AddressTaken)) throw error;
    }
    const made = await ownerOf(ctx, application.email);
    if (!made) throw applicationFailed("an unexpected error occurred");
    return applyForOwner(ctx, application, made);
  }
  return applyForOwner(ctx, application, owner);
}

/** Thrown inside the new account's transaction when the address was taken meanwhile. */
class AddressTaken extends Error {}

async function ownerOf(ctx: DomainContext, email: string) {
  const row = await ctx.db
    .selectFrom("user")
    .leftJoin("user_roles", "user_roles.user_id", "user.id")
    .select(["user.id", "user.language", "user_roles.role"])
    .where("user.email", "=", email)
    .executeTakeFirst();
  return row ? { userId: row.id, language: row.language, role: roleOfStored(row.role) } : null;
}

/** Stores the resume's file, then `write`s; if the write fails, the file goes again. */
async function withStoredResume<T>(
  ctx: DomainContext,
  resume: ResumeUpload,
  write: () => Promise<T>,
): Promise<T> {
  await storeResumeFile(ctx, resume);
  try {
    return await write();
  } catch (error) {
    await ctx.services.storage.delete(resume.key).catch(() => {});
    throw error;
  }
}

/** The refusal of a second application to the same job, or the error as it came. */
function applicationError(ctx: DomainContext, error: unknown, jobId: string): unknown {
  if (error instanceof DomainError || error instanceof AddressTaken) return error;
  if (sqlState(error) === "23505") {
    return new DomainError("conflict", applyMessages.alreadyApplied.message, {
      title: applyMessages.alreadyApplied.title,
    });
  }
  if (sqlState(error) === "23503") return applicationFailed("this job is no longer available");
  if (isDomainError(error)) return error;
  ctx.services.log.error("guest application failed", { jobId, ...errorFields(error) });
  return applicationFailed("an unexpected error occurred", error);
}

/**
 * Inserts the application if the job still takes one; returns false if it
 * does not. A referral (signed, by an account that still exists, not the
 * candidate's own) is its source; else "guest".
 */
async function insertApplication(
  trx: DomainContext["db"],
  application: Application,
  candidate: { profileId: string; userId: string },
): Promise<boolean> {
  const { jobId, coverLetter } = application;
  const referrer = application.referrer !== candidate.userId ? application.referrer : null;
  const row = await trx
    .insertInto("job_applications")
    .columns(["job_id", "candidate_id", "cover_letter", "application_status", "source", "referred_by"])
    .expression((eb) =>
      eb
        .selectFrom("jobs")
        .select([
          "jobs.id",
          eb.val(candidate.profileId).as("candidate_id"),
          eb.val(coverLetter).as("cover_letter"),
          eb.val("applied").as("application_status"),
          // A guest's application says so whatever `from` led there (decision 0058); a referral outranks it.
          sql<ApplicationSource>`case when exists (select 1 from "user" u where u.id = ${referrer})
            then 'referral' else 'guest' end`.as("source"),
          referredBy(referrer).as("referred_by"),
        ])
        .where("jobs.id", "=", jobId)
        .where("jobs.is_active", "=", true)
        .where(acceptingApplications),
    )
    .returning("id")
    .executeTakeFirst();
  return Boolean(row);
}

async function createAccountAndApply(
  ctx: DomainContext,
  application: Application,
  passwordHash: string,
): Promise<void> {
  const { email, phone, jobId, resume } = application;
  const names = splitName(application.name);
  const origin = ctx.services.config.publicUrl;
  const token = randomBytes(24).toString("base64url");
  const setPasswordUrl = `${origin}/reset-password?token=${encodeURIComponent(token)}`;
  try {
    await withStoredResume(ctx, resume, () =>
      ctx.db.transaction().execute(async (trx) => {
        const userId = randomId();
        const now = new Date();
        const inserted = await trx
          .insertInto("user")
          .values({
            id: userId,
            name: application.name,
            email,
            emailVerified: false,
            updatedAt: now,
            language: application.language ?? null,
          })
          .onConflict((conflict) => conflict.column("email").doNothing())
          .returning("id")
          .executeTakeFirst();
        if (!inserted) throw new AddressTaken();
        await trx
          .insertInto("account")
          .values({
            id: randomId(),
            accountId: userId,
            providerId: "credential",
            userId,
            password: passwordHash,
            updatedAt: now,
          })
          .execute();
        await trx.insertInto("user_roles").values({ user_id: userId, email, role: "user" }).execute();
        const profile = await trx
          .insertInto("candidate_profiles")
          .values({ user_id: userId, ...names, phone, ...resume.columns })
          .returning("id")
          .executeTakeFirstOrThrow();
        if (!(await insertApplication(trx, application, { profileId: profile.id, userId })))
          throw jobNotFound();
        await recordConsent(trx, {
          purpose: "guest_application",
          userId,
          email,
          language: application.language,
        });
        await trx
          .insertInto("verification")
          .values({
            id: randomId(),
            identifier: `${RESET_LINK_PREFIX}${token}`,
            value: userId,
            expiresAt: new Date(now.getTime() + SET_PASSWORD_LINK_HOURS * 60 * 60 * 1000),
            updatedAt: now,
          })
          .execute();
        await ctx.services.mailer.send(
          guestWelcomeMail(email, names.first_name, application.job, setPasswordUrl, application.language),
          { db: trx },
        );
      }),
    );
  } catch (error) {
    throw applicationError(ctx, error, jobId);
  }
}

/**
 * An address that already has an account. A candidate's gets the application
 * (and, when it has none yet, the resume: one it has is never replaced by a
 * post anyone could make), and a mail; staff accounts apply for nothing, and
 * their owner hears of the attempt. The mails are limited per address, so
 * the form cannot flood an inbox; past the limit the application is still
 * made, unmailed.
 */
async function applyForOwner(
  ctx: DomainContext,
  application: Application,
  owner: { userId: string; language: Locale | null; role: string },
): Promise<void> {
  const { email, jobId, resume } = application;
  const language = owner.language ?? application.language;
  const mayMail = async () => {
    try {
      await consumeRateLimit(ctx, rateLimits.guestNoticePerEmail, email);
      return true;
    } catch (error) {
      if (isDomainError(error) && error.kind === "rate_limited") return false;
      throw error;
    }
  };
  if (owner.role !== "candidate") {
    if (await mayMail()) {
      await ctx.services.mailer.send(guestApplicationStaffNoticeMail(email, application.job, language));
    }
    return;
  }
  const origin = ctx.services.config.publicUrl;
  // Counted before the transaction: the limits' store is another connection.
  const mail = await mayMail();
  let resumeUsed = false;
  try {
    await withStoredResume(ctx, resume, () =>
      ctx.db.transaction().execute(async (trx) => {
        // A candidate account without its profile row (made before profiles were) gets an empty one.
        await trx
          .insertInto("candidate_profiles")
          .values({ user_id: owner.userId })
          .onConflict((conflict) => conflict.column("user_id").doNothing())
          .execute();
        const profile = await trx
          .selectFrom("candidate_profiles")
          .select(["id", "first_name", "resume_key"])
          .where("user_id", "=", owner.userId)
          .executeTakeFirstOrThrow();
        if (!(await insertApplication(trx, application, { profileId: profile.id, userId: owner.userId })))
          throw jobNotFound();
        await recordConsent(trx, {
          purpose: "guest_application",
          userId: owner.userId,
          email,
          language: application.language,
        });
        if (!profile.resume_key) {
          const filled = await trx
            .updateTable("candidate_profiles")
            .set({ ...resume.columns, updated_at: new Date() })
            .where("id", "=", profile.id)
            .where("resume_key", "is", null)
            .returning("id")
            .executeTakeFirst();
          resumeUsed = Boolean(filled);
        }
        if (mail) {
          await ctx.services.mailer.send(
            guestApplicationNoticeMail(
              email,
              profile.first_name,
              application.job,
              { applications: `${origin}/my-applications`, reset: `${origin}/forgot-password` },
              language,
            ),
            { db: trx },
          );
        }
      }),
    );
  } catch (error) {
    throw applicationError(ctx, error, jobId);
  }
  if (!resumeUsed) await ctx.services.storage.delete(resume.key).catch(() => {});
}
