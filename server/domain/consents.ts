// Consents (issue #36, decision 0046): where personal data is first collected
// (registration, a guest application, a job alert) the page shows the notice
// of common/schemas/data-notice.ts with an "I agree" box; the domain function
// that collects the data refuses without the tick and records the consent in
// its own transaction (`requireConsent`, then `recordConsent(trx, …)`). The
// person lists their consents under "Your data" on the profile and withdraws
// them there as easily as they gave them (s.6(4) of the Act).
import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import { DEFAULT_LOCALE, fillPlaceholders, isLocale, type Locale } from "../../common/i18n";
import {
  CONSENT_FIELD,
  CONSENT_GIVEN,
  consentMessages,
  dataNotices,
  NOTICE_VERSION,
  type ConsentPurpose,
  type MyConsent,
} from "../../common/schemas/data-notice";
import { site } from "../../app/site.config";
import type { DB } from "../db/schema";
import { i18nFor } from "../i18n";
import { assertSignedIn, type DomainContext } from "./context";
import { revokeOpenSubmittals } from "./disclosures";
import { DomainError, isDomainError } from "./errors";
import { isUuid } from "./ids";

/** The grievance officer's address, named in every notice. */
export const GRIEVANCE_EMAIL = site.emails.support;

// ── Giving consent ──────────────────────────────────────────────────────────

/** Whether the form (or JSON body) carries the ticked "I agree" box. */
export function consentGiven(input: FormData | Record<string, unknown> | null | undefined): boolean {
  if (!input) return false;
  const value =
    input instanceof FormData
      ? input.get(CONSENT_FIELD)
      : Object.hasOwn(input, CONSENT_FIELD)
        ? input[CONSENT_FIELD]
        : undefined;
  return value === CONSENT_GIVEN || value === true;
}

const consentRefusal = (
  fieldErrors: Record<string, string | undefined> = {},
  message?: string,
  title?: string,
) =>
  new DomainError("invalid", message ?? consentMessages.required, {
    title: title ?? consentMessages.requiredTitle,
    fieldErrors: { ...fieldErrors, [CONSENT_FIELD]: consentMessages.required },
  });

/**
 * Reads the rest of the form with `parse` and refuses unless the "I agree"
 * box was ticked: a refused form names every field that needs attention,
 * the box among them, and nothing is written.
 */
export function requireConsent<T>(
  input: FormData | Record<string, unknown> | null | undefined,
  parse: () => T,
): T {
  const given = consentGiven(input);
  let parsed: T;
  try {
    parsed = parse();
  } catch (error) {
    if (!given && isDomainError(error) && error.kind === "invalid")
      throw consentRefusal(error.fieldErrors, error.text, error.title);
    throw error;
  }
  if (!given) throw consentRefusal();
  return parsed;
}

/**
 * The notice for `purpose` as a person reading `locale` saw it: its title,
 * items and the box's words; `values` fill what it names (a client
 * disclosure's `{client}` and `{job}`).
 */
export function noticeCopy(
  purpose: ConsentPurpose,
  locale: Locale,
  named: Record<string, string> = {},
): string {
  const i18n = i18nFor(locale);
  const say = (text: string) => {
    const values = { ...named, email: GRIEVANCE_EMAIL };
    return Object.hasOwn(i18n.messages, text) ? i18n._(text, values) : fillPlaceholders(text, values);
  };
  const notice = dataNotices[purpose];
  return [
    say(notice.title),
    ...notice.items.map((item) => `${say(item.heading)}: ${say(item.text)}`),
    `[x] ${say(notice.agree)}`,
  ].join("\n");
}

export interface ConsentRecord {
  purpose: ConsentPurpose;
  /** The account, when there is one. */
  userId?: string | null;
  /** The address it was given with. */
  email?: string | null;
  /** The language of the page the notice was shown on. */
  language?: Locale | null;
  /** A job alert's consent: the alert. */
  jobAlertId?: string | null;
  /** A client disclosure's consent: the client, and the names its notice shows. */
  clientId?: string | null;
  noticeValues?: Record<string, string>;
}

/**
 * Records a consent just given, with the notice as it was shown. Takes the
 * caller's transaction, so the consent and the data it covers are written
 * together or not at all. Call it after `requireConsent`.
 */
export async function recordConsent(trx: Kysely<DB>, record: ConsentRecord): Promise<string> {
  if (!record.userId && !record.email) throw new Error("recordConsent: a consent needs a user or an address");
  const language = isLocale(record.language) ? record.language : DEFAULT_LOCALE;
  const text = noticeCopy(record.purpose, language, record.noticeValues);
  const row = await trx
    .insertInto("consents")
    .values({
      user_id: record.userId ?? null,
      email: record.email?.toLowerCase() ?? null,
      purpose: record.purpose,
      notice_version: NOTICE_VERSION,
      language,
      notice_text: text,
      notice_sha256: createHash("sha256").update(text).digest("hex"),
      job_alert_id: record.jobAlertId ?? null,
      client_id: record.clientId ?? null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

// ── The person's own consents ───────────────────────────────────────────────

/** The signed-in user's consents, newest first. */
export async function listMyConsents(ctx: DomainContext): Promise<MyConsent[]> {
  const actor = assertSignedIn(ctx);
  const rows = await ctx.db
    .selectFrom("consents")
    .leftJoin("job_alerts", "job_alerts.id", "consents.job_alert_id")
    .leftJoin("clients", "clients.id", "consents.client_id")
    .select([
      "clients.name as client_name",
      "consents.id",
      "consents.purpose",
      "consents.notice_version",
      "consents.language",
      "consents.given_at",
      "consents.withdrawn_at",
      "job_alerts.name as alert_name",
    ])
    .where("consents.user_id", "=", actor.userId)
    .orderBy("consents.given_at", "desc")
    .orderBy("consents.id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    purpose: row.purpose,
    noticeVersion: row.notice_version,
    language: row.language,
    givenAt: new Date(row.given_at).toISOString(),
    withdrawnAt: row.withdrawn_at ? new Date(row.withdrawn_at).toISOString() : null,
    alertName: row.alert_name,
    clientName: row.client_name,
  }));
}

/** Everything kept of the user's consents, the notices' words included, for their copy of their data. */
export async function exportMyConsents(ctx: DomainContext) {
  const actor = assertSignedIn(ctx);
  return ctx.db
    .selectFrom("consents")
    .select([
      "purpose",
      "notice_version",
      "language",
      "notice_text",
      "notice_sha256",
      "given_at",
      "withdrawn_at",
    ])
    .where("user_id", "=", actor.userId)
    .orderBy("given_at", "desc")
    .execute();
}

const consentNotFound = () =>
  new DomainError("not_found", consentMessages.gone, { title: /*i18n*/ "Not found" });

/**
 * Withdraws one of the signed-in user's consents. A job alert's: the alert is
 * deleted, so nothing more is sent. A client disclosure's ("Stop sharing with
 * {client}", decision 0055): every consent given for that client is
 * withdrawn, its open submittals are revoked (their links stop) and no new
 * one can be made to it. The account's own (registration, or a
 * guest application that made it) is withdrawn by deleting the account
 * (/profile/delete), which this refuses to do on one click. Withdrawing again
 * changes nothing. Another person's consent is "not found".
 */
export async function withdrawConsent(ctx: DomainContext, id: unknown): Promise<{ purpose: ConsentPurpose }> {
  const actor = assertSignedIn(ctx);
  if (typeof id !== "string" || !isUuid(id)) throw consentNotFound();
  return ctx.db.transaction().execute(async (trx) => {
    const consent = await trx
      .selectFrom("consents")
      .select(["id", "purpose", "job_alert_id", "client_id", "withdrawn_at"])
      .where("id", "=", id)
      .where("user_id", "=", actor.userId)
      .forUpdate()
      .executeTakeFirst();
    if (!consent) throw consentNotFound();
    if (consent.purpose === "client_disclosure" && consent.client_id) {
      await trx
        .updateTable("consents")
        .set({ withdrawn_at: new Date() })
        .where("user_id", "=", actor.userId)
        .where("purpose", "=", "client_disclosure")
        .where("client_id", "=", consent.client_id)
        .where("withdrawn_at", "is", null)
        .execute();
      await revokeOpenSubmittals(trx, "consent_withdrawn", {
        userId: actor.userId,
        clientId: consent.client_id,
      });
      return { purpose: consent.purpose };
    }
    if (consent.purpose !== "job_alert")
      throw new DomainError("invalid", consentMessages.registrationByDeleting, {
        title: /*i18n*/ "Delete your account",
      });
    if (consent.withdrawn_at) return { purpose: consent.purpose };
    await trx.updateTable("consents").set({ withdrawn_at: new Date() }).where("id", "=", id).execute();
    if (consent.job_alert_id) {
      await trx
        .deleteFrom("job_alerts")
        .where("id", "=", consent.job_alert_id)
        .where("candidate_id", "=", actor.userId)
        .execute();
    }
    return { purpose: consent.purpose };
  });
}
