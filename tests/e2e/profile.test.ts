import sharp from "sharp";
import type { Page } from "playwright-core";
import { NOTICE_AGREE } from "../../common/schemas/data-notice";
import { describe, expect, it } from "vitest";
import { expectNoSeriousViolations } from "../support/axe";
import {
  DESKTOP,
  followVerificationLink,
  pageReady,
  libraryCookie,
  newPage,
  PHONE,
  screenshot,
  setupServerAndBrowser,
  useCookies,
  visible,
  focusedSummary,
} from "../support/e2e";

const e2e = setupServerAndBrowser();

async function register(page: Page, email: string) {
  await page.goto("/register");
  await pageReady(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mobile Number").fill("9822012345");
  await page.getByLabel("Password", { exact: true }).fill("cable-tray-77");
  await page.getByLabel("Confirm Password", { exact: true }).fill("cable-tray-77");
  await page.getByRole("checkbox", { name: NOTICE_AGREE }).check();
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.waitForURL("**/auth");
  await followVerificationLink(page, e2e.server.services, email);
}

async function fillPersonal(page: Page) {
  await page.getByLabel("First Name").fill("Meena");
  await page.getByLabel("Last Name").fill("Iyer");
  await page.getByLabel("Current City").fill("Chennai");
  await page.getByLabel("Total Experience").selectOption("3-5");
  await page.getByLabel("Expected Salary (LPA)").fill("7.5");
  await page.getByLabel("Notice Period (days)").fill("30");
}

describe("candidate profile on a phone", () => {
  it("completes the setup wizard, keeping progress across steps and reloads", async () => {
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: PHONE });
    await register(page, "meena.iyer@example.com");
    await visible(page.getByRole("heading", { name: "Step 1 of 5: Personal" }));
    await pageReady(page);
    await expectNoSeriousViolations(page, "wizard personal");
    await screenshot(page, "profile-wizard-personal-390");

    // Required fields: nothing moves on without them.
    await page.getByRole("button", { name: "Next" }).click();
    await visible(page.getByText("Please enter your first name.").first());

    await fillPersonal(page);
    await page.getByRole("button", { name: "Next" }).click();
    await visible(page.getByRole("heading", { name: "Step 2 of 5: Education" }));

    await page.getByLabel("Level").selectOption("bachelor");
    await page.getByLabel("Course").fill("B.E.");
    await page.getByLabel("Institute").fill("Anna University");
    await page.getByLabel("Year of Passing").fill("2019");
    await page.getByLabel("Percentage").fill("78.4");
    // A second, incomplete entry is dropped when moving on.
    await page.getByRole("button", { name: "+ Add Education" }).click();
    await page.getByLabel("Course").nth(1).fill("Only a course");
    await page.getByRole("button", { name: "Next" }).click();
    await visible(page.getByRole("heading", { name: "Step 3 of 5: Skills" }));

    // Reload: the saved education is still there when going back.
    await page.reload();
    await pageReady(page);
    await page.getByRole("button", { name: "Previous" }).click();
    await visible(page.getByRole("heading", { name: "Step 2 of 5: Education" }));
    expect(await page.getByLabel("Course").count()).toBe(1);
    expect(await page.getByLabel("Course").inputValue()).toBe("B.E.");
    await page.getByRole("button", { name: "Next" }).click();
    await visible(page.getByRole("heading", { name: "Step 3 of 5: Skills" }));
    await pageReady(page);

    await page.getByLabel("Skill", { exact: true }).fill("Fiber Splicing");
    await page.getByRole("button", { name: "Add CCNA" }).click();
    // The same suggestion cannot be added twice.
    expect(await page.getByRole("button", { name: "CCNA (added)" }).isDisabled()).toBe(true);
    await screenshot(page, "profile-wizard-skills-390");
    await page.getByRole("button", { name: "Next" }).click();
    await visible(page.getByRole("heading", { name: "Step 4 of 5: Experience" }));
    await pageReady(page);

    await page.getByLabel("Company").fill("Bharat FibreNet");
    await page.getByLabel("Designation").fill("FTTH Technician");
    await page.getByLabel("Start Date").fill("2021-02-01");
    await page.getByLabel("End Date").fill("2023-01-01");
    await page.getByLabel("This is my current job").check();
    expect(await page.getByLabel("End Date").isDisabled()).toBe(true);
    expect(await page.getByLabel("End Date").inputValue()).toBe("");
    await page.getByRole("button", { name: "Next" }).click();
    await visible(page.getByRole("heading", { name: "Step 5 of 5: Summary" }));
    await pageReady(page);

    const complete = page.getByRole("button", { name: "Complete Registration" });
    expect(await complete.isDisabled()).toBe(true);
    const summary = "FTTH technician with three years of splicing and OTDR testing in Chennai.";
    await page.getByLabel("Profile Summary").fill(summary);
    await visible(page.getByText(`${summary.length} characters · 300-500 recommended`, { exact: false }));
    expect(await complete.isDisabled()).toBe(false);
    await expectNoSeriousViolations(page, "wizard summary");
    await complete.click();

    await visible(page.getByRole("heading", { name: "My Profile" }));
    await visible(page.getByText("Profile updated successfully").first());
    await visible(page.getByText("Meena Iyer").first());
    await visible(page.getByText("FTTH Technician · Bharat FibreNet"));
    await visible(page.getByText(/Feb 2021 – Present/));
    await visible(page.getByText("7.5 LPA"));
    await expectNoSeriousViolations(page, "profile");
    await screenshot(page, "profile-view-390");

    const profile = await e2e.server.services.db
      .selectFrom("candidate_profiles")
      .selectAll()
      .where("first_name", "=", "Meena")
      .executeTakeFirstOrThrow();
    expect(profile).toMatchObject({ expected_salary: 750000, notice_period: 30, total_experience: "3-5" });
    const education = await e2e.server.services.db
      .selectFrom("candidate_education")
      .selectAll()
      .where("candidate_id", "=", profile.id)
      .execute();
    expect(education.map((entry) => entry.course_name)).toEqual(["B.E."]);
    const skills = await e2e.server.services.db
      .selectFrom("candidate_skills")
      .select("skill_name")
      .where("candidate_id", "=", profile.id)
      .execute();
    expect(skills.map((skill) => skill.skill_name).sort()).toEqual(["CCNA", "Fiber Splicing"]);

    // Edit one tab.
    await page.getByRole("link", { name: "Edit Profile" }).click();
    await page.waitForURL("**/profile/edit");
    await pageReady(page);
    await page.getByRole("tab", { name: "Summary" }).click();
    await page
      .getByLabel("Profile Summary")
      .fill("FTTH technician and team lead: splicing, OTDR testing and site surveys.");
    await page.getByRole("tab", { name: "Personal" }).click();
    await page.getByLabel("Notice Period (days)").fill("");
    await expectNoSeriousViolations(page, "edit profile");
    await screenshot(page, "profile-edit-390");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.waitForURL(/\/profile$/);
    await visible(page.getByText("Profile updated successfully").first());
    await visible(page.getByText("FTTH technician and team lead"));
    const edited = await e2e.server.services.db
      .selectFrom("candidate_profiles")
      .select(["notice_period", "profile_summary"])
      .where("id", "=", profile.id)
      .executeTakeFirstOrThrow();
    expect(edited.notice_period).toBeNull();
    // The lists survived the save of all tabs.
    expect(
      await e2e.server.services.db
        .selectFrom("candidate_skills")
        .select("id")
        .where("candidate_id", "=", profile.id)
        .execute(),
    ).toHaveLength(2);

    // Photo and resume.
    const png = await sharp({ create: { width: 900, height: 900, channels: 3, background: "#f26b1d" } })
      .png()
      .toBuffer();
    await page
      .getByLabel(/Profile photo/)
      .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
    await page.getByRole("button", { name: "Upload Photo" }).click();
    await visible(page.getByText("Image uploaded successfully").first());
    await visible(page.getByRole("img", { name: "Photo of Meena Iyer" }));
    // The picker is emptied once its file is sent.
    expect(await page.getByLabel(/Profile photo/).inputValue()).toBe("");

    const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n");
    await page
      .getByLabel(/^Resume/)
      .setInputFiles({ name: "Meena CV.pdf", mimeType: "application/pdf", buffer: pdf });
    await page.getByRole("button", { name: "Upload Resume" }).click();
    await visible(page.getByText("Resume uploaded successfully").first());
    expect(await page.getByLabel(/^Resume/).inputValue()).toBe("");
    // One toast at a time: the resume's replaced the photo's.
    const toasts = page.getByRole("region", { name: "Notifications" });
    expect(await toasts.getByRole("listitem").allTextContents()).toEqual([
      expect.stringContaining("Resume uploaded successfully"),
    ]);
    const download = await page.request.get("/profile/resume");
    expect(download.status()).toBe(200);
    expect(download.headers()["content-disposition"]).toBe('attachment; filename="Meena-Iyer-resume.pdf"');
    expect(download.headers()["x-content-type-options"]).toBe("nosniff");
    expect((await download.body()).subarray(0, 5).toString()).toBe("%PDF-");
    await visible(page.getByRole("link", { name: "View Resume" }));
    await screenshot(page, "profile-uploads-390");

    // A fake PDF is refused by content.
    await page.getByLabel(/^Resume/).setInputFiles({
      name: "virus.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("MZ\x90\x00this is not a pdf"),
    });
    await page.getByRole("button", { name: "Upload Resume" }).click();
    await visible(page.getByText("Please upload a PDF or Word document.").first());
    await context.close();
  });

  it("takes the fresher path, which clears all experience", async () => {
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: PHONE });
    await register(page, "fresh.grad@example.com");
    await pageReady(page);
    await fillPersonal(page);
    await page.getByRole("button", { name: "Next" }).click();
    await page.goto("/profile?step=experience");
    await pageReady(page);
    await page.getByLabel("Company").fill("Summer internship");
    await page.getByLabel("Designation").fill("Intern");
    await page.getByRole("button", { name: "Next" }).click();
    await visible(page.getByRole("heading", { name: "Step 5 of 5: Summary" }));
    await page.getByRole("button", { name: "Previous" }).click();
    await visible(page.getByRole("heading", { name: "Step 4 of 5: Experience" }));
    await page.getByRole("button", { name: "I'm a Fresher" }).click();
    await visible(page.getByRole("heading", { name: "Step 5 of 5: Summary" }));
    const user = await e2e.server.services.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", "fresh.grad@example.com")
      .executeTakeFirstOrThrow();
    const profile = await e2e.server.services.db
      .selectFrom("candidate_profiles")
      .select("id")
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(
      await e2e.server.services.db
        .selectFrom("candidate_experience")
        .select("id")
        .where("candidate_id", "=", profile.id)
        .execute(),
    ).toEqual([]);
    await context.close();
  });

  it("exports the candidate's data and deletes the account", async () => {
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: PHONE });
    await register(page, "leaving@example.com");
    const exported = await page.request.get("/profile/export");
    expect(exported.headers()["content-disposition"]).toContain("my-data.json");
    const document = await exported.json();
    expect(document.account.email).toBe("leaving@example.com");
    expect(document.profile.phone).toBe("+919822012345");

    await page.goto("/profile/delete");
    await pageReady(page);
    await expectNoSeriousViolations(page, "delete account");
    await page.getByLabel("Type leaving@example.com to confirm").fill("wrong@example.com");
    await page.getByRole("button", { name: "Delete My Account" }).click();
    await visible(page.getByText("Type your email address exactly to confirm.").first());
    await page.getByLabel("Type leaving@example.com to confirm").fill("leaving@example.com");
    await page.getByRole("button", { name: "Delete My Account" }).click();
    await page.waitForURL(e2e.server.baseUrl + "/");
    await visible(page.getByText("Account deleted").first());
    expect(
      await e2e.server.services.db
        .selectFrom("user")
        .select("id")
        .where("email", "=", "leaving@example.com")
        .executeTakeFirst(),
    ).toBeUndefined();
    // Signed out: the profile page now asks to sign in.
    await page.goto("/profile");
    await page.waitForURL(/\/auth\?redirectTo=/);
    await context.close();
  });
});

describe("form errors in the profile wizard (issue #19)", () => {
  it("focuses the error summary in view after a refused Next, with no toast, at 390 and 1280 px", async () => {
    for (const [viewport, width] of [
      [PHONE, 390],
      [DESKTOP, 1280],
    ] as const) {
      const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { viewport });
      await register(page, `refused.next.${width}@example.com`);
      await visible(page.getByRole("heading", { name: "Step 1 of 5: Personal" }));
      await pageReady(page);
      // The step labels are not cut: on a phone each is its number, from sm up "1. Personal".
      const steps = page.getByRole("list", { name: "Profile steps" }).getByRole("listitem");
      expect(await steps.count()).toBe(5);
      for (const item of await steps.all()) {
        const cut = await item.evaluate((li) =>
          [...li.querySelectorAll(":scope > span")].some((span) => span.scrollWidth > span.clientWidth + 1),
        );
        expect(cut).toBe(false);
      }
      await screenshot(page, `profile-wizard-personal-${width}`);

      // Scrolled to the bottom, as a candidate is when they reach Next.
      await page.getByRole("button", { name: "Next" }).scrollIntoViewIfNeeded();
      await page.getByRole("button", { name: "Next" }).click();
      const summary = page.locator("[data-error-summary]");
      await visible(summary);
      await page.waitForFunction(() => document.activeElement?.hasAttribute("data-error-summary"));
      const focused = await focusedSummary(page);
      expect(focused.isSummary).toBe(true);
      expect(focused.role).toBe("alert");
      expect(focused.text).toContain("Please enter your first name.");
      // Fully on screen, below the sticky header (64 px).
      expect(focused.top).toBeGreaterThanOrEqual(64);
      expect(focused.bottom).toBeLessThanOrEqual(focused.viewportHeight);
      // The message is also under its field.
      await visible(page.getByLabel("First Name"));
      expect(await page.getByLabel("First Name").getAttribute("aria-invalid")).toBe("true");
      // Said once: no toast for a refused form that stays on the page (the sign-in's "Email verified" may still show).
      const toasts = page.getByRole("region", { name: "Notifications" });
      expect(await toasts.getByText(/first name|Update failed/).count()).toBe(0);
      expect(await page.getByText("Update failed").count()).toBe(0);
      await screenshot(page, `profile-wizard-refused-${width}`);

      // A second refusal is focused again.
      await page.getByLabel("First Name").fill("Meena");
      await page.getByRole("button", { name: "Next" }).click();
      await page.waitForFunction(
        () =>
          document.activeElement?.hasAttribute("data-error-summary") &&
          !document.activeElement.textContent?.includes("first name"),
      );
      expect((await focusedSummary(page)).text).toContain("Please enter your last name.");

      await fillPersonal(page);
      await page.getByRole("button", { name: "Next" }).click();
      await visible(page.getByRole("heading", { name: "Step 2 of 5: Education" }));
      await pageReady(page);
      await screenshot(page, `profile-wizard-education-${width}`);
      await page.getByRole("button", { name: "Next" }).click();
      await visible(page.getByRole("heading", { name: "Step 3 of 5: Skills" }));
      await pageReady(page);
      // The skills step stays short, and a tapped suggestion does not move the suggestions.
      const linux = page.getByRole("button", { name: "Add CCNA" });
      const topOf = () => linux.evaluate((button) => button.getBoundingClientRect().top + window.scrollY);
      const before = await topOf();
      await page.getByRole("button", { name: "Add BGP" }).click();
      await page.getByRole("button", { name: "Add MPLS" }).click();
      expect(await topOf()).toBe(before);
      await visible(page.getByRole("button", { name: "BGP (added)" }));
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height).toBeLessThan(width === 390 ? 2600 : 1800);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await screenshot(page, `profile-wizard-skills-${width}`);
      await page.getByRole("button", { name: "Next" }).click();
      await visible(page.getByRole("heading", { name: "Step 4 of 5: Experience" }));
      await pageReady(page);
      await screenshot(page, `profile-wizard-experience-${width}`);
      await page.getByRole("button", { name: "I'm a Fresher" }).click();
      await visible(page.getByRole("heading", { name: "Step 5 of 5: Summary" }));
      await pageReady(page);
      await screenshot(page, `profile-wizard-summary-${width}`);
      await page.getByLabel("Profile Summary").fill("NOC engineer who watches fibre rings around the clock.");
      await page.getByRole("button", { name: "Complete Registration" }).click();
      await visible(page.getByRole("heading", { name: "My Profile" }));

      // Edit Profile: every tab in sight at this width; a refused save is summarised and focused.
      await page.goto("/profile/edit");
      await pageReady(page);
      for (const name of ["Personal", "Education", "Skills", "Experience", "Summary"]) {
        const tab = page.getByRole("tab", { name });
        const box = await tab.boundingBox();
        expect(box, name).not.toBeNull();
        expect(box!.x, name).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, name).toBeLessThanOrEqual(width);
      }
      await screenshot(page, `profile-edit-${width}`);
      await page.getByLabel("Current City").fill("");
      await page.getByRole("tab", { name: "Summary" }).click();
      await page.getByRole("button", { name: "Save Changes" }).click();
      await page.waitForFunction(() => document.activeElement?.hasAttribute("data-error-summary"));
      const edited = await focusedSummary(page);
      expect(edited.text).toContain("Please enter your current city.");
      expect(edited.top).toBeGreaterThanOrEqual(64);
      expect(edited.bottom).toBeLessThanOrEqual(edited.viewportHeight);
      expect(await toasts.getByText(/current city|Update failed/).count()).toBe(0);
      await visible(page.getByRole("tab", { name: "Personal", selected: true }));
      await screenshot(page, `profile-edit-refused-${width}`);
      await context.close();
    }
  });

  it("shows the error summary without JavaScript, rendered with the page", async () => {
    // A candidate with a blank profile, as sign-up leaves it.
    const account = { email: "refused.nojs@example.com", password: "good-password-1" };
    const { user } = await e2e.server.services.auth.api.signUpEmail({ body: { ...account, name: "" } });
    await e2e.server.services.db
      .insertInto("user_roles")
      .values({ user_id: user.id, email: account.email, role: "user" })
      .execute();
    await e2e.server.services.db
      .insertInto("candidate_profiles")
      .values({ user_id: user.id, phone: "+919812300002", first_name: "", last_name: "" })
      .execute();
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, {
      viewport: PHONE,
      javaScript: false,
    });
    await useCookies(context, e2e.server.baseUrl, await libraryCookie(e2e.server, account));
    await page.goto("/profile");
    await visible(page.getByRole("heading", { name: "Step 1 of 5: Personal" }));
    await page.getByRole("button", { name: "Next" }).click();
    const summary = page.locator("[data-error-summary]");
    await visible(summary);
    expect(await summary.textContent()).toContain("Please enter your first name.");
    const box = await summary.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
    await context.close();
  });
});

describe("resume privacy over HTTP", () => {
  it("serves a candidate's resume to nobody else", async () => {
    const profile = await e2e.server.services.db
      .selectFrom("candidate_profiles")
      .select("id")
      .where("first_name", "=", "Meena")
      .executeTakeFirstOrThrow();
    const anonymous = await fetch(`${e2e.server.baseUrl}/resumes/${profile.id}`, { redirect: "manual" });
    expect(anonymous.status).toBe(302);
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl);
    await register(page, "nosy@example.com");
    const other = await page.request.get(`/resumes/${profile.id}`);
    expect(other.status()).toBe(404);
    await context.close();
  });
});
