import nodemailer, { type Transporter } from "nodemailer";
import type { Kysely } from "kysely";
import type { DB } from "../db/schema";
import type { Logger } from "../log";

export interface MailMessage {
  to: string;
  /** Where a reply should go (the visitor, for contact messages). */
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  /** An iCalendar invitation (an interview), sent as the message's text/calendar part. */
  calendar?: { method: "REQUEST" | "CANCEL"; content: string };
}

export interface Mailer {
  /**
   * Keeps the message in the outbox, then sends it when SMTP is configured.
   * Resolves `delivered: false` when SMTP fails (the outbox row says why);
   * throws only when the message could not even be stored.
   */
  send(message: MailMessage): Promise<{ delivered: boolean; outboxId: string }>;
  close(): void;
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
  };
}

export function createMailer(options: {
  db: Kysely<DB>;
  smtpUrl: string | null;
  from: string;
  log: Logger;
}): Mailer {
  const { db, smtpUrl, from, log } = options;
  // Short timeouts: mail is sent inside a request, and a stuck SMTP server must
  // not hold the visitor's page for minutes (the outbox keeps what failed).
  const transport: Transporter | null = smtpUrl ? nodemailer.createTransport(smtpOptions(smtpUrl)) : null;

  return {
    async send(message) {
      const { id } = await db
        .insertInto("mail_outbox")
        .values({
          to_address: message.to,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html ?? null,
          calendar: message.calendar?.content ?? null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();

      if (!transport) {
        log.info("mail stored in outbox (no SMTP_URL)", {
          outboxId: id,
          to: message.to,
          subject: message.subject,
          text: message.text,
        });
        return { delivered: false, outboxId: id };
      }
      try {
        const { calendar, ...rest } = message;
        await transport.sendMail({
          from,
          ...rest,
          // nodemailer's calendar part: Gmail and Outlook show it as an invitation.
          ...(calendar
            ? { icalEvent: { method: calendar.method, filename: "interview.ics", content: calendar.content } }
            : {}),
        });
        await db
          .updateTable("mail_outbox")
          .set({ status: "sent", sent_at: new Date() })
          .where("id", "=", id)
          .execute();
        return { delivered: true, outboxId: id };
      } catch (error) {
        const reason = (error as Error).message;
        log.error("mail delivery failed; kept in outbox", { outboxId: id, to: message.to, reason });
        await db
          .updateTable("mail_outbox")
          .set({ status: "failed", error: reason })
          .where("id", "=", id)
          .execute();
        return { delivered: false, outboxId: id };
      }
    },
    close() {
      transport?.close();
    },
  };
}
