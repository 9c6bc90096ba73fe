import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOnce } from "../../tests/support/eventually";
import { site } from "../../app/site.config";
import { contextFor, createTestServices, rejection, type TestServices } from "../../tests/support/services";
import { submitContactMessage } from "./contact";

let services: TestServices;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(async () => {
  await services?.dispose();
});

const valid = {
  fullName: "  Meera Iyer ",
  email: "meera.iyer@telvani.example",
  phone: "+91 98450 12345",
  company: "Telvani Communications",
  message: "We need 12 NOC engineers for a 24x7 operations centre in Pune from next month.\nCan we talk?",
};

const submissionsFrom = (email: string) =>
  services.db.selectFrom("contact_submissions").selectAll().where("email", "=", email).execute();

const countSubmissions = async () =>
  Number(
    (
      await services.db
        .selectFrom("contact_submissions")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("submitContactMessage", () => {
  it("stores a valid message and mails it to the contact inbox", async () => {
    const result = await submitContactMessage(contextFor(services), valid);
    expect(result.id).toBeTruthy();
    const [row] = await submissionsFrom(valid.email);
    expect(row).toMatchObject({
      id: result.id,
      full_name: "Meera Iyer",
      phone: "+91 98450 12345",
      company: "Telvani Communications",
      message: valid.message,
    });
    const mail = await services.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("to_address", "=", site.emails.contact)
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe("Website enquiry from Meera Iyer (Telvani Communications)");
    expect(mail.text_body).toContain("meera.iyer@telvani.example");
    expect(mail.text_body).toContain("We need 12 NOC engineers");
    expect(mail.text_body).toContain(result.id!);
  });

  it("accepts a message without phone or company and stores them as empty", async () => {
    const email = "no.extras@example.com";
    await submitContactMessage(contextFor(services), { fullName: "Arjun Rao", email, message: "Hello" });
    const [row] = await submissionsFrom(email);
    expect(row.phone).toBeNull();
    expect(row.company).toBeNull();
  });

  it("reads a submitted form", async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({
      ...valid,
      email: "form.post@example.com",
      phone: "",
      company: "",
    })) {
      form.set(key, value);
    }
    await submitContactMessage(contextFor(services), form);
    const [row] = await submissionsFrom("form.post@example.com");
    expect(row.full_name).toBe("Meera Iyer");
    expect(row.phone).toBeNull();
  });

  it.each([
    ["fullName", { fullName: "" }, "Please enter your full name."],
    ["fullName", { fullName: "   " }, "Please enter your full name."],
    ["fullName", { fullName: "x".repeat(101) }, "Full name must be 100 characters or fewer."],
    ["email", { email: "" }, "Please enter your email address."],
    ["email", { email: "meera@" }, "Please enter a valid email address."],
    ["email", { email: `${"a".repeat(250)}@example.com` }, "Email address must be 254 characters or fewer."],
    ["phone", { phone: "call me" }, "Please enter a valid phone number."],
    ["phone", { phone: "9".repeat(21) }, "Phone number must be 20 characters or fewer."],
    ["company", { company: "c".repeat(201) }, "Company name must be 200 characters or fewer."],
    ["message", { message: "" }, "Please enter your message."],
    ["message", { message: " \n " }, "Please enter your message."],
    ["message", { message: "m".repeat(5001) }, "Message must be 5,000 characters or fewer."],
  ])("refuses a bad %s (%o) with a clear message and stores nothing", async (field, change, message) => {
    const before = await countSubmissions();
    const error = await rejection(submitContactMessage(contextFor(services), { ...valid, ...change }));
    expect(error.kind).toBe("invalid");
    expect(error.title).toBe("Failed to submit your message");
    expect(error.message).toBe(message);
    expect(error.fieldErrors[field]).toBe(message);
    expect(await countSubmissions()).toBe(before);
  });

  it("accepts values exactly at the limits", async () => {
    const email = `${"a".repeat(242)}@example.com`;
    expect(email).toHaveLength(254);
    await submitContactMessage(contextFor(services), {
      fullName: "n".repeat(100),
      email,
      phone: "+91 (120) 456-78901",
      company: "c".repeat(200),
      message: "m".repeat(5000),
    });
    const [row] = await submissionsFrom(email);
    expect(row.message).toHaveLength(5000);
  });

  it("reports every invalid field at once", async () => {
    const error = await rejection(
      submitContactMessage(contextFor(services), { fullName: "", email: "", message: "" }),
    );
    expect(Object.keys(error.fieldErrors).sort()).toEqual(["email", "fullName", "message"]);
  });

  it("drops control characters, keeping the message's line breaks", async () => {
    const email = "controls@example.com";
    await submitContactMessage(contextFor(services), {
      ...valid,
      email,
      fullName: "Ravi\u0007 Kumar",
      message: "Line one\nLine\u0007 two",
    });
    const [row] = await submissionsFrom(email);
    expect(row.full_name).toBe("Ravi  Kumar");
    expect(row.message).toBe("Line one\nLine two");
  });

  it("refuses a NUL character, which the database cannot store, with the contact form's title", async () => {
    const error = await rejection(
      submitContactMessage(contextFor(services), {
        ...valid,
        email: "nul@example.com",
        fullName: "Ravi\u0000 Kumar",
      }),
    );
    expect(error.title).toBe("Failed to submit your message");
    expect(error.fieldErrors.fullName).toBe("The text contains an invalid character. Please retype it.");
    expect(await submissionsFrom("nul@example.com")).toHaveLength(0);
  });

  it("pretends success when the honeypot is filled, and stores and sends nothing", async () => {
    const before = await countSubmissions();
    const mailsBefore = await services.db.selectFrom("mail_outbox").select("id").execute();
    const result = await submitContactMessage(contextFor(services), {
      ...valid,
      email: "robot@spam.example",
      website: "https://spam.example",
    });
    expect(result).toEqual({ id: null, queued: false });
    expect(await countSubmissions()).toBe(before);
    expect(await services.db.selectFrom("mail_outbox").select("id").execute()).toHaveLength(
      mailsBefore.length,
    );
  });

  it("limits messages per client address", async () => {
    const ip = "203.0.113.7";
    for (let sent = 0; sent < 5; sent++) {
      await submitContactMessage(contextFor(services, null, ip), {
        ...valid,
        email: `burst-${sent}@example.com`,
      });
    }
    const error = await rejection(
      submitContactMessage(contextFor(services, null, ip), { ...valid, email: "burst-6@example.com" }),
    );
    expect(error.kind).toBe("rate_limited");
    expect(error.title).toBe("Failed to submit your message");
    expect(error.message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    expect(error.options.retryAfterSeconds).toBeGreaterThan(0);
    expect(await submissionsFrom("burst-6@example.com")).toHaveLength(0);
    // Another address is not affected.
    await submitContactMessage(contextFor(services, null, "203.0.113.8"), {
      ...valid,
      email: "other-ip@example.com",
    });
    expect(await submissionsFrom("other-ip@example.com")).toHaveLength(1);
  });

  it("does not count refused input against the limit", async () => {
    const ip = "203.0.113.9";
    for (let attempt = 0; attempt < 6; attempt++) {
      await rejection(submitContactMessage(contextFor(services, null, ip), { ...valid, email: "typo@" }));
    }
    await submitContactMessage(contextFor(services, null, ip), {
      ...valid,
      email: "after-typos@example.com",
    });
    expect(await submissionsFrom("after-typos@example.com")).toHaveLength(1);
  });
});

describe("submitContactMessage when mail fails", () => {
  let failing: TestServices;
  beforeAll(async () => {
    // One attempt only, so the queue gives up at once.
    failing = await createTestServices({ SMTP_URL: "smtp://127.0.0.1:1", MAIL_ATTEMPTS: "1" });
  });
  afterAll(async () => {
    await failing?.dispose();
  });

  it("still stores the submission and keeps the failed mail in the outbox", async () => {
    const result = await submitContactMessage(contextFor(failing), valid);
    expect(result.queued).toBe(true);
    const row = await failing.db
      .selectFrom("contact_submissions")
      .selectAll()
      .where("id", "=", result.id!)
      .executeTakeFirst();
    expect(row?.full_name).toBe("Meera Iyer");
    const mail = await answerOnce(
      () =>
        failing.db
          .selectFrom("mail_outbox")
          .selectAll()
          .where("to_address", "=", site.emails.contact)
          .executeTakeFirstOrThrow(),
      (mail) => mail.status === "failed",
      15_000,
    );
    expect(mail.status).toBe("failed");
    expect(mail.error).toBeTruthy();
  });

  it("still stores the submission when even the outbox refuses the mail", async () => {
    const broken = Object.create(failing, {
      mailer: { value: { send: () => Promise.reject(new Error("outbox unavailable")), close() {} } },
    });
    const result = await submitContactMessage(contextFor(broken), {
      ...valid,
      email: "outbox-down@example.com",
    });
    expect(result).toMatchObject({ queued: false });
    const rows = await failing.db
      .selectFrom("contact_submissions")
      .select("id")
      .where("email", "=", "outbox-down@example.com")
      .execute();
    expect(rows).toHaveLength(1);
  });
});
