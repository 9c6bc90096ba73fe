// Writing to a candidate from their application (issue #37, decision 0051):
// the admin's templates, the recruiter's message (a template filled in, or
// free words), sent through the mail queue in the candidate's language with
// Reply-To the recruiter, and kept on the application's history, which the
// candidate reads in My Applications.
import { msg } from "@lingui/core/macro";
import { sql } from "kysely";
import { site } from "../../app/site.config";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../common/i18n";
import { oneLine } from "../../common/schemas/form";
import { messageSchema, templateSchema } from "../../common/schemas/messages";
import { i18nFor } from "../i18n";
import { assertAdmin, assertSignedIn, assertStaff, type DomainContext } from "./context";
import { reviewableApplication } from "./employer";
import { DomainError, validate } from "./errors";
import { isUuid } from "./ids";
import { consumeRateLimit, rateLimits } from "./rate-limits";

const applicationNotFound = () =>
  new DomainError("not_found", /*i18n*/ "This application could not be found.", { title: /*i18n*/ "Error" });
const templateNotFound = () =>
  new DomainError("not_found", /*i18n*/ "This template could not be found.", { title: /*i18n*/ "Error" });

export interface MessageTemplate {
  id: string;
  name: string;
  subject_en: string;
  body_en: string;
  subject_hi: string;
  body_hi: string;
}

export interface ApplicationMessage {
  id: string;
  application_id: string;
  sender_email: string;
  subject: string;
  body: string;
  language: Locale;
  template_id: string | null;
  sent_at: Date;
}

const messageColumns = [
  "application_messages.id",
  "application_messages.application_id",
  "application_messages.sender_email",
  "application_messages.subject",
  "application_messages.body",
  "application_messages.language",
  "application_messages.template_id",
  "application_messages.sent_at",
] as const;

// ── Filling in placeholders ──────────────────────────────────────────────

/**
 * Something a link could be made of: a scheme, "www.", or a host name with a
 * common top-level domain. Mail programs turn such text into links, so a
 * candidate named "win-prize.com" would put a link in the firm's own mail.
 */
const linkLike =
  /\b[a-z][a-z0-9+.-]*:\/\/\S*|\bwww\.\S+|\b[\w-]+(?:\.[\w-]+)*\.(?:com|in|net|org|io|co|info|biz|xyz|app|link|ly|me|online|site|top|click|ru|cn)\b\S*/gi;

/**
 * A value as it goes into a message: one line, at most 120 characters, and
 * anything link-like defanged (its dots and colons bracketed), because names
 * and titles come from users and links in mails are hostile input. The mail
 * is plain text, so nothing else in it is markup.
 */
export function mailSafe(value: string): string {
  const line = oneLine(value).replace(/\s+/g, " ").trim().slice(0, 120);
  return line.replace(linkLike, (link) => link.replace(/\./g, "[.]").replace(/:\/\//g, "[:]//"));
}

/** The placeholders filled in, each value made mail-safe; anything else in braces stays as written. */
export function fillPlaceholders(
  text: string,
  values: { candidate: string; job: string; firm: string },
): string {
  return text.replace(/\{(candidate|job|firm)\}/g, (_, key: keyof typeof values) => mailSafe(values[key]));
}

/** A template's subject and body in a language. */
export function templateIn(template: MessageTemplate, locale: Locale) {
  return locale === "hi-IN"
    ? { subject: template.subject_hi, body: template.body_hi }
    : { subject: template.subject_en, body: template.body_en };
}

// ── Templates (the admin keeps them; staff use them) ─────────────────────

export async function listTemplates(ctx: DomainContext): Promise<MessageTemplate[]> {
  assertStaff(ctx);
  return ctx.db
    .selectFrom("message_templates")
    .select(["id", "name", "subject_en", "body_en", "subject_hi", "body_hi"])
    .orderBy("name")
    .execute();
}

/** Adds a template (no id) or changes one; the admin's change is kept in the audit log. */
export async function saveTemplate(ctx: DomainContext, templateId: unknown, input: unknown): Promise<string> {
  const actor = assertAdmin(ctx);
  const values = validate(templateSchema, input, {}) satisfies Record<string, string>;
  const existing = templateId === null || templateId === undefined || templateId === "" ? null : templateId;
  if (existing !== null && (typeof existing !== "string" || !isUuid(existing))) throw templateNotFound();
  const taken = await ctx.db
    .selectFrom("message_templates")
    .select("id")
    .where(sql<boolean>`lower(name) = lower(${values.name})`)
    .$if(existing !== null, (query) => query.where("id", "<>", existing as string))
    .executeTakeFirst();
  if (taken)
    throw new DomainError("conflict", /*i18n*/ "A template with this name exists already.", {
      title: /*i18n*/ "Template not saved",
      fieldErrors: { name: /*i18n*/ "A template with this name exists already." },
    });
  return ctx.db.transaction().execute(async (trx) => {
    const saved = existing
      ? await trx
          .updateTable("message_templates")
          .set({ ...values, updated_at: sql`now()` })
          .where("id", "=", existing as string)
          .returning("id")
          .executeTakeFirst()
      : await trx.insertInto("message_templates").values(values).returning("id").executeTakeFirst();
    if (!saved) throw templateNotFound();
    await trx
      .insertInto("audit_log")
      .values({
        actor_id: actor.userId,
        actor_email: actor.email,
        action: existing ? "message_template.update" : "message_template.create",
        target: saved.id,
        details: JSON.stringify({ name: values.name }),
      })
      .execute();
    return saved.id;
  });
}

/**
 * Deletes a template. The messages written from it keep their words (each
 * message holds its own subject and body) and lose only the link to it.
 */
export async function deleteTemplate(ctx: DomainContext, templateId: unknown): Promise<void> {
  const actor = assertAdmin(ctx);
  if (typeof templateId !== "string" || !isUuid(templateId)) throw templateNotFound();
  await ctx.db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom("message_templates")
      .where("id", "=", templateId)
      .returning("name")
      .executeTakeFirst();
    if (!deleted) throw templateNotFound();
    await trx
      .insertInto("audit_log")
      .values({
        actor_id: actor.userId,
        actor_email: actor.email,
        action: "message_template.delete",
        target: templateId,
        details: JSON.stringify({ name: deleted.name }),
      })
      .execute();
  });
}

// ── Writing to a candidate ───────────────────────────────────────────────

/** The language the candidate of an application reads mail in: their account's, else English. */
async function candidateLanguage(ctx: DomainContext, applicationId: string): Promise<Locale> {
  const row = await ctx.db
    .selectFrom("job_applications")
    .innerJoin("candidate_profiles", "candidate_profiles.id", "job_applications.candidate_id")
    .innerJoin("user", "user.id", "candidate_profiles.user_id")
    .select("user.language")
    .where("job_applications.id", "=", applicationId)
    .executeTakeFirst();
  return isLocale(row?.language) ? row.language : DEFAULT_LOCALE;
}

/**
 * What the compose form of an application needs: the candidate's language,
 * the templates in it (placeholders still in braces), and the messages sent.
 */
export async function messageComposer(ctx: DomainContext, applicationId: unknown) {
  const { application } = await reviewableApplication(ctx, applicationId, applicationNotFound());
  const [language, templates, messages] = await Promise.all([
    candidateLanguage(ctx, application.id),
    listTemplates(ctx),
    applicationMessages(ctx, application.id),
  ]);
  return {
    language,
    templates: templates.map((template) => ({
      id: template.id,
      name: template.name,
      ...templateIn(template, language),
    })),
    messages,
  };
}

/** An application's messages, oldest first, for its employer and admins. */
export async function applicationMessages(
  ctx: DomainContext,
  applicationId: unknown,
): Promise<ApplicationMessage[]> {
  const { application } = await reviewableApplication(ctx, applicationId, applicationNotFound());
  return ctx.db
    .selectFrom("application_messages")
    .select(messageColumns)
    .where("application_id", "=", application.id)
    .orderBy("sent_at")
    .orderBy("id")
    .execute();
}

/**
 * Sends a message to the candidate of an application the caller may review
 * (the job's employer, or an admin): placeholders filled in, in the language
 * it was written in (the form offers the templates in the candidate's), kept
 * on the application and queued in one transaction, Reply-To the sender.
 */
export async function sendApplicationMessage(
  ctx: DomainContext,
  applicationId: unknown,
  input: unknown,
): Promise<ApplicationMessage> {
  const details = validate(messageSchema, input, {});
  const { actor, application } = await reviewableApplication(ctx, applicationId, applicationNotFound());
  if (details.templateId !== null) {
    const known =
      isUuid(details.templateId) &&
      (await ctx.db
        .selectFrom("message_templates")
        .select("id")
        .where("id", "=", details.templateId)
        .executeTakeFirst());
    if (!known) throw templateNotFound();
  }
  // A recruiter writes to many candidates; one candidate is not written to without end.
  await consumeRateLimit(ctx, rateLimits.messagePerSender, actor.userId);
  await consumeRateLimit(ctx, rateLimits.messagePerApplication, application.id);
  const language = await candidateLanguage(ctx, application.id);
  const values = {
    candidate: `${application.first_name} ${application.last_name}`.trim() || application.email,
    job: application.job_title,
    firm: site.name,
  };
  const subject = fillPlaceholders(details.subject, values).slice(0, 150);
  const body = fillPlaceholders(details.body, values);
  const i18n = i18nFor(language);
  const applicationsUrl = `${ctx.services.config.publicUrl}/my-applications`;
  const text = [
    body,
    "",
    "--",
    i18n._(msg`Replying to this e-mail writes to the recruiter.`),
    i18n._(msg`You can read this message again in My Applications: ${applicationsUrl}`),
  ].join("\n");
  return ctx.db.transaction().execute(async (trx) => {
    const message = await trx
      .insertInto("application_messages")
      .values({
        application_id: application.id,
        sender_id: actor.userId,
        sender_email: actor.email,
        template_id: details.templateId,
        language,
        subject,
        body,
      })
      .returning([
        "id",
        "application_id",
        "sender_email",
        "subject",
        "body",
        "language",
        "template_id",
        "sent_at",
      ])
      .executeTakeFirstOrThrow();
    // Written in the candidate's language already: no other words for the mailer to choose.
    await ctx.services.mailer.send(
      { to: application.email, replyTo: actor.email, subject, text, language },
      { db: trx },
    );
    return message;
  });
}

/**
 * The signed-in candidate's messages, oldest first: only their own. With an
 * application, that one's (another's application, or none, is "not found").
 */
export async function myApplicationMessages(
  ctx: DomainContext,
  applicationId?: unknown,
): Promise<ApplicationMessage[]> {
  const actor = assertSignedIn(ctx);
  const one = applicationId !== undefined;
  if (one) {
    const own =
      typeof applicationId === "string" &&
      isUuid(applicationId) &&
      (await ctx.db
        .selectFrom("job_applications")
        .innerJoin("candidate_profiles", "candidate_profiles.id", "job_applications.candidate_id")
        .select("job_applications.id")
        .where("job_applications.id", "=", applicationId)
        .where("candidate_profiles.user_id", "=", actor.userId)
        .executeTakeFirst());
    if (!own) throw applicationNotFound();
  }
  return ctx.db
    .selectFrom("application_messages")
    .innerJoin("job_applications", "job_applications.id", "application_messages.application_id")
    .innerJoin("candidate_profiles", "candidate_profiles.id", "job_applications.candidate_id")
    .select(messageColumns)
    .where("candidate_profiles.user_id", "=", actor.userId)
    .$if(one, (query) => query.where("application_messages.application_id", "=", applicationId as string))
    .orderBy("application_messages.sent_at")
    .orderBy("application_messages.id")
    .limit(500)
    .execute();
}
