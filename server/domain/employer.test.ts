import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_PAGE_NUMBER } from "../../common/schemas/paging";
import {
  contextFor,
  createStaff,
  createTestServices,
  registerNewCandidate,
  rejection,
  type TestServices,
} from "../../tests/support/services";
import type { Actor } from "./context";
import {
  ALL_JOBS,
  applicantProfile,
  applicationForReview,
  exportApplicantsCsv,
  listApplications,
  listCandidates,
  listMyJobs,
  postJob,
  setApplicationStatus,
  statusHistory,
} from "./employer";
import { saveProfile } from "./profiles";

let services: TestServices;
let employerA: Actor;
let employerB: Actor;
let admin: Actor;
let candidate: Actor;
let jobA: string;
let jobB: string;
let applicationA: string;
let candidateId: string;

const job = {
  title: "FTTH Splicing Technician",
  company_name: "Bharat FibreNet Ltd.",
  location_city: "Jaipur",
  location_state: "Rajasthan",
  job_description: "Splice and test fibre for home connections.",
  required_skills: "Fusion Splicing, OTDR, , Safety ",
  salary_min: "240000",
  salary_max: "360000",
};

beforeAll(async () => {
  services = await createTestServices();
  employerA = await createStaff(services, "hr-a@example.com", "moderator");
  employerB = await createStaff(services, "hr-b@example.com", "moderator");
  admin = await createStaff(services, "admin@example.com", "admin");
  const { userId } = await registerNewCandidate(services, {
    email: "ravi@example.com",
    phone: "9811122233",
    password: "good-password-1",
    confirmPassword: "good-password-1",
  });
  candidate = { userId, email: "ravi@example.com", role: "candidate" };
  await saveProfile(contextFor(services, candidate), ["personal", "summary"], {
    first_name: "Ravi",
    last_name: "Meena",
    phone: "9811122233",
    current_city: "Jaipur",
    total_experience: "1-2",
    expected_salary: "3.6",
    caste: "OBC",
    profile_summary: "Fibre technician.",
  });
  jobA = await postJob(contextFor(services, employerA), job);
  jobB = await postJob(contextFor(services, employerB), { ...job, title: "Tower Rigger" });
  candidateId = (
    await services.db
      .selectFrom("candidate_profiles")
      .select("id")
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow()
  ).id;
  const [row] = await services.db
    .insertInto("job_applications")
    .values({ job_id: jobA, candidate_id: candidateId, cover_letter: "Hello" })
    .returning("id")
    .execute();
  applicationA = row.id;
});
afterAll(async () => {
  await services?.dispose();
});

describe("postJob", () => {
  it("stores the job owned by its poster with lists split and defaults applied", async () => {
    const stored = await services.db
      .selectFrom("jobs")
      .selectAll()
      .where("id", "=", jobA)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      posted_by: employerA.userId,
      required_skills: ["Fusion Splicing", "OTDR", "Safety"],
      job_type: "full_time",
      employment_type: "permanent",
      salary_type: "annual",
      salary_min: 240000,
      salary_max: 360000,
      application_deadline: null,
      is_active: true,
    });
  });

  it.each([
    [{ title: "" }, "Please fill in all required fields."],
    [{ company_name: " " }, "Please fill in all required fields."],
    [{ location_city: "" }, "Please fill in all required fields."],
    [{ location_state: "" }, "Please fill in all required fields."],
    [{ job_description: "" }, "Please fill in all required fields."],
    [{ location_state: "Atlantis" }, "Please choose a state from the list."],
    [{ salary_min: "2.5 lakh" }, "Minimum salary must be a whole number of rupees."],
    [
      { salary_min: "500000", salary_max: "400000" },
      "Maximum salary cannot be less than the minimum salary.",
    ],
    [{ application_deadline: "31/01/2027" }, "Application deadline must be a date in the form YYYY-MM-DD."],
  ])("refuses %o", async (change, message) => {
    const error = await rejection(postJob(contextFor(services, employerA), { ...job, ...change }));
    expect(error.message).toBe(message);
  });

  it("is refused to candidates and visitors", async () => {
    expect((await rejection(postJob(contextFor(services, candidate), job))).kind).toBe("forbidden");
    expect((await rejection(postJob(contextFor(services, null), job))).kind).toBe("unauthenticated");
  });
});

describe("who sees what", () => {
  it("lists only an employer's own jobs, and every job for an admin", async () => {
    expect((await listMyJobs(contextFor(services, employerA))).map((row) => row.id)).toEqual([jobA]);
    expect((await listMyJobs(contextFor(services, employerB))).map((row) => row.id)).toEqual([jobB]);
    const all = (await listMyJobs(contextFor(services, admin))).map((row) => row.id);
    expect(all).toContain(jobA);
    expect(all).toContain(jobB);
    expect((await rejection(listMyJobs(contextFor(services, candidate)))).kind).toBe("forbidden");
  });

  it("shows a job's applications to its employer and an admin only", async () => {
    const own = await listApplications(contextFor(services, employerA), jobA);
    expect(own.applications.map((row) => row.first_name)).toEqual(["Ravi"]);
    expect((await listApplications(contextFor(services, admin), jobA)).total).toBe(1);
    expect((await rejection(listApplications(contextFor(services, employerB), jobA))).kind).toBe("not_found");
    expect((await rejection(listApplications(contextFor(services, candidate), jobA))).kind).toBe("forbidden");
  });

  it("opens the applicant's profile for their employer without sensitive fields, fully for an admin", async () => {
    const forEmployer = await applicantProfile(contextFor(services, employerA), candidateId);
    expect(forEmployer.first_name).toBe("Ravi");
    expect(forEmployer.caste).toBeNull();
    expect(forEmployer.joinedAt).toBeNull();
    const forAdmin = await applicantProfile(contextFor(services, admin), candidateId);
    expect(forAdmin.caste).toBe("OBC");
    expect(forAdmin.joinedAt).toBeInstanceOf(Date);
    expect((await rejection(applicantProfile(contextFor(services, employerB), candidateId))).kind).toBe(
      "not_found",
    );
    expect((await rejection(applicantProfile(contextFor(services, candidate), candidateId))).kind).toBe(
      "forbidden",
    );
  });

  it("exports applicants as CSV for the job's employer only", async () => {
    const { csv, filename } = await exportApplicantsCsv(contextFor(services, employerA), jobA);
    expect(filename).toBe("applicants-ftth-splicing-technician.csv");
    const [header, first] = csv.trim().split("\r\n");
    expect(header).toBe(
      "Name,Email,Phone,City,Experience,Expected Salary (LPA),Status,Applied Date,Rating,Source,Last Updated",
    );
    // The phone's leading + is quoted so a spreadsheet does not read it as a formula.
    expect(first).toMatch(
      /^Ravi Meena,ravi@example.com,'\+919811122233,Jaipur,1-2 years,3.6,applied,\d{4}-\d{2}-\d{2},,Applied on site,\d{4}-\d{2}-\d{2}$/,
    );
    expect((await rejection(exportApplicantsCsv(contextFor(services, employerB), jobA))).kind).toBe(
      "not_found",
    );
    // All the recruiter's applications, each naming its job; another employer's are not among them.
    const all = await exportApplicantsCsv(contextFor(services, employerA), "all");
    expect(all.filename).toBe("applications-all-jobs.csv");
    expect(all.csv.split("\r\n")[0]).toMatch(/^Job,Name,/);
    expect(all.csv).toContain("FTTH Splicing Technician,Ravi Meena");
    const none = await exportApplicantsCsv(contextFor(services, employerB), "all");
    expect(none.csv).not.toContain("Ravi Meena");
  });

  it("lists registered candidates for admins only", async () => {
    const { cards } = await listCandidates(contextFor(services, admin));
    expect(cards[0]).toMatchObject({
      name: "Ravi Meena",
      city: "Jaipur",
      experience: "1-2 years",
      skills: [],
      moreSkills: 0,
    });
    expect((await rejection(listCandidates(contextFor(services, employerA)))).kind).toBe("forbidden");
  });
});

describe("page numbers from any caller", () => {
  // The API and other callers may pass anything: each list reads it as page 1
  // or clamps it, and never sends the database an offset it refuses.
  const firstPage = [NaN, 0, -5, 2.5, -Infinity, "abc" as unknown as number];
  const clamped = [Infinity, 1e300, Number("9999999999999999999"), Number.MAX_VALUE, MAX_PAGE_NUMBER + 1];

  it("pages a job's applications", async () => {
    const list = (page: number) => listApplications(contextFor(services, employerA), jobA, { page });
    const first = await list(1);
    expect(first.applications).toHaveLength(1);
    for (const page of firstPage) expect(await list(page)).toEqual(first);
    for (const page of clamped)
      expect(await list(page)).toMatchObject({ page: MAX_PAGE_NUMBER, total: 1, applications: [] });
  });

  it("pages the registered candidates", async () => {
    const list = (page: number) => listCandidates(contextFor(services, admin), { page });
    const first = await list(1);
    expect(first.cards.length).toBeGreaterThan(0);
    for (const page of firstPage) expect(await list(page)).toEqual(first);
    for (const page of clamped) expect(await list(page)).toMatchObject({ page: MAX_PAGE_NUMBER, cards: [] });
  });
});

describe("setApplicationStatus", () => {
  it("is refused to another employer and to candidates, and changes nothing", async () => {
    expect(
      (
        await rejection(
          setApplicationStatus(contextFor(services, employerB), applicationA, "rejected:location"),
        )
      ).kind,
    ).toBe("not_found");
    expect(
      (await rejection(setApplicationStatus(contextFor(services, candidate), applicationA, "submitted")))
        .kind,
    ).toBe("forbidden");
    const row = await services.db
      .selectFrom("job_applications")
      .select("application_status")
      .where("id", "=", applicationA)
      .executeTakeFirstOrThrow();
    expect(row.application_status).toBe("applied");
  });

  it("refuses an unknown status", async () => {
    expect(
      (await rejection(setApplicationStatus(contextFor(services, employerA), applicationA, "hired"))).message,
    ).toBe("Please choose a stage.");
  });

  it("records each change and mails the candidate on submitted (shortlisted) and rejected", async () => {
    await setApplicationStatus(contextFor(services, employerA), applicationA, "screening");
    await setApplicationStatus(contextFor(services, employerA), applicationA, "submitted");
    await setApplicationStatus(contextFor(services, admin), applicationA, "rejected:skills_mismatch");
    const history = await statusHistory(contextFor(services, employerA), applicationA);
    expect(history.map((row) => [row.from_status, row.to_status, row.changed_by_email])).toEqual([
      ["submitted", "rejected", "admin@example.com"],
      ["screening", "submitted", "hr-a@example.com"],
      ["applied", "screening", "hr-a@example.com"],
    ]);
    const mails = await services.db
      .selectFrom("mail_outbox")
      .select(["subject", "text_body"])
      .where("to_address", "=", "ravi@example.com")
      .orderBy("created_at")
      .execute();
    const statusMails = mails.filter((mail) => !mail.subject.startsWith("Confirm"));
    expect(statusMails.map((mail) => mail.subject)).toEqual([
      "Shortlisted: FTTH Splicing Technician",
      "Update on your application for FTTH Splicing Technician",
    ]);
    expect(await statusHistory(contextFor(services, employerB), applicationA)).toEqual([]);
  });
});

describe("working through applications across jobs", () => {
  // Employer A: jobA (Ravi, applied now) and a second job with two applicants;
  // employer B: jobB with two applicants, one of them also A's.
  let jobA2: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const { db } = services;
    await db
      .updateTable("job_applications")
      .set({ application_status: "applied" })
      .where("id", "=", applicationA)
      .execute();
    jobA2 = await postJob(contextFor(services, employerA), { ...job, title: "NOC Engineer" });
    const people = ["Asha", "Bilal", "Chitra"];
    await db
      .insertInto("user")
      .values(
        people.map((name) => ({
          id: `across-${name}`,
          name: "",
          email: `${name}@example.com`,
          emailVerified: true,
        })),
      )
      .execute();
    const profiles = await db
      .insertInto("candidate_profiles")
      .values(people.map((name) => ({ user_id: `across-${name}`, first_name: name, last_name: "Across" })))
      .returning(["id", "first_name"])
      .execute();
    const profile = (name: string) => profiles.find((row) => row.first_name === name)!.id;
    ids.asha = profile("Asha");
    const rows = await db
      .insertInto("job_applications")
      .values([
        {
          job_id: jobA2,
          candidate_id: profile("Asha"),
          applied_at: new Date("2026-01-03T10:00:00Z"),
          cover_letter: "A2 Asha",
        },
        {
          job_id: jobA2,
          candidate_id: profile("Bilal"),
          applied_at: new Date("2026-01-02T10:00:00Z"),
          application_status: "submitted",
        },
        { job_id: jobB, candidate_id: profile("Chitra"), applied_at: new Date("2026-01-04T10:00:00Z") },
        { job_id: jobB, candidate_id: profile("Asha"), applied_at: new Date("2026-01-05T10:00:00Z") },
      ])
      .returning(["id", "job_id", "candidate_id"])
      .execute();
    [ids.ashaA2, ids.bilalA2, ids.chitraB, ids.ashaB] = rows.map((row) => row.id);
  });

  it("lists an employer's applications across all their own jobs only, newest first, each naming its job", async () => {
    const own = await listApplications(contextFor(services, employerA), ALL_JOBS);
    expect(own.job).toBeNull();
    expect(own.applications.map((row) => [row.id, row.job_title])).toEqual([
      [applicationA, "FTTH Splicing Technician"],
      [ids.ashaA2, "NOC Engineer"],
      [ids.bilalA2, "NOC Engineer"],
    ]);
    expect(own.total).toBe(3);
    expect(own.countsByStatus).toEqual({ applied: 2, submitted: 1 });
    // Another employer's applications never appear, whatever the filter or page.
    for (const status of [null, "applied", "submitted"]) {
      for (const sort of ["newest", "oldest"]) {
        const list = await listApplications(contextFor(services, employerA), ALL_JOBS, { status, sort });
        expect(list.applications.every((row) => row.job_id !== jobB)).toBe(true);
        expect(list.applications.map((row) => row.id)).not.toContain(ids.chitraB);
        expect(list.applications.map((row) => row.id)).not.toContain(ids.ashaB);
      }
    }
    const other = await listApplications(contextFor(services, employerB), ALL_JOBS);
    expect(other.applications.map((row) => row.id)).toEqual([ids.ashaB, ids.chitraB]);
    const everything = (await listApplications(contextFor(services, admin), ALL_JOBS)).applications.map(
      (row) => row.id,
    );
    expect(everything).toEqual(
      expect.arrayContaining([applicationA, ids.ashaA2, ids.bilalA2, ids.chitraB, ids.ashaB]),
    );
    expect((await rejection(listApplications(contextFor(services, candidate), ALL_JOBS))).kind).toBe(
      "forbidden",
    );
  });

  it("filters the list across jobs by status, and sorts it oldest first", async () => {
    const fresh = await listApplications(contextFor(services, employerA), ALL_JOBS, { status: "applied" });
    expect(fresh.applications.map((row) => row.id)).toEqual([applicationA, ids.ashaA2]);
    expect(fresh.total).toBe(2);
    const oldest = await listApplications(contextFor(services, employerA), ALL_JOBS, { sort: "oldest" });
    expect(oldest.applications.map((row) => row.id)).toEqual([ids.bilalA2, ids.ashaA2, applicationA]);
  });

  it("opens an application with its cover letter and its neighbours in the list being worked through", async () => {
    const ctx = contextFor(services, employerA);
    const newOnes = { job: ALL_JOBS, status: "applied" };
    const first = await applicationForReview(ctx, { applicationId: applicationA }, newOnes);
    expect(first?.application).toMatchObject({
      id: applicationA,
      cover_letter: "Hello",
      job_title: "FTTH Splicing Technician",
    });
    expect(first?.previous).toBeNull();
    expect(first?.next).toEqual({ id: ids.ashaA2, candidate_id: ids.asha, page: 1 });
    const second = await applicationForReview(ctx, { applicationId: ids.ashaA2 }, newOnes);
    expect(second?.application.cover_letter).toBe("A2 Asha");
    expect(second?.previous).toMatchObject({ id: applicationA, page: 1 });
    expect(second?.next).toBeNull();
    // One whose status took it out of the filtered list still has its place in it.
    const moved = await applicationForReview(
      ctx,
      { applicationId: ids.bilalA2 },
      { ...newOnes, sort: "oldest" },
    );
    expect(moved?.previous).toBeNull();
    expect(moved?.next).toMatchObject({ id: ids.ashaA2, page: 1 });
    // Named by the candidate: their application to the employer's own job, never to another's.
    const byCandidate = await applicationForReview(ctx, { candidateId: ids.asha }, { job: null });
    expect(byCandidate?.application.id).toBe(ids.ashaA2);
    // Another employer's application is not there to review, nor are its neighbours.
    expect(await applicationForReview(ctx, { applicationId: ids.chitraB }, { job: ALL_JOBS })).toBeNull();
    const forB = await applicationForReview(
      contextFor(services, employerB),
      { applicationId: ids.ashaB },
      { job: ALL_JOBS },
    );
    expect(forB?.next).toMatchObject({ id: ids.chitraB });
    expect(
      await applicationForReview(
        contextFor(services, employerB),
        { applicationId: applicationA },
        { job: ALL_JOBS },
      ),
    ).toBeNull();
    expect(
      (
        await rejection(
          applicationForReview(
            contextFor(services, candidate),
            { applicationId: applicationA },
            { job: null },
          ),
        )
      ).kind,
    ).toBe("forbidden");
  });
});
