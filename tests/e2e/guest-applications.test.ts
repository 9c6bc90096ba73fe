// Applying without an account (issue #36, decision 0043), in Chromium at 390
// and 1280 px, JavaScript off and on: a visitor applies from a job page with
// a resume; the employer who posted the job sees the application with the
// resume and the contact details; the same address applying again is told
// 'Already Applied' and nothing else; the mailed link sets a password that
// signs in. A candidate whose profile is incomplete who types a cover letter
// gets it back, filled in, once the profile is finished. The API takes the
// same application. Screenshots of the form (empty, refused, sent) in
// English and Hindi go to GUEST_APPLY_SHOTS for a person to look at.
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { pdfWith } from "../support/documents";
import {
  demoAccounts,
  DESKTOP,
  libraryCookie,
  newPage,
  pageReady,
  PHONE,
  setupServerAndBrowser,
  // Not a React hook, whatever its name says: it gives a browser context cookies.
  useCookies as giveCookies,
  visible,
} from "../support/e2e";

const e2e = setupServerAndBrowser();

/** Where the screenshots go, for a person to look at. */
const SHOTS = process.env.GUEST_APPLY_SHOTS ?? "/tmp/helpers/h3-shots";

let jobCount = 0;
/** A new open job posted by the demo employer. */
async function newJob(title = `Guest NOC Engineer ${++jobCount}`): Promise<string> {
  const { db } = e2e.server.services;
  const employer = await db
    .selectFrom("user")
    .select("id")
    .where("email", "=", demoAccounts.employer.email)
    .executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto("jobs")
    .values({
      title,
      company_name: "Vistaar Technologies",
      location_city: "Bengaluru",
      location_state: "Karnataka",
      experience_required: "0-1 years",
      salary_min: 300_000,
      salary_max: 450_000,
      job_description: `${title}: watch the network round the clock.`,
      required_skills: ["NOC", "CCNA"],
      application_deadline: "2099-12-31",
      posted_by: employer.id,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

const resumeFile = (name = "Asha Verma CV.pdf") => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.from(pdfWith(["Asha Verma", "NOC engineer, CCNA, Bengaluru"])),
});

let addresses = 0;
const newAddress = () => `guest-${++addresses}.${Date.now()}@example.com`;

const guestForm = (page: Page) => page.locator("form[data-guest-apply]");

async function fillGuestForm(
  page: Page,
  fields: { name: string; phone: string; email: string; coverLetter?: string; resume?: boolean },
) {
  const form = guestForm(page);
  await form.getByLabel("Full name").fill(fields.name);
  await form.getByLabel("Mobile number").fill(fields.phone);
  await form.getByLabel("Email").fill(fields.email);
  if (fields.resume !== false) await form.getByLabel("Resume").setInputFiles(resumeFile());
  if (fields.coverLetter) await form.getByLabel("Cover Letter (optional)").fill(fields.coverLetter);
  await form.locator("input[name=consent]").check();
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.locator("#apply").scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });
}

const SENT = "Application sent";
const SENT_TEXT =
  "Your application has been sent to the employer. Check your email: we have sent you a link to set a password and follow your application.";

describe("a visitor applies without an account", () => {
  for (const { javaScript, viewport, label } of [
    { javaScript: false, viewport: PHONE, label: "390-nojs" },
    { javaScript: true, viewport: DESKTOP, label: "1280-js" },
  ]) {
    it(`applies with a resume, and the employer sees it with the resume and contacts (${label})`, async () => {
      const jobId = await newJob();
      const email = newAddress();
      const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { javaScript, viewport });
      await page.goto(`/jobs/${jobId}`);
      await pageReady(page);
      await visible(guestForm(page));
      // 'Login to Apply' stays, for people with an account.
      await visible(page.locator("#apply").getByRole("link", { name: "Login to Apply" }));
      await shoot(page, `guest-form-empty-${label}`);

      // A refusal: each field's message under it, what was typed kept.
      await fillGuestForm(page, { name: "Asha Rani Verma", phone: "12345", email, resume: false });
      await guestForm(page)
        .getByLabel("Resume")
        .setInputFiles({
          name: "resume.pdf",
          mimeType: "application/pdf",
          buffer: Buffer.from("MZ this is no PDF"),
        });
      await guestForm(page).getByRole("button", { name: "Send Application" }).click();
      await visible(page.getByText("Please enter a valid 10-digit Indian mobile number.").first());
      await visible(page.getByText("Please upload a PDF or Word document.").first());
      expect(await guestForm(page).getByLabel("Full name").inputValue()).toBe("Asha Rani Verma");
      expect(await guestForm(page).getByLabel("Email").inputValue()).toBe(email);
      await shoot(page, `guest-form-errors-${label}`);

      await fillGuestForm(page, {
        name: "Asha Rani Verma",
        phone: "98765 43210",
        email,
        coverLetter: `Three years on a NOC floor. (${label})`,
      });
      await guestForm(page).getByRole("button", { name: "Send Application" }).click();
      await visible(page.getByText(SENT, { exact: true }));
      await visible(page.getByText(SENT_TEXT));
      await shoot(page, `guest-form-sent-${label}`);
      await context.close();

      const { db } = e2e.server.services;
      const application = await db
        .selectFrom("job_applications")
        .innerJoin("candidate_profiles", "candidate_profiles.id", "job_applications.candidate_id")
        .innerJoin("user", "user.id", "candidate_profiles.user_id")
        .select([
          "job_applications.id",
          "job_applications.cover_letter",
          "candidate_profiles.id as profileId",
          "candidate_profiles.phone",
          "user.email",
        ])
        .where("job_applications.job_id", "=", jobId)
        .executeTakeFirstOrThrow();
      expect(application).toMatchObject({
        cover_letter: `Three years on a NOC floor. (${label})`,
        phone: "+919876543210",
        email,
      });

      // The employer who posted the job: in the list, then the application with its resume and contacts.
      const employer = await newPage(e2e.browser, e2e.server.baseUrl, { viewport });
      await giveCookies(
        employer.context,
        e2e.server.baseUrl,
        await libraryCookie(e2e.server, demoAccounts.employer),
      );
      await employer.page.goto(`/employer-dashboard/applications?job=${jobId}`);
      await visible(employer.page.getByText("Asha Rani Verma").first());
      await employer.page.goto(
        `/employer-dashboard/applications?job=${jobId}&candidate=${application.profileId}&application=${application.id}`,
      );
      const dialog = employer.page.getByRole("dialog");
      await visible(dialog.getByText(`Three years on a NOC floor. (${label})`));
      await visible(dialog.getByRole("link", { name: email }));
      await visible(dialog.getByRole("link", { name: /98765\s?43210/ }));
      const download = dialog.getByRole("link", { name: "Download Resume" });
      await visible(download);
      const href = await download.getAttribute("href");
      const resume = await employer.page.request.get(href!);
      expect(resume.status()).toBe(200);
      expect((await resume.body()).subarray(0, 5).toString()).toBe("%PDF-");
      await employer.context.close();
    });
  }

  it("refuses the same address for the same job as 'Already Applied', saying nothing else", async () => {
    const jobId = await newJob();
    const email = newAddress();
    for (const attempt of [1, 2]) {
      const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, {
        javaScript: attempt === 2,
        viewport: attempt === 2 ? PHONE : DESKTOP,
      });
      await page.goto(`/jobs/${jobId}`);
      await pageReady(page);
      await fillGuestForm(page, { name: "Ravi Kumar", phone: "9123456789", email });
      await guestForm(page).getByRole("button", { name: "Send Application" }).click();
      if (attempt === 1) {
        await visible(page.getByText(SENT, { exact: true }));
      } else {
        const summary = page.locator("[data-error-summary]");
        await visible(summary);
        expect((await summary.innerText()).replace(/\s+/g, " ").trim()).toBe(
          "Already Applied You have already applied for this job.",
        );
        expect(await page.getByText(SENT, { exact: true }).count()).toBe(0);
        await shoot(page, "guest-form-already-applied-390");
      }
      await context.close();
    }
    const rows = await e2e.server.services.db
      .selectFrom("job_applications")
      .select("id")
      .where("job_id", "=", jobId)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("answers an address that already has an account exactly as a new one", async () => {
    const jobId = await newJob();
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { javaScript: false });
    await page.goto(`/jobs/${jobId}`);
    await fillGuestForm(page, {
      name: "Demo Candidate",
      phone: "9123456780",
      email: demoAccounts.candidate.email,
    });
    await guestForm(page).getByRole("button", { name: "Send Application" }).click();
    await visible(page.getByText(SENT_TEXT));
    await context.close();
  });

  it("mails a link that sets a password; the new account then signs in", async () => {
    const jobId = await newJob("Guest Fibre Splicer");
    const email = newAddress();
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: PHONE });
    await page.goto(`/jobs/${jobId}`);
    await fillGuestForm(page, { name: "Meera Iyer", phone: "9876501234", email });
    await guestForm(page).getByRole("button", { name: "Send Application" }).click();
    await visible(page.getByText(SENT, { exact: true }));

    const mail = await e2e.server.services.db
      .selectFrom("mail_outbox")
      .select(["subject", "text_body"])
      .where("to_address", "=", email)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe("Your application for Guest Fibre Splicer was sent: set your password");
    const link = new URL(/https?:\/\/\S+\/reset-password\?token=\S+/.exec(mail.text_body)![0]);
    await page.goto(link.pathname + link.search);
    await page.getByLabel("New Password", { exact: true }).fill("noc-floor-2026");
    await page.getByLabel("Confirm Password", { exact: true }).fill("noc-floor-2026");
    await page.getByRole("button", { name: "Save New Password" }).click();
    await page.waitForURL("**/auth");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("noc-floor-2026");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.waitForURL((url) => url.pathname !== "/auth");
    await page.goto("/my-applications");
    await visible(page.getByText("Guest Fibre Splicer").first());
    const user = await e2e.server.services.db
      .selectFrom("user")
      .select("emailVerified")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(user.emailVerified).toBe(true);
    await context.close();
  });

  it("shows the form, its refusal and its success in Hindi", async () => {
    const jobId = await newJob();
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, {
        viewport,
        javaScript: false,
      });
      await page.goto(`/hi/jobs/${jobId}`);
      await visible(page.locator("form[data-guest-apply]"));
      await shoot(page, `guest-form-empty-hi-${viewport.width}`);
      const form = page.locator("form[data-guest-apply]");
      await form.locator("input[name=name]").fill("आशा वर्मा");
      await form.locator("input[name=phone]").fill("123");
      await form.locator("input[name=email]").fill(newAddress());
      await form.locator("input[name=resume]").setInputFiles(resumeFile());
      await form.locator("input[name=consent]").check();
      await form.locator("button[type=submit]").click();
      await visible(page.locator("[data-error-summary]"));
      await shoot(page, `guest-form-errors-hi-${viewport.width}`);
      await page.locator("form[data-guest-apply] input[name=phone]").fill("9988776655");
      await page.locator("form[data-guest-apply] input[name=resume]").setInputFiles(resumeFile());
      await page.locator("form[data-guest-apply] button[type=submit]").click();
      await visible(page.locator("#apply [role=status]"));
      await shoot(page, `guest-form-sent-hi-${viewport.width}`);
      await context.close();
    }
  });
});

describe("a cover letter typed before finishing the profile", () => {
  it("comes back filled in on the job once the profile is complete", async () => {
    const { db, auth } = e2e.server.services;
    const account = { email: newAddress(), password: "good-password-1" };
    const { user } = await auth.api.signUpEmail({ body: { ...account, name: "" } });
    await db
      .insertInto("user_roles")
      .values({ user_id: user.id, email: account.email, role: "user" })
      .execute();
    // Everything but the summary: the wizard's last step finishes it.
    await db
      .insertInto("candidate_profiles")
      .values({
        user_id: user.id,
        phone: "+919812300077",
        first_name: "Kiran",
        last_name: "Rao",
        current_city: "Pune",
        total_experience: "1-2",
      })
      .execute();
    const jobId = await newJob("Guest Drive Test Engineer");
    const letter =
      `I have done RF drive tests across Pune for two years.\n\n${"Careful logs. ".repeat(300)}`.trim();
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: PHONE });
    await giveCookies(context, e2e.server.baseUrl, await libraryCookie(e2e.server, account));
    await page.goto(`/jobs/${jobId}`);
    await pageReady(page);
    await page.locator("#apply").getByLabel("Cover Letter (optional)").fill(letter);
    await page.locator("#apply").getByRole("button", { name: "Submit Application" }).click();
    await page.waitForURL("**/profile");
    await visible(page.getByText("Please complete your profile setup to apply for jobs."));

    await page.goto("/profile?step=summary");
    await pageReady(page);
    await page.locator("textarea[name=profile_summary]").fill("RF drive-test engineer, two years in Pune.");
    await page.getByRole("button", { name: "Complete Registration" }).click();
    await page.waitForURL((url) => url.pathname === `/jobs/${jobId}`);
    await pageReady(page);
    const field = page.locator("#apply").getByLabel("Cover Letter (optional)");
    expect(await field.inputValue()).toBe(letter);
    await page.locator("#apply").getByRole("button", { name: "Submit Application" }).click();
    await visible(page.getByText("Application Submitted Successfully!").first());
    const row = await db
      .selectFrom("job_applications")
      .select("cover_letter")
      .where("job_id", "=", jobId)
      .executeTakeFirstOrThrow();
    expect(row.cover_letter).toBe(letter);
    // Applied, the kept letter is gone.
    const drafts = await db
      .selectFrom("application_drafts")
      .select("job_id")
      .where("user_id", "=", user.id)
      .execute();
    expect(drafts).toEqual([]);
    await context.close();
  });
});

describe("POST /api/v1/jobs/{id}/guest-applications", () => {
  it("takes the same application as a multipart form, and refuses JSON", async () => {
    const jobId = await newJob();
    const email = newAddress();
    const form = new FormData();
    form.set("name", "Api Applicant");
    form.set("phone", "+91 98765 11111");
    form.set("email", email);
    form.set("resume", new Blob([pdfWith(["Api Applicant"])], { type: "application/pdf" }), "cv.pdf");
    form.set("consent", "yes");
    const url = `${e2e.server.baseUrl}/api/v1/jobs/${jobId}/guest-applications`;
    const sent = await fetch(url, { method: "POST", body: form });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ data: { sent: true } });
    const again = await fetch(url, { method: "POST", body: form });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      error: { title: "Already Applied", message: "You have already applied for this job." },
    });
    const json = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "x", phone: "9876543210", email: newAddress() }),
    });
    expect(json.status).toBe(415);
  });
});
