// Submittals (issue #38 part A, decision 0055). A recruiter submits a
// candidate to a contact of the job's client with a pitch; the candidate is
// asked first ("Share your profile with {client} for {job}?"); only on Yes is
// the client CV made, stored and a signed link mailed to the contact, who
// decides through it without an account (Shortlist, Interview with proposed
// times, Not suitable). Every step checks rights here: the job's owner or an
// admin; the candidate whose application it is (or who holds the mailed
// link); the client only through a link to one submittal, always looked up
// by the id inside the signed token.
import { createHash, randomBytes } from "node:crypto";
import { sql, type Transaction } from "kysely";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../common/i18n";
import { consentAnswerSchema, decisionSchema, submitSchema } from "../../common/schemas/submittal";
import {
  clientDecisionLabels,
  CLIENT_LINK_DAYS,
  CONSENT_DAYS,
  disclosedFields,
  submittalMessages as say,
  type ClientDecision,
  type SubmittalStatus,
} from "../../common/schemas/submittal-fields";
import type { PipelineStage } from "../../common/schemas/pipeline";
import { formatDate } from "../../common/format";
import { site } from "../../app/site.config";
import type { DB } from "../db/schema";
import { clientDecisionMail, clientSubmittalMail, consentRequestMail } from "../mail/submittal-mail";
import { redactContacts, renderClientCv, type ClientCv } from "../pdf/client-cv";
import type { Services } from "../services";
import { audit } from "./admin";
import { recordConsent } from "./consents";
import { assertCandidate, assertStaff, type Actor, type DomainContext } from "./context";
import { DomainError, validate } from "./errors";
import { isUuid } from "./ids";
import { moveStage } from "./pipeline";
import { loadProfile } from "./profiles";
import { consumeRateLimit, rateLimits } from "./rate-limits";
import { expiringToken, readExpiringToken } from "./signed-links";

const DAY_MS = 86_400_000;
const CONSENT_PURPOSE = "submittal:consent";
const CLIENT_PURPOSE = "submittal:client";

const notFound = () => new DomainError("not_found", say.notFound, { title: /*i18n*/ "Not found" });
const applicationNotFound = () =>
  new DomainError("not_found", say.applicationNotFound, { title: /*i18n*/ "Application not found" });
const conflict = (message: string, values?: Record<string, string>) =>
  new DomainError("conflict", message, { title: /*i18n*/ "Not submitted", values });

// ── Links ───────────────────────────────────────────────────────────────────

/** The candidate's page for answering, valid until the request expires. */
export function consentLink(services: Services, submittalId: string, expiresAt: Date): string {
  const token = expiringToken(services.config.sessionSecret, CONSENT_PURPOSE, [submittalId], expiresAt);
  return `${services.config.publicUrl}/submittal-consent?token=${token}`;
}

/** The client's page for one version of the link. */
export function clientLink(
  services: Services,
  submittalId: string,
  version: number,
  expiresAt: Date,
): string {
  const token = expiringToken(
    services.config.sessionSecret,
    CLIENT_PURPOSE,
    [submittalId, String(version)],
    expiresAt,
  );
  return `${services.config.publicUrl}/client/submittal?token=${token}`;
}

// ── Free text a client reads ────────────────────────────────────────────────

/** A candidate's free text with e-mail addresses, phone numbers and links taken out (as the PDF does). */
export function withoutContacts(text: string | null | undefined): string | null {
  if (!text) return null;
  return redactContacts(text, `[contact via ${site.name}]`);
}

/**
 * What a client may see of a candidate, from their profile: no e-mail,
 * phone, address, date of birth, gender, marital status or salary (the type
 * has no place for them), and free text without contact details.
 */
export async function clientCvOf(
  db: DomainContext["db"],
  candidateId: string,
  sharedWith: ClientCv["sharedWith"],
  language: Locale,
): Promise<ClientCv> {
  const profile = await loadProfile(db, { candidateId });
  if (!profile) throw notFound();
  return {
    language,
    name: `${profile.first_name} ${profile.last_name}`.trim(),
    currentCity: profile.current_city ?? null,
    totalExperience: profile.total_experience ?? null,
    noticePeriodDays: profile.notice_period ?? null,
    summary: withoutContacts(profile.profile_summary),
    experience: profile.experience.map((row) => ({
      company_name: row.company_name,
      designation: row.designation,
      start_date: row.start_date,
      end_date: row.end_date,
      is_current_job: row.is_current_job,
      job_description: withoutContacts(row.job_description),
    })),
    education: profile.education.map((row) => ({
      education_level: row.education_level,
      course_name: row.course_name,
      specialization: row.specialization,
      institute_name: row.institute_name,
      year_of_passing: row.year_of_passing,
    })),
    skills: profile.skills.map((row) => ({
      skill_name: row.skill_name,
      years_of_experience: row.years_of_experience,
      proficiency_level: row.proficiency_level,
    })),
    sharedWith,
  };
}

/** The short reference a client and the PDF's footer quote. */
export const referenceOf = (submittalId: string) => submittalId.slice(0, 8).toUpperCase();

// ── The recruiter's side ────────────────────────────────────────────────────

/** The application with its job, client and candidate, if the actor manages the job. */
async function managedApplication(trx: Transaction<DB>, actor: Actor, applicationId: string) {
  const row = await trx
    .selectFrom("job_applications")
    .innerJoin("jobs", "jobs.id", "job_applications.job_id")
    .innerJoin("candidate_profiles", "candidate_profiles.id", "job_applications.candidate_id")
    .innerJoin("user", "user.id", "candidate_profiles.user_id")
    .leftJoin("clients", "clients.id", "jobs.client_id")
    .select([
      "job_applications.id",
      "job_applications.job_id",
      "job_applications.application_status as stage",
      "jobs.owner_id",
      "jobs.title as job_title",
      "jobs.client_id",
      "clients.name as client_name",
      "candidate_profiles.first_name",
      "candidate_profiles.user_id",
      "user.email",
    ])
    .where("job_applications.id", "=", applicationId)
    .forUpdate("job_applications")
    .executeTakeFirst();
  if (!row || (actor.role !== "admin" && row.owner_id !== actor.userId)) throw applicationNotFound();
  return row;
}

/**
 * Submits an application's candidate to a contact of the job's client: the
 * submittal waits for the candidate's consent, who is mailed in the same
 * transaction. Refused (nothing written) when the job has no client, the
 * contact is not the client's or has no address, the application is
 * withdrawn or rejected, one to this client is open, the candidate declined
 * one for this job before, or stopped sharing with this client.
 */
export async function submitToClient(
  ctx: DomainContext,
  applicationId: unknown,
  input: unknown,
): Promise<string> {
  const actor = assertStaff(ctx);
  if (typeof applicationId !== "string" || !isUuid(applicationId)) throw applicationNotFound();
  const form = validate(submitSchema, input);
  return ctx.db.transaction().execute(async (trx) => {
    const app = await managedApplication(trx, actor, applicationId);
    if (!app.client_id || !app.client_name)
      throw new DomainError("invalid", say.noClient, { title: /*i18n*/ "Not submitted" });
    if (app.stage === "withdrawn" || app.stage === "rejected") throw conflict(say.closedApplication);
    const contact = isUuid(form.contactId)
      ? await trx
          .selectFrom("client_contacts")
          .select(["id", "name", "email", "language"])
          .where("id", "=", form.contactId)
          .where("client_id", "=", app.client_id)
          .executeTakeFirst()
      : undefined;
    if (!contact)
      throw new DomainError("invalid", say.contactNotFound, {
        title: /*i18n*/ "Not submitted",
        fieldErrors: { contactId: say.contactNotFound },
      });
    if (!contact.email)
      throw new DomainError("invalid", say.contactNoEmail, {
        title: /*i18n*/ "Not submitted",
        fieldErrors: { contactId: say.contactNoEmail },
      });
    const earlier = await trx
      .selectFrom("submittals")
      .select(["status", "client_id"])
      .where("application_id", "=", app.id)
      .execute();
    if (earlier.some((row) => row.status === "declined")) throw conflict(say.declinedBefore);
    if (
      earlier.some(
        (row) => row.client_id === app.client_id && ["awaiting_consent", "sent"].includes(row.status),
      )
    )
      throw conflict(say.alreadyOpen);
    const withdrawn = await trx
      .selectFrom("consents")
      .select("id")
      .where("user_id", "=", app.user_id)
      .where("purpose", "=", "client_disclosure")
      .where("client_id", "=", app.client_id)
      .where("withdrawn_at", "is not", null)
      .executeTakeFirst();
    if (withdrawn) throw conflict(say.consentWithdrawn);
    const expiresAt = new Date(Date.now() + CONSENT_DAYS * DAY_MS);
    const { id } = await trx
      .insertInto("submittals")
      .values({
        application_id: app.id,
        job_id: app.job_id,
        client_id: app.client_id,
        contact_id: contact.id,
        contact_name: contact.name,
        contact_email: contact.email,
        contact_language: contact.language,
        pitch: form.pitch,
        submitted_by: actor.userId,
        consent_expires_at: expiresAt,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await audit(trx, actor, "submittal.create", id, { application: app.id, client: app.client_id });
    await ctx.services.mailer.send(
      consentRequestMail(app.email, app.first_name, {
        client: app.client_name,
        job: app.job_title,
        url: consentLink(ctx.services, id, expiresAt),
        expiresAt,
      }),
      { db: trx },
    );
    return id;
  });
}

export interface SubmittalRow {
  id: string;
  status: SubmittalStatus;
  client_name: string;
  contact_name: string;
  contact_email: string;
  pitch: string;
  created_at: Date;
  consent_expires_at: Date;
  consent_answered_at: Date | null;
  sent_at: Date | null;
  link_expires_at: Date | null;
  view_count: number;
  first_viewed_at: Date | null;
  last_viewed_at: Date | null;
  decision: ClientDecision | null;
  decided_at: Date | null;
  revoked_at: Date | null;
  revoked_reason: string | null;
  /** Every decision through the links, newest first. */
  decisions: { decision: ClientDecision; comment: string | null; proposed_times: Date[]; decided_at: Date }[];
  /** Waiting for consent past its expiry. */
  expired: boolean;
}

/**
 * An application's submittals and what the panel needs to make another:
 * the job's client and its contacts with an address. The job's owner and
 * admins only; anyone else gets "not found".
 */
export async function applicationSubmittals(ctx: DomainContext, applicationId: unknown) {
  const actor = assertStaff(ctx);
  if (typeof applicationId !== "string" || !isUuid(applicationId)) throw applicationNotFound();
  const app = await ctx.db
    .selectFrom("job_applications")
    .innerJoin("jobs", "jobs.id", "job_applications.job_id")
    .leftJoin("clients", "clients.id", "jobs.client_id")
    .select([
      "job_applications.id",
      "job_applications.application_status as stage",
      "jobs.owner_id",
      "jobs.client_id",
      "clients.name as client_name",
    ])
    .where("job_applications.id", "=", applicationId)
    .executeTakeFirst();
  if (!app || (actor.role !== "admin" && app.owner_id !== actor.userId)) throw applicationNotFound();
  const [contacts, rows, decisions] = await Promise.all([
    app.client_id
      ? ctx.db
          .selectFrom("client_contacts")
          .select(["id", "name", "designation", "email"])
          .where("client_id", "=", app.client_id)
          .where("email", "is not", null)
          .orderBy(sql`lower(name)`)
          .execute()
      : Promise.resolve([]),
    ctx.db
      .selectFrom("submittals")
      .innerJoin("clients", "clients.id", "submittals.client_id")
      .select([
        "submittals.id",
        "submittals.status",
        "clients.name as client_name",
        "submittals.contact_name",
        "submittals.contact_email",
        "submittals.pitch",
        "submittals.created_at",
        "submittals.consent_expires_at",
        "submittals.consent_answered_at",
        "submittals.sent_at",
        "submittals.link_expires_at",
        "submittals.view_count",
        "submittals.first_viewed_at",
        "submittals.last_viewed_at",
        "submittals.decision",
        "submittals.decided_at",
        "submittals.revoked_at",
        "submittals.revoked_reason",
      ])
      .where("submittals.application_id", "=", app.id)
      .orderBy("submittals.created_at", "desc")
      .execute(),
    ctx.db
      .selectFrom("submittal_decisions")
      .innerJoin("submittals", "submittals.id", "submittal_decisions.submittal_id")
      .select([
        "submittal_decisions.submittal_id",
        "submittal_decisions.decision",
        "submittal_decisions.comment",
        "submittal_decisions.proposed_times",
        "submittal_decisions.decided_at",
      ])
      .where("submittals.application_id", "=", app.id)
      .orderBy("submittal_decisions.decided_at", "desc")
      .execute(),
  ]);
  const now = Date.now();
  const submittals: SubmittalRow[] = rows.map((row) => ({
    ...row,
    view_count: Number(row.view_count),
    expired: row.status === "awaiting_consent" && new Date(row.consent_expires_at).getTime() <= now,
    decisions: decisions
      .filter((decision) => decision.submittal_id === row.id)
      .map(({ submittal_id: _, ...decision }) => ({
        ...decision,
        proposed_times: (decision.proposed_times ?? []).map((time) => new Date(time)),
      })),
  }));
  return {
    applicationId: app.id,
    stage: app.stage as PipelineStage,
    client: app.client_id && app.client_name ? { id: app.client_id, name: app.client_name } : null,
    contacts,
    submittals,
    canSubmit: Boolean(app.client_id) && !["withdrawn", "rejected"].includes(app.stage),
  };
}

/** A submittal of a job the actor manages, locked. */
async function managedSubmittal(trx: Transaction<DB>, actor: Actor, submittalId: unknown) {
  if (typeof submittalId !== "string" || !isUuid(submittalId)) throw notFound();
  const row = await trx
    .selectFrom("submittals")
    .innerJoin("jobs", "jobs.id", "submittals.job_id")
    .select([
      "submittals.id",
      "submittals.status",
      "submittals.application_id",
      "submittals.link_version",
      "submittals.contact_name",
      "submittals.contact_email",
      "submittals.contact_language",
      "submittals.sent_at",
      "jobs.owner_id",
      "jobs.title as job_title",
    ])
    .where("submittals.id", "=", submittalId)
    .forUpdate("submittals")
    .executeTakeFirst();
  if (!row || (actor.role !== "admin" && row.owner_id !== actor.userId)) throw notFound();
  return row;
}

const cannotChange = () => new DomainError("conflict", say.cannotChange, { title: /*i18n*/ "Not changed" });

/** Cancels a submittal still waiting for the candidate's answer: the request stops working. */
export async function cancelSubmittal(ctx: DomainContext, submittalId: unknown): Promise<void> {
  const actor = assertStaff(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    const row = await managedSubmittal(trx, actor, submittalId);
    if (row.status !== "awaiting_consent") throw cannotChange();
    await trx
      .updateTable("submittals")
      .set({ status: "cancelled", updated_at: sql`now()` })
      .where("id", "=", row.id)
      .execute();
    await audit(trx, actor, "submittal.cancel", row.id);
  });
}

/** Revokes a sent submittal's link: the client can no longer open it or decide. */
export async function revokeSubmittal(ctx: DomainContext, submittalId: unknown): Promise<void> {
  const actor = assertStaff(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    const row = await managedSubmittal(trx, actor, submittalId);
    if (row.status !== "sent") throw cannotChange();
    await trx
      .updateTable("submittals")
      .set({ status: "revoked", revoked_at: sql`now()`, revoked_reason: "recruiter", updated_at: sql`now()` })
      .where("id", "=", row.id)
      .execute();
    await audit(trx, actor, "submittal.revoke", row.id);
  });
}

/**
 * Sends a sent submittal's contact a new link, valid 14 days from now: the
 * version goes up, so the old link stops, and a decision can be made again.
 */
export async function resendSubmittal(ctx: DomainContext, submittalId: unknown): Promise<void> {
  const actor = assertStaff(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    const row = await managedSubmittal(trx, actor, submittalId);
    if (row.status !== "sent" || row.link_version >= 100) throw cannotChange();
    const version = row.link_version + 1;
    const expiresAt = new Date(Date.now() + CLIENT_LINK_DAYS * DAY_MS);
    await trx
      .updateTable("submittals")
      .set({ link_version: version, link_expires_at: expiresAt, updated_at: sql`now()` })
      .where("id", "=", row.id)
      .execute();
    const candidate = await candidateNameOf(trx, row.application_id);
    await ctx.services.mailer.send(
      clientSubmittalMail(
        row.contact_email,
        row.contact_name,
        {
          candidate,
          job: row.job_title,
          url: clientLink(ctx.services, row.id, version, expiresAt),
          expiresAt,
        },
        row.contact_language,
      ),
      { db: trx },
    );
    await audit(trx, actor, "submittal.resend", row.id, { version });
  });
}

async function candidateNameOf(trx: Transaction<DB>, applicationId: string): Promise<string> {
  const row = await trx
    .selectFrom("job_applications")
    .innerJoin("candidate_profiles", "candidate_profiles.id", "job_applications.candidate_id")
    .select(["candidate_profiles.first_name", "candidate_profiles.last_name"])
    .where("job_applications.id", "=", applicationId)
    .executeTakeFirstOrThrow();
  return `${row.first_name} ${row.last_name}`.trim();
}

// ── The candidate's side ────────────────────────────────────────────────────

export interface ConsentRequest {
  id: string;
  client: string;
  job: string;
  status: SubmittalStatus;
  expiresAt: Date;
  expired: boolean;
  answeredAt: Date | null;
}

const consentGone = () => new DomainError("not_found", say.consentGone, { title: /*i18n*/ "Not found" });

function requestOf(row: {
  id: string;
  client: string;
  job: string;
  status: SubmittalStatus;
  consent_expires_at: Date;
  consent_answered_at: Date | null;
}): ConsentRequest {
  const expiresAt = new Date(row.consent_expires_at);
  return {
    id: row.id,
    client: row.client,
    job: row.job,
    status: row.status,
    expiresAt,
    expired: row.status === "awaiting_consent" && expiresAt.getTime() <= Date.now(),
    answeredAt: row.consent_answered_at,
  };
}

const requestQuery = (db: DomainContext["db"]) =>
  db
    .selectFrom("submittals")
    .innerJoin("clients", "clients.id", "submittals.client_id")
    .innerJoin("jobs", "jobs.id", "submittals.job_id")
    .innerJoin("job_applications", "job_applications.id", "submittals.application_id")
    .innerJoin("candidate_profiles", "candidate_profiles.id", "job_applications.candidate_id")
    .select([
      "submittals.id",
      "clients.name as client",
      "jobs.title as job",
      "submittals.status",
      "submittals.consent_expires_at",
      "submittals.consent_answered_at",
      "candidate_profiles.user_id",
    ]);

/** The id of the submittal a consent link names; a bad or expired link is "not found". */
function consentTokenId(services: Services, token: unknown): string {
  const check = readExpiringToken(services.config.sessionSecret, CONSENT_PURPOSE, token, 1);
  if (check.ok && isUuid(check.fields[0]!)) return check.fields[0]!;
  if (!check.ok && check.reason === "expired")
    throw new DomainError("conflict", say.consentExpired, { title: /*i18n*/ "Link expired" });
  throw new DomainError("not_found", say.linkInvalid, { title: /*i18n*/ "Invalid link" });
}

/** What the mailed link asks (the page shows it; a GET never answers). */
export async function consentRequestByToken(ctx: DomainContext, token: unknown): Promise<ConsentRequest> {
  const id = consentTokenId(ctx.services, token);
  const row = await requestQuery(ctx.db).where("submittals.id", "=", id).executeTakeFirst();
  if (!row) throw consentGone();
  return requestOf(row);
}

/** The signed-in candidate's requests, newest first (My Applications). */
export async function mySubmittalRequests(
  ctx: DomainContext,
): Promise<(ConsentRequest & { applicationId: string })[]> {
  const actor = assertCandidate(ctx);
  const rows = await requestQuery(ctx.db)
    .select("submittals.application_id")
    .where("candidate_profiles.user_id", "=", actor.userId)
    .where("submittals.status", "in", ["awaiting_consent", "sent", "declined"])
    .orderBy("submittals.created_at", "desc")
    .limit(50)
    .execute();
  return rows.map((row) => ({ ...requestOf(row), applicationId: row.application_id }));
}

/** The candidate answers through the mailed link (a POST from its page). */
export async function answerConsentByToken(
  ctx: DomainContext,
  token: unknown,
  input: unknown,
  language: Locale = DEFAULT_LOCALE,
) {
  const id = consentTokenId(ctx.services, token);
  return answerConsent(ctx, id, null, input, language);
}

/** The signed-in candidate answers one of their requests. Another's is "not found". */
export async function answerMyConsent(
  ctx: DomainContext,
  submittalId: unknown,
  input: unknown,
  language: Locale = DEFAULT_LOCALE,
) {
  const actor = assertCandidate(ctx);
  if (typeof submittalId !== "string" || !isUuid(submittalId)) throw consentGone();
  return answerConsent(ctx, submittalId, actor.userId, input, language);
}

/**
 * Yes: the consent is recorded with the notice naming the client and the
 * job, the client CV made and stored, the disclosure kept, the application
 * moved to Submitted (no "shortlisted" mail: the candidate just said yes),
 * and the contact mailed the link, all in one transaction; the stored PDF
 * is removed again if it does not commit. No: the submittal is declined,
 * and the candidate is never asked again for this job.
 */
async function answerConsent(
  ctx: DomainContext,
  submittalId: string,
  userId: string | null,
  input: unknown,
  language: Locale,
): Promise<{ answer: "yes" | "no"; client: string }> {
  const { answer } = validate(consentAnswerSchema, input);
  const pre = await requestQuery(ctx.db)
    .select(["job_applications.candidate_id", "submittals.contact_language"])
    .where("submittals.id", "=", submittalId)
    .executeTakeFirst();
  if (!pre || (userId !== null && pre.user_id !== userId)) throw consentGone();
  const stateError = (status: SubmittalStatus, expiresAt: Date) => {
    if (status === "awaiting_consent" && new Date(expiresAt).getTime() <= Date.now())
      return new DomainError("conflict", say.consentExpired, { title: /*i18n*/ "Request expired" });
    if (status === "awaiting_consent") return null;
    return new DomainError("conflict", say.consentAnswered, { title: /*i18n*/ "Already answered" });
  };
  const early = stateError(pre.status, pre.consent_expires_at);
  if (early) throw early;

  if (answer === "no") {
    await ctx.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable("submittals")
        .set({ status: "declined", consent_answered_at: sql`now()`, updated_at: sql`now()` })
        .where("id", "=", submittalId)
        .where("status", "=", "awaiting_consent")
        .where("consent_expires_at", ">", sql<Date>`now()`)
        .returning("id")
        .executeTakeFirst();
      if (!updated)
        throw new DomainError("conflict", say.consentAnswered, { title: /*i18n*/ "Already answered" });
      await auditAs(trx, pre.user_id, "submittal.decline", submittalId);
    });
    return { answer, client: pre.client };
  }

  // The CV is drawn before the transaction (it takes a moment), then stored;
  // the transaction claims the request only if it is still open.
  const now = new Date();
  const cv = await clientCvOf(
    ctx.db,
    pre.candidate_id,
    { clientName: pre.client, jobTitle: pre.job, reference: referenceOf(submittalId), date: now },
    pre.contact_language,
  );
  const pdf = await renderClientCv(cv);
  const cvKey = `client-cvs/${randomBytes(16).toString("hex")}.pdf`;
  const cvSha256 = createHash("sha256").update(pdf).digest("hex");
  await ctx.services.storage.put(cvKey, pdf);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom("submittals")
        .innerJoin("job_applications", "job_applications.id", "submittals.application_id")
        .innerJoin("candidate_profiles", "candidate_profiles.id", "job_applications.candidate_id")
        .innerJoin("user", "user.id", "candidate_profiles.user_id")
        .select([
          "submittals.status",
          "submittals.consent_expires_at",
          "submittals.client_id",
          "submittals.contact_name",
          "submittals.contact_email",
          "submittals.contact_language",
          "job_applications.id as application_id",
          "job_applications.application_status as stage",
          "user.email",
        ])
        .where("submittals.id", "=", submittalId)
        .forUpdate("submittals")
        .executeTakeFirst();
      if (!row) throw consentGone();
      const late = stateError(row.status, row.consent_expires_at);
      if (late) throw late;
      const consentId = await recordConsent(trx, {
        purpose: "client_disclosure",
        userId: pre.user_id,
        email: row.email,
        language: isLocale(language) ? language : DEFAULT_LOCALE,
        clientId: row.client_id,
        noticeValues: { client: pre.client, job: pre.job },
      });
      const linkExpiresAt = new Date(Date.now() + CLIENT_LINK_DAYS * DAY_MS);
      await trx
        .updateTable("submittals")
        .set({
          status: "sent",
          consent_answered_at: sql`now()`,
          consent_id: consentId,
          sent_at: sql`now()`,
          link_expires_at: linkExpiresAt,
          cv_key: cvKey,
          cv_sha256: cvSha256,
          updated_at: sql`now()`,
        })
        .where("id", "=", submittalId)
        .execute();
      await trx
        .insertInto("disclosures")
        .values({
          user_id: pre.user_id,
          email: row.email,
          submittal_id: submittalId,
          client_id: row.client_id,
          client_name: pre.client,
          job_title: pre.job,
          recipient_email: row.contact_email,
          fields: [...disclosedFields],
          consent_id: consentId,
          cv_sha256: cvSha256,
        })
        .execute();
      if (row.stage === "applied" || row.stage === "screening")
        await moveStage(trx, {
          applicationId: row.application_id,
          from: row.stage,
          to: "submitted",
          changedBy: pre.user_id,
          note: `Candidate agreed to be shared with ${pre.client}`,
        });
      await auditAs(trx, pre.user_id, "submittal.consent", submittalId, { consent: consentId });
      await auditAs(trx, pre.user_id, "submittal.send", submittalId, { to: row.contact_email });
      await ctx.services.mailer.send(
        clientSubmittalMail(
          row.contact_email,
          row.contact_name,
          {
            candidate: cv.name,
            job: pre.job,
            url: clientLink(ctx.services, submittalId, 1, linkExpiresAt),
            expiresAt: linkExpiresAt,
          },
          row.contact_language,
        ),
        { db: trx },
      );
    });
  } catch (error) {
    await ctx.services.storage.delete(cvKey).catch(() => {});
    throw error;
  }
  return { answer, client: pre.client };
}

/** An audit entry by the candidate (whose address is read here) or, with no user, by nobody. */
async function auditAs(
  trx: Transaction<DB>,
  userId: string | null,
  action: string,
  target: string,
  details: Record<string, unknown> = {},
) {
  const user = userId
    ? await trx.selectFrom("user").select(["id", "email"]).where("id", "=", userId).executeTakeFirst()
    : undefined;
  await trx
    .insertInto("audit_log")
    .values({
      actor_id: user?.id ?? null,
      actor_email: user?.email ?? null,
      action,
      target,
      details: JSON.stringify(details),
    })
    .execute();
}

// ── The client's side ───────────────────────────────────────────────────────

/** Why a client link is refused: 404 (not made here: no oracle), 410 (expired, or no longer there). */
export type ClientLinkRefusal =
  | { state: "invalid"; status: 404; message: string }
  | { state: "expired"; status: 410; message: string; values: { firm: string } }
  | { state: "gone"; status: 410; message: string };

export type ClientLinkResult<T> = ({ state: "ok"; status: 200 } & T) | ClientLinkRefusal;

const refusals: Record<ClientLinkRefusal["state"], ClientLinkRefusal> = {
  invalid: { state: "invalid", status: 404, message: say.linkInvalid },
  expired: { state: "expired", status: 410, message: say.linkExpired, values: { firm: site.name } },
  gone: { state: "gone", status: 410, message: say.linkGone },
};

/** The submittal a client token names, checked in the memo's order; null fields when refused. */
async function clientSubmittal(ctx: DomainContext, db: DomainContext["db"], token: unknown, lock = false) {
  const refuse = (refusal: ClientLinkRefusal) => ({ refusal }) as const;
  const check = readExpiringToken(ctx.services.config.sessionSecret, CLIENT_PURPOSE, token, 2);
  if (!check.ok) return refuse(check.reason === "expired" ? refusals.expired : refusals.invalid);
  const [id, versionText] = check.fields as [string, string];
  const version = Number(versionText);
  if (!isUuid(id) || !/^[1-9][0-9]{0,2}$/.test(versionText)) return refuse(refusals.invalid);
  const row = await db
    .selectFrom("submittals")
    .innerJoin("clients", "clients.id", "submittals.client_id")
    .innerJoin("jobs", "jobs.id", "submittals.job_id")
    .innerJoin("job_applications", "job_applications.id", "submittals.application_id")
    .select([
      "submittals.id",
      "submittals.status",
      "submittals.link_version",
      "submittals.link_expires_at",
      "submittals.pitch",
      "submittals.cv_key",
      "submittals.sent_at",
      "submittals.contact_name",
      "submittals.contact_email",
      "submittals.contact_language",
      "submittals.decision",
      "submittals.decided_at",
      "submittals.application_id",
      "clients.name as client_name",
      "jobs.id as job_id",
      "jobs.title as job_title",
      "jobs.owner_id",
      "job_applications.candidate_id",
      "job_applications.application_status as stage",
    ])
    .where("submittals.id", "=", id)
    .$if(lock, (query) => query.forUpdate("submittals"))
    .executeTakeFirst();
  if (
    !row ||
    row.status !== "sent" ||
    row.link_version !== version ||
    !row.link_expires_at ||
    new Date(row.link_expires_at).getTime() <= Date.now()
  )
    return refuse(refusals.gone);
  return { row, version } as const;
}

/** The decision already made through this version of the link, if any. */
async function decisionOf(db: DomainContext["db"], submittalId: string, version: number) {
  return db
    .selectFrom("submittal_decisions")
    .select(["decision", "decided_at"])
    .where("submittal_id", "=", submittalId)
    .where("link_version", "=", version)
    .executeTakeFirst();
}

/**
 * The language a client's link is answered in: its contact's, copied on the
 * submittal (decision 0055), whatever the browser or a `lang` cookie says,
 * for the page, its answers and refusals alike; an expired link still names
 * its submittal. Null for a link not made here (then the request's language):
 * only a signed link costs a read, by primary key.
 */
export async function clientLinkLanguage(
  services: Pick<Services, "db" | "config">,
  token: unknown,
): Promise<Locale | null> {
  const check = readExpiringToken(services.config.sessionSecret, CLIENT_PURPOSE, token, 2);
  const id = check.fields?.[0];
  if (!id || !isUuid(id)) return null;
  const row = await services.db
    .selectFrom("submittals")
    .select("contact_language")
    .where("id", "=", id)
    .executeTakeFirst();
  return row && isLocale(row.contact_language) ? row.contact_language : null;
}

/**
 * The client's page: the pitch, the job, the client CV's fields, and the
 * decision already made through this link, if one was. Counts the view.
 */
export async function clientSubmittalView(
  ctx: DomainContext,
  token: unknown,
): Promise<
  ClientLinkResult<{
    pitch: string;
    clientName: string;
    jobTitle: string;
    contactName: string;
    language: Locale;
    reference: string;
    cv: ClientCv;
    decided: { decision: ClientDecision; label: string; at: Date } | null;
  }>
> {
  await consumeRateLimit(ctx, rateLimits.clientViewPerIp, ctx.clientIp);
  const found = await clientSubmittal(ctx, ctx.db, token);
  if ("refusal" in found) return found.refusal;
  const { row, version } = found;
  const [cv, decided] = await Promise.all([
    clientCvOf(
      ctx.db,
      row.candidate_id,
      {
        clientName: row.client_name,
        jobTitle: row.job_title,
        reference: referenceOf(row.id),
        date: new Date(row.sent_at ?? Date.now()),
      },
      row.contact_language,
    ),
    decisionOf(ctx.db, row.id, version),
    ctx.db
      .updateTable("submittals")
      .set({
        view_count: sql`view_count + 1`,
        first_viewed_at: sql`coalesce(first_viewed_at, now())`,
        last_viewed_at: sql`now()`,
      })
      .where("id", "=", row.id)
      .execute(),
  ]);
  return {
    state: "ok",
    status: 200,
    pitch: row.pitch,
    clientName: row.client_name,
    jobTitle: row.job_title,
    contactName: row.contact_name,
    language: row.contact_language,
    reference: referenceOf(row.id),
    cv,
    decided: decided
      ? { decision: decided.decision, label: clientDecisionLabels[decided.decision], at: decided.decided_at }
      : null,
  };
}

/** The stored client CV of a live link, as the client downloads it. */
export async function clientCvPdf(
  ctx: DomainContext,
  token: unknown,
): Promise<ClientLinkResult<{ pdf: Uint8Array; filename: string }>> {
  await consumeRateLimit(ctx, rateLimits.clientViewPerIp, ctx.clientIp);
  const found = await clientSubmittal(ctx, ctx.db, token);
  if ("refusal" in found) return found.refusal;
  const pdf = found.row.cv_key ? await ctx.services.storage.get(found.row.cv_key) : null;
  if (!pdf) return refusals.gone;
  return { state: "ok", status: 200, pdf, filename: `candidate-${referenceOf(found.row.id)}.pdf` };
}

/**
 * The client's decision, once per version of the link: the row of
 * submittal_decisions is the guard (its unique key), written in the
 * transaction that holds the submittal locked and finds its link live. The
 * effects on the board in the same transaction: Interview moves a candidate
 * at Submitted to Client interview, Not suitable rejects (reason
 * client_rejected, the comment as the note), Shortlist moves nothing. The
 * owner is mailed, and the audit log keeps it.
 */
export async function decideByToken(
  ctx: DomainContext,
  token: unknown,
  input: unknown,
): Promise<ClientLinkResult<{ decision: ClientDecision }>> {
  await consumeRateLimit(ctx, rateLimits.clientDecisionPerIp, ctx.clientIp);
  const form = validate(decisionSchema, input);
  return ctx.db.transaction().execute(async (trx) => {
    const found = await clientSubmittal(ctx, trx, token, true);
    if ("refusal" in found) return found.refusal;
    const { row, version } = found;
    const inserted = await trx
      .insertInto("submittal_decisions")
      .values({
        submittal_id: row.id,
        link_version: version,
        decision: form.decision,
        comment: form.comment,
        proposed_times: sql`${form.proposedTimes.map((time) => time.toISOString())}::timestamptz[]`,
        contact_email: row.contact_email,
      })
      .onConflict((conflict) => conflict.columns(["submittal_id", "link_version"]).doNothing())
      .returning(["id", "decided_at"])
      .executeTakeFirst();
    if (!inserted) {
      const earlier = await decisionOf(trx, row.id, version);
      throw new DomainError("conflict", say.alreadyDecided, {
        title: /*i18n*/ "Already answered",
        values: {
          decision: earlier ? clientDecisionLabels[earlier.decision] : "",
          date: earlier ? formatDate(earlier.decided_at) : "",
        },
      });
    }
    await trx
      .updateTable("submittals")
      .set({ decision: form.decision, decided_at: inserted.decided_at, updated_at: sql`now()` })
      .where("id", "=", row.id)
      .execute();
    const note = `Client decision via link (${row.contact_name})${form.comment ? `: ${form.comment}` : ""}`;
    const stage = row.stage as PipelineStage;
    if (form.decision === "interview" && stage === "submitted")
      await moveStage(trx, {
        applicationId: row.application_id,
        from: stage,
        to: "client_interview",
        changedBy: null,
        note,
      });
    if (form.decision === "not_suitable" && stage !== "withdrawn" && stage !== "rejected")
      await moveStage(trx, {
        applicationId: row.application_id,
        from: stage,
        to: "rejected",
        changedBy: null,
        reason: "client_rejected",
        note,
      });
    await trx
      .insertInto("audit_log")
      .values({
        actor_id: null,
        actor_email: row.contact_email,
        action: "submittal.decision",
        target: row.id,
        details: JSON.stringify({ decision: form.decision, version }),
      })
      .execute();
    const owner = row.owner_id
      ? await trx.selectFrom("user").select("email").where("id", "=", row.owner_id).executeTakeFirst()
      : undefined;
    if (owner) {
      await ctx.services.mailer.send(
        clientDecisionMail(owner.email, {
          candidate: await candidateNameOf(trx, row.application_id),
          job: row.job_title,
          client: row.client_name,
          contact: row.contact_name,
          decision: form.decision,
          comment: form.comment,
          proposedTimes: form.proposedTimes,
          url: `${ctx.services.config.publicUrl}/employer-dashboard/jobs/${row.job_id}/pipeline`,
        }),
        { db: trx },
      );
    }
    return { state: "ok", status: 200, decision: form.decision } as const;
  });
}
