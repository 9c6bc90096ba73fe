// Hostile use of the job-alert sign-up and the contact form, over HTTP: a
// visitor who asks for twenty alerts to a candidate's address does not use up
// the candidate's place for alerts; a visitor's link for a full address is
// refused with a reason; a contact enquiry reaches the firm's inbox with its
// sender as Reply-To (read as the SMTP server received it), and an address
// that would write headers of its own is refused.
import { afterAll, describe, expect, it } from "vitest";
import { alertLink, createJobAlert } from "../../server/domain/job-alerts";
import { site } from "../../app/site.config";
import { answerOnce, mailSettled } from "../support/eventually";
import { newCompleteCandidate, sessionCookie, setupTestServer } from "../support/e2e";
import { header, startSmtpSink, type SmtpSink } from "../support/smtp-sink";

let sink: SmtpSink | undefined;
// Registered first, so it runs after the server (and its mail connections) closed.
afterAll(async () => {
  await sink?.close();
});

// Each request comes from an address of its own (X-Forwarded-For, trusted
// with TRUST_PROXY), so the per-client limits answer no request here.
const e2e = setupTestServer(async () => {
  sink = await startSmtpSink();
  return { TRUST_PROXY: "true", SMTP_URL: sink.url };
});

let clients = 0;
async function post(path: string, form: Record<string, string>, cookie?: string) {
  const response = await fetch(e2e.server.baseUrl + path, {
    method: "POST",
    redirect: "manual",
    headers: {
      origin: e2e.server.baseUrl,
      "content-type": "application/x-www-form-urlencoded",
      "x-forwarded-for": `198.18.${(++clients >> 8) & 255}.${clients & 255}`,
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(form),
  });
  return { status: response.status, location: response.headers.get("location"), text: await response.text() };
}

const alertsTo = (email: string) =>
  e2e.server.services.db
    .selectFrom("job_alerts")
    .select(["id", "q", "candidate_id", "confirmed_at"])
    .where("email", "=", email)
    .orderBy("q")
    .execute();

describe("job alerts asked for someone else's address", () => {
  it("twenty unconfirmed ones from a visitor leave the candidate free to make theirs", async () => {
    const candidate = await newCompleteCandidate(e2e.server);
    for (let n = 0; n < 20; n++) {
      const answer = await post("/job-alerts/new", {
        q: `unasked ${String(n).padStart(2, "0")}`,
        frequency: "daily",
        email: candidate.email,
        consent: "yes",
      });
      expect(answer.status).toBe(200);
      expect(answer.text).toContain("Check your inbox");
    }
    expect((await alertsTo(candidate.email)).filter((alert) => !alert.confirmed_at)).toHaveLength(20);

    const cookie = await sessionCookie(e2e.server.baseUrl, candidate);
    // One of them the very search the candidate wants: theirs takes its place.
    for (const q of ["unasked 00", "fibre splicer"]) {
      const made = await post("/job-alerts/new", { q, frequency: "weekly", consent: "yes" }, cookie);
      expect([made.status, made.location]).toEqual([302, "/job-alerts"]);
    }
    const page = await fetch(`${e2e.server.baseUrl}/job-alerts`, { headers: { cookie } }).then((response) =>
      response.text(),
    );
    expect(page).toContain("fibre splicer");
    expect(page).toContain("unasked 00");
    expect(page).not.toContain("the most one person can have");
    const mine = (await alertsTo(candidate.email)).filter((alert) => alert.candidate_id);
    expect(mine.map((alert) => alert.q)).toEqual(["fibre splicer", "unasked 00"]);
  });

  it("a visitor's confirm link for an address with twenty confirmed alerts is refused with a reason", async () => {
    const candidate = await newCompleteCandidate(e2e.server);
    const services = e2e.server.services;
    const pending = { consent: "yes", q: "pending one", frequency: "daily", email: candidate.email };
    await createJobAlert({ services, db: services.db, actor: null, clientIp: "198.19.0.1" }, pending);
    const owner = { userId: candidate.userId, email: candidate.email, role: "candidate" as const };
    for (let n = 0; n < 20; n++)
      await createJobAlert(
        { services, db: services.db, actor: owner, clientIp: "198.19.0.2" },
        { consent: "yes", q: `own ${n}`, frequency: "daily" },
      );
    const [visitors] = (await alertsTo(candidate.email)).filter((alert) => !alert.confirmed_at);
    const link = new URL(alertLink(services, "confirm", visitors.id));
    const answer = await post(link.pathname + link.search, {});
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.text).toContain(
      "This address already receives 20 job alerts, the most one person can have. Unsubscribe from one, then open this link again.",
    );
    const [still] = (await alertsTo(candidate.email)).filter((alert) => alert.id === visitors.id);
    expect(still.confirmed_at).toBeNull();
  });
});

describe("a contact enquiry", () => {
  const sender = "meera.iyer@telvani.example";

  it("reaches the contact inbox with its sender as Reply-To, as the SMTP server received it", async () => {
    const answer = await post("/?index", {
      fullName: "Meera Iyer",
      email: sender,
      message: "Please call me about NOC staffing.",
    });
    expect(answer.status).toBeLessThan(400);
    const mail = await answerOnce(
      async () => sink!.received.find((received) => received.raw.includes(sender)),
      (found) => found !== undefined,
      30_000,
    );
    expect(mail?.to).toEqual([site.emails.contact]);
    expect(header(mail!.raw, "Reply-To")).toBe(sender);
    expect(mail!.raw).toContain("Replying to this e-mail writes to the sender.");
  });

  it("refuses an address that would add headers or recipients, and mails nothing", async () => {
    // What earlier tests queued (sign-ups' mails) is sent before counting.
    await mailSettled(e2e.server.services);
    const offered = sink!.offered();
    const before = await e2e.server.services.db
      .selectFrom("contact_submissions")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    for (const email of [
      "asha@example.com\r\nBcc: everyone@example.com",
      "asha@example.com\nReply-To: thief@example.com",
      "asha@example.com, thief@example.com",
      "Asha <asha@example.com>",
    ]) {
      const answer = await post("/?index", { fullName: "Asha Verma", email, message: "Hello there." });
      expect(answer.status).toBe(422);
      expect(answer.text).toContain("Please enter a valid email address.");
    }
    const after = await e2e.server.services.db
      .selectFrom("contact_submissions")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    const queued = await e2e.server.services.db
      .selectFrom("mail_outbox")
      .select("id")
      .where("text_body", "like", "%thief@example.com%")
      .execute();
    expect(queued).toEqual([]);
    await mailSettled(e2e.server.services);
    expect(sink!.offered()).toBe(offered);
  });
});
