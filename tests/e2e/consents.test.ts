// The notice the law asks for (issue #36, decision 0046), in Chromium:
// registration and a visitor's job alert refuse without the "I agree" box and
// record the consent with it; the profile's "Your data" withdraws a job
// alert's consent in one click, with JavaScript and without.
import { mkdirSync } from "node:fs";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { consentMessages, NOTICE_AGREE, NOTICE_VERSION } from "../../common/schemas/data-notice";
import { recordConsent } from "../../server/domain/consents";
import { alertLink, createJobAlert } from "../../server/domain/job-alerts";
import { contextFor } from "../support/services";
import {
  DESKTOP,
  libraryCookie,
  newCompleteCandidate,
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

/** Screenshots at phone and desktop width, under test-results/screenshots (and SHOTS_DIR when set). */
async function shots(page: Page, name: string) {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await screenshot(page, `consents-${name}-${viewport.width}`);
    const dir = process.env.SHOTS_DIR;
    if (dir) {
      mkdirSync(dir, { recursive: true });
      await page.screenshot({ path: `${dir}/${name}-${viewport.width}.png`, fullPage: true });
    }
  }
  await page.setViewportSize(PHONE);
}

async function inHindi(context: BrowserContext) {
  await context.addCookies([{ name: "lang", value: "hi-IN", url: e2e.server.baseUrl }]);
}

const consentsTo = (email: string) =>
  db().selectFrom("consents").selectAll().where("email", "=", email).orderBy("given_at").execute();
const userWith = (email: string) =>
  db().selectFrom("user").select("id").where("email", "=", email).executeTakeFirst();

async function fillRegistration(page: Page, email: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mobile Number").fill("9812345600");
  await page.getByLabel("Password", { exact: true }).fill("otdr-splice-31");
  await page.getByLabel("Confirm Password", { exact: true }).fill("otdr-splice-31");
}

describe("registration's notice", () => {
  for (const javaScript of [true, false]) {
    it(`refuses without the box, changing nothing, and records the consent with it (JavaScript ${javaScript ? "on" : "off"})`, async () => {
      const email = `consent.register.${javaScript ? "js" : "nojs"}@example.com`;
      const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, {
        javaScript,
        viewport: PHONE,
      });
      await page.goto("/register");
      if (javaScript) await pageReady(page);
      // The itemised notice, before the button: what, why, who, withdrawing, complaints.
      const notice = page.locator('[data-notice="registration"]');
      for (const item of ["What we collect", "Why", "Who sees it", "Withdrawing consent", "Complaints"])
        await visible(notice.getByText(`${item}:`, { exact: true }));
      await visible(notice.getByText("Data Protection Board of India", { exact: false }));
      expect(await page.getByRole("checkbox", { name: NOTICE_AGREE }).isChecked()).toBe(false);
      if (javaScript) await shots(page, "register-en");

      await fillRegistration(page, email);
      await page.getByRole("button", { name: "Create Account" }).click();
      await visible(page.getByRole("alert").filter({ hasText: consentMessages.requiredTitle }));
      await visible(notice.getByText(consentMessages.required));
      expect(await userWith(email)).toBeUndefined();
      expect(await consentsTo(email)).toEqual([]);
      if (javaScript) await shots(page, "register-refused-en");

      if (!javaScript) await fillRegistration(page, email);
      await page.getByRole("checkbox", { name: NOTICE_AGREE }).check();
      await page.getByRole("button", { name: "Create Account" }).click();
      await page.waitForURL("**/auth");
      const user = await userWith(email);
      expect(user).toBeDefined();
      const [consent] = await consentsTo(email);
      expect(consent).toMatchObject({
        user_id: user!.id,
        purpose: "registration",
        notice_version: NOTICE_VERSION,
        language: "en-IN",
        withdrawn_at: null,
      });
      expect(consent.notice_text).toContain(NOTICE_AGREE);
      await context.close();
    });
  }

  it("in Hindi: the notice in the page's language, and the consent recorded as shown in it", async () => {
    const email = "consent.register.hindi@example.com";
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: PHONE });
    await inHindi(context);
    await page.goto("/register");
    await pageReady(page);
    expect(await page.locator("html").getAttribute("lang")).toBe("hi-IN");
    await visible(page.locator('[data-notice="registration"]'));
    await shots(page, "register-hi");
    await page.locator('input[type="email"]').fill(email);
    await page.locator('input[type="tel"]').fill("9812345601");
    const passwords = page.locator('input[autocomplete="new-password"]');
    await passwords.nth(0).fill("otdr-splice-32");
    await passwords.nth(1).fill("otdr-splice-32");
    await page.locator('input[name="consent"]').check();
    await page.locator('form[method="post"]:has(input[name="consent"]) button[type="submit"]').last().click();
    await page.waitForURL("**/auth");
    const [consent] = await consentsTo(email);
    expect(consent).toMatchObject({ purpose: "registration", language: "hi-IN" });
    await context.close();
  });
});

describe("a visitor's job alert notice", () => {
  it("refuses without the box, writes nothing, records the consent with it; the unsubscribe link withdraws it", async () => {
    const email = "consent.alert.visitor@example.com";
    // A visitor's page: no JavaScript at all.
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, {
      javaScript: false,
      viewport: PHONE,
    });
    await page.goto("/job-alerts/new?q=otdr");
    const notice = page.locator('[data-notice="job_alert"]');
    await visible(notice.getByText("Your e-mail address and the search you save."));
    await shots(page, "job-alert-en");
    await page.getByLabel("Your e-mail address").fill(email);
    await page.getByRole("button", { name: "Create job alert" }).click();
    await visible(page.getByRole("alert").filter({ hasText: consentMessages.requiredTitle }));
    await visible(notice.getByText(consentMessages.required));
    expect(await db().selectFrom("job_alerts").select("id").where("email", "=", email).execute()).toEqual([]);
    expect(await consentsTo(email)).toEqual([]);
    await shots(page, "job-alert-refused-en");

    // What was typed comes back; the box is ticked now.
    expect(await page.getByLabel("Your e-mail address").inputValue()).toBe(email);
    await page.getByRole("checkbox", { name: NOTICE_AGREE }).check();
    await page.getByRole("button", { name: "Create job alert" }).click();
    await visible(page.getByText("Check your inbox"));
    const alert = await db()
      .selectFrom("job_alerts")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    const [consent] = await consentsTo(email);
    expect(consent).toMatchObject({
      purpose: "job_alert",
      user_id: null,
      job_alert_id: alert.id,
      notice_version: NOTICE_VERSION,
      language: "en-IN",
      withdrawn_at: null,
    });

    // The e-mail's one-click unsubscribe withdraws it.
    const link = new URL(alertLink(e2e.server.services, "unsubscribe", alert.id));
    await page.goto(link.pathname + link.search);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await visible(page.getByText("You will receive no more e-mails from this job alert."));
    expect((await consentsTo(email))[0].withdrawn_at).not.toBeNull();
    await context.close();
  });

  it("in Hindi, and for a candidate coming from a /jobs search", async () => {
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, {
      javaScript: false,
      viewport: PHONE,
    });
    await inHindi(context);
    await page.goto("/job-alerts/new?q=otdr");
    await visible(page.locator('[data-notice="job_alert"]'));
    await shots(page, "job-alert-hi");
    await context.close();

    const candidate = await newCompleteCandidate(e2e.server);
    for (const hindi of [false, true]) {
      const opened = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: PHONE });
      await giveCookies(opened.context, e2e.server.baseUrl, await libraryCookie(e2e.server, candidate));
      if (hindi) await inHindi(opened.context);
      await opened.page.goto("/jobs?q=noc");
      await pageReady(opened.page);
      // /jobs asks for nothing itself: its button opens the alert page with the notice.
      expect(await opened.page.locator('input[name="consent"]').count()).toBe(0);
      await opened.page.locator('form[action="/job-alerts/new"] button[type="submit"]').click();
      await opened.page.waitForURL("**/job-alerts/new?**");
      await pageReady(opened.page);
      await visible(opened.page.locator('[data-notice="job_alert"] input[name="consent"]'));
      await shots(opened.page, `job-alert-candidate-${hindi ? "hi" : "en"}`);
      await opened.context.close();
    }
  });
});

describe("withdrawing from the profile's Your data", () => {
  for (const javaScript of [true, false]) {
    it(`lists the consents; a job alert's is withdrawn in one click and the alert deleted (JavaScript ${javaScript ? "on" : "off"})`, async () => {
      const candidate = await newCompleteCandidate(e2e.server);
      const actor = { userId: candidate.userId, email: candidate.email, role: "candidate" as const };
      // The account's own consent, as registration records it, and a job alert's.
      await db()
        .transaction()
        .execute((trx) =>
          recordConsent(trx, { purpose: "registration", userId: candidate.userId, email: candidate.email }),
        );
      const { id: alertId } = await createJobAlert(contextFor(e2e.server.services, actor), {
        q: "dwdm",
        frequency: "weekly",
        consent: "yes",
      });
      const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, {
        javaScript,
        viewport: PHONE,
      });
      await giveCookies(context, e2e.server.baseUrl, await libraryCookie(e2e.server, candidate));
      await page.goto("/profile");
      if (javaScript) await pageReady(page);
      const list = page.getByRole("list", { name: "Your consents" });
      await visible(list);
      const alertItem = list.locator('[data-consent="job_alert"]');
      const accountItem = list.locator('[data-consent="registration"]');
      await visible(alertItem.getByText("A job alert"));
      await visible(alertItem.getByText("dwdm"));
      await visible(alertItem.getByText(`(notice ${NOTICE_VERSION})`, { exact: false }));
      // The account's own consent: withdrawn by deleting the account, which it links to.
      await visible(accountItem.getByRole("link", { name: "Delete My Account" }));
      if (javaScript) {
        await accountItem.scrollIntoViewIfNeeded();
        await shots(page, "profile-consents-en");
      }

      await alertItem.getByRole("button", { name: "Withdraw" }).click();
      await visible(alertItem.getByText("Withdrawn on", { exact: false }));
      if (javaScript) await visible(page.getByText("Consent withdrawn"));
      expect(
        await db().selectFrom("job_alerts").select("id").where("id", "=", alertId!).executeTakeFirst(),
      ).toBeUndefined();
      const withdrawn = await db()
        .selectFrom("consents")
        .select("withdrawn_at")
        .where("job_alert_id", "=", alertId)
        .executeTakeFirstOrThrow();
      expect(withdrawn.withdrawn_at).not.toBeNull();
      if (javaScript) {
        await shots(page, "profile-consents-withdrawn-en");
        await inHindi(context);
        await page.goto("/profile");
        await pageReady(page);
        await visible(page.locator('[data-consent="registration"]'));
        await shots(page, "profile-consents-hi");
      }
      await context.close();
    });
  }
});
