// Submittals (issue #38 part A, decision 0055), in Chromium at 390 px: a
// recruiter submits a candidate to a client contact; the candidate says Yes
// from the mailed link; the client opens their link, reads the client CV
// (the PDF's text has the experience, not the phone number or e-mail) and
// chooses Interview; the board shows the move; the candidate's data export
// lists the disclosure. A No stops it; an altered link is refused; a second
// decision is refused.
import { mkdirSync, writeFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { extractText } from "unpdf";
import { describe, expect, it } from "vitest";
import { submitToClient } from "../../server/domain/submittals";
import { contextFor } from "../support/services";
import { submittableApplication } from "../support/submittable";
import { mailedLink as mailedLinkIn } from "../support/submittals";
import {
  DESKTOP,
  demoAccounts,
  libraryCookie,
  newPage,
  pageReady,
  PHONE,
  screenshot,
  setupServerAndBrowser,
  // Not a React hook, whatever its name says: it gives a browser context cookies.
  useCookies as giveCookies,
  visible,
} from "../support/e2e";

const e2e = setupServerAndBrowser();
const db = () => e2e.server.services.db;
const CLIENT = "Konkan Fibre Networks";
const CONTACT = { name: "Sunita Desai", email: "sunita@konkan-fibre.example" };
const JOB = "OTDR Field Engineer";

/** Screenshots at phone and desktop width (test-results/screenshots, and SHOTS_DIR when set). */
async function shots(page: Page, name: string) {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await screenshot(page, `submittals-${name}-${viewport.width}`);
    const dir = process.env.SHOTS_DIR;
    if (dir) {
      mkdirSync(dir, { recursive: true });
      await page.screenshot({ path: `${dir}/${name}-${viewport.width}.png`, fullPage: true });
    }
  }
  await page.setViewportSize(PHONE);
}

/** The last link to `path` mailed to `to`. */
const mailedLink = (to: string, path: string) => mailedLinkIn(e2e.server.services, to, path);

/** A job of the demo employer's for the client, and a candidate with experience and a phone applied to it. */
async function setting(suffix: string) {
  const title = `${JOB} ${suffix}`;
  const made = await submittableApplication(e2e.server, {
    client: CLIENT,
    contact: CONTACT,
    title,
    candidate: { first: "Rekha", last: `Patil${suffix}` },
  });
  return { ...made, title };
}

describe("a candidate sent to a client", () => {
  it("goes from the recruiter's pitch through the candidate's Yes to the client's Interview", async () => {
    const { job, title, person, application } = await setting("A");
    // The recruiter submits from the application's dialog, at 390 px.
    const recruiter = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: PHONE });
    await giveCookies(
      recruiter.context,
      e2e.server.baseUrl,
      await libraryCookie(e2e.server, demoAccounts.employer),
    );
    const { page } = recruiter;
    await page.goto(`/employer-dashboard/applications?job=${job}&application=${application}`);
    await pageReady(page);
    const panel = page.getByRole("form", { name: "Submit to client" });
    await panel.getByLabel(`Contact at ${CLIENT}`).selectOption({ label: CONTACT.name });
    await panel
      .getByLabel("Pitch")
      .fill("Six years of OTDR work on long-haul routes; ready to join in 30 days.");
    await shots(page, "submit-panel");
    await panel.getByRole("button", { name: "Ask the candidate and submit" }).click();
    await visible(page.locator('[data-submittal="awaiting_consent"]'));
    expect(await page.locator('[data-submittal="awaiting_consent"]').innerText()).toContain(
      "Waiting for the candidate's consent",
    );

    // The candidate answers from the mail's link (no sign-in): the GET changes nothing.
    const candidate = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: PHONE });
    await candidate.page.goto(await mailedLink(person.email, "/submittal-consent"));
    await visible(
      candidate.page.getByRole("heading", { name: `Share your profile with ${CLIENT} for ${title}?` }),
    );
    await shots(candidate.page, "consent");
    expect(
      (
        await db()
          .selectFrom("submittals")
          .select("status")
          .where("application_id", "=", application)
          .execute()
      ).map((row) => row.status),
    ).toEqual(["awaiting_consent"]);
    await candidate.page.getByRole("button", { name: "Yes, share my profile" }).click();
    await visible(candidate.page.getByText(`Thank you. Your profile has been shared with ${CLIENT}.`));

    // The client opens their link at 390 px and reads the CV, on the page and in the PDF.
    const client = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: PHONE });
    const clientPath = await mailedLink(CONTACT.email, "/client/submittal");
    const response = await client.page.goto(clientPath);
    expect(response!.headers()["cache-control"]).toContain("no-store");
    expect(response!.headers()["x-robots-tag"]).toContain("noindex");
    await visible(client.page.getByRole("heading", { name: `Candidate for ${title}` }));
    const html = await client.page.content();
    expect(html).toContain("OTDR Technician");
    for (const secret of [person.email, "9822012345", "98220 12345"]) expect(html).not.toContain(secret);
    const scrollWidth = await client.page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(390);
    await shots(client.page, "client-page");
    const pdf = await client.page.request.get(
      clientPath.replace("/client/submittal?", "/client/submittal/cv.pdf?"),
    );
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    const bytes = new Uint8Array(await pdf.body());
    if (process.env.SHOTS_DIR) writeFileSync(`${process.env.SHOTS_DIR}/client-cv.pdf`, bytes);
    const { text } = await extractText(bytes, { mergePages: true });
    expect(text).toContain("Sahyadri Optical Works");
    expect(text).toContain("OTDR Technician");
    const squeezed = text.replace(/[\s().-]/g, "");
    for (const secret of [person.email, "9822012345", "+919822012345"])
      expect(squeezed).not.toContain(secret);

    // Interview, with a proposed time.
    await client.page.getByLabel("Interview", { exact: true }).check();
    await client.page.getByLabel("Time 1").fill("2031-02-10T11:00");
    await client.page.getByLabel("Comment (optional)").fill("Please bring the OTDR traces.");
    await client.page.getByRole("button", { name: "Send my decision" }).click();
    await visible(client.page.getByText("Thank you. Your answer has been sent to the recruiter."));

    // A second decision through the same link is refused, politely.
    await client.page.goto(clientPath);
    await visible(client.page.getByText(/Your answer \(Interview\) was recorded on/));
    expect(await client.page.getByRole("button", { name: "Send my decision" }).count()).toBe(0);
    const again = await client.page.request.post(clientPath, {
      form: { decision: "not_suitable" },
      headers: { origin: e2e.server.baseUrl },
    });
    expect(again.status()).toBe(409);

    // An altered link is refused: not made here (404).
    const altered = clientPath.slice(0, -3) + (clientPath.endsWith("abc") ? "xyz" : "abc");
    const refused = await client.page.goto(altered);
    expect(refused!.status()).toBe(404);
    await visible(client.page.getByText("This link is not valid."));

    // The board shows the move to Client interview.
    await page.goto(`/employer-dashboard/jobs/${job}/pipeline`);
    await visible(page.locator(`[data-column="client_interview"] [data-card="${application}"]`));

    // The candidate's data export lists the disclosure.
    const cookie = await libraryCookie(e2e.server, person);
    const exported = await (
      await fetch(`${e2e.server.baseUrl}/profile/export`, { headers: { cookie } })
    ).json();
    expect(exported.disclosures).toMatchObject([{ client: CLIENT, job: title, sentTo: CONTACT.email }]);
    for (const context of [recruiter.context, candidate.context, client.context]) await context.close();
  });

  it("stops at the candidate's No, and never asks again for that job", async () => {
    const { contact, person, application } = await setting("B");
    const employer = await db()
      .selectFrom("user")
      .select(["id", "email"])
      .where("email", "=", demoAccounts.employer.email)
      .executeTakeFirstOrThrow();
    const asEmployer = contextFor(e2e.server.services, {
      userId: employer.id,
      email: employer.email,
      role: "employer",
    });
    await submitToClient(asEmployer, application, { contactId: contact, pitch: "Strong on OTDR." });
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: PHONE });
    await page.goto(await mailedLink(person.email, "/submittal-consent"));
    await page.getByRole("button", { name: "No, do not share" }).click();
    await visible(page.getByText(`Your profile will not be shared with ${CLIENT} for this job.`));
    const rows = await db()
      .selectFrom("submittals")
      .select(["status", "cv_key"])
      .where("application_id", "=", application)
      .execute();
    expect(rows).toEqual([{ status: "declined", cv_key: null }]);
    expect(
      await db().selectFrom("mail_outbox").select("id").where("to_address", "=", CONTACT.email).execute(),
    ).toHaveLength(1); // only the first test's link
    await expect(
      submitToClient(asEmployer, application, { contactId: contact, pitch: "Again." }),
    ).rejects.toThrow("The candidate declined to be shared for this job. They will not be asked again.");
    await context.close();
  });
  it("shows the client's page in the contact's language (Hindi), not the browser's", async () => {
    const { person, application, title } = await setting("C");
    const client = await db()
      .selectFrom("clients")
      .select("id")
      .where("name", "=", CLIENT)
      .executeTakeFirstOrThrow();
    const hindi = { name: "Raghav Joshi", email: "raghav@konkan-fibre.example" };
    const contact = await db()
      .insertInto("client_contacts")
      .values({ client_id: client.id, ...hindi, language: "hi-IN" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const employer = await db()
      .selectFrom("user")
      .select(["id", "email"])
      .where("email", "=", demoAccounts.employer.email)
      .executeTakeFirstOrThrow();
    await submitToClient(
      contextFor(e2e.server.services, { userId: employer.id, email: employer.email, role: "employer" }),
      application,
      { contactId: contact.id, pitch: "OTDR में छह साल का अनुभव।" },
    );
    const candidate = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: PHONE });
    await candidate.page.goto(await mailedLink(person.email, "/submittal-consent"));
    await candidate.page.getByRole("button", { name: "Yes, share my profile" }).click();
    await visible(candidate.page.getByText(`Thank you. Your profile has been shared with ${CLIENT}.`));

    // The contact's browser asks for English, and a language cookie says English: the page is Hindi all the same.
    const viewer = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: PHONE });
    await viewer.context.setExtraHTTPHeaders({ "accept-language": "en-IN,en;q=0.9" });
    await viewer.context.addCookies([{ name: "lang", value: "en-IN", url: e2e.server.baseUrl }]);
    const clientPath = await mailedLink(hindi.email, "/client/submittal");
    await viewer.page.goto(clientPath);
    await pageReady(viewer.page);
    expect(await viewer.page.getAttribute("html", "lang")).toBe("hi-IN");
    await visible(viewer.page.getByRole("heading", { name: `${title} के लिए उम्मीदवार` }));
    expect(await viewer.page.getByRole("button", { name: "Send my decision" }).count()).toBe(0);
    await shots(viewer.page, "client-page-hindi");
    // The decision, sent with JavaScript, is thanked in Hindi too.
    await viewer.page.getByRole("radio").first().check();
    await viewer.page.getByRole("button", { name: "मेरा निर्णय भेजें" }).click();
    await visible(viewer.page.getByText("आपका उत्तर रिक्रूटर को भेज दिया गया है").first());
    // A link not made here speaks the browser's language: it names no contact.
    const altered = clientPath.slice(0, -3) + (clientPath.endsWith("abc") ? "xyz" : "abc");
    await viewer.page.goto(altered);
    expect(await viewer.page.getAttribute("html", "lang")).toBe("en-IN");
    await visible(viewer.page.getByText("This link is not valid."));
    for (const context of [candidate.context, viewer.context]) await context.close();
  });
});
