// Writing to a candidate (issue #37, decision 0051), in Chromium at 390 and
// 1280 px: the employer picks a template in the application's dialog, edits
// it and sends it; the mail is in the outbox in the candidate's language with
// Reply-To the recruiter; the candidate reads it in My Applications and
// downloads their interview's calendar file, which another candidate cannot;
// the admin's templates page; and a bulk import with a syntax error names its
// line and column, once. Screenshots for a person to look at.
import { mkdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import ICAL from "ical.js";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
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
const SHOTS = process.env.CANDIDATE_MESSAGES_SHOTS ?? "/tmp/candidate-messages-shots";
const JOB_TITLE = "Message NOC Engineer";

let fixture: ReturnType<typeof makeFixture> | null = null;
/** A job of the demo employer; Meera (who reads Hindi) and Ravi applied; Meera has an interview. */
function messagesFixture() {
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
      company_name: "Bharat FibreNet Ltd.",
      location_city: "Pune",
      location_state: "Maharashtra",
      job_description: "Watch the network round the clock.",
      posted_by: employer.id,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const meera = await newCompleteCandidate(e2e.server, { first: "Meera", last: "Joshi" });
  const ravi = await newCompleteCandidate(e2e.server, { first: "Ravi", last: "Kumar" });
  await db.updateTable("user").set({ language: "hi-IN" }).where("id", "=", meera.userId).execute();
  const applicationOf = async (profileId: string) =>
    (
      await db
        .insertInto("job_applications")
        .values({ job_id: job.id, candidate_id: profileId, cover_letter: "" })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  const meeraApplication = await applicationOf(meera.profileId);
  await applicationOf(ravi.profileId);
  const interview = await db
    .insertInto("interviews")
    .values({
      application_id: meeraApplication,
      starts_at: new Date(Date.now() + 2 * 24 * 3600_000),
      duration_minutes: 45,
      mode: "phone",
      interviewer_name: "Kavita Rao",
      created_by: employer.id,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return {
    jobId: job.id,
    meera,
    meeraApplication,
    interviewId: interview.id,
    cookies: {
      employer: await libraryCookie(e2e.server, demoAccounts.employer),
      admin: await libraryCookie(e2e.server, demoAccounts.admin),
      meera: await libraryCookie(e2e.server, meera),
      ravi: await libraryCookie(e2e.server, ravi),
    },
  };
}

async function pageAs(cookie: string, viewport: { width: number; height: number }) {
  const opened = await newPage(e2e.browser, e2e.server.baseUrl, { viewport });
  await giveCookies(opened.context, e2e.server.baseUrl, cookie);
  return opened;
}

/** A screenshot of the whole page (a dialog as it is scrolled). */
async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  // From the top: a full-page picture of a scrolled page draws the sticky header over the middle.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

describe.each([
  ["390", PHONE],
  ["1280", DESKTOP],
] as const)("at %s px", (width, viewport) => {
  it("an employer writes to a candidate from a template; the mail goes in the candidate's language", async () => {
    const { jobId, meera, meeraApplication, cookies } = await messagesFixture();
    const { page, context } = await pageAs(cookies.employer, viewport);
    await page.goto(`/employer-dashboard/applications?job=${jobId}&application=${meeraApplication}`);
    await pageReady(page);
    const dialog = page.getByRole("dialog", { name: "Meera Joshi" });
    const compose = dialog.getByRole("form", { name: "Write to the candidate" });
    await compose.getByLabel("Template").selectOption({ label: "Call for interview" });
    // Meera reads Hindi: the template's Hindi words, placeholders still to fill.
    expect(await compose.getByLabel("Subject").inputValue()).toBe("{job} के लिए इंटरव्यू");
    const body = compose.getByLabel("Message");
    expect(await body.inputValue()).toMatch(/^प्रिय \{candidate\},/);
    await body.fill(`${await body.inputValue()}\n\nकृपया अपना आधार कार्ड साथ लाएँ। (${width})`);
    await compose.scrollIntoViewIfNeeded();
    await shot(page, `compose-${width}`);
    await compose.getByRole("button", { name: "Send message" }).click();
    await visible(page.getByText("Message sent").first());
    // The history under the form shows it at once (the dialog stays open).
    await visible(dialog.getByText(`${JOB_TITLE} के लिए इंटरव्यू`).first());

    const mail = await latestMailTo(e2e.server.services, meera.email);
    expect(mail?.subject).toBe(`${JOB_TITLE} के लिए इंटरव्यू`);
    expect(mail?.text_body).toMatch(/^प्रिय Meera Joshi,/);
    expect(mail?.text_body).toContain(`कृपया अपना आधार कार्ड साथ लाएँ। (${width})`);
    expect(mail?.reply_to).toBe(demoAccounts.employer.email);
    await context.close();
  });

  it("the candidate reads it in My Applications and downloads the interview's calendar file", async () => {
    const { interviewId, cookies } = await messagesFixture();
    const { page, context } = await pageAs(cookies.meera, viewport);
    await page.goto("/my-applications");
    await pageReady(page);
    const card = page.getByRole("article").filter({ hasText: JOB_TITLE });
    await visible(card.getByText(`${JOB_TITLE} के लिए इंटरव्यू`).first());
    await visible(card.getByText(`कृपया अपना आधार कार्ड साथ लाएँ। (${width})`));
    await card.getByText(`${JOB_TITLE} के लिए इंटरव्यू`).first().scrollIntoViewIfNeeded();
    await shot(page, `my-applications-messages-${width}`);

    const link = card.locator(`a[href="/my-applications/interviews/${interviewId}.ics"]`);
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    const calendar = new ICAL.Component(ICAL.parse(await readFile((await download.path())!, "utf8")));
    expect(calendar.name).toBe("vcalendar");
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect(event.summary).toBe(`Interview: ${JOB_TITLE} at Bharat FibreNet Ltd.`);
    expect(event.duration.toSeconds()).toBe(45 * 60);
    await context.close();

    // Another candidate, and the same file asked for by its address: not found.
    const other = await fetch(`${e2e.server.baseUrl}/my-applications/interviews/${interviewId}.ics`, {
      headers: { cookie: cookies.ravi },
    });
    expect(other.status).toBe(404);
    expect(other.headers.get("content-type")).not.toMatch(/calendar/);
    const own = await fetch(`${e2e.server.baseUrl}/my-applications/interviews/${interviewId}.ics`, {
      headers: { cookie: cookies.meera },
    });
    expect(own.headers.get("content-type")).toMatch(/^text\/calendar/);
    expect(own.headers.get("content-disposition")).toMatch(/^attachment; filename="interview-.*\.ics"$/);
  });

  it("the admin keeps the templates; a bulk import's syntax error names its line and column once", async () => {
    const { cookies } = await messagesFixture();
    const { page, context } = await pageAs(cookies.admin, viewport);
    await page.goto("/admin/templates");
    await pageReady(page);
    await visible(page.getByText("Call for interview"));
    await visible(page.getByText("Documents needed"));
    await visible(page.getByText("Not selected"));
    await page.getByText("Add a template").click();
    await shot(page, `admin-templates-${width}`);

    // A template is deleted after a confirmation; it is gone from the list and the table.
    const doomed = `Offer letter ${width}`;
    await e2e.server.services.db
      .insertInto("message_templates")
      .values({ name: doomed, subject_en: "Offer", body_en: "Offer.", subject_hi: "ऑफ़र", body_hi: "ऑफ़र।" })
      .execute();
    await page.goto("/admin/templates");
    await pageReady(page);
    await page.getByText(doomed).click();
    await page.getByRole("button", { name: `Delete template ${doomed}` }).click();
    const dialog = page.getByRole("dialog", { name: "Delete this template?" });
    await visible(dialog);
    await shot(page, `admin-template-delete-${width}`);
    await dialog.getByRole("button", { name: "Yes, delete" }).click();
    await visible(page.getByText("Template deleted"));
    // The toast comes with the action's answer; the list follows with the reload after it.
    await expect.poll(() => page.getByText(doomed).count()).toBe(0);
    const left = await e2e.server.services.db
      .selectFrom("message_templates")
      .select("id")
      .where("name", "=", doomed)
      .execute();
    expect(left).toEqual([]);

    await page.goto("/admin/post");
    await pageReady(page);
    await page.getByLabel("Jobs JSON").fill('[\n  {"title": "a",}\n]');
    await page.getByRole("button", { name: "Upload Bulk Jobs" }).click();
    const summary = page.locator("[data-error-summary]");
    await visible(summary);
    expect(await summary.count()).toBe(1);
    // The title, then where the mistake is: each once.
    expect((await summary.innerText()).split(/\n+/)).toEqual([
      "Failed to post bulk jobs. Check JSON format.",
      "Syntax error at line 2, column 17.",
    ]);
    await page.getByLabel("Jobs JSON").fill(JSON.stringify([{ title: "" }, { title: "" }]));
    await page.getByRole("button", { name: "Upload Bulk Jobs" }).click();
    await visible(summary.getByText("Rows were refused: no jobs were posted"));
    const rows = await summary.getByRole("listitem").allInnerTexts();
    expect(rows.filter((row) => row.startsWith("Row 1, title:"))).toHaveLength(1);
    expect(rows.filter((row) => row.startsWith("Row 2, title:"))).toHaveLength(1);
    expect(await summary.innerText()).not.toContain("No jobs were posted. Row");
    await shot(page, `bulk-import-refused-${width}`);
    await context.close();
  });
});
