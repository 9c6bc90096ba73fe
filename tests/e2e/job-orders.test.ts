// Job orders (issue #37, decision 0052) in Chromium at 390 and 1280 px: the
// employer dashboard opens on the recruiter's open orders, what needs
// attention first; an order shows how many are placed of how many wanted, its
// new applications and its candidates by stage; editing its openings and
// priority through the job form shows on the list. The forms (the job form,
// the admin's choice of recruiter) work without JavaScript.
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoSeriousViolations } from "../support/axe";
import type { ApplicationStatus } from "../../server/db/schema";
import { createUser } from "../../server/domain/admin";
import type { Actor, DomainContext } from "../../server/domain/context";
import { postJob } from "../../server/domain/employer";
import { indiaDate } from "../../server/domain/jobs";
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
const SHOTS = "/tmp/helpers/h5-shots";
const PASSWORD = "orders-pass-1";
const DAY = 86_400_000;

let made = 0;
const unique = (what: string) => `${what} ${Date.now().toString(36)}${++made}`;
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

/** A new recruiter of the firm, with no orders yet. */
async function newRecruiter(): Promise<Actor> {
  const email = `${unique("recruiter").replace(/\W+/g, "-")}@example.com`;
  const { userId } = await createUser(ctxOf(await adminActor()), {
    email,
    password: PASSWORD,
    role: "moderator",
  });
  return { userId, email, role: "employer" };
}

/** An order of the recruiter's, as the job form posts it. */
function postOrder(owner: Actor, title: string, order: Record<string, string>) {
  return postJob(ctxOf(owner), {
    title,
    company_name: "Bharat FibreNet Ltd.",
    location_city: "Pune",
    location_state: "Maharashtra",
    job_description: "Splice and test fibre for home connections across Pune.",
    ...order,
  });
}

let applicants = 0;
/** One new candidate per stage, each applied to the job. */
async function applications(jobId: string, stages: ApplicationStatus[]) {
  const { db } = e2e.server.services;
  for (const stage of stages) {
    const n = ++applicants;
    const userId = `orders-applicant-${Date.now().toString(36)}-${n}`;
    await db
      .insertInto("user")
      .values({ id: userId, name: "", email: `${userId}@example.com`, emailVerified: true })
      .execute();
    const { id } = await db
      .insertInto("candidate_profiles")
      .values({ user_id: userId, first_name: "Applicant", last_name: String(n) })
      .returning("id")
      .executeTakeFirstOrThrow();
    const application = await db
      .insertInto("job_applications")
      .values({ job_id: jobId, candidate_id: id, application_status: stage })
      .returning("id")
      .executeTakeFirstOrThrow();
    // A hire is counted from its placement (decision 0057), as the placement form records it.
    if (stage === "joined") {
      const today = indiaDate(new Date());
      await db
        .insertInto("placements")
        .values({
          application_id: application.id,
          job_id: jobId,
          status: "joined",
          joined_on: today,
          guarantee_days: 0,
          guarantee_ends_on: today,
        })
        .execute();
    }
  }
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

/** The order's card on the list, by its title. */
const card = (page: Page, title: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });

/** What a card's strip says of each stage: "New 2", "Screening 1", … */
async function strip(page: Page, title: string) {
  const terms = await card(page, title).getByRole("term").allTextContents();
  const counts = await card(page, title).getByRole("definition").allTextContents();
  return terms.map((term, index) => `${term.trim()} ${counts[index]?.trim()}`);
}

describe.each([
  ["390", PHONE],
  ["1280", DESKTOP],
])("at %s px", (width, viewport) => {
  it("the dashboard opens on the recruiter's orders, what needs attention first, each with its counts", async () => {
    const recruiter = await newRecruiter();
    const quiet = unique("Quiet order");
    const pressing = unique("Urgent splicers");
    const quietId = await postOrder(recruiter, quiet, { openings: "2", priority: "low" });
    const pressingId = await postOrder(recruiter, pressing, {
      openings: "5",
      priority: "urgent",
      target_date: indiaDate(new Date(Date.now() + 3 * DAY)),
    });
    await applications(pressingId, [
      "applied",
      "applied",
      "screening",
      "submitted",
      "joined",
      "joined",
      "rejected",
    ]);
    // Another recruiter's order never shows.
    const stranger = await newRecruiter();
    const theirs = unique("Stranger's order");
    await postOrder(stranger, theirs, { priority: "urgent" });

    const { page, context } = await signedIn({ email: recruiter.email, password: PASSWORD }, viewport);
    await page.goto("/employer-dashboard");
    await page.waitForURL("**/employer-dashboard/orders");
    await pageReady(page);
    await visible(page.getByRole("heading", { name: "My open job orders" }));
    await visible(page.getByText("2 open orders: what needs attention first."));
    const titles = await page
      .getByRole("region", { name: "My open job orders" })
      .getByRole("heading", { level: 3 })
      .allTextContents();
    expect(titles).toEqual([pressing, quiet]);
    expect(await page.getByText(theirs).count()).toBe(0);

    const urgent = card(page, pressing);
    await visible(urgent.getByText("2 of 5"));
    await visible(urgent.getByText("Priority: Urgent"));
    await visible(urgent.getByText(/in 3 days/));
    expect(await strip(page, pressing)).toEqual([
      "New 2",
      "Screening 1",
      "Submitted 1",
      "Interview 0",
      "Offered 0",
      "Joined 2",
    ]);
    // Its new applications, oldest first; and its board.
    expect(await urgent.getByRole("link", { name: `Review 2 new: ${pressing}` }).getAttribute("href")).toBe(
      `/employer-dashboard/applications?job=${pressingId}&status=applied&sort=oldest`,
    );
    await urgent.getByRole("link", { name: `Pipeline board: ${pressing}` }).click();
    await page.waitForURL(`**/employer-dashboard/jobs/${pressingId}/pipeline`);
    await page.goBack();
    await visible(card(page, quiet).getByText("0 of 2"));
    await visible(card(page, quiet).getByText("No target date"));
    await expectNoSeriousViolations(page, `orders at ${width}`);
    await shot(page, `e2e-orders-${width}`);
    await context.close();
    expect(quietId).toBeTruthy();
  });

  it("editing an order's openings and priority through the job form, without JavaScript, shows on the list", async () => {
    const recruiter = await newRecruiter();
    const title = unique("NOC engineers");
    const id = await postOrder(recruiter, title, { openings: "2", priority: "normal" });
    await applications(id, ["joined"]);
    const { page, context } = await signedIn({ email: recruiter.email, password: PASSWORD }, viewport, false);
    await page.goto("/employer-dashboard/orders");
    await visible(card(page, title).getByText("1 of 2"));

    await page.goto(`/employer-dashboard/jobs/${id}/edit`);
    expect(await page.getByLabel("Openings").inputValue()).toBe("2");
    expect(await page.getByLabel("Priority").inputValue()).toBe("normal");
    // A past target date is refused, said under the field, and nothing changes.
    await page.getByLabel("Openings").fill("8");
    await page.getByLabel("Target Date").fill(indiaDate(new Date(Date.now() - 2 * DAY)));
    await page.getByRole("button", { name: "Save Changes" }).click();
    await visible(page.getByText("The target date has passed. Choose today or a later date.").first());
    await page.goto("/employer-dashboard/orders");
    await visible(card(page, title).getByText("1 of 2"));

    await page.goto(`/employer-dashboard/jobs/${id}/edit`);
    await page.getByLabel("Openings").fill("8");
    await page.getByLabel("Priority").selectOption("high");
    await page.getByLabel("Target Date").fill(indiaDate(new Date(Date.now() + 10 * DAY)));
    await shot(page, `e2e-job-form-order-${width}`);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.waitForURL(/employer-dashboard\/jobs\?job=/);
    await page.goto("/employer-dashboard/orders");
    const edited = card(page, title);
    await visible(edited.getByText("1 of 8"));
    await visible(edited.getByText("Priority: High"));
    await visible(edited.getByText(/in 10 days/));
    await context.close();
  });
});

describe("an admin's orders", () => {
  it("lists every recruiter's, filters by one without JavaScript, and hands an order to another through the form", async () => {
    const [first, second] = [await newRecruiter(), await newRecruiter()];
    const firstTitle = unique("First's order");
    const secondTitle = unique("Second's order");
    const id = await postOrder(first, firstTitle, { openings: "3" });
    await postOrder(second, secondTitle, { openings: "4", priority: "high" });

    const admin = await signedIn(demoAccounts.admin, DESKTOP, false);
    await admin.page.goto(`/employer-dashboard/orders?owner=${first.userId}`);
    await visible(admin.page.getByRole("heading", { name: "Open job orders" }));
    await visible(card(admin.page, firstTitle).getByText(`Owner: ${first.email}`));
    expect(await admin.page.getByText(secondTitle).count()).toBe(0);
    // The filter is a plain form.
    await admin.page.getByLabel("Recruiter").selectOption({ label: second.email });
    await admin.page.getByRole("button", { name: "Show" }).click();
    await admin.page.waitForURL((url) => url.searchParams.get("owner") === second.userId);
    await visible(card(admin.page, secondTitle).getByText("0 of 4"));
    expect(await admin.page.getByText(firstTitle).count()).toBe(0);

    // The admin gives the first recruiter's order to the second.
    await admin.page.goto(`/employer-dashboard/jobs/${id}/edit`);
    await admin.page.getByLabel("Owner (recruiter)").selectOption({ label: second.email });
    await admin.page.getByRole("button", { name: "Save Changes" }).click();
    await admin.page.waitForURL(/employer-dashboard\/jobs\?job=/);
    await admin.context.close();

    const secondsView = await signedIn({ email: second.email, password: PASSWORD }, PHONE);
    await secondsView.page.goto("/employer-dashboard/orders");
    await visible(card(secondsView.page, firstTitle).getByText("0 of 3"));
    await secondsView.context.close();
    const firstsView = await signedIn({ email: first.email, password: PASSWORD }, PHONE);
    await firstsView.page.goto("/employer-dashboard/orders");
    // Nothing open any more: what an order is, and where to post one.
    await visible(firstsView.page.getByText("No open job orders"));
    await firstsView.page.getByRole("main").getByRole("link", { name: "Post New Job" }).last().click();
    await firstsView.page.waitForURL("**/post-job");
    await firstsView.context.close();
  });
});
