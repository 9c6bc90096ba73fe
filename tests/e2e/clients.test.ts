// Clients and confidential jobs in the browser (issue #37, decision 0049):
// the admin adds a client and a contact at 390 and 1280 px; a recruiter
// finds them read-only and posts a confidential job for the client; a
// visitor never meets the client's name (the page, its data, the JobPosting,
// the feed, the lists, the sitemap, the API) nor any contact. Screenshots
// of the client list, the client page and the job form's client section
// in both roles at both widths, for a person to look at.
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  demoAccounts,
  DESKTOP,
  libraryCookie,
  newPage,
  PHONE,
  setupServerAndBrowser,
  // Not a React hook, whatever its name says: it gives a browser context cookies.
  useCookies as giveCookies,
  visible,
} from "../support/e2e";

const e2e = setupServerAndBrowser();
const SHOTS = process.env.CLIENTS_SHOTS ?? "/tmp/helpers/h2-shots";
mkdirSync(SHOTS, { recursive: true });

const widths = { phone: PHONE, desktop: DESKTOP } as const;
type Width = keyof typeof widths;
/** One client per width, so each run of the admin's steps starts from nothing. */
const clientOf = (width: Width) => ({
  name: width === "phone" ? "Narmada Fibre Grid Ltd." : "Godavari Telecom Towers Ltd.",
  contact: width === "phone" ? "Suresh Menon" : "Lakshmi Rao",
  email: width === "phone" ? "suresh.menon@narmada.example" : "lakshmi.rao@godavari.example",
});

async function signedIn(account: { email: string; password: string }, width: Width): Promise<Page> {
  const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: widths[width] });
  await giveCookies(context, e2e.server.baseUrl, await libraryCookie(e2e.server, account));
  return page;
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

const get = async (address: string) => {
  const response = await fetch(e2e.server.baseUrl + address);
  return { status: response.status, body: await response.text() };
};

describe("the admin's clients", () => {
  for (const width of ["phone", "desktop"] as const) {
    it(`adds a client and a contact at ${widths[width].width} px`, async () => {
      const client = clientOf(width);
      const page = await signedIn(demoAccounts.admin, width);
      await page.goto("/admin/clients");
      await visible(page.getByRole("link", { name: "Bharat FibreNet Ltd." }));
      await shot(page, `admin-client-list-${widths[width].width}`);

      await page.locator("summary", { hasText: "Add a client" }).click();
      await page.getByLabel("Client name", { exact: true }).fill(client.name);
      await page.getByLabel("Industry", { exact: true }).fill("Telecom infrastructure");
      await page.getByLabel("City", { exact: true }).fill("Hyderabad");
      await page.getByLabel("Website", { exact: true }).fill("fibregrid.example");
      await page.getByRole("button", { name: "Add client" }).click();
      await page.waitForURL(/\/admin\/clients\/[0-9a-f-]{36}$/);
      await visible(page.getByRole("heading", { name: client.name }));
      await visible(page.getByRole("link", { name: "https://fibregrid.example" }));

      const adding = page.locator("details", { has: page.locator("summary", { hasText: "Add a contact" }) });
      await adding.locator("summary").click();
      await adding.getByLabel("Contact name", { exact: true }).fill(client.contact);
      await adding.getByLabel("Designation", { exact: true }).fill("HR Head");
      await adding.getByLabel("Email", { exact: true }).fill("not an address");
      await adding.getByLabel("Mobile", { exact: true }).fill("98480 22338");
      await adding.getByRole("button", { name: "Add contact" }).click();
      // Refused, said at the field, and kept open with what was typed.
      await visible(page.getByText("Please enter a valid email address.").last());
      await expect(adding.getByLabel("Contact name", { exact: true }).inputValue()).resolves.toBe(
        client.contact,
      );
      await adding.getByLabel("Email", { exact: true }).fill(client.email);
      await adding.getByRole("button", { name: "Add contact" }).click();
      await visible(page.getByRole("link", { name: client.email }));
      await visible(page.getByRole("link", { name: "+919848022338" }));
      await shot(page, `admin-client-page-${widths[width].width}`);

      const row = await e2e.server.services.db
        .selectFrom("client_contacts")
        .innerJoin("clients", "clients.id", "client_contacts.client_id")
        .select(["client_contacts.email", "client_contacts.mobile", "clients.city"])
        .where("clients.name", "=", client.name)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ email: client.email, mobile: "+919848022338", city: "Hyderabad" });

      if (width === "phone") {
        // A contact is deleted after a confirming dialog.
        await page.getByRole("button", { name: `Delete contact ${client.contact}` }).click();
        const dialog = page.getByRole("dialog", { name: "Delete this contact?" });
        await visible(dialog);
        await shot(page, `admin-delete-contact-${widths[width].width}`);
        await dialog.getByRole("button", { name: "Yes, delete" }).click();
        await visible(page.getByText("No contacts yet."));
        const left = await e2e.server.services.db
          .selectFrom("client_contacts")
          .select("id")
          .where("email", "=", client.email)
          .execute();
        expect(left).toEqual([]);
      }
      await page.context().close();
    });
  }
});

describe("the recruiter's clients and a confidential job", () => {
  for (const width of ["phone", "desktop"] as const) {
    it(`the recruiter reads the clients and picks one in the job form at ${widths[width].width} px`, async () => {
      const page = await signedIn(demoAccounts.employer, width);
      await page.goto("/employer-dashboard/clients?q=Indus");
      await page.getByRole("link", { name: "Indus Skyline Infra" }).click();
      await visible(page.getByRole("heading", { name: "Indus Skyline Infra" }));
      // Contacts for the firm's staff; no forms to change anything.
      await visible(page.getByRole("link", { name: "harshad.patel@indusskyline.example" }));
      await expect(page.getByText("Edit client").count()).resolves.toBe(0);
      await expect(page.getByText("Add a contact").count()).resolves.toBe(0);
      await shot(page, `employer-client-page-${widths[width].width}`);
      await page.goto("/employer-dashboard/clients");
      await visible(page.getByRole("link", { name: "Kaveri Broadband Services" }));
      await shot(page, `employer-client-list-${widths[width].width}`);

      await page.goto("/post-job");
      const section = page.locator("fieldset", { has: page.getByText("Wording shown instead") });
      await section.scrollIntoViewIfNeeded();
      await section.screenshot({
        path: path.join(SHOTS, `employer-job-form-client-${widths[width].width}.png`),
      });
      await page.context().close();
    });
  }

  it("a confidential job posted through the form never shows its client to a visitor", async () => {
    const secret = "Godavari Telecom Towers Ltd."; // added by the admin above, at 1280 px
    const page = await signedIn(demoAccounts.employer, "desktop");
    await page.goto("/post-job");
    await page.getByLabel("Job Title").fill("Quokka Tower Commissioning Lead");
    await page.getByLabel("Client", { exact: true }).selectOption({ label: secret });
    await page.getByLabel("Confidential: do not show the client's name").check();
    await page.getByLabel("Wording shown instead").fill("A leading tower company in South India");
    await page.getByLabel("City", { exact: true }).fill("Vijayawada");
    await page.getByLabel("State", { exact: true }).selectOption("Andhra Pradesh");
    await page
      .getByLabel("Job Description")
      .fill("Commission new tower sites and hand them over to the operators.");
    await page.getByRole("button", { name: "Post Job" }).click();
    await page.waitForURL(/\/employer-dashboard\/jobs/);
    await page.context().close();

    const { db } = e2e.server.services;
    const job = await db
      .selectFrom("jobs")
      .innerJoin("clients", "clients.id", "jobs.client_id")
      .select(["jobs.id", "jobs.company_name", "jobs.is_confidential", "clients.name as client"])
      .where("jobs.title", "=", "Quokka Tower Commissioning Lead")
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({
      company_name: "A leading tower company in South India",
      is_confidential: true,
      client: secret,
    });
    const contact = "lakshmi.rao@godavari.example";
    const never = (body: string) => {
      expect(body).not.toContain("Godavari");
      expect(body).not.toContain(contact);
    };

    // The page, its loader data (in the HTML and as /jobs/<id>.data) and the JobPosting.
    const html = await get(`/jobs/${job.id}`);
    expect(html.status).toBe(200);
    expect(html.body).toContain("A leading tower company in South India");
    never(html.body);
    const ld = JSON.parse(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html.body)![1]!);
    expect(ld.hiringOrganization.name).toBe("Vistaar Technologies");
    never((await get(`/jobs/${job.id}.data`)).body);
    never((await get(`/hi/jobs/${job.id}`)).body);
    // The lists, the feed, the sitemap and the public API.
    const listed = await get("/jobs?q=quokka");
    expect(listed.body).toContain("Quokka Tower Commissioning Lead");
    never(listed.body);
    never((await get("/careers")).body);
    const feed = await get("/jobs.rss");
    expect(feed.body).toContain("Quokka Tower Commissioning Lead");
    never(feed.body);
    never((await get("/sitemap.xml")).body);
    const api = await get(`/api/v1/jobs/${job.id}`);
    expect(api.body).not.toContain("client_id");
    never(api.body);
    never((await get("/api/v1/jobs?q=quokka")).body);
    // Contacts and clients are not public at all.
    expect((await get("/api/v1/clients")).status).toBe(401);
    const clientId = (
      await db.selectFrom("clients").select("id").where("name", "=", secret).executeTakeFirstOrThrow()
    ).id;
    expect((await get(`/api/v1/clients/${clientId}/contacts`)).status).toBe(401);
    never((await get(`/employer-dashboard/clients/${clientId}`)).body);

    // The seeded confidential job too: its page never names Indus Skyline Infra.
    const seeded = await db
      .selectFrom("jobs")
      .select("id")
      .where("title", "=", "Deputy Manager - Fibre Rollout Operations")
      .executeTakeFirstOrThrow();
    const demo = await get(`/jobs/${seeded.id}`);
    expect(demo.body).toContain("A leading telecom infrastructure company");
    expect(demo.body).not.toContain("Indus Skyline");
    expect(demo.body).not.toContain("indusskyline.example");

    // Staff still see the client: the admin's client page lists the job, marked confidential.
    const admin = await signedIn(demoAccounts.admin, "desktop");
    await admin.goto(`/admin/clients/${clientId}`);
    await visible(admin.getByRole("link", { name: "Quokka Tower Commissioning Lead" }));
    await visible(admin.getByText("Confidential: shown as “A leading tower company in South India”"));
    await admin.context().close();
  });
});
