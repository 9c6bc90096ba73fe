import sharp from "sharp";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoSeriousViolations } from "../support/axe";
import {
  followVerificationLink,
  hydrated,
  newPage,
  PHONE,
  screenshot,
  setupServerAndBrowser,
  visible,
} from "../support/e2e";

const e2e = setupServerAndBrowser();

async function register(page: Page, email: string) {
  await page.goto("/register");
  await hydrated(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mobile Number").fill("9822012345");
  await page.getByLabel("Password", { exact: true }).fill("cable-tray-77");
  await page.getByLabel("Confirm Password", { exact: true }).fill("cable-tray-77");
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
    await hydrated(page);
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
    await hydrated(page);
    await page.getByRole("button", { name: "Previous" }).click();
    await visible(page.getByRole("heading", { name: "Step 2 of 5: Education" }));
    expect(await page.getByLabel("Course").count()).toBe(1);
    expect(await page.getByLabel("Course").inputValue()).toBe("B.E.");
    await page.getByRole("button", { name: "Next" }).click();
    await visible(page.getByRole("heading", { name: "Step 3 of 5: Skills" }));
    await hydrated(page);

    await page.getByLabel("Skill", { exact: true }).fill("Fiber Splicing");
    await page.getByRole("button", { name: "Add Linux" }).click();
    // The same suggestion cannot be added twice.
    expect(await page.getByRole("button", { name: "Linux (added)" }).isDisabled()).toBe(true);
    await screenshot(page, "profile-wizard-skills-390");
    await page.getByRole("button", { name: "Next" }).click();
    await visible(page.getByRole("heading", { name: "Step 4 of 5: Experience" }));
    await hydrated(page);

    await page.getByLabel("Company").fill("Bharat FibreNet");
    await page.getByLabel("Designation").fill("FTTH Technician");
    await page.getByLabel("Start Date").fill("2021-02-01");
    await page.getByLabel("End Date").fill("2023-01-01");
    await page.getByLabel("This is my current job").check();
    expect(await page.getByLabel("End Date").isDisabled()).toBe(true);
    expect(await page.getByLabel("End Date").inputValue()).toBe("");
    await page.getByRole("button", { name: "Next" }).click();
    await visible(page.getByRole("heading", { name: "Step 5 of 5: Summary" }));
    await hydrated(page);

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
    expect(skills.map((skill) => skill.skill_name).sort()).toEqual(["Fiber Splicing", "Linux"]);

    // Edit one tab.
    await page.getByRole("link", { name: "Edit Profile" }).click();
    await page.waitForURL("**/profile/edit");
    await hydrated(page);
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

    const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n");
    await page
      .getByLabel(/^Resume/)
      .setInputFiles({ name: "Meena CV.pdf", mimeType: "application/pdf", buffer: pdf });
    await page.getByRole("button", { name: "Upload Resume" }).click();
    await visible(page.getByText("Resume uploaded successfully").first());
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
    await hydrated(page);
    await fillPersonal(page);
    await page.getByRole("button", { name: "Next" }).click();
    await page.goto("/profile?step=experience");
    await hydrated(page);
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
    await hydrated(page);
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
