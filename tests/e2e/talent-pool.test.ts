// The talent pool (issue #22) in the browser: candidates choose on the
// wizard's last step whether recruiters may find them, upload a resume whose
// words become searchable, and see who looked; employers and admins search,
// filter (every choice in the address), open the full profile and invite a
// candidate to apply. With JavaScript, and the search and invitation without
// it; the search form by keyboard; and how the pages look at 390 and 1280 px.
import type { Browser, Page } from "playwright-core";
import { NOTICE_AGREE } from "../../common/schemas/data-notice";
import { beforeAll, describe, expect, it } from "vitest";
import { saveProfile, uploadResume } from "../../server/domain/profiles";
import { expectNoSeriousViolations } from "../support/axe";
import { pdfWith } from "../support/documents";
import {
  demoAccounts,
  DESKTOP,
  followVerificationLink,
  libraryCookie,
  newPage,
  pageReady,
  PHONE,
  screenshot,
  setupServerAndBrowser,
  useCookies as addCookies,
  visible,
} from "../support/e2e";
import { answerOnce } from "../support/eventually";
import { contextFor, registerNewCandidate } from "../support/services";

const e2e = setupServerAndBrowser();
const POOL = "/employer-dashboard/talent-pool";
const db = () => e2e.server.services.db;

/** A word no demo profile, job or resume has: found only through the resumes below. */
const RESUME_WORD = "Kalinganet";

interface Person {
  email: string;
  first: string;
  last: string;
  city: string;
  phone: string;
}

const consenting: Person = {
  email: "subhashree.mohanty@example.com",
  first: "Subhashree",
  last: "Mohanty",
  city: "Bhubaneswar",
  phone: "9861012345",
};
const declining: Person = {
  email: "rakesh.pradhan@example.com",
  first: "Rakesh",
  last: "Pradhan",
  city: "Bhubaneswar",
  phone: "9861054321",
};
const fullName = (person: Pick<Person, "first" | "last">) => `${person.first} ${person.last}`;

async function profileIdOf(email: string): Promise<string> {
  const row = await db()
    .selectFrom("candidate_profiles")
    .innerJoin("user", "user.id", "candidate_profiles.user_id")
    .select("candidate_profiles.id")
    .where("user.email", "=", email)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** What the background reader recorded for the candidate's resume, once it has (up to 30 s). */
async function resumeTextStatus(candidateId: string): Promise<string | undefined> {
  const row = await answerOnce(
    () =>
      db()
        .selectFrom("resume_texts")
        .select("status")
        .where("candidate_id", "=", candidateId)
        .executeTakeFirst(),
    (found) => found !== undefined,
    30_000,
  );
  return row?.status;
}

/** A browser page signed in as `account` (through the auth library: no sign-in form, no rate limit). */
async function signedIn(
  browser: Browser,
  account: { email: string; password: string },
  options: { javaScript?: boolean; viewport?: { width: number; height: number } } = {},
) {
  const opened = await newPage(browser, e2e.server.baseUrl, options);
  await addCookies(opened.context, e2e.server.baseUrl, await libraryCookie(e2e.server, account));
  return opened;
}

/** Registers through /register and the verification mail, which lands on the wizard's first step. */
async function register(page: Page, person: Person) {
  await page.goto("/register");
  await pageReady(page);
  await page.getByLabel("Email").fill(person.email);
  await page.getByLabel("Mobile Number").fill(person.phone);
  await page.getByLabel("Password", { exact: true }).fill("otdr-trace-42");
  await page.getByLabel("Confirm Password", { exact: true }).fill("otdr-trace-42");
  await page.getByRole("checkbox", { name: NOTICE_AGREE }).check();
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.waitForURL("**/auth");
  await followVerificationLink(page, e2e.server.services, person.email);
}

/** The five steps of the wizard; on the last, "Let recruiters find my profile" ticked (by keyboard) or left as it is. */
async function completeWizard(page: Page, person: Person, consent: boolean) {
  await visible(page.getByRole("heading", { name: "Step 1 of 5: Personal" }));
  await pageReady(page);
  await page.getByLabel("First Name").fill(person.first);
  await page.getByLabel("Last Name").fill(person.last);
  await page.getByLabel("Current City").fill(person.city);
  await page.getByLabel("Total Experience").selectOption("3-5");
  await page.getByLabel("Expected Salary (LPA)").fill("9");
  await page.getByLabel("Notice Period (days)").fill("30");
  await page.getByRole("button", { name: "Next" }).click();
  await visible(page.getByRole("heading", { name: "Step 2 of 5: Education" }));
  await pageReady(page);
  await page.getByRole("button", { name: "Next" }).click();
  await visible(page.getByRole("heading", { name: "Step 3 of 5: Skills" }));
  await pageReady(page);
  await page.getByLabel("Skill", { exact: true }).fill("GPON");
  await page.getByRole("button", { name: "Next" }).click();
  await visible(page.getByRole("heading", { name: "Step 4 of 5: Experience" }));
  await pageReady(page);
  await page.getByLabel("Company").fill("Odisha Fibre Networks");
  await page.getByLabel("Designation").fill("FTTH Engineer");
  await page.getByLabel("Start Date").fill("2021-04-01");
  await page.getByLabel("This is my current job").check();
  await page.getByRole("button", { name: "Next" }).click();
  await visible(page.getByRole("heading", { name: "Step 5 of 5: Summary" }));
  await pageReady(page);
  await page
    .getByLabel("Profile Summary")
    .fill("FTTH engineer: OLT commissioning, splicing and OTDR testing across coastal Odisha.");
  const choice = page.getByLabel("Let recruiters find my profile");
  // Off until the candidate turns it on (DPDP Act 2023), and said in one sentence beside it.
  expect(await choice.isChecked()).toBe(false);
  expect(await choice.getAttribute("aria-describedby")).toBeTruthy();
  if (consent) {
    await choice.focus();
    await page.keyboard.press("Space");
    expect(await choice.isChecked()).toBe(true);
  }
  await page.getByRole("button", { name: "Complete Registration" }).click();
  await visible(page.getByRole("heading", { name: "My Profile" }));
  await pageReady(page);
}

/** Uploads a PDF resume made of `lines` on /profile. */
async function uploadPdf(page: Page, lines: string[]) {
  await page.locator("#resume").setInputFiles({
    name: "resume.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(pdfWith(lines)),
  });
  await page.getByRole("button", { name: "Upload Resume" }).click();
  await visible(page.getByText("Resume uploaded successfully").first());
}

/** The result cards of the page, each a list item with its full-profile link. */
const cards = (page: Page) =>
  page.getByRole("listitem").filter({ has: page.getByRole("link", { name: /: view full profile$/ }) });
/** The card's link to the full profile, named "<name>: view full profile" (the last words for screen readers only). */
const profileLink = (page: Page, person: Pick<Person, "first" | "last">) =>
  page.getByRole("link", { name: new RegExp(`^${fullName(person)}\\s*: view full profile$`) });
const cardOf = (page: Page, person: Pick<Person, "first" | "last">) =>
  cards(page).filter({ has: profileLink(page, person) });
const cardNames = async (page: Page) =>
  (
    await cards(page)
      .getByRole("link", { name: /: view full profile$/ })
      .allTextContents()
  ).map((text) => text.replace(/\s*: view full profile$/, ""));
/** The line that counts the matches ("1 candidate"). */
const countLine = (page: Page) => page.locator("p[aria-live=polite]").first();
/** The profile page's "Recruiters" section (the innermost section under that heading). */
const recruitersSection = (page: Page) =>
  page
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: "Recruiters", exact: true }) })
    .last();
const toast = (page: Page, text: string) =>
  page.getByRole("region", { name: "Notifications" }).getByText(text, { exact: true });

/** A complete, discoverable candidate with a PDF resume, made through the domain (as the wizard saves it). */
async function discoverableCandidate(
  person: Person & { summary: string; designation: string; company: string; skills: [string, number][] },
  resume: string[],
  options: { discoverable?: boolean; experience?: string; salary?: string; notice?: string } = {},
): Promise<string> {
  const { userId } = await registerNewCandidate(e2e.server.services, {
    email: person.email,
    phone: person.phone,
    password: "good-password-1",
    confirmPassword: "good-password-1",
  });
  const ctx = contextFor(e2e.server.services, { userId, email: person.email, role: "candidate" });
  await saveProfile(ctx, ["personal", "education", "skills", "experience", "summary"], {
    first_name: person.first,
    last_name: person.last,
    phone: person.phone,
    current_city: person.city,
    total_experience: options.experience ?? "3-5",
    expected_salary: options.salary ?? "8",
    notice_period: options.notice ?? "30",
    industry: "telecommunications",
    profile_summary: person.summary,
    discoverable: options.discoverable === false ? "" : "on",
    skills: person.skills.map(([skill_name, years]) => ({
      skill_name,
      proficiency_level: "4",
      years_of_experience: String(years),
    })),
    experience: [
      {
        company_name: person.company,
        designation: person.designation,
        employment_type: "full_time",
        start_date: "2020-07-01",
        is_current_job: "on",
      },
    ],
    education: [
      {
        education_level: "bachelor",
        course_name: "B.Tech (ECE)",
        institute_name: "KIIT University, Bhubaneswar",
        year_of_passing: "2019",
      },
    ],
  });
  await uploadResume(ctx, new File([pdfWith(resume)], "resume.pdf", { type: "application/pdf" }));
  const id = await profileIdOf(person.email);
  expect(await resumeTextStatus(id)).toBe("extracted");
  return id;
}

describe("talent pool", () => {
  it("asks a visitor to sign in and shows a candidate 'Access Denied', for the page and its invitation alike", async () => {
    const candidate = await libraryCookie(e2e.server, demoAccounts.candidate);
    const job = (
      await db().selectFrom("jobs").select("id").where("is_active", "=", true).executeTakeFirstOrThrow()
    ).id;
    const invitationsBefore = await db().selectFrom("job_invitations").select("id").execute();
    for (const [who, cookie, status] of [
      ["visitor", "", 401],
      ["candidate", candidate, 403],
    ] as const) {
      for (const method of ["GET", "POST"]) {
        const label = `${who} ${method}`;
        const response = await fetch(e2e.server.baseUrl + POOL, {
          method,
          redirect: "manual",
          headers: { cookie, origin: e2e.server.baseUrl },
          body:
            method === "POST"
              ? new URLSearchParams({ candidateId: "00000000-0000-4000-8000-000000000000", jobId: job })
              : undefined,
        });
        const page = await response.text();
        expect(response.status, label).toBe(status);
        expect(page, label).toContain("Access Denied");
        expect(page, label).toContain("Please log in to access the employer dashboard.");
        if (who === "visitor") expect(page, label).toContain(`/auth?redirectTo=${encodeURIComponent(POOL)}`);
        expect(page, label).not.toContain("Invite to apply");
      }
    }
    expect(await db().selectFrom("job_invitations").select("id").execute()).toEqual(invitationsBefore);
    // Employers and admins: the tab, linked from both dashboards.
    for (const account of [demoAccounts.employer, demoAccounts.admin]) {
      const response = await fetch(e2e.server.baseUrl + POOL, {
        headers: { cookie: await libraryCookie(e2e.server, account) },
      });
      expect(response.status, account.email).toBe(200);
      expect(await response.text(), account.email).toContain(
        "Skills, designation, company, name or resume words",
      );
    }
    const admin = await signedIn(e2e.browser, demoAccounts.admin);
    await admin.page.goto("/admin/jobs");
    await admin.page.getByRole("link", { name: "Search the talent pool" }).click();
    await admin.page.waitForURL(`**${POOL}`);
    await visible(admin.page.getByText("Every candidate with a complete profile, resumes included."));
    await admin.context.close();
  });

  const ids: Record<"consenting" | "declining", string> = { consenting: "", declining: "" };
  let candidatePage: Page;

  beforeAll(async () => {
    // Both register and complete the wizard; one lets recruiters find them, one does not.
    for (const [key, person, consent] of [
      ["consenting", consenting, true],
      ["declining", declining, false],
    ] as const) {
      const { page } = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: DESKTOP });
      await register(page, person);
      await completeWizard(page, person, consent);
      // Both resumes hold the word; only consent tells them apart for an employer.
      await uploadPdf(page, [
        fullName(person),
        `Led the ${RESUME_WORD} GPON rollout across 40 villages of Khordha district.`,
        "Splicing, OTDR testing, OLT and ONT commissioning.",
      ]);
      ids[key] = await profileIdOf(person.email);
      expect(await resumeTextStatus(ids[key]), `${key}'s resume text`).toBe("extracted");
      if (key === "consenting") candidatePage = page;
      else await page.context().close();
    }
    const stored = await db()
      .selectFrom("candidate_profiles")
      .select(["id", "discoverable"])
      .where("id", "in", [ids.consenting, ids.declining])
      .execute();
    expect(Object.fromEntries(stored.map((row) => [row.id, row.discoverable]))).toEqual({
      [ids.consenting]: true,
      [ids.declining]: false,
    });
  }, 180_000);

  it("finds a consenting candidate by a word of their resume, keeps the search in the address, records the view, invites once, and forgets them when they opt out", async () => {
    const { page, context } = await signedIn(e2e.browser, demoAccounts.employer, { viewport: DESKTOP });
    await page.goto("/employer-dashboard/applications");
    await pageReady(page);
    await page
      .getByRole("navigation", { name: "Dashboard sections" })
      .getByRole("link", { name: "Talent Pool" })
      .click();
    await page.waitForURL(`**${POOL}`);
    await pageReady(page);

    // A word only the resumes hold: the consenting candidate, never the other.
    await page.getByLabel("Search candidates").fill(RESUME_WORD.toLowerCase());
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("q") === RESUME_WORD.toLowerCase());
    // The address changes a moment before the results do, and the list before
    // the search holds this card too: its highlighted word says the search's
    // results are on the page.
    await visible(cardOf(page, consenting).locator("mark").first());
    expect(await cardNames(page)).toEqual([fullName(consenting)]);
    expect(await countLine(page).textContent()).toBe("1 candidate");
    // The matched word, highlighted in the snippet.
    const marks = await cardOf(page, consenting).locator("mark").allTextContents();
    expect(marks.length).toBeGreaterThan(0);
    expect(marks.every((mark) => mark.toLowerCase().startsWith(RESUME_WORD.toLowerCase()))).toBe(true);
    // The card's dense line: city, experience, expected salary, notice; the top skill.
    const card = cardOf(page, consenting);
    await visible(card.getByText("Bhubaneswar · 3-5 years · ₹9.0 LPA · 30 days notice"));
    await visible(card.getByRole("list", { name: "Top skills" }).getByText("GPON"));
    await expectNoSeriousViolations(page, "talent pool results");

    // Filters: every choice in the address.
    await page.locator("summary", { hasText: "Filters" }).click();
    await page.getByLabel("City or home location").fill("Bhubaneswar");
    await page.getByLabel("State").selectOption("Odisha");
    await page.getByLabel("Total experience").selectOption("3-5");
    await page.getByLabel("Expected salary from, in LPA").fill("6");
    await page.getByLabel("Expected salary up to, in LPA").fill("12");
    await page.getByLabel("Notice period").selectOption("30");
    await page.getByLabel("Skill", { exact: true }).fill("gpon");
    await page.getByLabel("Profile updated").selectOption("7");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.waitForURL((url) => url.searchParams.get("notice") === "30");
    const filtered = new URL(page.url());
    expect(Object.fromEntries([...filtered.searchParams].filter(([, value]) => value !== ""))).toEqual({
      q: RESUME_WORD.toLowerCase(),
      city: "Bhubaneswar",
      state: "Odisha",
      experience: "3-5",
      salaryMin: "6",
      salaryMax: "12",
      notice: "30",
      skill: "gpon",
      updated: "7",
    });
    await visible(cardOf(page, consenting));
    expect(await cardNames(page)).toEqual([fullName(consenting)]);

    // Bookmarked: the address alone, in a new tab, gives the same results and the form as it was.
    const bookmark = await context.newPage();
    await bookmark.goto(filtered.pathname + filtered.search);
    await pageReady(bookmark);
    expect(await cardNames(bookmark)).toEqual([fullName(consenting)]);
    expect(await bookmark.locator("form[role=search] details").getAttribute("open")).not.toBeNull();
    expect({
      q: await bookmark.getByLabel("Search candidates").inputValue(),
      city: await bookmark.getByLabel("City or home location").inputValue(),
      state: await bookmark.getByLabel("State").inputValue(),
      experience: await bookmark.getByLabel("Total experience").inputValue(),
      salaryMin: await bookmark.getByLabel("Expected salary from, in LPA").inputValue(),
      salaryMax: await bookmark.getByLabel("Expected salary up to, in LPA").inputValue(),
      notice: await bookmark.getByLabel("Notice period").inputValue(),
      skill: await bookmark.getByLabel("Skill", { exact: true }).inputValue(),
      updated: await bookmark.getByLabel("Profile updated").inputValue(),
    }).toEqual({
      q: RESUME_WORD.toLowerCase(),
      city: "Bhubaneswar",
      state: "Odisha",
      experience: "3-5",
      salaryMin: "6",
      salaryMax: "12",
      notice: "30",
      skill: "gpon",
      updated: "7",
    });
    // A filter she does not meet leaves her out.
    await bookmark.goto(`${POOL}?q=${RESUME_WORD}&salaryMax=8`);
    await visible(bookmark.getByText("No candidates match this search."));
    expect(await countLine(bookmark).textContent()).toBe("0 candidates");
    await bookmark.close();

    // The full profile, from the card: a dialog; the view is recorded.
    expect(
      await db()
        .selectFrom("profile_views")
        .select("id")
        .where("candidate_id", "=", ids.consenting)
        .execute(),
    ).toEqual([]);
    await profileLink(page, consenting).click();
    const dialog = page.getByRole("dialog", { name: fullName(consenting) });
    await visible(dialog);
    await visible(dialog.getByRole("link", { name: "Download Resume" }));
    await visible(dialog.getByText("FTTH Engineer").first());
    await expectNoSeriousViolations(page, "talent pool profile dialog");
    const employerId = (
      await db()
        .selectFrom("user")
        .select("id")
        .where("email", "=", demoAccounts.employer.email)
        .executeTakeFirstOrThrow()
    ).id;
    const views = await db()
      .selectFrom("profile_views")
      .select(["viewer_id", "viewer_role", "kind"])
      .where("candidate_id", "=", ids.consenting)
      .execute();
    expect(views).toEqual([{ viewer_id: employerId, viewer_role: "employer", kind: "profile" }]);
    // Escape closes it and takes the dialog out of the address.
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(new URL(page.url()).searchParams.get("candidate")).toBeNull();

    // The candidate sees that one recruiter looked.
    await candidatePage.goto("/profile");
    const recruiters = recruitersSection(candidatePage);
    await visible(recruiters.getByText("1 recruiter viewed your profile in the last 30 days."));
    // And when: one line for today.
    expect(
      await recruiters
        .getByRole("list", { name: "Profile views by day" })
        .getByRole("listitem")
        .allTextContents(),
    ).toEqual([expect.stringMatching(/^\d{1,2} \w{3} \d{4} · 1 view$/)]);
    await visible(
      recruiters.getByText("Recruiters searching our talent pool can find your profile and resume."),
    );

    // Invite to apply, for one of the employer's active jobs: a toast and a mail with the job's link.
    const select = cardOf(page, consenting).getByLabel(`Job to invite ${fullName(consenting)} to`);
    const jobId = await select.inputValue();
    const job = await db()
      .selectFrom("jobs")
      .select(["title", "posted_by", "is_active"])
      .where("id", "=", jobId)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ posted_by: employerId, is_active: true });
    const before = page.url();
    await cardOf(page, consenting).getByRole("button", { name: "Invite to apply" }).click();
    await visible(toast(page, "Invitation sent"));
    await visible(page.getByText(`${fullName(consenting)} was invited to apply for ${job.title}.`));
    // Back on the same search.
    expect(page.url()).toBe(before);
    const invitationMails = () =>
      db()
        .selectFrom("mail_outbox")
        .select(["subject", "text_body"])
        .where("to_address", "=", consenting.email)
        .where("subject", "like", "Invitation to apply%")
        .execute();
    const mails = await invitationMails();
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain(job.title);
    expect(mails[0].text_body).toContain(`${e2e.server.baseUrl}/jobs/${jobId}`);
    expect(mails[0].text_body).toContain(`Dear ${consenting.first},`);

    // The same job again: already invited, said at the top of the tab; no second mail.
    await cardOf(page, consenting).getByRole("button", { name: "Invite to apply" }).click();
    const refusal = page.getByRole("alert").filter({ hasText: "Already invited" });
    await visible(refusal);
    await visible(
      refusal.getByText(`${fullName(consenting)} was already invited to apply for ${job.title}.`),
    );
    expect(await invitationMails()).toHaveLength(1);
    expect(
      await db()
        .selectFrom("job_invitations")
        .select("invited_by")
        .where("candidate_id", "=", ids.consenting)
        .execute(),
    ).toEqual([{ invited_by: employerId }]);

    // The candidate turns the choice off on /profile: the employer no longer finds her.
    await pageReady(candidatePage);
    await recruiters.getByRole("button", { name: "Hide my profile from recruiters" }).click();
    await visible(toast(candidatePage, "Recruiters can no longer find your profile"));
    await visible(recruiters.getByText(/Your profile is hidden from recruiters' searches/));
    await visible(recruiters.getByRole("button", { name: "Let recruiters find my profile" }));
    expect(
      (
        await db()
          .selectFrom("candidate_profiles")
          .select("discoverable")
          .where("id", "=", ids.consenting)
          .executeTakeFirstOrThrow()
      ).discoverable,
    ).toBe(false);
    await page.goto(`${POOL}?q=${RESUME_WORD.toLowerCase()}`);
    await visible(page.getByText("No candidates match this search."));
    expect(await cardNames(page)).toEqual([]);
    // Nor can she be opened or invited by her id.
    await page.goto(`${POOL}?candidate=${ids.consenting}`);
    await visible(page.getByRole("dialog").getByText("Failed to load candidate details."));
    await context.close();

    // An admin finds everyone, whatever they chose.
    const admin = await signedIn(e2e.browser, demoAccounts.admin, { viewport: DESKTOP });
    await admin.page.goto(`${POOL}?q=${RESUME_WORD.toLowerCase()}`);
    await visible(cardOf(admin.page, declining));
    expect((await cardNames(admin.page)).sort()).toEqual([fullName(declining), fullName(consenting)].sort());
    await admin.context.close();

    // She turns it back on, and is found again.
    await recruiters.getByRole("button", { name: "Let recruiters find my profile" }).click();
    await visible(toast(candidatePage, "Recruiters can now find your profile"));
    const again = await signedIn(e2e.browser, demoAccounts.employer);
    await again.page.goto(`${POOL}?q=${RESUME_WORD.toLowerCase()}`);
    expect(await cardNames(again.page)).toEqual([fullName(consenting)]);
    await again.context.close();
  });

  it("is usable by keyboard: search, every filter in order, apply, open a profile and close it", async () => {
    const { page, context } = await signedIn(e2e.browser, demoAccounts.employer, { viewport: DESKTOP });
    await page.goto(POOL);
    await pageReady(page);
    await page.getByLabel("Search candidates").focus();
    await page.keyboard.type(RESUME_WORD);
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.searchParams.get("q") === RESUME_WORD);
    await visible(cardOf(page, consenting).locator("mark").first());

    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        return element?.id || element?.textContent?.trim() || element?.tagName || "";
      });
    await page.getByLabel("Search candidates").focus();
    await page.keyboard.press("Tab");
    expect(await focused()).toBe("Search");
    await page.keyboard.press("Tab");
    expect(await focused()).toMatch(/Filters$/);
    await page.keyboard.press("Enter");
    const walked: string[] = [];
    for (let step = 0; step < 13; step++) {
      await page.keyboard.press("Tab");
      const id = await focused();
      walked.push(id);
      if (id === "talent-city") await page.keyboard.type("Bhubaneswar");
      if (id === "talent-notice") await page.keyboard.press("ArrowDown");
    }
    expect(walked).toEqual([
      "talent-city",
      "talent-state",
      "talent-experience",
      "talent-salary-min",
      "talent-salary-max",
      "talent-notice",
      "talent-skill",
      "talent-skill-years",
      "talent-education",
      "talent-industry",
      "talent-updated",
      "Apply filters",
      "Clear all",
    ]);
    // Back to Apply filters, and Enter.
    await page.keyboard.press("Shift+Tab");
    expect(await focused()).toBe("Apply filters");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.searchParams.get("city") === "Bhubaneswar");
    const url = new URL(page.url());
    expect(url.searchParams.get("q")).toBe(RESUME_WORD);
    // ArrowDown on "Any notice period" chose the first period: immediate joiners, which she is not.
    expect(url.searchParams.get("notice")).toBe("0");
    await visible(page.getByText("No candidates match this search."));
    await page.goto(`${POOL}?q=${RESUME_WORD}&city=Bhubaneswar`);
    await pageReady(page);

    // The card's link by keyboard: Enter opens the dialog with focus inside, Escape closes it.
    const link = profileLink(page, consenting);
    await link.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: fullName(consenting) });
    await visible(dialog);
    await page.waitForFunction(() =>
      document.querySelector('[role="dialog"]')?.contains(document.activeElement),
    );
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((box) => box.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    // Focus is back on the link that opened it, not at the top of the page.
    await page.waitForFunction((id) => document.activeElement?.id === id, `profile-${ids.consenting}`, {
      timeout: 3000,
    });
    await context.close();
  });

  it("searches, opens a profile and invites without JavaScript", async () => {
    const person = {
      email: "jagannath.behera@example.com",
      first: "Jagannath",
      last: "Behera",
      city: "Cuttack",
      phone: "9861077777",
      summary: "Transmission engineer for DWDM and microwave backhaul across the Mahanadi delta.",
      designation: "Transmission Engineer",
      company: "Utkal Telecom Services",
      skills: [
        ["DWDM", 4],
        ["Microwave Links", 3],
      ] as [string, number][],
    };
    const id = await discoverableCandidate(person, [
      fullName(person),
      "Commissioned the Chilikalink microwave ring of 22 hops around Chilika lake.",
    ]);
    const { page, context } = await signedIn(e2e.browser, demoAccounts.employer, {
      viewport: PHONE,
      javaScript: false,
    });
    await page.goto(POOL);
    await page.getByLabel("Search candidates").fill("chilikalink");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("q") === "chilikalink");
    expect(await cardNames(page)).toEqual([fullName(person)]);
    expect(await cardOf(page, person).locator("mark").allTextContents()).toEqual(["Chilikalink"]);

    // The full profile opens as a plain link, and closes as one.
    await profileLink(page, person).click();
    const dialog = page.getByRole("dialog", { name: fullName(person) });
    await visible(dialog.getByText("Transmission Engineer").first());
    await dialog.getByRole("link", { name: "Close profile" }).click();
    await page.getByRole("dialog").waitFor({ state: "detached" });
    expect(new URL(page.url()).searchParams.get("q")).toBe("chilikalink");

    // Invite: the page comes back on the same search with the toast, from the server.
    const select = cardOf(page, person).getByLabel(`Job to invite ${fullName(person)} to`);
    const options = await select.locator("option").evaluateAll((list) =>
      list.map((option) => ({
        value: (option as HTMLOptionElement).value,
        text: option.textContent ?? "",
      })),
    );
    expect(options.length).toBeGreaterThan(1);
    const chosen = options[1];
    await select.selectOption(chosen.value);
    await cardOf(page, person).getByRole("button", { name: "Invite to apply" }).click();
    await page.waitForLoadState("load");
    await visible(toast(page, "Invitation sent"));
    expect(new URL(page.url()).searchParams.get("q")).toBe("chilikalink");
    const invitations = await db()
      .selectFrom("job_invitations")
      .select("job_id")
      .where("candidate_id", "=", id)
      .execute();
    expect(invitations).toEqual([{ job_id: chosen.value }]);
    const mail = await db()
      .selectFrom("mail_outbox")
      .select(["subject", "text_body"])
      .where("to_address", "=", person.email)
      .where("subject", "like", "Invitation to apply%")
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0].text_body).toContain(`/jobs/${chosen.value}`);

    // Again for the same job: the refusal is on the page, without a toast.
    await cardOf(page, person)
      .getByLabel(`Job to invite ${fullName(person)} to`)
      .selectOption(chosen.value);
    await cardOf(page, person).getByRole("button", { name: "Invite to apply" }).click();
    await visible(page.getByRole("alert").filter({ hasText: "Already invited" }));
    expect(
      await db().selectFrom("job_invitations").select("id").where("candidate_id", "=", id).execute(),
    ).toHaveLength(1);
    await context.close();
  });

  it("looks right at 390 and 1280 px: results, filters, the profile dialog, the candidate's Recruiters section and the wizard's consent", async () => {
    // Candidates as a recruiter meets them: telecom and IT people across India.
    const people = [
      {
        first: "Lakshmi",
        last: "Venkatasubramanian",
        city: "Chennai",
        summary:
          "Senior NOC engineer: 24x7 monitoring of a 4G/5G RAN with Zabbix and Grafana, incident bridges and vendor escalations.",
        designation: "Senior NOC Engineer",
        company: "Bharti Airtel Ltd.",
        skills: [
          ["Zabbix", 5],
          ["Grafana", 4],
          ["MPLS", 4],
          ["Linux Administration", 6],
          ["ITIL Incident Management", 3],
          ["Python Scripting", 2],
        ] as [string, number][],
        resume: ["Owned the Zabbix migration for 12,000 eNodeBs in Tamil Nadu circle."],
        experience: "6-10",
        salary: "14.5",
        notice: "60",
      },
      {
        first: "Mohammed",
        last: "Irfan Shaikh",
        city: "Pune",
        summary:
          "Network engineer for enterprise MPLS and SD-WAN roll-outs; Cisco and Juniper routing, BGP and OSPF.",
        designation: "Network Engineer L2",
        company: "Tata Communications",
        skills: [
          ["BGP", 4],
          ["Cisco IOS-XR", 4],
          ["SD-WAN", 2],
        ] as [string, number][],
        resume: ["Migrated 300 branch sites from MPLS to SD-WAN with zero-touch provisioning."],
        experience: "3-5",
        salary: "11",
        notice: "30",
      },
      {
        first: "Priyanka",
        last: "Deshpande",
        city: "Bengaluru",
        summary: "DevOps engineer: Kubernetes, Terraform and GitLab CI for a telecom BSS platform on AWS.",
        designation: "DevOps Engineer",
        company: "Infosys Ltd.",
        skills: [
          ["Kubernetes", 4],
          ["Terraform", 3],
          ["AWS", 4],
          ["GitLab CI", 3],
        ] as [string, number][],
        resume: ["Cut the BSS platform's release time from two days to forty minutes with Kubernetes."],
        experience: "3-5",
        salary: "18",
        notice: "90",
      },
      {
        first: "Gurpreet",
        last: "Singh",
        city: "Ludhiana",
        summary:
          "Field engineer for BTS installation, tower audits and microwave alignment in Punjab circle.",
        designation: "RF Field Engineer",
        company: "Indus Towers",
        skills: [
          ["Microwave Alignment", 5],
          ["Drive Testing", 4],
        ] as [string, number][],
        resume: ["Aligned 450 microwave links; drive tests with TEMS Investigation."],
        experience: "6-10",
        salary: "7.5",
        notice: "15",
      },
      {
        first: "Ananya",
        last: "Chatterjee",
        city: "Kolkata",
        summary: "Fresher with a B.Tech in ECE; CCNA certified, internship in a NOC monitoring fibre cuts.",
        designation: "NOC Intern",
        company: "Railtel Corporation of India",
        skills: [
          ["CCNA", 1],
          ["Network Monitoring", 1],
        ] as [string, number][],
        resume: ["CCNA 200-301. Final-year project: OTDR trace analysis for fibre cut location."],
        experience: "fresher",
        salary: "3.6",
        notice: "0",
      },
      {
        first: "Venkata Ramana",
        last: "Reddy",
        city: "Hyderabad",
        summary:
          "Telecom project manager: FTTH roll-outs of 1.2 lakh homes passed, vendor and right-of-way management.",
        designation: "Project Manager, FTTH",
        company: "ACT Fibernet",
        skills: [
          ["Project Management", 9],
          ["FTTH", 7],
          ["PMP", 5],
        ] as [string, number][],
        resume: ["Delivered 1.2 lakh FTTH homes passed in Hyderabad on time and under budget."],
        experience: "10+",
        salary: "32",
        notice: "90",
      },
    ];
    const made: string[] = [];
    for (const [index, person] of people.entries()) {
      made.push(
        await discoverableCandidate(
          {
            ...person,
            email: `shots-${index}@example.com`,
            phone: `98450${String(index).padStart(5, "0")}`,
          },
          [fullName(person), ...person.resume],
          { experience: person.experience, salary: person.salary, notice: person.notice },
        ),
      );
    }
    const overflow = (page: Page) =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    const wide: string[] = [];
    for (const [role, account] of [
      ["employer", demoAccounts.employer],
      ["admin", demoAccounts.admin],
    ] as const) {
      for (const viewport of [PHONE, DESKTOP]) {
        const { page, context } = await signedIn(e2e.browser, account, { viewport });
        const shots: [string, string][] = [
          ["results", `${POOL}?q=engineer`],
          ["filters", `${POOL}?q=engineer&experience=3-5&salaryMax=20`],
          ["dialog", `${POOL}?q=engineer&candidate=${made[0]}`],
        ];
        for (const [name, path] of shots) {
          await page.goto(path);
          await pageReady(page);
          if (name !== "dialog") await visible(cards(page));
          else await visible(page.getByRole("dialog"));
          if ((await overflow(page)) > 0) wide.push(`${path} at ${viewport.width} px as ${role}`);
          // The dialog covers the window: what the window shows, not the page behind it.
          if (name === "dialog")
            await page.screenshot({
              path: `test-results/screenshots/talent-pool-${role}-${name}-${viewport.width}.png`,
            });
          else await screenshot(page, `talent-pool-${role}-${name}-${viewport.width}`);
        }
        await context.close();
      }
    }
    // The candidate's side: the Recruiters section (one view recorded above) and the wizard's last step.
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context } = await signedIn(
        e2e.browser,
        { email: "shots-0@example.com", password: "good-password-1" },
        { viewport },
      );
      await page.goto("/profile");
      await pageReady(page);
      const section = recruitersSection(page);
      await visible(section.getByText(/recruiters? viewed your profile in the last 30 days/));
      await section.scrollIntoViewIfNeeded();
      await screenshot(page, `talent-pool-candidate-profile-${viewport.width}`);
      await section.screenshot({
        path: `test-results/screenshots/talent-pool-candidate-recruiters-${viewport.width}.png`,
      });
      await page.goto("/profile?step=summary");
      await pageReady(page);
      await visible(page.getByLabel("Let recruiters find my profile"));
      if ((await overflow(page)) > 0) wide.push(`/profile?step=summary at ${viewport.width} px`);
      await screenshot(page, `talent-pool-wizard-consent-${viewport.width}`);
      await context.close();
    }
    expect(wide).toEqual([]);
  }, 180_000);
});
