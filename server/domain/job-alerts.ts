// Job alerts (issue #24, decision 0031): a /jobs search e-mailed daily or
// weekly with the jobs posted since the last e-mail. A candidate's alert goes
// to their account's address; a visitor's to the address they gave, once they
// confirm it. Every e-mail carries a signed one-click unsubscribe link.
import { setImmediate as nextTurn } from "node:timers/promises";
import { sql, type Kysely, type Selectable, type Transaction } from "kysely";
import pLimit from "p-limit";
import { isLocale, type Locale } from "../../common/i18n";
import { describeSearch, jobAlertMessages, MAX_ALERTS_PER_PERSON } from "../../common/schemas/job-alerts";
import {
  alertChangesSchema,
  newAlertSchema,
  visitorAlertSchema,
} from "../../common/schemas/job-alerts-rules";
import {
  defaultJobSearch,
  jobSearchHref,
  type JobSearch,
  type JobSearchResult,
} from "../../common/schemas/jobs";
import type { DB, JobAlertsTable } from "../db/schema";
import { confirmAlertMail, jobAlertMail } from "../mail/job-alert-mail";
import type { Services } from "../services";
import type { DomainContext } from "./context";
import { recordConsent, requireConsent } from "./consents";
import { assertCandidate } from "./context";
import { DomainError, validate } from "./errors";
import { signature, signatureMatches } from "./signed-links";
import { isUuid } from "./ids";
import { findNewJobs, type PostedWindow } from "./jobs";
import { consumeRateLimit, rateLimits } from "./rate-limits";

/** An alert as its owner's page shows it, with the address of its search. */
export type JobAlert = Selectable<
  Pick<
    JobAlertsTable,
    "id" | "name" | "q" | "state" | "experience" | "frequency" | "paused" | "last_sent_at" | "created_at"
  >
> & {
  href: string;
  /** When its next e-mail goes (if the search finds new jobs by then), as an ISO time; null while paused. */
  next_mail_at: string | null;
};

const alertColumns = [
  "id",
  "name",
  "q",
  "state",
  "experience",
  "frequency",
  "paused",
  "last_sent_at",
  "created_at",
] as const;

/** India's date of the run that last took the alert, as text whatever the driver makes of a `date`. */
const lastRunOn = sql<string>`last_run_on::text`.as("last_run_on");

function withHref<
  R extends { q: string; state: string; experience: string; frequency: "daily" | "weekly"; paused: boolean },
>({ last_run_on, ...row }: R & { last_run_on: string }, now = new Date()) {
  const next = nextAlertMailAt({ ...row, last_run_on }, now);
  return {
    ...row,
    href: jobSearchHref(row as unknown as JobSearch),
    next_mail_at: next ? next.toISOString() : null,
  };
}

// ── Signed links ────────────────────────────────────────────────────────────

type LinkPurpose = "confirm" | "unsubscribe";

/** A token that proves the link was made here, for this alert and this purpose only. */
function linkToken(secret: string, purpose: LinkPurpose, alertId: string): string {
  return signature(secret, `job-alert:${purpose}`, [alertId]);
}

function tokenMatches(
  secret: string,
  purpose: LinkPurpose,
  alertId: unknown,
  token: unknown,
): alertId is string {
  if (typeof alertId !== "string" || !isUuid(alertId)) return false;
  return signatureMatches(secret, `job-alert:${purpose}`, [alertId], token);
}

/** The absolute address of an alert's confirm or unsubscribe page. */
export function alertLink(services: Services, purpose: LinkPurpose, alertId: string): string {
  const token = linkToken(services.config.sessionSecret, purpose, alertId);
  return `${services.config.publicUrl}/job-alerts/${purpose}?alert=${alertId}&token=${token}`;
}

const badLink = () =>
  new DomainError("invalid", jobAlertMessages.badLink, { title: /*i18n*/ "Invalid link" });

// ── A candidate's alerts ────────────────────────────────────────────────────

/** The input with NULs taken out of its strings (PostgreSQL cannot store them), as searchJobs reads a search. */
function withoutNul(input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(input).map(([key, value]) => [
      key,
      typeof value === "string" ? value.replaceAll("\u0000", "") : value,
    ]),
  );
}

function assertCandidateOrVisitor(ctx: DomainContext) {
  if (ctx.actor && ctx.actor.role !== "candidate")
    throw new DomainError("forbidden", jobAlertMessages.staff, { title: /*i18n*/ "Access Denied" });
  return ctx.actor;
}

/**
 * The alerts an address keeps towards its MAX_ALERTS_PER_PERSON: the
 * confirmed ones. A visitor's unconfirmed alert is only someone's word about
 * an address, so it never uses up its owner's place (twenty of them used to
 * lock the candidate of that address out of alerts).
 */
async function confirmedAlertsOf(db: Kysely<DB>, email: string, except?: string): Promise<number> {
  let query = db
    .selectFrom("job_alerts")
    .select(sql<number>`count(*)::int`.as("n"))
    .where(sql<string>`lower(email)`, "=", email.toLowerCase())
    .where("confirmed_at", "is not", null);
  if (except) query = query.where("id", "!=", except);
  const { n } = await query.executeTakeFirstOrThrow();
  return n;
}

/** One change at a time to an address's alerts, so two at once cannot both take its last place. */
async function lockAddress(trx: Transaction<DB>, email: string): Promise<void> {
  const key = `job-alerts:${email.toLowerCase()}`;
  await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}

/** The refusal when an address has no place left; `message` says what to do about it. */
const tooManyAlerts = (message: string) =>
  new DomainError("invalid", message, {
    title: /*i18n*/ "Too many alerts",
    values: { max: MAX_ALERTS_PER_PERSON },
  });

/**
 * Creates an alert for the search in `input` (q, state, experience: read as
 * leniently as /jobs reads them) and its frequency. A candidate's starts at
 * once. A visitor gives an address and is sent a link to confirm it; the
 * answer is the same whether or not that address already had this alert, so
 * nobody learns what others subscribed to.
 */
export async function createJobAlert(
  ctx: DomainContext,
  input: Record<string, unknown>,
  /** The language of the page it is made on: a visitor's alert mails in it (issue #25). */
  options: { language?: Locale } = {},
): Promise<{
  id: string | null;
  confirmationSentTo: string | null;
  /** A candidate's: how many jobs its first e-mail listed (0: none matched, so none was sent). */
  matchingNow?: number;
}> {
  const actor = assertCandidateOrVisitor(ctx);
  if (!actor)
    return createVisitorAlert(ctx, withoutNul(input), isLocale(options.language) ? options.language : null);
  // The notice's "I agree" box (decision 0046), recorded with the alert.
  const alert = requireConsent(input, () => validate(newAlertSchema, withoutNul(input)));
  const created = await ctx.db.transaction().execute(async (trx) => {
    await lockAddress(trx, actor.email);
    if ((await confirmedAlertsOf(trx, actor.email)) >= MAX_ALERTS_PER_PERSON)
      throw tooManyAlerts(jobAlertMessages.tooMany);
    // A visitor's unconfirmed alert for this address and search gives way to its owner's.
    await trx
      .deleteFrom("job_alerts")
      .where(sql<string>`lower(email)`, "=", actor.email.toLowerCase())
      .where(sql<string>`lower(q)`, "=", alert.q.toLowerCase())
      .where("state", "=", alert.state)
      .where("experience", "=", alert.experience)
      .where("confirmed_at", "is", null)
      .execute();
    const row = await trx
      .insertInto("job_alerts")
      .values({
        candidate_id: actor.userId,
        email: actor.email,
        name: alert.name ?? describeSearch(alert),
        q: alert.q,
        state: alert.state,
        experience: alert.experience,
        frequency: alert.frequency,
        confirmed_at: new Date(),
      })
      .onConflict((conflict) => conflict.doNothing())
      .returning(startColumns)
      .executeTakeFirst();
    if (!row) return row;
    await recordConsent(trx, {
      purpose: "job_alert",
      userId: actor.userId,
      email: actor.email,
      language: options.language ?? null,
      jobAlertId: row.id,
    });
    return { id: row.id, matchingNow: await sendFirstAlertMail(ctx.services, trx, row) };
  });
  if (!created)
    throw new DomainError("conflict", jobAlertMessages.duplicate, { title: /*i18n*/ "Already subscribed" });
  return { id: created.id, confirmationSentTo: null, matchingNow: created.matchingNow };
}

async function createVisitorAlert(
  ctx: DomainContext,
  input: Record<string, unknown>,
  language: Locale | null,
) {
  const alert = requireConsent(input, () => validate(visitorAlertSchema, input));
  await consumeRateLimit(ctx, rateLimits.alertSignUpPerIp, ctx.clientIp);
  const name = alert.name ?? describeSearch(alert);
  const answer = { id: null, confirmationSentTo: alert.email };
  // Unconfirmed ones do not count (confirmedAlertsOf); confirming checks again.
  if ((await confirmedAlertsOf(ctx.db, alert.email)) >= MAX_ALERTS_PER_PERSON) return answer;
  const created = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("job_alerts")
      .values({
        email: alert.email,
        name,
        q: alert.q,
        state: alert.state,
        experience: alert.experience,
        frequency: alert.frequency,
        language,
      })
      .onConflict((conflict) => conflict.doNothing())
      .returning("id")
      .executeTakeFirst();
    if (row)
      await recordConsent(trx, { purpose: "job_alert", email: alert.email, language, jobAlertId: row.id });
    return row;
  });
  // The same search again: the link is sent again while it is unconfirmed.
  const pending =
    created ??
    (await ctx.db
      .selectFrom("job_alerts")
      .select("id")
      .where(sql<string>`lower(email)`, "=", alert.email)
      .where(sql<string>`lower(q)`, "=", alert.q.toLowerCase())
      .where("state", "=", alert.state)
      .where("experience", "=", alert.experience)
      .where("confirmed_at", "is", null)
      .executeTakeFirst());
  if (!pending) return answer;
  try {
    // A few links per address an hour, so nobody fills a stranger's inbox.
    await consumeRateLimit(ctx, rateLimits.alertConfirmPerEmail, alert.email);
  } catch {
    return answer;
  }
  await ctx.services.mailer.send(
    confirmAlertMail(
      alert.email,
      name,
      alertLink(ctx.services, "confirm", pending.id),
      language ?? undefined,
    ),
  );
  return answer;
}

/** The signed-in candidate's alerts, newest first. */
export async function listJobAlerts(ctx: DomainContext): Promise<JobAlert[]> {
  const actor = assertCandidate(ctx);
  const rows = await ctx.db
    .selectFrom("job_alerts")
    .select([...alertColumns, lastRunOn])
    .where("candidate_id", "=", actor.userId)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
  return rows.map((row) => withHref(row));
}

const alertNotFound = () =>
  new DomainError("not_found", jobAlertMessages.gone, { title: /*i18n*/ "Not found" });

/** Renames an alert, changes how often it comes, pauses or resumes it: the candidate's own only. */
export async function updateJobAlert(
  ctx: DomainContext,
  id: string,
  input: Record<string, unknown>,
): Promise<JobAlert> {
  const actor = assertCandidate(ctx);
  if (!isUuid(id)) throw alertNotFound();
  const changes = validate(alertChangesSchema, withoutNul(input));
  const row = await ctx.db
    .updateTable("job_alerts")
    .set({
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      ...(changes.frequency !== undefined ? { frequency: changes.frequency } : {}),
      ...(changes.paused !== undefined ? { paused: changes.paused } : {}),
    })
    .where("id", "=", id)
    .where("candidate_id", "=", actor.userId)
    .returning([...alertColumns, lastRunOn])
    .executeTakeFirst();
  if (!row) throw alertNotFound();
  return withHref(row);
}

export async function deleteJobAlert(ctx: DomainContext, id: string): Promise<void> {
  const actor = assertCandidate(ctx);
  if (!isUuid(id)) throw alertNotFound();
  const { numDeletedRows } = await ctx.db
    .deleteFrom("job_alerts")
    .where("id", "=", id)
    .where("candidate_id", "=", actor.userId)
    .executeTakeFirst();
  if (!numDeletedRows) throw alertNotFound();
}

// ── Links from the e-mails: no sign-in ─────────────────────────────────────

/** The alert a signed link names, for its page to show; refuses a forged link. */
export async function alertOfLink(
  ctx: DomainContext,
  purpose: LinkPurpose,
  link: { alert: unknown; token: unknown },
): Promise<{ id: string; name: string; email: string; confirmed: boolean } | null> {
  if (!tokenMatches(ctx.services.config.sessionSecret, purpose, link.alert, link.token)) throw badLink();
  const row = await ctx.db
    .selectFrom("job_alerts")
    .select(["id", "name", "email", "confirmed_at"])
    .where("id", "=", link.alert)
    .executeTakeFirst();
  return row ? { id: row.id, name: row.name, email: row.email, confirmed: row.confirmed_at !== null } : null;
}

const tooManyToConfirm =
  /*i18n*/ "This address already receives {max} job alerts, the most one person can have. Unsubscribe from one, then open this link again.";

/**
 * Starts a visitor's alert from the link in its confirmation e-mail, unless
 * its address has no place left, and sends its first e-mail at once
 * (sendFirstAlertMail). `matchingNow`: the jobs that e-mail listed, or null
 * when the alert had been started before (nothing is sent again).
 */
export async function confirmJobAlert(ctx: DomainContext, link: { alert: unknown; token: unknown }) {
  const alert = await alertOfLink(ctx, "confirm", link);
  if (!alert) throw alertNotFound();
  if (alert.confirmed) return { ...alert, matchingNow: null, nextMailAt: null };
  const now = new Date();
  const started = await ctx.db.transaction().execute(async (trx) => {
    await lockAddress(trx, alert.email);
    // Its own place is not counted: a second press of the button is not refused.
    if ((await confirmedAlertsOf(trx, alert.email, alert.id)) >= MAX_ALERTS_PER_PERSON)
      throw tooManyAlerts(tooManyToConfirm);
    const row = await trx
      .updateTable("job_alerts")
      .set({ confirmed_at: now, covered_until: now })
      .where("id", "=", alert.id)
      .where("confirmed_at", "is", null)
      .returning(startColumns)
      .executeTakeFirst();
    // Another press a moment earlier started it: that one sent the first e-mail.
    if (!row) return null;
    return { matchingNow: await sendFirstAlertMail(ctx.services, trx, row, now), frequency: row.frequency };
  });
  const nextMailAt = started
    ? nextAlertMailAt({ frequency: started.frequency, paused: false, last_run_on: indiaClock(now).date }, now)
    : null;
  return { ...alert, confirmed: true, matchingNow: started?.matchingNow ?? null, nextMailAt };
}

// ── The first e-mail, as an alert starts (issue #36, decision 0044) ───────

/** What the first e-mail needs of an alert. */
const startColumns = [
  "id",
  "candidate_id",
  "email",
  "name",
  "q",
  "state",
  "experience",
  "frequency",
  "language",
] as const;

/**
 * An alert's first e-mail, sent as it starts (a candidate's created, a
 * visitor's confirmed): the jobs its search finds now, whenever they were
 * posted, in the order /jobs gives them, queued in the transaction that
 * starts it (the outbox and the mail queue: nothing is sent unless it
 * commits). When nothing matches, nothing is sent and the page says so.
 * From then on the alert covers the jobs posted after this moment, and its
 * next turn is the following morning's run (or the next week's). Returns how
 * many jobs matched.
 */
async function sendFirstAlertMail(
  services: Services,
  trx: Transaction<DB>,
  alert: Pick<Selectable<JobAlertsTable>, (typeof startColumns)[number]>,
  now = new Date(),
): Promise<number> {
  const search: JobSearch = {
    ...defaultJobSearch,
    q: alert.q,
    state: alert.state as JobSearch["state"],
    experience: alert.experience as JobSearch["experience"],
  };
  const result = await findNewJobs(trx, search, { after: new Date(0), until: now });
  await trx
    .updateTable("job_alerts")
    .set({
      covered_until: now,
      last_run_on: indiaClock(now).date,
      ...(result.total ? { last_sent_at: now } : {}),
    })
    .where("id", "=", alert.id)
    .execute();
  if (!result.total) return 0;
  const base = services.config.publicUrl;
  await services.mailer.send(
    jobAlertMail({
      to: alert.email,
      language: alert.language ?? undefined,
      alertName: alert.name,
      frequency: alert.frequency,
      jobs: result.jobs,
      total: result.total,
      capped: result.capped,
      first: true,
      links: {
        search: `${base}${jobSearchHref(search)}`,
        job: (id) => `${base}/jobs/${id}?from=alert`,
        unsubscribe: alertLink(services, "unsubscribe", alert.id),
        manage: alert.candidate_id ? `${base}/job-alerts` : null,
      },
    }),
    { db: trx },
  );
  return result.total;
}

/**
 * When an alert's next e-mail goes, if its search finds new jobs by then:
 * the morning (ALERT_HOUR_IST, India time) after the day of its last run, a
 * week after for a weekly one; a turn the hourly run has not yet taken is
 * the next hour. Null while it is paused.
 */
export function nextAlertMailAt(
  alert: { frequency: "daily" | "weekly"; paused: boolean; last_run_on: string },
  now = new Date(),
): Date | null {
  if (alert.paused) return null;
  const day = daysBefore(alert.last_run_on, alert.frequency === "daily" ? -1 : -7);
  const due = new Date(`${day}T${String(ALERT_HOUR_IST).padStart(2, "0")}:00:00+05:30`);
  if (due > now) return due;
  return new Date(Math.ceil((now.getTime() + 1) / 3_600_000) * 3_600_000);
}

/** Ends an alert from its e-mail's link or the mail client's one-click button (RFC 8058); twice is fine. */
export async function unsubscribeJobAlert(ctx: DomainContext, link: { alert: unknown; token: unknown }) {
  const alert = await alertOfLink(ctx, "unsubscribe", link);
  if (alert) await ctx.db.deleteFrom("job_alerts").where("id", "=", alert.id).execute();
  return alert;
}

// ── The run that sends them ────────────────────────────────────────────────

/** Alerts are sent from this hour of the morning, India time. */
export const ALERT_HOUR_IST = 7;
const RUN_BATCH = 500;
// A run shares the process and the database with the site: at most two of its
// searches at once leave the other connections (PGlite's one, between them)
// to pages, and the e-mails are drawn a few at a time between page requests.
// Without these a run held the job page's p95 at 130-530 ms (bench/job-alerts.ts).
const SEARCHES_AT_ONCE = 2;
const MAILS_PER_TURN = 20;
const UNCONFIRMED_DAYS = 7;

/** India's date of `now` ("2026-11-26") and the hour there. */
function indiaClock(now: Date): { date: string; hour: number } {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Kolkata",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)!.value;
  return { date: `${part("year")}-${part("month")}-${part("day")}`, hour: Number(part("hour")) };
}

function daysBefore(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - days);
  return day.toISOString().slice(0, 10);
}

export interface AlertRunReport {
  /** Alerts that were due and taken by this run. */
  taken: number;
  /** E-mails queued: alerts whose search found new jobs. */
  sent: number;
  /** Different searches asked (alerts with the same search and window share one). */
  searches: number;
}

/**
 * Sends every alert that is due: daily ones once a day, weekly ones once in
 * seven days, from ALERT_HOUR_IST in the morning. Each lists the jobs its
 * search finds among those posted since the alert last considered them;
 * nothing is sent when there are none. An alert is taken by updating its
 * `last_run_on` in the transaction that queues its e-mail, so two instances
 * running at once send it once, and a run that fails halfway leaves the rest
 * for the next. The mail queue's hourly job calls this; so does the bench.
 */
export async function runJobAlerts(
  services: Services,
  options: { now?: Date; db?: Kysely<DB> } = {},
): Promise<AlertRunReport> {
  const now = options.now ?? new Date();
  const db = options.db ?? services.db;
  const report: AlertRunReport = { taken: 0, sent: 0, searches: 0 };
  // Forgetting unconfirmed addresses does not wait for the morning.
  await db
    .deleteFrom("job_alerts")
    .where("confirmed_at", "is", null)
    .where("created_at", "<", new Date(now.getTime() - UNCONFIRMED_DAYS * 86_400_000))
    .execute();

  const today = indiaClock(now);
  if (today.hour < ALERT_HOUR_IST) return report;
  // Jobs up to the hour are this run's; later ones wait for the next e-mail.
  const until = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
  const weekAgo = daysBefore(today.date, 7);

  // One search per different search and window in this run.
  const found = new Map<string, Promise<JobSearchResult>>();
  const searchSlot = pLimit(SEARCHES_AT_ONCE);
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const due = await db
      .selectFrom("job_alerts")
      .select([
        "id",
        "candidate_id",
        "email",
        "name",
        "q",
        "state",
        "experience",
        "frequency",
        "covered_until",
        "language",
      ])
      .where("confirmed_at", "is not", null)
      .where("paused", "=", false)
      .where("last_run_on", "<", today.date)
      .where((where) => where.or([where("frequency", "=", "daily"), where("last_run_on", "<=", weekAgo)]))
      .where("id", ">", after)
      .orderBy("id")
      .limit(RUN_BATCH)
      .execute();
    if (!due.length) break;
    after = due[due.length - 1].id;

    const results = await Promise.all(
      due.map((alert) => {
        // An alert stores q, state and experience; the newer filters (salary,
        // type, sort) take their defaults.
        const search = {
          ...defaultJobSearch,
          q: alert.q,
          state: alert.state,
          experience: alert.experience,
        } as JobSearch;
        const window: PostedWindow = { after: alert.covered_until, until };
        const key = JSON.stringify([
          search.q.toLowerCase(),
          search.state,
          search.experience,
          window.after.getTime(),
        ]);
        if (!found.has(key))
          found.set(
            key,
            searchSlot(() => findNewJobs(db, search, window)),
          );
        return found.get(key)!;
      }),
    );
    report.searches = found.size;

    const base = services.config.publicUrl;
    const drawn: { id: string; mail: ReturnType<typeof jobAlertMail> }[] = [];
    for (const [index, alert] of due.entries()) {
      const result = results[index];
      if (result.total === 0) continue;
      if (drawn.length % MAILS_PER_TURN === 0) await nextTurn();
      drawn.push({
        id: alert.id,
        mail: jobAlertMail({
          to: alert.email,
          language: alert.language ?? undefined,
          alertName: alert.name,
          frequency: alert.frequency,
          jobs: result.jobs,
          total: result.total,
          capped: result.capped,
          links: {
            search: `${base}${jobSearchHref(alert as unknown as JobSearch)}`,
            job: (id) => `${base}/jobs/${id}?from=alert`,
            unsubscribe: alertLink(services, "unsubscribe", alert.id),
            manage: alert.candidate_id ? `${base}/job-alerts` : null,
          },
        }),
      });
    }

    await db.transaction().execute(async (trx) => {
      const taken = await trx
        .updateTable("job_alerts")
        .set({ last_run_on: today.date, covered_until: until })
        .where(
          "id",
          "in",
          due.map((alert) => alert.id),
        )
        .where("last_run_on", "<", today.date)
        .returning("id")
        .execute();
      const takenIds = new Set(taken.map((row) => row.id));
      report.taken += takenIds.size;
      // Another instance may have taken some since they were read.
      const mails = drawn.filter(({ id }) => takenIds.has(id));
      if (!mails.length) return;
      await services.mailer.sendMany(
        mails.map(({ mail }) => mail),
        { db: trx },
      );
      await trx
        .updateTable("job_alerts")
        .set({ last_sent_at: now })
        .where(
          "id",
          "in",
          mails.map(({ id }) => id),
        )
        .execute();
      report.sent += mails.length;
    });
  }
  services.metrics.jobAlertsSent.inc(report.sent);
  return report;
}
