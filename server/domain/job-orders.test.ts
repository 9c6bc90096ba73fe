// Job orders (issue #37, decision 0052): a job's openings, owner, priority and
// target date; the Orders list with its counts, what needs attention first,
// and who sees and manages which order.
import type { KyselyPlugin } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ORDERS_PAGE_SIZE } from "../../common/schemas/job-orders";
import {
  contextFor,
  createStaff,
  createTestServices,
  rejection,
  type TestServices,
} from "../../tests/support/services";
import type { ApplicationStatus } from "../db/schema";
import { bulkImportJobs } from "./admin";
import type { Actor, DomainContext } from "./context";
import { listApplications, listMyJobs, postJob } from "./employer";
import { closeJob, editJob, indiaDate, jobForForm } from "./job-life";
import { HAND_OVER_MESSAGE, listJobOrders, PAST_TARGET_DATE_MESSAGE, recruiterChoices } from "./job-orders";
import { getJob } from "./jobs";
import { jobPipeline } from "./pipeline";

let services: TestServices;
let recruiterA: Actor;
let recruiterB: Actor;
let admin: Actor;
const candidate: Actor = { userId: "candidate-1", email: "c@example.com", role: "candidate" };

const DAY = 86_400_000;
const daysFromToday = (days: number) => indiaDate(new Date(Date.now() + days * DAY));
const ctx = (actor: Actor | null) => contextFor(services, actor);

const form = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  company_name: "Bharat FibreNet Ltd.",
  location_city: "Pune",
  location_state: "Maharashtra",
  job_description: "Splice and test fibre for home connections.",
  ...extra,
});

const jobRow = (id: string) =>
  services.db
    .selectFrom("jobs")
    .select(["title", "openings", "owner_id", "posted_by", "priority", "target_date", "updated_at"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
const jobsTitled = (title: string) =>
  services.db.selectFrom("jobs").select("id").where("title", "=", title).execute();

let candidates = 0;
/**
 * One new candidate per stage, each applied to the job `daysAgo` days ago; one
 * at Offered or Joined has its placement (joined `daysAgo` days ago, a 90-day
 * guarantee), as the placement form or migration 0029 makes it. Returns the
 * applications' ids.
 */
async function applicants(jobId: string, stages: ApplicationStatus[], daysAgo = 1) {
  const made: string[] = [];
  for (const stage of stages) {
    const n = ++candidates;
    await services.db
      .insertInto("user")
      .values({ id: `applicant-${n}`, name: "", email: `applicant-${n}@example.com`, emailVerified: true })
      .execute();
    const { id } = await services.db
      .insertInto("candidate_profiles")
      .values({ user_id: `applicant-${n}`, first_name: "Applicant", last_name: String(n) })
      .returning("id")
      .executeTakeFirstOrThrow();
    const application = await services.db
      .insertInto("job_applications")
      .values({
        job_id: jobId,
        candidate_id: id,
        application_status: stage,
        applied_at: new Date(Date.now() - daysAgo * DAY),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    made.push(application.id);
    if (stage === "offered" || stage === "joined") {
      const joined = stage === "joined" ? daysFromToday(-daysAgo) : null;
      await services.db
        .insertInto("placements")
        .values({
          application_id: application.id,
          job_id: jobId,
          status: stage,
          joined_on: joined,
          guarantee_days: 90,
          guarantee_ends_on: joined ? indiaDate(new Date(Date.now() + (90 - daysAgo) * DAY)) : null,
        })
        .execute();
    }
  }
  return made;
}

/** An open order of `owner`'s, its fields set as given (a past target date too, as time makes them). */
async function order(owner: Actor, title: string, fields: Record<string, unknown> = {}) {
  const id = await postJob(ctx(owner), form(title));
  if (Object.keys(fields).length)
    await services.db.updateTable("jobs").set(fields).where("id", "=", id).execute();
  return id;
}

beforeAll(async () => {
  services = await createTestServices();
  recruiterA = await createStaff(services, "a.recruiter@example.com", "moderator");
  recruiterB = await createStaff(services, "b.recruiter@example.com", "moderator");
  admin = await createStaff(services, "root@example.com", "admin");
});
afterAll(() => services.dispose());

describe("a job is an order", () => {
  it("is posted with its openings, priority and target date, owned by its poster", async () => {
    const target = daysFromToday(14);
    const id = await postJob(
      ctx(recruiterA),
      form("Splicers for Pune", { openings: "15", priority: "urgent", target_date: target }),
    );
    expect(await jobRow(id)).toMatchObject({
      openings: 15,
      priority: "urgent",
      target_date: target,
      owner_id: recruiterA.userId,
      posted_by: recruiterA.userId,
    });
    // The form's defaults: one opening, normal priority, no target date.
    const plain = await postJob(ctx(recruiterA), form("One NOC engineer"));
    expect(await jobRow(plain)).toMatchObject({ openings: 1, priority: "normal", target_date: null });
    // The edit form shows them as they are; a duplicate asks for a new target date.
    expect((await jobForForm(ctx(recruiterA), id)).values).toMatchObject({
      openings: 15,
      priority: "urgent",
      target_date: target,
    });
    expect((await jobForForm(ctx(recruiterA), id, { duplicate: true })).values).toMatchObject({
      openings: 15,
      target_date: null,
    });
  });

  it("keeps the order's fields out of the public job's data", async () => {
    const id = await order(recruiterA, "Public view", { openings: 4, priority: "high" });
    const job = await getJob(ctx(null), id);
    for (const field of ["openings", "owner_id", "priority", "target_date", "client_id"])
      expect(Object.keys(job)).not.toContain(field);
  });

  it("refuses bad openings, priorities, target dates and owners, writing nothing", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ openings: "0" }, "openings"],
      [{ openings: "1001" }, "openings"],
      [{ openings: "2.5" }, "openings"],
      [{ openings: "five" }, "openings"],
      [{ openings: -3 }, "openings"],
      [{ priority: "asap" }, "priority"],
      [{ priority: ["urgent"] }, "priority"],
      [{ target_date: "2026-02-30" }, "target_date"],
      [{ target_date: "next week" }, "target_date"],
      [{ target_date: daysFromToday(-1) }, "target_date"],
      [{ owner_id: recruiterB.userId }, "owner_id"],
      [{ owner_id: "x'; drop table jobs; --" }, "owner_id"],
    ];
    for (const [extra, field] of cases) {
      const title = `Refused ${JSON.stringify(extra)}`;
      const error = await rejection(postJob(ctx(recruiterA), form(title, extra)));
      expect(Object.keys(error.fieldErrors), title).toEqual([field]);
      expect(await jobsTitled(title), title).toEqual([]);
    }
    const handed = await rejection(postJob(ctx(recruiterA), form("Handed", { owner_id: recruiterB.userId })));
    expect(handed.fieldErrors.owner_id).toBe(HAND_OVER_MESSAGE);
    // Naming oneself is no hand-over.
    const own = await postJob(ctx(recruiterA), form("Own order", { owner_id: recruiterA.userId }));
    expect((await jobRow(own)).owner_id).toBe(recruiterA.userId);
  });

  it("keeps an overdue target date through an edit, and refuses a new one in the past", async () => {
    const overdue = daysFromToday(-5);
    const id = await order(recruiterA, "Overdue order", { target_date: overdue });
    const values = (await jobForForm(ctx(recruiterA), id)).values;
    await editJob(ctx(recruiterA), id, { ...values, openings: "3" });
    expect(await jobRow(id)).toMatchObject({ openings: 3, target_date: overdue });
    const before = await jobRow(id);
    const error = await rejection(
      editJob(ctx(recruiterA), id, { target_date: daysFromToday(-2), openings: "9" }, { partial: true }),
    );
    expect(error.fieldErrors.target_date).toBe(PAST_TARGET_DATE_MESSAGE);
    expect(await jobRow(id)).toEqual(before);
    // Bad openings through the API's PATCH: nothing changes, no audit entry.
    await rejection(editJob(ctx(recruiterA), id, { openings: 0, priority: "high" }, { partial: true }));
    expect(await jobRow(id)).toEqual(before);
    const audits = await services.db
      .selectFrom("audit_log")
      .select("details")
      .where("target", "=", id)
      .where("action", "=", "job.edit")
      .execute();
    expect(audits).toHaveLength(1);
    const details = audits[0]!.details;
    expect((typeof details === "string" ? JSON.parse(details) : details).changes).toEqual({
      openings: { from: "1", to: "3" },
    });
  });
});

describe("who owns an order", () => {
  it("an admin hands an order to another recruiter, who then manages it; its poster no longer does", async () => {
    const id = await order(recruiterA, "Handed to B");
    // The recruiter may not hand it on, and nothing changes.
    const refused = await rejection(
      editJob(ctx(recruiterA), id, { owner_id: recruiterB.userId }, { partial: true }),
    );
    expect(refused.fieldErrors.owner_id).toBe(HAND_OVER_MESSAGE);
    expect((await jobRow(id)).owner_id).toBe(recruiterA.userId);
    // Only to the firm's staff.
    const notStaff = await rejection(
      editJob(ctx(admin), id, { owner_id: candidate.userId }, { partial: true }),
    );
    expect(Object.keys(notStaff.fieldErrors)).toEqual(["owner_id"]);

    await editJob(ctx(admin), id, { owner_id: recruiterB.userId }, { partial: true });
    expect(await jobRow(id)).toMatchObject({ owner_id: recruiterB.userId, posted_by: recruiterA.userId });
    expect((await listMyJobs(ctx(recruiterB))).map((job) => job.id)).toContain(id);
    expect((await listMyJobs(ctx(recruiterA))).map((job) => job.id)).not.toContain(id);
    await editJob(ctx(recruiterB), id, { openings: "2" }, { partial: true });
    expect((await jobPipeline(ctx(recruiterB), id)).job.id).toBe(id);
    // One at a time: a refusal made before it is awaited is an unhandled rejection.
    for (const attempt of [
      () => editJob(ctx(recruiterA), id, { openings: "3" }, { partial: true }),
      () => jobPipeline(ctx(recruiterA), id),
      () => listApplications(ctx(recruiterA), id),
    ])
      expect((await rejection(attempt())).kind).toBe("not_found");
    expect((await jobRow(id)).openings).toBe(2);
  });

  it("offers an admin the firm's recruiters, and nobody else the list", async () => {
    const choices = await recruiterChoices(ctx(admin));
    expect(choices.map((choice) => choice.email)).toEqual(
      expect.arrayContaining(["a.recruiter@example.com", "b.recruiter@example.com", "root@example.com"]),
    );
    expect((await rejection(recruiterChoices(ctx(recruiterA)))).kind).toBe("forbidden");
  });

  it("bulk import: a row may name a recruiter; an unknown owner or a past target date refuses the import", async () => {
    const row = (title: string, extra: Record<string, unknown> = {}) => ({ ...form(title), ...extra });
    const refused = await rejection(
      bulkImportJobs(
        ctx(admin),
        JSON.stringify([
          row("Bulk fine"),
          row("Bulk stranger", { owner_id: "nobody-here" }),
          row("Bulk late", { target_date: daysFromToday(-3) }),
          row("Bulk openings", { openings: 0 }),
        ]),
      ),
    );
    expect(Object.keys(refused.fieldErrors)).toEqual(["2.owner_id", "3.target_date", "4.openings"]);
    expect(await jobsTitled("Bulk fine")).toEqual([]);
    await bulkImportJobs(
      ctx(admin),
      JSON.stringify([
        row("Bulk for B", { owner_id: recruiterB.userId, openings: 6, priority: "high" }),
        row("Bulk for admin"),
      ]),
    );
    const [forB] = await jobsTitled("Bulk for B");
    expect(await jobRow(forB!.id)).toMatchObject({
      owner_id: recruiterB.userId,
      openings: 6,
      priority: "high",
    });
    const [forAdmin] = await jobsTitled("Bulk for admin");
    expect((await jobRow(forAdmin!.id)).owner_id).toBe(admin.userId);
  });
});

describe("the Orders list", () => {
  let a: Actor;
  let b: Actor;
  beforeEach(async () => {
    // Recruiters of their own for each case, so each list holds only its own orders.
    const n = Math.random().toString(36).slice(2, 8);
    a = await createStaff(services, `orders-a-${n}@example.com`, "moderator");
    b = await createStaff(services, `orders-b-${n}@example.com`, "moderator");
  });

  it("lists only the recruiter's own open orders; an admin sees all, or one recruiter's", async () => {
    const mine = await order(a, "A's order");
    const theirs = await order(b, "B's order");
    const closed = await order(a, "A's closed order");
    await closeJob(ctx(a), closed);
    const ids = async (actor: Actor, query = {}) =>
      (await listJobOrders(ctx(actor), query)).orders.map((row) => row.id);
    expect(await ids(a)).toEqual([mine]);
    expect(await ids(b)).toEqual([theirs]);
    // A recruiter's owner filter is no filter: still their own.
    expect(await ids(a, { owner: b.userId })).toEqual([mine]);
    expect(await ids(admin, { owner: a.userId })).toEqual([mine]);
    expect(await ids(admin, { owner: b.userId })).toEqual([theirs]);
    const all = await listJobOrders(ctx(admin), { owner: "all" });
    expect(all.orders.map((row) => row.id)).toEqual(expect.arrayContaining([mine, theirs]));
    expect(all.orders.map((row) => row.id)).not.toContain(closed);
    expect(all.orders.find((row) => row.id === theirs)?.owner).toBe(b.email);
    // A hostile filter is no recruiter's: nothing.
    expect(await ids(admin, { owner: "__proto__" })).toEqual([]);
    for (const who of [candidate, null])
      expect((await rejection(listJobOrders(ctx(who)))).kind).not.toBe("invalid");
  });

  it("counts each stage, the placed and the new applications, and how long they have waited", async () => {
    const id = await order(a, "Counted order", { openings: 5, target_date: daysFromToday(-2) });
    await applicants(id, ["applied", "applied"], 6);
    await applicants(id, ["applied"], 1);
    await applicants(id, ["screening", "submitted", "submitted", "client_interview", "offered"], 3);
    await applicants(id, ["joined", "joined", "rejected", "withdrawn"], 10);
    await applicants(await order(b, "Another's order"), ["applied", "joined"], 2);
    const [row] = (await listJobOrders(ctx(a))).orders;
    expect(row).toMatchObject({
      id,
      title: "Counted order",
      client: "Bharat FibreNet Ltd.",
      openings: 5,
      placed: 2,
      overdue: true,
      days_to_target: -2,
      priority: "normal",
      days_open: 0,
      waiting_days: 6,
      stages: { applied: 3, screening: 1, submitted: 2, client_interview: 1, offered: 1, joined: 2 },
    });
    const empty = await order(a, "Empty order");
    const quiet = (await listJobOrders(ctx(a))).orders.find((each) => each.id === empty);
    expect(quiet).toMatchObject({ placed: 0, waiting_days: null, overdue: false, days_to_target: null });
    expect(Object.values(quiet!.stages)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it("counts as placed those who joined and did not leave inside the guarantee (decision 0057)", async () => {
    const id = await order(a, "Guaranteed order", { openings: 3 });
    const [stayed, leftEarly, leftLate] = await applicants(id, ["joined", "joined", "joined"], 100);
    await applicants(id, ["offered"], 1);
    const placedOf = async () => (await listJobOrders(ctx(a))).orders.find((each) => each.id === id)!.placed;
    expect(await placedOf()).toBe(3);
    // Joined 100 days ago with a 90-day guarantee: leaving on day 30 frees the opening, on day 95 does not.
    const end = (application: string, days: number) =>
      services.db
        .updateTable("placements")
        .set({ status: "ended", ended_on: daysFromToday(-100 + days), end_reason: "left" })
        .where("application_id", "=", application!)
        .execute();
    await end(leftEarly!, 30);
    await end(leftLate!, 95);
    expect(await placedOf()).toBe(2);
    // The stage still says Joined for all three: the count reads the placements, not the stage.
    expect((await listJobOrders(ctx(a))).orders.find((each) => each.id === id)!.stages.joined).toBe(3);
    expect(stayed).toBeTruthy();
  });

  it("puts what needs attention first: urgent or overdue, then the longest waiting, then the target date, then priority; filled last", async () => {
    const filled = await order(a, "Filled", { priority: "urgent", openings: 1 });
    await applicants(filled, ["joined", "applied"], 9);
    const quietLow = await order(a, "Quiet low", { priority: "low" });
    const quietHigh = await order(a, "Quiet high", { priority: "high" });
    const soon = await order(a, "Target soon", { target_date: daysFromToday(3) });
    const later = await order(a, "Target later", { target_date: daysFromToday(30), priority: "urgent" });
    const waitedLong = await order(a, "Waited long");
    await applicants(waitedLong, ["applied"], 8);
    const waitedShort = await order(a, "Waited short", { target_date: daysFromToday(1) });
    await applicants(waitedShort, ["applied", "screening"], 2);
    const overdue = await order(a, "Overdue", { target_date: daysFromToday(-1), priority: "low" });
    const titles = (await listJobOrders(ctx(a))).orders.map((row) => row.title);
    expect(titles).toEqual([
      // Urgent or overdue first (among them the same rules: no new applications, so by target date).
      "Overdue",
      "Target later",
      // Then new applications, the longest waiting first.
      "Waited long",
      "Waited short",
      // Then by target date, then priority.
      "Target soon",
      "Quiet high",
      "Quiet low",
      // All placed: only to be closed.
      "Filled",
    ]);
    expect([overdue, later, waitedLong, waitedShort, soon, quietHigh, quietLow, filled]).toHaveLength(8);
  });

  it("pages 300 orders in the same number of queries as one", async () => {
    const ids: string[] = [];
    for (let i = 0; i < ORDERS_PAGE_SIZE + 5; i++) ids.push(await order(a, `Paged order ${i}`));
    await applicants(ids[0]!, ["applied", "screening"], 2);
    let queries = 0;
    // Each query sent to the database comes back through transformResult once.
    const counting: KyselyPlugin = {
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        queries += 1;
        return args.result;
      },
    };
    const counted: DomainContext = { ...ctx(a), db: services.db.withPlugin(counting) };
    const first = await listJobOrders(counted);
    const perList = queries;
    expect(first).toMatchObject({ total: ORDERS_PAGE_SIZE + 5, pageCount: 2, page: 1 });
    expect(first.orders).toHaveLength(ORDERS_PAGE_SIZE);
    // The one with a new application first.
    expect(first.orders[0]!.id).toBe(ids[0]);
    const second = await listJobOrders(counted, { page: "2" });
    expect(second.orders).toHaveLength(5);
    expect(new Set([...first.orders, ...second.orders].map((row) => row.id)).size).toBe(ORDERS_PAGE_SIZE + 5);

    queries = 0;
    const single = await order(b, "B's only order");
    await listJobOrders({ ...ctx(b), db: services.db.withPlugin(counting) });
    expect(queries).toBe(perList);
    expect(perList).toBe(2);
    expect(single).toBeTruthy();
  });
});
