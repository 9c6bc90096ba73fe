// Where applicants come from and the firm's numbers (issue #38 part D,
// decision 0058) in Chromium at 390 px, without JavaScript: a candidate finds
// a job in the search results and applies; the application says "search";
// the recruiter's Reports tab counts it in its sources and, once the
// candidate is sent to the client (a submittal), in its funnel; once they
// join, in the placements and fees; the period form and the CSVs work;
// nothing is wider than the phone.
import { sql } from "kysely";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createUser } from "../../server/domain/admin";
import type { Actor, DomainContext } from "../../server/domain/context";
import { postJob } from "../../server/domain/employer";
import { indiaDate } from "../../server/domain/jobs";
import {
  demoAccounts,
  libraryCookie,
  newCompleteCandidate,
  newPage,
  PHONE,
  setupServerAndBrowser,
  // Not a React hook, though named like one.
  useCookies as giveCookies,
  visible,
} from "../support/e2e";

const e2e = setupServerAndBrowser();
const PASSWORD = "reports-pass-1";

const ctxOf = (actor: Actor | null): DomainContext => ({
  services: e2e.server.services,
  db: e2e.server.services.db,
  clientIp: "127.0.0.1",
  actor,
});

async function adminActor(): Promise<Actor> {
  const { id } = await e2e.server.services.db
    .selectFrom("user")
    .select("id")
    .where("email", "=", demoAccounts.admin.email)
    .executeTakeFirstOrThrow();
  return { userId: id, email: demoAccounts.admin.email, role: "admin" };
}

async function signedIn(account: { email: string; password: string }) {
  const opened = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: PHONE, javaScript: false });
  await giveCookies(opened.context, e2e.server.baseUrl, await libraryCookie(e2e.server, account));
  return opened;
}

/** The rows of a figure's table, as "label value …" lines. */
async function tableOf(page: Page, figure: string): Promise<string[]> {
  const section = page.getByRole("region", { name: figure });
  const rows = section.locator("table").first().locator("tbody tr");
  return (await rows.allInnerTexts()).map((row) => row.replace(/\s+/g, " ").trim());
}

const widerThanPhone = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe("at 390 px, without JavaScript", () => {
  it("an application from the search results is counted as search in the recruiter's reports", async () => {
    const email = `reports-recruiter-${Date.now().toString(36)}@example.com`;
    const { userId } = await createUser(ctxOf(await adminActor()), {
      email,
      password: PASSWORD,
      role: "moderator",
    });
    const recruiter: Actor = { userId, email, role: "employer" };
    const title = `Fibre splicer ${Date.now().toString(36)}`;
    const jobId = await postJob(ctxOf(recruiter), {
      title,
      company_name: "Bharat FibreNet Ltd.",
      location_city: "Pune",
      location_state: "Maharashtra",
      job_description: "Splice and test fibre for home connections across Pune.",
    });

    // The candidate searches, opens the job from the results and applies with the page's form.
    const candidate = await newCompleteCandidate(e2e.server, { first: "Kavita", last: "Rao" });
    const asCandidate = await signedIn(candidate);
    const page = asCandidate.page;
    await page.goto(`/jobs?q=${encodeURIComponent(title)}`);
    await page.waitForLoadState();
    await page.getByRole("link", { name: title, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/jobs/${jobId}`);
    expect(new URL(page.url()).searchParams.get("from")).toBe("search");
    await page.getByRole("link", { name: "Apply Now" }).first().click();
    await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST"),
      page.getByRole("button", { name: "Submit Application" }).click(),
    ]);
    await page.waitForLoadState();
    await asCandidate.context.close();

    const { db } = e2e.server.services;
    const application = await db
      .selectFrom("job_applications")
      .select(["id", "source"])
      .where("job_id", "=", jobId)
      .executeTakeFirstOrThrow();
    expect(application.source).toBe("search");

    // The recruiter's numbers: the application among the sources; nobody sent to a client yet.
    const asRecruiter = await signedIn({ email, password: PASSWORD });
    const reports = asRecruiter.page;
    await reports.goto("/employer-dashboard/reports");
    await reports.waitForLoadState();
    await visible(reports.getByRole("heading", { name: "My numbers" }));
    await visible(reports.getByRole("link", { name: "Reports", exact: true }));
    expect(await tableOf(reports, "Where applicants come from")).toContain("Job search 1 100%");
    expect(await tableOf(reports, "From the client's desk to joining")).toContain("Sent to the client 0");
    expect(await reports.locator('section[aria-labelledby="reports-heading"] svg[role="img"]').count()).toBe(
      6,
    );
    expect(await widerThanPhone(reports)).toBe(false);

    // Sent to the client with the candidate's consent (a submittal with its sent_at): the funnel counts it.
    // A bare move to Submitted (from before submittals) would not.
    const client = await db
      .insertInto("clients")
      .values({ name: `Bharat FibreNet ${Date.now().toString(36)}`, created_by: userId })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db.updateTable("jobs").set({ client_id: client.id }).where("id", "=", jobId).execute();
    const consent = await sql<{ id: string }>`
      insert into consents (email, purpose, notice_version, language, notice_text, notice_sha256, client_id)
      values (${candidate.email}, 'client_disclosure', '1', 'en-IN', 'Share my profile.', ${"b".repeat(64)},
        ${client.id}) returning id`.execute(db);
    await sql`
      insert into submittals (application_id, job_id, client_id, contact_name, contact_email, pitch, status,
        consent_expires_at, consent_answered_at, consent_id, sent_at, link_expires_at, cv_key)
      values (${application.id}, ${jobId}, ${client.id}, 'Asha Menon', 'asha@client.example', 'Splices fast.',
        'sent', now() + interval '7 days', now(), ${consent.rows[0]!.id}, now(), now() + interval '14 days',
        ${`client-cvs/${"0".repeat(32)}.pdf`})`.execute(db);
    await reports.reload();
    expect(await tableOf(reports, "From the client's desk to joining")).toEqual([
      "Sent to the client 1",
      "Client interview 0",
      "Offered 0",
      "Joined 0",
    ]);

    // The candidate joins today with a fee of ₹50,000: the placements figure has it, in lakhs; the funnel
    // counts the joining at every stage before it.
    const today = indiaDate(new Date());
    await db
      .insertInto("placements")
      .values({
        application_id: application.id,
        job_id: jobId,
        client_id: client.id,
        recruiter_id: userId,
        status: "joined",
        joined_on: today,
        annual_ctc: 600_000,
        fee_type: "fixed",
        fee_amount: 50_000,
        guarantee_days: 90,
        guarantee_ends_on: new Date(Date.parse(`${today}T00:00:00Z`) + 90 * 86_400_000)
          .toISOString()
          .slice(0, 10),
      })
      .execute();
    await reports.reload();
    expect(await tableOf(reports, "From the client's desk to joining")).toEqual([
      "Sent to the client 1",
      "Client interview 1",
      "Offered 1",
      "Joined 1",
    ]);
    const placements = reports.getByRole("region", { name: "Placements and fees" });
    await visible(placements.getByText("1 placement joined in this period, ₹0.50 lakh in fees."));
    expect(
      (await placements.locator("table").nth(1).locator("tbody tr").allInnerTexts()).map((row) =>
        row.replace(/\s+/g, " ").trim(),
      ),
    ).toEqual([`${email} 1 ₹0.50 lakh`]);
    await visible(
      reports
        .getByRole("region", { name: "Hires kept through the guarantee" })
        .getByText("No guarantee closed in this period."),
    );
    expect(await reports.locator('section[aria-labelledby="reports-heading"] svg[role="img"]').count()).toBe(
      6,
    );
    expect(await widerThanPhone(reports)).toBe(false);

    // The period form is a plain GET: a period ending yesterday has none of today's numbers.
    const yesterday = indiaDate(new Date(Date.now() - 86_400_000));
    await reports.getByLabel("From date", { exact: true }).fill("2026-01-01");
    await reports.getByLabel("To date", { exact: true }).fill(yesterday);
    await reports.getByRole("button", { name: "Show" }).click();
    await reports.waitForURL((url) => url.searchParams.get("to") === yesterday);
    expect(await tableOf(reports, "Where applicants come from")).not.toContain("Job search 1 100%");
    // Nonsense dates are replaced, and the page says so.
    await reports.goto("/employer-dashboard/reports?from=2026-02-30&to=__proto__");
    await visible(reports.getByText("The dates asked for could not be used as they were"));

    // The CSV of the sources holds the table's numbers.
    await reports.goto("/employer-dashboard/reports");
    const href = await reports
      .getByRole("region", { name: "Where applicants come from" })
      .getByRole("link", { name: "Download CSV" })
      .getAttribute("href");
    const cookie = await libraryCookie(e2e.server, { email, password: PASSWORD });
    const csv = await fetch(new URL(href!, e2e.server.baseUrl), { headers: { cookie } });
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(await csv.text()).toContain("\r\nsearch,1,100\r\n");
    // The placements CSV: one row for this month and recruiter, the fee in whole rupees.
    const placementsHref = await placements.getByRole("link", { name: "Download CSV" }).getAttribute("href");
    const placementsCsv = await fetch(new URL(placementsHref!, e2e.server.baseUrl), { headers: { cookie } });
    expect(await placementsCsv.text()).toBe(
      `Month,Recruiter,Placements,Fees (INR),Fee not recorded\r\n${today.slice(0, 7)},${email},1,50000,0\r\n`,
    );
    await asRecruiter.context.close();
  });
});
