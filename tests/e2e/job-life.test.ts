// A job's life (issue #37) in Chromium at 390 and 1280 px: the employer who
// posted a job edits its title and sees it on the job page; closes it, and it
// leaves Careers, the /jobs search and the feed; reopens it. A job whose
// deadline passes leaves Careers by itself: the test moves the closing
// task's clock rather than waiting for midnight.
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { postJob } from "../../server/domain/employer";
import { closeExpiredJobs, indiaDate } from "../../server/domain/job-life";
import {
  demoAccounts,
  DESKTOP,
  libraryCookie,
  newPage,
  pageReady,
  PHONE,
  setupServerAndBrowser,
  // Not a React hook, though named like one.
  useCookies as giveCookies,
  visible,
} from "../support/e2e";

const e2e = setupServerAndBrowser();
const SHOTS = "/tmp/helpers/h1-shots";

let made = 0;
const uniqueTitle = (what: string) => `${what} ${Date.now().toString(36)}${++made}`;

/** A job posted by the demo employer, as the posting form would. */
async function employersJob(title: string, extra: Record<string, unknown> = {}) {
  const { services } = e2e.server;
  const employer = await services.db
    .selectFrom("user")
    .select("id")
    .where("email", "=", demoAccounts.employer.email)
    .executeTakeFirstOrThrow();
  return postJob(
    {
      services,
      db: services.db,
      clientIp: "127.0.0.1",
      actor: { userId: employer.id, email: demoAccounts.employer.email, role: "employer" },
    },
    {
      title,
      company_name: "Indus Skyline Infra",
      location_city: "Indore",
      location_state: "Madhya Pradesh",
      job_description: "Maintain the optical fibre backbone across western Madhya Pradesh.",
      required_skills: "OTDR, Fusion Splicing",
      salary_min_lpa: "3",
      salary_max_lpa: "4.5",
      ...extra,
    },
  );
}

/**
 * Whether Careers and the feed (for a visitor) and the /jobs search for the
 * title (signed in) list the job: by its link, as the search page repeats
 * the text searched for.
 */
async function listedIn(cookie: string, id: string, title: string) {
  const base = e2e.server.baseUrl;
  const [careers, feed, search] = await Promise.all([
    fetch(`${base}/careers`).then((answer) => answer.text()),
    fetch(`${base}/jobs.rss`).then((answer) => answer.text()),
    fetch(`${base}/jobs?q=${encodeURIComponent(title)}`, { headers: { cookie } }).then((answer) =>
      answer.text(),
    ),
  ]);
  const link = `/jobs/${id}`;
  return { careers: careers.includes(link), feed: feed.includes(link), search: search.includes(link) };
}

/** The whole page, and what the first screen shows (a long list is too small to read whole). */
async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}-first-screen.png`) });
}

async function signedInPage(viewport: { width: number; height: number }) {
  const cookie = await libraryCookie(e2e.server, demoAccounts.employer);
  const opened = await newPage(e2e.browser, e2e.server.baseUrl, { viewport });
  await giveCookies(opened.context, e2e.server.baseUrl, cookie);
  return { ...opened, cookie };
}

describe.each([
  ["390", PHONE],
  ["1280", DESKTOP],
])("at %s px, the employer who posted a job", (width, viewport) => {
  it("edits its title, closes it out of Careers, search and the feed, and reopens it", async () => {
    const title = uniqueTitle("OFC Maintenance Engineer");
    const edited = uniqueTitle("Senior OFC Engineer");
    const id = await employersJob(title);
    const { page, context, cookie } = await signedInPage(viewport);

    await page.goto("/employer-dashboard/jobs");
    await pageReady(page);
    await visible(page.getByRole("link", { name: `Edit ${title}` }));
    await shot(page, `my-jobs-${width}`);
    await page.getByRole("link", { name: `Edit ${title}` }).click();
    await page.waitForURL(`**/employer-dashboard/jobs/${id}/edit`);
    await visible(page.getByRole("heading", { name: "Edit Job" }));
    // The form holds the job as posted, its salaries in LPA.
    expect(await page.getByLabel("Job Title").inputValue()).toBe(title);
    expect(await page.getByLabel("Minimum Salary (LPA)").inputValue()).toBe("3");
    expect(await page.getByLabel("Maximum Salary (LPA)").inputValue()).toBe("4.5");
    await shot(page, `job-form-edit-${width}`);
    await page.getByLabel("Job Title").fill(edited);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.waitForURL(/employer-dashboard\/jobs\?job=/);
    await visible(page.getByText("Job Updated").first());

    // The job page (cached for visitors) shows the new title at once.
    await page.goto(`/jobs/${id}`);
    await visible(page.getByRole("heading", { level: 1, name: edited }));
    const visitorPage = await (await fetch(`${e2e.server.baseUrl}/jobs/${id}`)).text();
    expect(visitorPage).toContain(edited);
    expect(visitorPage).not.toContain(title);

    expect(await listedIn(cookie, id, edited)).toEqual({ careers: true, feed: true, search: true });

    await page.goto("/employer-dashboard/jobs");
    await pageReady(page);
    await page.getByRole("button", { name: `Close ${edited}` }).click();
    await visible(page.getByText("Job Closed").first());
    const card = page.locator("li", { has: page.getByText(edited, { exact: true }) });
    await visible(card.getByText("Closed", { exact: true }));
    expect(await listedIn(cookie, id, edited)).toEqual({ careers: false, feed: false, search: false });
    expect((await fetch(`${e2e.server.baseUrl}/jobs/${id}`)).status).toBe(404);

    await page.getByRole("button", { name: `Reopen ${edited}` }).click();
    await visible(page.getByText("Job Reopened").first());
    await visible(card.getByText("Open", { exact: true }));
    expect(await listedIn(cookie, id, edited)).toEqual({ careers: true, feed: true, search: true });
    await context.close();
  });
});

describe("a job whose deadline passes", () => {
  it("leaves Careers by itself and shows Closed in My Jobs", async () => {
    const title = uniqueTitle("Tower Rigger");
    const today = indiaDate(new Date());
    await employersJob(title, { application_deadline: today });
    const { page, context } = await signedInPage(PHONE);
    await page.goto("/careers");
    await visible(page.getByText(title).first());

    // The closing task, run at one minute past midnight after the deadline day, India time.
    const now = new Date(new Date(`${today}T23:59:00+05:30`).getTime() + 2 * 60_000);
    const { closed } = await closeExpiredJobs(e2e.server.services.db, { now });
    expect(closed).toBeGreaterThanOrEqual(1);

    await page.goto("/careers");
    await pageReady(page);
    expect(await page.getByText(title).count()).toBe(0);
    expect(await (await fetch(`${e2e.server.baseUrl}/careers`)).text()).not.toContain(title);
    await page.goto("/employer-dashboard/jobs");
    const card = page.locator("li", { has: page.getByText(title, { exact: true }) });
    await visible(card.getByText("Closed", { exact: true }));
    await context.close();
  });
});
