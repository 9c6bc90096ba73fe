// The main journeys, once in each language (issue #25): a visitor registers,
// follows the e-mailed link, completes the profile wizard, finds a job and
// applies; the employer shortlists the application; the candidate sees it
// and is e-mailed in their own language. The body is written once and finds
// every label and button by its words in the page's language (say), so a
// text left in English on a Hindi page, or a page that turns English when
// React hydrates it, fails the journey where a person would be stuck.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { Locale } from "../../common/i18n";
import { NOTICE_AGREE } from "../../common/schemas/data-notice";
import { say } from "../support/catalogue";
import {
  demoAccounts,
  DESKTOP,
  followVerificationLink,
  latestMailTo,
  newPage,
  pageReady,
  PHONE,
  screenshot,
  setupServerAndBrowser,
  visible,
} from "../support/e2e";

const e2e = setupServerAndBrowser();

/** A demo job of the demo employer's (server/seed/demo.ts) that a search for "engineer" finds. */
const JOB_TITLE = "RF Drive Test Engineer";
const DEVANAGARI = /[\u0900-\u097F]/;

/** The page's `<html lang>`, checked once its scripts have run: a page must not change language on hydration. */
async function expectLanguage(page: Page, locale: Locale) {
  await pageReady(page);
  const where = new URL(page.url()).pathname;
  expect(await page.locator("html").getAttribute("lang"), `<html lang> at ${where}`).toBe(locale);
}

type Picture = (page: Page, name: string) => Promise<void>;

/**
 * A visitor registers on /register in `locale`: a Hindi reader first chooses
 * Hindi with the header's switch. Ends on /auth, where sign-up sends them.
 */
async function register(
  page: Page,
  locale: Locale,
  account: { email: string; phone: string; password: string },
  picture: Picture = async () => {},
) {
  const text = (english: string) => say(locale, english);
  await page.goto("/register");
  await pageReady(page);
  if (locale === "hi-IN") {
    // The phone header's switch (the desktop one is hidden at this width), named in Hindi.
    await page.getByRole("banner").getByRole("button", { name: "हिन्दी", exact: true }).click();
    await visible(page.getByRole("heading", { name: text("Create your account") }));
    expect(new URL(page.url()).pathname).toBe("/register");
  }
  await expectLanguage(page, locale);
  await page.getByLabel(text("Email"), { exact: true }).fill(account.email);
  await page.getByLabel(text("Mobile Number"), { exact: true }).fill(account.phone);
  await page.getByLabel(text("Password"), { exact: true }).fill(account.password);
  await page.getByLabel(text("Confirm Password"), { exact: true }).fill(account.password);
  // The data notice's "I agree" box (decision 0046), named in the page's language.
  await page.getByRole("checkbox", { name: text(NOTICE_AGREE) }).check();
  await picture(page, "register");
  await page.getByRole("button", { name: text("Create Account") }).click();
  await page.waitForURL("**/auth");
  await visible(page.getByText(text("Account Created!")));
  await expectLanguage(page, locale);
  await picture(page, "account-created");
}

describe("the main journeys", () => {
  for (const locale of ["en-IN", "hi-IN"] as const) {
    it(
      `a candidate registers, completes the profile and applies; the employer shortlists; the candidate sees it and is mailed, in ${locale}`,
      {
        timeout: 180_000,
      },
      async () => {
        const { services } = e2e.server;
        const text = (english: string, values?: Record<string, string | number>) =>
          say(locale, english, values);
        // Pictures of each step in Hindi, to look at for clipped or overflowing Devanagari.
        let step = 0;
        const picture = async (page: Page, name: string) => {
          if (locale === "hi-IN")
            await screenshot(page, `journey-hi-${String(++step).padStart(2, "0")}-${name}`);
        };

        // The job must be the demo employer's, or the employer would not see the application.
        const job = await services.db
          .selectFrom("jobs")
          .innerJoin("user", "user.id", "jobs.posted_by")
          .select(["jobs.id", "user.email"])
          .where("jobs.title", "=", JOB_TITLE)
          .executeTakeFirstOrThrow();
        expect(job.email).toBe(demoAccounts.employer.email);

        // Each run has its own candidate: both apply to the same job.
        const person =
          locale === "en-IN"
            ? { first: "Meena", last: "Iyer", phone: "9822012345" }
            : { first: "Sunita", last: "Yadav", phone: "9822012346" };
        const name = `${person.first} ${person.last}`;
        // Lower case: the outbox keeps addresses as the auth library stores them.
        const email = `journey.${locale.toLowerCase()}.${Date.now()}@example.com`;
        const password = "cable-tray-77";

        // 1. Registration, then the e-mailed link, in the candidate's own browser.
        const candidate = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: PHONE });
        const page = candidate.page;
        await register(page, locale, { email, phone: person.phone, password }, picture);

        // The verification mail is written in the language the account was made in.
        const verification = await latestMailTo(services, email);
        expect(DEVANAGARI.test(verification!.subject), verification!.subject).toBe(locale === "hi-IN");
        await followVerificationLink(page, services, email);
        await expectLanguage(page, locale);

        // 2. The profile wizard: each required step, moved on with Next.
        const stepHeading = (number: number, section: string) =>
          page.getByRole("heading", {
            name: text("Step {stepNumber} of {stepCount}: {stepName}", {
              stepNumber: number,
              stepCount: 5,
              stepName: text(section),
            }),
          });
        const next = async (number: number, section: string) => {
          await page.getByRole("button", { name: text("Next"), exact: true }).click();
          await visible(stepHeading(number, section));
          await expectLanguage(page, locale);
        };
        await visible(stepHeading(1, "Personal"));
        await page.getByLabel(text("First Name"), { exact: true }).fill(person.first);
        await page.getByLabel(text("Last Name"), { exact: true }).fill(person.last);
        await page.getByLabel(text("Current City"), { exact: true }).fill("Lucknow");
        await page.getByLabel(text("Total Experience"), { exact: true }).selectOption("3-5");
        await picture(page, "wizard-personal");
        await next(2, "Education");

        await page.getByLabel(text("Level"), { exact: true }).selectOption("bachelor");
        await page.getByLabel(text("Course"), { exact: true }).fill("B.Tech");
        await page.getByLabel(text("Institute"), { exact: true }).fill("AKTU");
        await picture(page, "wizard-education");
        await next(3, "Skills");

        await page.getByLabel(text("Skill"), { exact: true }).fill("Drive Testing");
        await picture(page, "wizard-skills");
        await next(4, "Experience");

        await page.getByLabel(text("Company"), { exact: true }).fill("Bharat Telecom Services");
        await page.getByLabel(text("Designation"), { exact: true }).fill("RF Engineer");
        await page.getByLabel(text("Start Date"), { exact: true }).fill("2021-02-01");
        await picture(page, "wizard-experience");
        await next(5, "Summary");

        await page
          .getByLabel(text("Profile Summary"), { exact: true })
          .fill("RF engineer with three years of drive tests and TEMS log analysis across Uttar Pradesh.");
        await picture(page, "wizard-summary");
        await page.getByRole("button", { name: text("Complete Registration") }).click();
        await visible(page.getByRole("heading", { name: text("My Profile"), level: 1 }));
        await visible(page.getByText(text("Profile updated successfully")));
        await visible(page.getByText(name).first());
        await expectLanguage(page, locale);
        await picture(page, "profile");

        // 3. Search, open the job, apply from its page (the dialog JavaScript makes of "Apply Now").
        await page.goto("/jobs");
        await expectLanguage(page, locale);
        await page.getByLabel(text("Search"), { exact: true }).fill("engineer");
        await page.getByLabel(text("Search"), { exact: true }).press("Enter");
        await page.waitForURL((url) => url.searchParams.get("q") === "engineer");
        await visible(page.getByRole("heading", { name: text("Browse Jobs"), level: 1 }));
        await expectLanguage(page, locale);
        await picture(page, "search");
        await page.getByRole("main").getByRole("link", { name: JOB_TITLE, exact: true }).click();

        // The public job page has an address per language: /hi/jobs/… in Hindi.
        await page.waitForURL((url) => url.pathname.endsWith(`/jobs/${job.id}`));
        expect(new URL(page.url()).pathname).toBe(
          locale === "hi-IN" ? `/hi/jobs/${job.id}` : `/jobs/${job.id}`,
        );
        await visible(page.getByRole("heading", { name: JOB_TITLE, level: 1 }));
        await expectLanguage(page, locale);
        await page.getByRole("link", { name: text("Apply Now") }).click();
        const dialog = page.getByRole("dialog", { name: text("Apply for {title}", { title: JOB_TITLE }) });
        await visible(dialog);
        await dialog
          .getByLabel(text("Cover Letter (optional)"), { exact: true })
          .fill("I have run drive tests on 4G and 5G sites for three years.");
        await picture(page, "apply-dialog");
        await dialog.getByRole("button", { name: text("Submit Application") }).click();
        await visible(page.getByText(text("Application Submitted Successfully!")));
        expect(new URL(page.url()).pathname, "applying keeps the job page's address").toBe(
          locale === "hi-IN" ? `/hi/jobs/${job.id}` : `/jobs/${job.id}`,
        );
        await expectLanguage(page, locale);
        await picture(page, "applied");

        // 4. The employer, on a desktop browser that asks for the other language, shortlists:
        // the candidate's e-mail must follow the candidate's language, not the employer's.
        const staffLocale: Locale = locale === "hi-IN" ? "en-IN" : "hi-IN";
        const staff = (english: string, values?: Record<string, string | number>) =>
          say(staffLocale, english, values);
        const employer = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: DESKTOP });
        await employer.context.setExtraHTTPHeaders({ "accept-language": `${staffLocale},en;q=0.5` });
        const desk = employer.page;
        await desk.goto("/auth");
        await expectLanguage(desk, staffLocale);
        await desk.getByLabel(staff("Email"), { exact: true }).fill(demoAccounts.employer.email);
        await desk.getByLabel(staff("Password"), { exact: true }).fill(demoAccounts.employer.password);
        await desk.getByRole("button", { name: staff("Sign In"), exact: true }).click();
        await desk.waitForURL("**/employer-dashboard**");
        await visible(desk.getByRole("heading", { name: staff("Employer Dashboard") }));
        await expectLanguage(desk, staffLocale);
        await desk
          .getByRole("navigation", { name: staff("Dashboard sections") })
          .getByRole("link", { name: staff("Applications"), exact: true })
          .click();
        await desk.waitForURL("**/employer-dashboard/applications**");
        await pageReady(desk);
        // The tab opens on the newest job: choose ours in its Job list, as a recruiter would.
        // (The label wraps the list, so its name is "Job" followed by the chosen job.)
        await desk.getByRole("combobox", { name: new RegExp(`^${staff("Job")}`) }).selectOption(job.id);
        await desk.waitForURL((url) => url.searchParams.get("job") === job.id);
        await expectLanguage(desk, staffLocale);
        await desk.getByLabel(staff("Status of {name}", { name }), { exact: true }).selectOption("submitted");
        await visible(
          desk.getByText(
            staff("Application status updated to {word}", { word: staff("submitted to client") }),
          ),
        );
        await expectLanguage(desk, staffLocale);
        await picture(desk, "employer-shortlisted");

        // The candidate sees the new status, and the e-mail about it is in the candidate's language.
        await page.goto("/my-applications");
        await visible(page.getByRole("heading", { name: text("My Applications"), level: 1 }));
        await expectLanguage(page, locale);
        const card = page.getByRole("article").filter({ hasText: JOB_TITLE });
        await visible(card.getByText(text("Shortlisted"), { exact: true }));
        await picture(page, "my-applications");
        const mail = await latestMailTo(services, email);
        expect(mail?.subject).toBe(text("Shortlisted: {jobTitle}", { jobTitle: JOB_TITLE }));
        expect(DEVANAGARI.test(mail!.subject), mail!.subject).toBe(locale === "hi-IN");
        expect(DEVANAGARI.test(mail!.text_body), mail!.text_body).toBe(locale === "hi-IN");

        await Promise.all([candidate.context.close(), employer.context.close()]);
      },
    );

    // Many people open a mail's link in their mail app's own browser, which
    // has none of the site's cookies. The link signs them in, and signing in
    // brings the account's language back (decision 0034), so /profile must be
    // in the language the account was made in, whatever that browser asks for.
    it(`brings the account's language to another browser that opens the e-mailed link, in ${locale}`, async () => {
      const { services } = e2e.server;
      const email = `mail-app.${locale.toLowerCase()}.${Date.now()}@example.com`;
      const phone = locale === "en-IN" ? "9822012347" : "9822012348";
      const signUp = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: PHONE });
      await register(signUp.page, locale, { email, phone, password: "cable-tray-77" });

      // The mail app's browser: no cookie of ours, a phone set to English.
      const mailApp = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: PHONE });
      await mailApp.context.setExtraHTTPHeaders({ "accept-language": "en-IN,en;q=0.9" });
      await followVerificationLink(mailApp.page, services, email);
      await expectLanguage(mailApp.page, locale);
      await visible(mailApp.page.getByRole("heading", { name: say(locale, "Complete your profile") }));
      await Promise.all([signUp.context.close(), mailApp.context.close()]);
    });
  }
});
