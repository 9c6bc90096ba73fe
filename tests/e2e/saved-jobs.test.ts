// Saved jobs in the browser (issue #24, decision 0032): a candidate saves a
// job from its card on /jobs and from its page, with JavaScript (a fetcher:
// the page stays where it is) and without (a form post that comes back to
// the card or the page); /saved-jobs lists them newest saved first, a closed
// job marked Closed and not hidden, and removes them. A visitor is offered
// to sign in; an employer is offered nothing. Screenshots at 390 and 1280 px
// for a person to look at.
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  demoAccounts,
  DESKTOP,
  libraryCookie,
  newCompleteCandidate,
  newPage,
  pageReady,
  PHONE,
  setupServerAndBrowser,
  // Not a React hook, whatever its name says: it gives a browser context cookies.
  useCookies as giveCookies,
  visible,
} from "../support/e2e";
import { describeViolations, seriousViolations } from "../support/axe";
import { answerOnce } from "../support/eventually";
import { CANDIDATE_JS_BUDGET, pageScale } from "../support/page-weight";

const e2e = setupServerAndBrowser();

/** Where the screenshots go, for a person to look at. */
const SHOTS = process.env.SAVED_JOBS_SHOTS ?? "/tmp/saved-jobs-shots";

/** Every job of this file has the word in its title, so /jobs?q=kestrel lists them alone. */
const SEARCH = "/jobs?q=kestrel";
const titles = {
  splicer: "Kestrel Fibre Splicing Technician",
  climber: "Kestrel Tower Climber",
  analyst: "Kestrel NOC Analyst",
  planner: "Kestrel Fibre Route Planner",
  lapsed: "Kestrel Transmission Engineer",
  switchedOff: "Kestrel Microwave Link Engineer",
} as const;
type JobKey = keyof typeof titles;

let fixture: Promise<Record<JobKey, string>> | null = null;
/**
 * The file's jobs, made once: four open ones, one past its deadline (still
 * listed, but closed) and one deactivated (closed, seen nowhere but a list
 * of saved jobs that kept it).
 */
function jobs() {
  fixture ??= (async () => {
    const { db } = e2e.server.services;
    const ids = {} as Record<JobKey, string>;
    for (const [key, title] of Object.entries(titles) as [JobKey, string][]) {
      const { id } = await db
        .insertInto("jobs")
        .values({
          title,
          company_name: "Bharat FibreNet Ltd.",
          location_city: "Kochi",
          location_state: "Kerala",
          experience_required: "2-5 years",
          salary_min: 450_000,
          salary_max: 650_000,
          job_description: `${title}: keep the network up across Kerala.`,
          required_skills: ["OTDR", "Splicing", "GPON"],
          application_deadline: key === "lapsed" ? "2020-01-31" : "2099-12-31",
          is_active: key !== "switchedOff",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      ids[key] = id;
    }
    return ids;
  })();
  return fixture;
}

const savedRows = (userId: string) =>
  e2e.server.services.db
    .selectFrom("saved_jobs")
    .select("job_id")
    .where("candidate_id", "=", userId)
    .execute()
    .then((rows) => rows.map((row) => row.job_id).sort());

/** Saves jobs straight into the table, oldest first, a day apart (and a job the app would not save: a deactivated one). */
async function saveDirectly(userId: string, jobIds: string[]) {
  const start = Date.now() - jobIds.length * 86_400_000;
  await e2e.server.services.db
    .insertInto("saved_jobs")
    .values(
      jobIds.map((jobId, index) => ({
        candidate_id: userId,
        job_id: jobId,
        created_at: new Date(start + index * 86_400_000),
      })),
    )
    .execute();
}

/** A new candidate (complete profile) and a browser signed in as them. */
async function signedInCandidate(options: { javaScript?: boolean; viewport?: typeof PHONE } = {}) {
  const candidate = await newCompleteCandidate(e2e.server, { first: "Anil", last: "Pillai" });
  const opened = await newPage(e2e.browser, e2e.server.baseUrl, options);
  await giveCookies(opened.context, e2e.server.baseUrl, await libraryCookie(e2e.server, candidate));
  return { ...candidate, ...opened };
}

/** An answer of the JSON API, as far as these tests read it. */
interface ApiAnswer {
  data?: { saved?: boolean; total?: number; jobs?: { title: string; closed: boolean }[] };
  error?: { title: string; message: string };
}

const cardOf = (page: Page, title: string) =>
  page.locator("article").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

/** Waits until the table says `jobId` is saved (or not) for `userId`. */
async function eventuallySaved(userId: string, jobId: string, saved: boolean) {
  for (let attempt = 0; attempt < 50; attempt++) {
    if ((await savedRows(userId)).includes(jobId) === saved) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect((await savedRows(userId)).includes(jobId), `${jobId} saved`).toBe(saved);
}

describe("saving a job", () => {
  it("from a job card with JavaScript: the button turns to Saved and the page stays where it was", async () => {
    const ids = await jobs();
    const { page, context, userId } = await signedInCandidate({ viewport: PHONE });
    await page.goto(SEARCH);
    await pageReady(page);
    const card = cardOf(page, titles.planner);
    await card.scrollIntoViewIfNeeded();
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);

    await card.getByRole("button", { name: `Save job: ${titles.planner}` }).click();
    await visible(card.getByRole("button", { name: `Saved: ${titles.planner}, remove from saved jobs` }));
    await visible(page.getByText("Job saved"));
    await eventuallySaved(userId, ids.planner, true);
    // No page load, no jump: the same document, at the same place, at the same address.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(4);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(SEARCH);

    // Saved again (the other cards untouched), then removed from the same button.
    expect(await page.getByRole("button", { name: /^Saved: / }).count()).toBe(1);
    await card.getByRole("button", { name: /^Saved: / }).click();
    await visible(card.getByRole("button", { name: `Save job: ${titles.planner}` }));
    await eventuallySaved(userId, ids.planner, false);
    await context.close();
  });

  it("from the job page with JavaScript, and off again", async () => {
    const ids = await jobs();
    const { page, context, userId } = await signedInCandidate();
    await page.goto(`/jobs/${ids.climber}`);
    await pageReady(page);
    await page.getByRole("button", { name: "Save job", exact: true }).click();
    await visible(page.getByRole("button", { name: "Saved, remove from saved jobs" }));
    await eventuallySaved(userId, ids.climber, true);
    // Read again from the server: still saved.
    await page.reload();
    await pageReady(page);
    await page.getByRole("button", { name: "Saved, remove from saved jobs" }).click();
    await visible(page.getByRole("button", { name: "Save job", exact: true }));
    await eventuallySaved(userId, ids.climber, false);
    await context.close();
  });

  it("from a job card without JavaScript: the form posts and the browser comes back to the card", async () => {
    const ids = await jobs();
    const { page, context, userId } = await signedInCandidate({ javaScript: false, viewport: PHONE });
    await page.goto(SEARCH);
    await cardOf(page, titles.analyst)
      .getByRole("button", { name: `Save job: ${titles.analyst}` })
      .click();
    await page.waitForURL((url) => url.pathname + url.search + url.hash === `${SEARCH}#job-${ids.analyst}`);
    await visible(
      cardOf(page, titles.analyst).getByRole("button", {
        name: `Saved: ${titles.analyst}, remove from saved jobs`,
      }),
    );
    // The toast, drawn by the server.
    await visible(page.getByText("Job saved"));
    expect(await savedRows(userId)).toEqual([ids.analyst]);
    // The card is on screen, under the sticky header, once the page has
    // scrolled to it (smoothly, as the stylesheet asks: the scroll takes a
    // moment). Polled from here: without JavaScript the page runs no timers.
    const cardTop = () =>
      page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, `job-${ids.analyst}`);
    await answerOnce(cardTop, (top) => top >= 64 && top < PHONE.height, 10_000);
    const box = await cardOf(page, titles.analyst).boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(64);
    expect(box!.y).toBeLessThan(PHONE.height);

    await cardOf(page, titles.analyst)
      .getByRole("button", { name: /^Saved: / })
      .click();
    await page.waitForLoadState("load");
    await visible(cardOf(page, titles.analyst).getByRole("button", { name: `Save job: ${titles.analyst}` }));
    expect(await savedRows(userId)).toEqual([]);
    await context.close();
  });

  it("from the job page without JavaScript", async () => {
    const ids = await jobs();
    const { page, context, userId } = await signedInCandidate({ javaScript: false });
    await page.goto(`/jobs/${ids.splicer}`);
    await page.getByRole("button", { name: "Save job", exact: true }).click();
    await page.waitForLoadState("load");
    expect(new URL(page.url()).pathname).toBe(`/jobs/${ids.splicer}`);
    await visible(page.getByRole("button", { name: "Saved, remove from saved jobs" }));
    expect(await savedRows(userId)).toEqual([ids.splicer]);
    await context.close();
  });

  it("a job closed since its page was drawn is refused with 'Job Not Found', saving nothing", async () => {
    const { db } = e2e.server.services;
    const { id } = await db
      .insertInto("jobs")
      .values({
        title: "Pole Rigger (one week)",
        company_name: "Bharat FibreNet Ltd.",
        location_city: "Kochi",
        location_state: "Kerala",
        job_description: "A job that closes while a candidate reads it.",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const { page, context, userId } = await signedInCandidate({ javaScript: false });
    await page.goto(`/jobs/${id}`);
    await db.updateTable("jobs").set({ is_active: false }).where("id", "=", id).execute();
    await page.getByRole("button", { name: "Save job", exact: true }).click();
    await page.waitForLoadState("load");
    // Refused in place: the action's own page says why, at the top.
    expect(new URL(page.url()).pathname).toBe("/saved-jobs");
    await visible(page.getByRole("alert").getByText("Job Not Found"));
    await visible(page.getByText("The job you're looking for doesn't exist or is no longer active."));
    expect(await savedRows(userId)).toEqual([]);
    await context.close();
  });
});

describe("/saved-jobs", () => {
  it("lists them newest saved first; a closed job is marked Closed, with no Apply button", async () => {
    const ids = await jobs();
    const { page, context, userId } = await signedInCandidate();
    // Oldest first: the deactivated job, the lapsed one, the climber, then the splicer.
    await saveDirectly(userId, [ids.switchedOff, ids.lapsed, ids.climber, ids.splicer]);
    await page.goto("/saved-jobs");
    await pageReady(page);
    await visible(page.getByRole("heading", { name: "Saved Jobs", level: 1 }));
    const headings = await page
      .getByRole("list", { name: "Saved Jobs" })
      .getByRole("heading")
      .allTextContents();
    expect(headings).toEqual([titles.splicer, titles.climber, titles.lapsed, titles.switchedOff]);
    await visible(page.getByText("You have saved 4 jobs, newest first."));

    const item = (title: string) =>
      page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
    for (const title of [titles.lapsed, titles.switchedOff]) {
      await visible(item(title).getByText("Closed", { exact: true }));
      expect(await item(title).getByRole("link", { name: /Apply/ }).count(), title).toBe(0);
      expect(await item(title).getByRole("button", { name: /Apply/ }).count(), title).toBe(0);
    }
    // A deactivated job has no page to open: its title is no link. A lapsed one still has.
    expect(await item(titles.switchedOff).getByRole("link", { name: titles.switchedOff }).count()).toBe(0);
    await visible(item(titles.switchedOff).getByText("This job is no longer open."));
    await visible(item(titles.lapsed).getByRole("link", { name: titles.lapsed }));
    for (const title of [titles.splicer, titles.climber]) {
      expect(await item(title).getByText("Closed", { exact: true }).count(), title).toBe(0);
      await visible(item(title).getByRole("link", { name: "Apply" }));
    }

    // Removing (JavaScript): the item goes, the keyboard stays in the list.
    await item(titles.climber)
      .getByRole("button", { name: `Remove ${titles.climber} from saved jobs` })
      .click();
    await visible(page.getByText("Removed from saved jobs"));
    await page.getByRole("heading", { name: titles.climber }).waitFor({ state: "detached" });
    expect(await savedRows(userId)).toEqual([ids.switchedOff, ids.lapsed, ids.splicer].sort());
    expect(
      await page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? ""),
      "focus moved to the next item's Remove",
    ).toContain(`Remove ${titles.lapsed}`);
    await context.close();
  });

  it("removes a job without JavaScript, and says so when none is left", async () => {
    const ids = await jobs();
    const { page, context, userId } = await signedInCandidate({ javaScript: false });
    await saveDirectly(userId, [ids.switchedOff]);
    await page.goto("/saved-jobs");
    await page.getByRole("button", { name: `Remove ${titles.switchedOff} from saved jobs` }).click();
    await page.waitForLoadState("load");
    expect(new URL(page.url()).pathname).toBe("/saved-jobs");
    await visible(page.getByText("Removed from saved jobs"));
    await visible(page.getByText("You have not saved any jobs yet."));
    expect(await savedRows(userId)).toEqual([]);
    await context.close();
  });

  it("is in the candidate's menu", async () => {
    const { page, context } = await signedInCandidate();
    await page.goto("/profile");
    await pageReady(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Saved Jobs" }).click();
    await page.waitForURL("**/saved-jobs");
    await visible(page.getByRole("heading", { name: "Saved Jobs", level: 1 }));
    await context.close();
  });
});

describe("who may save", () => {
  it("a visitor is offered to sign in from the job page, and comes back to the job to save it", async () => {
    const ids = await jobs();
    const candidate = await newCompleteCandidate(e2e.server, { first: "Veena", last: "Nair" });
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl);
    const response = await page.goto(`/jobs/${ids.climber}`);
    // Still a page without framework JavaScript.
    expect(await response!.text()).not.toMatch(/<script[^>]*\btype="module"/);
    const link = page.getByRole("link", { name: "Save job" });
    expect(await link.getAttribute("href")).toBe(
      `/auth?redirectTo=${encodeURIComponent(`/jobs/${ids.climber}`)}`,
    );
    expect(await page.getByRole("button", { name: /Save/ }).count()).toBe(0);
    await link.click();
    await page.getByLabel("Email").fill(candidate.email);
    await page.getByLabel("Password", { exact: true }).fill(candidate.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.waitForURL(`**/jobs/${ids.climber}`);
    await pageReady(page);
    await page.getByRole("button", { name: "Save job", exact: true }).click();
    await eventuallySaved(candidate.userId, ids.climber, true);
    await context.close();
  });

  it("a visitor who asks for the list or posts to it is sent to sign in, and nothing is saved", async () => {
    const ids = await jobs();
    const { baseUrl } = e2e.server;
    const list = await fetch(`${baseUrl}/saved-jobs`, { redirect: "manual" });
    expect([list.status, list.headers.get("location")]).toEqual([302, "/auth?redirectTo=%2Fsaved-jobs"]);
    const before = await e2e.server.services.db.selectFrom("saved_jobs").select("job_id").execute();
    const post = await fetch(`${baseUrl}/saved-jobs`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: baseUrl, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "save", jobId: ids.splicer, returnTo: SEARCH }),
    });
    expect([post.status, post.headers.get("location")]).toEqual([
      302,
      `/auth?redirectTo=${encodeURIComponent(SEARCH)}`,
    ]);
    expect(await e2e.server.services.db.selectFrom("saved_jobs").select("job_id").execute()).toEqual(before);
  });

  it("an employer is offered no Save button and is sent from /saved-jobs to the dashboard", async () => {
    const ids = await jobs();
    const cookie = await libraryCookie(e2e.server, demoAccounts.employer);
    const { baseUrl } = e2e.server;
    for (const address of [`/jobs/${ids.climber}`, SEARCH]) {
      const html = await (await fetch(`${baseUrl}${address}`, { headers: { cookie } })).text();
      expect(html, address).toContain(titles.climber);
      expect(html, address).not.toContain("Save job");
      expect(html, address).not.toContain('action="/saved-jobs"');
    }
    const list = await fetch(`${baseUrl}/saved-jobs`, { headers: { cookie }, redirect: "manual" });
    expect([list.status, list.headers.get("location")]).toEqual([302, "/employer-dashboard"]);
  });

  it("the API: a candidate's own list, saved, read and removed", async () => {
    const ids = await jobs();
    const candidate = await newCompleteCandidate(e2e.server);
    const cookie = await libraryCookie(e2e.server, candidate);
    const api = async (method: string, address: string) => {
      const response = await fetch(`${e2e.server.baseUrl}/api/v1${address}`, {
        method,
        headers: { cookie, origin: e2e.server.baseUrl },
      });
      return { status: response.status, body: (await response.json()) as ApiAnswer };
    };
    expect(await api("PUT", `/me/saved-jobs/${ids.splicer}`)).toEqual({
      status: 200,
      body: { data: { saved: true } },
    });
    expect((await api("PUT", `/me/saved-jobs/${ids.splicer}`)).status).toBe(200);
    expect((await api("PUT", `/me/saved-jobs/${ids.lapsed}`)).status).toBe(200);
    const listed = await api("GET", "/me/saved-jobs");
    expect(listed.status).toBe(200);
    expect(listed.body.data).toMatchObject({ total: 2, page: 1, pageCount: 1 });
    expect(listed.body.data?.jobs?.map((job) => [job.title, job.closed])).toEqual([
      [titles.lapsed, true],
      [titles.splicer, false],
    ]);
    expect(await api("PUT", `/me/saved-jobs/${ids.switchedOff}`)).toMatchObject({
      status: 404,
      body: { error: { title: "Job Not Found" } },
    });
    expect(await api("DELETE", `/me/saved-jobs/${ids.splicer}`)).toEqual({
      status: 200,
      body: { data: { saved: false } },
    });
    expect(await savedRows(candidate.userId)).toEqual([ids.lapsed]);
  });
});

describe("screenshots", () => {
  const people = async () => {
    const ids = await jobs();
    const candidate = await newCompleteCandidate(e2e.server, { first: "Meera", last: "Krishnan" });
    await saveDirectly(candidate.userId, [ids.switchedOff, ids.lapsed, ids.climber, ids.splicer]);
    return {
      ids,
      cookie: await libraryCookie(e2e.server, candidate),
      empty: await libraryCookie(e2e.server, await newCompleteCandidate(e2e.server)),
    };
  };
  let made: ReturnType<typeof people> | null = null;

  it.each([
    [PHONE, 390],
    [DESKTOP, 1280],
  ] as const)(
    "of /saved-jobs (with a closed job, and empty), job cards and job pages, %o wide",
    async (viewport, width) => {
      made ??= people();
      const { ids, cookie, empty } = await made;
      mkdirSync(SHOTS, { recursive: true });
      const shot = (name: string) => path.join(SHOTS, `${name}.png`);
      // Each page is checked by axe as it is photographed.
      const violations: string[] = [];
      const checked = async (page: Page, name: string) => {
        const found = await seriousViolations(page);
        if (found.length) violations.push(`${name}: ${describeViolations(found)}`);
      };
      const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, {
        viewport,
        reducedMotion: true,
      });
      await giveCookies(context, e2e.server.baseUrl, cookie);
      await page.goto("/saved-jobs");
      await pageReady(page);
      await page.screenshot({ path: shot(`saved-jobs-${width}`), fullPage: true });
      await checked(page, `saved-jobs-${width}`);
      await page.goto(SEARCH);
      await pageReady(page);
      await page.screenshot({ path: shot(`job-cards-${width}`), fullPage: true });
      await checked(page, `job-cards-${width}`);
      await cardOf(page, titles.climber).screenshot({ path: shot(`job-card-saved-${width}`) });
      await cardOf(page, titles.planner).screenshot({ path: shot(`job-card-unsaved-${width}`) });
      await page.goto(`/jobs/${ids.climber}`);
      await pageReady(page);
      await page.screenshot({ path: shot(`job-page-saved-${width}`) });
      await checked(page, `job-page-saved-${width}`);
      await page.goto(`/jobs/${ids.planner}`);
      await pageReady(page);
      await page.screenshot({ path: shot(`job-page-unsaved-${width}`) });
      await checked(page, `job-page-unsaved-${width}`);
      await context.close();

      const emptyPage = await newPage(e2e.browser, e2e.server.baseUrl, { viewport, reducedMotion: true });
      await giveCookies(emptyPage.context, e2e.server.baseUrl, empty);
      await emptyPage.page.goto("/saved-jobs");
      await pageReady(emptyPage.page);
      await emptyPage.page.screenshot({ path: shot(`saved-jobs-empty-${width}`), fullPage: true });
      await checked(emptyPage.page, `saved-jobs-empty-${width}`);
      await emptyPage.context.close();

      const visitor = await newPage(e2e.browser, e2e.server.baseUrl, { viewport, reducedMotion: true });
      await visitor.page.goto(`/jobs/${ids.planner}`);
      await visitor.page.screenshot({ path: shot(`job-page-visitor-${width}`) });
      await checked(visitor.page, `job-page-visitor-${width}`);
      await visitor.context.close();
      expect(violations).toEqual([]);
    },
  );
});

describe("page weight", () => {
  // The budgets of tests/e2e/page-weight.test.ts (issue #21, decision 0025).
  const KB = 1024;

  it("a visitor's job page, with its 'Save job' link, stays without framework JavaScript and within 35 KB", async () => {
    const ids = await jobs();
    const weight = await pageScale(e2e.server.baseUrl)(`/jobs/${ids.planner}`);
    expect(weight.status).toBe(200);
    expect(weight.js).toBeLessThanOrEqual(5 * KB);
    expect(weight.total).toBeLessThanOrEqual(35 * KB);
  });

  it("the candidate's pages with Save buttons load no more JavaScript than page-weight.test.ts allows", async () => {
    const ids = await jobs();
    const candidate = await newCompleteCandidate(e2e.server);
    await saveDirectly(candidate.userId, [ids.lapsed, ids.climber]);
    const cookie = await libraryCookie(e2e.server, candidate);
    const weigh = pageScale(e2e.server.baseUrl);
    for (const address of ["/saved-jobs", SEARCH, `/jobs/${ids.climber}`]) {
      const weight = await weigh(address, { cookie });
      expect(weight.status, address).toBe(200);
      expect(weight.js, address).toBeLessThanOrEqual(CANDIDATE_JS_BUDGET);
    }
  });
});
