// Placements, fees and the replacement guarantee (issue #38, part C, decision
// 0057): the offer and the joining recorded with the stage move in one
// transaction, the fee worked out and stored, the guarantee from the client,
// leaving Offered or Joined kept in step, ending early, who may do what, and
// the daily reminder claimed once however many instances run it.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contextFor,
  createStaff,
  createTestServices,
  rejection,
  type TestServices,
} from "../../tests/support/services";
import { sendToClient } from "../../tests/support/submittals";
import { createClient, updateClient } from "./clients";
import type { Actor } from "./context";
import { postJob, statusHistory } from "./employer";
import { indiaDate } from "./jobs";
import { listJobOrders } from "./job-orders";
import { moveApplications } from "./pipeline";
import {
  addDays,
  changePlacementRecruiter,
  endPlacement,
  getPlacement,
  savePlacement,
  sendGuaranteeReminders,
} from "./placements";

let services: TestServices;
let owner: Actor;
let other: Actor;
let admin: Actor;
let jobId: string;
let ownJobId: string;
const candidate: Actor = { userId: "candidate-x", email: "x@example.com", role: "candidate" };
const ctx = (actor: Actor | null) => contextFor(services, actor);
const today = () => indiaDate(new Date());

let made = 0;
/**
 * A new candidate applied to `job`, at `stage`; the application's id. On a
 * client's job, sent to the client first (decision 0059), unless withdrawn.
 */
async function applicant(job: string, stage = "client_interview") {
  const n = ++made;
  await services.db
    .insertInto("user")
    .values({ id: `placed-${n}`, name: "", email: `placed-${n}@example.com`, emailVerified: true })
    .execute();
  const profile = await services.db
    .insertInto("candidate_profiles")
    .values({ user_id: `placed-${n}`, first_name: "Kavita", last_name: `Rao ${n}` })
    .returning("id")
    .executeTakeFirstOrThrow();
  const row = await services.db
    .insertInto("job_applications")
    .values({ job_id: job, candidate_id: profile.id, application_status: stage as "applied" })
    .returning("id")
    .executeTakeFirstOrThrow();
  const { client_id } = await services.db
    .selectFrom("jobs")
    .select("client_id")
    .where("id", "=", job)
    .executeTakeFirstOrThrow();
  if (client_id && stage !== "withdrawn") await sendToClient(services, row.id);
  return row.id;
}

const placementsOf = (applicationId: string) =>
  services.db
    .selectFrom("placements")
    .selectAll()
    .where("application_id", "=", applicationId)
    .orderBy("created_at")
    .execute();
const stageOf = async (id: string) =>
  (
    await services.db
      .selectFrom("job_applications")
      .select("application_status")
      .where("id", "=", id)
      .executeTakeFirstOrThrow()
  ).application_status;

const offer = { stage: "offered", ctc_lpa: "12.5", fee_type: "percent", fee_percent: "8.33" };

beforeAll(async () => {
  services = await createTestServices();
  owner = await createStaff(services, "owner@example.com", "moderator");
  other = await createStaff(services, "other@example.com", "moderator");
  admin = await createStaff(services, "boss@example.com", "admin");
  await createClient(ctx(admin), {
    name: "Bharat FibreNet Ltd.",
    guarantee_days: "60",
    default_fee_percent: "8.33",
  });
  jobId = await postJob(ctx(owner), {
    title: "Fibre Splicer",
    company_name: "Bharat FibreNet Ltd.",
    location_city: "Pune",
    location_state: "Maharashtra",
    job_description: "Splice fibre.",
    openings: "2",
  });
  ownJobId = await postJob(ctx(owner), {
    title: "NOC Engineer",
    company_name: "Vistaar Technologies",
    location_city: "Noida",
    location_state: "Uttar Pradesh",
    job_description: "Watch the network.",
  });
});
afterAll(() => services?.dispose());

describe("recording an offer and a joining", () => {
  it("moves to Offered with the offer in one step: CTC in rupees, the fee worked out, the client's guarantee", async () => {
    const id = await applicant(jobId);
    const view = await getPlacement(ctx(owner), id);
    expect(view.placement).toBeNull();
    expect(view.defaults).toEqual({ guarantee_days: 60, fee_percent: 8.33 });
    const saved = await savePlacement(ctx(owner), id, {
      ...offer,
      expected_joining_on: addDays(today(), 20),
    });
    expect(saved).toMatchObject({ stage: "offered", moved: true });
    expect(await stageOf(id)).toBe("offered");
    const [row] = await placementsOf(id);
    expect(row).toMatchObject({
      status: "offered",
      annual_ctc: 1_250_000,
      fee_type: "percent",
      fee_percent: 8.33,
      fee_amount: 104_125,
      guarantee_days: 60,
      joined_on: null,
      guarantee_ends_on: null,
      expected_joining_on: addDays(today(), 20),
      recruiter_id: owner.userId,
      created_by: owner.userId,
    });
    const history = await statusHistory(ctx(owner), id);
    expect(history[0]).toMatchObject({ from_status: "client_interview", to_status: "offered" });

    // Then Joined: the joining date starts the guarantee; the same row.
    const joinedOn = addDays(today(), -3);
    await savePlacement(ctx(owner), id, {
      ...offer,
      stage: "joined",
      joined_on: joinedOn,
      fee_type: "fixed",
      fee_amount: "1,50,000",
    });
    const rows = await placementsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: "joined",
      joined_on: joinedOn,
      guarantee_ends_on: addDays(joinedOn, 60),
      fee_type: "fixed",
      fee_percent: null,
      fee_amount: 150_000,
    });
    expect(await stageOf(id)).toBe("joined");
    const order = (await listJobOrders(ctx(owner))).orders.find((each) => each.id === jobId)!;
    expect(order.placed).toBeGreaterThanOrEqual(1);
  });

  it("goes straight to Joined (Offered skipped), 90 days' guarantee on the firm's own job", async () => {
    const id = await applicant(ownJobId, "screening");
    await savePlacement(ctx(admin), id, { ...offer, stage: "joined", joined_on: today() });
    expect(await placementsOf(id)).toEqual([
      expect.objectContaining({
        status: "joined",
        client_id: null,
        guarantee_days: 90,
        guarantee_ends_on: addDays(today(), 90),
        // The job's owner is credited, not the admin who typed it.
        recruiter_id: owner.userId,
      }),
    ]);
  });

  it("refuses bad input with the field's message and writes nothing", async () => {
    const id = await applicant(jobId);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...offer, ctc_lpa: "" }, "ctc_lpa"],
      [{ ...offer, ctc_lpa: "12.555" }, "ctc_lpa"],
      [{ ...offer, ctc_lpa: "0" }, "ctc_lpa"],
      [{ ...offer, ctc_lpa: "-5" }, "ctc_lpa"],
      [{ ...offer, ctc_lpa: { __proto__: { x: 1 } } }, "ctc_lpa"],
      [{ ...offer, fee_percent: "" }, "fee_percent"],
      [{ ...offer, fee_percent: "100.5" }, "fee_percent"],
      [{ ...offer, fee_type: "fixed", fee_amount: "lots" }, "fee_amount"],
      [{ ...offer, fee_type: "barter" }, "fee_type"],
      [{ ...offer, stage: "joined" }, "joined_on"],
      [{ ...offer, stage: "joined", joined_on: "2026-02-30" }, "joined_on"],
      [{ ...offer, stage: "joined", joined_on: addDays(today(), 2) }, "joined_on"],
      [{ ...offer, stage: "rejected" }, "stage"],
      [{ ...offer, expected_joining_on: "x".repeat(100_000) }, "expected_joining_on"],
    ];
    for (const [input, field] of cases) {
      const error = await rejection(savePlacement(ctx(owner), id, input));
      expect(error.kind, JSON.stringify(input).slice(0, 80)).toBe("invalid");
      expect(Object.keys(error.fieldErrors)).toContain(field);
    }
    expect(await placementsOf(id)).toEqual([]);
    expect(await stageOf(id)).toBe("client_interview");
  });

  it("lets only the job's owner and admins see or record it; another's is not found", async () => {
    const id = await applicant(jobId);
    // One at a time: a second promise made at once could reject before it is awaited.
    for (const call of [() => getPlacement(ctx(other), id), () => savePlacement(ctx(other), id, offer)])
      expect((await rejection(call())).kind).toBe("not_found");
    expect((await rejection(savePlacement(ctx(owner), "not-a-uuid", offer))).kind).toBe("not_found");
    expect((await rejection(getPlacement(ctx(candidate), id))).kind).toBe("forbidden");
    expect((await rejection(getPlacement(ctx(null), id))).kind).toBe("unauthenticated");
    expect(await placementsOf(id)).toEqual([]);
    await savePlacement(ctx(admin), id, offer);
    expect((await getPlacement(ctx(owner), id)).placement).toMatchObject({
      status: "offered",
      annual_ctc: 1_250_000,
      details_missing: false,
    });
  });

  it("refuses a withdrawn application", async () => {
    const id = await applicant(jobId, "withdrawn");
    expect((await rejection(savePlacement(ctx(owner), id, offer))).kind).toBe("conflict");
    expect(await placementsOf(id)).toEqual([]);
  });
});

describe("a client's terms", () => {
  it("default to 90 days and no usual fee; an admin sets them; bad ones are refused", async () => {
    const id = await createClient(ctx(admin), { name: "Terms Test Ltd." });
    const terms = () =>
      services.db
        .selectFrom("clients")
        .select(["guarantee_days", "default_fee_percent"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
    expect(await terms()).toEqual({ guarantee_days: 90, default_fee_percent: null });
    await updateClient(ctx(admin), id, {
      name: "Terms Test Ltd.",
      guarantee_days: "45",
      default_fee_percent: "7.5",
    });
    expect(await terms()).toEqual({ guarantee_days: 45, default_fee_percent: 7.5 });
    for (const bad of [
      { guarantee_days: "366" },
      { guarantee_days: "-1" },
      { guarantee_days: "a lot" },
      { default_fee_percent: "0" },
      { default_fee_percent: "101" },
    ]) {
      const error = await rejection(updateClient(ctx(admin), id, { name: "Terms Test Ltd.", ...bad }));
      expect(Object.keys(error.fieldErrors)).toEqual(Object.keys(bad));
    }
    expect(await terms()).toEqual({ guarantee_days: 45, default_fee_percent: 7.5 });
    expect((await rejection(updateClient(ctx(owner), id, { name: "X", guarantee_days: "10" }))).kind).toBe(
      "forbidden",
    );
  });
});

describe("stage moves and placements stay in step", () => {
  it("refuses a plain or bulk move to Offered or Joined: the form records them", async () => {
    const [a, b] = [await applicant(jobId), await applicant(jobId)];
    const single = await rejection(moveApplications(ctx(owner), a, { stage: "offered" }));
    expect(single).toMatchObject({ kind: "conflict", title: "Placement details needed" });
    const bulk = await rejection(moveApplications(ctx(owner), [a, b], { stage: "joined" }));
    expect(bulk).toMatchObject({ kind: "conflict", title: "One at a time" });
    expect([await stageOf(a), await stageOf(b)]).toEqual(["client_interview", "client_interview"]);
  });

  it("declines the offer when rejected or withdrawn; a step back corrects it", async () => {
    const declined = await applicant(jobId);
    await savePlacement(ctx(owner), declined, offer);
    await moveApplications(ctx(owner), declined, { stage: "rejected:salary_expectation" });
    expect((await placementsOf(declined)).map((row) => row.status)).toEqual(["offer_declined"]);

    // The candidate withdrawing at Offered is the same, whoever moves it.
    const withdrawn = await applicant(jobId);
    await savePlacement(ctx(owner), withdrawn, offer);
    await services.db
      .updateTable("job_applications")
      .set({ application_status: "withdrawn" })
      .where("id", "=", withdrawn)
      .execute();
    expect((await placementsOf(withdrawn)).map((row) => row.status)).toEqual(["offer_declined"]);

    // Joined back to Offered undoes the joining; back to Screening deletes the offer.
    const corrected = await applicant(jobId);
    await savePlacement(ctx(owner), corrected, { ...offer, stage: "joined", joined_on: today() });
    await moveApplications(ctx(owner), corrected, { stage: "offered" });
    expect(await placementsOf(corrected)).toEqual([
      expect.objectContaining({
        status: "offered",
        joined_on: null,
        guarantee_ends_on: null,
        annual_ctc: 1_250_000,
      }),
    ]);
    await moveApplications(ctx(owner), corrected, { stage: "screening" });
    expect(await placementsOf(corrected)).toEqual([]);

    // A declined offer stays as history when a new one is made.
    await savePlacement(ctx(owner), declined, { ...offer, ctc_lpa: "14" });
    expect((await placementsOf(declined)).map((row) => [row.status, row.annual_ctc])).toEqual([
      ["offer_declined", 1_250_000],
      ["offered", 1_400_000],
    ]);
  });

  it("never rejects a joined hire by a move: alone refused, in bulk left out", async () => {
    const [joined, other] = [await applicant(jobId), await applicant(jobId)];
    await savePlacement(ctx(owner), joined, { ...offer, stage: "joined", joined_on: today() });
    const alone = await rejection(moveApplications(ctx(owner), joined, { stage: "rejected:other" }));
    expect(alone).toMatchObject({ kind: "conflict", title: "Candidate joined" });
    expect(await moveApplications(ctx(owner), [joined, other], { stage: "rejected:other" })).toEqual({
      stage: "rejected",
      moved: 1,
      skipped: 1,
    });
    expect(await stageOf(joined)).toBe("joined");
    expect((await placementsOf(joined))[0]!.status).toBe("joined");
  });
});

describe("ending a placement", () => {
  it("ends a joined placement early; inside the guarantee the opening is free again", async () => {
    const jobThree = await postJob(ctx(owner), {
      title: "Tower Rigger",
      company_name: "Bharat FibreNet Ltd.",
      location_city: "Nashik",
      location_state: "Maharashtra",
      job_description: "Climb.",
      openings: "3",
    });
    const id = await applicant(jobThree);
    const joinedOn = addDays(today(), -10);
    const { id: placementId } = await savePlacement(ctx(owner), id, {
      ...offer,
      stage: "joined",
      joined_on: joinedOn,
    });
    const placed = async () =>
      (await listJobOrders(ctx(owner))).orders.find((each) => each.id === jobThree)!.placed;
    expect(await placed()).toBe(1);

    // Refused: another's, bad input, before joining, in the future.
    expect(
      (await rejection(endPlacement(ctx(other), placementId, { reason: "left", ended_on: today() }))).kind,
    ).toBe("not_found");
    for (const input of [
      { reason: "bored", ended_on: today() },
      { reason: "left", ended_on: "yesterday" },
      { reason: "left", ended_on: addDays(joinedOn, -1) },
      { reason: "left", ended_on: addDays(today(), 1) },
    ])
      expect((await rejection(endPlacement(ctx(owner), placementId, input))).kind).toBe("invalid");
    expect(await placed()).toBe(1);

    expect(await endPlacement(ctx(owner), placementId, { reason: "left", ended_on: today() })).toEqual({
      withinGuarantee: true,
    });
    expect((await placementsOf(id))[0]).toMatchObject({
      status: "ended",
      ended_on: today(),
      end_reason: "left",
    });
    expect(await placed()).toBe(0);
    // Once ended, it stays so: no second end, no edit.
    expect(
      (await rejection(endPlacement(ctx(owner), placementId, { reason: "left", ended_on: today() }))).kind,
    ).toBe("conflict");
    expect(
      (await rejection(savePlacement(ctx(owner), id, { ...offer, stage: "joined", joined_on: today() })))
        .kind,
    ).toBe("conflict");
    const audit = await services.db
      .selectFrom("audit_log")
      .select(["action", "details"])
      .where("target", "=", placementId)
      .orderBy("created_at")
      .execute();
    expect(audit.map((row) => row.action)).toEqual(["placement.create", "placement.end"]);
  });

  it("refuses to end an offer that has not joined", async () => {
    const id = await applicant(jobId);
    const { id: placementId } = await savePlacement(ctx(owner), id, offer);
    expect(
      await rejection(endPlacement(ctx(owner), placementId, { reason: "left", ended_on: today() })),
    ).toMatchObject({ kind: "conflict", title: "Not joined" });
  });
});

describe("a replacement under the guarantee", () => {
  /** A new job of the owner's for the client, with one hire who joined `daysAgo` days ago; its ids. */
  async function jobWithHire(daysAgo = 20) {
    const job = await postJob(ctx(owner), {
      title: `Splicer ${++made}`,
      company_name: "Bharat FibreNet Ltd.",
      location_city: "Pune",
      location_state: "Maharashtra",
      job_description: "Splice fibre.",
      openings: "2",
    });
    const hire = await applicant(job);
    const { id } = await savePlacement(ctx(owner), hire, {
      ...offer,
      stage: "joined",
      joined_on: addDays(today(), -daysAgo),
    });
    return { job, hire, placement: id };
  }

  it("links the next placement on the job to a hire who ended 'replaced' inside the guarantee, both ways", async () => {
    const { job, hire, placement } = await jobWithHire();
    await endPlacement(ctx(owner), placement, { reason: "replaced", ended_on: addDays(today(), -2) });
    const next = await applicant(job);
    const { id: nextId } = await savePlacement(ctx(owner), next, offer);
    expect((await placementsOf(next))[0].replacement_for).toBe(placement);

    const replacing = (await getPlacement(ctx(owner), next)).placement!;
    expect(replacing.replaces).toEqual({
      application_id: hire,
      candidate_name: expect.stringMatching(/^Kavita Rao \d+$/),
      on: addDays(today(), -2),
    });
    expect(replacing.replaced_by).toBeNull();
    const replaced = (await getPlacement(ctx(owner), hire)).placement!;
    expect(replaced.replaced_by).toEqual({
      application_id: next,
      candidate_name: expect.stringMatching(/^Kavita Rao \d+$/),
      on: today(),
    });
    expect(replaced.replaces).toBeNull();
    // Correcting the offer keeps the link; a second new hire on the job is no replacement (it was claimed).
    await savePlacement(ctx(owner), next, { ...offer, ctc_lpa: "13" });
    expect((await placementsOf(next))[0].replacement_for).toBe(placement);
    const third = await applicant(job);
    await savePlacement(ctx(owner), third, offer);
    expect((await placementsOf(third))[0].replacement_for).toBeNull();
    const created = await services.db
      .selectFrom("audit_log")
      .select("details")
      .where("target", "=", nextId)
      .where("action", "=", "placement.create")
      .executeTakeFirstOrThrow();
    expect(created.details).toMatchObject({ replacement_for: placement });
  });

  it("is none when the hire left for another reason, after the guarantee, or on another job", async () => {
    const left = await jobWithHire();
    await endPlacement(ctx(owner), left.placement, { reason: "left", ended_on: today() });
    const afterLeft = await applicant(left.job);
    await savePlacement(ctx(owner), afterLeft, offer);
    expect((await placementsOf(afterLeft))[0].replacement_for).toBeNull();

    // Joined 70 days ago on a 60-day guarantee: replaced after it ended, so nothing is owed.
    const late = await jobWithHire(70);
    await endPlacement(ctx(owner), late.placement, { reason: "replaced", ended_on: today() });
    const afterLate = await applicant(late.job);
    await savePlacement(ctx(owner), afterLate, offer);
    expect((await placementsOf(afterLate))[0].replacement_for).toBeNull();

    const owed = await jobWithHire();
    await endPlacement(ctx(owner), owed.placement, { reason: "replaced", ended_on: today() });
    const elsewhere = await applicant(jobId);
    await savePlacement(ctx(owner), elsewhere, offer);
    expect((await placementsOf(elsewhere))[0].replacement_for).toBeNull();
  });

  it("gives the replaced hire back when the replacement's offer is declined", async () => {
    const { job, hire, placement } = await jobWithHire();
    await endPlacement(ctx(owner), placement, { reason: "replaced", ended_on: today() });
    const first = await applicant(job);
    await savePlacement(ctx(owner), first, offer);
    expect((await placementsOf(first))[0].replacement_for).toBe(placement);
    await moveApplications(ctx(owner), [first], { stage: "rejected:salary_expectation" });
    expect((await placementsOf(first))[0].status).toBe("offer_declined");
    const second = await applicant(job);
    await savePlacement(ctx(owner), second, offer);
    expect((await placementsOf(second))[0].replacement_for).toBe(placement);
    // The replaced hire shows the one still on, not the declined offer.
    expect((await getPlacement(ctx(owner), hire)).placement!.replaced_by?.application_id).toBe(second);
  });
});

describe("the credited recruiter", () => {
  it("an admin changes it, in the audit log; a recruiter may not; only staff can be credited", async () => {
    const id = await applicant(jobId);
    const { id: placementId } = await savePlacement(ctx(owner), id, offer);
    const recruiterOf = async () =>
      (
        await services.db
          .selectFrom("placements")
          .select("recruiter_id")
          .where("id", "=", placementId)
          .executeTakeFirstOrThrow()
      ).recruiter_id;
    expect(await recruiterOf()).toBe(owner.userId);

    expect(
      (await rejection(changePlacementRecruiter(ctx(owner), id, { recruiter_id: other.userId }))).kind,
    ).toBe("forbidden");
    expect(
      (await rejection(changePlacementRecruiter(ctx(candidate), id, { recruiter_id: other.userId }))).kind,
    ).toBe("forbidden");
    for (const input of [
      {},
      { recruiter_id: "" },
      { recruiter_id: "__proto__" },
      { recruiter_id: "candidate-x" },
    ]) {
      const refused = await rejection(changePlacementRecruiter(ctx(admin), id, input));
      expect(refused.kind).toBe("invalid");
    }
    expect(
      (await rejection(changePlacementRecruiter(ctx(admin), "not-a-uuid", { recruiter_id: other.userId })))
        .kind,
    ).toBe("not_found");
    // An application without a placement has nothing to credit.
    const none = await applicant(jobId);
    expect(
      (await rejection(changePlacementRecruiter(ctx(admin), none, { recruiter_id: other.userId }))).kind,
    ).toBe("not_found");
    expect(await recruiterOf()).toBe(owner.userId);

    expect(await changePlacementRecruiter(ctx(admin), id, { recruiter_id: other.userId })).toEqual({
      changed: true,
    });
    expect(await recruiterOf()).toBe(other.userId);
    expect((await getPlacement(ctx(owner), id)).placement).toMatchObject({
      recruiter_id: other.userId,
      recruiter_email: "other@example.com",
    });
    const entries = await services.db
      .selectFrom("audit_log")
      .select(["action", "details"])
      .where("target", "=", placementId)
      .where("action", "=", "placement.recruiter")
      .execute();
    expect(entries).toEqual([
      {
        action: "placement.recruiter",
        details: { application_id: id, from: owner.userId, to: other.userId },
      },
    ]);
  });
});

describe("the guarantee reminder", () => {
  it("mails the owner once, a week before the guarantee ends, however many runs race", async () => {
    const jobR = await postJob(ctx(owner), {
      title: "Reminder Job",
      company_name: "Bharat FibreNet Ltd.",
      location_city: "Pune",
      location_state: "Maharashtra",
      job_description: "Splice.",
    });
    const id = await applicant(jobR);
    const joinedOn = addDays(today(), -1);
    await savePlacement(ctx(owner), id, { ...offer, stage: "joined", joined_on: joinedOn });
    const endsOn = addDays(joinedOn, 60);
    const reminders = () =>
      services.db
        .selectFrom("mail_outbox")
        .select(["to_address", "subject", "text_body"])
        .where("subject", "like", "%Kavita Rao%")
        .where("text_body", "like", "%Reminder Job%")
        // Not the client's mail of the submittal that sent this candidate.
        .where("text_body", "not like", "%/client/submittal?token=%")
        .execute();
    const at = (day: string) => new Date(`${day}T03:30:00Z`); // 09:00 in India

    // Eight days before: not yet.
    await sendGuaranteeReminders(services, { now: at(addDays(endsOn, -8)) });
    expect(await reminders()).toEqual([]);
    // Seven days before: two instances at once; one mail.
    const runs = await Promise.all([
      sendGuaranteeReminders(services, { now: at(addDays(endsOn, -7)) }),
      sendGuaranteeReminders(services, { now: at(addDays(endsOn, -7)) }),
    ]);
    expect(runs.reduce((sum, run) => sum + run.reminded, 0)).toBe(1);
    await sendGuaranteeReminders(services, { now: at(addDays(endsOn, -6)) });
    const mails = await reminders();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to_address).toBe("owner@example.com");
    expect(mails[0]!.text_body).toContain("Bharat FibreNet Ltd.");
    expect(mails[0]!.text_body).toContain("/employer-dashboard/applications/");
  });

  it("writes in the owner's language", async () => {
    const hindi = await createStaff(services, "hindi.owner@example.com", "moderator");
    await services.db.updateTable("user").set({ language: "hi-IN" }).where("id", "=", hindi.userId).execute();
    const jobH = await postJob(ctx(hindi), {
      title: "Hindi Job",
      company_name: "Bharat FibreNet Ltd.",
      location_city: "Pune",
      location_state: "Maharashtra",
      job_description: "Splice.",
    });
    const id = await applicant(jobH);
    const joinedOn = addDays(today(), -55);
    await savePlacement(ctx(hindi), id, { ...offer, stage: "joined", joined_on: joinedOn });
    await sendGuaranteeReminders(services);
    const mail = await services.db
      .selectFrom("mail_outbox")
      .select(["subject", "text_body"])
      .where("to_address", "=", "hindi.owner@example.com")
      .executeTakeFirstOrThrow();
    expect(mail.subject).toContain("गारंटी");
    expect(mail.text_body).toContain("रिप्लेसमेंट गारंटी");
    expect(mail.text_body).toContain("Hindi Job");
  });

  it("leaves ended and offered placements alone", async () => {
    const before = await sql<{ n: number }>`select count(*)::int n from mail_outbox`.execute(services.db);
    await sendGuaranteeReminders(services, { now: new Date(Date.now() + 400 * 86_400_000) });
    const after = await sql<{ n: number }>`select count(*)::int n from mail_outbox`.execute(services.db);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });
});
