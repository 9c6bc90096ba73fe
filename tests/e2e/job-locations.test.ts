// A job at several places, and its work mode (issue #37, decision 0053), in
// Chromium at 390 and 1280 px: the demo employer posts a hybrid job in two
// cities; a visitor finds it on /jobs by the second city's state and by its
// work mode; its card says "+1 more" and "Hybrid", its page shows both
// places, and its JobPosting data lists both. Without JavaScript the
// employer posts a remote job (a refused row comes back under itself) and
// removes a place by emptying its row.
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
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
const SHOTS = "/tmp/helpers/h6-shots";

let made = 0;
const uniqueTitle = (what: string) => `${what} ${Date.now().toString(36)}${++made}`;

/** A page's first screen, or a part of it (the sticky header let go, so it covers none of the part). */
async function shot(target: Page | Locator, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  const file = path.join(SHOTS, `${name}.png`);
  if ("goto" in target) return void (await target.screenshot({ path: file }));
  await target.page().addStyleTag({ content: "header.sticky { position: static !important; }" });
  await target.screenshot({ path: file });
}

async function employerPage(viewport: { width: number; height: number }, javaScript = true) {
  const cookie = await libraryCookie(e2e.server, demoAccounts.employer);
  const opened = await newPage(e2e.browser, e2e.server.baseUrl, { viewport, javaScript });
  await giveCookies(opened.context, e2e.server.baseUrl, cookie);
  return opened;
}

/** The JobPosting data of a job's page, as a visitor (and a search engine) gets it. */
async function jobPostingOf(id: string) {
  const html = await (await fetch(`${e2e.server.baseUrl}/jobs/${id}`)).text();
  const json = html.match(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/)![1]!;
  return JSON.parse(json) as Record<string, unknown>;
}

const storedJob = (id: string) =>
  e2e.server.services.db
    .selectFrom("jobs")
    .select(["location_city", "location_state", "other_locations", "work_mode"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();

const place = (city: string, state: string) => ({
  "@type": "Place",
  address: { "@type": "PostalAddress", addressLocality: city, addressRegion: state, addressCountry: "IN" },
});

/** The posting form's fields every job needs, the places aside. */
async function fillJob(page: Page, title: string) {
  await page.getByLabel("Job Title").fill(title);
  await page.getByLabel("Company Name").fill("Bharat FibreNet Ltd.");
  await page.getByLabel("Job Description").fill("Splice and test fibre for new home connections.");
}

describe.each([
  ["390", PHONE],
  ["1280", DESKTOP],
])("at %s px", (width, viewport) => {
  it("an employer posts a hybrid job in two cities; a visitor finds it by the second city's state", async () => {
    const title = uniqueTitle("Fibre Splicing Supervisor");
    const employer = await employerPage(viewport);
    const { page } = employer;
    await page.goto("/post-job");
    await pageReady(page);
    await fillJob(page, title);
    const section = page.getByRole("group", { name: "Where the job is" });
    await section.getByRole("radio", { name: "Hybrid" }).check();
    await page.getByLabel("City", { exact: true }).fill("Lucknow");
    await page.getByLabel("State", { exact: true }).selectOption("Uttar Pradesh");
    await section.getByText("Other locations (up to 9 more)").click();
    await page.getByLabel("Location 2: City").fill("Bhopal");
    await page.getByLabel("Location 2: State").selectOption("Madhya Pradesh");
    // Rows come and go once the page runs: a third is added, then taken away.
    expect(await page.getByLabel("Location 4: City").count()).toBe(0);
    await section.getByRole("button", { name: "Add another location" }).click();
    await expect.poll(() => page.getByLabel("Location 4: City").count()).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe(
      "other_locations.2.city",
    );
    await page.getByRole("button", { name: "Remove location 4" }).click();
    await expect.poll(() => page.getByLabel("Location 4: City").count()).toBe(0);
    await shot(section, `form-locations-${width}`);
    await page.getByRole("button", { name: "Post Job" }).click();
    await page.waitForURL(/employer-dashboard\/jobs\?job=/);
    await visible(page.getByText("Job Posted").first());
    const id = new URL(page.url()).searchParams.get("job")!;
    expect(await storedJob(id)).toEqual({
      location_city: "Lucknow",
      location_state: "Uttar Pradesh",
      other_locations: [{ city: "Bhopal", state: "Madhya Pradesh" }],
      work_mode: "hybrid",
    });
    // My Jobs says it too.
    const mine = page.locator("li", { has: page.getByText(title, { exact: true }) });
    await visible(mine.getByText("Lucknow, Uttar Pradesh +1 more · Hybrid"));
    await employer.context.close();

    // A visitor (no framework JavaScript) filters /jobs by the second city's state.
    const visitor = await newPage(e2e.browser, e2e.server.baseUrl, { viewport });
    const search = visitor.page;
    await search.goto("/jobs");
    if (width === "390") await search.getByText("Filters").click();
    await search.getByLabel("State").selectOption("Madhya Pradesh");
    await search.getByLabel("Work mode").selectOption("hybrid");
    await search.getByRole("button", { name: "Search", exact: true }).click();
    await search.waitForURL((url) => url.searchParams.get("state") === "Madhya Pradesh");
    expect(new URL(search.url()).searchParams.get("mode")).toBe("hybrid");
    await shot(search, `jobs-search-${width}`);
    const card = search.locator("article", { has: search.getByRole("link", { name: title, exact: true }) });
    await visible(card);
    expect((await card.textContent())?.replaceAll("\u00a0", " ")).toContain("Lucknow, Uttar Pradesh +1 more");
    await visible(card.getByText("Hybrid", { exact: true }));
    await card.scrollIntoViewIfNeeded();
    await shot(card, `card-${width}`);
    // Another mode does not find it.
    await search.goto(`/jobs?state=Madhya+Pradesh&mode=remote`);
    expect(await search.getByRole("link", { name: title, exact: true }).count()).toBe(0);

    // Its page shows both places and the mode; its data lists both places.
    await search.goto(`/jobs/${id}`);
    await visible(search.getByRole("heading", { level: 1, name: title }));
    const header = search.locator("header", { has: search.getByRole("heading", { level: 1 }) });
    expect(await header.textContent()).toContain("Lucknow, Uttar Pradesh; Bhopal, Madhya Pradesh");
    await visible(header.getByText("Hybrid", { exact: true }));
    const overview = search.locator("section", {
      has: search.getByRole("heading", { name: "Job Overview" }),
    });
    expect(await overview.textContent()).toContain("Work modeHybrid");
    await shot(search, `job-page-${width}`);
    const posting = await jobPostingOf(id);
    expect(posting.jobLocation).toEqual([
      place("Lucknow", "Uttar Pradesh"),
      place("Bhopal", "Madhya Pradesh"),
    ]);
    expect(posting).not.toHaveProperty("jobLocationType");
    await visitor.context.close();
  });
});

describe("without JavaScript", () => {
  it("an employer posts a remote job with a second place, fixes a refused row, then removes the place", async () => {
    const title = uniqueTitle("Remote NOC Analyst");
    const { page, context } = await employerPage(PHONE, false);
    await page.goto("/post-job");
    await fillJob(page, title);
    await page.getByRole("radio", { name: "Remote" }).check();
    await page.getByLabel("City", { exact: true }).fill("Kanpur");
    await page.getByLabel("State", { exact: true }).selectOption("Uttar Pradesh");
    // The fold opens without JavaScript; there is no Add button, but two empty rows.
    await page.getByText("Other locations (up to 9 more)").click();
    expect(await page.getByRole("button", { name: "Add another location" }).count()).toBe(0);
    // An empty row before it is left out, so its refusal is numbered as the server reads it.
    await page.getByLabel("Location 3: City").fill("Patna");
    await page.getByRole("button", { name: "Post Job" }).click();
    await visible(page.getByText("Please choose a state from the list.").first());
    // The row comes back first, as read, its message under it and its city kept.
    expect(await page.getByLabel("Location 2: City").inputValue()).toBe("Patna");
    expect(await page.getByLabel("Location 2: State").getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByRole("radio", { name: "Remote" }).isChecked()).toBe(true);
    await page.getByLabel("Location 2: State").selectOption("Bihar");
    await page.getByRole("button", { name: "Post Job" }).click();
    await page.waitForURL(/employer-dashboard\/jobs\?job=/);
    const id = new URL(page.url()).searchParams.get("job")!;
    expect(await storedJob(id)).toMatchObject({
      other_locations: [{ city: "Patna", state: "Bihar" }],
      work_mode: "remote",
    });
    expect(await jobPostingOf(id)).toMatchObject({
      jobLocation: [place("Kanpur", "Uttar Pradesh"), place("Patna", "Bihar")],
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: { "@type": "Country", name: "India" },
    });

    // Emptying its row removes the place.
    await page.goto(`/employer-dashboard/jobs/${id}/edit`);
    expect(await page.getByLabel("Location 2: City").inputValue()).toBe("Patna");
    await page.getByLabel("Location 2: City").fill("");
    await page.getByLabel("Location 2: State").selectOption("");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.waitForURL(/employer-dashboard\/jobs\?job=/);
    expect(await storedJob(id)).toMatchObject({ other_locations: [], work_mode: "remote" });
    await context.close();
  });
});
