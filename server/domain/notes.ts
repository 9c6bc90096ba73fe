// Private notes and a rating on an application (issue #23): what a recruiter
// remembers of a call, and how they rate the applicant. Seen by the job's
// employer and admins, never by the candidate: nothing here is reachable
// from a candidate's context, and no candidate page or export selects it.
import { sql } from "kysely";
import { noteSchema, ratingSchema } from "../../common/schemas/recruiting";
import { assertStaff, type DomainContext } from "./context";
import { reviewableApplication } from "./employer";
import { DomainError, validate } from "./errors";
import { isUuid } from "./ids";

const applicationNotFound = () =>
  new DomainError("not_found", /*i18n*/ "This application could not be found.", { title: /*i18n*/ "Error" });
const noteNotFound = () =>
  new DomainError("not_found", /*i18n*/ "This note could not be found.", { title: /*i18n*/ "Error" });

export interface ApplicationNote {
  id: string;
  body: string;
  author_email: string;
  created_at: Date;
  updated_at: Date;
  /** The caller wrote it: they may edit it. */
  mine: boolean;
  /** The caller may delete it: its author, or an admin. */
  deletable: boolean;
}

/** An application's notes, oldest first (a conversation's order). */
export async function listNotes(ctx: DomainContext, applicationId: unknown): Promise<ApplicationNote[]> {
  const { actor, application } = await reviewableApplication(ctx, applicationId, applicationNotFound());
  const rows = await ctx.db
    .selectFrom("application_notes")
    .select(["id", "body", "author_id", "author_email", "created_at", "updated_at"])
    .where("application_id", "=", application.id)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map(({ author_id, ...note }) => ({
    ...note,
    mine: author_id === actor.userId,
    deletable: author_id === actor.userId || actor.role === "admin",
  }));
}

export async function addNote(ctx: DomainContext, applicationId: unknown, input: unknown): Promise<string> {
  const { body } = validate(noteSchema, input);
  const { actor, application } = await reviewableApplication(ctx, applicationId, applicationNotFound());
  const { id } = await ctx.db
    .insertInto("application_notes")
    .values({ application_id: application.id, author_id: actor.userId, author_email: actor.email, body })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** A note the caller may still review the application of; its author's id for the checks. */
async function noteOf(ctx: DomainContext, noteId: unknown) {
  assertStaff(ctx);
  if (typeof noteId !== "string" || !isUuid(noteId)) throw noteNotFound();
  const note = await ctx.db
    .selectFrom("application_notes")
    .select(["id", "application_id", "author_id"])
    .where("id", "=", noteId)
    .executeTakeFirst();
  if (!note) throw noteNotFound();
  const { actor } = await reviewableApplication(ctx, note.application_id, noteNotFound());
  return { actor, note };
}

/** Changes a note's text: its author only. */
export async function editNote(ctx: DomainContext, noteId: unknown, input: unknown): Promise<void> {
  const { body } = validate(noteSchema, input);
  const { actor, note } = await noteOf(ctx, noteId);
  if (note.author_id !== actor.userId)
    throw new DomainError("forbidden", /*i18n*/ "Only the author of a note can change it.", {
      title: /*i18n*/ "Access Denied",
    });
  await ctx.db
    .updateTable("application_notes")
    .set({ body, updated_at: sql`now()` })
    .where("id", "=", note.id)
    .execute();
}

/** Deletes a note: its author, or an admin. */
export async function deleteNote(ctx: DomainContext, noteId: unknown): Promise<void> {
  const { actor, note } = await noteOf(ctx, noteId);
  if (note.author_id !== actor.userId && actor.role !== "admin")
    throw new DomainError("forbidden", /*i18n*/ "Only the author of a note or an admin can delete it.", {
      title: /*i18n*/ "Access Denied",
    });
  await ctx.db.deleteFrom("application_notes").where("id", "=", note.id).execute();
}

/** Rates an application 1 to 5 stars, or clears its rating (null). */
export async function rateApplication(
  ctx: DomainContext,
  applicationId: unknown,
  input: unknown,
): Promise<number | null> {
  const { rating } = validate(ratingSchema, input);
  const { application } = await reviewableApplication(ctx, applicationId, applicationNotFound());
  await ctx.db.updateTable("job_applications").set({ rating }).where("id", "=", application.id).execute();
  return rating;
}
