import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOnce } from "../../tests/support/eventually";
import {
  contextFor,
  createTestServices,
  createStaff,
  registerNewCandidate,
  rejection,
  type TestServices,
} from "../../tests/support/services";
import type { Actor } from "./context";
import {
  applicantView,
  applyToJob,
  confirmApplication,
  myApplications,
  withdrawApplication,
} from "./applications";
import { listApplications, setApplicationStatus } from "./employer";
import { insertJobs, type NewJob } from "./jobs";

let services: TestServices;
let counter = 0;

beforeAll(async () => {
  services = await createTestServices();
});
afterAll(async () => {
  await services?.dispose();
});

/** A candidate account; with `complete`, the profile has every field applying needs. */
async function candidate(complete = true): Promise<Actor> {
  const n = ++counter;
  const email = `candidate${n}@example.com`;
  const { userId } = await registerNewCandidate(services, {
    email,
    phone: `98765${String(n).padStart(5, "0")}`,
    password: "fibre-splice-42",
    confirmPassword: "fibre-splice-42",
  });
  if (complete) {
    await services.db
      .updateTable("candidate_profiles")
      .set({
        first_name: "Asha",
        last_name: `Verma ${n}`,
        current_city: "Pune",
        total_experience: "1-2",
        profile_summary: "Field technician with two years of FTTH splicing.",
      })
      .where("user_id", "=", userId)
      .execute();
  }
  return { userId, email, role: "candidate" };
}

/** An employer account (moderator): no candidate profile. */
async function employer(): Promise<Actor> {
  const email = `employer${++counter}@example.com`;
  const { user } = await services.auth.api.signUpEmail({
    body: { email, password: "recruit-4-India", name: "" },
  });
  await services.db.insertInto("user_roles").values({ user_id: user.id, email, role: "moderator" }).execute();
  return { userId: user.id, email, role: "employer" };
}

async function newJob(overrides: Partial<NewJob> = {}): Promise<string> {
  const [id] = await insertJobs(
    services.db,
    [
      {
        title: `Fibre Splicer ${++counter}`,
        company_name: "Vistaar Technologies",
        location_city: "Pune",
        location_state: "Maharashtra",
        job_description: "Splice and test FTTH drops.",
        ...overrides,
      },
    ],
    null,
  );
  return id;
}

async function applicationRows(jobId: string) {
  return services.db.selectFrom("job_applications").selectAll().where("job_id", "=", jobId).execute();
}

async function applicationCount(jobId: string): Promise<number> {
  const row = await services.db
    .selectFrom("jobs")
    .select("application_count")
    .where("id", "=", jobId)
    .executeTakeFirstOrThrow();
  return row.application_count;
}

describe("applyToJob", () => {
  it("refuses a visitor who is not signed in: 'Login Required'", async () => {
    const jobId = await newJob();
    const error = await rejection(applyToJob(contextFor(services), jobId, { coverLetter: "Hello" }));
    expect(error).toMatchObject({
      kind: "unauthenticated",
      title: "Login Required",
      message: "Please login to apply for jobs.",
    });
    expect(await applicationRows(jobId)).toEqual([]);
  });

  it("refuses a candidate whose profile is not complete: 'Complete Your Profile'", async () => {
    const jobId = await newJob();
    const actor = await candidate(false);
    const error = await rejection(applyToJob(contextFor(services, actor), jobId));
    expect(error).toMatchObject({
      kind: "profile_required",
      title: "Complete Your Profile",
      message: "Please complete your profile setup to apply for jobs.",
    });
    expect(await applicantView(contextFor(services, actor), [jobId])).toEqual({
      applicant: "no-profile",
      applied: [],
      withdrawn: [],
    });
    expect(await applicationRows(jobId)).toEqual([]);
  });

  it("refuses an employer as not a candidate, not as one with a profile to complete", async () => {
    const jobId = await newJob();
    const error = await rejection(applyToJob(contextFor(services, await employer()), jobId));
    expect(error).toMatchObject({ kind: "forbidden", title: "Not a candidate account" });
    expect(await applicationRows(jobId)).toEqual([]);
  });

  it("creates the application with the cover letter, status 'applied', and counts it", async () => {
    const jobId = await newJob();
    const actor = await candidate();
    expect(await applicantView(contextFor(services, actor), [jobId])).toEqual({
      applicant: "candidate",
      applied: [],
      withdrawn: [],
    });
    const { applicationId } = await applyToJob(contextFor(services, actor), jobId, {
      coverLetter: "  I have spliced 2,000 FTTH drops in Pune.\r\n\r\nThank you.  ",
    });
    const rows = await applicationRows(jobId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: applicationId,
      application_status: "applied",
      cover_letter: "I have spliced 2,000 FTTH drops in Pune.\n\nThank you.",
    });
    expect(await applicationCount(jobId)).toBe(1);
    expect(await applicantView(contextFor(services, actor), [jobId, await newJob()])).toEqual({
      applicant: "candidate",
      applied: [jobId],
      withdrawn: [],
    });
    expect(await applicantView(contextFor(services, actor), [])).toEqual({
      applicant: "candidate",
      applied: [],
      withdrawn: [],
    });
    expect(await applicantView(contextFor(services, null), [jobId])).toEqual({
      applicant: "anonymous",
      applied: [],
      withdrawn: [],
    });
  });

  it("takes an empty cover letter", async () => {
    const jobId = await newJob();
    await applyToJob(contextFor(services, await candidate()), jobId, {});
    expect((await applicationRows(jobId))[0].cover_letter).toBe("");
  });

  it("refuses a second application: 'Already Applied', and the count stays 1", async () => {
    const jobId = await newJob();
    const actor = await candidate();
    await applyToJob(contextFor(services, actor), jobId);
    const error = await rejection(applyToJob(contextFor(services, actor), jobId, { coverLetter: "Again" }));
    expect(error).toMatchObject({
      kind: "conflict",
      title: "Already Applied",
      message: "You have already applied for this job.",
    });
    expect(await applicationRows(jobId)).toHaveLength(1);
    expect(await applicationCount(jobId)).toBe(1);
  });

  it("makes exactly one application out of 20 applies at once", async () => {
    const jobId = await newJob();
    const actor = await candidate();
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) =>
        applyToJob(contextFor(services, actor), jobId, { coverLetter: `Attempt ${index}` }),
      ),
    );
    const fulfilled = results.filter((result) => result.status === "fulfilled");
    const refused = results.flatMap((result) => (result.status === "rejected" ? [result.reason] : []));
    expect(fulfilled).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const reason of refused) expect(reason).toMatchObject({ title: "Already Applied" });
    expect(await applicationRows(jobId)).toHaveLength(1);
    expect(await applicationCount(jobId)).toBe(1);
  });

  it("keeps application_count exact when many candidates apply at once", async () => {
    const jobId = await newJob();
    const actors = await Promise.all(Array.from({ length: 8 }, () => candidate()));
    await Promise.all(actors.map((actor) => applyToJob(contextFor(services, actor), jobId)));
    expect(await applicationRows(jobId)).toHaveLength(8);
    expect(await applicationCount(jobId)).toBe(8);
  });

  it("refuses an inactive job as 'Job Not Found' and writes nothing", async () => {
    const jobId = await newJob({ is_active: false });
    const error = await rejection(applyToJob(contextFor(services, await candidate()), jobId));
    expect(error).toMatchObject({ kind: "not_found", title: "Job Not Found" });
    expect(await applicationRows(jobId)).toEqual([]);
    expect(await applicationCount(jobId)).toBe(0);
  });

  it("refuses an unknown or malformed job id", async () => {
    const actor = await candidate();
    for (const id of ["nope", "6f1c2f4e-0000-4000-8000-000000000000"]) {
      expect((await rejection(applyToJob(contextFor(services, actor), id))).title).toBe("Job Not Found");
    }
  });

  it("refuses a job whose deadline has passed: 'Applications closed'", async () => {
    const jobId = await newJob({ application_deadline: "2024-03-31" });
    const error = await rejection(applyToJob(contextFor(services, await candidate()), jobId));
    expect(error).toMatchObject({ kind: "conflict", title: "Applications closed" });
    expect(await applicationRows(jobId)).toEqual([]);
  });

  it("accepts on the deadline day itself (India time)", async () => {
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
    const jobId = await newJob({ application_deadline: today });
    await applyToJob(contextFor(services, await candidate()), jobId);
    expect(await applicationRows(jobId)).toHaveLength(1);
  });

  it("refuses a cover letter over 5,000 characters with a clear message", async () => {
    const jobId = await newJob();
    const error = await rejection(
      applyToJob(contextFor(services, await candidate()), jobId, { coverLetter: "x".repeat(5001) }),
    );
    expect(error.kind).toBe("invalid");
    expect(error.message).toBe("Your cover letter is too long: please keep it under 5,000 characters.");
    expect(error.fieldErrors.coverLetter).toBe(error.message);
    expect(await applicationRows(jobId)).toEqual([]);
  });
});

describe("applicantView", () => {
  it("shows an application and a profile change made by this process at once", async () => {
    const jobId = await newJob();
    const actor = await candidate(false);
    expect((await applicantView(contextFor(services, actor), [jobId])).applicant).toBe("no-profile");
    await services.db
      .updateTable("candidate_profiles")
      .set({
        first_name: "Ravi",
        last_name: "Kumar",
        current_city: "Nagpur",
        total_experience: "3-5",
        profile_summary: "Tower technician.",
      })
      .where("user_id", "=", actor.userId)
      .execute();
    expect((await applicantView(contextFor(services, actor), [jobId])).applicant).toBe("candidate");
    await applyToJob(contextFor(services, actor), jobId);
    expect(await applicantView(contextFor(services, actor), [jobId])).toEqual({
      applicant: "candidate",
      applied: [jobId],
      withdrawn: [],
    });
  });

  it("shows an application removed by another instance", async () => {
    const jobId = await newJob();
    const actor = await candidate();
    await applyToJob(contextFor(services, actor), jobId);
    expect((await applicantView(contextFor(services, actor), [jobId])).applied).toEqual([jobId]);
    // services.database.db has none of this process's write hooks, as another instance's writes.
    await services.database.db.deleteFrom("job_applications").where("job_id", "=", jobId).execute();
    const view = await answerOnce(
      () => applicantView(contextFor(services, actor), [jobId]),
      (answer) => answer.applied.length === 0,
    );
    expect(view).toEqual({ applicant: "candidate", applied: [], withdrawn: [] });
  });
});

describe("myApplications", () => {
  it("lists the candidate's applications newest first, with the job's details", async () => {
    const actor = await candidate();
    const first = await newJob({ title: "OTDR Technician", salary_min: 300000, salary_max: 450000 });
    const second = await newJob({ title: "FTTH Supervisor", location_city: "Nagpur" });
    await applyToJob(contextFor(services, actor), first, { coverLetter: "First" });
    await applyToJob(contextFor(services, actor), second);
    await services.db
      .updateTable("job_applications")
      .set({ application_status: "submitted" })
      .where("job_id", "=", first)
      .execute();
    const list = await myApplications(contextFor(services, actor));
    expect(list.map((item) => [item.title, item.application_status])).toEqual([
      ["FTTH Supervisor", "applied"],
      ["OTDR Technician", "submitted"],
    ]);
    expect(list[1]).toMatchObject({
      company_name: "Vistaar Technologies",
      location_city: "Pune",
      salary_min: 300000,
      salary_max: 450000,
    });
    // Someone else's applications are not in it.
    expect(await myApplications(contextFor(services, await candidate()))).toEqual([]);
  });

  it("keeps applications to jobs closed since, marked closed (decision 0048)", async () => {
    const actor = await candidate();
    const jobId = await newJob({ title: "Tower Rigger" });
    await applyToJob(contextFor(services, actor), jobId);
    const before = (await myApplications(contextFor(services, actor))).find((item) => item.job_id === jobId);
    expect(before).toMatchObject({ title: "Tower Rigger", job_closed: false });
    await services.db.updateTable("jobs").set({ is_active: false }).where("id", "=", jobId).execute();
    const after = (await myApplications(contextFor(services, actor))).find((item) => item.job_id === jobId);
    expect(after).toMatchObject({ title: "Tower Rigger", job_closed: true, application_status: "applied" });
  });

  it("asks a visitor to sign in and a user without a candidate profile for one", async () => {
    expect((await rejection(myApplications(contextFor(services)))).title).toBe("Login Required");
    const error = await rejection(myApplications(contextFor(services, await employer())));
    expect(error).toMatchObject({
      kind: "profile_required",
      title: "Profile Required",
      message: "Please complete your profile to view applications.",
    });
  });
});

/** The mails queued to `email`, other than the sign-up's own. */
const mailsTo = (email: string) =>
  services.db
    .selectFrom("mail_outbox")
    .selectAll()
    .where("to_address", "=", email)
    .where("subject", "not like", "Confirm your email address%")
    .orderBy("created_at")
    .execute();

describe("the confirmation mail (issue #36)", () => {
  it("tells the candidate the job, its company and where to follow it, once per application", async () => {
    const jobId = await newJob({ title: "OTDR Technician", company_name: "Bharat FibreNet Ltd." });
    const actor = await candidate();
    const { applicationId } = await applyToJob(contextFor(services, actor), jobId);
    const [mail] = await mailsTo(actor.email);
    expect(mail.subject).toBe("Application received: OTDR Technician at Bharat FibreNet Ltd");
    expect(mail.text_body).toContain("Dear Asha,");
    expect(mail.text_body).toContain("Thank you for applying for OTDR Technician at Bharat FibreNet Ltd.");
    expect(mail.text_body).toContain(`http://localhost:3000/jobs/${jobId}`);
    expect(mail.text_body).toContain("http://localhost:3000/my-applications");
    // A refused second application sends nothing more.
    await rejection(applyToJob(contextFor(services, actor), jobId));
    expect(await mailsTo(actor.email)).toHaveLength(1);
    // Asked for an application that does not exist: nothing, and no error.
    await confirmApplication(contextFor(services), "00000000-0000-0000-0000-000000000000");
    expect(applicationId).toEqual(expect.any(String));
  });

  it("is written in the account's language, else in the one the caller gives", async () => {
    const jobId = await newJob({ title: "NOC Engineer" });
    const hindi = await candidate();
    await services.db.updateTable("user").set({ language: "hi-IN" }).where("id", "=", hindi.userId).execute();
    await applyToJob(contextFor(services, hindi), jobId);
    const [mail] = await mailsTo(hindi.email);
    // The greeting is in the Hindi catalogue already; the new sentences join it when it is extracted.
    expect(mail.text_body).toMatch(/[\u0900-\u097F]/);
    expect(mail.text_body).not.toContain("Dear Asha,");
    expect(mail.text_body).toContain("NOC Engineer");
    // A guest's new account has no language yet: the page's is given.
    const guest = await candidate();
    const [row] = await services.db
      .insertInto("job_applications")
      .values({ job_id: jobId, candidate_id: (await profileOf(guest)).id })
      .returning("id")
      .execute();
    await confirmApplication(contextFor(services), row.id, { language: "hi-IN" });
    const [guestMail] = await mailsTo(guest.email);
    expect(guestMail.text_body).toMatch(/[\u0900-\u097F]/);
  });

  it("does not undo the application when the mail cannot be queued", async () => {
    const jobId = await newJob();
    const actor = await candidate();
    const send = services.mailer.send;
    services.mailer.send = () => Promise.reject(new Error("outbox unavailable"));
    try {
      const { applicationId } = await applyToJob(contextFor(services, actor), jobId);
      expect((await applicationRows(jobId)).map((row) => row.id)).toEqual([applicationId]);
    } finally {
      services.mailer.send = send;
    }
    expect(await mailsTo(actor.email)).toEqual([]);
  });
});

async function profileOf(actor: Actor) {
  return services.db
    .selectFrom("candidate_profiles")
    .select("id")
    .where("user_id", "=", actor.userId)
    .executeTakeFirstOrThrow();
}

describe("withdrawApplication (issue #36, decision 0044)", () => {
  it("marks the application withdrawn, keeps it and its history, and the employer can no longer move it", async () => {
    const jobId = await newJob();
    const actor = await candidate();
    const ctx = contextFor(services, actor);
    const { applicationId } = await applyToJob(ctx, jobId, { coverLetter: "I splice fibre." });
    const admin = await createStaff(services, `admin${++counter}@example.com`, "admin");
    const adminCtx = contextFor(services, admin);
    await setApplicationStatus(adminCtx, applicationId, "screening");

    await withdrawApplication(ctx, applicationId);
    const [row] = await applicationRows(jobId);
    expect(row).toMatchObject({
      id: applicationId,
      application_status: "withdrawn",
      cover_letter: "I splice fibre.",
    });
    expect(await applicationCount(jobId)).toBe(1);
    const history = await services.db
      .selectFrom("application_status_changes")
      .select(["from_status", "to_status", "changed_by"])
      .where("application_id", "=", applicationId)
      .orderBy("changed_at")
      .execute();
    expect(history).toEqual([
      { from_status: "applied", to_status: "screening", changed_by: admin.userId },
      { from_status: "screening", to_status: "withdrawn", changed_by: actor.userId },
    ]);
    // The candidate's list shows it withdrawn, with the letter and the history.
    const [mine] = await myApplications(ctx);
    expect(mine).toMatchObject({ application_status: "withdrawn", cover_letter: "I splice fibre." });
    expect(mine.history.map((change) => change.status)).toEqual(["screening", "withdrawn"]);

    // A second press changes nothing and is no error.
    await withdrawApplication(ctx, applicationId);
    expect((await applicationRows(jobId))[0].application_status).toBe("withdrawn");

    // The employer sees it as withdrawn, under its own filter, and cannot change it.
    const listed = await listApplications(adminCtx, jobId, { status: "withdrawn" });
    expect(listed.applications.map((application) => application.application_status)).toEqual(["withdrawn"]);
    expect(listed.countsByStatus).toEqual({ withdrawn: 1 });
    const refused = await rejection(setApplicationStatus(adminCtx, applicationId, "submitted"));
    expect([refused.kind, refused.message]).toEqual([
      "conflict",
      "The candidate withdrew this application, so its status can no longer be changed.",
    ]);
    // Nobody sets "withdrawn" but its candidate.
    const other = await newJob();
    const second = await applyToJob(ctx, other);
    expect((await rejection(setApplicationStatus(adminCtx, second.applicationId, "withdrawn"))).kind).toBe(
      "invalid",
    );
    expect((await applicationRows(jobId))[0].application_status).toBe("withdrawn");
  });

  it("is not reopened by applying again: the job page and the refusal say it was withdrawn", async () => {
    const jobId = await newJob();
    const actor = await candidate();
    const ctx = contextFor(services, actor);
    const { applicationId } = await applyToJob(ctx, jobId);
    await withdrawApplication(ctx, applicationId);
    expect(await applicantView(ctx, [jobId])).toEqual({
      applicant: "candidate",
      applied: [jobId],
      withdrawn: [jobId],
    });
    const again = await rejection(applyToJob(ctx, jobId));
    expect(again).toMatchObject({
      kind: "conflict",
      title: "Application withdrawn",
      message: "You withdrew your application for this job, so you cannot apply for it again.",
    });
    expect((await applicationRows(jobId)).map((row) => row.application_status)).toEqual(["withdrawn"]);
  });

  it("cancels the application's interviews still to come; those past stay", async () => {
    const jobId = await newJob();
    const actor = await candidate();
    const ctx = contextFor(services, actor);
    const { applicationId } = await applyToJob(ctx, jobId);
    const admin = await createStaff(services, `admin${++counter}@example.com`, "admin");
    const interview = (startsAt: Date) =>
      services.db
        .insertInto("interviews")
        .values({
          application_id: applicationId,
          starts_at: startsAt,
          duration_minutes: 30,
          mode: "phone",
          interviewer_name: "Kavita Rao",
          created_by: admin.userId,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
    const past = await interview(new Date(Date.now() - 86_400_000));
    const coming = await interview(new Date(Date.now() + 86_400_000));
    const statusOf = async (id: string) =>
      services.db
        .selectFrom("interviews")
        .select(["status", "sequence"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
    const before = await statusOf(coming.id);

    await withdrawApplication(ctx, applicationId);
    expect(await statusOf(past.id)).toEqual({ status: "scheduled", sequence: before.sequence });
    expect(await statusOf(coming.id)).toEqual({ status: "cancelled", sequence: before.sequence + 1 });
  });

  it("refuses another candidate's application, staff, visitors and hostile ids, and changes nothing", async () => {
    const jobId = await newJob();
    const owner = await candidate();
    const { applicationId } = await applyToJob(contextFor(services, owner), jobId);
    const stranger = await candidate();
    const notFound = await rejection(withdrawApplication(contextFor(services, stranger), applicationId));
    expect([notFound.kind, notFound.message]).toEqual([
      "not_found",
      "This application does not exist, or it is not yours.",
    ]);
    const staff = await rejection(withdrawApplication(contextFor(services, await employer()), applicationId));
    expect(staff.kind).toBe("forbidden");
    const admin = await createStaff(services, `admin${++counter}@example.com`, "admin");
    expect((await rejection(withdrawApplication(contextFor(services, admin), applicationId))).kind).toBe(
      "forbidden",
    );
    expect((await rejection(withdrawApplication(contextFor(services), applicationId))).kind).toBe(
      "unauthenticated",
    );
    for (const bad of [
      "__proto__",
      "constructor",
      "not-a-uuid",
      "",
      null,
      [applicationId],
      { id: applicationId },
    ])
      expect((await rejection(withdrawApplication(contextFor(services, owner), bad))).kind).toBe("not_found");
    expect((await applicationRows(jobId))[0].application_status).toBe("applied");
    expect(
      await services.db
        .selectFrom("application_status_changes")
        .select("id")
        .where("application_id", "=", applicationId)
        .execute(),
    ).toEqual([]);
  });
});
