import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOnce } from "../../tests/support/eventually";
import { createTestServices, type TestServices } from "../../tests/support/services";

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on loopback that keeps what it receives; it refuses the
 * first `refuse` messages offered (a server having trouble), counting every offer.
 */
async function startSmtpSink(refuse = 0): Promise<{
  url: string;
  received: Received[];
  offered: () => number;
  close(): Promise<void>;
}> {
  const received: Received[] = [];
  let offered = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      offered++;
      if (offered <= refuse) {
        stream.resume();
        stream.on("end", () => {
          const error = Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 });
          callback(error);
        });
        return;
      }
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    offered: () => offered,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const outboxRow = (services: TestServices, id: string) =>
  services.db.selectFrom("mail_outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

/** The outbox row once the mail queue is done with it (sent, stored or failed). */
const settled = (services: TestServices, id: string) =>
  answerOnce(
    () => outboxRow(services, id),
    (row) => row.status !== "queued",
    30_000,
  );

describe("mailer with SMTP_URL", () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let services: TestServices;
  beforeAll(async () => {
    sink = await startSmtpSink();
    services = await createTestServices({ SMTP_URL: sink.url });
  });
  afterAll(async () => {
    await services?.dispose();
    await sink?.close();
  });

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
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let services: TestServices;
  beforeAll(async () => {
    sink = await startSmtpSink(2);
    services = await createTestServices({ SMTP_URL: sink.url, MAIL_RETRY_DELAY: "1" });
  });
  afterAll(async () => {
    await services?.dispose();
    await sink?.close();
  });

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
    // The second wait was longer than the first (doubling from 1 s).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(sink.received).toHaveLength(1);
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
