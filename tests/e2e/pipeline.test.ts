// The hiring pipeline's board (issue #37, decision 0050), in Chromium at 390
// and 1280 px: a candidate moved through every stage by keyboard (Offered and
// Joined through the placement form, decision 0057), another
// without JavaScript (select and button, and the bulk form with a
// rejection's reason), and what each candidate then reads on My Applications.
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { indiaDate } from "../../server/domain/jobs";
import { savePlacement } from "../../server/domain/placements";
import { pageScale } from "../support/page-weight";
import {
  demoAccounts,
  DESKTOP,
  libraryCookie,
  newCompleteCandidate,
  newPage,
  pageReady,
  PHONE,
  setupServerAndBrowser,
  useCookies as giveCookies,
  visible,
} from "../support/e2e";

const e2e = setupServerAndBrowser();
const SHOTS = process.env.PIPELINE_SHOTS ?? "test-results/screenshots";
const JOB_TITLE = "Pipeline Fibre Splicer";

const stages = ["applied", "screening", "submitted", "client_interview", "offered", "joined"] as const;
/** What the candidate reads at each of those stages. */
const words = ["Under review", "Under review", "Shortlisted", "Interview", "Offer", "Joined"];

interface Person {
  name: string;
  email: string;
  password: string;
  applicationId: string;
}

let fixture: Promise<{ jobId: string; people: Record<string, Person> }> | undefined;
function pipelineFixture() {
  fixture ??= (async () => {
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
        job_description: "Splice fibre in Pune.",
        posted_by: employer.id,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const people: Record<string, Person> = {};
    for (const [first, last] of [
      ["Kiran", "Joshi"],
      ["Lata", "Kulkarni"],
      ["Mohan", "Patil"],
      ["Nisha", "Rane"],
    ] as const) {
      const candidate = await newCompleteCandidate(e2e.server, { first, last });
      const application = await db
        .insertInto("job_applications")
        .values({ job_id: job.id, candidate_id: candidate.profileId, rating: first === "Kiran" ? 4 : null })
        .returning("id")
        .executeTakeFirstOrThrow();
      people[first] = { name: `${first} ${last}`, ...candidate, applicationId: application.id };
    }
    return { jobId: job.id, people };
  })();
  return fixture;
}

/** The demo employer as a domain actor, for what a test records directly. */
async function demoEmployer() {
  const { id } = await e2e.server.services.db
    .selectFrom("user")
    .select("id")
    .where("email", "=", demoAccounts.employer.email)
    .executeTakeFirstOrThrow();
  return { userId: id, email: demoAccounts.employer.email, role: "employer" as const };
}

const stageOf = async (applicationId: string) =>
  (
    await e2e.server.services.db
      .selectFrom("job_applications")
      .select("application_status")
      .where("id", "=", applicationId)
      .executeTakeFirstOrThrow()
  ).application_status;

async function signedIn(
  account: { email: string; password: string },
  options: Parameters<typeof newPage>[2],
) {
  const opened = await newPage(e2e.browser, e2e.server.baseUrl, options);
  await giveCookies(opened.context, e2e.server.baseUrl, await libraryCookie(e2e.server, account));
  return opened;
}

/** The candidate's My Applications card for the job: its badge's words. */
async function candidateSees(page: Page) {
  await page.goto("/my-applications");
  const card = page.getByRole("article").filter({ hasText: JOB_TITLE });
  return (await card.locator("[data-status]").first().innerText()).trim();
}

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });
}

describe("the pipeline board", () => {
  it("moves a candidate through every stage by keyboard (1280 px); the candidate reads plain words", async () => {
    const { jobId, people } = await pipelineFixture();
    const kiran = people.Kiran!;
    const board = await signedIn(demoAccounts.employer, { viewport: DESKTOP });
    const candidate = await signedIn(kiran, { viewport: DESKTOP, javaScript: false });
    const { page } = board;
    await page.goto(`/employer-dashboard/jobs/${jobId}/pipeline`);
    await pageReady(page);
    await visible(page.getByRole("heading", { name: "Submitted to client" }));
    const card = page.locator(`[data-card="${kiran.applicationId}"]`);
    await visible(page.locator('[data-column="applied"]').getByText(kiran.name));
    await visible(card.getByText("0 days in stage"));
    await shot(page, "pipeline-employer-1280");
    expect(await candidateSees(candidate.page)).toBe("Under review");

    // A card dragged to another column moves there (HTML5 drag and drop).
    const mohan = people.Mohan!;
    await page
      .locator(`[data-card="${mohan.applicationId}"]`)
      .dragTo(page.locator('[data-column="screening"]'));
    await expect.poll(() => stageOf(mohan.applicationId)).toBe("screening");
    await visible(page.locator(`[data-column="screening"] [data-card="${mohan.applicationId}"]`));

    await card.focus();
    for (const [index, stage] of stages.entries()) {
      // Offered and Joined are recorded on the placement form (decision 0057): below.
      if (index === 0 || stage === "offered" || stage === "joined") continue;
      await page.keyboard.press("ArrowRight");
      await visible(page.locator(`[data-column="${stage}"] [data-card="${kiran.applicationId}"]`));
      await expect.poll(() => stageOf(kiran.applicationId)).toBe(stage);
      // The move is announced, and the card keeps the focus in its new column.
      const label = await page
        .locator(`#heading-${stage}`)
        .evaluate((heading) => heading.firstChild?.textContent);
      await expect
        .poll(() => page.locator("[data-announcement]").innerText())
        .toBe(`${kiran.name} moved to ${label}.`);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-card")))
        .toBe(kiran.applicationId);
      expect(await candidateSees(candidate.page)).toBe(words[index]);
    }
    // A step on to Offered opens the placement form; the offer and the joining are recorded there.
    await page.keyboard.press("ArrowRight");
    await page.waitForURL(
      `**/employer-dashboard/applications/${kiran.applicationId}/placement?stage=offered`,
    );
    expect(await stageOf(kiran.applicationId)).toBe("client_interview");
    const employerCtx = {
      services: e2e.server.services,
      db: e2e.server.services.db,
      actor: await demoEmployer(),
      clientIp: "unknown",
    };
    const offer = { ctc_lpa: "6.5", fee_type: "percent", fee_percent: "8.33" };
    await savePlacement(employerCtx, kiran.applicationId, { ...offer, stage: "offered" });
    expect(await candidateSees(candidate.page)).toBe("Offer");
    await savePlacement(employerCtx, kiran.applicationId, {
      ...offer,
      stage: "joined",
      joined_on: indiaDate(new Date()),
    });
    expect(await candidateSees(candidate.page)).toBe("Joined");
    await page.goto(`/employer-dashboard/jobs/${jobId}/pipeline`);
    await pageReady(page);
    await page.locator(`[data-card="${kiran.applicationId}"]`).focus();
    // Left steps back; then rejected by keyboard alone: the card's select (with the reason) and its Move button.
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => stageOf(kiran.applicationId)).toBe("offered");
    await visible(page.locator(`[data-column="offered"] [data-card="${kiran.applicationId}"]`));
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-card")))
      .toBe(kiran.applicationId);
    const select = page.getByLabel(`Stage of ${kiran.name}`);
    await select.focus();
    await select.selectOption("rejected:client_rejected");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect.poll(() => stageOf(kiran.applicationId)).toBe("rejected");
    await visible(page.locator(`[data-column="rejected"] [data-card="${kiran.applicationId}"]`));
    expect(await candidateSees(candidate.page)).toBe("Not selected");

    // Every move is kept, and shown on the application with who and the reason.
    await page.goto(`/employer-dashboard/applications?job=${jobId}&application=${kiran.applicationId}`);
    const history = page.getByRole("dialog").locator("[data-stage-history] li");
    await expect.poll(() => history.count()).toBe(7);
    expect(await history.first().innerText()).toContain("Offered → Rejected · Client rejected");
    expect(await history.first().innerText()).toContain(demoAccounts.employer.email);
    await board.context.close();
    await candidate.context.close();
  });

  it("moves cards without JavaScript (390 px): a card's select and button, and several checked at once", async () => {
    const { jobId, people } = await pipelineFixture();
    const lata = people.Lata!;
    const { page, context } = await signedIn(demoAccounts.employer, { viewport: PHONE, javaScript: false });
    const candidate = await signedIn(lata, { viewport: PHONE, javaScript: false });
    const address = `/employer-dashboard/jobs/${jobId}/pipeline`;
    await page.goto(address);
    // On a phone every stage's count is in view above the columns.
    const counts = page.getByRole("navigation", { name: "Candidates per stage" });
    for (const stage of ["Applied", "Screening", "Joined", "Rejected"])
      expect(await counts.getByRole("link", { name: new RegExp(`^${stage}`) }).isVisible()).toBe(true);
    await shot(page, "pipeline-employer-390");
    for (const [index, stage] of stages.entries()) {
      if (index === 0) continue;
      const card = page.locator(`[data-card="${lata.applicationId}"]`);
      await card.getByLabel(`Stage of ${lata.name}`).selectOption(stage);
      await card.getByRole("button", { name: "Move" }).click();
      await page.waitForLoadState("load");
      if (stage === "offered") {
        // Without JavaScript too, Offered leads to the placement form (decision 0057), nothing moved yet.
        await page.waitForURL(
          `**/employer-dashboard/applications/${lata.applicationId}/placement?stage=offered`,
        );
        expect(await stageOf(lata.applicationId)).toBe("client_interview");
        await page.goto(address);
        break;
      }
      await visible(page.getByText(/1 candidate moved to/));
      await visible(page.locator(`[data-column="${stage}"] [data-card="${lata.applicationId}"]`));
      expect(await stageOf(lata.applicationId)).toBe(stage);
      expect(await candidateSees(candidate.page)).toBe(words[index]);
    }

    // Two checked cards rejected at once, with a reason and a note.
    const [mohan, nisha] = [people.Mohan!, people.Nisha!];
    await page.getByLabel(`Select ${mohan.name}`).check();
    await page.getByLabel(`Select ${nisha.name}`).check();
    await page.getByLabel("Move the checked candidates to").selectOption("rejected:skills_mismatch");
    await page.getByLabel("Note (optional)").fill("Needs OTDR experience.");
    await page.getByRole("button", { name: "Move checked" }).click();
    await page.waitForLoadState("load");
    await visible(page.getByText("2 candidates moved to Rejected."));
    expect([await stageOf(mohan.applicationId), await stageOf(nisha.applicationId)]).toEqual([
      "rejected",
      "rejected",
    ]);
    const reasons = await e2e.server.services.db
      .selectFrom("application_status_changes")
      .select(["reason", "note"])
      .where("application_id", "in", [mohan.applicationId, nisha.applicationId])
      .where("to_status", "=", "rejected")
      .execute();
    expect(reasons).toEqual([
      { reason: "skills_mismatch", note: "Needs OTDR experience." },
      { reason: "skills_mismatch", note: "Needs OTDR experience." },
    ]);
    const mohanSees = await signedIn(mohan, { viewport: PHONE, javaScript: false });
    expect(await candidateSees(mohanSees.page)).toBe("Not selected");
    await mohanSees.context.close();
    await candidate.context.close();
    await context.close();
  });

  it("shows admins the board too, and keeps its scripts within the signed-in budget", async () => {
    const { jobId } = await pipelineFixture();
    for (const [viewport, name] of [
      [PHONE, "pipeline-admin-390"],
      [DESKTOP, "pipeline-admin-1280"],
    ] as const) {
      const { page, context } = await signedIn(demoAccounts.admin, { viewport });
      await page.goto(`/employer-dashboard/jobs/${jobId}/pipeline`);
      await pageReady(page);
      await visible(page.getByRole("heading", { name: `Pipeline: ${JOB_TITLE}` }));
      await shot(page, name);
      await context.close();
    }
    const weight = await pageScale(e2e.server.baseUrl)(`/employer-dashboard/jobs/${jobId}/pipeline`, {
      cookie: await libraryCookie(e2e.server, demoAccounts.employer),
    });
    expect(weight.status).toBe(200);
    expect(weight.sentJsFiles).toBeLessThanOrEqual(120 * 1024);
  });
});
