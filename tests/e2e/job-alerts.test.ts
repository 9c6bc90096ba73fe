// Job alerts and the mail queue in the browser (issue #24, decision 0031): a
// candidate makes an alert from a /jobs search and renames, pauses and
// deletes it, with JavaScript and without; a visitor subscribes from Careers,
// confirms by the mailed link, and nothing is sent before; the alert e-mail's
// signed List-Unsubscribe link works in one click from a mail client (any
// origin) and refuses a tampered token or another alert's id; the admin's
// E-mail Outbox shows a failed e-mail and queues it again. Screenshots at
// 390 and 1280 px for a person to look at.
import type { Page } from "playwright-core";
import { NOTICE_AGREE } from "../../common/schemas/data-notice";
import { describe, expect, it } from "vitest";
import { ALL_LEVELS, ALL_STATES } from "../../common/schemas/jobs";
import { alertLink, runJobAlerts } from "../../server/domain/job-alerts";
import {
  demoAccounts,
  DESKTOP,
  latestMailTo,
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

/** Screenshots of the page at phone and desktop width, under test-results/screenshots. */
async function shots(page: Page, name: string) {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await screenshot(page, `job-alerts-${name}-${viewport.width}`);
  }
}

/** A morning in India (08:30 IST) `days` from today. */
function indiaMorning(days: number): Date {
  const day = new Date(Date.now() + days * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);
  return new Date(`${day}T08:30:00+05:30`);
}

async function alertsOfUser(userId: string) {
  return e2e.server.services.db
    .selectFrom("job_alerts")
    .select(["id", "name", "q", "frequency", "paused", "confirmed_at"])
    .where("candidate_id", "=", userId)
    .execute();
}

async function alertById(id: string) {
  return e2e.server.services.db.selectFrom("job_alerts").selectAll().where("id", "=", id).executeTakeFirst();
}

async function userIdOf(email: string) {
  const { id } = await e2e.server.services.db
    .selectFrom("user")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  return id;
}

async function signedIn(
  account: { email: string; password: string },
  options: { javaScript?: boolean; viewport?: { width: number; height: number } } = {},
) {
  const opened = await newPage(e2e.browser, e2e.server.baseUrl, options);
  await giveCookies(opened.context, e2e.server.baseUrl, await libraryCookie(e2e.server, account));
  return opened;
}

async function insertJob(title: string, createdAt?: Date) {
  const { id } = await e2e.server.services.db
    .insertInto("jobs")
    .values({
      title,
      company_name: "Bharat FibreNet Ltd.",
      location_city: "Pune",
      location_state: "Maharashtra",
      job_description: "Keep the fibre network up.",
      ...(createdAt ? { created_at: createdAt } : {}),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** The List-Unsubscribe header of an outbox row, as a URL. */
function unsubscribeHeader(headers: unknown): string {
  const parsed = (typeof headers === "string" ? JSON.parse(headers) : headers) as Record<string, string>;
  const match = parsed["List-Unsubscribe"]?.match(/<(https?:[^>]+)>/);
  if (!match) throw new Error(`no List-Unsubscribe URL in ${JSON.stringify(parsed)}`);
  return match[1];
}

/** POSTs as a mail client's one-click button would (RFC 8058): no cookies, a foreign origin. */
function oneClick(url: string, origin: string | null = "https://mail.example.com") {
  return fetch(url, {
    method: "POST",
    redirect: "manual",
    headers: {
      ...(origin ? { origin } : {}),
      "content-type": "application/x-www-form-urlencoded",
    },
    body: "List-Unsubscribe=One-Click",
  });
}

describe("a candidate's job alerts", () => {
  for (const javaScript of [true, false]) {
    it(`from a /jobs search: created, renamed, made daily, paused, deleted (JavaScript ${javaScript ? "on" : "off"})`, async () => {
      // The demo candidate with JavaScript; a fresh one without, at phone size.
      const account = javaScript ? demoAccounts.candidate : await newCompleteCandidate(e2e.server);
      const userId = await userIdOf(account.email);
      const { page, context } = await signedIn(account, {
        javaScript,
        viewport: javaScript ? DESKTOP : PHONE,
      });
      await page.goto("/jobs?q=noc");
      if (javaScript) await pageReady(page);
      await page.getByLabel("How often").selectOption("weekly");
      if (javaScript) await shots(page, "jobs-alert-form");
      await page.getByRole("button", { name: "E-mail me jobs like these" }).click();
      // The new-alert page, with the search and how often filled in, and the data notice (decision 0046).
      await page.waitForURL("**/job-alerts/new?**");
      expect(await page.getByLabel("How often").inputValue()).toBe("weekly");
      await page.getByRole("checkbox", { name: NOTICE_AGREE }).check();
      await page.getByRole("button", { name: "Create job alert" }).click();
      await page.waitForURL("**/job-alerts");
      await visible(page.getByText("Job alert created"));
      const article = page.getByRole("article", { name: "noc" });
      await visible(article);
      expect(await alertsOfUser(userId)).toEqual([
        expect.objectContaining({ name: "noc", q: "noc", frequency: "weekly", paused: false }),
      ]);
      const [{ id }] = await alertsOfUser(userId);
      // A candidate's alert needs no confirmation.
      expect((await alertById(id))!.confirmed_at).not.toBeNull();

      // Rename and make it daily.
      await article.getByLabel("Name").fill("Night-shift NOC jobs");
      await article.getByLabel("How often").selectOption("daily");
      await article.getByRole("button", { name: "Save" }).click();
      await visible(page.getByText("Job alert updated"));
      const renamed = page.getByRole("article", { name: "Night-shift NOC jobs" });
      await visible(renamed);
      expect(await alertsOfUser(userId)).toEqual([
        expect.objectContaining({ id, name: "Night-shift NOC jobs", frequency: "daily", paused: false }),
      ]);

      // Pause.
      await renamed.getByRole("button", { name: "Pause Night-shift NOC jobs" }).click();
      await visible(renamed.getByText("Paused", { exact: true }));
      await visible(renamed.getByRole("button", { name: "Resume Night-shift NOC jobs" }));
      expect((await alertById(id))!.paused).toBe(true);

      // Delete, after the confirming dialog.
      await page.locator(`#delete-${id}`).click();
      const dialog = page.getByRole("dialog", { name: "Delete this job alert?" });
      await visible(dialog.getByText("You will receive no more e-mails for “Night-shift NOC jobs”."));
      expect(await alertById(id)).toBeTruthy();
      await dialog.getByRole("button", { name: "Yes, delete" }).click();
      await visible(page.getByText("Job alert deleted"));
      await visible(page.getByText("You have no job alerts yet."));
      expect(await alertsOfUser(userId)).toEqual([]);
      await context.close();
    });
  }

  it("screenshots: two alerts (one paused) and the new-alert page", async () => {
    const candidate = await newCompleteCandidate(e2e.server, { first: "Meera", last: "Iyer" });
    await e2e.server.services.db
      .insertInto("job_alerts")
      .values([
        {
          candidate_id: candidate.userId,
          email: candidate.email,
          name: "Optical transport (OTN/DWDM) commissioning engineer · Karnataka · 3-5 years",
          q: "OTN DWDM commissioning",
          state: "Karnataka",
          experience: "3-5",
          frequency: "weekly",
          paused: true,
          confirmed_at: new Date(),
        },
        {
          candidate_id: candidate.userId,
          email: candidate.email,
          name: "noc",
          q: "noc",
          state: ALL_STATES,
          experience: ALL_LEVELS,
          frequency: "daily",
          confirmed_at: new Date(),
          last_sent_at: new Date(),
        },
      ])
      .execute();
    const { page, context } = await signedIn(candidate);
    await page.goto("/job-alerts");
    await pageReady(page);
    await visible(page.getByText("Paused", { exact: true }));
    expect(await page.getByRole("article").count()).toBe(2);
    await shots(page, "list-two");
    await page.goto("/job-alerts/new?q=fibre");
    await pageReady(page);
    await visible(page.getByLabel("Name of the alert"));
    await shots(page, "new-candidate");
    await context.close();
  });
});

describe("a visitor's job alert, by e-mail", () => {
  const email = `alert-visitor.${Date.now()}@example.com`;
  let alertId = "";
  let unsubscribeUrl = "";

  it("subscribes from Careers without JavaScript, confirms by the mailed link, and only then gets e-mails", async () => {
    const { services } = e2e.server;
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, {
      javaScript: false,
      viewport: PHONE,
    });
    await page.goto("/careers");
    await page.getByRole("link", { name: "Get new jobs by e-mail" }).click();
    await page.waitForURL("**/job-alerts/new");
    await visible(page.getByLabel("Your e-mail address"));
    await shots(page, "new-visitor");
    await page.getByLabel("Keywords").fill("zephyr");
    await page.getByLabel("Your e-mail address").fill(email);
    await page.getByRole("checkbox", { name: NOTICE_AGREE }).check();
    await page.getByRole("button", { name: "Create job alert" }).click();
    await visible(page.getByText("Check your inbox"));
    await visible(page.getByText(`We sent a link to ${email}.`, { exact: false }));
    await shots(page, "check-inbox");

    const alert = await services.db
      .selectFrom("job_alerts")
      .selectAll()
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    alertId = alert.id;
    expect(alert).toMatchObject({ q: "zephyr", frequency: "daily", candidate_id: null, confirmed_at: null });
    const confirmation = await latestMailTo(services, email);
    expect(confirmation).toBeTruthy();
    const link = confirmation!.text_body.match(
      /https?:\/\/\S+\/job-alerts\/confirm\?alert=[\w-]+&token=[\w-]+/,
    )?.[0];
    expect(link).toBe(alertLink(services, "confirm", alertId));

    // Nothing is sent before the address is confirmed, though the alert is due and a job matches.
    await services.db
      .updateTable("job_alerts")
      .set({ covered_until: new Date("2026-01-01T00:00:00Z"), last_run_on: "2026-01-01" })
      .where("id", "=", alertId)
      .execute();
    await insertJob("Zephyr Fibre Splicer");
    const before = await runJobAlerts(services, { now: indiaMorning(1) });
    expect(before.sent).toBe(0);
    expect((await latestMailTo(services, email))!.id).toBe(confirmation!.id);

    // The link shows one button; pressing it confirms.
    const url = new URL(link!);
    await page.goto(url.pathname + url.search);
    await visible(page.getByRole("heading", { name: "Confirm your job alert" }));
    expect((await alertById(alertId))!.confirmed_at).toBeNull();
    await page.getByRole("button", { name: "Yes, start my job alert" }).click();
    await visible(page.getByRole("heading", { name: "Job alert confirmed" }));
    expect((await alertById(alertId))!.confirmed_at).not.toBeNull();
    await context.close();

    // The next morning's run e-mails the job posted since, with a signed unsubscribe link.
    await insertJob("Zephyr Tower Climber", new Date(Date.now() + 1_000));
    const after = await runJobAlerts(services, { now: indiaMorning(1) });
    expect(after.sent).toBeGreaterThanOrEqual(1);
    const mail = await latestMailTo(services, email);
    expect(mail!.id).not.toBe(confirmation!.id);
    expect(mail!.text_body).toContain("Zephyr Tower Climber");
    unsubscribeUrl = unsubscribeHeader(mail!.headers);
    expect(unsubscribeUrl).toBe(alertLink(services, "unsubscribe", alertId));
    expect(mail!.text_body).toContain(unsubscribeUrl);

    // The e-mail as a mail client shows it.
    expect(mail!.html_body).toBeTruthy();
    const viewer = await newPage(e2e.browser, e2e.server.baseUrl, { javaScript: false });
    await viewer.page.setContent(mail!.html_body!);
    await shots(viewer.page, "mail-html");
    await viewer.context.close();
  });

  it("one-click unsubscribe from a mail client: a tampered token or another alert's id deletes nothing", async () => {
    expect(unsubscribeUrl).not.toBe("");
    const { services } = e2e.server;
    const other = await services.db
      .insertInto("job_alerts")
      .values({
        email: `alert-other.${Date.now()}@example.com`,
        name: "zephyr",
        q: "zephyr",
        state: ALL_STATES,
        experience: ALL_LEVELS,
        frequency: "daily",
        confirmed_at: new Date(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();

    const url = new URL(unsubscribeUrl);
    const token = url.searchParams.get("token")!;
    const last = token.at(-1) === "A" ? "B" : "A";
    const tampered = new URL(url);
    tampered.searchParams.set("token", token.slice(0, -1) + last);
    const otherAlert = new URL(url);
    otherAlert.searchParams.set("alert", other.id);
    for (const forged of [tampered, otherAlert]) {
      // From the mail client's origin and with none: nothing deleted either way.
      for (const origin of ["https://mail.example.com", null]) {
        const response = await oneClick(forged.href, origin);
        const html = await response.text();
        expect(response.status, forged.href).toBe(422);
        expect(html, forged.href).toContain("This link is not valid");
        expect(await alertById(alertId)).toBeTruthy();
        expect(await alertById(other.id)).toBeTruthy();
      }
    }
    const forgedInBrowser = await newPage(e2e.browser, e2e.server.baseUrl, { javaScript: false });
    await forgedInBrowser.page.goto(tampered.pathname + tampered.search);
    await visible(forgedInBrowser.page.getByText("This link is not valid"));
    await forgedInBrowser.context.close();

    // The other alert's own link, opened in the browser: one button.
    const link = new URL(alertLink(services, "unsubscribe", other.id));
    for (const javaScript of [false, true]) {
      if (!javaScript) {
        const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, {
          javaScript,
          viewport: PHONE,
        });
        await page.goto(link.pathname + link.search);
        await visible(page.getByRole("heading", { name: "Unsubscribe" }));
        await visible(page.getByText("Stop the e-mails of your job alert “zephyr”?"));
        await page.getByRole("button", { name: "Unsubscribe" }).click();
        await visible(page.getByRole("heading", { name: "You're unsubscribed" }));
        expect(await alertById(other.id)).toBeUndefined();
        await context.close();
      } else {
        // Opened again, the link says it is done.
        const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { javaScript });
        await page.goto(link.pathname + link.search);
        await visible(page.getByRole("heading", { name: "You're unsubscribed" }));
        await context.close();
      }
    }
  });

  // Answered before React Router and the same-origin check (server/http/unsubscribe.ts).
  it("one-click unsubscribe: the mail client's POST from its own origin answers 200 and ends the alert", async () => {
    expect(unsubscribeUrl).not.toBe("");
    const response = await oneClick(unsubscribeUrl, "https://mail.example.com");
    const body = await response.text();
    expect(response.status, body.slice(0, 200)).toBe(200);
    expect(body).toBe("You're unsubscribed.");
    expect(await alertById(alertId)).toBeUndefined();
  });

  it("one-click unsubscribe: a POST with no Origin and no cookies answers 200 and ends the alert; twice is fine", async () => {
    expect(unsubscribeUrl).not.toBe("");
    for (let time = 0; time < 2; time++) {
      const response = await oneClick(unsubscribeUrl, null);
      const body = await response.text();
      expect(response.status, body.slice(0, 200)).toBe(200);
      expect(await alertById(alertId)).toBeUndefined();
    }
  });
});

describe("the admin's E-mail Outbox", () => {
  it("shows a failed e-mail with its error under Failed, counts it, and queues it again", async () => {
    const { db } = e2e.server.services;
    const to = `bounced.${Date.now()}@example.com`;
    const failedRows = await db
      .insertInto("mail_outbox")
      .values(
        [1, 2].map((n) => ({
          to_address: n === 1 ? to : `second-${to}`,
          subject: "New jobs for your alert “noc”",
          text_body: "Hello",
          status: "failed" as const,
          error:
            "550 5.1.1 <bounced@example.com>: Recipient address rejected: User unknown in virtual mailbox table",
          attempts: 5,
        })),
      )
      .returning("id")
      .execute();
    const failedCount = async () => {
      const { n } = await db
        .selectFrom("mail_outbox")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("status", "=", "failed")
        .executeTakeFirstOrThrow();
      return Number(n);
    };
    // The dashboard says how many failed, above the tabs, when some have.
    const stat = (page: Page) => page.locator("#failed-mails");

    const { page, context } = await signedIn(demoAccounts.admin);
    await page.goto("/admin/outbox");
    await pageReady(page);
    await page
      .getByRole("navigation", { name: "Filter by status" })
      .getByRole("link", { name: "Failed" })
      .click();
    await page.waitForURL("**/admin/outbox?status=failed");
    const row = page.getByRole("row", { name: new RegExp(to.replace(/[.]/g, "\\.")) }).first();
    await visible(row.getByText("Recipient address rejected", { exact: false }));
    expect(await stat(page).innerText()).toContain(`Failed E-mails: ${await failedCount()}`);
    await shots(page, "admin-outbox-failed");

    await page.setViewportSize(DESKTOP);
    await page.getByRole("button", { name: `Retry the e-mail to ${to}` }).click();
    await expect
      .poll(
        async () =>
          (
            await db
              .selectFrom("mail_outbox")
              .select("status")
              .where("id", "=", failedRows[0].id)
              .executeTakeFirstOrThrow()
          ).status,
      )
      .not.toBe("failed");
    await screenshot(page, "job-alerts-admin-outbox-after-retry-1280");
    await visible(page.getByText("E-mail queued again."));
    const retried = await db
      .selectFrom("mail_outbox")
      .select(["status", "error", "attempts"])
      .where("id", "=", failedRows[0].id)
      .executeTakeFirstOrThrow();
    // Queued, or already handled by the worker (stored: no SMTP here).
    expect(["queued", "stored", "sent"]).toContain(retried.status);
    await context.close();

    // Without JavaScript: the plain form post.
    const plain = await signedIn(demoAccounts.admin, { javaScript: false, viewport: PHONE });
    await plain.page.goto("/admin/outbox?status=failed");
    await plain.page.getByRole("button", { name: `Retry the e-mail to second-${to}` }).click();
    await plain.page.waitForLoadState("load");
    // Without JavaScript there is no toast: the row has left the Failed filter.
    await plain.page
      .getByRole("button", { name: `Retry the e-mail to second-${to}` })
      .waitFor({ state: "detached" });
    const second = await db
      .selectFrom("mail_outbox")
      .select("status")
      .where("id", "=", failedRows[1].id)
      .executeTakeFirstOrThrow();
    expect(second.status).not.toBe("failed");
    await plain.page.goto("/admin/outbox");
    // None left failed: the dashboard says nothing of failures.
    const left = await failedCount();
    if (left) expect(await stat(plain.page).innerText()).toContain(`Failed E-mails: ${left}`);
    else expect(await stat(plain.page).count()).toBe(0);
    await plain.context.close();
  });
});
