// E-mails in the recipient's language (issue #25): the mailer writes a message
// in the language of the account its address belongs to, else in the language
// the message names (an alert's), else in English.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, type TestServices } from "../../tests/support/services";
import { confirmAlertMail, jobAlertMail } from "./job-alert-mail";
import { applicationStatusMail, interviewMail, passwordResetMail } from "./templates";
import type { JobSummary } from "../../common/schemas/jobs";

const job = {
  id: "job-1",
  title: "NOC Engineer",
  company_name: "Bharat FibreNet Ltd.",
  location_city: "Pune",
  location_state: "Maharashtra",
  job_type: "full_time",
  employment_type: "permanent",
  experience_required: "2-5 years",
  salary_min: 300000,
  salary_max: 650000,
  description_excerpt: "",
  required_skills: [],
  job_highlights: [],
  application_deadline: null,
  created_at: "2026-11-20T10:00:00.000Z",
  accepting: true,
} as unknown as JobSummary;

const alertMail = (to: string) =>
  jobAlertMail({
    to,
    alertName: "NOC Pune",
    frequency: "daily",
    jobs: [job],
    total: 3,
    capped: false,
    links: {
      search: "https://jobs.example.in/jobs?q=NOC",
      job: (id) => `https://jobs.example.in/jobs/${id}`,
      unsubscribe: "https://jobs.example.in/job-alerts/unsubscribe/1",
      manage: "https://jobs.example.in/job-alerts",
    },
  });

describe("e-mails in the recipient's language", () => {
  let services: TestServices;
  const kept = (id: string) =>
    services.db.selectFrom("mail_outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    services = await createTestServices();
    const account = (id: string, email: string, language: "en-IN" | "hi-IN" | null) => ({
      id,
      name: "",
      email,
      emailVerified: true,
      image: null,
      updatedAt: new Date(),
      lastSignInAt: null,
      language,
    });
    await services.db
      .insertInto("user")
      .values([
        account("hindi", "meera@example.in", "hi-IN"),
        account("english", "ravi@example.in", "en-IN"),
        account("unchosen", "esha@example.in", null),
      ])
      .execute();
  });
  afterAll(async () => {
    await services?.dispose();
  });

  it("writes to an account whose language is Hindi in Hindi, and to one without a language in English", async () => {
    const status = (to: string) =>
      applicationStatusMail(
        to,
        "Meera",
        "NOC Engineer",
        "Bharat FibreNet Ltd.",
        "shortlisted",
        "https://x.in/a",
      );
    const hindi = await kept((await services.mailer.send(status("Meera@Example.in"))).outboxId);
    expect(hindi.subject).toBe("शॉर्टलिस्ट हुए: NOC Engineer");
    expect(hindi.text_body).toContain(
      "खुशखबरी: आपको Bharat FibreNet Ltd में NOC Engineer के लिए शॉर्टलिस्ट किया गया है।",
    );
    expect(hindi.text_body).toContain("प्रिय Meera,");
    expect(hindi.to_address).toBe("Meera@Example.in");

    const english = status("esha@example.in");
    const row = await kept((await services.mailer.send(english)).outboxId);
    expect(row.subject).toBe("Shortlisted: NOC Engineer");
    expect(row.subject).toBe(english.subject);
    expect(row.text_body).toBe(english.text);
    expect(row.text_body).toContain(
      "Good news: you have been shortlisted for NOC Engineer at Bharat FibreNet Ltd.\n",
    );

    const stranger = await kept(
      (await services.mailer.send(passwordResetMail("nobody@example.in", "https://x.in/r"))).outboxId,
    );
    expect(stranger.subject).toMatch(/^Reset your .+ password$/);
  });

  it("writes each message of a batch in its own recipient's language, HTML included", async () => {
    const ids = await services.mailer.sendMany([
      alertMail("meera@example.in"),
      alertMail("visitor@example.in"),
    ]);
    const [hindi, english] = await Promise.all(ids.map(kept));
    expect(hindi.subject).toBe("“NOC Pune” के लिए 3 नई जॉब");
    expect(hindi.text_body).toContain("सभी 3 नई जॉब देखें:");
    expect(hindi.html_body).toContain('<html lang="hi-IN">');
    expect(hindi.html_body).toContain("सभी 3 नई जॉब देखें</a>");
    expect(hindi.html_body).toContain(">अपने अलर्ट बदलें</a> या एक क्लिक में <a ");
    // The headers travel unchanged.
    expect(hindi.headers).toMatchObject({
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });

    expect(english.subject).toBe("3 new jobs for “NOC Pune”");
    expect(english.html_body).toContain('<html lang="en-IN">');
    expect(english.html_body).toContain(">Manage your alerts</a> or <a ");
    expect(english.text_body).toContain("See all 3 new jobs:");
  });

  it("writes in the language a message names when the address has no account language, and the account's wins", async () => {
    const url = "https://x.in/confirm";
    const visitor = await kept(
      (await services.mailer.send(confirmAlertMail("new@example.in", "NOC", url, "hi-IN"))).outboxId,
    );
    expect(visitor.subject).toMatch(/पर अपना जॉब अलर्ट पक्का करें$/);
    const unchosen = await kept(
      (await services.mailer.send(confirmAlertMail("esha@example.in", "NOC", url, "hi-IN"))).outboxId,
    );
    expect(unchosen.subject).toMatch(/पर अपना जॉब अलर्ट पक्का करें$/);
    const english = await kept(
      (await services.mailer.send(confirmAlertMail("ravi@example.in", "NOC", url, "hi-IN"))).outboxId,
    );
    expect(english.subject).toMatch(/^Confirm your job alert on /);
  });

  it("writes an interview's time, given as a time, in the e-mail's language", () => {
    const mail = interviewMail("meera@example.in", "Meera", {
      kind: "cancelled",
      jobTitle: "NOC Engineer",
      company: "Bharat FibreNet",
      when: new Date("2026-12-01T09:00:00Z"),
      durationMinutes: 45,
      mode: "video",
      location: null,
      meetingLink: null,
      interviewer: "Ravi",
      instructions: null,
      applicationsUrl: "https://x.in/a",
    });
    expect(mail.text).toContain(
      "NOC Engineer at Bharat FibreNet on Tue, 1 Dec 2026, 2:30 pm IST has been cancelled.",
    );
    const hindi = mail.inLanguage!("hi-IN").text;
    expect(hindi).toContain("Bharat FibreNet में NOC Engineer के लिए");
    expect(hindi).not.toContain("Tue, 1 Dec");
  });
});
