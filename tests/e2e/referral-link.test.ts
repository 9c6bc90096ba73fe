// The referral link (decision 0059) in Chromium: a signed-in candidate finds
// "Share this job" on a job page (390 and 1280 px) with a link carrying their
// signed ref; a visitor who opens it applies as a guest without JavaScript and
// the application is a referral by that candidate, which the recruiter's
// Sources figure then counts. A visitor's own page has no share box, and a
// tampered ref is dropped without a word.
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
const SHOTS = process.env.SHOTS_DIR ?? "test-results/screenshots";

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `referral-${name}.png`), fullPage: true });
}

/** An active job of the demo employer's, which the demo candidate has not applied to. */
async function jobToShare() {
  const { db } = e2e.server.services;
  return db
    .selectFrom("jobs")
    .innerJoin("user", "user.id", "jobs.owner_id")
    .select(["jobs.id", "jobs.title"])
    .where("user.email", "=", demoAccounts.employer.email)
    .where("jobs.is_active", "=", true)
    .where("jobs.application_count", "=", 0)
    .orderBy("jobs.title")
    .executeTakeFirstOrThrow();
}

describe("Share this job", () => {
  it("gives a signed-in candidate a link that makes a visitor's application their referral", async () => {
    const { db } = e2e.server.services;
    const job = await jobToShare();
    const referrer = await db
      .selectFrom("user")
      .select("id")
      .where("email", "=", demoAccounts.candidate.email)
      .executeTakeFirstOrThrow();

    // The candidate's job page, at both widths, with their link.
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: PHONE });
    await giveCookies(context, e2e.server.baseUrl, await libraryCookie(e2e.server, demoAccounts.candidate));
    await page.goto(`/jobs/${job.id}`);
    await pageReady(page);
    const share = page.getByRole("region", { name: "Share this job" });
    await visible(share);
    const link = await share.getByLabel("Your link to this job").inputValue();
    const url = new URL(link);
    expect(url.pathname).toBe(`/jobs/${job.id}`);
    expect(url.searchParams.get("ref")).toMatch(new RegExp(`^${referrer.id}\\.[\\w-]{43}$`));
    await visible(share.getByRole("button", { name: "Copy link" }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, "candidate-390");
    await page.setViewportSize(DESKTOP);
    await shot(page, "candidate-1280");
    await context.close();

    // A visitor has no share box; a tampered ref is dropped, the page as usual.
    const visitor = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: PHONE, javaScript: false });
    await visitor.page.goto(`/jobs/${job.id}`);
    expect(await visitor.page.locator("[data-share-job]").count()).toBe(0);
    const tampered = await visitor.page.goto(
      `${url.pathname}?ref=${url.searchParams.get("ref")!.slice(0, -1)}x`,
    );
    expect(tampered!.status()).toBe(200);
    expect(await visitor.page.locator('input[name="ref"]').count()).toBe(0);

    // Through the link, the guest form carries the ref, and so does "Login to Apply".
    await visitor.page.goto(url.pathname + url.search);
    const form = visitor.page.locator("form[data-guest-apply]");
    expect(await form.locator('input[name="ref"]').inputValue()).toBe(url.searchParams.get("ref"));
    const login = await visitor.page.getByRole("link", { name: "Login to Apply" }).getAttribute("href");
    expect(decodeURIComponent(new URL(login!, e2e.server.baseUrl).searchParams.get("redirectTo")!)).toBe(
      url.pathname + url.search,
    );
    const email = `referred-${Date.now().toString(36)}@example.com`;
    await form.getByLabel("Full name").fill("Nikhil Referred");
    await form.getByLabel("Mobile number").fill("98220 55555");
    await form.getByLabel("Email", { exact: true }).fill(email);
    await form.getByLabel(/^Resume/).setInputFiles({
      name: "cv.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from(pdfWith(["Nikhil"])),
    });
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Send Application" }).click();
    await visible(visitor.page.getByText("Application sent").first());
    const made = await db
      .selectFrom("job_applications")
      .innerJoin("candidate_profiles", "candidate_profiles.id", "job_applications.candidate_id")
      .innerJoin("user", "user.id", "candidate_profiles.user_id")
      .select(["job_applications.source", "job_applications.referred_by"])
      .where("user.email", "=", email)
      .where("job_applications.job_id", "=", job.id)
      .executeTakeFirstOrThrow();
    expect(made).toEqual({ source: "referral", referred_by: referrer.id });
    await visitor.context.close();

    // The recruiter's Sources figure now shows referrals.
    const recruiter = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: PHONE, javaScript: false });
    await giveCookies(
      recruiter.context,
      e2e.server.baseUrl,
      await libraryCookie(e2e.server, demoAccounts.employer),
    );
    await recruiter.page.goto(`/employer-dashboard/reports?job=${job.id}`);
    const sources = recruiter.page.getByRole("region", { name: "Where applicants come from" });
    const rows = (await sources.locator("table").first().locator("tbody tr").allInnerTexts()).map((row) =>
      row.replace(/\s+/g, " ").trim(),
    );
    expect(rows).toContain("Referral 1 100%");
    await recruiter.context.close();
  });
});
