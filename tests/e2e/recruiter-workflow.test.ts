// The recruiter's workflow in the browser (issue #23, decision 0030): the
// Applications tab's status counts, rating filter and "Highest rated" sort;
// the candidate dialog's stars, notes and interviews, all by keyboard; the
// Interviews tab; what the candidate sees (the interview in IST, the status
// history) and never sees (notes, ratings); the forms without JavaScript;
// and screenshots at 390 and 1280 px for a person to look at.
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { formatDate, formatInterviewTime } from "../../common/format";
import {
  demoAccounts,
  DESKTOP,
  latestMailTo,
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

const e2e = setupServerAndBrowser();

/** Where the screenshots go, for a person to look at. */
const SHOTS = process.env.WORKFLOW_SHOTS ?? "/tmp/workflow-shots";

const JOB_TITLE = "Workflow NOC Engineer";
const COMPANY = "Bharat FibreNet Ltd.";
const APPLICATIONS = "/employer-dashboard/applications";

/** A day in India `days` from today, as the form's date input holds it (YYYY-MM-DD). */
function indiaDay(days: number): string {
  return new Date(Date.now() + days * 24 * 3600 * 1000 + 5.5 * 3600 * 1000).toISOString().slice(0, 10);
}

/** The instant of a day and a time in India. */
const indiaInstant = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);

interface Applicant {
  name: string;
  email: string;
  password: string;
  profileId: string;
  applicationId: string;
}

let fixture: ReturnType<typeof makeFixture> | null = null;
/**
 * A job of the demo employer with five applicants, made once per file:
 * applied and rated 5, 2 (newer), 2 (older) and none; submitted to the client and rated 5.
 */
function workflowFixture() {
  fixture ??= makeFixture();
  return fixture;
}

async function makeFixture() {
  const { db } = e2e.server.services;
  const employer = await db
    .selectFrom("user")
    .select("id")
    .where("email", "=", demoAccounts.employer.email)
    .executeTakeFirstOrThrow();
  const job = await db
    .insertInto("jobs")
    .values({
      title: JOB_TITLE,
      company_name: COMPANY,
      location_city: "Pune",
      location_state: "Maharashtra",
      job_description: "Watch the network round the clock.",
      posted_by: employer.id,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const people = [
    { first: "Bala", last: "Kumar", rating: 5, status: "applied", day: 1 },
    { first: "Chitra", last: "Rao", rating: 2, status: "applied", day: 4 },
    { first: "Dev", last: "Mehta", rating: 2, status: "applied", day: 2 },
    { first: "Esha", last: "Nair", rating: null, status: "applied", day: 5 },
    { first: "Farah", last: "Khan", rating: 5, status: "submitted", day: 3 },
  ] as const;
  const applicants: Record<string, Applicant> = {};
  for (const person of people) {
    const candidate = await newCompleteCandidate(e2e.server, { first: person.first, last: person.last });
    const application = await db
      .insertInto("job_applications")
      .values({
        job_id: job.id,
        candidate_id: candidate.profileId,
        applied_at: new Date(Date.UTC(2026, 2, person.day, 5, 0)),
        application_status: person.status,
        rating: person.rating,
        cover_letter: `${person.first} has kept NOC shifts for years.`,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    applicants[person.first] = {
      name: `${person.first} ${person.last}`,
      email: candidate.email,
      password: candidate.password,
      profileId: candidate.profileId,
      applicationId: application.id,
    };
  }
  return {
    jobId: job.id,
    applicants: applicants as Record<(typeof people)[number]["first"], Applicant>,
    employerCookie: await libraryCookie(e2e.server, demoAccounts.employer),
  };
}

/** Posts one of the Applications tab's forms as the browser would without JavaScript; the page comes back. */
async function postTab(cookie: string, fields: Record<string, string>) {
  const response = await fetch(`${e2e.server.baseUrl}${APPLICATIONS}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      cookie,
      origin: e2e.server.baseUrl,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(fields),
  });
  const html = await response.text();
  expect(response.status, `${fields.intent ?? "status"}: ${html.slice(0, 300)}`).toBe(200);
  return html;
}

/** Presses `key` until `target` has focus; how many presses it took. Fails after `max`. */
async function pressUntilFocused(page: Page, target: Locator, key = "Tab", max = 80): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(key);
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  throw new Error(`${max} × ${key} never reached ${target}; focus is on ${focused}`);
}

const focusedIn = (page: Page, target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

/**
 * What is wrong with the layout at a phone's width: anything wider than the
 * viewport or its scrolling box, and controls in `scope` under 44 px tall.
 */
async function layoutProblems(page: Page, scope: Locator): Promise<string[]> {
  const overflow = await page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth)
      found.push(`page is ${document.documentElement.scrollWidth} px wide`);
    for (const box of document.querySelectorAll<HTMLElement>("[role=dialog], main *"))
      // Not hidden (a closed <details>), not the 1 px boxes of text for screen
      // readers, not a field scrolling the text typed into it.
      if (
        box.checkVisibility() &&
        !(box instanceof HTMLInputElement || box instanceof HTMLTextAreaElement) &&
        box.clientWidth > 1 &&
        box.scrollWidth > box.clientWidth + 1 &&
        getComputedStyle(box).overflowX !== "visible"
      )
        found.push(
          `${box.tagName.toLowerCase()}#${box.id || box.getAttribute("name")} (${box.getAttribute("type") ?? ""}) is ${box.scrollWidth} px wide in ${box.clientWidth} px`,
        );
    return found;
  });
  const small = await scope.evaluate((root) =>
    [
      ...root.querySelectorAll<HTMLElement>(
        "a[href], button, summary, select, input:not([type=hidden]):not([type=radio]), textarea, label:has(> input[type=radio])",
      ),
    ]
      // Shown, and not a heading's own link (a line of text with room around it).
      .filter((element) => element.checkVisibility() && !element.closest("h1, h2, h3"))
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.height < 44 - 0.5)
      .map(
        ({ element, box }) =>
          `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 30)}" is ${box.height} px tall`,
      ),
  );
  return [...overflow, ...small];
}

/** The cards of the list, in order, by candidate name. */
async function cardNames(page: Page) {
  return page
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: "View Full Profile" }) })
    .locator("p.text-lg")
    .allTextContents();
}

let interviewFixture: ReturnType<typeof makeInterviewFixture> | null = null;
/** Esha's application with a private note, a rating and an interview tomorrow at 11:00 IST, made through the tab's action. */
function eshaWithInterview() {
  interviewFixture ??= makeInterviewFixture();
  return interviewFixture;
}

async function makeInterviewFixture() {
  const { applicants, employerCookie } = await workflowFixture();
  const esha = applicants.Esha;
  const note = `Private-note-${Date.now()}: asked for 9 LPA, notice 60 days, weak on BGP.`;
  await postTab(employerCookie, { intent: "add-note", applicationId: esha.applicationId, body: note });
  await postTab(employerCookie, { intent: "rate", applicationId: esha.applicationId, rating: "4" });
  const day = indiaDay(1);
  await postTab(employerCookie, {
    intent: "schedule",
    applicationId: esha.applicationId,
    date: day,
    time: "11:00",
    duration_minutes: "30",
    mode: "video",
    meeting_link: "https://meet.example.com/esha-noc",
    interviewer_name: "Ravi Menon",
    instructions: "Keep your CCNA certificate at hand.",
  });
  return { esha, note, when: formatInterviewTime(indiaInstant(day, "11:00")) };
}

describe("the recruiter's workflow", () => {
  it("filters, rates, notes, schedules and steps to the next applicant, all by keyboard", async () => {
    const { jobId, applicants } = await workflowFixture();
    const { db } = e2e.server.services;
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: DESKTOP });
    await giveCookies(context, e2e.server.baseUrl, await libraryCookie(e2e.server, demoAccounts.employer));
    await page.goto(`${APPLICATIONS}?job=${jobId}`);
    await pageReady(page);
    await visible(page.getByRole("heading", { name: `${JOB_TITLE} · 5 applications` }));

    // The count per status, each a link that filters the list.
    const byStatus = page.getByRole("navigation", { name: "Applications by status" });
    expect(await byStatus.getByRole("link").allTextContents()).toEqual([
      "Applied4",
      "Screening0",
      "Submitted to client1",
      "Client interview0",
      "Offered0",
      "Joined0",
      "Rejected0",
      "Withdrawn0",
    ]);
    await pressUntilFocused(page, byStatus.getByRole("link", { name: /^Applied/ }));
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.searchParams.get("status") === "applied");
    await visible(page.getByRole("heading", { name: `${JOB_TITLE} · 4 applications` }));
    expect(await byStatus.getByRole("link", { name: /^Applied/ }).getAttribute("aria-current")).toBe("true");

    // Highest rated first: a letter picks the option in the closed select, which submits the filter form.
    const sort = page.locator("form[method=get] select[name=sort]");
    await pressUntilFocused(page, sort);
    await page.keyboard.press("h");
    await page.waitForURL((url) => url.searchParams.get("sort") === "rating");
    expect(new URL(page.url()).searchParams.get("status"), "the status filter is kept").toBe("applied");
    await visible(page.getByRole("heading", { name: `${JOB_TITLE} · 4 applications` }));
    // The address changes before the new list is drawn: wait for it.
    await expect.poll(() => cardNames(page)).toEqual(["Bala Kumar", "Chitra Rao", "Dev Mehta", "Esha Nair"]);

    // Two stars or more: the unrated applicant leaves the list.
    const rating = page.locator("form[method=get] select[name=rating]");
    await pressUntilFocused(page, rating);
    await page.keyboard.press("2");
    await page.waitForURL((url) => url.searchParams.get("rating") === "2");
    await visible(page.getByRole("heading", { name: `${JOB_TITLE} · 3 applications` }));
    // The address changes before the new list is drawn: wait for it.
    await expect.poll(() => cardNames(page)).toEqual(["Bala Kumar", "Chitra Rao", "Dev Mehta"]);
    const filter = { job: jobId, status: "applied", sort: "rating", rating: "2" };
    const params = new URL(page.url()).searchParams;
    expect(Object.fromEntries(Object.keys(filter).map((name) => [name, params.get(name)]))).toEqual(filter);

    // Chitra's full profile, from her card's link.
    const chitra = applicants.Chitra;
    const chitraCard = page.getByRole("listitem").filter({ hasText: "Chitra Rao" });
    await pressUntilFocused(page, chitraCard.getByRole("link", { name: "View Full Profile" }));
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Chitra Rao" });
    await visible(dialog);
    await page.waitForFunction(() => document.activeElement?.getAttribute("role") === "dialog");
    await visible(dialog.getByText("Chitra has kept NOC shifts for years."));
    await visible(dialog.getByRole("heading", { name: "Your notes and interviews" }));

    // The stars: Tab lands on the checked one, the arrow keys move the rating, each saved at once.
    const stars = dialog.getByRole("group", { name: "Rating" });
    await pressUntilFocused(page, stars.getByRole("radio", { name: "2 stars" }));
    expect(await stars.getByRole("radio", { name: "2 stars" }).isChecked()).toBe(true);
    await page.keyboard.press("ArrowRight");
    await visible(page.getByText("3 of 5 stars."));
    await page.keyboard.press("ArrowRight");
    await visible(page.getByText("4 of 5 stars."));
    expect(await stars.getByRole("radio", { name: "4 stars" }).isChecked()).toBe(true);
    expect(await focusedIn(page, stars.getByRole("radio", { name: "4 stars" }))).toBe(true);
    await expect.poll(() => stars.locator(".text-amber-500").count()).toBe(4);
    await expect
      .poll(
        async () =>
          (
            await db
              .selectFrom("job_applications")
              .select("rating")
              .where("id", "=", chitra.applicationId)
              .executeTakeFirstOrThrow()
          ).rating,
      )
      .toBe(4);
    // The card behind the dialog has the new stars.
    await visible(chitraCard.getByText("Rated 4 of 5"));

    // A note.
    const noteText = "Spoke on the phone: 4 years of NOC nights, can join in 30 days.";
    const noteBox = dialog.getByLabel("Add a note");
    await pressUntilFocused(page, noteBox);
    await page.keyboard.type(noteText);
    await pressUntilFocused(page, dialog.getByRole("button", { name: "Save note" }));
    await page.keyboard.press("Enter");
    await visible(page.getByText("Note saved"));
    await visible(dialog.getByRole("listitem").filter({ hasText: noteText }));
    await visible(dialog.getByText(demoAccounts.employer.email));
    await expect.poll(() => noteBox.inputValue()).toBe("");
    const notes = await db
      .selectFrom("application_notes")
      .select(["body", "author_email"])
      .where("application_id", "=", chitra.applicationId)
      .execute();
    expect(notes).toEqual([{ body: noteText, author_email: demoAccounts.employer.email }]);
    await visible(chitraCard.getByText("1 note", { exact: true }));

    // An interview: the form opens from its <details> summary with Enter.
    const day = indiaDay(2);
    const [year, month, date] = day.split("-");
    const schedule = dialog.locator("details").filter({ has: page.getByText("Schedule an interview") });
    await pressUntilFocused(page, schedule.locator("summary"));
    await page.keyboard.press("Enter");
    await expect.poll(() => schedule.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);
    const dateInput = schedule.getByLabel("Date", { exact: true });
    await pressUntilFocused(page, dateInput);
    // Chromium's date input in the en-US locale: month, day, year.
    await page.keyboard.type(`${month}${date}${year}`);
    expect(await dateInput.inputValue()).toBe(day);
    const timeInput = schedule.getByLabel("Time (IST)");
    await pressUntilFocused(page, timeInput);
    await page.keyboard.type("0230P");
    expect(await timeInput.inputValue()).toBe("14:30");
    const duration = schedule.getByLabel("Duration");
    await pressUntilFocused(page, duration);
    await page.keyboard.press("4");
    expect(await duration.inputValue()).toBe("45");
    expect(await schedule.getByLabel("How").inputValue()).toBe("video");
    await pressUntilFocused(page, schedule.getByLabel("Video call link"));
    await page.keyboard.type("https://meet.example.com/chitra-noc");
    await pressUntilFocused(page, schedule.getByLabel("Interviewer"));
    await page.keyboard.type("Ravi Menon");
    await pressUntilFocused(page, schedule.getByLabel("Instructions for the candidate"));
    await page.keyboard.type("Join five minutes early.");
    await pressUntilFocused(page, schedule.getByRole("button", { name: "Schedule and invite" }));
    await page.keyboard.press("Enter");
    const when = formatInterviewTime(indiaInstant(day, "14:30"));
    expect(when).toMatch(/, 2:30 pm IST$/);
    await visible(page.getByText(`The candidate was invited for ${when}.`));
    const shown = dialog.getByRole("listitem").filter({ hasText: `${when} · 45 min` });
    await visible(shown);
    await visible(shown.getByText("Video call · https://meet.example.com/chitra-noc · with Ravi Menon"));
    // The form closed behind it, emptied, focus on its summary: a second Enter sends nothing.
    await expect.poll(() => schedule.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false);
    expect(await focusedIn(page, schedule.locator("summary"))).toBe(true);
    expect(await dateInput.inputValue()).toBe("");
    const interviews = await db
      .selectFrom("interviews")
      .select(["starts_at", "duration_minutes", "mode", "meeting_link", "interviewer_name", "status"])
      .where("application_id", "=", chitra.applicationId)
      .execute();
    expect(interviews).toEqual([
      {
        starts_at: indiaInstant(day, "14:30"),
        duration_minutes: 45,
        mode: "video",
        meeting_link: "https://meet.example.com/chitra-noc",
        interviewer_name: "Ravi Menon",
        status: "scheduled",
      },
    ]);
    const mail = await latestMailTo(e2e.server.services, chitra.email);
    expect(mail?.subject).toBe(`Interview scheduled: ${JOB_TITLE} at ${COMPANY}`);
    expect(mail?.text_body).toContain(when);
    expect(mail?.text_body).toContain("/my-applications");
    expect(mail?.calendar).toContain("BEGIN:VCALENDAR");
    expect(mail?.calendar).toContain("METHOD:REQUEST");
    expect(mail?.calendar).toContain(`DTSTART;TZID=Asia/Kolkata:${year}${month}${date}T143000`);

    // On to the next applicant, the filter kept.
    await pressUntilFocused(page, dialog.getByRole("link", { name: "Next application" }), "Shift+Tab");
    await page.keyboard.press("Enter");
    const next = page.getByRole("dialog", { name: "Dev Mehta" });
    await visible(next.getByText("Dev has kept NOC shifts for years."));
    const stepped = new URL(page.url()).searchParams;
    expect(Object.fromEntries(Object.keys(filter).map((name) => [name, stepped.get(name)]))).toEqual(filter);
    expect(stepped.get("application")).toBe(applicants.Dev.applicationId);
    // Dev's own panel: his two stars, no notes, no interview.
    expect(await next.getByRole("radio", { name: "2 stars" }).isChecked()).toBe(true);
    await visible(next.getByText("No notes yet."));
    await visible(next.getByText("No interview scheduled."));
    // Back to Chitra: what was done is there.
    await pressUntilFocused(page, next.getByRole("link", { name: "Previous application" }), "Shift+Tab");
    await page.keyboard.press("Enter");
    await visible(dialog.getByText(noteText));
    expect(await dialog.getByRole("radio", { name: "4 stars" }).isChecked()).toBe(true);
    // Escape closes the dialog, the filter still in the address.
    await page.keyboard.press("Escape");
    await page.waitForURL((url) => !url.searchParams.has("application"));
    const closed = new URL(page.url()).searchParams;
    expect(Object.fromEntries(Object.keys(filter).map((name) => [name, closed.get(name)]))).toEqual(filter);
    // The address changes before the new list is drawn: wait for it.
    await expect.poll(() => cardNames(page)).toEqual(["Bala Kumar", "Chitra Rao", "Dev Mehta"]);
    await context.close();
  });

  it("never shows the candidate a note or a rating: not the page, its .data, the API or the export", async () => {
    const { esha, note } = await eshaWithInterview();
    const cookie = await libraryCookie(e2e.server, esha);
    const asked = [
      "/my-applications",
      "/my-applications.data",
      "/my-applications.data?_routes=routes%2Fmy-applications",
      "/api/v1/me/applications",
      "/profile/export",
    ];
    for (const url of asked) {
      const response = await fetch(e2e.server.baseUrl + url, { headers: { cookie }, redirect: "manual" });
      const body = await response.text();
      expect(response.status, url).toBe(200);
      // The candidate's own application and interview are there…
      if (url !== "/profile/export") {
        expect(body, url).toContain(JOB_TITLE);
        expect(body, url).toContain("https://meet.example.com/esha-noc");
      } else expect(body, url).toContain(esha.email);
      // …the recruiter's note and stars are not.
      expect(body, url).not.toContain(note);
      expect(body, url).not.toContain("weak on BGP");
      expect(body.toLowerCase(), url).not.toContain("rating");
      expect(body, url).not.toContain("application_notes");
    }
  });

  it("shows the candidate the interview in IST, a cancelled one as cancelled, and the status history with dates", async () => {
    const { esha, when } = await eshaWithInterview();
    const { employerCookie } = await workflowFixture();
    const { db } = e2e.server.services;
    // A second interview, in person, called off; then the status moves.
    const day = indiaDay(3);
    await postTab(employerCookie, {
      intent: "schedule",
      applicationId: esha.applicationId,
      date: day,
      time: "16:15",
      duration_minutes: "60",
      mode: "in_person",
      location: "Vistaar House, Baner Road, Pune",
      interviewer_name: "Sunita Joshi",
    });
    const called = await db
      .selectFrom("interviews")
      .select("id")
      .where("application_id", "=", esha.applicationId)
      .where("interviewer_name", "=", "Sunita Joshi")
      .executeTakeFirstOrThrow();
    await postTab(employerCookie, { intent: "cancel-interview", interviewId: called.id });
    expect((await latestMailTo(e2e.server.services, esha.email))?.calendar).toContain("METHOD:CANCEL");
    await postTab(employerCookie, { applicationId: esha.applicationId, status: "submitted" });
    const change = await db
      .selectFrom("application_status_changes")
      .select("changed_at")
      .where("application_id", "=", esha.applicationId)
      .executeTakeFirstOrThrow();
    const cancelledWhen = formatInterviewTime(indiaInstant(day, "16:15"));

    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { viewport });
      await giveCookies(context, e2e.server.baseUrl, await libraryCookie(e2e.server, esha));
      await page.goto("/my-applications");
      await pageReady(page);
      const card = page.locator("article").filter({ hasText: JOB_TITLE });
      await visible(card.getByText("shortlisted"));
      await visible(card.getByRole("heading", { name: "Interviews" }));
      const upcoming = card.getByRole("listitem").filter({ hasText: `${when} · 30 minutes` });
      await visible(upcoming);
      expect(when).toMatch(/, 11:00 am IST$/);
      await visible(upcoming.getByText("Video call · with Ravi Menon"));
      await visible(upcoming.getByRole("link", { name: "Join the video call" }));
      await visible(upcoming.getByText("Keep your CCNA certificate at hand."));
      const cancelled = card.getByRole("listitem").filter({ hasText: cancelledWhen });
      await visible(cancelled.getByText("Cancelled:"));
      await visible(cancelled.getByText(`${cancelledWhen} · 60 minutes`));
      // A called-off interview gives no link or instructions to follow.
      expect(await cancelled.getByRole("link").count()).toBe(0);
      await visible(cancelled.getByText("In person at Vistaar House, Baner Road, Pune · with Sunita Joshi"));
      // The history, under its summary.
      await card.getByText("Status history").click();
      const history = card.locator("ol");
      await visible(history);
      expect((await history.getByRole("listitem").allTextContents()).map((line) => line.trim())).toEqual([
        `Applied · ${formatDate(new Date(Date.UTC(2026, 2, 5, 5, 0)))}`,
        `Shortlisted · ${formatDate(change.changed_at)}`,
      ]);
      await context.close();
    }
  });

  it("lists the week's interviews on the Interviews tab for their employer only", async () => {
    const { esha, when } = await eshaWithInterview();
    const { db, auth } = e2e.server.services;
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: DESKTOP });
    await giveCookies(context, e2e.server.baseUrl, await libraryCookie(e2e.server, demoAccounts.employer));
    await page.goto("/employer-dashboard/interviews?range=week");
    await pageReady(page);
    await visible(page.getByRole("heading", { name: "Interviews in the next 7 days" }));
    const tabs = page.getByRole("navigation", { name: "Interviews shown" });
    expect(await tabs.getByRole("link", { name: "This week" }).getAttribute("aria-current")).toBe("page");
    const row = page.getByRole("listitem").filter({ hasText: when });
    await visible(row);
    const link = row.getByRole("link", { name: esha.name });
    await visible(link);
    expect(await link.getAttribute("href")).toContain(`application=${esha.applicationId}`);
    await visible(row.getByText(JOB_TITLE));
    await visible(row.getByText("Video call · with Ravi Menon"));
    // A cancelled interview is not on the list.
    const cancelled = await db
      .selectFrom("interviews")
      .select("starts_at")
      .where("status", "=", "cancelled")
      .execute();
    for (const { starts_at } of cancelled)
      expect(await page.getByText(formatInterviewTime(starts_at)).count()).toBe(0);
    // Tomorrow's is not today's.
    await tabs.getByRole("link", { name: "Today" }).click();
    await visible(page.getByRole("heading", { name: "Today's interviews" }));
    expect(await page.getByText(when).count()).toBe(0);
    // The link opens the application.
    await page.goto("/employer-dashboard/interviews?range=week");
    await page.getByRole("listitem").filter({ hasText: when }).getByRole("link", { name: esha.name }).click();
    await visible(page.getByRole("dialog", { name: esha.name }).getByText(`${when} · 30 min`));
    await context.close();

    // Another employer sees none of it.
    const email = `rival-recruiter.${Date.now()}@example.com`;
    const password = "rival-recruiter-1";
    const { user } = await auth.api.signUpEmail({ body: { email, password, name: "" } });
    await db.insertInto("user_roles").values({ user_id: user.id, email, role: "moderator" }).execute();
    const rival = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: PHONE });
    await giveCookies(
      rival.context,
      e2e.server.baseUrl,
      await libraryCookie(e2e.server, { email, password }),
    );
    await rival.page.goto("/employer-dashboard/interviews?range=week");
    await visible(rival.page.getByText("No interviews in the next 7 days."));
    expect(await rival.page.getByText(esha.name).count()).toBe(0);
    await rival.context.close();
  });

  it("rates, adds a note and schedules without JavaScript: the forms post and the page comes back", async () => {
    const { jobId, applicants } = await workflowFixture();
    const farah = applicants.Farah;
    const { db } = e2e.server.services;
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, {
      viewport: PHONE,
      javaScript: false,
    });
    await giveCookies(context, e2e.server.baseUrl, await libraryCookie(e2e.server, demoAccounts.employer));
    const address = `${APPLICATIONS}?job=${jobId}&status=submitted&candidate=${farah.profileId}&application=${farah.applicationId}`;
    await page.goto(address);
    const dialog = page.getByRole("dialog", { name: farah.name });
    await visible(dialog.getByRole("heading", { name: "Your notes and interviews" }));
    expect(await dialog.getByRole("radio", { name: "5 stars" }).isChecked()).toBe(true);

    await dialog.getByRole("radio", { name: "3 stars" }).check();
    await dialog.getByRole("button", { name: "Save rating" }).click();
    await page.waitForLoadState("load");
    const after = page.getByRole("dialog", { name: farah.name });
    await visible(after.getByRole("heading", { name: "Your notes and interviews" }));
    expect(await after.getByRole("radio", { name: "3 stars" }).isChecked()).toBe(true);
    expect(await after.getByRole("group", { name: "Rating" }).locator(".text-amber-500").count()).toBe(3);
    const stored = await db
      .selectFrom("job_applications")
      .select("rating")
      .where("id", "=", farah.applicationId)
      .executeTakeFirstOrThrow();
    expect(stored.rating).toBe(3);
    expect(new URL(page.url()).searchParams.get("status")).toBe("submitted");

    const noteText = "No JavaScript here: she asked for a night-shift allowance.";
    await after.getByLabel("Add a note").fill(noteText);
    await after.getByRole("button", { name: "Save note" }).click();
    await page.waitForLoadState("load");
    await visible(page.getByRole("dialog", { name: farah.name }).getByText(noteText));
    const notes = await db
      .selectFrom("application_notes")
      .select("body")
      .where("application_id", "=", farah.applicationId)
      .execute();
    expect(notes.map((note) => note.body)).toEqual([noteText]);
    // The list behind shows the new stars and the count of notes.
    const card = page
      .getByRole("listitem")
      .filter({ hasText: farah.name })
      .filter({
        has: page.getByRole("link", { name: "View Full Profile" }),
      });
    await visible(card.getByText("Rated 3 of 5"));
    await visible(card.getByText("1 note", { exact: true }));

    // A refused interview comes back with its message and what was typed, in its opened form.
    const day = indiaDay(2);
    const schedule = () =>
      page
        .getByRole("dialog", { name: farah.name })
        .locator("details")
        .filter({ has: page.getByText("Schedule an interview") });
    await schedule().getByText("Schedule an interview").click();
    await schedule().getByLabel("Date", { exact: true }).fill(day);
    await schedule().getByLabel("Time (IST)").fill("15:00");
    await schedule().getByLabel("Video call link").fill("http://meet.example.com/farah");
    await schedule().getByLabel("Interviewer").fill("Ravi Menon");
    await schedule().getByRole("button", { name: "Schedule and invite" }).click();
    await page.waitForLoadState("load");
    await visible(schedule().getByText("Please enter the video call's link, starting with https://."));
    expect(await schedule().evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);
    expect(await schedule().getByLabel("Interviewer").inputValue()).toBe("Ravi Menon");
    expect(await schedule().getByLabel("Date", { exact: true }).inputValue()).toBe(day);
    expect(await schedule().getByLabel("Video call link").getAttribute("aria-invalid")).toBe("true");
    const none = await db
      .selectFrom("interviews")
      .select("id")
      .where("application_id", "=", farah.applicationId)
      .execute();
    expect(none).toEqual([]);
    await schedule().getByLabel("Video call link").fill("https://meet.example.com/farah");
    await schedule().getByRole("button", { name: "Schedule and invite" }).click();
    await page.waitForLoadState("load");
    const when = formatInterviewTime(indiaInstant(day, "15:00"));
    await visible(page.getByRole("dialog", { name: farah.name }).getByText(`${when} · 30 min`));
    const stored2 = await db
      .selectFrom("interviews")
      .select(["starts_at", "meeting_link"])
      .where("application_id", "=", farah.applicationId)
      .execute();
    expect(stored2).toEqual([
      { starts_at: indiaInstant(day, "15:00"), meeting_link: "https://meet.example.com/farah" },
    ]);
    await context.close();
  });

  it("takes screenshots of the tab, the dialog's panel, the schedule form, the Interviews tab and My Applications", async () => {
    const { jobId, applicants } = await workflowFixture();
    const { esha } = await eshaWithInterview();
    const chitra = applicants.Chitra;
    mkdirSync(SHOTS, { recursive: true });
    const shot = (name: string) => path.join(SHOTS, `${name}.png`);
    for (const [viewport, width] of [
      [PHONE, 390],
      [DESKTOP, 1280],
    ] as const) {
      const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { viewport });
      await giveCookies(context, e2e.server.baseUrl, await libraryCookie(e2e.server, demoAccounts.employer));
      await page.goto(`${APPLICATIONS}?job=${jobId}&sort=rating`);
      await pageReady(page);
      await visible(page.getByText("Rated 4 of 5").first());
      await page.screenshot({ path: shot(`applications-tab-${width}`), fullPage: true });
      const narrow = width === 390;
      if (narrow) expect(await layoutProblems(page, page.locator("main"))).toEqual([]);

      // The dialog scrolls inside the viewport: a tall viewport shows the whole panel.
      await page.goto(`${APPLICATIONS}?job=${jobId}&sort=rating&application=${chitra.applicationId}`);
      await pageReady(page);
      const dialog = page.getByRole("dialog", { name: chitra.name });
      const panel = dialog.locator("section").filter({
        has: page.getByRole("heading", { name: "Your notes and interviews" }),
      });
      await visible(panel);
      if (narrow) expect(await layoutProblems(page, panel)).toEqual([]);
      await page.screenshot({ path: shot(`dialog-${width}`) });
      await panel.scrollIntoViewIfNeeded();
      await page.screenshot({ path: shot(`dialog-panel-viewport-${width}`) });
      // The dialog is at most 92% of the viewport high: a tall one shows it whole.
      await page.setViewportSize({ width: viewport.width, height: 3600 });
      await dialog.screenshot({ path: shot(`dialog-whole-${width}`) });
      await panel.getByText("Schedule an interview").click();
      await visible(panel.getByRole("button", { name: "Schedule and invite" }));
      if (narrow) expect(await layoutProblems(page, panel)).toEqual([]);
      await dialog.screenshot({ path: shot(`dialog-schedule-form-${width}`) });
      await page.setViewportSize(viewport);
      await panel.getByRole("button", { name: "Schedule and invite" }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: shot(`dialog-schedule-form-viewport-${width}`) });

      await page.goto("/employer-dashboard/interviews?range=week");
      await pageReady(page);
      await visible(page.getByRole("link", { name: esha.name }).first());
      if (narrow) expect(await layoutProblems(page, page.locator("main"))).toEqual([]);
      await page.screenshot({ path: shot(`interviews-tab-${width}`), fullPage: true });
      await context.close();

      const candidate = await newPage(e2e.browser, e2e.server.baseUrl, { viewport });
      await giveCookies(candidate.context, e2e.server.baseUrl, await libraryCookie(e2e.server, esha));
      await candidate.page.goto("/my-applications");
      await pageReady(candidate.page);
      const summary = candidate.page.getByText("Status history");
      if (await summary.count()) await summary.first().click();
      if (narrow) expect(await layoutProblems(candidate.page, candidate.page.locator("main"))).toEqual([]);
      await candidate.page.screenshot({ path: shot(`my-applications-${width}`), fullPage: true });
      await candidate.context.close();
    }
  });
});
