// Writing to a candidate from their application (issue #37): who may write and
// read, templates filled in safely, the candidate's language, the history, and
// the interview's calendar file for those who may see it.
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contextFor,
  createStaff,
  createTestServices,
  registerNewCandidate,
  rejection,
  type TestServices,
} from "../../tests/support/services";
import {
  applicationMessages,
  deleteTemplate,
  fillPlaceholders,
  listTemplates,
  mailSafe,
  messageComposer,
  myApplicationMessages,
  saveTemplate,
  sendApplicationMessage,
} from "./application-messages";
import type { Actor } from "./context";
import { postJob } from "./employer";
import { interviewCalendarFile, scheduleInterview } from "./interviews";
import { saveProfile } from "./profiles";

let services: TestServices;
let employerA: Actor;
let employerB: Actor;
let admin: Actor;
let hindiCandidate: Actor;
let otherCandidate: Actor;
let applicationId: string;
let otherApplicationId: string;

async function candidateWithApplication(email: string, firstName: string, job: string) {
  const { userId } = await registerNewCandidate(services, {
    email,
    phone: "9811122233",
    password: "good-password-1",
    confirmPassword: "good-password-1",
  });
  const actor: Actor = { userId, email, role: "candidate" };
  await saveProfile(contextFor(services, actor), ["personal", "summary"], {
    first_name: firstName,
    last_name: "Iyer",
    current_city: "Chennai",
    total_experience: "3-5",
    profile_summary: "NOC engineer.",
  });
  const { id: candidateId } = await services.db
    .selectFrom("candidate_profiles")
    .select("id")
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  const { id } = await services.db
    .insertInto("job_applications")
    .values({ job_id: job, candidate_id: candidateId, cover_letter: "" })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { actor, applicationId: id };
}

const outboxTo = (address: string) =>
  services.db
    .selectFrom("mail_outbox")
    .select(["subject", "text_body", "reply_to"])
    .where("to_address", "=", address)
    .orderBy("created_at")
    .execute();

beforeAll(async () => {
  services = await createTestServices();
  employerA = await createStaff(services, "hr-a@example.com", "moderator");
  employerB = await createStaff(services, "hr-b@example.com", "moderator");
  admin = await createStaff(services, "admin@example.com", "admin");
  const job = await postJob(contextFor(services, employerA), {
    title: "NOC Engineer",
    company_name: "Bharat FibreNet Ltd.",
    location_city: "Chennai",
    location_state: "Tamil Nadu",
    job_description: "Watch the network.",
    required_skills: "NOC",
  });
  const first = await candidateWithApplication("meena@example.com", "Meena", job);
  hindiCandidate = first.actor;
  applicationId = first.applicationId;
  await services.db
    .updateTable("user")
    .set({ language: "hi-IN" })
    .where("id", "=", hindiCandidate.userId)
    .execute();
  const second = await candidateWithApplication("ravi@example.com", "Ravi", job);
  otherCandidate = second.actor;
  otherApplicationId = second.applicationId;
});

afterAll(async () => {
  await services?.dispose();
});

describe("filling in placeholders", () => {
  it("fills {candidate}, {job} and {firm}, one line each, links defanged; other braces stay", () => {
    const text = fillPlaceholders("Dear {candidate}, about {job} at {firm}. {unknown}", {
      candidate: "Asha\r\nBcc: x@evil.test",
      job: "Visit https://evil.example/pay now",
      firm: "Acme",
    });
    expect(text).toBe(
      "Dear Asha Bcc: x@evil.test, about Visit https[:]//evil[.]example/pay now at Acme. {unknown}",
    );
    expect(mailSafe("win-prize.com")).toBe("win-prize[.]com");
    expect(mailSafe("www.example.org/x")).toBe("www[.]example[.]org/x");
    expect(mailSafe("B.Tech NOC Engineer")).toBe("B.Tech NOC Engineer");
    expect(mailSafe("x".repeat(500))).toHaveLength(120);
  });
});

describe("templates", () => {
  it("are seeded, readable by staff, kept by admins only, names unique", async () => {
    const names = (await listTemplates(contextFor(services, employerA))).map((template) => template.name);
    expect(names).toEqual(["Call for interview", "Documents needed", "Not selected"]);
    expect((await rejection(listTemplates(contextFor(services, hindiCandidate)))).kind).toBe("forbidden");
    const input = {
      name: "Offer letter",
      subject_en: "Offer for {job}",
      body_en: "Dear {candidate}, here is your offer.",
      subject_hi: "{job} के लिए ऑफ़र",
      body_hi: "प्रिय {candidate}, यह आपका ऑफ़र है।",
    };
    expect((await rejection(saveTemplate(contextFor(services, employerA), null, input))).kind).toBe(
      "forbidden",
    );
    const id = await saveTemplate(contextFor(services, admin), null, input);
    await saveTemplate(contextFor(services, admin), id, { ...input, subject_en: "Your offer for {job}" });
    const saved = (await listTemplates(contextFor(services, admin))).find((template) => template.id === id);
    expect(saved?.subject_en).toBe("Your offer for {job}");
    expect((await rejection(saveTemplate(contextFor(services, admin), null, input))).kind).toBe("conflict");
    expect(
      (
        await rejection(
          saveTemplate(contextFor(services, admin), null, { ...input, name: "x", subject_en: "" }),
        )
      ).fieldErrors.subject_en,
    ).toBe("Please write a subject.");
    const audit = await services.db
      .selectFrom("audit_log")
      .select("action")
      .where("target", "=", id)
      .execute();
    expect(audit.map((row) => row.action).sort()).toEqual([
      "message_template.create",
      "message_template.update",
    ]);
  });

  it("are deleted by admins only; the messages sent from one keep their words", async () => {
    const input = {
      name: "Joining formalities",
      subject_en: "Joining {job}",
      body_en: "Dear {candidate}, please bring your documents.",
      subject_hi: "{job} में जॉइनिंग",
      body_hi: "प्रिय {candidate}, अपने दस्तावेज़ लाएँ।",
    };
    const id = await saveTemplate(contextFor(services, admin), null, input);
    // An application of its own, so the other tests' histories stay as they expect.
    const { job_id: job } = await services.db
      .selectFrom("job_applications")
      .select("job_id")
      .where("id", "=", applicationId)
      .executeTakeFirstOrThrow();
    const own = await candidateWithApplication("joining@example.com", "Kavya", job);
    const { id: messageId } = await sendApplicationMessage(
      contextFor(services, employerA),
      own.applicationId,
      {
        subject: "Joining NOC Engineer",
        body: "Please bring your documents.",
        templateId: id,
      },
    );
    for (const refused of [employerA, hindiCandidate])
      expect((await rejection(deleteTemplate(contextFor(services, refused), id))).kind).toBe("forbidden");
    for (const bad of ["not-a-uuid", "__proto__", null, 42, { id }])
      expect((await rejection(deleteTemplate(contextFor(services, admin), bad))).kind).toBe("not_found");
    expect((await listTemplates(contextFor(services, admin))).map((template) => template.id)).toContain(id);

    await deleteTemplate(contextFor(services, admin), id);
    expect((await listTemplates(contextFor(services, admin))).map((template) => template.id)).not.toContain(
      id,
    );
    const kept = await services.db
      .selectFrom("application_messages")
      .select(["subject", "body", "template_id"])
      .where("id", "=", messageId)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({
      subject: "Joining NOC Engineer",
      body: "Please bring your documents.",
      template_id: null,
    });
    expect((await rejection(deleteTemplate(contextFor(services, admin), id))).kind).toBe("not_found");
    const audit = await services.db
      .selectFrom("audit_log")
      .select(["action", "details"])
      .where("target", "=", id)
      .where("action", "=", "message_template.delete")
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0].details).toEqual({ name: "Joining formalities" });
  });
});

describe("writing to a candidate", () => {
  it("offers the templates in the candidate's language and sends in it, Reply-To the recruiter", async () => {
    const composer = await messageComposer(contextFor(services, employerA), applicationId);
    expect(composer.language).toBe("hi-IN");
    const call = composer.templates.find((template) => template.name === "Call for interview")!;
    expect(call.subject).toBe("{job} के लिए इंटरव्यू");
    await sendApplicationMessage(contextFor(services, employerA), applicationId, {
      templateId: call.id,
      subject: call.subject,
      body: call.body,
    });
    const mail = (await outboxTo("meena@example.com")).at(-1);
    expect(mail!.subject).toBe("NOC Engineer के लिए इंटरव्यू");
    expect(mail!.text_body).toContain("प्रिय Meena Iyer,");
    expect(mail!.reply_to).toBe("hr-a@example.com");
    expect(mail!.text_body).toContain("/my-applications");

    const english = await messageComposer(contextFor(services, employerA), otherApplicationId);
    expect(english.language).toBe("en-IN");
    expect(english.templates.find((template) => template.name === "Not selected")!.subject).toBe(
      "Your application for {job}",
    );
  });

  it("keeps each message on the application's history, as sent", async () => {
    await sendApplicationMessage(contextFor(services, admin), applicationId, {
      subject: "Documents",
      body: "Please bring your PAN card, {candidate}.",
    });
    const history = await applicationMessages(contextFor(services, employerA), applicationId);
    expect(history.map((message) => [message.sender_email, message.subject])).toEqual([
      ["hr-a@example.com", "NOC Engineer के लिए इंटरव्यू"],
      ["admin@example.com", "Documents"],
    ]);
    expect(history[1]!.body).toBe("Please bring your PAN card, Meena Iyer.");
    expect(history[0]!.template_id).not.toBeNull();
    expect(history[1]!.template_id).toBeNull();
  });

  it("lets only the job's employer or an admin write or read; each candidate reads only their own", async () => {
    const message = { subject: "Hello", body: "Hello there." };
    expect(
      (await rejection(sendApplicationMessage(contextFor(services, employerB), applicationId, message))).kind,
    ).toBe("not_found");
    expect(
      (await rejection(sendApplicationMessage(contextFor(services, hindiCandidate), applicationId, message)))
        .kind,
    ).toBe("forbidden");
    expect((await rejection(applicationMessages(contextFor(services, employerB), applicationId))).kind).toBe(
      "not_found",
    );
    expect(
      (await rejection(sendApplicationMessage(contextFor(services, null), applicationId, message))).kind,
    ).toBe("unauthenticated");
    const mine = await myApplicationMessages(contextFor(services, hindiCandidate));
    expect(mine.map((each) => each.application_id)).toEqual([applicationId, applicationId]);
    expect(await myApplicationMessages(contextFor(services, otherCandidate))).toEqual([]);
  });

  it("refuses empty words, an unknown template, and too many messages to one application", async () => {
    const ctx = contextFor(services, employerA);
    expect(
      (await rejection(sendApplicationMessage(ctx, otherApplicationId, { subject: " ", body: "x" })))
        .fieldErrors,
    ).toMatchObject({ subject: "Please write a subject." });
    expect(
      (
        await rejection(
          sendApplicationMessage(ctx, otherApplicationId, {
            subject: "x",
            body: "y",
            templateId: "00000000-0000-4000-8000-000000000000",
          }),
        )
      ).kind,
    ).toBe("not_found");
    for (let sent = 0; sent < 5; sent++)
      await sendApplicationMessage(ctx, otherApplicationId, { subject: `Note ${sent}`, body: "Update." });
    const limited = await rejection(
      sendApplicationMessage(ctx, otherApplicationId, { subject: "Sixth", body: "Update." }),
    );
    expect(limited.kind).toBe("rate_limited");
    expect((await outboxTo("ravi@example.com")).map((mail) => mail.subject)).not.toContain("Sixth");
  });
});

describe("an interview's calendar file", () => {
  it("is the candidate's own, the job's employer's and an admin's; nobody else's", async () => {
    const date = new Date(Date.now() + 48 * 3600 * 1000 + 5.5 * 3600 * 1000).toISOString().slice(0, 10);
    const interview = await scheduleInterview(contextFor(services, employerA), applicationId, {
      date,
      time: "11:00",
      duration_minutes: "45",
      mode: "phone",
      interviewer_name: "Kavita Rao",
    });
    for (const actor of [hindiCandidate, employerA, admin]) {
      const { filename, content } = await interviewCalendarFile(contextFor(services, actor), interview.id);
      expect(filename).toBe(`interview-${date}.ics`);
      const calendar = new ICAL.Component(ICAL.parse(content));
      expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
      const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
      expect(event.summary).toBe("Interview: NOC Engineer at Bharat FibreNet Ltd.");
      expect(event.duration.toSeconds()).toBe(45 * 60);
    }
    for (const actor of [otherCandidate, employerB])
      expect((await rejection(interviewCalendarFile(contextFor(services, actor), interview.id))).kind).toBe(
        "not_found",
      );
    expect((await rejection(interviewCalendarFile(contextFor(services, admin), "nope"))).kind).toBe(
      "not_found",
    );
  });
});
