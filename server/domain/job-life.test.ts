import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contextFor,
  createStaff,
  createTestServices,
  rejection,
  type TestServices,
} from "../../tests/support/services";
import type { Actor } from "./context";
import { postJob } from "./employer";
import {
  closeExpiredJobs,
  closeJob,
  editJob,
  indiaDate,
  jobForForm,
  PAST_DEADLINE_MESSAGE,
  reopenJob,
  REOPEN_PAST_DEADLINE_MESSAGE,
} from "./job-life";
import { getJob, listCareerJobs, searchJobs } from "./jobs";
import { bulkImportJobs } from "./admin";

let services: TestServices;
let owner: Actor;
let other: Actor;
let admin: Actor;
const candidate: Actor = { userId: "candidate-1", email: "c@example.com", role: "candidate" };

const DAY = 86_400_000;
const today = () => indiaDate(new Date());
const daysFromToday = (days: number) => indiaDate(new Date(Date.now() + days * DAY));

const form = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  company_name: "Bharat FibreNet Ltd.",
  location_city: "Jaipur",
  location_state: "Rajasthan",
  job_description: "Splice and test fibre for home connections.",
  required_skills: "Fusion Splicing, OTDR",
  salary_min_lpa: "2.4",
  salary_max_lpa: "3.6",
  ...extra,
});

const row = (id: string) =>
  services.db
    .selectFrom("jobs")
    .select(["title", "is_active", "closed_at", "salary_min", "salary_max", "application_deadline"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();

const auditOf = (id: string) =>
  services.db
    .selectFrom("audit_log")
    .select(["action", "actor_email", "details"])
    .where("target", "=", id)
    .orderBy("created_at")
    .orderBy("id")
    .execute();

beforeAll(async () => {
  services = await createTestServices();
  owner = await createStaff(services, "owner@example.com", "moderator");
  other = await createStaff(services, "other@example.com", "moderator");
  admin = await createStaff(services, "root@example.com", "admin");
});
afterAll(() => services.dispose());

describe("posting and editing", () => {
  it("takes salaries in LPA and stores rupees; rupees still work", async () => {
    const id = await postJob(contextFor(services, owner), form("Splicer LPA"));
    expect(await row(id)).toMatchObject({ salary_min: 240_000, salary_max: 360_000 });
    const rupees = await postJob(contextFor(services, owner), {
      ...form("Splicer rupees"),
      salary_min_lpa: undefined,
      salary_max_lpa: undefined,
      salary_min: "500000",
      salary_max: 800000,
    });
    expect(await row(rupees)).toMatchObject({ salary_min: 500_000, salary_max: 800_000 });
    const both = await rejection(
      postJob(contextFor(services, owner), { ...form("Both"), salary_min: 100_000 }),
    );
    expect(both.options.fieldErrors).toHaveProperty("salary_min_lpa");
    const words = await rejection(
      postJob(contextFor(services, owner), form("Words", { salary_max_lpa: "ten" })),
    );
    expect(words.options.fieldErrors?.salary_max_lpa).toMatch(/lakhs per annum/);
    const less = await rejection(postJob(contextFor(services, owner), form("Less", { salary_max_lpa: "1" })));
    expect(less.options.fieldErrors?.salary_max_lpa).toBe(
      "Maximum salary cannot be less than the minimum salary.",
    );
  });

  it("refuses a deadline in the past, posting or editing, and writes nothing", async () => {
    const before = await services.db
      .selectFrom("jobs")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    const refused = await rejection(
      postJob(contextFor(services, owner), form("Late job", { application_deadline: daysFromToday(-1) })),
    );
    expect(refused.message).toBe(PAST_DEADLINE_MESSAGE);
    expect(refused.options.fieldErrors?.application_deadline).toBe(PAST_DEADLINE_MESSAGE);
    const after = await services.db
      .selectFrom("jobs")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    // Today is still open: the deadline day counts until midnight in India.
    const id = await postJob(
      contextFor(services, owner),
      form("Today job", { application_deadline: today() }),
    );
    const edited = await rejection(
      editJob(
        contextFor(services, owner),
        id,
        form("Today job", { application_deadline: daysFromToday(-3) }),
      ),
    );
    expect(edited.message).toBe(PAST_DEADLINE_MESSAGE);
    expect((await row(id)).application_deadline).toBe(today());
  });

  it("refuses a bulk import with a deadline in the past, naming the row, and imports nothing", async () => {
    const rows = [
      {
        ...form("Bulk fine"),
        salary_min_lpa: undefined,
        salary_max_lpa: undefined,
        application_deadline: today(),
      },
      {
        ...form("Bulk late"),
        salary_min_lpa: undefined,
        salary_max_lpa: undefined,
        application_deadline: daysFromToday(-1),
      },
    ];
    const refused = await rejection(bulkImportJobs(contextFor(services, admin), JSON.stringify(rows)));
    expect(refused.options.fieldErrors).toEqual({ "2.application_deadline": PAST_DEADLINE_MESSAGE });
    const imported = await services.db
      .selectFrom("jobs")
      .select("id")
      .where("title", "like", "Bulk %")
      .execute();
    expect(imported).toEqual([]);
  });

  it("edits a job: the page shows the new title at once, and the audit log says what changed", async () => {
    const ctx = contextFor(services, owner);
    const id = await postJob(ctx, form("Fibre Splicer"));
    // The page is read once, so a cached answer would show the old title.
    expect((await getJob(contextFor(services), id)).title).toBe("Fibre Splicer");
    await searchJobs(contextFor(services), { q: "splicer" });
    const { changed } = await editJob(ctx, id, form("Senior Fibre Splicer", { salary_max_lpa: "4.5" }));
    expect(changed).toEqual(["title", "salary_max"]);
    expect((await getJob(contextFor(services), id)).title).toBe("Senior Fibre Splicer");
    const found = await searchJobs(contextFor(services), { q: "splicer" });
    expect(found.jobs.map((job) => job.title)).toContain("Senior Fibre Splicer");
    expect(await row(id)).toMatchObject({ salary_max: 450_000 });
    const entries = await auditOf(id);
    expect(entries).toEqual([
      {
        action: "job.edit",
        actor_email: "owner@example.com",
        details: {
          title: "Senior Fibre Splicer",
          changes: {
            title: { from: "Fibre Splicer", to: "Senior Fibre Splicer" },
            salary_max: { from: "360000", to: "450000" },
          },
        },
      },
    ]);
    // The same form again changes nothing and logs nothing.
    expect((await editJob(ctx, id, form("Senior Fibre Splicer", { salary_max_lpa: "4.5" }))).changed).toEqual(
      [],
    );
    expect(await auditOf(id)).toHaveLength(1);
  });

  it("prefills the form for editing and duplicating, salaries in LPA", async () => {
    const id = await postJob(
      contextFor(services, owner),
      form("Prefilled", { application_deadline: daysFromToday(5) }),
    );
    const edit = await jobForForm(contextFor(services, owner), id);
    expect(edit.values).toMatchObject({
      title: "Prefilled",
      salary_min_lpa: "2.4",
      salary_max_lpa: "3.6",
      required_skills: ["Fusion Splicing", "OTDR"],
      application_deadline: daysFromToday(5),
    });
    const copy = await jobForForm(contextFor(services, admin), id, { duplicate: true });
    expect(copy.values).toMatchObject({ title: "Prefilled", application_deadline: null });
  });
});

describe("rights", () => {
  it("lets only the owner and admins edit, close, reopen or duplicate", async () => {
    const id = await postJob(contextFor(services, owner), form("Owned job"));
    for (const actor of [other, candidate, null]) {
      const ctx = contextFor(services, actor);
      const kinds = await Promise.all([
        rejection(editJob(ctx, id, form("Taken over"))),
        rejection(closeJob(ctx, id)),
        rejection(reopenJob(ctx, id)),
        rejection(jobForForm(ctx, id, { duplicate: true })),
      ]);
      const expected =
        actor === null ? "unauthenticated" : actor.role === "candidate" ? "forbidden" : "not_found";
      expect(kinds.map((error) => error.kind)).toEqual([expected, expected, expected, expected]);
    }
    expect(await row(id)).toMatchObject({ title: "Owned job", is_active: true });
    expect(await auditOf(id)).toEqual([]);
    // A malformed id is as unknown as another's job.
    expect((await rejection(closeJob(contextFor(services, owner), "nope"))).kind).toBe("not_found");
    await editJob(contextFor(services, admin), id, form("Edited by admin"));
    expect((await row(id)).title).toBe("Edited by admin");
  });
});

describe("closing and reopening", () => {
  it("closes a job out of Careers, search and the job page, and reopens it", async () => {
    const ctx = contextFor(services, owner);
    const id = await postJob(ctx, form("Closable Rigger"));
    const titles = async () => (await listCareerJobs(contextFor(services))).map((job) => job.title);
    expect(await titles()).toContain("Closable Rigger");
    await closeJob(ctx, id);
    expect(await row(id)).toMatchObject({ is_active: false, closed_at: expect.any(Date) });
    expect(await titles()).not.toContain("Closable Rigger");
    expect((await searchJobs(contextFor(services), { q: "Closable Rigger" })).total).toBe(0);
    expect((await rejection(getJob(contextFor(services), id))).kind).toBe("not_found");
    await reopenJob(contextFor(services, admin), id);
    expect(await row(id)).toMatchObject({ is_active: true, closed_at: null });
    expect(await titles()).toContain("Closable Rigger");
    expect((await auditOf(id)).map((entry) => [entry.action, entry.actor_email])).toEqual([
      ["job.close", "owner@example.com"],
      ["job.reopen", "root@example.com"],
    ]);
  });

  it("closes jobs by themselves once their deadline day has ended in India", async () => {
    const ctx = contextFor(services, owner);
    const id = await postJob(ctx, form("Expiring Technician", { application_deadline: daysFromToday(2) }));
    const open = await postJob(ctx, form("Lasting Technician", { application_deadline: daysFromToday(10) }));
    const deadline = (await row(id)).application_deadline!;
    // 23:59 India time on the deadline day: still open.
    const lastMinute = new Date(`${deadline}T23:59:00+05:30`);
    await closeExpiredJobs(services.db, { now: lastMinute });
    expect((await row(id)).is_active).toBe(true);
    // Midnight: closed, out of Careers; the other job stays.
    const midnight = new Date(lastMinute.getTime() + 60_000);
    const { closed } = await closeExpiredJobs(services.db, { now: midnight });
    expect(closed).toBeGreaterThanOrEqual(1);
    expect(await row(id)).toMatchObject({ is_active: false, closed_at: midnight });
    expect((await row(open)).is_active).toBe(true);
    const careers = (await listCareerJobs(contextFor(services))).map((job) => job.title);
    expect(careers).not.toContain("Expiring Technician");
    expect(careers).toContain("Lasting Technician");
    const expired = await services.db
      .selectFrom("audit_log")
      .select(["action", "actor_email", "details"])
      .where("action", "=", "jobs.expire")
      .execute();
    // Written by nobody: the task. The earlier run closed older jobs, logged apart.
    const entry = expired.find((one) => String(one.details.jobs).includes("Expiring Technician"));
    expect(entry).toMatchObject({ actor_email: null });
    // Reopening it as it is would close it again: the deadline is edited first.
    expect((await rejection(reopenJob(ctx, id, midnight))).message).toBe(REOPEN_PAST_DEADLINE_MESSAGE);
  });
});
