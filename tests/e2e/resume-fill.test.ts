// A resume fills the profile (issue #36, decision 0045): a new candidate
// uploads a resume on the wizard's first step and finds the steps filled with
// what it says; nothing is saved until they move on from each step, and what
// they correct is what is saved. Without JavaScript and with it.
import { mkdir } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoSeriousViolations } from "../support/axe";
import {
  DESKTOP,
  followVerificationLink,
  newPage,
  pageReady,
  PHONE,
  screenshot,
  setupServerAndBrowser,
  visible,
} from "../support/e2e";
import { resumeCorpus } from "../support/resume-corpus";

const e2e = setupServerAndBrowser();
const SHOTS = "/tmp/helpers/h5-shots";

async function register(page: Page, email: string, javaScript: boolean) {
  await page.goto("/register");
  if (javaScript) await pageReady(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mobile Number").fill("9822012345");
  await page.getByLabel("Password", { exact: true }).fill("cable-tray-77");
  await page.getByLabel("Confirm Password", { exact: true }).fill("cable-tray-77");
  await page.locator('input[name="consent"]').check();
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.waitForURL("**/auth");
  await followVerificationLink(page, e2e.server.services, email);
}

const corpusFile = async (id: string) => {
  const resume = resumeCorpus.find((entry) => entry.id === id)!;
  return {
    name: resume.format === "pdf" ? "My Resume.pdf" : "My Resume.docx",
    mimeType:
      resume.format === "pdf"
        ? "application/pdf"
        : "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    buffer: Buffer.from(await resume.file()),
  };
};

async function upload(page: Page, id: string) {
  await page.getByLabel("Resume (PDF, DOC or DOCX, up to 5 MB)").setInputFiles(await corpusFile(id));
  await page.getByRole("button", { name: "Fill from resume" }).click();
  await visible(page.getByText("Filled in from your resume.").first(), 30_000);
}

const profileOf = (email: string) =>
  e2e.server.services.db
    .selectFrom("candidate_profiles as p")
    .innerJoin("user as u", "u.id", "p.user_id")
    .selectAll("p")
    .where("u.email", "=", email)
    .executeTakeFirstOrThrow();

async function shot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  await screenshot(page, name);
}

describe("a resume fills the profile wizard", () => {
  it("without JavaScript: fills every step, saves only what the candidate confirms, as corrected", async () => {
    const email = "rahul.fill@example.com";
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, {
      viewport: PHONE,
      javaScript: false,
    });
    await register(page, email, false);
    await visible(page.getByRole("heading", { name: "Step 1 of 5: Personal" }));
    await upload(page, "noc-engineer-docx");

    // The personal step shows what the resume says; the mobile given at sign-up stays as it was.
    expect(await page.getByLabel("First Name").inputValue()).toBe("Rahul");
    expect(await page.getByLabel("Last Name").inputValue()).toBe("Sharma");
    expect(await page.getByLabel("Current City").inputValue()).toBe("Bangalore");
    expect(await page.getByLabel("Notice Period (days)").inputValue()).toBe("30");
    expect(await page.getByLabel("Expected Salary (LPA)").inputValue()).toBe("9");
    expect(await page.getByLabel("Total Experience").inputValue()).toBe("6-10");
    await shot(page, "resume-fill-personal-390-nojs");

    // Nothing is saved yet.
    const before = await profileOf(email);
    expect(before).toMatchObject({ first_name: "", current_city: null, expected_salary: null });
    expect(before.resume_key).not.toBeNull();

    // The candidate corrects the city, and moves on: that is what is saved.
    await page.getByLabel("Current City").fill("Bengaluru");
    await page.getByRole("button", { name: "Next" }).click();
    await visible(page.getByRole("heading", { name: "Step 2 of 5: Education" }));
    await visible(page.getByText("Filled in from your resume.").first());
    expect(await page.getByLabel("Course").inputValue()).toBe("B.E.");
    expect(await page.getByLabel("Institute").inputValue()).toBe("RV College of Engineering");
    expect(await page.getByLabel("Level").inputValue()).toBe("bachelor");
    expect(await page.getByLabel("Year of Passing").inputValue()).toBe("2019");
    await page.getByRole("button", { name: "Next" }).click();

    await visible(page.getByRole("heading", { name: "Step 3 of 5: Skills" }));
    const skills = await page
      .getByLabel("Skill", { exact: true })
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(skills).toEqual(expect.arrayContaining(["CCNA", "BGP", "SolarWinds", "Nagios"]));
    await page.getByRole("button", { name: "Next" }).click();

    await visible(page.getByRole("heading", { name: "Step 4 of 5: Experience" }));
    expect(await page.getByLabel("Company").first().inputValue()).toBe("Tata Communications Ltd");
    expect(await page.getByLabel("Designation").first().inputValue()).toBe("Senior NOC Engineer");
    expect(await page.getByLabel("Start Date").first().inputValue()).toBe("2022-01-01");
    await page.getByRole("button", { name: "Next" }).click();

    await visible(page.getByRole("heading", { name: "Step 5 of 5: Summary" }));
    expect(await page.getByLabel("Profile Summary").inputValue()).toMatch(/^NOC engineer with 7 years/);
    await page.getByRole("button", { name: "Complete Registration" }).click();
    await visible(page.getByRole("heading", { name: "My Profile" }));

    const saved = await profileOf(email);
    expect(saved).toMatchObject({
      first_name: "Rahul",
      last_name: "Sharma",
      current_city: "Bengaluru",
      expected_salary: 900_000,
      notice_period: 30,
      total_experience: "6-10",
    });
    const db = e2e.server.services.db;
    const jobs = await db
      .selectFrom("candidate_experience")
      .select(["company_name", "designation", "is_current_job"])
      .where("candidate_id", "=", saved.id)
      .orderBy("start_date", "desc")
      .execute();
    expect(jobs).toEqual([
      { company_name: "Tata Communications Ltd", designation: "Senior NOC Engineer", is_current_job: true },
      { company_name: "Bharti Airtel Limited", designation: "NOC Engineer", is_current_job: false },
    ]);
    const savedSkills = await db
      .selectFrom("candidate_skills")
      .select("skill_name")
      .where("candidate_id", "=", saved.id)
      .execute();
    expect(savedSkills.map((row) => row.skill_name)).toEqual(expect.arrayContaining(["CCNA", "MPLS"]));
    await context.close();
  }, 120_000);

  it("with JavaScript: the fields fill in place; screenshots at 390 and 1280, English and Hindi", async () => {
    const email = "suresh.fill@example.com";
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: DESKTOP });
    await register(page, email, true);
    await visible(page.getByRole("heading", { name: "Step 1 of 5: Personal" }));
    await pageReady(page);
    await upload(page, "transmission-15-years-pdf-two-column");
    expect(await page.getByLabel("First Name").inputValue()).toBe("Suresh Kumar");
    expect(await page.getByLabel("Current City").inputValue()).toBe("Gurgaon");
    expect(await page.getByLabel("Total Experience").inputValue()).toBe("10+");
    await expectNoSeriousViolations(page, "wizard filled from a resume");
    await shot(page, "resume-fill-personal-1280");
    await page.setViewportSize(PHONE);
    await shot(page, "resume-fill-personal-390");

    // A correction, then Next: the corrected name is saved, nothing of the later steps yet.
    await page.getByLabel("First Name").fill("Suresh");
    await page.getByRole("button", { name: "Next" }).click();
    await visible(page.getByRole("heading", { name: "Step 2 of 5: Education" }));
    const afterOne = await profileOf(email);
    expect(afterOne).toMatchObject({ first_name: "Suresh", last_name: "Nair", current_city: "Gurgaon" });
    const education = await e2e.server.services.db
      .selectFrom("candidate_education")
      .select("course_name")
      .where("candidate_id", "=", afterOne.id)
      .execute();
    expect(education).toEqual([]);
    await shot(page, "resume-fill-education-390");

    // In Hindi (signed-in pages take the language from its cookie): the next steps are filled, not saved.
    await context.addCookies([{ name: "lang", value: "hi-IN", url: e2e.server.baseUrl }]);
    await page.goto("/profile?step=experience");
    await pageReady(page);
    expect(await page.locator('input[name="experience[0].company_name"]').inputValue()).toBe(
      "Sterlite Technologies Ltd",
    );
    expect(await page.locator('input[name="experience[3].designation"]').inputValue()).toBe(
      "Graduate Engineer Trainee",
    );
    await shot(page, "resume-fill-experience-390-hi");
    await page.setViewportSize(DESKTOP);
    await page.goto("/profile?step=personal");
    await pageReady(page);
    await shot(page, "resume-fill-personal-1280-hi");
    await context.close();
  }, 120_000);

  it("refuses a file that is not a resume, and changes nothing", async () => {
    const email = "not.a.resume@example.com";
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, {
      viewport: PHONE,
      javaScript: false,
    });
    await register(page, email, false);
    await page.getByLabel("Resume (PDF, DOC or DOCX, up to 5 MB)").setInputFiles({
      name: "cv.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("just text, not a PDF"),
    });
    await page.getByRole("button", { name: "Fill from resume" }).click();
    await visible(page.getByText("Please upload a PDF or Word document.").first());
    const profile = await profileOf(email);
    expect(profile.resume_key).toBeNull();
    expect(profile.first_name).toBe("");
    await context.close();
  }, 60_000);
});
