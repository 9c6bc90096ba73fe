// After applying (issue #36, decision 0044), in the browser: the confirmation
// mail a candidate gets, their own cover letter on /my-applications,
// withdrawing (JavaScript on and off) and the employer seeing Withdrawn with
// no way to move it; a new job alert's first e-mail at once and the alerts
// page saying when the next one goes. Screenshots at 390 and 1280 px, in
// English and Hindi, for a person to look at.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { applyToJob } from "../../server/domain/applications";
import { nextAlertMailAt } from "../../server/domain/job-alerts";
import { contextFor } from "../support/services";
import {
  demoAccounts,
  DESKTOP,
  latestMailTo,
  libraryCookie,
  newCompleteCandidate,
  newPage,
  pageReady,
  PHONE,
  screenshot,
  setupServerAndBrowser,
  // Not a React hook, whatever its name says: it gives a browser context cookies.
  useCookies as giveCookies,
  visible,
} from "../support/e2e";

const e2e = setupServerAndBrowser();

async function shots(page: Page, name: string) {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await screenshot(page, `after-applying-${name}-${viewport.width}`);
  }
}

async function signedIn(
  account: { email: string; password: string },
  options: { javaScript?: boolean; viewport?: { width: number; height: number } } = {},
) {
  const opened = await newPage(e2e.browser, e2e.server.baseUrl, options);
  await giveCookies(opened.context, e2e.server.baseUrl, await libraryCookie(e2e.server, account));
  return opened;
}

/** A job posted by the demo employer, so their dashboard lists its applications. */
async function employersJob(title: string) {
  const { services } = e2e.server;
  const employer = await services.db
    .selectFrom("user")
    .select("id")
    .where("email", "=", demoAccounts.employer.email)
    .executeTakeFirstOrThrow();
  const { id } = await services.db
    .insertInto("jobs")
    .values({
      title,
      company_name: "Bharat FibreNet Ltd.",
      location_city: "Pune",
      location_state: "Maharashtra",
      job_description: "Splice and test FTTH drops across Pune.",
      salary_min: 300_000,
      salary_max: 450_000,
      posted_by: employer.id,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** Signed-in pages are in the language the `lang` cookie names. */
async function inHindi(context: import("playwright-core").BrowserContext) {
  await context.addCookies([{ name: "lang", value: "hi-IN", url: e2e.server.baseUrl }]);
}

const statusOf = async (applicationId: string) =>
  (
    await e2e.server.services.db
      .selectFrom("job_applications")
      .select("application_status")
      .where("id", "=", applicationId)
      .executeTakeFirstOrThrow()
  ).application_status;

describe("after applying", () => {
  it("a confirmation mail arrives at once; the cover letter is on My Applications (no JavaScript)", async () => {
    const { services } = e2e.server;
    const jobId = await employersJob("FTTH Splicing Technician");
    const candidate = await newCompleteCandidate(e2e.server, { first: "Kavya", last: "Nair" });
    const { page, context } = await signedIn(candidate, { javaScript: false, viewport: PHONE });
    await page.goto(`/jobs/${jobId}?apply=1`);
    const letter = "I have spliced 2,000 FTTH drops in Pune.\nI can start in two weeks.";
    await page.getByLabel("Cover Letter (optional)").fill(letter);
    await page.getByRole("button", { name: "Submit Application" }).click();
    await visible(page.getByText("You have applied for this job.", { exact: false }));

    const mail = await latestMailTo(services, candidate.email);
    expect(mail?.subject).toBe("Application received: FTTH Splicing Technician at Bharat FibreNet Ltd");
    expect(mail?.text_body).toContain("Dear Kavya,");
    expect(mail?.text_body).toContain(`${e2e.server.baseUrl}/my-applications`);

    await page.goto("/my-applications");
    const card = page.getByRole("article", { name: "FTTH Splicing Technician" });
    await visible(card);
    await card.getByText("Your cover letter").click();
    await visible(card.getByText("I have spliced 2,000 FTTH drops in Pune.", { exact: false }));
    await shots(page, "cover-letter");
    await context.close();
  });

  for (const javaScript of [true, false]) {
    it(`withdraws after a confirming dialog; the employer sees Withdrawn and cannot move it (JavaScript ${javaScript ? "on" : "off"})`, async () => {
      const { services } = e2e.server;
      const title = `OTDR Field Engineer ${javaScript ? "A" : "B"}`;
      const jobId = await employersJob(title);
      const candidate = await newCompleteCandidate(e2e.server, {
        first: "Rohan",
        last: javaScript ? "Das" : "Pillai",
      });
      const actor = { userId: candidate.userId, email: candidate.email, role: "candidate" as const };
      const { applicationId } = await applyToJob(contextFor(services, actor), jobId, {
        coverLetter: "Five years of OTDR testing on long-haul routes.",
      });
      const { page, context } = await signedIn(candidate, {
        javaScript,
        viewport: javaScript ? DESKTOP : PHONE,
      });
      await page.goto("/my-applications");
      if (javaScript) await pageReady(page);
      const card = page.getByRole("article", { name: title });
      await card.getByRole("button", { name: `Withdraw application: ${title}` }).click();
      const dialog = page.getByRole("dialog", { name: "Withdraw this application?" });
      await visible(dialog.getByText("You cannot apply for this job again.", { exact: false }));
      if (javaScript) await shots(page, "withdraw-confirm");
      // Cancel changes nothing.
      await dialog.getByRole("link", { name: "Cancel" }).click();
      await expect.poll(() => dialog.count()).toBe(0);
      expect(await statusOf(applicationId)).toBe("applied");

      await card.getByRole("button", { name: `Withdraw application: ${title}` }).click();
      await dialog.getByRole("button", { name: "Yes, withdraw" }).click();
      await visible(card.getByText("You withdrew this application on", { exact: false }));
      await visible(card.getByText("Withdrawn", { exact: true }));
      expect(await card.getByRole("button", { name: /Withdraw your application/ }).count()).toBe(0);
      expect(await statusOf(applicationId)).toBe("withdrawn");
      if (!javaScript) await shots(page, "withdrawn");
      // The job page says so instead of offering Apply.
      await page.goto(`/jobs/${jobId}`);
      await visible(page.getByText("You withdrew your application", { exact: true }));
      await context.close();

      // The employer: the card shows Withdrawn, with no status selector; the filter finds it.
      const desk = await signedIn(demoAccounts.employer, { javaScript, viewport: DESKTOP });
      await desk.page.goto(`/employer-dashboard/applications?job=${jobId}&status=withdrawn`);
      if (javaScript) await pageReady(desk.page);
      const listed = desk.page.locator("li", { hasText: `Rohan ${javaScript ? "Das" : "Pillai"}` }).first();
      await visible(listed.getByText("Withdrawn", { exact: true }));
      await visible(listed.getByText("Withdrawn by the candidate. Its status can no longer be changed."));
      expect(await listed.getByRole("combobox").count()).toBe(0);
      if (javaScript) await shots(desk.page, "employer-withdrawn");
      // A status posted anyway is refused, and the application stays withdrawn.
      const answer = await desk.page.request.post(`/employer-dashboard/applications?job=${jobId}`, {
        form: { applicationId, status: "submitted" },
        headers: { origin: e2e.server.baseUrl },
      });
      expect(answer.status()).toBe(409);
      expect(await statusOf(applicationId)).toBe("withdrawn");
      await desk.context.close();
    });
  }

  it("Hindi: My Applications with a withdraw dialog", async () => {
    const { services } = e2e.server;
    const jobId = await employersJob("BTS Installation Engineer");
    const candidate = await newCompleteCandidate(e2e.server, { first: "Sunita", last: "Yadav" });
    const actor = { userId: candidate.userId, email: candidate.email, role: "candidate" as const };
    const { applicationId } = await applyToJob(contextFor(services, actor), jobId, {
      coverLetter: "मैंने तीन साल BTS इंस्टॉलेशन का काम किया है।",
    });
    const { page, context } = await signedIn(candidate, { viewport: DESKTOP });
    await inHindi(context);
    await page.goto(`/my-applications?withdraw=${applicationId}`);
    await pageReady(page);
    await visible(page.getByRole("dialog"));
    await shots(page, "hi-withdraw-confirm");
    await context.close();
  });
});

describe("a new job alert", () => {
  it("sends its first e-mail at once with the jobs that match now, and says when the next goes", async () => {
    const { services } = e2e.server;
    await employersJob("Quasar Fibre Splicer");
    const candidate = await newCompleteCandidate(e2e.server, { first: "Imran", last: "Shaikh" });
    const { page, context } = await signedIn(candidate, { viewport: PHONE });
    await page.goto("/job-alerts/new?q=quasar");
    await pageReady(page);
    await page.locator('input[name="consent"]').check();
    await page.getByRole("button", { name: "Create job alert" }).click();
    await page.waitForURL("**/job-alerts");
    await visible(page.getByText("We've e-mailed you the 1 job that matches it now.", { exact: false }));
    const mail = await latestMailTo(services, candidate.email);
    expect(mail?.subject).toBe("1 job matches “quasar” now");
    expect(mail?.text_body).toContain("Quasar Fibre Splicer");

    const alert = await services.db
      .selectFrom("job_alerts")
      .select(["frequency", "paused"])
      .select((eb) => eb.cast<string>("last_run_on", "text").as("last_run_on"))
      .where("candidate_id", "=", candidate.userId)
      .executeTakeFirstOrThrow();
    const next = nextAlertMailAt(alert)!;
    const day = new Intl.DateTimeFormat("en-IN", {
      day: "numeric",
      month: "short",
      timeZone: "Asia/Kolkata",
    });
    await visible(page.getByText(`Next e-mail: ${day.format(next)}, 7:00 am, if new jobs match.`));
    await shots(page, "job-alerts-first");

    // Nothing matches: nothing is sent, and the page says so.
    const before = (await latestMailTo(services, candidate.email))!.id;
    await page.goto("/job-alerts/new?q=nothing-matches-this");
    await pageReady(page);
    await page.locator('input[name="consent"]').check();
    await page.getByRole("button", { name: "Create job alert" }).click();
    await visible(page.getByText("No job matches it yet, so nothing was sent.", { exact: false }));
    expect((await latestMailTo(services, candidate.email))!.id).toBe(before);
    await inHindi(context);
    await page.goto("/job-alerts");
    await pageReady(page);
    await shots(page, "hi-job-alerts");
    await context.close();
  });
});
