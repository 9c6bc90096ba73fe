// Candidate profiles: the personal details, education, skills, experience,
// summary, photo and resume employers judge a candidate by. Only the owner
// writes them; readers of other people's profiles go through the employer and
// admin modules, which check their own rights.
import { randomBytes } from "node:crypto";
import { createRequire } from "node:module";
import pLimit from "p-limit";
import {
  educationListSchema,
  experienceListSchema,
  MAX_UPLOAD_BYTES,
  personalSchema,
  skillListSchema,
  summarySchema,
  type ProfileSection,
} from "../../common/schemas/profile";
import { sql, type Transaction } from "kysely";
import type { DB } from "../db/schema";
import { errorFields } from "../log";
import { detectDocumentType, detectImageType, extensionOf } from "../storage/file-types";
import { runInChild } from "./bounded-child";
import { parseResume, type ParsedResume } from "./resume-parsing";
import { extractResumeText } from "./resume-text";
import { assertSignedIn, type DomainContext } from "./context";
import { exportMyConsents } from "./consents";
import { exportMyDisclosures } from "./disclosures";
import { isUuid } from "./ids";
import { DomainError, validate } from "./errors";
import { recordProfileView } from "./talent-pool";

/** The fields a profile needs before its owner can apply (SPEC §5 personal step and summary). */
export function isProfileComplete(profile: {
  first_name: string;
  last_name: string;
  current_city: string | null;
  total_experience: string | null;
  profile_summary: string | null;
}): boolean {
  return Boolean(
    profile.first_name.trim() &&
    profile.last_name.trim() &&
    profile.current_city?.trim() &&
    profile.total_experience &&
    profile.profile_summary?.trim(),
  );
}

/** The signed-in user's own candidate profile id and whether it is complete; null when they have none. */
export async function candidateOf(ctx: DomainContext): Promise<{ id: string; complete: boolean } | null> {
  if (!ctx.actor) return null;
  const profile = await ctx.db
    .selectFrom("candidate_profiles")
    .select(["id", "first_name", "last_name", "current_city", "total_experience", "profile_summary"])
    .where("user_id", "=", ctx.actor.userId)
    .executeTakeFirst();
  return profile ? { id: profile.id, complete: isProfileComplete(profile) } : null;
}

export function photoUrl(photoKey: string | null): string | null {
  return photoKey ? `/files/${photoKey}` : null;
}

/**
 * A whole profile with its lists in the order SPEC §7 loads them: education by
 * year of passing, skills by proficiency, experience by start date, newest first.
 */
export async function loadProfile(
  db: DomainContext["db"],
  where: { userId: string } | { candidateId: string },
) {
  const profile = await db
    .selectFrom("candidate_profiles")
    .selectAll()
    .$call((query) =>
      "userId" in where
        ? query.where("user_id", "=", where.userId)
        : query.where("id", "=", where.candidateId),
    )
    .executeTakeFirst();
  if (!profile) return null;
  const [education, skills, experience] = await Promise.all([
    db
      .selectFrom("candidate_education")
      .selectAll()
      .where("candidate_id", "=", profile.id)
      .orderBy("year_of_passing", (order) => order.desc().nullsLast())
      .execute(),
    db
      .selectFrom("candidate_skills")
      .selectAll()
      .where("candidate_id", "=", profile.id)
      .orderBy("proficiency_level", "desc")
      .orderBy("years_of_experience", "desc")
      .execute(),
    db
      .selectFrom("candidate_experience")
      .selectAll()
      .where("candidate_id", "=", profile.id)
      .orderBy("is_current_job", "desc")
      .orderBy("start_date", (order) => order.desc().nullsLast())
      .execute(),
  ]);
  const { resume_key, photo_key, ...fields } = profile;
  return {
    ...fields,
    photoUrl: photoUrl(photo_key),
    hasResume: resume_key !== null,
    complete: isProfileComplete(profile),
    education,
    skills,
    experience,
  };
}

export type CandidateProfile = NonNullable<Awaited<ReturnType<typeof loadProfile>>>;

/** The signed-in candidate's own profile, or null when they have none. */
export async function getMyProfile(ctx: DomainContext): Promise<CandidateProfile | null> {
  const actor = assertSignedIn(ctx);
  return loadProfile(ctx.db, { userId: actor.userId });
}

const updateFailed = /*i18n*/ "Update failed";

/** SPEC §8 "Profile" and "Uploads": what a save or an upload says when it fails through no fault of its input. */
export const profileMessages = {
  updateFailed: { title: updateFailed, description: /*i18n*/ "Failed to update profile. Please try again." },
  photoFailed: { title: /*i18n*/ "Upload failed", description: /*i18n*/ "Failed to upload image." },
  resumeFailed: {
    title: /*i18n*/ "Upload failed",
    description: /*i18n*/ "Failed to upload resume. Please try again.",
  },
} as const;

/**
 * Saves the given sections of the signed-in candidate's profile. Education,
 * skills and experience are replaced as whole sets; everything happens in one
 * transaction, so a failure leaves the previous profile as it was.
 */
export async function saveProfile(
  ctx: DomainContext,
  sections: readonly ProfileSection[],
  input: Record<string, unknown>,
): Promise<void> {
  const actor = assertSignedIn(ctx);
  // Every validation message of the profile is shown under the title 'Update failed'.
  const titles = new Proxy({}, { get: () => updateFailed }) as Record<string, string>;
  const personal = sections.includes("personal") ? validate(personalSchema, input, titles) : null;
  const education = sections.includes("education")
    ? validate(educationListSchema, input.education ?? [], titles)
    : null;
  const skills = sections.includes("skills") ? validate(skillListSchema, input.skills ?? [], titles) : null;
  const experience = sections.includes("experience")
    ? validate(experienceListSchema, input.experience ?? [], titles)
    : null;
  const summary = sections.includes("summary") ? validate(summarySchema, input, titles) : null;

  try {
    await ctx.db.transaction().execute(async (trx) => {
      const profile = await trx
        .selectFrom("candidate_profiles")
        .select("id")
        .where("user_id", "=", actor.userId)
        .forUpdate()
        .executeTakeFirst();
      if (!profile)
        throw new DomainError("not_found", /*i18n*/ "Failed to load profile data.", {
          title: /*i18n*/ "Profile Not Found",
        });
      const candidateId = profile.id;
      await trx
        .updateTable("candidate_profiles")
        .set({ ...(personal ?? {}), ...(summary ?? {}), updated_at: new Date() })
        .where("id", "=", candidateId)
        .execute();
      if (education) await replaceRows(trx, "candidate_education", candidateId, education);
      if (skills) await replaceRows(trx, "candidate_skills", candidateId, skills);
      if (experience) await replaceRows(trx, "candidate_experience", candidateId, experience);
    });
  } catch (error) {
    if (error instanceof DomainError) throw error;
    ctx.services.log.error("profile save failed", { userId: actor.userId, ...errorFields(error) });
    throw new DomainError("invalid", profileMessages.updateFailed.description, {
      title: updateFailed,
      cause: error,
    });
  }
}

async function replaceRows<T extends "candidate_education" | "candidate_skills" | "candidate_experience">(
  trx: Transaction<DB>,
  table: T,
  candidateId: string,
  rows: object[],
) {
  // The three tables share the candidate_id column; one name stands for all in the types.
  await trx
    .deleteFrom(table as "candidate_skills")
    .where("candidate_id", "=", candidateId)
    .execute();
  if (rows.length === 0) return;
  await trx
    .insertInto(table)
    .values(rows.map((row) => ({ ...row, candidate_id: candidateId })) as never)
    .execute();
}

/** Creates the empty profile a candidate account should have had since registration. */
export async function createMyProfile(ctx: DomainContext): Promise<void> {
  const actor = assertSignedIn(ctx);
  if (actor.role !== "candidate") {
    throw new DomainError(
      "forbidden",
      /*i18n*/ "Employer and admin accounts do not have a candidate profile.",
      {
        title: /*i18n*/ "Access Denied",
      },
    );
  }
  await ctx.db
    .insertInto("candidate_profiles")
    .values({ user_id: actor.userId })
    .onConflict((conflict) => conflict.column("user_id").doNothing())
    .execute();
}

async function uploadedBytes(
  file: unknown,
  tooLarge: string,
  title: string,
  noFile: string,
): Promise<Uint8Array> {
  if (!(file instanceof Blob) || file.size === 0) throw new DomainError("invalid", noFile, { title });
  if (file.size > MAX_UPLOAD_BYTES)
    throw new DomainError("invalid", tooLarge, { title: /*i18n*/ "File too large" });
  return new Uint8Array(await file.arrayBuffer());
}

const randomName = () => randomBytes(16).toString("hex");

/**
 * A photo is decoded in a child process (decision 0038): a small PNG can hold
 * 40 megapixels, and libvips's buffers, freed in the server, stayed in its
 * memory. The pixel limit refuses bigger images from their header; the
 * ceiling fits the costliest 40 MP decode measured (a 16-bit interlaced PNG,
 * ~450 MB), and two at once bound what photos can take together.
 */
const PHOTO_LIMITS = { memoryMb: 512, heapMb: 128, timeMs: 15_000 };
const PHOTO_MAX_PIXELS = 40_000_000;
const photoSlot = pLimit(2);
const sharpPath = () => createRequire(import.meta.url).resolve("sharp");

// Runs in the child process (CommonJS): re-encodes one image, sends the JPEG and waits to be ended.
const photoSource = `
process.on("message", ({ bytes, sharpPath, maxPixels }) => {
  const sharp = require(sharpPath);
  // One libvips thread: the memory measured for the ceiling holds on a machine of any size.
  sharp.concurrency(1);
  sharp(Buffer.from(bytes), { limitInputPixels: maxPixels })
    .rotate()
    .resize(400, 400, { fit: "cover" })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer()
    .then(
      (jpeg) => process.send({ jpeg }),
      (error) => process.send({ error: String((error && error.message) || error) }),
    );
});
`;

/**
 * Stores a new profile photo: an image by content, at most 5 MB, re-encoded to
 * a 400×400 JPEG (so a 5 MB upload becomes a few tens of KB on the page, and
 * nothing but pixels survives from the upload).
 */
export async function uploadPhoto(ctx: DomainContext, file: unknown): Promise<string> {
  const actor = assertSignedIn(ctx);
  const bytes = await uploadedBytes(
    file,
    /*i18n*/ "Please select an image smaller than 5MB.",
    /*i18n*/ "Invalid file type",
    /*i18n*/ "Please select an image file.",
  );
  if (!detectImageType(bytes))
    throw new DomainError("invalid", /*i18n*/ "Please select an image file.", {
      title: /*i18n*/ "Invalid file type",
    });
  const encoded = await photoSlot(() =>
    runInChild<{ jpeg: Uint8Array } | { error: string }>(
      photoSource,
      { bytes, sharpPath: sharpPath(), maxPixels: PHOTO_MAX_PIXELS },
      PHOTO_LIMITS,
    ),
  );
  if ("error" in encoded) {
    ctx.services.log.warn("photo unreadable", { userId: actor.userId, error: encoded.error });
    throw new DomainError("invalid", /*i18n*/ "This image could not be read. Please choose another.", {
      title: /*i18n*/ "Invalid file type",
    });
  }
  const jpeg = encoded.jpeg;
  const profile = await ownProfileRow(ctx, actor.userId);
  const key = `photos/${randomName()}.jpg`;
  await storeFile(ctx, key, jpeg, profileMessages.photoFailed.description, () =>
    ctx.db
      .updateTable("candidate_profiles")
      .set({ photo_key: key, updated_at: new Date() })
      .where("id", "=", profile.id)
      .execute(),
  );
  if (profile.photo_key) await ctx.services.storage.delete(profile.photo_key).catch(() => {});
  return photoUrl(key)!;
}

/** An uploaded resume that passed the checks, with the profile columns that will name it once stored. */
export interface ResumeUpload {
  bytes: Uint8Array;
  key: string;
  columns: {
    resume_key: string;
    resume_content_type: string;
    resume_filename: string;
    resume_uploaded_at: Date;
  };
}

/**
 * The resume checks every upload goes through (the profile's and a guest
 * application's): a file, at most 5 MB, a PDF, DOC or DOCX by its content
 * (never its name or declared type). Stores nothing.
 */
export async function checkResumeUpload(file: unknown): Promise<ResumeUpload> {
  const bytes = await uploadedBytes(
    file,
    /*i18n*/ "Please upload a file smaller than 5MB.",
    /*i18n*/ "Upload failed",
    /*i18n*/ "Please upload a PDF or Word document.",
  );
  const type = detectDocumentType(bytes);
  if (!type)
    throw new DomainError("invalid", /*i18n*/ "Please upload a PDF or Word document.", {
      title: /*i18n*/ "Upload failed",
    });
  const key = `resumes/${randomName()}.${extensionOf[type]}`;
  const originalName = file instanceof File ? file.name : "";
  return {
    bytes,
    key,
    columns: {
      resume_key: key,
      resume_content_type: type,
      resume_filename: cleanFilename(originalName, extensionOf[type]),
      resume_uploaded_at: new Date(),
    },
  };
}

/** Puts a checked resume's file in the store, with the resume upload's failure message. */
export async function storeResumeFile(ctx: DomainContext, upload: ResumeUpload): Promise<void> {
  try {
    await ctx.services.storage.put(upload.key, upload.bytes);
  } catch (error) {
    ctx.services.log.error("file storage failed", { key: upload.key, ...errorFields(error) });
    throw new DomainError("invalid", profileMessages.resumeFailed.description, {
      title: /*i18n*/ "Upload failed",
    });
  }
}

/** Stores a new resume (PDF, DOC or DOCX by content, at most 5 MB), replacing the old one. */
export async function uploadResume(ctx: DomainContext, file: unknown): Promise<void> {
  await storeResume(ctx, file);
  // Its text is read in the background, for the talent pool's search.
  ctx.services.resumeTexts.kick();
}

/**
 * "Upload your resume to fill this in" (decision 0045): stores the resume as
 * uploadResume does, and reads its text at once rather than in the
 * background, so the wizard can be filled from it on the next page. Nothing
 * of the profile is changed: the wizard shows what was read as its fields'
 * values until the candidate saves each step. Returns whether any text was read.
 */
export async function uploadResumeToFill(ctx: DomainContext, file: unknown): Promise<boolean> {
  const { key, bytes, type, candidateId } = await storeResume(ctx, file);
  const text = await extractResumeText(bytes, type, ctx.services.log);
  // As the background reader records it, and only if the profile still has this file.
  await sql`
    insert into resume_texts (candidate_id, resume_key, status, body)
    select p.id, ${key}, ${text.status}, ${text.status === "extracted" ? text.body : ""}
    from candidate_profiles p where p.id = ${candidateId} and p.resume_key = ${key}
    on conflict (candidate_id) do update set
      resume_key = excluded.resume_key, status = excluded.status, body = excluded.body,
      extracted_at = now()`.execute(ctx.db);
  return text.status === "extracted";
}

/**
 * What the signed-in candidate's stored resume says, read into the profile's
 * fields (server/domain/resume-parsing.ts); null without a resume whose text
 * has been read. Any resume counts: one uploaded in the wizard, or with an
 * application made before the account was finished.
 */
export async function resumeSuggestions(
  ctx: DomainContext,
): Promise<{ resumeKey: string; parsed: ParsedResume } | null> {
  const actor = assertSignedIn(ctx);
  const row = await ctx.db
    .selectFrom("candidate_profiles as p")
    .innerJoin("resume_texts as r", (join) =>
      join.onRef("r.candidate_id", "=", "p.id").onRef("r.resume_key", "=", "p.resume_key"),
    )
    .select(["r.resume_key", "r.body"])
    .where("p.user_id", "=", actor.userId)
    .where("r.status", "=", "extracted")
    .executeTakeFirst();
  return row ? { resumeKey: row.resume_key, parsed: parseResume(row.body) } : null;
}

/** Checks and stores the signed-in candidate's new resume, replacing the old one. */
async function storeResume(ctx: DomainContext, file: unknown) {
  const actor = assertSignedIn(ctx);
  const upload = await checkResumeUpload(file);
  const profile = await ownProfileRow(ctx, actor.userId);
  await storeFile(ctx, upload.key, upload.bytes, profileMessages.resumeFailed.description, () =>
    ctx.db
      .updateTable("candidate_profiles")
      .set({ ...upload.columns, updated_at: new Date() })
      .where("id", "=", profile.id)
      .execute(),
  );
  if (profile.resume_key) await ctx.services.storage.delete(profile.resume_key).catch(() => {});
  return {
    key: upload.key,
    bytes: upload.bytes,
    type: upload.columns.resume_content_type,
    candidateId: profile.id,
  };
}

function cleanFilename(name: string, extension: string): string {
  const base = name
    .replace(/\.[^.]*$/, "")
    .replace(/[^\w\- ]+/g, "")
    .trim()
    .slice(0, 80);
  return `${base || "resume"}.${extension}`;
}

async function ownProfileRow(ctx: DomainContext, userId: string) {
  const profile = await ctx.db
    .selectFrom("candidate_profiles")
    .select(["id", "photo_key", "resume_key"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!profile)
    throw new DomainError("not_found", /*i18n*/ "Failed to load profile data.", {
      title: /*i18n*/ "Profile Not Found",
    });
  return profile;
}

/**
 * Stores a new file, then `record`s it in the profile. When the record fails
 * (the database is down, say) the file is deleted again: the profile keeps
 * its old file, and no stored file is left that nothing names.
 */
async function storeFile(
  ctx: DomainContext,
  key: string,
  bytes: Uint8Array,
  message: string,
  record: () => Promise<unknown>,
) {
  try {
    await ctx.services.storage.put(key, bytes);
  } catch (error) {
    ctx.services.log.error("file storage failed", { key, ...errorFields(error) });
    throw new DomainError("invalid", message, { title: /*i18n*/ "Upload failed" });
  }
  try {
    await record();
  } catch (error) {
    await ctx.services.storage.delete(key).catch(() => {});
    throw error;
  }
}

/**
 * A candidate's resume, for its owner, an admin, or an employer who posted a
 * job this candidate applied to. Anyone else gets "not found", the same answer
 * as for a candidate with no resume, so ids cannot be probed.
 */
export async function readResume(
  ctx: DomainContext,
  candidateId: string,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; contentType: string; filename: string }> {
  assertSignedIn(ctx);
  const notFound = new DomainError("not_found", /*i18n*/ "This resume is not available.", {
    title: /*i18n*/ "Not Found",
  });
  if (!isUuid(candidateId)) throw notFound;
  const profile = await ctx.db
    .selectFrom("candidate_profiles")
    .select([
      "id",
      "user_id",
      "resume_key",
      "resume_content_type",
      "resume_filename",
      "first_name",
      "last_name",
    ])
    .where("id", "=", candidateId)
    .executeTakeFirst();
  if (!profile?.resume_key) throw notFound;
  if (!(await mayReadCandidate(ctx, profile))) throw notFound;
  const bytes = await ctx.services.storage.get(profile.resume_key);
  if (!bytes) throw notFound;
  if (ctx.actor?.userId !== profile.user_id) await recordProfileView(ctx, profile.id, "resume");
  const name =
    [profile.first_name, profile.last_name]
      .filter(Boolean)
      .join("-")
      .replace(/[^\w-]+/g, "") || "candidate";
  const extension = profile.resume_filename?.split(".").pop() ?? "pdf";
  return {
    bytes,
    contentType: profile.resume_content_type ?? "application/octet-stream",
    filename: `${name}-resume.${extension}`,
  };
}

/**
 * Owner, admin, or an employer with an application from this candidate on one
 * of their jobs, or searching the talent pool for a candidate who let
 * recruiters find them (a complete profile, discoverable).
 */
export async function mayReadCandidate(
  ctx: DomainContext,
  profile: { id: string; user_id: string },
): Promise<boolean> {
  const actor = ctx.actor;
  if (!actor) return false;
  if (actor.userId === profile.user_id || actor.role === "admin") return true;
  if (actor.role !== "employer") return false;
  const discoverable = await ctx.db
    .selectFrom("searchable_candidates")
    .select("candidate_id")
    .where("candidate_id", "=", profile.id)
    .where("discoverable", "=", true)
    .executeTakeFirst();
  if (discoverable) return true;
  const application = await ctx.db
    .selectFrom("job_applications")
    .innerJoin("jobs", "jobs.id", "job_applications.job_id")
    .select("job_applications.id")
    .where("job_applications.candidate_id", "=", profile.id)
    .where("jobs.owner_id", "=", actor.userId)
    .executeTakeFirst();
  return application !== undefined;
}

/** Photos may be public: served by their random key. */
export async function readPhoto(ctx: DomainContext, key: string): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!/^photos\/[0-9a-f]{32}\.jpg$/.test(key)) return null;
  return ctx.services.storage.get(key);
}

/** Everything the product holds about the signed-in user, as one JSON document (their right to a copy). */
export async function exportMyData(ctx: DomainContext) {
  const actor = assertSignedIn(ctx);
  const user = await ctx.db
    .selectFrom("user")
    .select(["email", "createdAt", "lastSignInAt", "emailVerified"])
    .where("id", "=", actor.userId)
    .executeTakeFirstOrThrow();
  const profile = await loadProfile(ctx.db, { userId: actor.userId });
  const applications = profile
    ? await ctx.db
        .selectFrom("job_applications")
        .innerJoin("jobs", "jobs.id", "job_applications.job_id")
        .select([
          "jobs.title as job_title",
          "jobs.company_name",
          "jobs.location_city",
          "jobs.location_state",
          "job_applications.cover_letter",
          "job_applications.application_status",
          "job_applications.applied_at",
        ])
        .where("job_applications.candidate_id", "=", profile.id)
        .orderBy("job_applications.applied_at", "desc")
        .execute()
    : [];
  // Saved jobs (issue #24) are the account's, profile or not.
  const savedJobs = await ctx.db
    .selectFrom("saved_jobs")
    .innerJoin("jobs", "jobs.id", "saved_jobs.job_id")
    .select(["jobs.title as job_title", "jobs.company_name", "saved_jobs.created_at as saved_at"])
    .where("saved_jobs.candidate_id", "=", actor.userId)
    .orderBy("saved_jobs.created_at", "desc")
    .execute();
  // Job alerts (issue #24): what the account asked to be e-mailed.
  const jobAlerts = await ctx.db
    .selectFrom("job_alerts")
    .select(["name", "q", "state", "experience", "frequency", "paused", "created_at", "last_sent_at"])
    .where("candidate_id", "=", actor.userId)
    .orderBy("created_at", "desc")
    .execute();
  return {
    exportedAt: new Date().toISOString(),
    account: {
      email: user.email,
      role: actor.role,
      createdAt: user.createdAt,
      lastSignInAt: user.lastSignInAt,
      emailVerified: user.emailVerified,
    },
    profile,
    applications,
    savedJobs,
    jobAlerts,
    // What the user agreed to, with the notices as shown (decision 0046).
    consents: await exportMyConsents(ctx),
    // Whom the profile was shared with, what, and when (decision 0055).
    disclosures: await exportMyDisclosures(ctx),
  };
}

/**
 * Deletes the signed-in user's account with their profile, applications and
 * files. The user must type their e-mail address to confirm.
 */
export async function deleteMyAccount(ctx: DomainContext, confirmation: unknown): Promise<void> {
  const actor = assertSignedIn(ctx);
  if (typeof confirmation !== "string" || confirmation.trim().toLowerCase() !== actor.email.toLowerCase()) {
    throw new DomainError("invalid", /*i18n*/ "Type your email address exactly to confirm.", {
      title: /*i18n*/ "Account not deleted",
      fieldErrors: { confirmation: /*i18n*/ "Type your email address exactly to confirm." },
    });
  }
  if (actor.role === "admin") {
    const admins = await ctx.db
      .selectFrom("user_roles")
      .select("user_id")
      .where("role", "=", "admin")
      .execute();
    if (admins.length <= 1) {
      throw new DomainError("forbidden", /*i18n*/ "The last admin account cannot be deleted.", {
        title: /*i18n*/ "Account not deleted",
      });
    }
  }
  const profile = await ctx.db
    .selectFrom("candidate_profiles")
    .select(["photo_key", "resume_key"])
    .where("user_id", "=", actor.userId)
    .executeTakeFirst();
  // The client CVs made of the profile (decision 0055): their submittals cascade away with it.
  const clientCvs = await ctx.db
    .selectFrom("submittals")
    .innerJoin("job_applications", "job_applications.id", "submittals.application_id")
    .innerJoin("candidate_profiles", "candidate_profiles.id", "job_applications.candidate_id")
    .select("submittals.cv_key")
    .where("candidate_profiles.user_id", "=", actor.userId)
    .where("submittals.cv_key", "is not", null)
    .execute();
  // Rows first (cascading to profile, lists, applications, sessions), then the files.
  await ctx.db.deleteFrom("user").where("id", "=", actor.userId).execute();
  for (const key of [profile?.photo_key, profile?.resume_key, ...clientCvs.map((row) => row.cv_key)]) {
    if (key) await ctx.services.storage.delete(key).catch(() => {});
  }
}

/** The signed-in candidate's own resume. */
export async function readMyResume(ctx: DomainContext) {
  const actor = assertSignedIn(ctx);
  const profile = await ctx.db
    .selectFrom("candidate_profiles")
    .select("id")
    .where("user_id", "=", actor.userId)
    .executeTakeFirst();
  return readResume(ctx, profile?.id ?? "");
}
