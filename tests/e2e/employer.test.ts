import { describe, expect, it } from "vitest";
import { expectNoSeriousViolations } from "../support/axe";
import { sendToClient } from "../support/submittals";
import {
  demoAccounts,
  DESKTOP,
  pageReady,
  latestMailTo,
  newPage,
  PHONE,
  screenshot,
  libraryCookie,
  signInAs,
  setupServerAndBrowser,
  useCookies,
  visible,
} from "../support/e2e";

const e2e = setupServerAndBrowser();

describe("employer dashboard", () => {
  it("refuses visitors and candidates with 'Access Denied'", async () => {
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: PHONE });
    const response = await page.goto("/employer-dashboard");
    expect(response?.status()).toBe(401);
    await visible(page.getByRole("heading", { name: "Access Denied" }));
    await visible(page.getByText("Please log in to access the employer dashboard."));
    await signInAs(page, demoAccounts.candidate);
    const asCandidate = await page.goto("/employer-dashboard");
    expect(asCandidate?.status()).toBe(403);
    await visible(page.getByRole("heading", { name: "Access Denied" }));
    expect(await page.getByRole("link", { name: "Applications", exact: true }).count()).toBe(0);
    const postJob = await page.goto("/post-job");
    expect(postJob?.status()).toBe(403);
    await context.close();
  });

  it("sends /employer-dashboard and each old ?tab= address to its tab, keeping the other parameters", async () => {
    const cookies = {
      employer: await libraryCookie(e2e.server, demoAccounts.employer),
      admin: await libraryCookie(e2e.server, demoAccounts.admin),
    };
    const job = "00000000-0000-0000-0000-000000000001";
    const moves: [keyof typeof cookies, string, string][] = [
      // The recruiter's open job orders first (issue #37, decision 0052).
      ["employer", "/employer-dashboard", "/employer-dashboard/orders"],
      ["admin", "/employer-dashboard", "/employer-dashboard/orders"],
      ["employer", "/employer-dashboard?tab=orders", "/employer-dashboard/orders"],
      [
        "employer",
        `/employer-dashboard?tab=applications&job=${job}&status=applied&sort=oldest&page=2`,
        `/employer-dashboard/applications?job=${job}&status=applied&sort=oldest&page=2`,
      ],
      [
        "employer",
        `/employer-dashboard?candidate=${job}`,
        `/employer-dashboard/applications?candidate=${job}`,
      ],
      ["employer", `/employer-dashboard?tab=jobs&job=${job}`, `/employer-dashboard/jobs?job=${job}`],
      ["admin", "/employer-dashboard?tab=users&q=verma&page=2", "/employer-dashboard/users?q=verma&page=2"],
      // An unknown tab with a query is Applications, the first tab such addresses knew.
      [
        "employer",
        `/employer-dashboard?tab=no-such-tab&job=${job}`,
        `/employer-dashboard/applications?job=${job}`,
      ],
    ];
    for (const [who, from, to] of moves) {
      const headers = { cookie: cookies[who] };
      const response = await fetch(e2e.server.baseUrl + from, { redirect: "manual", headers });
      expect(response.status, from).toBe(302);
      expect(response.headers.get("location"), from).toBe(to);
      expect((await fetch(e2e.server.baseUrl + to, { redirect: "manual", headers })).status, to).toBe(200);
    }
  });

  it("opens the Orders tab from the header's link, and shows a candidate sent there 'Access Denied', in the browser", async () => {
    const employer = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: DESKTOP });
    await useCookies(
      employer.context,
      e2e.server.baseUrl,
      await libraryCookie(e2e.server, demoAccounts.employer),
    );
    await employer.page.goto("/profile");
    await pageReady(employer.page);
    await employer.page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Employer Dashboard" })
      .click();
    await employer.page.waitForURL("**/employer-dashboard/orders");
    const tabs = employer.page.getByRole("navigation", { name: "Dashboard sections" });
    await visible(
      tabs.getByRole("link", { name: "Orders" }).and(employer.page.locator("[aria-current=page]")),
    );
    await visible(employer.page.getByRole("heading", { name: "My open job orders" }));
    await tabs.getByRole("link", { name: "My Jobs" }).click();
    await employer.page.waitForURL("**/employer-dashboard/jobs");
    await visible(employer.page.getByRole("heading", { name: "My Posted Jobs" }));
    await employer.context.close();

    // The browser's router asks for the tab's data; the guard's refusal is drawn as the server draws it.
    const candidate = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: PHONE });
    await useCookies(
      candidate.context,
      e2e.server.baseUrl,
      await libraryCookie(e2e.server, demoAccounts.candidate),
    );
    await candidate.page.goto("/profile");
    await pageReady(candidate.page);
    await candidate.page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
      ).__reactRouterDataRouter.navigate("/employer-dashboard/jobs"),
    );
    await candidate.page.waitForURL("**/employer-dashboard/jobs");
    await visible(candidate.page.getByRole("heading", { name: "Access Denied" }));
    await visible(candidate.page.getByText("employer tools need an employer account"));
    await candidate.context.close();
  });

  it("refuses each tab, and the status form, as the dashboard does: 'Access Denied' to visitors and candidates", async () => {
    const cookies = {
      visitor: "",
      candidate: await libraryCookie(e2e.server, demoAccounts.candidate),
      employer: await libraryCookie(e2e.server, demoAccounts.employer),
    };
    const application = await e2e.server.services.db
      .selectFrom("job_applications")
      .select(["id", "application_status"])
      .executeTakeFirstOrThrow();
    const tabs = [
      "/employer-dashboard/orders",
      "/employer-dashboard/applications",
      "/employer-dashboard/jobs",
      "/employer-dashboard/users",
    ];
    for (const [who, cookie] of Object.entries(cookies)) {
      const asked: { tab: string; init: RequestInit }[] = tabs.map((tab) => ({ tab, init: {} }));
      if (who !== "employer") {
        asked.push({
          tab: "/employer-dashboard/applications",
          init: {
            method: "POST",
            body: new URLSearchParams({ applicationId: application.id, status: "rejected:skills_mismatch" }),
          },
        });
      }
      for (const { tab, init } of asked) {
        const label = `${who} ${init.method ?? "GET"} ${tab}`;
        const response = await fetch(e2e.server.baseUrl + tab, {
          ...init,
          redirect: "manual",
          headers: { cookie, origin: e2e.server.baseUrl },
        });
        const page = await response.text();
        if (who === "employer") {
          // The admins' All Users tab is not theirs: they get their first tab, as before.
          if (tab.endsWith("/users")) {
            expect(response.status, label).toBe(302);
            expect(response.headers.get("location"), label).toBe("/employer-dashboard/orders");
          } else expect(response.status, label).toBe(200);
          continue;
        }
        expect(response.status, label).toBe(who === "visitor" ? 401 : 403);
        expect(page, label).toContain("Access Denied");
        expect(page, label).toContain("Please log in to access the employer dashboard.");
        if (who === "visitor") expect(page, label).toContain(`/auth?redirectTo=${encodeURIComponent(tab)}`);
      }
    }
    const after = await e2e.server.services.db
      .selectFrom("job_applications")
      .select("application_status")
      .where("id", "=", application.id)
      .executeTakeFirstOrThrow();
    expect(after.application_status).toBe(application.application_status);
  });

  it("an employer posts a job, a candidate applies, the employer shortlists, the candidate sees it and is mailed", async () => {
    const employer = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: DESKTOP });
    await signInAs(employer.page, demoAccounts.employer);
    await employer.page.goto("/employer-dashboard");
    await visible(employer.page.getByRole("heading", { name: "Employer Dashboard" }));
    await employer.page.getByRole("link", { name: "Post New Job" }).click();
    await employer.page.waitForURL("**/post-job");
    await pageReady(employer.page);

    await employer.page.getByRole("button", { name: "Post Job" }).click();
    await visible(employer.page.getByText("Please fill in all required fields.").first());
    await employer.page.getByLabel("Job Title").fill("OFC Maintenance Engineer");
    await employer.page.getByLabel("Company Name").fill("Indus Skyline Infra");
    await employer.page.getByLabel("City", { exact: true }).fill("Indore");
    await employer.page.getByLabel("State", { exact: true }).selectOption("Madhya Pradesh");
    await employer.page
      .getByLabel("Job Description")
      .fill("Maintain the optical fibre backbone across western Madhya Pradesh.");
    await employer.page.getByLabel("Required Skills").fill("OTDR, Fusion Splicing, , Route Patrolling");
    await employer.page.getByLabel("Minimum Salary (LPA)").fill("3");
    await employer.page.getByLabel("Maximum Salary (LPA)").fill("4.5");
    await expectNoSeriousViolations(employer.page, "post job");
    await screenshot(employer.page, "post-job-1280");
    await employer.page.getByRole("button", { name: "Post Job" }).click();
    await employer.page.waitForURL(/employer-dashboard\/jobs\?job=/);
    await visible(employer.page.getByText("Job Posted").first());
    await visible(employer.page.getByRole("heading", { name: "My Posted Jobs" }));
    await visible(employer.page.getByText("OFC Maintenance Engineer").first());
    const job = await e2e.server.services.db
      .selectFrom("jobs")
      .selectAll()
      .where("title", "=", "OFC Maintenance Engineer")
      .executeTakeFirstOrThrow();
    expect(job.required_skills).toEqual(["OTDR", "Fusion Splicing", "Route Patrolling"]);
    const employerUser = await e2e.server.services.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", demoAccounts.employer.email)
      .executeTakeFirstOrThrow();
    expect(job.posted_by).toBe(employerUser.id);

    // The candidate applies from the job page.
    const candidate = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: PHONE });
    await signInAs(candidate.page, demoAccounts.candidate);
    await candidate.page.goto(`/jobs/${job.id}?apply=1`);
    await pageReady(candidate.page);
    await candidate.page
      .getByLabel("Cover Letter (optional)")
      .first()
      .fill("I maintained 400 km of OFC routes in Uttar Pradesh.");
    await candidate.page.getByRole("button", { name: "Submit Application" }).first().click();
    await visible(candidate.page.getByText("Application Submitted Successfully!").first());

    // The employer reviews and shortlists.
    await employer.page.goto(`/employer-dashboard/applications?job=${job.id}`);
    await pageReady(employer.page);
    await visible(employer.page.getByText("Priya Sharma"));
    await visible(employer.page.getByText("I maintained 400 km of OFC routes"));
    await visible(employer.page.getByText("₹6.5 LPA", { exact: false }));
    await expectNoSeriousViolations(employer.page, "applications tab");
    await screenshot(employer.page, "employer-applications-1280");
    // Indus Skyline Infra is a client: Submitted by hand is refused (decision 0059); a submittal
    // the candidate says Yes to moves the card there.
    await employer.page.getByLabel("Status of Priya Sharma").selectOption("submitted");
    await visible(
      employer.page
        .getByText("Use “Submit to client” to move a candidate to Submitted: the candidate must agree first.")
        .first(),
    );
    const application = await e2e.server.services.db
      .selectFrom("job_applications")
      .select("id")
      .where("job_id", "=", job.id)
      .executeTakeFirstOrThrow();
    await sendToClient(e2e.server.services, application.id);

    await employer.page.getByRole("link", { name: "View Full Profile" }).click();
    await visible(employer.page.getByRole("dialog", { name: "Priya Sharma" }));
    await visible(employer.page.getByText("Write to the candidate above", { exact: false }));
    await visible(employer.page.getByText(/Present/).first());
    // Sensitive fields stay with the candidate and admins.
    expect(await employer.page.getByRole("dialog").getByText("Date of Birth").count()).toBe(0);
    await expectNoSeriousViolations(employer.page, "profile dialog");
    await screenshot(employer.page, "employer-profile-dialog-1280");
    await employer.page.keyboard.press("Escape");
    await employer.page.waitForURL((url) => !url.searchParams.has("candidate"));

    const csv = await employer.page.request.get(`/employer-dashboard/export?job=${job.id}`);
    expect(csv.headers()["content-disposition"]).toContain("applicants-ofc-maintenance-engineer.csv");
    expect(await csv.text()).toContain("Priya Sharma,candidate@demo.vistaar.example");

    // The candidate sees the new status; their mail was the question they said Yes to.
    await candidate.page.goto("/my-applications");
    const row = candidate.page.getByRole("listitem").filter({ hasText: "OFC Maintenance Engineer" });
    await visible(row.getByText("shortlisted"));
    const mail = await latestMailTo(e2e.server.services, demoAccounts.candidate.email);
    expect(mail?.subject).toBe("Share your profile with Indus Skyline Infra for OFC Maintenance Engineer?");

    // Another employer cannot see this job's applicants.
    const other = await e2e.server.services.auth.api.signUpEmail({
      body: { email: "other-hr@example.com", password: "other-hr-pass-1", name: "" },
    });
    await e2e.server.services.db
      .insertInto("user_roles")
      .values({ user_id: other.user.id, email: "other-hr@example.com", role: "moderator" })
      .execute();
    const outsider = await newPage(e2e.browser, e2e.server.baseUrl);
    await signInAs(outsider.page, { email: "other-hr@example.com", password: "other-hr-pass-1" });
    await outsider.page.goto(`/employer-dashboard/applications?job=${job.id}`);
    await visible(outsider.page.getByText("No jobs posted yet"));
    expect(await outsider.page.getByText("Priya Sharma").count()).toBe(0);
    expect((await outsider.page.request.get(`/employer-dashboard/export?job=${job.id}`)).status()).toBe(404);
    await Promise.all([employer.context.close(), candidate.context.close(), outsider.context.close()]);
  });

  it("shows admins every job and the All Users tab", async () => {
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: PHONE });
    await signInAs(page, demoAccounts.admin);
    await page.goto("/employer-dashboard/jobs");
    await visible(page.getByRole("heading", { name: "Admin Dashboard" }));
    await visible(page.getByRole("heading", { name: "All Posted Jobs" }));
    expect(await page.getByRole("link", { name: "Post New Job" }).count()).toBe(0);
    await page.getByRole("link", { name: "All Users" }).click();
    await visible(page.getByRole("heading", { name: "All Registered Users" }));
    await visible(page.getByText(/Total Candidates: \d+/));
    await visible(page.getByText("Priya Sharma"));
    await expectNoSeriousViolations(page, "all users");
    await screenshot(page, "employer-users-390");
    await context.close();
  });

  it("pages through applications and candidates with plain links that keep the filters", async () => {
    const { db } = e2e.server.services;
    const employerUser = await db
      .selectFrom("user")
      .select("id")
      .where("email", "=", demoAccounts.employer.email)
      .executeTakeFirstOrThrow();
    const job = await db
      .insertInto("jobs")
      .values({
        title: "Paging Test Engineer",
        company_name: "Indus Skyline Infra",
        location_city: "Nagpur",
        location_state: "Maharashtra",
        job_description: "A job with many applicants.",
        posted_by: employerUser.id,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const users = Array.from({ length: 25 }, (_, i) => ({
      id: `paging-candidate-${i + 1}`,
      name: "",
      email: `paging-${i + 1}@example.com`,
      emailVerified: true,
    }));
    await db.insertInto("user").values(users).execute();
    const profiles = await db
      .insertInto("candidate_profiles")
      .values(
        users.map((user, i) => ({
          user_id: user.id,
          first_name: "Paging",
          last_name: `Candidate ${String(i + 1).padStart(2, "0")}`,
          current_city: "Nagpur",
        })),
      )
      .returning("id")
      .execute();
    await db
      .insertInto("job_applications")
      .values(
        profiles.map((profile, i) => ({
          job_id: job.id,
          candidate_id: profile.id,
          applied_at: new Date(Date.UTC(2026, 0, 1 + i)),
        })),
      )
      .execute();

    // Applications, oldest first, 20 a page; without JavaScript.
    const employer = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: PHONE, javaScript: false });
    await signInAs(employer.page, demoAccounts.employer);
    await employer.page.goto(`/employer-dashboard/applications?job=${job.id}&status=applied&sort=oldest`);
    const names = employer.page.getByText(/^Paging Candidate \d+$/);
    expect(await names.allTextContents()).toEqual(
      Array.from({ length: 20 }, (_, i) => `Paging Candidate ${String(i + 1).padStart(2, "0")}`),
    );
    const pager = employer.page.getByRole("navigation", { name: "Pagination" });
    expect(await pager.getByRole("link", { name: "Page 1" }).getAttribute("aria-current")).toBe("page");
    await pager.getByRole("link", { name: "Next" }).click();
    await employer.page.waitForURL(
      `**/employer-dashboard/applications?job=${job.id}&status=applied&sort=oldest&page=2`,
    );
    expect(await names.allTextContents()).toEqual([21, 22, 23, 24, 25].map((n) => `Paging Candidate ${n}`));
    expect(await pager.getByRole("link", { name: "Page 2" }).getAttribute("aria-current")).toBe("page");
    expect(await pager.getByRole("link", { name: "Previous" }).getAttribute("rel")).toBe("prev");
    await employer.context.close();

    // All Users, 24 a page, keeping the search.
    const admin = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: DESKTOP });
    await signInAs(admin.page, demoAccounts.admin);
    await admin.page.goto("/employer-dashboard/users?q=Paging");
    await pageReady(admin.page);
    const cards = admin.page.getByText(/^Paging Candidate \d+$/);
    expect(await cards.count()).toBe(24);
    await admin.page
      .getByRole("navigation", { name: "Pagination" })
      .getByRole("link", { name: "Page 2" })
      .click();
    await admin.page.waitForURL("**/employer-dashboard/users?q=Paging&page=2");
    await visible(
      admin.page
        .getByRole("link", { name: "Page 2", exact: true })
        .and(admin.page.locator("[aria-current=page]")),
    );
    expect(await cards.count()).toBe(1);
    await expectNoSeriousViolations(admin.page, "all users, page 2");
    expect(await admin.page.getByLabel("Search candidates by name or city").inputValue()).toBe("Paging");
    await admin.context.close();
  });
  it("works through new applications across all the employer's jobs: cover letter, status and next/previous beside the profile", async () => {
    const { worker, rival, ids } = await acrossJobsFixture();
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: DESKTOP });
    await signInAs(page, worker);
    await page.goto("/employer-dashboard/applications?job=all");
    await pageReady(page);
    await visible(page.getByRole("heading", { name: "All jobs · 3 applications" }));
    const names = page.getByText(/^\w+ Across$/);
    expect(await names.allTextContents()).toEqual(["Anika Across", "Bhavesh Across", "Chetan Across"]);
    // Each card names its job; the other employer's job and applicant never appear.
    const cards = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: "View Full Profile" }) });
    await visible(cards.filter({ hasText: "Anika Across" }).getByText("Across Fibre Splicer"));
    await visible(cards.filter({ hasText: "Bhavesh Across" }).getByText("Across NOC Analyst"));
    expect(await page.getByText("Across Rival Tower Job").count()).toBe(0);
    expect(await page.getByText("Dinesh Across").count()).toBe(0);
    expect(await page.getByLabel("Job").locator("option").first().textContent()).toBe("All jobs (3)");
    await expectNoSeriousViolations(page, "applications across jobs");
    await screenshot(page, "employer-applications-all-jobs-1280");

    // The new ones only.
    await page.locator("form[method=get] select[name=status]").selectOption("applied");
    await page.waitForURL((url) => url.searchParams.get("status") === "applied");
    await visible(page.getByRole("heading", { name: "All jobs · 2 applications" }));
    expect(await names.allTextContents()).toEqual(["Anika Across", "Bhavesh Across"]);

    await cards.filter({ hasText: "Anika Across" }).getByRole("link", { name: "View Full Profile" }).click();
    const dialog = page.getByRole("dialog", { name: "Anika Across" });
    await visible(dialog);
    await visible(dialog.getByText("Cover from Anika: 5 years of splicing."));
    await visible(dialog.getByText("₹6.5 LPA"));
    // The current salary is hidden from employers: no line at all.
    expect(await dialog.getByText("Current Salary").count()).toBe(0);
    expect(await dialog.getByText("5.0 LPA").count()).toBe(0);
    expect(await dialog.getByLabel("Status of Anika Across").inputValue()).toBe("applied");
    expect(await dialog.getByRole("link", { name: "Previous application" }).count()).toBe(0);
    await expectNoSeriousViolations(page, "candidate dialog with application");
    await screenshot(page, "employer-candidate-dialog-application-1280");

    await dialog.getByRole("link", { name: "Next application" }).click();
    const next = page.getByRole("dialog", { name: "Bhavesh Across" });
    await visible(next.getByText("Cover from Bhavesh: NOC nights."));
    const url = new URL(page.url());
    expect([
      url.searchParams.get("job"),
      url.searchParams.get("status"),
      url.searchParams.get("application"),
    ]).toEqual(["all", "applied", ids.bhavesh]);
    expect(await next.getByRole("link", { name: "Next application" }).count()).toBe(0);
    // Its status, set from the dialog.
    await next.getByLabel("Status of Bhavesh Across").selectOption("submitted");
    await visible(page.getByText("Application status updated to submitted to client").first());
    const stored = await e2e.server.services.db
      .selectFrom("job_applications")
      .select("application_status")
      .where("id", "=", ids.bhavesh)
      .executeTakeFirstOrThrow();
    expect(stored.application_status).toBe("submitted");
    // Still in its place in the list it was opened from.
    await next.getByRole("link", { name: "Previous application" }).click();
    await visible(page.getByRole("dialog", { name: "Anika Across" }));
    expect(new URL(page.url()).searchParams.get("status")).toBe("applied");
    await context.close();

    // At 390 px.
    const phone = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: PHONE });
    await signInAs(phone.page, worker);
    await phone.page.goto("/employer-dashboard/applications?job=all");
    await visible(phone.page.getByText("Anika Across"));
    await screenshot(phone.page, "employer-applications-all-jobs-390");
    await phone.page.goto(
      `/employer-dashboard/applications?job=all&candidate=${ids.anikaProfile}&application=${ids.anika}`,
    );
    await visible(phone.page.getByRole("dialog", { name: "Anika Across" }).getByText("Cover from Anika"));
    await screenshot(phone.page, "employer-candidate-dialog-application-390");
    await phone.context.close();

    // The rival sees only their own.
    const other = await newPage(e2e.browser, e2e.server.baseUrl);
    await signInAs(other.page, rival);
    await other.page.goto("/employer-dashboard/applications?job=all");
    await visible(other.page.getByText("Dinesh Across"));
    expect(await other.page.getByText("Anika Across").count()).toBe(0);
    await other.page.goto(`/employer-dashboard/applications?job=all&application=${ids.anika}`);
    await visible(other.page.getByText("Failed to load candidate details."));
    expect(await other.page.getByText("Cover from Anika").count()).toBe(0);
    await other.context.close();
  });

  it("works through applications across jobs without JavaScript", async () => {
    const { worker, ids } = await acrossJobsFixture();
    await e2e.server.services.db
      .updateTable("job_applications")
      .set({ application_status: "applied" })
      .where("id", "in", [ids.anika, ids.bhavesh])
      .execute();
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, {
      viewport: PHONE,
      javaScript: false,
    });
    await signInAs(page, worker);
    await page.goto("/employer-dashboard/applications");
    await page.getByLabel("Job").selectOption("all");
    await page.locator("form[method=get] select[name=status]").selectOption("applied");
    await page.getByRole("button", { name: "Show" }).click();
    await page.waitForURL(
      (url) => url.searchParams.get("job") === "all" && url.searchParams.get("status") === "applied",
    );
    expect(await page.getByText(/^\w+ Across$/).allTextContents()).toEqual([
      "Anika Across",
      "Bhavesh Across",
    ]);

    await page
      .getByRole("listitem")
      .filter({ hasText: "Anika Across" })
      .getByRole("link", { name: "View Full Profile" })
      .click();
    const dialog = page.getByRole("dialog", { name: "Anika Across" });
    await visible(dialog.getByText("Cover from Anika"));
    expect(await dialog.getByText("Current Salary").count()).toBe(0);
    await dialog.getByRole("link", { name: "Next application" }).click();
    const next = page.getByRole("dialog", { name: "Bhavesh Across" });
    await visible(next.getByText("Cover from Bhavesh"));
    await next.getByLabel("Status of Bhavesh Across").selectOption("rejected:skills_mismatch");
    await next.getByRole("button", { name: "Update" }).click();
    await visible(page.getByRole("dialog", { name: "Bhavesh Across" }));
    const stored = await e2e.server.services.db
      .selectFrom("job_applications")
      .select("application_status")
      .where("id", "=", ids.bhavesh)
      .executeTakeFirstOrThrow();
    expect(stored.application_status).toBe("rejected");
    await page.getByRole("dialog").getByRole("link", { name: "Previous application" }).click();
    await visible(page.getByRole("dialog", { name: "Anika Across" }));
    const url = new URL(page.url());
    expect([url.searchParams.get("job"), url.searchParams.get("status")]).toEqual(["all", "applied"]);
    await context.close();
  });
});

let acrossJobs: ReturnType<typeof makeAcrossJobsFixture> | null = null;
/** An employer with two jobs and three applicants, and a rival employer with one: made once per file. */
function acrossJobsFixture() {
  acrossJobs ??= makeAcrossJobsFixture();
  return acrossJobs;
}

async function makeAcrossJobsFixture() {
  const { db, auth } = e2e.server.services;
  const staff = async (email: string) => {
    const password = "across-jobs-pass-1";
    const { user } = await auth.api.signUpEmail({ body: { email, password, name: "" } });
    await db.insertInto("user_roles").values({ user_id: user.id, email, role: "moderator" }).execute();
    return { id: user.id, email, password };
  };
  const worker = await staff("worker-hr@example.com");
  const rival = await staff("rival-hr@example.com");
  const jobOf = (title: string, postedBy: string) =>
    db
      .insertInto("jobs")
      .values({
        title,
        company_name: "Across Infra",
        location_city: "Pune",
        location_state: "Maharashtra",
        job_description: "A job for the list across jobs.",
        posted_by: postedBy,
      })
      .returning("id")
      .executeTakeFirstOrThrow()
      .then((row) => row.id);
  const fibre = await jobOf("Across Fibre Splicer", worker.id);
  const noc = await jobOf("Across NOC Analyst", worker.id);
  const tower = await jobOf("Across Rival Tower Job", rival.id);
  const people = ["Anika", "Bhavesh", "Chetan", "Dinesh"];
  await db
    .insertInto("user")
    .values(
      people.map((name) => ({
        id: `across-${name}`,
        name: "",
        email: `${name}@across.example`,
        emailVerified: true,
      })),
    )
    .execute();
  const profiles = await db
    .insertInto("candidate_profiles")
    .values(
      people.map((name) => ({
        user_id: `across-${name}`,
        first_name: name,
        last_name: "Across",
        current_city: "Pune",
        current_salary: 500_000,
        expected_salary: 650_000,
      })),
    )
    .returning(["id", "first_name"])
    .execute();
  const profile = (name: string) => profiles.find((row) => row.first_name === name)!.id;
  const [anika, bhavesh] = await db
    .insertInto("job_applications")
    .values([
      {
        job_id: fibre,
        candidate_id: profile("Anika"),
        applied_at: new Date("2026-02-05T10:00:00Z"),
        cover_letter: "Cover from Anika: 5 years of splicing.",
      },
      {
        job_id: noc,
        candidate_id: profile("Bhavesh"),
        applied_at: new Date("2026-02-04T10:00:00Z"),
        cover_letter: "Cover from Bhavesh: NOC nights.",
      },
      {
        job_id: fibre,
        candidate_id: profile("Chetan"),
        applied_at: new Date("2026-02-03T10:00:00Z"),
        application_status: "submitted",
      },
      {
        job_id: tower,
        candidate_id: profile("Dinesh"),
        applied_at: new Date("2026-02-06T10:00:00Z"),
        cover_letter: "Rival cover",
      },
    ])
    .returning("id")
    .execute();
  return {
    worker,
    rival,
    ids: { anika: anika.id, bhavesh: bhavesh.id, anikaProfile: profile("Anika") },
  };
}
