// Issue #38's "How it is checked", end to end in Chromium: a card cannot be
// moved to Submitted by hand (decision 0059); the recruiter submits the
// candidate; the candidate says Yes from the mailed link; the client opens
// theirs at 390 px, reads the client CV (the PDF's text has the experience,
// not the phone number or e-mail) and chooses Interview; the board shows the
// move; the offer and the joining are recorded with CTC and fee; the Reports
// tab counts the hire; the candidate's data export lists the disclosure.
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { extractText } from "unpdf";
import { describe, expect, it } from "vitest";
import { indiaDate } from "../../server/domain/jobs";
import {
  DESKTOP,
  demoAccounts,
  libraryCookie,
  newPage,
  pageReady,
  PHONE,
  setupServerAndBrowser,
  // Not a React hook, whatever its name says: it gives a browser context cookies.
  useCookies as giveCookies,
  visible,
} from "../support/e2e";
import { submittableApplication } from "../support/submittable";
import { mailedLink } from "../support/submittals";

const e2e = setupServerAndBrowser();
const SHOTS = process.env.SHOTS_DIR ?? "test-results/screenshots";
const CLIENT = "Ratnagiri Coastal Fibre";
const CONTACT = { name: "Vaishali Sawant", email: "vaishali@ratnagiri-fibre.example" };
const TITLE = "Long-haul OTDR Engineer";
const NAME = "Rekha Journey";

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `journey-${name}.png`), fullPage: true });
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

const stageOf = async (applicationId: string) =>
  (
    await e2e.server.services.db
      .selectFrom("job_applications")
      .select("application_status")
      .where("id", "=", applicationId)
      .executeTakeFirstOrThrow()
  ).application_status;

describe("a candidate sent to a client, interviewed and placed", () => {
  it("goes from the recruiter's submittal to the client's Interview, the joining, the report and the export", async () => {
    const services = e2e.server.services;
    const { job, person, application } = await submittableApplication(e2e.server, {
      client: CLIENT,
      contact: CONTACT,
      title: TITLE,
      candidate: { first: "Rekha", last: "Journey" },
    });
    const board = `/employer-dashboard/jobs/${job}/pipeline`;

    // 1. The board refuses a hand move to Submitted, without JavaScript too, and says what to do.
    const plain = await signedIn(demoAccounts.employer, PHONE, false);
    await plain.page.goto(board);
    const card = plain.page.locator(`[data-card="${application}"]`);
    await card.getByLabel(`Stage of ${NAME}`).selectOption("submitted");
    await card.getByRole("button", { name: "Move" }).click();
    await plain.page.waitForLoadState("load");
    await visible(
      plain.page
        .getByText("Use “Submit to client” to move a candidate to Submitted: the candidate must agree first.")
        .first(),
    );
    await shot(plain.page, "board-refusal-390");
    expect(await stageOf(application)).toBe("applied");
    await plain.context.close();

    // 2. The recruiter submits from the application's dialog.
    const recruiter = await signedIn(demoAccounts.employer, DESKTOP);
    const { page } = recruiter;
    const dialog = `/employer-dashboard/applications?job=${job}&application=${application}`;
    await page.goto(dialog);
    await pageReady(page);
    const panel = page.getByRole("form", { name: "Submit to client" });
    await panel.getByLabel(`Contact at ${CLIENT}`).selectOption({ label: CONTACT.name });
    await panel
      .getByLabel("Pitch")
      .fill("Six years of OTDR work on long-haul routes; ready to join in 30 days.");
    await panel.getByRole("button", { name: "Ask the candidate and submit" }).click();
    await visible(page.locator('[data-submittal="awaiting_consent"]'));

    // 3. The candidate says Yes from the mail's link (no sign-in needed).
    const candidate = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: PHONE });
    await candidate.page.goto(await mailedLink(services, person.email, "/submittal-consent"));
    await candidate.page.getByRole("button", { name: "Yes, share my profile" }).click();
    await visible(candidate.page.getByText(`Thank you. Your profile has been shared with ${CLIENT}.`));
    expect(await stageOf(application)).toBe("submitted");

    // 4. The client opens the link at 390 px and reads the client CV: the experience, no contact details.
    const client = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: PHONE });
    const clientPath = await mailedLink(services, CONTACT.email, "/client/submittal");
    await client.page.goto(clientPath);
    await visible(client.page.getByRole("heading", { name: `Candidate for ${TITLE}` }));
    expect(await client.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const pdf = await client.page.request.get(
      clientPath.replace("/client/submittal?", "/client/submittal/cv.pdf?"),
    );
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    const { text } = await extractText(new Uint8Array(await pdf.body()), { mergePages: true });
    expect(text).toContain("OTDR Technician");
    expect(text).toContain("Sahyadri Optical Works");
    const squeezed = text.replace(/[\s().-]/g, "");
    for (const secret of [person.email, "9822012345", "+919822012345"])
      expect(squeezed).not.toContain(secret);
    // Interview, with a proposed time.
    await client.page.getByLabel("Interview", { exact: true }).check();
    await client.page.getByLabel("Time 1").fill("2031-02-10T11:00");
    await client.page.getByRole("button", { name: "Send my decision" }).click();
    await visible(client.page.getByText("Thank you. Your answer has been sent to the recruiter."));

    // 5. The board shows the move.
    await page.goto(board);
    await pageReady(page);
    await visible(page.locator(`[data-column="client_interview"] [data-card="${application}"]`));

    // 6. Offered, then Joined, on the placement form: CTC and fee.
    const today = indiaDate(new Date());
    await page.goto(`/employer-dashboard/applications/${application}/placement?stage=offered`);
    await pageReady(page);
    await page.getByLabel("Annual CTC (LPA)").fill("9");
    await page.getByLabel("Fee (% of CTC)").fill("8.33");
    await page.getByLabel("Expected joining date").fill(today);
    await page.getByRole("button", { name: "Save placement" }).click();
    await page.waitForURL(`**${dialog}`);
    await pageReady(page);
    const placement = page.getByRole("dialog").locator("[data-placement-panel]");
    await visible(placement.getByText("₹9.0 LPA"));
    await visible(placement.getByText("₹74,970 (8.33%)"));
    await page.goto(`/employer-dashboard/applications/${application}/placement`);
    await pageReady(page);
    await page.getByLabel("Stage", { exact: true }).selectOption("joined");
    await page.getByLabel("Joining date", { exact: true }).fill(today);
    await page.getByRole("button", { name: "Save placement" }).click();
    await page.waitForURL(`**${dialog}`);
    await visible(page.getByRole("dialog").locator("[data-placement-panel]").getByText("Guarantee ends"));
    expect(await stageOf(application)).toBe("joined");
    const stored = await services.db
      .selectFrom("placements")
      .select(["status", "annual_ctc", "fee_amount"])
      .where("application_id", "=", application)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: "joined", annual_ctc: 900_000, fee_amount: 74_970 });

    // 7. The Reports tab, for this order: sent, interviewed, offered and joined, one each.
    await page.goto(`/employer-dashboard/reports?job=${job}`);
    await pageReady(page);
    const funnel = page.getByRole("region", { name: "From the client's desk to joining" });
    const rows = (await funnel.locator("table").first().locator("tbody tr").allInnerTexts()).map((row) =>
      row.replace(/\s+/g, " ").trim(),
    );
    expect(rows).toEqual(["Sent to the client 1", "Client interview 1", "Offered 1", "Joined 1"]);
    // The hire and its fee (₹74,970) in the placements figure, as lakhs.
    const placements = page.getByRole("region", { name: "Placements and fees" });
    await visible(placements.getByText("1 placement joined in this period, ₹0.75 lakh in fees."));
    await shot(page, "reports-1280");

    // 8. The candidate's data export lists the disclosure.
    const cookie = await libraryCookie(e2e.server, person);
    const exported = await (
      await fetch(`${e2e.server.baseUrl}/profile/export`, { headers: { cookie } })
    ).json();
    expect(exported.disclosures).toMatchObject([{ client: CLIENT, job: TITLE, sentTo: CONTACT.email }]);
    for (const context of [recruiter.context, candidate.context, client.context]) await context.close();
  });
});
