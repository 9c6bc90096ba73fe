import nodemailer, { type Transporter } from "nodemailer";
import type { Kysely } from "kysely";
import type { DB } from "../db/schema";
import type { Logger } from "../log";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
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

export function createMailer(options: {
  db: Kysely<DB>;
  smtpUrl: string | null;
  from: string;
  log: Logger;
}): Mailer {
  const { db, smtpUrl, from, log } = options;
  const transport: Transporter | null = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;

  return {
    async send(message) {
      const { id } = await db
        .insertInto("mail_outbox")
        .values({
          to_address: message.to,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html ?? null,
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
        await transport.sendMail({ from, ...message });
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
