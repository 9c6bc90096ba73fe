// Placements (issue #38, part C, decision 0057) in Chromium at 390 px: a
// recruiter moves a candidate to Offered from the application and lands on
// the placement form (the client's fee filled in), records the offer, then
// the joining; the order reads "1 of 2"; ending the placement early (without
// JavaScript) frees the opening again. The candidate never sees the money.
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoSeriousViolations } from "../support/axe";
import { createUser } from "../../server/domain/admin";
import type { Actor, DomainContext } from "../../server/domain/context";
import { postJob } from "../../server/domain/employer";
import { indiaDate } from "../../server/domain/jobs";
import { formatDate } from "../../common/format";
import { addDays, endPlacement, savePlacement } from "../../server/domain/placements";
import {
  demoAccounts,
  DESKTOP,
  libraryCookie,
  newCompleteCandidate,
  newPage,
  pageReady,
  PHONE,
  setupServerAndBrowser,
  // Not a React hook, though named like one.
  useCookies as giveCookies,
  visible,
} from "../support/e2e";
import { sendToClient } from "../support/submittals";

const e2e = setupServerAndBrowser();
const SHOTS = process.env.PLACEMENT_SHOTS ?? "test-results/screenshots";
const PASSWORD = "placements-pass-1";

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

async function signedIn(
  account: { email: string; password: string },
  viewport: typeof PHONE,
  javaScript = true,
) {
  const opened = await newPage(e2e.browser, e2e.server.baseUrl, { viewport, javaScript });
  await giveCookies(opened.context, e2e.server.baseUrl, await libraryCookie(e2e.server, account));
  return opened;
}

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

const formatted = (day: string) => formatDate(day);

const orderCard = (page: Page, title: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });

describe("placements", () => {
  it("records an offer and a joining through the form, counts the hire, and ends it early (390 px)", async () => {
    const { db } = e2e.server.services;
    const email = `placer-${Date.now().toString(36)}@example.com`;
    const { userId } = await createUser(ctxOf(await adminActor()), {
      email,
      password: PASSWORD,
      role: "moderator",
    });
    const recruiter: Actor = { userId, email, role: "employer" };
    const title = `Splicers ${Date.now().toString(36)}`;
    // Bharat FibreNet's contract (demo): 90 days' guarantee, a usual fee of 8.33 %.
    const jobId = await postJob(ctxOf(recruiter), {
      title,
      company_name: "Bharat FibreNet Ltd.",
      location_city: "Pune",
      location_state: "Maharashtra",
      job_description: "Splice and test fibre for home connections across Pune.",
      openings: "2",
    });
    const person = await newCompleteCandidate(e2e.server, { first: "Rekha", last: "Shinde" });
    const { id: applicationId } = await db
      .insertInto("job_applications")
      .values({ job_id: jobId, candidate_id: person.profileId, application_status: "client_interview" })
      .returning("id")
      .executeTakeFirstOrThrow();
    // The client has the profile on record (decision 0059): the offer can follow.
    await sendToClient(e2e.server.services, applicationId);
    const today = indiaDate(new Date());
    const account = { email, password: PASSWORD };

    const { page, context } = await signedIn(account, PHONE);
    const application = `/employer-dashboard/applications?job=${jobId}&application=${applicationId}`;
    await page.goto(application);
    await pageReady(page);
    const dialog = page.getByRole("dialog");
    await visible(dialog.getByRole("heading", { name: "Offer and placement" }));
    await visible(dialog.getByText("No offer recorded yet."));

    // Choosing Offered leads to the placement form; nothing has moved yet.
    await dialog.getByLabel(/^Status of/).selectOption("offered");
    await page.waitForURL(`**/employer-dashboard/applications/${applicationId}/placement?stage=offered`);
    await pageReady(page);
    await visible(page.getByRole("heading", { name: "Record the offer" }));
    expect(await page.getByLabel("Fee (% of CTC)").inputValue()).toBe("8.33");
    expect(await page.getByLabel("Stage", { exact: true }).inputValue()).toBe("offered");
    // A CTC that is no number is refused under its field, nothing written.
    await page.getByLabel("Annual CTC (LPA)").fill("twelve");
    await page.getByRole("button", { name: "Save placement" }).click();
    await visible(page.getByText("Please enter the annual CTC in LPA, such as 12.5.").first());
    expect(
      await db.selectFrom("placements").select("id").where("application_id", "=", applicationId).execute(),
    ).toEqual([]);
    await page.getByLabel("Annual CTC (LPA)").fill("12.5");
    await page.getByLabel("Expected joining date").fill(today);
    await shot(page, "placement-form-390");
    await page.getByRole("button", { name: "Save placement" }).click();
    await page.waitForURL(`**${application}`);
    await pageReady(page);
    const panel = page.getByRole("dialog").locator("[data-placement-panel]");
    await visible(panel.getByText("₹12.5 LPA"));
    await visible(panel.getByText("₹1,04,125 (8.33%)"));
    await shot(page, "placement-application-390");
    await expectNoSeriousViolations(page, "application with its placement at 390");
    // The form and the application at 1280 px.
    const wide = await signedIn(account, DESKTOP);
    await wide.page.goto(`/employer-dashboard/applications/${applicationId}/placement`);
    await pageReady(wide.page);
    await shot(wide.page, "placement-form-1280");
    await wide.page.goto(application);
    await pageReady(wide.page);
    await visible(wide.page.getByRole("dialog").locator("[data-placement-panel]"));
    await shot(wide.page, "placement-application-1280");
    await wide.context.close();

    // Then the joining: the same form, at Joined, with the day.
    await panel.getByRole("link", { name: "Change or end the placement" }).click();
    await page.waitForURL(`**/employer-dashboard/applications/${applicationId}/placement`);
    await page.getByLabel("Stage", { exact: true }).selectOption("joined");
    await page.getByLabel("Joining date", { exact: true }).fill(today);
    await page.getByRole("button", { name: "Save placement" }).click();
    await page.waitForURL(`**${application}`);
    await visible(page.getByRole("dialog").locator("[data-placement-panel]").getByText("Guarantee ends"));
    const stage = await db
      .selectFrom("job_applications")
      .select("application_status")
      .where("id", "=", applicationId)
      .executeTakeFirstOrThrow();
    expect(stage.application_status).toBe("joined");

    await page.goto("/employer-dashboard/orders");
    await visible(orderCard(page, title).getByText("1 of 2"));
    await context.close();

    // The candidate reads the stage's word, never the money.
    const candidate = await signedIn(person, PHONE, false);
    await candidate.page.goto("/my-applications");
    const body = await candidate.page.locator("main").innerText();
    expect(body).toContain(title);
    for (const secret of ["12.5", "1,04,125", "8.33", "LPA", "Guarantee"]) expect(body).not.toContain(secret);
    await candidate.context.close();

    // Ended early, without JavaScript: inside the guarantee, so the opening is free again.
    const plain = await signedIn(account, PHONE, false);
    await plain.page.goto(`/employer-dashboard/applications/${applicationId}/placement`);
    await visible(plain.page.getByRole("heading", { name: "End placement" }));
    await plain.page.getByLabel("Why it ended").selectOption("left");
    await plain.page.getByLabel("Last working day").fill(today);
    await plain.page.getByRole("button", { name: "End placement" }).click();
    await plain.page.waitForLoadState("load");
    await visible(plain.page.getByRole("status").getByText("Placement ended"));
    await visible(plain.page.locator('[data-placement="ended"]').getByText(`Left`));
    await plain.page.goto("/employer-dashboard/orders");
    await visible(orderCard(plain.page, title).getByText("0 of 2"));
    await plain.context.close();
  });
  it("links a replacement and the hire it replaces both ways; an admin credits another recruiter (390 and 1280 px)", async () => {
    const { db } = e2e.server.services;
    const email = `replacer-${Date.now().toString(36)}@example.com`;
    const { userId } = await createUser(ctxOf(await adminActor()), {
      email,
      password: PASSWORD,
      role: "moderator",
    });
    const recruiter: Actor = { userId, email, role: "employer" };
    const title = `Riggers ${Date.now().toString(36)}`;
    const jobId = await postJob(ctxOf(recruiter), {
      title,
      company_name: "Bharat FibreNet Ltd.",
      location_city: "Nashik",
      location_state: "Maharashtra",
      job_description: "Climb and align towers across Nashik district.",
      openings: "1",
    });
    const apply = async (first: string, last: string) => {
      const person = await newCompleteCandidate(e2e.server, { first, last });
      return (
        await db
          .insertInto("job_applications")
          .values({ job_id: jobId, candidate_id: person.profileId, application_status: "client_interview" })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    };
    // The first hire joined three weeks ago and left inside the guarantee: replaced.
    const leaver = await apply("Mahesh", "Kale");
    const today = indiaDate(new Date());
    const { id: leaverPlacement } = await savePlacement(ctxOf(recruiter), leaver, {
      stage: "joined",
      ctc_lpa: "4.8",
      fee_type: "percent",
      fee_percent: "8.33",
      joined_on: addDays(today, -21),
    });
    await endPlacement(ctxOf(recruiter), leaverPlacement, {
      reason: "replaced",
      ended_on: addDays(today, -1),
    });

    // The recruiter records the next hire's offer on the form: it is the replacement.
    const next = await apply("Sachin", "Gaikwad");
    const account = { email, password: PASSWORD };
    const { page, context } = await signedIn(account, PHONE);
    await page.goto(`/employer-dashboard/applications/${next}/placement?stage=offered`);
    await pageReady(page);
    await page.getByLabel("Annual CTC (LPA)").fill("5");
    await page.getByRole("button", { name: "Save placement" }).click();
    await page.waitForURL(`**/employer-dashboard/applications?job=${jobId}&application=${next}`);
    const panel = page.getByRole("dialog").locator("[data-placement-panel]");
    await visible(panel.locator("[data-replaces]").getByRole("link", { name: "Mahesh Kale" }));
    const stored = await db
      .selectFrom("placements")
      .select(["replacement_for", "recruiter_id"])
      .where("application_id", "=", next)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ replacement_for: leaverPlacement, recruiter_id: userId });

    await page.goto(`/employer-dashboard/applications/${next}/placement`);
    await pageReady(page);
    const replaces = page.locator("[data-replaces]");
    await visible(replaces.getByText(`(left ${formatted(addDays(today, -1))}, inside the guarantee)`));
    // A recruiter does not choose who is credited.
    expect(await page.getByRole("heading", { name: "Credited recruiter" }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, "placement-replaces-390");
    // And back: the leaver's placement names its replacement.
    await replaces.getByRole("link", { name: "Mahesh Kale" }).click();
    await page.waitForURL(`**/employer-dashboard/applications/${leaver}/placement`);
    await visible(page.locator("[data-replaced-by]").getByRole("link", { name: "Sachin Gaikwad" }));
    await shot(page, "placement-replaced-by-390");
    await context.close();

    // An admin, at 1280 px, credits the replacement to the demo recruiter; the audit log keeps it.
    const admin = await signedIn(demoAccounts.admin, DESKTOP);
    await admin.page.goto(`/employer-dashboard/applications/${next}/placement`);
    await pageReady(admin.page);
    await visible(admin.page.locator("[data-replaces]").getByRole("link", { name: "Mahesh Kale" }));
    await admin.page
      .getByLabel("Recruiter", { exact: true })
      .selectOption({ label: demoAccounts.employer.email });
    await shot(admin.page, "placement-replaces-admin-1280");
    await admin.page.getByRole("button", { name: "Change recruiter" }).click();
    await visible(admin.page.getByText("Recruiter changed").first());
    const demoRecruiter = await db
      .selectFrom("user")
      .select("id")
      .where("email", "=", demoAccounts.employer.email)
      .executeTakeFirstOrThrow();
    const credited = await db
      .selectFrom("placements")
      .select("recruiter_id")
      .where("application_id", "=", next)
      .executeTakeFirstOrThrow();
    expect(credited.recruiter_id).toBe(demoRecruiter.id);
    const logged = await db
      .selectFrom("audit_log")
      .select("details")
      .where("action", "=", "placement.recruiter")
      .where(
        "target",
        "=",
        (
          await db
            .selectFrom("placements")
            .select("id")
            .where("application_id", "=", next)
            .executeTakeFirstOrThrow()
        ).id,
      )
      .execute();
    expect(logged.map((row) => row.details)).toEqual([
      { application_id: next, from: userId, to: demoRecruiter.id },
    ]);
    await admin.page.goto(`/employer-dashboard/applications/${leaver}/placement`);
    await visible(admin.page.locator("[data-replaced-by]").getByRole("link", { name: "Sachin Gaikwad" }));
    await shot(admin.page, "placement-replaced-by-1280");
    await admin.context.close();
  });
});
