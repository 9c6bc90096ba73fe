// The public job search (issue #36, decision 0042): a visitor searches /jobs
// and /hi/jobs without signing in, at 390 and 1280 px, with JavaScript on
// and off, every choice in the address; the page is a visitor page (no
// framework JavaScript) and still hydrates for a signed-in user. Also the
// ways in: /careers' "View all N jobs", the footer's Browse Jobs and the
// 'Job Not Found' button; the job alert a visitor starts from a search; the
// API's search for a caller without a session; what search engines index.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertJobs } from "../../server/domain/jobs";
import {
  DESKTOP,
  PHONE,
  demoAccounts,
  libraryCookie,
  newPage,
  pageReady,
  screenshot,
  setupServerAndBrowser,
  useCookies,
  visible,
} from "../support/e2e";

const e2e = setupServerAndBrowser();
const db = () => e2e.server.services.db;

const BENGALURU_FRESHER_NOC = "NOC Monitoring Engineer - Freshers Welcome";
let probeIds: string[] = [];

beforeAll(async () => {
  // A NOC job for freshers in Bengaluru, as the search asks for.
  probeIds = await insertJobs(
    db(),
    [
      {
        title: BENGALURU_FRESHER_NOC,
        company_name: "Vistaar Technologies",
        location_city: "Bengaluru",
        location_state: "Karnataka",
        experience_required: "0-1 years",
        job_type: "full_time",
        salary_min: 240000,
        salary_max: 360000,
        required_skills: ["NOC", "Network Monitoring", "Ticketing Tools"],
        job_description: "Watch alarms in our Bengaluru NOC and raise tickets; training for freshers.",
      },
    ],
    null,
  );
});

afterAll(async () => {
  if (probeIds.length) await db().deleteFrom("jobs").where("id", "in", probeIds).execute();
});

async function activeCount(): Promise<number> {
  const { n } = await db()
    .selectFrom("jobs")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("is_active", "=", true)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** The titles the API gives for a query string: what the page must show for it. */
async function apiTitles(query: URLSearchParams | string): Promise<string[]> {
  const response = await fetch(`${e2e.server.baseUrl}/api/v1/jobs?${query}`);
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: { jobs: { title: string }[] } };
  return data.jobs.map((job) => job.title);
}

const cards = (page: Page) => page.getByRole("main").getByRole("article");
const cardTitles = (page: Page) => cards(page).getByRole("heading").allTextContents();
const params = (page: Page) => new URL(page.url()).searchParams;
const phone = (page: Page) => page.viewportSize()!.width < 768;

/** On a phone the filters are folded under "Filters": opened before choosing. */
async function openFilters(page: Page) {
  if (!phone(page)) return;
  const fold = page.locator("details", { has: page.locator("summary", { hasText: "Filters" }) });
  if ((await fold.getAttribute("open")) === null) await fold.locator("summary").click();
}

/** Sends the search: the filters' own button on a phone, Search beside the words wider. */
async function send(page: Page) {
  await page.getByRole("button", { name: phone(page) ? "Show jobs" : "Search", exact: true }).click();
}

for (const viewport of [PHONE, DESKTOP]) {
  for (const javaScript of [false, true]) {
    const where = `at ${viewport.width} px with JavaScript ${javaScript ? "on" : "off"}`;

    describe(`a visitor ${where}`, () => {
      it("opens /jobs without signing in: every active job, no framework JavaScript, the first result in view", async () => {
        const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { viewport, javaScript });
        const response = await page.goto("/jobs");
        expect(response?.status()).toBe(200);
        if (javaScript) await pageReady(page);
        await visible(page.getByRole("heading", { name: `${await activeCount()} Jobs Found` }));
        expect(await page.getByRole("heading", { name: "Login Required" }).count()).toBe(0);
        expect(await page.locator("script[type=module]").count()).toBe(0);
        expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0);
        expect(await cards(page).count()).toBe(20);
        // Quick Apply, which asks a visitor to sign in (or, from issue #36's guest application, to apply).
        expect(await cards(page).getByRole("button", { name: "Quick Apply" }).count()).toBeGreaterThan(0);
        if (phone(page)) {
          // The filters folded: the first job starts in the top half of the screen.
          const first = (await cards(page).first().boundingBox())!;
          expect(first.y).toBeLessThan(viewport.height / 2);
          expect(await page.getByLabel("State").isVisible()).toBe(false);
        } else {
          // Wide enough, the filters are shown without opening anything.
          expect(await page.getByLabel("State").isVisible()).toBe(true);
          expect(await page.getByLabel("Sort by").isVisible()).toBe(true);
        }
        await screenshot(page, `public-search-${viewport.width}-js-${javaScript ? "on" : "off"}`);
        await context.close();
      });

      it("searches words and a state, then salary, job type and order, every choice in the address", async () => {
        const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { viewport, javaScript });
        await page.goto("/jobs");
        if (javaScript) await pageReady(page);
        await page.getByLabel("Search", { exact: true }).fill("NOC");
        await openFilters(page);
        await page.getByLabel("State").selectOption("Karnataka");
        await send(page);
        await page.waitForURL((url) => url.searchParams.get("state") === "Karnataka");
        expect(params(page).get("q")).toBe("NOC");
        await visible(cards(page).getByRole("heading", { name: "NOC Engineer - L3 / Shift Lead" }));
        expect(await cardTitles(page)).toEqual(await apiTitles("q=NOC&state=Karnataka"));
        // The phone's fold says how many filters are set, and keeps them.
        if (phone(page)) await visible(page.locator("summary", { hasText: "Filters(1)" }));

        await openFilters(page);
        await page.getByLabel("Minimum salary").selectOption("5");
        await page.getByLabel("Job type").selectOption("full_time");
        await page.getByLabel("Sort by").selectOption("salary");
        await send(page);
        await page.waitForURL((url) => url.searchParams.get("sort") === "salary");
        const chosen = params(page);
        expect([chosen.get("q"), chosen.get("state"), chosen.get("salary"), chosen.get("type")]).toEqual([
          "NOC",
          "Karnataka",
          "5",
          "full_time",
        ]);
        // The page shows what the same address asks of the API, and the form says what was chosen.
        await visible(page.getByRole("heading", { name: /Jobs? Found/ }));
        expect(await cardTitles(page)).toEqual(await apiTitles(chosen));
        expect(await page.getByLabel("Minimum salary").inputValue()).toBe("5");
        expect(await page.getByLabel("Job type").inputValue()).toBe("full_time");
        expect(await page.getByLabel("Sort by").inputValue()).toBe("salary");
        expect(await page.getByLabel("Search", { exact: true }).inputValue()).toBe("NOC");

        // Clear Filters: every job again, the address bare.
        await page.getByRole("link", { name: "Clear Filters" }).first().click();
        await page.waitForURL(/\/jobs$/);
        await visible(page.getByRole("heading", { name: `${await activeCount()} Jobs Found` }));
        await context.close();
      });

      it("pages through the results with plain links that keep the search", async () => {
        const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { viewport, javaScript });
        await page.goto("/jobs?sort=newest");
        if (javaScript) await pageReady(page);
        const pager = page.getByRole("navigation", { name: "Pagination" });
        await pager.getByRole("link", { name: "Next" }).click();
        await page.waitForURL((url) => url.searchParams.get("page") === "2");
        expect(params(page).get("sort")).toBe("newest");
        await visible(page.getByText(/^Page 2 of \d+$/));
        expect(await cardTitles(page)).toEqual(await apiTitles("sort=newest&page=2"));
        expect(await pager.getByRole("link", { name: "Page 2" }).getAttribute("aria-current")).toBe("page");
        await context.close();
      });

      // Issue #36's own example. The place names and "fresher" are understood by
      // the search itself (server/domain/jobs.ts, issue #36's search part).
      it("searches “NOC Bangalore fresher” and finds the Bengaluru NOC job for freshers first", async () => {
        const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { viewport, javaScript });
        await page.goto("/jobs");
        if (javaScript) await pageReady(page);
        await page.getByLabel("Search", { exact: true }).fill("NOC Bangalore fresher");
        await page.getByLabel("Search", { exact: true }).press("Enter");
        await page.waitForURL((url) => url.searchParams.get("q") === "NOC Bangalore fresher");
        await visible(page.getByRole("heading", { name: /Jobs? Found/ }));
        const titles = await cardTitles(page);
        expect(titles[0]).toBe(BENGALURU_FRESHER_NOC);
        await visible(cards(page).first().getByText("Bengaluru, Karnataka"));
        await context.close();
      });
    });
  }
}

describe("a visitor in Hindi", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`searches /hi/jobs at ${viewport.width} px without JavaScript and stays in Hindi`, async () => {
      const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, {
        viewport,
        javaScript: false,
      });
      const response = await page.goto("/hi/jobs");
      expect(response?.status()).toBe(200);
      expect(await page.locator("html").getAttribute("lang")).toBe("hi-IN");
      expect(await page.locator("script[type=module]").count()).toBe(0);
      const form = page.getByRole("search");
      expect(await form.getAttribute("action")).toBe("/hi/jobs");
      await page.locator("#job-search-q").fill("NOC");
      await page.locator("#job-search-q").press("Enter");
      await page.waitForURL((url) => url.pathname === "/hi/jobs" && url.searchParams.get("q") === "NOC");
      expect(await cardTitles(page)).toEqual(await apiTitles("q=NOC"));
      // A job's link keeps the language, and says it came from a search (decision 0058).
      expect(await cards(page).first().getByRole("heading").getByRole("link").getAttribute("href")).toMatch(
        /^\/hi\/jobs\/[0-9a-f-]{36}\?from=search$/,
      );
      await screenshot(page, `public-search-hi-${viewport.width}`);
      await context.close();
    });
  }
});

describe("signed in, /jobs hydrates as before", () => {
  it("gives a candidate React, the Save buttons and the applied marks, in English and Hindi", async () => {
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: PHONE });
    await useCookies(context, e2e.server.baseUrl, await libraryCookie(e2e.server, demoAccounts.candidate));
    for (const path of ["/jobs", "/hi/jobs"]) {
      await page.goto(path);
      await pageReady(page);
      expect(await page.locator("script[type=module]").count(), path).toBeGreaterThan(0);
    }
    await page.goto("/jobs?q=NOC");
    await pageReady(page);
    await visible(cards(page).getByRole("button", { name: /^Save/ }));
    // The demo candidate applied to the L1 job in the seed.
    await visible(
      cards(page).filter({ hasText: "NOC Engineer - L1" }).getByRole("button", { name: "Applied" }),
    );
    // Choosing a filter searches at once when React runs the form.
    await page.locator("summary", { hasText: "Filters" }).click();
    await page.getByLabel("Job type").selectOption("full_time");
    await page.waitForURL((url) => url.searchParams.get("type") === "full_time");
    expect(params(page).get("q")).toBe("NOC");
    await context.close();
  });
});

describe("the ways in", () => {
  it("/careers keeps its newest 20 and links to all N jobs, in both languages", async () => {
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, {
      viewport: PHONE,
      javaScript: false,
    });
    const total = await activeCount();
    await page.goto("/careers");
    const openings = page.getByRole("region", { name: "Current Openings" });
    expect(await openings.getByRole("article").count()).toBe(20);
    const links = openings.getByRole("link", { name: `View all ${total} jobs` });
    expect(await links.count()).toBe(2);
    expect(await links.first().getAttribute("href")).toBe("/jobs");
    await links.last().click();
    await page.waitForURL(/\/jobs$/);
    await visible(page.getByRole("heading", { name: `${total} Jobs Found` }));
    const hindi = await (await fetch(`${e2e.server.baseUrl}/hi/careers`)).text();
    expect(hindi).toContain('href="/hi/jobs"');
    await context.close();
  });

  it("the footer's Browse Jobs and the 'Job Not Found' button open a working search", async () => {
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, {
      viewport: DESKTOP,
      javaScript: false,
    });
    const total = await activeCount();
    await page.goto("/about");
    await page.getByRole("contentinfo").getByRole("link", { name: "Browse Jobs" }).click();
    await page.waitForURL(/\/jobs$/);
    await visible(page.getByRole("heading", { name: `${total} Jobs Found` }));
    const missing = await page.goto("/jobs/00000000-0000-4000-8000-000000000000");
    expect(missing?.status()).toBe(404);
    await visible(page.getByRole("heading", { name: "Job Not Found" }));
    await page.getByRole("main").getByRole("link", { name: "Browse Jobs" }).click();
    await page.waitForURL(/\/jobs$/);
    await visible(page.getByRole("heading", { name: `${total} Jobs Found` }));
    await context.close();
  });

  it("a visitor's 'E-mail me jobs like these' opens the job alert form with the search filled in", async () => {
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, {
      viewport: PHONE,
      javaScript: false,
    });
    await page.goto("/jobs?q=NOC&state=Karnataka");
    await page.getByRole("button", { name: "E-mail me jobs like these" }).click();
    await page.waitForURL((url) => url.pathname === "/job-alerts/new");
    expect([params(page).get("q"), params(page).get("state"), params(page).has("experience")]).toEqual([
      "NOC",
      "Karnataka",
      false,
    ]);
    expect(await page.getByLabel("Keywords").inputValue()).toBe("NOC");
    expect(await page.getByLabel("State").inputValue()).toBe("Karnataka");
    await visible(page.getByLabel("Your e-mail address"));
    await context.close();
  });
});

describe("search engines and the API", () => {
  const robotsOf = async (path: string) => {
    const html = await (await fetch(`${e2e.server.baseUrl}${path}`)).text();
    return html.match(/<meta name="robots" content="([^"]+)"/)?.[1] ?? null;
  };

  it("index /jobs as it opens, never a search, a filter, an order or a page of it", async () => {
    expect(await robotsOf("/jobs")).toBeNull();
    expect(await robotsOf("/hi/jobs")).toBeNull();
    for (const path of [
      "/jobs?q=noc",
      "/jobs?state=Karnataka",
      "/jobs?sort=newest",
      "/jobs?page=2",
      "/hi/jobs?q=noc",
    ])
      expect(await robotsOf(path), path).toBe("noindex");
    const pages = await (await fetch(`${e2e.server.baseUrl}/sitemaps/pages.xml`)).text();
    expect(pages).toContain(`<loc>${e2e.server.baseUrl}/jobs</loc>`);
    expect(pages).toContain(`<loc>${e2e.server.baseUrl}/hi/jobs</loc>`);
  });

  it("GET /api/v1/jobs answers a caller without a session, with the same filters", async () => {
    const response = await fetch(
      `${e2e.server.baseUrl}/api/v1/jobs?q=noc&state=Karnataka&salary=5&type=full_time&sort=newest`,
    );
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as {
      data: { search: Record<string, unknown>; jobs: { title: string }[] };
    };
    expect(data.search).toEqual({
      q: "noc",
      state: "Karnataka",
      experience: "all-levels",
      salary: 5,
      type: "full_time",
      mode: "all-modes",
      sort: "newest",
      page: 1,
    });
    expect(data.jobs.map((job) => job.title)).toContain("NOC Engineer - L3 / Shift Lead");
  });
});
