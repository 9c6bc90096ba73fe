import { setTimeout as sleep } from "node:timers/promises";
import nodemailer, { type Transporter } from "nodemailer";
import { sql, type Insertable, type Kysely, type Transaction } from "kysely";
import { DEFAULT_LOCALE, type Locale } from "../../common/i18n";
import { mailStatuses, type DB, type MailOutboxTable, type MailStatus } from "../db/schema";
import { errorFields, type Logger } from "../log";
import type { JobQueue, QueuedJob } from "../queue";

export interface MailMessage {
  to: string;
  /** Where a reply should go (the visitor, for contact messages): one plain address, or `send` throws. */
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  /** An iCalendar invitation (an interview), sent as the message's text/calendar part. */
  calendar?: { method: "REQUEST" | "CANCEL"; content: string };
  /** Extra headers: List-Unsubscribe and List-Unsubscribe-Post on the alert e-mails (RFC 8058). */
  headers?: Record<string, string>;
  /**
   * The same e-mail's words in another language (issue #25; the templates
   * give it). The mailer keeps such a message in its recipient's language:
   * the language of the account whose address `to` is, else `language`, else
   * English, the words above.
   */
  inLanguage?: (locale: Locale) => MailWords;
  /** The language to write in when the recipient's account has none (or there is no account). */
  language?: Locale;
}

/** What changes from one language to another. */
export type MailWords = Pick<MailMessage, "subject" | "text" | "html">;

export interface Mailer {
  /**
   * Keeps the messages in the outbox and queues them; the mail queue's worker
   * sends them, trying again with back-off when SMTP fails. With `db` (a
   * transaction), nothing is kept or queued unless it commits.
   */
  send(message: MailMessage, options?: { db?: Transaction<DB> }): Promise<{ outboxId: string }>;
  sendMany(messages: MailMessage[], options?: { db?: Transaction<DB> }): Promise<string[]>;
  /** Queues a message that failed for good once more, with its attempts anew (an admin's Retry). */
  retry(outboxId: string): Promise<boolean>;
  /**
   * Queues again every message the outbox holds as waiting: after a restore,
   * whose backup has the outbox but not the queue's own jobs. A message
   * queued twice is still sent once (the worker sends only a waiting one).
   */
  requeueWaiting(options: { db: Transaction<DB> }): Promise<number>;
  /** The outbox's messages by status, for /metrics. */
  countByStatus(): Promise<Record<MailStatus, number>>;
  close(): void;
}

/** The longest wait between tries at marking a delivered message sent (they add up to about 30 s). */
const MARK_SENT_PATIENCE_MS = 16_000;

/** Messages a worker takes at once (sent over the transport's few connections). */
const MAIL_BATCH = 10;

/** The mail queue's job: which outbox row to send. */
interface MailJob {
  outboxId: string;
}

/** smtp(s)://user:pass@host:port as nodemailer options, with timeouts. */
function smtpOptions(url: string) {
  const parsed = new URL(url);
  const secure = parsed.protocol === "smtps:";
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    auth: parsed.username
      ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) }
      : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
    // A few connections kept open: a digest run sends thousands of messages.
    pool: true,
    maxConnections: 3,
  };
}

/**
 * One bare address, nothing else: a Reply-To with a line break or a second
 * address would write headers or recipients of its own. The contact form has
 * validated it already; this makes sure no caller ever passes more.
 */
const singleAddress = /^[^\s@,;:<>()[\]"\\]+@[^\s@,;:<>()[\]"\\]+$/;

function outboxRow(message: MailMessage): Insertable<MailOutboxTable> {
  if (message.replyTo !== undefined && !singleAddress.test(message.replyTo))
    throw new Error("mail: replyTo must be one plain e-mail address");
  return {
    to_address: message.to,
    reply_to: message.replyTo ?? null,
    subject: message.subject,
    text_body: message.text,
    html_body: message.html ?? null,
    calendar: message.calendar?.content ?? null,
    headers: message.headers ? JSON.stringify(message.headers) : null,
  };
}

/**
 * The messages in their recipients' languages: one query finds the accounts
 * (by their unique e-mail address, which the auth library keeps in lower
 * case) that have chosen one.
 */
async function inRecipientsLanguages(messages: MailMessage[], trx: Transaction<DB>): Promise<MailMessage[]> {
  const addresses = [
    ...new Set(messages.filter((message) => message.inLanguage).map(({ to }) => to.toLowerCase())),
  ];
  if (!addresses.length) return messages;
  const accounts = await trx
    .selectFrom("user")
    .select(["email", "language"])
    .where(sql<boolean>`email = any(${addresses}::text[])`)
    .where("language", "is not", null)
    .execute();
  const chosen = new Map(accounts.map((account) => [account.email, account.language]));
  return messages.map((message) => {
    const locale = chosen.get(message.to.toLowerCase()) ?? message.language ?? DEFAULT_LOCALE;
    if (!message.inLanguage || locale === DEFAULT_LOCALE) return message;
    return { ...message, ...message.inLanguage(locale) };
  });
}

export async function createMailer(options: {
  db: Kysely<DB>;
  queue: JobQueue;
  smtpUrl: string | null;
  from: string;
  log: Logger;
}): Promise<Mailer> {
  const { db, queue, smtpUrl, from, log } = options;
  const transport: Transporter | null = smtpUrl ? nodemailer.createTransport(smtpOptions(smtpUrl)) : null;
  // Message-IDs end in the sending domain, as RFC 5322 suggests.
  const idDomain = /@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? "localhost";

  async function store(messages: MailMessage[], trx: Transaction<DB>): Promise<string[]> {
    const localized = await inRecipientsLanguages(messages, trx);
    const rows = await trx
      .insertInto("mail_outbox")
      .values(localized.map(outboxRow))
      .returning("id")
      .execute();
    await queue.send<MailJob>(
      "mail",
      rows.map(({ id }) => ({ outboxId: id })),
      { db: trx },
    );
    return rows.map(({ id }) => id);
  }
  const inTransaction = (
    trx: Transaction<DB> | undefined,
    fn: (trx: Transaction<DB>) => Promise<string[]>,
  ) => (trx ? fn(trx) : db.transaction().execute(fn));

  /** One attempt at one message; a throw makes the queue try again later, or give up. */
  async function deliver(job: QueuedJob<MailJob>) {
    const message = await db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("id", "=", job.data.outboxId)
      .executeTakeFirst();
    // Sent already, given up on, or removed: nothing to do.
    if (!message || message.status !== "queued") return;
    const attempt = { attempts: message.attempts + 1, last_attempt_at: new Date() };
    if (!transport) {
      log.info("mail stored in outbox (no SMTP_URL)", {
        outboxId: message.id,
        to: message.to_address,
        subject: message.subject,
        text: message.text_body,
      });
      await db
        .updateTable("mail_outbox")
        .set({ status: "stored", ...attempt })
        .where("id", "=", message.id)
        .execute();
      return;
    }
    try {
      await transport.sendMail({
        from,
        to: message.to_address,
        ...(message.reply_to ? { replyTo: message.reply_to } : {}),
        // The outbox row's, on every attempt: a message sent twice (decision
        // 0037) is one message to the servers and mail clients that deduplicate.
        messageId: `<${message.id}@${idDomain}>`,
        subject: message.subject,
        text: message.text_body,
        ...(message.html_body ? { html: message.html_body } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
        // nodemailer's calendar part: Gmail and Outlook show it as an invitation.
        ...(message.calendar
          ? {
              icalEvent: {
                method: /^METHOD:CANCEL/m.test(message.calendar) ? "CANCEL" : "REQUEST",
                filename: "interview.ics",
                content: message.calendar,
              },
            }
          : {}),
      });
    } catch (error) {
      const reason = (error as Error).message;
      const status = job.lastAttempt ? "failed" : "queued";
      log.error(job.lastAttempt ? "mail delivery failed; given up" : "mail delivery failed; will retry", {
        outboxId: message.id,
        to: message.to_address,
        attempt: attempt.attempts,
        reason,
      });
      await db
        .updateTable("mail_outbox")
        .set({ status, error: reason, ...attempt })
        .where("id", "=", message.id)
        .execute();
      throw error;
    }
    await markSent(message.id, attempt);
  }

  /**
   * The SMTP server has the message: writing so must not fail for a database
   * that is away for a few seconds, or the queue would send it again. Tried
   * for about half a minute (well within the job's 120 s), then left to the
   * queue: sent twice is better than lost (decision 0037).
   */
  async function markSent(id: string, attempt: { attempts: number; last_attempt_at: Date }) {
    for (let wait = 250; ; wait *= 2) {
      try {
        await db
          .updateTable("mail_outbox")
          .set({ status: "sent", sent_at: new Date(), error: null, ...attempt })
          .where("id", "=", id)
          .execute();
        return;
      } catch (error) {
        if (wait > MARK_SENT_PATIENCE_MS) throw error;
        log.warn("mail sent but not yet marked sent; trying again", { outboxId: id, ...errorFields(error) });
        await sleep(wait);
      }
    }
  }
  await queue.work<MailJob>("mail", deliver, { batchSize: MAIL_BATCH });

  return {
    async send(message, { db: trx } = {}) {
      const [outboxId] = await inTransaction(trx, (trx) => store([message], trx));
      return { outboxId };
    },
    async sendMany(messages, { db: trx } = {}) {
      if (!messages.length) return [];
      return inTransaction(trx, (trx) => store(messages, trx));
    },
    async retry(outboxId) {
      const requeued = await db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable("mail_outbox")
          .set({ status: "queued", attempts: 0, error: null })
          .where("id", "=", outboxId)
          .where("status", "=", "failed")
          .returning("id")
          .executeTakeFirst();
        if (row) await queue.send<MailJob>("mail", [{ outboxId }], { db: trx });
        return Boolean(row);
      });
      return requeued;
    },
    async requeueWaiting({ db: trx }) {
      let queued = 0;
      let after = "00000000-0000-0000-0000-000000000000";
      for (;;) {
        const waiting = await trx
          .selectFrom("mail_outbox")
          .select("id")
          .where("status", "=", "queued")
          .where("id", ">", after)
          .orderBy("id")
          .limit(1000)
          .execute();
        if (!waiting.length) return queued;
        after = waiting[waiting.length - 1].id;
        await queue.send<MailJob>(
          "mail",
          waiting.map((row) => ({ outboxId: row.id })),
          { db: trx },
        );
        queued += waiting.length;
      }
    },
    async countByStatus() {
      const rows = await db
        .selectFrom("mail_outbox")
        .select(["status", (eb) => eb.fn.countAll<number>().as("count")])
        .groupBy("status")
        .execute();
      const counts = Object.fromEntries(mailStatuses.map((status) => [status, 0])) as Record<
        MailStatus,
        number
      >;
      for (const row of rows) counts[row.status] = Number(row.count);
      return counts;
    },
    close() {
      transport?.close();
    },
  };
}
