import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { answerOnce } from "../../tests/support/eventually";
import { createTestServices, type TestServices } from "../../tests/support/services";
import { header, startSmtpSink, type SmtpSink } from "../../tests/support/smtp-sink";
import { contactMessageMail } from "./templates";

const outboxRow = (services: TestServices, id: string) =>
  services.db.selectFrom("mail_outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

/** The outbox row once the mail queue is done with it (sent, stored or failed). */
const settled = (services: TestServices, id: string) =>
  answerOnce(
    () => outboxRow(services, id),
    (row) => row.status !== "queued",
    30_000,
  );

/**
 * For the describe block it is called in: before its tests, an SMTP sink
 * that refuses its first `refusals` messages and services sending to it
 * (`env`: the rest of their configuration); after them, both closed. `use`
 * is handed the two for the block's tests.
 */
function sendingToSink(
  env: Record<string, string>,
  refusals: number,
  use: (sender: { sink: SmtpSink; services: TestServices }) => void,
) {
  let sink: SmtpSink | undefined;
  let services: TestServices | undefined;
  beforeAll(async () => {
    sink = await startSmtpSink(refusals);
    services = await createTestServices({ SMTP_URL: sink.url, ...env });
    use({ sink, services });
  });
  afterAll(async () => {
    await services?.dispose();
    await sink?.close();
  });
}

describe("mailer with SMTP_URL", () => {
  let sink: SmtpSink;
  let services: TestServices;
  sendingToSink({}, 0, (sender) => ({ sink, services } = sender));

  it("queues the message, then delivers it through the SMTP server and marks it sent", async () => {
    const { outboxId } = await services.mailer.send({
      to: "meera@example.com",
      subject: "Your application was shortlisted",
      text: "Good news from the NOC team.",
      headers: { "List-Unsubscribe": "<https://jobs.example.in/unsubscribe>" },
    });
    const row = await settled(services, outboxId);
    expect(row).toMatchObject({ status: "sent", attempts: 1, error: null });
    expect(row.sent_at).toBeInstanceOf(Date);
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0].to).toEqual(["meera@example.com"]);
    expect(sink.received[0].raw).toContain("Subject: Your application was shortlisted");
    expect(sink.received[0].raw).toContain("Good news from the NOC team.");
    expect(sink.received[0].raw).toContain("List-Unsubscribe: <https://jobs.example.in/unsubscribe>");
  });

  it("sends a contact enquiry with its sender as Reply-To, and the outbox row's id as Message-ID", async () => {
    const { outboxId } = await services.mailer.send(
      contactMessageMail({
        id: "00000000-0000-4000-8000-000000000001",
        fullName: "Meera Iyer",
        email: "meera.iyer@telvani.example",
        phone: null,
        company: "Telvani Communications",
        message: "We need 12 NOC engineers.",
      }),
    );
    expect(await settled(services, outboxId)).toMatchObject({
      status: "sent",
      reply_to: "meera.iyer@telvani.example",
    });
    const raw = sink.received.at(-1)!.raw;
    expect(raw).toContain("Replying to this e-mail writes to the sender.");
    expect(header(raw, "Reply-To")).toBe("meera.iyer@telvani.example");
    expect(header(raw, "Message-ID")).toBe(`<${outboxId}@vistaar.example>`);
    // Mail without a reply address has none.
    const plain = await services.mailer.send({ to: "ravi@example.com", subject: "No reply", text: "Body" });
    await settled(services, plain.outboxId);
    expect(header(sink.received.at(-1)!.raw, "Reply-To")).toBeNull();
  });

  it("refuses a Reply-To that is more than one plain address, keeping and sending nothing", async () => {
    const before = sink.offered();
    for (const replyTo of [
      "meera@example.com\r\nBcc: everyone@example.com",
      "meera@example.com\nSubject: changed",
      "meera@example.com, ravi@example.com",
      "Meera <meera@example.com>",
      "meera@example.com;ravi@example.com",
      "",
    ])
      await expect(
        services.mailer.send({ to: "hostile-reply@example.com", replyTo, subject: "Hi", text: "Body" }),
      ).rejects.toThrow("replyTo must be one plain e-mail address");
    expect(
      await services.db
        .selectFrom("mail_outbox")
        .select("id")
        .where("to_address", "=", "hostile-reply@example.com")
        .execute(),
    ).toEqual([]);
    // The database holds no line break there either, whoever writes the row.
    await expect(
      sql`insert into mail_outbox (to_address, subject, text_body, reply_to)
          values ('x@example.com', 'x', 'x', ${"a@example.com\r\nBcc: b@example.com"})`.execute(services.db),
    ).rejects.toThrow(/check constraint/);
    expect(sink.offered()).toBe(before);
  });

  it("keeps nothing and sends nothing when the transaction it was part of rolls back", async () => {
    const before = sink.offered();
    await expect(
      services.db.transaction().execute(async (trx) => {
        await services.mailer.send(
          { to: "rollback@example.com", subject: "Never", text: "Never" },
          { db: trx },
        );
        throw new Error("the rest of the change failed");
      }),
    ).rejects.toThrow("the rest of the change failed");
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const rows = await services.db
      .selectFrom("mail_outbox")
      .select("id")
      .where("to_address", "=", "rollback@example.com")
      .execute();
    expect(rows).toEqual([]);
    expect(sink.offered()).toBe(before);
  });
});

describe("mailer when the SMTP server refuses twice, then accepts", () => {
  let sink: SmtpSink;
  let services: TestServices;
  sendingToSink({ MAIL_RETRY_DELAY: "1" }, 2, (sender) => ({ sink, services } = sender));

  it("tries again with back-off and delivers on the third attempt, once", async () => {
    const { outboxId } = await services.mailer.send({
      to: "arjun@example.com",
      subject: "Retry me",
      text: "Body",
    });
    // While it waits for the next attempt, the row says why.
    const waiting = await answerOnce(
      () => outboxRow(services, outboxId),
      (row) => row.attempts >= 1,
      15_000,
    );
    expect(waiting).toMatchObject({ status: "queued", attempts: 1 });
    expect(waiting.error).toContain("Mailbox busy");
    const row = await settled(services, outboxId);
    expect(row).toMatchObject({ status: "sent", attempts: 3, error: null });
    expect(sink.offered()).toBe(3);
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0].raw).toContain("Subject: Retry me");
    // Every attempt was the same message to the server: one Message-ID, the outbox row's.
    expect(sink.offers.map((offer) => header(offer, "Message-ID"))).toEqual(
      Array(3).fill(`<${outboxId}@vistaar.example>`),
    );
    // The second wait was longer than the first (doubling from 1 s).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(sink.received).toHaveLength(1);
  });
});

describe("mailer when the database refuses for a while to mark a delivered message sent", () => {
  let sink: SmtpSink;
  let services: TestServices;
  sendingToSink({ MAIL_RETRY_DELAY: "1" }, 0, (sender) => ({ sink, services } = sender));
  beforeAll(async () => {
    // The first two writes of "sent" to this address fail, as while the
    // database restarts; a sequence counts them (a failed statement keeps it).
    await sql`create sequence away_writes`.execute(services.db);
    await sql`create function away_for_two_writes() returns trigger language plpgsql as $$
      begin
        if new.status = 'sent' and new.to_address = 'away@example.com' and nextval('away_writes') <= 2 then
          raise exception 'the database system is shutting down';
        end if;
        return new;
      end $$`.execute(services.db);
    await sql`create trigger away_for_two_writes before update on mail_outbox
      for each row execute function away_for_two_writes()`.execute(services.db);
  });

  it("tries the write again rather than sending the message a second time", async () => {
    const { outboxId } = await services.mailer.send({
      to: "away@example.com",
      subject: "Once",
      text: "Body",
    });
    const row = await settled(services, outboxId);
    expect(row).toMatchObject({ status: "sent", attempts: 1, error: null });
    const { writes } = await sql<{ writes: string }>`select last_value as writes from away_writes`
      .execute(services.db)
      .then((result) => result.rows[0]);
    expect(Number(writes)).toBe(3);
    // The queue's job is done, not waiting for another attempt: no second delivery follows.
    const job = await answerOnce(
      () =>
        sql<{ state: string }>`select state from pgboss.job where data->>'outboxId' = ${outboxId}`
          .execute(services.db)
          .then((result) => result.rows),
      (rows) => rows.every((row) => row.state !== "active"),
      30_000,
    );
    expect(job).toEqual([{ state: "completed" }]);
    expect(sink.offered()).toBe(1);
    expect(sink.received.map((mail) => header(mail.raw, "Subject"))).toEqual(["Once"]);
  });
});

describe("mailer when SMTP never answers", () => {
  let services: TestServices;
  beforeAll(async () => {
    // Nothing listens on port 1: every delivery fails. Two attempts, a second apart.
    services = await createTestServices({
      SMTP_URL: "smtp://127.0.0.1:1",
      MAIL_ATTEMPTS: "2",
      MAIL_RETRY_DELAY: "1",
    });
  });
  afterAll(async () => {
    await services?.dispose();
  });

  it("gives up after its attempts and keeps the message marked failed, with the reason", async () => {
    const { outboxId } = await services.mailer.send({
      to: "kiran@example.com",
      subject: "Hello",
      text: "Body",
    });
    const row = await settled(services, outboxId);
    expect(row).toMatchObject({ status: "failed", attempts: 2, text_body: "Body" });
    expect(row.error).toMatch(/ECONNREFUSED|connect/);
  });

  it("queues a failed message again on retry, which fails again here", async () => {
    const { outboxId } = await services.mailer.send({
      to: "retry@example.com",
      subject: "Again",
      text: "Body",
    });
    await settled(services, outboxId);
    expect(await services.mailer.retry(outboxId)).toBe(true);
    expect((await outboxRow(services, outboxId)).status).toBe("queued");
    // Only a failed message can be retried.
    expect(await services.mailer.retry(outboxId)).toBe(false);
    const row = await settled(services, outboxId);
    expect(row).toMatchObject({ status: "failed", attempts: 2 });
  });
});

describe("mailer without SMTP_URL", () => {
  let services: TestServices;
  beforeAll(async () => {
    services = await createTestServices();
  });
  afterAll(async () => {
    await services?.dispose();
  });

  it("keeps the message in the outbox as stored", async () => {
    const { outboxId } = await services.mailer.send({
      to: "kavya@example.com",
      subject: "Hi",
      text: "Stored only",
    });
    const row = await settled(services, outboxId);
    expect(row).toMatchObject({
      status: "stored",
      to_address: "kavya@example.com",
      text_body: "Stored only",
    });
  });
});
