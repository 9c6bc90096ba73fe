// Saved jobs (issue #24): a candidate's own list, newest saved first, closed
// jobs kept and marked; nobody else may save, and nobody reaches another
// candidate's list.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contextFor,
  createStaff,
  createTestServices,
  registerNewCandidate,
  rejection,
  type TestServices,
} from "../../tests/support/services";
import type { Actor } from "./context";
import { insertJobs, type NewJob } from "./jobs";
import { exportMyData } from "./profiles";
import { listSavedJobs, SAVED_JOBS_PAGE_SIZE, savedJobIds, saveJob, unsaveJob } from "./saved-jobs";

let services: TestServices;
let meena: Actor;
let ravi: Actor;
let employer: Actor;
let admin: Actor;
const jobs: Record<"noc" | "rigger" | "fibre" | "old" | "inactive", string> = {
  noc: "",
  rigger: "",
  fibre: "",
  old: "",
  inactive: "",
};

const job = (title: string, extra: Partial<NewJob> = {}): NewJob => ({
  title,
  company_name: "Bharat FibreNet Ltd.",
  location_city: "Pune",
  location_state: "Maharashtra",
  job_description: `${title}: watch the network round the clock.`,
  ...extra,
});

async function candidate(email: string, phone: string): Promise<Actor> {
  const { userId } = await registerNewCandidate(services, {
    email,
    phone,
    password: "good-password-1",
    confirmPassword: "good-password-1",
  });
  return { userId, email, role: "candidate" };
}

/** Sets when `who` saved `jobId`, so the order does not hang on the clock's resolution. */
const savedAt = (who: Actor, jobId: string, at: string) =>
  sql`update saved_jobs set created_at = ${at}::timestamptz
    where candidate_id = ${who.userId} and job_id = ${jobId}`.execute(services.db);

const rowsOf = (who: Actor) =>
  services.db.selectFrom("saved_jobs").select("job_id").where("candidate_id", "=", who.userId).execute();

beforeAll(async () => {
  services = await createTestServices();
  // Candidates save before completing a profile: Ravi never makes one.
  meena = await candidate("meena@example.com", "9811122233");
  ravi = await candidate("ravi@example.com", "9811122244");
  employer = await createStaff(services, "hr@example.com", "moderator");
  admin = await createStaff(services, "admin@example.com", "admin");
  [jobs.noc, jobs.rigger, jobs.fibre, jobs.old, jobs.inactive] = await insertJobs(
    services.db,
    [
      job("NOC Engineer"),
      job("Tower Rigger", { application_deadline: "2099-12-31" }),
      job("Fibre Splicer"),
      job("Old Opening", { application_deadline: "2020-01-01" }),
      job("Switched-off Job", { is_active: false }),
    ],
    employer.userId,
  );
});
afterAll(async () => {
  await services?.dispose();
});

describe("saving a job", () => {
  it("keeps it once, however often it is saved", async () => {
    await saveJob(contextFor(services, meena), jobs.noc);
    await saveJob(contextFor(services, meena), jobs.noc);
    await Promise.all([1, 2, 3].map(() => saveJob(contextFor(services, meena), jobs.noc)));
    expect(await rowsOf(meena)).toEqual([{ job_id: jobs.noc }]);
    await unsaveJob(contextFor(services, meena), jobs.noc);
  });

  it("refuses an unknown, malformed or inactive job with 'Job Not Found', saving nothing", async () => {
    for (const id of [
      jobs.inactive,
      "00000000-0000-0000-0000-000000000000",
      "not-a-uuid",
      "-".repeat(36),
      `${jobs.noc}\u0000`,
      "",
      null,
      undefined,
      12345,
      [jobs.noc],
      { id: jobs.noc },
    ]) {
      const error = await rejection(saveJob(contextFor(services, meena), id));
      expect([error.kind, error.title, error.message], String(id)).toEqual([
        "not_found",
        "Job Not Found",
        "The job you're looking for doesn't exist or is no longer active.",
      ]);
    }
    expect(await rowsOf(meena)).toEqual([]);
  });

  it("is a candidate's: a visitor must sign in, an employer or admin may not", async () => {
    const visitor = await rejection(saveJob(contextFor(services, null), jobs.noc));
    expect([visitor.kind, visitor.title]).toEqual(["unauthenticated", "Login Required"]);
    for (const staff of [employer, admin]) {
      for (const call of [
        saveJob(contextFor(services, staff), jobs.noc),
        unsaveJob(contextFor(services, staff), jobs.noc),
        listSavedJobs(contextFor(services, staff)),
        savedJobIds(contextFor(services, staff), [jobs.noc]),
      ]) {
        const error = await rejection(call);
        expect([error.kind, error.title, error.message]).toEqual([
          "forbidden",
          "Not a candidate account",
          "Only candidate accounts can save jobs.",
        ]);
      }
    }
    for (const call of [
      unsaveJob(contextFor(services, null), jobs.noc),
      listSavedJobs(contextFor(services, null)),
      savedJobIds(contextFor(services, null), [jobs.noc]),
    ]) {
      expect((await rejection(call)).kind).toBe("unauthenticated");
    }
    const { n } = await services.db
      .selectFrom("saved_jobs")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(0);
  });
});

describe("the list", () => {
  it("is newest saved first, with a closed job kept and marked closed", async () => {
    const ctx = contextFor(services, meena);
    for (const id of [jobs.old, jobs.noc, jobs.rigger, jobs.fibre]) await saveJob(ctx, id);
    await savedAt(meena, jobs.old, "2026-01-01T10:00:00Z");
    await savedAt(meena, jobs.noc, "2026-01-02T10:00:00Z");
    await savedAt(meena, jobs.rigger, "2026-01-03T10:00:00Z");
    await savedAt(meena, jobs.fibre, "2026-01-04T10:00:00Z");
    // The fibre job closes after it was saved: deactivated by its employer.
    await services.db.updateTable("jobs").set({ is_active: false }).where("id", "=", jobs.fibre).execute();

    const list = await listSavedJobs(ctx);
    expect(list).toMatchObject({ total: 4, page: 1, pageCount: 1, pageSize: SAVED_JOBS_PAGE_SIZE });
    expect(list.jobs.map((saved) => [saved.title, saved.closed, saved.accepting, saved.active])).toEqual([
      ["Fibre Splicer", true, false, false],
      ["Tower Rigger", false, true, true],
      ["NOC Engineer", false, true, true],
      // Past its deadline: still active, but closed.
      ["Old Opening", true, false, true],
    ]);
    // The job card's fields, and when it was saved.
    expect(list.jobs[1]).toMatchObject({
      id: jobs.rigger,
      company_name: "Bharat FibreNet Ltd.",
      location_city: "Pune",
      application_deadline: "2099-12-31",
      saved_at: "2026-01-03T10:00:00.000Z",
    });
    expect(list.jobs[1].description_excerpt).toContain("Tower Rigger");
    await services.db.updateTable("jobs").set({ is_active: true }).where("id", "=", jobs.fibre).execute();
  });

  it("says which of a page's jobs are saved, one's own only", async () => {
    const shown = [jobs.noc, jobs.rigger, jobs.inactive, "not-a-uuid"];
    expect((await savedJobIds(contextFor(services, meena), shown)).sort()).toEqual(
      [jobs.noc, jobs.rigger].sort(),
    );
    expect(await savedJobIds(contextFor(services, ravi), shown)).toEqual([]);
    expect(await savedJobIds(contextFor(services, ravi), [])).toEqual([]);
    expect((await listSavedJobs(contextFor(services, ravi))).jobs).toEqual([]);
  });

  it("removes a job from one's own list only, closed or not, and twice is once", async () => {
    await saveJob(contextFor(services, ravi), jobs.noc);
    await unsaveJob(contextFor(services, ravi), jobs.noc);
    await unsaveJob(contextFor(services, ravi), jobs.noc);
    expect(await rowsOf(ravi)).toEqual([]);
    // Meena's NOC job stays saved.
    expect((await rowsOf(meena)).map((row) => row.job_id)).toContain(jobs.noc);
    // A closed job can be removed.
    await unsaveJob(contextFor(services, meena), jobs.old);
    expect((await rowsOf(meena)).map((row) => row.job_id)).not.toContain(jobs.old);
    expect((await rejection(unsaveJob(contextFor(services, meena), "not-a-uuid"))).kind).toBe("not_found");
  });

  it("pages: SAVED_JOBS_PAGE_SIZE a page, a page number past the end is an empty page", async () => {
    const many = await insertJobs(
      services.db,
      Array.from({ length: SAVED_JOBS_PAGE_SIZE + 1 }, (_, i) => job(`Field Technician ${i}`)),
      employer.userId,
    );
    const ctx = contextFor(services, ravi);
    for (const id of many) await saveJob(ctx, id);
    const first = await listSavedJobs(ctx, { page: "1" });
    const second = await listSavedJobs(ctx, { page: 2 });
    expect([first.jobs.length, first.total, first.pageCount]).toEqual([SAVED_JOBS_PAGE_SIZE, 21, 2]);
    expect(second.jobs.length).toBe(1);
    expect(new Set([...first.jobs, ...second.jobs].map((saved) => saved.id))).toEqual(new Set(many));
    for (const page of ["abc", "-1", "0", "2.5", null])
      expect((await listSavedJobs(ctx, { page })).page).toBe(1);
    expect((await listSavedJobs(ctx, { page: "9999999999999" })).jobs).toEqual([]);
    // Deleting a job takes it off every list.
    await services.db.deleteFrom("jobs").where("id", "in", many).execute();
    expect(await rowsOf(ravi)).toEqual([]);
  });

  it("goes with the account, and is in the account's data export", async () => {
    const leaving = await candidate("leaving@example.com", "9811122255");
    await saveJob(contextFor(services, leaving), jobs.rigger);
    const exported = await exportMyData(contextFor(services, leaving));
    expect(exported.savedJobs).toMatchObject([
      { job_title: "Tower Rigger", company_name: "Bharat FibreNet Ltd." },
    ]);
    await services.db.deleteFrom("user").where("id", "=", leaving.userId).execute();
    expect(await rowsOf(leaving)).toEqual([]);
  });
});
