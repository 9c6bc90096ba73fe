import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, type TestServices } from "../../tests/support/services";

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives. */
async function startSmtpSink(): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

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

  it("delivers through the SMTP server and marks the outbox row sent", async () => {
    const result = await services.mailer.send({
      to: "meera@example.com",
      subject: "Your application was shortlisted",
      text: "Good news from the NOC team.",
    });
    expect(result.delivered).toBe(true);
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0].to).toEqual(["meera@example.com"]);
    expect(sink.received[0].raw).toContain("Subject: Your application was shortlisted");
    expect(sink.received[0].raw).toContain("Good news from the NOC team.");
    const row = await services.db.selectFrom("mail_outbox").selectAll().where("id", "=", result.outboxId).executeTakeFirstOrThrow();
    expect(row.status).toBe("sent");
    expect(row.sent_at).toBeInstanceOf(Date);
  });
});

describe("mailer when SMTP fails", () => {
  let services: TestServices;
  beforeAll(async () => {
    // Nothing listens on port 1: every delivery fails.
    services = await createTestServices({ SMTP_URL: "smtp://127.0.0.1:1" });
  });
  afterAll(async () => {
    await services?.dispose();
  });

  it("keeps the message in the outbox marked failed, with the reason", async () => {
    const result = await services.mailer.send({ to: "arjun@example.com", subject: "Hello", text: "Body" });
    expect(result.delivered).toBe(false);
    const row = await services.db.selectFrom("mail_outbox").selectAll().where("id", "=", result.outboxId).executeTakeFirstOrThrow();
    expect(row.status).toBe("failed");
    expect(row.error).toBeTruthy();
    expect(row.text_body).toBe("Body");
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

  it("stores the message in the outbox", async () => {
    const result = await services.mailer.send({ to: "kavya@example.com", subject: "Hi", text: "Stored only" });
    expect(result.delivered).toBe(false);
    const row = await services.db.selectFrom("mail_outbox").selectAll().where("id", "=", result.outboxId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "stored", to_address: "kavya@example.com", text_body: "Stored only" });
  });
});
