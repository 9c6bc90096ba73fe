import { createHash } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { formatDate } from "../../common/format";
import { describeViolations, seriousViolations } from "../support/axe";
import {
  DESKTOP,
  PHONE,
  demoAccounts,
  pageReady,
  libraryCookie,
  newCompleteCandidate,
  newPage,
  screenshot,
  setupServerAndBrowser,
  useCookies,
  visible,
} from "../support/e2e";
import { sitemapsOf } from "../support/sitemaps";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

const e2e = setupServerAndBrowser();

async function signIn(page: Page, email: string, password: string, from = "/auth") {
  if (from) await page.goto(from);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

let demoCookie: { name: string; value: string } | null = null;
/**
 * The demo candidate's session cookie, from one sign-in: sign-in is limited to
 * 10 attempts per e-mail in 15 minutes, so tests that are not about signing in
 * reuse this session instead of the form.
 */
async function demoCandidateCookie() {
  if (demoCookie) return demoCookie;
  const response = await fetch(`${e2e.server.baseUrl}/auth?index`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: e2e.server.baseUrl },
    body: new URLSearchParams({
      email: demoAccounts.candidate.email,
      password: demoAccounts.candidate.password,
      portal: "user",
    }),
  });
  expect(response.status).toBe(302);
  const pair = response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .find((value) => value.includes("session_token"))!;
  const split = pair.indexOf("=");
  demoCookie = { name: pair.slice(0, split), value: pair.slice(split + 1) };
  return demoCookie;
}

async function asDemoCandidate(page: Page, path: string) {
  await page.context().addCookies([{ ...(await demoCandidateCookie()), url: e2e.server.baseUrl }]);
  await page.goto(path);
}

/** How many jobs the API finds for a search: what the page must say it found. */
async function foundFor(query: string): Promise<{ total: number; titles: string[] }> {
  const response = await fetch(`${e2e.server.baseUrl}/api/v1/jobs?${query}`);
  const { data } = (await response.json()) as { data: { total: number; jobs: { title: string }[] } };
  return { total: data.total, titles: data.jobs.map((job) => job.title) };
}

const foundHeading = (total: number) => (total === 1 ? "1 Job Found" : `${total} Jobs Found`);

async function activeJobs() {
  return e2e.server.services.db
    .selectFrom("jobs")
    .select(["id", "title", "application_deadline"])
    .where("is_active", "=", true)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
}

function openings(page: Page) {
  return page.getByRole("region", { name: "Current Openings" }).getByRole("article");
}

describe("/careers", () => {
  it("shows the benefits and the 20 newest openings, each card trimmed to 3 highlights and 6 skills", async () => {
    for (const [viewport, name] of [
      [PHONE, "careers-390"],
      [DESKTOP, "careers-1280"],
    ] as const) {
      const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { viewport });
      await page.goto("/careers");
      await visible(page.getByRole("heading", { name: "Join Our Team", level: 1 }));
      await visible(page.getByRole("heading", { name: "Current Openings" }));
      expect(await page.locator("#benefits-title + ul > li").count()).toBe(4);
      expect(await openings(page).count()).toBe(20);
      for (const card of await openings(page).all()) {
        expect(
          await card.getByRole("list", { name: "Highlights" }).getByRole("listitem").count(),
        ).toBeLessThanOrEqual(3);
        const skills = card.getByRole("list", { name: "Key skills" }).getByRole("listitem");
        expect(
          (await skills.allTextContents()).filter((text) => !text.startsWith("+")).length,
        ).toBeLessThanOrEqual(6);
      }
      await visible(openings(page).first().getByRole("link", { name: "View Details" }));
      await screenshot(page, name);
      await context.close();
    }
  });

  it("sends a signed-out visitor's Quick Apply to sign-in with 'Login Required', and back to the job after", async () => {
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: PHONE });
    await page.goto("/careers");
    await pageReady(page);
    // Not one of the two jobs the demo candidate applied to in the seed.
    const card = openings(page)
      .filter({ hasNotText: /NOC Engineer - L[12] / })
      .first();
    const href = await card.getByRole("link", { name: "View Details" }).getAttribute("href");
    await card.getByRole("button", { name: "Quick Apply" }).click();
    await page.waitForURL(`**/auth?redirectTo=${encodeURIComponent(href!)}`);
    await visible(page.getByText("Please login to apply for jobs."));
    await signIn(page, demoAccounts.candidate.email, demoAccounts.candidate.password, "");
    await page.waitForURL(`**${href}`);
    await visible(page.getByRole("link", { name: "Apply Now" }));
    await context.close();
  });

  it("lets a candidate Quick Apply with a cover letter and then shows a disabled 'Applied'", async () => {
    const candidate = await newCompleteCandidate(e2e.server, { first: "Kiran", last: "Rao" });
    for (const [viewport, suffix] of [
      [DESKTOP, "1280"],
      [PHONE, "390"],
    ] as const) {
      const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { viewport });
      await signIn(page, candidate.email, candidate.password);
      await page.waitForURL("**/profile");
      await page.goto("/careers");
      await pageReady(page);
      const card = openings(page)
        .filter({ has: page.getByRole("link", { name: "Quick Apply" }) })
        .first();
      const title = (await card.getByRole("heading").textContent())!;
      await card.getByRole("link", { name: "Quick Apply" }).click();
      const dialog = page.getByRole("dialog", { name: `Apply for ${title}` });
      await visible(dialog);
      await dialog.getByLabel("Cover Letter (optional)").fill(`I splice fibre every day. (${suffix})`);
      // The dialog is fixed to the viewport: a viewport-sized picture shows it as a person sees it.
      await page.screenshot({ path: `test-results/screenshots/quick-apply-dialog-${suffix}.png` });
      await dialog.getByRole("button", { name: "Submit Application" }).click();
      await visible(page.getByText("Application Submitted Successfully!"));
      await visible(
        page.getByText("Your application has been submitted. Check My Applications to track status."),
      );
      expect(await dialog.count()).toBe(0);
      const applied = openings(page).filter({ hasText: title }).getByRole("button", { name: "Applied" });
      await visible(applied);
      expect(await applied.isDisabled()).toBe(true);
      await screenshot(page, `careers-applied-${suffix}`);
      // Still 'Applied' after a reload: it comes from the database.
      await page.reload();
      await visible(openings(page).filter({ hasText: title }).getByRole("button", { name: "Applied" }));
      await context.close();
    }
    const rows = await e2e.server.services.db
      .selectFrom("job_applications")
      .innerJoin("candidate_profiles", "candidate_profiles.id", "job_applications.candidate_id")
      .select(["job_applications.cover_letter", "job_applications.application_status"])
      .where("candidate_profiles.user_id", "=", candidate.userId)
      .orderBy("job_applications.applied_at")
      .execute();
    expect(rows).toEqual([
      { cover_letter: "I splice fibre every day. (1280)", application_status: "applied" },
      { cover_letter: "I splice fibre every day. (390)", application_status: "applied" },
    ]);
  });

  it("sends a signed-in candidate without a complete profile to /profile with 'Complete Your Profile'", async () => {
    // A candidate account: employers and admins are offered no Quick Apply (issue #19).
    const account = { email: `half-profile-${Date.now()}@example.com`, password: "good-password-1" };
    const { user } = await e2e.server.services.auth.api.signUpEmail({ body: { ...account, name: "" } });
    await e2e.server.services.db
      .insertInto("user_roles")
      .values({ user_id: user.id, email: account.email, role: "user" })
      .execute();
    await e2e.server.services.db
      .insertInto("candidate_profiles")
      .values({ user_id: user.id, phone: "+919812300001", first_name: "", last_name: "" })
      .execute();
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl);
    await useCookies(context, e2e.server.baseUrl, await libraryCookie(e2e.server, account));
    await page.goto("/careers");
    await pageReady(page);
    await openings(page).first().getByRole("button", { name: "Quick Apply" }).click();
    await page.waitForURL("**/profile");
    await visible(page.getByText("Please complete your profile setup to apply for jobs."));
    await context.close();
  });

  it("sends a candidate account without a profile from /my-applications to /register with 'Profile Required'", async () => {
    // A candidate account the admin made: the role, but no candidate profile yet.
    const account = { email: `no-profile-${Date.now()}@example.com`, password: "good-password-1" };
    const { user } = await e2e.server.services.auth.api.signUpEmail({ body: { ...account, name: "" } });
    await e2e.server.services.db
      .insertInto("user_roles")
      .values({ user_id: user.id, email: account.email, role: "user" })
      .execute();
    const response = await fetch(`${e2e.server.baseUrl}/my-applications`, {
      headers: { cookie: await libraryCookie(e2e.server, account) },
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/register");
    expect(response.headers.getSetCookie().join("\n")).toContain("jb_toast=");
  });

  it("applies without JavaScript through the job page's form", async () => {
    const candidate = await newCompleteCandidate(e2e.server, { first: "Kiran", last: "Rao" });
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, {
      viewport: PHONE,
      javaScript: false,
    });
    await signIn(page, candidate.email, candidate.password);
    await page.waitForURL("**/profile");
    await page.goto("/careers");
    const card = openings(page).nth(5);
    const title = (await card.getByRole("heading").textContent())!;
    await card.getByRole("link", { name: "Quick Apply" }).click();
    await page.waitForURL(/\/jobs\/[0-9a-f-]+\?apply=1/);
    await page.getByLabel("Cover Letter (optional)").fill("Sent without JavaScript.");
    await page.getByRole("button", { name: "Submit Application" }).click();
    await visible(page.getByRole("status").filter({ hasText: "Application Submitted Successfully!" }));
    await visible(page.getByRole("button", { name: "Applied" }));
    await page.goto("/my-applications");
    await visible(page.getByRole("heading", { name: title }));
    await context.close();
  });
});

describe("/jobs", () => {
  // Issue #36 (decision 0042): no 'Login Required' any more; tests/e2e/public-search.test.ts has the visitor's searches.
  it("shows a visitor the results, and a card's Quick Apply asks for sign-in and comes back to the job", async () => {
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: PHONE });
    const response = await page.goto("/jobs?q=noc");
    expect(response?.status()).toBe(200);
    await visible(page.getByRole("heading", { name: foundHeading((await foundFor("q=noc")).total) }));
    expect(await page.getByRole("heading", { name: "Login Required" }).count()).toBe(0);
    const card = page.getByRole("main").getByRole("article").first();
    const title = (await card.getByRole("heading").textContent())!;
    await card.getByRole("button", { name: "Quick Apply" }).click();
    await page.waitForURL(/\/auth\?redirectTo=/);
    await signIn(page, demoAccounts.candidate.email, demoAccounts.candidate.password, "");
    await page.waitForURL(/\/jobs\/[0-9a-f-]{36}/);
    await visible(page.getByRole("heading", { name: title, level: 1 }));
    await context.close();
  });

  it("searches and filters through the URL, and the back button restores the previous search", async () => {
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: DESKTOP });
    await asDemoCandidate(page, "/jobs");
    await pageReady(page);
    const total = (await activeJobs()).length;
    await visible(page.getByRole("heading", { name: `${total} Jobs Found` }));
    await screenshot(page, "jobs-1280");

    const cards = page.getByRole("main").getByRole("article");
    for (const card of await cards.all()) {
      const skills = card.getByRole("list", { name: "Required skills" }).getByRole("listitem");
      expect(
        (await skills.allTextContents()).filter((text) => !text.startsWith("+")).length,
      ).toBeLessThanOrEqual(8);
    }

    const noc = await foundFor("q=NOC");
    expect(noc.total).toBeGreaterThan(2);
    await page.getByLabel("Search").fill("NOC");
    await page.getByLabel("Search").press("Enter");
    await page.waitForURL("**/jobs?q=NOC");
    await visible(page.getByRole("heading", { name: foundHeading(noc.total) }));
    expect(await cards.getByRole("heading").allTextContents()).toEqual(noc.titles);

    // Karnataka's NOC jobs: the L3 lead and the freshers' job, both in Bengaluru.
    const karnataka = await foundFor("q=NOC&state=Karnataka");
    await page.getByLabel("State").selectOption("Karnataka");
    await page.waitForURL("**/jobs?q=NOC&state=Karnataka");
    await visible(page.getByRole("heading", { name: foundHeading(karnataka.total) }));
    expect(karnataka.titles.sort()).toEqual([
      "NOC Engineer - L3 / Shift Lead",
      "NOC Monitoring Engineer - Freshers",
    ]);
    await visible(cards.getByRole("heading", { name: "NOC Engineer - L3 / Shift Lead" }));

    await page.goBack();
    await page.waitForURL("**/jobs?q=NOC");
    await visible(page.getByRole("heading", { name: foundHeading(noc.total) }));
    expect(await page.getByLabel("State").inputValue()).toBe("all-states");
    expect(await page.getByLabel("Search").inputValue()).toBe("NOC");

    const freshers = await foundFor("q=NOC&experience=fresher");
    expect(freshers.titles).toContain("NOC Engineer - L1 (24x7 Shifts)");
    expect(freshers.total).toBeLessThan(noc.total);
    await page.getByLabel("Experience").selectOption("fresher");
    await page.waitForURL("**/jobs?q=NOC&experience=fresher");
    await visible(cards.getByRole("heading", { name: "NOC Engineer - L1 (24x7 Shifts)" }));
    // That job was in the list before too: wait for the new list, not only the address.
    await visible(page.getByRole("heading", { name: foundHeading(freshers.total) }));
    await expect.poll(() => cards.count()).toBe(freshers.total);

    await page.getByRole("link", { name: "Clear Filters" }).first().click();
    await page.waitForURL(/\/jobs$/);
    await visible(page.getByRole("heading", { name: `${total} Jobs Found` }));
    expect(await page.getByLabel("Search").inputValue()).toBe("");
    expect(await page.getByLabel("Experience").inputValue()).toBe("all-levels");
    await context.close();
  });

  it("tolerates a typo and shows the empty state for nothing", async () => {
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: PHONE });
    await asDemoCandidate(page, "/jobs?q=kubernets");
    await visible(page.getByRole("heading", { name: "Senior DevOps Engineer (Kubernetes)" }));
    // Stemming forgives that one; a misspelt city is corrected, and said so.
    await page.goto("/jobs?q=hyderbad");
    await visible(page.getByText("No jobs match “hyderbad”. Showing results for “hyderabad”."));
    await visible(page.getByText("Hyderabad, Telangana").first());
    await screenshot(page, "jobs-390");
    await page.goto("/jobs?q=zzqxv+plumber");
    await visible(page.getByRole("heading", { name: "0 Jobs Found" }));
    await visible(page.getByText("No jobs match your search."));
    await context.close();
  });

  it("works without JavaScript: the search form is a GET form", async () => {
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { javaScript: false });
    await asDemoCandidate(page, "/jobs");
    await page.getByLabel("Search").fill("pune");
    await page.getByLabel("Experience").selectOption("3-5");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/\/jobs\?q=pune&state=all-states&experience=3-5/);
    const titles = await page.getByRole("main").getByRole("article").getByRole("heading").allTextContents();
    expect(titles.sort()).toEqual(["FTTH Installation Lead", "Senior DevOps Engineer (Kubernetes)"]);
    await context.close();
  });

  it("pages through the results with plain links that keep the search", async () => {
    const { db } = e2e.server.services;
    await db
      .insertInto("jobs")
      .values(
        Array.from({ length: 25 }, (_, i) => ({
          title: `Paging Test Technician ${i + 1}`,
          company_name: "Indus Skyline Infra",
          location_city: "Nagpur",
          location_state: "Maharashtra",
          job_description: "A job that fills a second page of results.",
        })),
      )
      .execute();
    try {
      const results = async (n: number) =>
        (await (await fetch(`${e2e.server.baseUrl}/api/v1/jobs?q=paging&page=${n}`)).json()).data as {
          pageCount: number;
          jobs: { title: string }[];
        };
      const second = await results(2);
      expect(second.pageCount).toBe(2);
      const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, {
        viewport: PHONE,
        javaScript: false,
      });
      await asDemoCandidate(page, "/jobs?q=paging");
      const pager = page.getByRole("navigation", { name: "Pagination" });
      expect(await pager.getByRole("link", { name: "Page 1" }).getAttribute("aria-current")).toBe("page");
      expect(await pager.getByRole("link", { name: "Previous" }).count()).toBe(0);
      expect(await pager.getByRole("link", { name: "Next" }).getAttribute("rel")).toBe("next");
      await pager.getByRole("link", { name: "Next" }).click();
      await page.waitForURL("**/jobs?q=paging&page=2");
      const titles = await page.getByRole("main").getByRole("article").getByRole("heading").allTextContents();
      expect(titles).toEqual(second.jobs.map((job) => job.title));
      expect(titles).toHaveLength(5);
      await visible(page.getByText("Page 2 of 2"));
      expect(await pager.getByRole("link", { name: "Page 2" }).getAttribute("aria-current")).toBe("page");
      expect(await pager.getByRole("link", { name: "Page 1" }).getAttribute("aria-current")).toBeNull();
      expect(await pager.getByRole("link", { name: "Previous" }).getAttribute("rel")).toBe("prev");
      expect(await pager.getByRole("link", { name: "Next" }).count()).toBe(0);
      await pager.getByRole("link", { name: "Page 1" }).click();
      await page.waitForURL("**/jobs?q=paging");
      await context.close();
    } finally {
      await db.deleteFrom("jobs").where("title", "like", "Paging Test Technician %").execute();
    }
  });
});

describe("/jobs/{id}", () => {
  it("shows every field, 'Login to Apply' signed out, and returns to the job after sign-in", async () => {
    const job = (await activeJobs()).find((row) => row.title === "NOC Engineer - L2 (IP/MPLS)")!;
    for (const [viewport, name] of [
      [DESKTOP, "job-page-1280"],
      [PHONE, "job-page-390"],
    ] as const) {
      const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { viewport });
      const response = await page.goto(`/jobs/${job.id}`);
      expect(response?.status()).toBe(200);
      await visible(page.getByRole("heading", { name: "NOC Engineer - L2 (IP/MPLS)", level: 1 }));
      for (const heading of [
        "Job Description",
        "Key Responsibilities",
        "Requirements",
        "Required Skills",
        "Preferred Skills",
        "Job Highlights",
        "Job Overview",
      ]) {
        await visible(page.getByRole("heading", { name: heading }));
      }
      for (const text of [
        "4.5-7.5 LPA",
        "Telecommunications",
        "Network Operations",
        "B.Tech/B.E. in ECE, CSE or IT",
        // Its closing date, moved by the seed to stay ahead of today (demoJobsAsOf).
        formatDate(job.application_deadline),
        "Gurugram, Haryana",
      ]) {
        await visible(page.getByText(text, { exact: true }).first());
      }
      await visible(page.getByRole("link", { name: "Back to Jobs" }));
      expect(await page.title()).toBe("NOC Engineer - L2 (IP/MPLS) in Gurugram | Vistaar Technologies");
      expect(await page.locator('meta[property="og:url"]').getAttribute("content")).toBe(
        `${e2e.server.baseUrl}/jobs/${job.id}`,
      );
      await screenshot(page, name);
      await context.close();
    }

    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: PHONE });
    await page.goto(`/jobs/${job.id}`);
    await page.getByRole("link", { name: "Login to Apply" }).click();
    await page.waitForURL(`**/auth?redirectTo=${encodeURIComponent(`/jobs/${job.id}`)}`);
    await signIn(page, demoAccounts.candidate.email, demoAccounts.candidate.password, "");
    await page.waitForURL(`**/jobs/${job.id}`);
    // The demo candidate applied to this job in the seed.
    await visible(page.getByRole("button", { name: "Applied" }));
    expect(await page.getByRole("link", { name: "Login to Apply" }).count()).toBe(0);
    await context.close();
  });

  it("carries JobPosting JSON-LD with every required property, allowed by the CSP", async () => {
    const job = (await activeJobs()).find((row) => row.title === "Senior DevOps Engineer (Kubernetes)")!;
    const response = await fetch(`${e2e.server.baseUrl}/jobs/${job.id}`);
    const html = await response.text();
    const scripts = [
      ...html.matchAll(/<script type="application\/ld\+json" nonce="([^"]+)">([\s\S]*?)<\/script>/g),
    ];
    expect(scripts).toHaveLength(1);
    const [, nonce, json] = scripts[0];
    // Rendered for this request: its nonce; sent from the anonymous page cache: its hash.
    const hash = createHash("sha256").update(json).digest("base64");
    expect(response.headers.get("content-security-policy")).toMatch(
      new RegExp(`'nonce-${escapeRegExp(nonce)}'|'sha256-${escapeRegExp(hash)}'`),
    );
    const posting = JSON.parse(json);
    expect(posting).toMatchObject({
      "@context": "https://schema.org/",
      "@type": "JobPosting",
      title: "Senior DevOps Engineer (Kubernetes)",
      datePosted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      validThrough: `${job.application_deadline}T23:59:59+05:30`,
      hiringOrganization: { "@type": "Organization", name: expect.any(String) },
      jobLocation: {
        "@type": "Place",
        address: {
          "@type": "PostalAddress",
          addressLocality: "Pune",
          addressRegion: "Maharashtra",
          addressCountry: "IN",
        },
      },
      employmentType: "FULL_TIME",
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "INR",
        value: {
          "@type": "QuantitativeValue",
          minValue: 1500000,
          maxValue: expect.any(Number),
          unitText: "YEAR",
        },
      },
      identifier: { "@type": "PropertyValue", value: job.id },
      directApply: true,
    });
    expect(posting.description).toContain("<p>");
    expect(posting.description.length).toBeGreaterThan(100);
  });

  it("answers 'Job Not Found' (404) for an unknown, malformed or inactive job, leading to /jobs", async () => {
    const [inactive] = await activeJobs();
    await e2e.server.services.db
      .updateTable("jobs")
      .set({ is_active: false })
      .where("id", "=", inactive.id)
      .execute();
    try {
      const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: PHONE });
      for (const id of [inactive.id, "00000000-0000-4000-8000-000000000000", "not-a-job"]) {
        const response = await page.goto(`/jobs/${id}`);
        expect(response?.status()).toBe(404);
        await visible(page.getByRole("heading", { name: "Job Not Found" }));
        await visible(page.getByText("The job you're looking for doesn't exist or is no longer active."));
      }
      await page.getByRole("main").getByRole("link", { name: "Browse Jobs" }).click();
      await page.waitForURL("**/jobs");
      await context.close();

      // Invisible on every list and in the API too.
      const careers = await (await fetch(`${e2e.server.baseUrl}/careers`)).text();
      expect(careers).not.toContain(inactive.id);
      const api = await fetch(`${e2e.server.baseUrl}/api/v1/jobs?q=${encodeURIComponent(inactive.title)}`);
      expect(((await api.json()).data.jobs as { id: string }[]).map((job) => job.id)).not.toContain(
        inactive.id,
      );
      expect((await fetch(`${e2e.server.baseUrl}/api/v1/jobs/${inactive.id}`)).status).toBe(404);
      const sitemaps = [...(await sitemapsOf(e2e.server.baseUrl)).values()].join("\n");
      expect(sitemaps).toContain("/jobs/");
      expect(sitemaps).not.toContain(inactive.id);
    } finally {
      await e2e.server.services.db
        .updateTable("jobs")
        .set({ is_active: true })
        .where("id", "=", inactive.id)
        .execute();
    }
  });

  it("offers no application once the deadline has passed", async () => {
    const job = (await activeJobs()).find((row) => row.title === "Python Developer")!;
    await e2e.server.services.db
      .updateTable("jobs")
      .set({ application_deadline: "2025-01-31" })
      .where("id", "=", job.id)
      .execute();
    try {
      const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl);
      await asDemoCandidate(page, `/jobs/${job.id}`);
      await visible(page.getByText("Applications closed").first());
      expect(await page.getByRole("link", { name: "Apply Now" }).count()).toBe(0);
      await context.close();
    } finally {
      await e2e.server.services.db
        .updateTable("jobs")
        .set({ application_deadline: job.application_deadline })
        .where("id", "=", job.id)
        .execute();
    }
  });
});

describe("/my-applications", () => {
  it("lists the demo candidate's applications in plain words: 'Shortlisted' when sent to the client", async () => {
    for (const [viewport, name] of [
      [PHONE, "my-applications-390"],
      [DESKTOP, "my-applications-1280"],
    ] as const) {
      const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { viewport });
      await asDemoCandidate(page, "/my-applications");
      const shortlisted = page.getByRole("article").filter({ hasText: "NOC Engineer - L1 (24x7 Shifts)" });
      await visible(shortlisted.getByText("Shortlisted", { exact: true }));
      await visible(
        page
          .getByRole("article")
          .filter({ hasText: "NOC Engineer - L2 (IP/MPLS)" })
          .getByText("Under review", { exact: true }),
      );
      await visible(shortlisted.getByText("2.6-4.2 LPA"));
      await visible(page.getByRole("main").getByRole("link", { name: "Browse Jobs" }));
      await screenshot(page, name);
      await context.close();
    }
  });

  it("sends a visitor to /auth and an employer to the employer dashboard", async () => {
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl);
    await page.goto("/my-applications");
    await page.waitForURL(`**/auth?redirectTo=${encodeURIComponent("/my-applications")}`);
    await signIn(page, demoAccounts.employer.email, demoAccounts.employer.password, "");
    await page.waitForURL("**/employer-dashboard/orders");
    await context.close();
  });
});

describe("accessibility", () => {
  it("has no serious violations on /careers, /jobs, a job page, the dialog and /my-applications", async () => {
    const [job] = await activeJobs();
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: PHONE });
    const check = async (label: string) => {
      const violations = await seriousViolations(page);
      expect(violations, `${label}\n${describeViolations(violations)}`).toEqual([]);
    };
    for (const path of ["/careers", `/jobs/${job.id}`, "/jobs"]) {
      await page.goto(path);
      await check(`${path} (signed out)`);
    }
    await asDemoCandidate(page, "/profile");
    for (const path of [
      "/careers",
      "/jobs",
      "/jobs?q=engineer&page=1",
      `/jobs/${job.id}`,
      "/my-applications",
    ]) {
      await page.goto(path);
      await check(path);
    }
    await page.goto("/careers");
    await pageReady(page);
    await openings(page).getByRole("link", { name: "Quick Apply" }).first().click();
    await visible(page.getByRole("dialog"));
    await check("Quick Apply dialog");
    await context.close();
  });
});

describe("API", () => {
  it("searches active jobs and lists a candidate's applications", async () => {
    const search = await fetch(`${e2e.server.baseUrl}/api/v1/jobs?q=noc&state=Karnataka`);
    expect(search.status).toBe(200);
    const body = await search.json();
    expect(body.data).toMatchObject({
      total: 2,
      page: 1,
      pageSize: 20,
      search: { q: "noc", state: "Karnataka", experience: "all-levels" },
    });
    expect(body.data.jobs.map((job: { title: string }) => job.title).sort()).toEqual([
      "NOC Engineer - L3 / Shift Lead",
      "NOC Monitoring Engineer - Freshers",
    ]);

    const session = await demoCandidateCookie();
    const cookie = `${session.name}=${session.value}`;
    const mine = await (
      await fetch(`${e2e.server.baseUrl}/api/v1/me/applications`, { headers: { cookie } })
    ).json();
    expect(
      (mine.data as { application_status: string }[]).map((item) => item.application_status).sort(),
    ).toEqual(["applied", "submitted"]);

    const target = body.data.jobs[0].id;
    const apply = await fetch(`${e2e.server.baseUrl}/api/v1/jobs/${target}/applications`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ coverLetter: "Through the API." }),
    });
    expect(apply.status).toBe(200);
    const again = await fetch(`${e2e.server.baseUrl}/api/v1/jobs/${target}/applications`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: "{}",
    });
    expect(again.status).toBe(409);
    expect((await again.json()).error).toMatchObject({
      title: "Already Applied",
      message: "You have already applied for this job.",
    });
    const anonymous = await fetch(`${e2e.server.baseUrl}/api/v1/jobs/${target}/applications`, {
      method: "POST",
    });
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error.message).toBe("Please login to apply for jobs.");
  });
});

describe("employers and admins (issue #19)", () => {
  it("lands an employer on the employer dashboard after sign-in, with no 'My Profile' in the menu", async () => {
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl);
    await signIn(page, demoAccounts.employer.email, demoAccounts.employer.password);
    await page.waitForURL("**/employer-dashboard/orders");
    const menu = page.getByRole("navigation", { name: "Main" });
    await visible(menu.getByRole("link", { name: "Employer Dashboard" }));
    expect(await menu.getByRole("link", { name: "My Profile" }).count()).toBe(0);
    // Already signed in: /auth and /register send the employer to the dashboard too.
    await page.goto("/auth");
    await page.waitForURL("**/employer-dashboard/orders");
    await page.goto("/register");
    await page.waitForURL("**/employer-dashboard/orders");
    await context.close();
  });

  for (const role of ["employer", "admin"] as const) {
    it(`offers ${role === "admin" ? "an admin" : "an employer"} no Quick Apply or Apply on /jobs, /careers or a job page`, async () => {
      const [job] = await activeJobs();
      const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: PHONE });
      await useCookies(context, e2e.server.baseUrl, await libraryCookie(e2e.server, demoAccounts[role]));
      const menu = page.getByRole("navigation", { name: "Main" });
      for (const path of ["/jobs", "/careers"]) {
        await page.goto(path);
        await pageReady(page);
        const cards = page.getByRole("main").getByRole("article");
        await visible(cards.first().getByRole("link", { name: /View Details/ }));
        expect(await cards.count()).toBeGreaterThan(0);
        expect(await page.getByRole("main").getByRole("button", { name: /Apply/ }).count(), path).toBe(0);
        expect(await page.getByRole("main").getByRole("link", { name: /Apply/ }).count(), path).toBe(0);
        expect(await page.getByText("Complete Your Profile").count(), path).toBe(0);
        expect(await menu.getByRole("link", { name: "My Profile" }).count()).toBe(0);
        if (path === "/jobs") await screenshot(page, `jobs-${role}-390`);
      }
      await page.goto(`/jobs/${job.id}`);
      await pageReady(page);
      const apply = page.getByRole("region", { name: "Apply" });
      await visible(apply.getByText("Employer and admin accounts do not apply for jobs."));
      expect(await apply.getByRole("button").count()).toBe(0);
      expect(await page.getByRole("main").getByRole("link", { name: /Apply/ }).count()).toBe(0);
      await screenshot(page, `job-page-${role}-390`);
      await context.close();
    });
  }

  it("shows /jobs to an employer at 1280 px without apply buttons", async () => {
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: DESKTOP });
    await useCookies(context, e2e.server.baseUrl, await libraryCookie(e2e.server, demoAccounts.employer));
    await page.goto("/jobs");
    await pageReady(page);
    await visible(page.getByRole("heading", { name: /Jobs? Found/ }));
    expect(await page.getByRole("main").getByRole("button", { name: /Apply/ }).count()).toBe(0);
    await screenshot(page, "jobs-employer-1280");
    await context.close();
  });
});
