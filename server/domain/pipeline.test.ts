// The hiring pipeline (issue #37, decision 0050): moves with their history,
// a rejection's reason, one employer never reaching another's board, bulk
// moves, the candidate's mails, and a large job's board in few queries.
import { sql, type KyselyPlugin } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contextFor,
  createStaff,
  createTestServices,
  rejection,
  type TestServices,
} from "../../tests/support/services";
import { sendToClient } from "../../tests/support/submittals";
import { createClient } from "./clients";
import { myApplications } from "./applications";
import type { Actor } from "./context";
import { postJob, statusHistory } from "./employer";
import { indiaDate } from "./jobs";
import { BOARD_COLUMN_SIZE, jobPipeline, moveApplications } from "./pipeline";
import { savePlacement } from "./placements";

let services: TestServices;
let employerA: Actor;
let employerB: Actor;
let admin: Actor;
let jobA: string;
let bigJob: string;

const jobInput = (title: string) => ({
  title,
  company_name: "Bharat FibreNet Ltd.",
  location_city: "Pune",
  location_state: "Maharashtra",
  job_description: "Splice fibre.",
  required_skills: "Splicing",
});

/** `n` candidates (users with complete profiles) applied to `jobId`; their application ids in order. */
async function applicants(jobId: string, n: number, prefix: string): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    with users as (
      insert into "user" (id, name, email, "emailVerified")
      select ${prefix} || i, 'Candidate ' || i, ${prefix} || i || '@example.com', true
      from generate_series(1, ${n}::int) i
      returning id),
    profiles as (
      insert into candidate_profiles (user_id, first_name, last_name, current_city, total_experience, profile_summary)
      select id, 'Cand', replace(id, ${prefix}, 'No'), 'Pune', '3-5', 'Splicer.' from users
      returning id, user_id)
    insert into job_applications (job_id, candidate_id)
    select ${jobId}::uuid, id from profiles order by user_id
    returning id`.execute(services.db);
  return rows.map((row) => row.id);
}

beforeAll(async () => {
  services = await createTestServices();
  employerA = await createStaff(services, "hr-a@example.com", "moderator");
  employerB = await createStaff(services, "hr-b@example.com", "moderator");
  admin = await createStaff(services, "admin@example.com", "admin");
  jobA = await postJob(contextFor(services, employerA), jobInput("Fibre Splicer"));
  bigJob = await postJob(contextFor(services, employerA), jobInput("Fibre Splicer (large)"));
});

afterAll(async () => {
  await services?.dispose();
});

const stageOf = async (id: string) =>
  (
    await services.db
      .selectFrom("job_applications")
      .select("application_status")
      .where("id", "=", id)
      .executeTakeFirstOrThrow()
  ).application_status;

describe("moving a candidate through the stages", () => {
  it("moves through every stage, keeping each move with who, when, reason and note", async () => {
    const [id] = await applicants(jobA, 1, "walk-");
    const ctx = contextFor(services, employerA);
    for (const stage of ["screening", "submitted", "client_interview"]) {
      expect(await moveApplications(ctx, id, { stage })).toEqual({ stage, moved: 1, skipped: 0 });
      expect(await stageOf(id!)).toBe(stage);
    }
    // Offered and Joined are recorded with their details (decision 0057), then a step back is a plain move.
    await savePlacement(ctx, id!, { stage: "offered", ctc_lpa: "6", fee_type: "percent", fee_percent: "8" });
    await savePlacement(ctx, id!, {
      stage: "joined",
      ctc_lpa: "6",
      fee_type: "percent",
      fee_percent: "8",
      joined_on: indiaDate(new Date()),
    });
    expect(await stageOf(id!)).toBe("joined");
    expect(await moveApplications(ctx, id, { stage: "offered" })).toEqual({
      stage: "offered",
      moved: 1,
      skipped: 0,
    });
    await moveApplications(contextFor(services, admin), id, {
      stage: "rejected",
      reason: "client_rejected",
      note: "Client chose someone local.",
    });
    const history = await statusHistory(ctx, id!);
    expect(history.map((change) => [change.from_status, change.to_status, change.changed_by_email])).toEqual([
      ["offered", "rejected", "admin@example.com"],
      ["joined", "offered", "hr-a@example.com"],
      ["offered", "joined", "hr-a@example.com"],
      ["client_interview", "offered", "hr-a@example.com"],
      ["submitted", "client_interview", "hr-a@example.com"],
      ["screening", "submitted", "hr-a@example.com"],
      ["applied", "screening", "hr-a@example.com"],
    ]);
    expect(history[0]).toMatchObject({ reason: "client_rejected", note: "Client chose someone local." });
    // The candidate reads only their words' history, never the reason or note.
    const candidateUser = await services.db
      .selectFrom("job_applications")
      .innerJoin("candidate_profiles", "candidate_profiles.id", "job_applications.candidate_id")
      .innerJoin("user", "user.id", "candidate_profiles.user_id")
      .select(["user.id", "user.email"])
      .where("job_applications.id", "=", id!)
      .executeTakeFirstOrThrow();
    const [mine] = await myApplications(
      contextFor(services, { userId: candidateUser.id, email: candidateUser.email, role: "candidate" }),
    );
    expect(mine!.application_status).toBe("rejected");
    expect(JSON.stringify(mine)).not.toContain("Client chose");
  });

  it("refuses a rejection without a reason, or with one not on the list, and an unknown stage", async () => {
    const [id] = await applicants(jobA, 1, "noreason-");
    const ctx = contextFor(services, employerA);
    for (const input of [
      { stage: "rejected" },
      { stage: "rejected", reason: "looks" },
      { stage: "rejected:" },
      { stage: "hired" },
      { stage: "withdrawn" },
    ]) {
      expect((await rejection(moveApplications(ctx, id, input))).kind).toBe("invalid");
    }
    expect(await stageOf(id!)).toBe("applied");
    expect((await rejection(moveApplications(ctx, id, { stage: "rejected" }))).message).toBe(
      "Please choose why the candidate is rejected.",
    );
    await moveApplications(ctx, id, { stage: "rejected:salary_expectation" });
    const [change] = await statusHistory(ctx, id!);
    expect(change).toMatchObject({ to_status: "rejected", reason: "salary_expectation", note: null });
  });

  it("mails the candidate as before: shortlisted when sent to the client, and when rejected", async () => {
    const [id] = await applicants(jobA, 1, "mail-");
    const ctx = contextFor(services, employerA);
    const mails = () =>
      services.db
        .selectFrom("mail_outbox")
        .select("subject")
        .where("to_address", "=", "mail-1@example.com")
        .orderBy("created_at")
        .execute();
    await moveApplications(ctx, id, { stage: "screening" });
    expect(await mails()).toEqual([]);
    await moveApplications(ctx, id, { stage: "submitted" });
    await moveApplications(ctx, id, { stage: "client_interview" });
    await moveApplications(ctx, id, { stage: "rejected:client_rejected" });
    expect((await mails()).map((mail) => mail.subject)).toEqual([
      "Shortlisted: Fibre Splicer",
      "Update on your application for Fibre Splicer",
    ]);
  });

  it("leaves a withdrawn application as it is: refused alone, left out of a bulk move", async () => {
    const [withdrawn, other] = await applicants(jobA, 2, "wd-");
    await services.db
      .updateTable("job_applications")
      .set({ application_status: "withdrawn" })
      .where("id", "=", withdrawn!)
      .execute();
    const ctx = contextFor(services, employerA);
    expect((await rejection(moveApplications(ctx, withdrawn, { stage: "screening" }))).kind).toBe("conflict");
    expect(await moveApplications(ctx, [withdrawn, other], { stage: "screening" })).toEqual({
      stage: "screening",
      moved: 1,
      skipped: 1,
    });
    expect(await stageOf(withdrawn!)).toBe("withdrawn");
    expect(await stageOf(other!)).toBe("screening");
  });
});

describe("rights", () => {
  it("one employer never sees or moves another's pipeline; admins reach every one", async () => {
    const [id] = await applicants(jobA, 1, "rights-");
    expect((await rejection(jobPipeline(contextFor(services, employerB), jobA))).kind).toBe("not_found");
    expect(
      (await rejection(moveApplications(contextFor(services, employerB), id, { stage: "screening" }))).kind,
    ).toBe("not_found");
    const candidate = { userId: "rights-1", email: "rights-1@example.com", role: "candidate" as const };
    expect((await rejection(jobPipeline(contextFor(services, candidate), jobA))).kind).toBe("forbidden");
    expect(
      (await rejection(moveApplications(contextFor(services, candidate), id, { stage: "screening" }))).kind,
    ).toBe("forbidden");
    expect((await rejection(jobPipeline(contextFor(services, null), jobA))).kind).toBe("unauthenticated");
    expect(await stageOf(id!)).toBe("applied");
    expect((await jobPipeline(contextFor(services, admin), jobA)).job.id).toBe(jobA);
    await moveApplications(contextFor(services, admin), id, { stage: "screening" });
    expect(await stageOf(id!)).toBe("screening");
  });

  it("a bulk move with one application of another employer's job moves none", async () => {
    const jobB = await postJob(contextFor(services, employerB), jobInput("NOC Engineer"));
    const [mine] = await applicants(jobA, 1, "bulk-mine-");
    const [theirs] = await applicants(jobB, 1, "bulk-theirs-");
    const refused = await rejection(
      moveApplications(contextFor(services, employerA), [mine, theirs], { stage: "rejected:location" }),
    );
    expect(refused.kind).toBe("not_found");
    expect([await stageOf(mine!), await stageOf(theirs!)]).toEqual(["applied", "applied"]);
    expect(
      (await rejection(moveApplications(contextFor(services, employerA), [], { stage: "screening" }))).kind,
    ).toBe("invalid");
    expect(
      (
        await rejection(
          moveApplications(contextFor(services, employerA), ["not-a-uuid"], { stage: "screening" }),
        )
      ).kind,
    ).toBe("not_found");
  });
});

describe("a large job's board", () => {
  it("shows 2,000 applications' counts and first cards per stage in two queries, and bulk-moves them", async () => {
    const ids = await applicants(bigJob, 2000, "big-");
    const ctx = contextFor(services, employerA);
    const moved = await moveApplications(ctx, ids.slice(0, 300), {
      stage: "rejected:skills_mismatch",
      note: "Bulk",
    });
    expect(moved).toEqual({ stage: "rejected", moved: 300, skipped: 0 });
    // Offered is entered one at a time with its details (decision 0057); here as a recorded offer would leave it.
    await services.db
      .updateTable("job_applications")
      .set({ application_status: "offered" })
      .where("id", "in", ids.slice(300, 310))
      .execute();
    await services.db
      .updateTable("job_applications")
      .set({ stage_changed_at: sql`now() - interval '3 days'` })
      .where("id", "=", ids[300]!)
      .execute();

    let queries = 0;
    const counting: KyselyPlugin = {
      transformQuery: (args) => {
        queries += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const board = await jobPipeline({ ...ctx, db: services.db.withPlugin(counting) }, bigJob);
    expect(queries).toBe(2);
    expect(board.total).toBe(2000);
    const column = (stage: string) => board.columns.find((each) => each.stage === stage)!;
    expect(board.columns.map((each) => each.stage)).toEqual([
      "applied",
      "screening",
      "submitted",
      "client_interview",
      "offered",
      "joined",
      "rejected",
      "withdrawn",
    ]);
    expect([column("applied").count, column("rejected").count, column("offered").count]).toEqual([
      1690, 300, 10,
    ]);
    expect(column("applied").cards).toHaveLength(BOARD_COLUMN_SIZE);
    expect(column("offered").cards[0]).toMatchObject({ id: ids[300], days_in_stage: 3, first_name: "Cand" });
    expect(column("joined")).toEqual({ stage: "joined", count: 0, cards: [] });
  });
});

describe("the client's stages need a sent submittal (decision 0059)", () => {
  let clientJob: string;
  const historyOf = (id: string) =>
    services.db
      .selectFrom("application_status_changes")
      .select(["from_status", "to_status", "changed_by"])
      .where("application_id", "=", id)
      .orderBy("changed_at")
      .execute();
  const offer = { stage: "offered", ctc_lpa: "6", fee_type: "percent", fee_percent: "8" };

  beforeAll(async () => {
    await createClient(contextFor(services, admin), { name: "Konkan Fibre Networks" });
    clientJob = await postJob(contextFor(services, employerA), {
      ...jobInput("OTDR Engineer"),
      company_name: "Konkan Fibre Networks",
    });
  });

  it("refuses a hand move to Submitted, pointing to “Submit to client”, and changes nothing", async () => {
    const [id, other] = await applicants(clientJob, 2, "unsent-");
    const ctx = contextFor(services, employerA);
    await moveApplications(ctx, id, { stage: "screening" });
    for (const actor of [employerA, admin]) {
      const refused = await rejection(
        moveApplications(contextFor(services, actor), id, { stage: "submitted" }),
      );
      expect(refused).toMatchObject({
        kind: "conflict",
        title: "Submit to the client first",
        message: "Use “Submit to client” to move a candidate to Submitted: the candidate must agree first.",
      });
    }
    // Nor beyond it: an interview, an offer or a joining means the client has the profile.
    const interview = await rejection(moveApplications(ctx, id, { stage: "client_interview" }));
    expect(interview).toMatchObject({ kind: "conflict", title: "Submit to the client first" });
    expect(interview.message).toContain("has not been sent to the client");
    const placement = await rejection(savePlacement(ctx, id, offer));
    expect(placement).toMatchObject({ kind: "conflict", title: "Submit to the client first" });
    const joined = await rejection(
      savePlacement(ctx, id, { ...offer, stage: "joined", joined_on: indiaDate(new Date()) }),
    );
    expect(joined.title).toBe("Submit to the client first");
    // A bulk move is refused whole, and the API's words are the same.
    const bulk = await rejection(moveApplications(ctx, [id, other], { stage: "submitted" }));
    expect(bulk.kind).toBe("conflict");
    expect([await stageOf(id), await stageOf(other)]).toEqual(["screening", "applied"]);
    expect((await historyOf(id)).map((row) => row.to_status)).toEqual(["screening"]);
    expect(await historyOf(other)).toEqual([]);
    expect(
      await services.db
        .selectFrom("placements")
        .select("id")
        .where("application_id", "in", [id, other])
        .execute(),
    ).toEqual([]);
  });

  it("lets a sent submittal's candidate go on, by hand and by the placement form, through one writer", async () => {
    const [id] = await applicants(clientJob, 1, "sent-");
    const ctx = contextFor(services, employerA);
    await sendToClient(services, id);
    expect(await stageOf(id)).toBe("submitted");
    await moveApplications(ctx, id, { stage: "client_interview" });
    // A step back and forward again is a correction: the submittal is still on record.
    await moveApplications(ctx, id, { stage: "screening" });
    await moveApplications(ctx, id, { stage: "submitted" });
    await moveApplications(ctx, id, { stage: "client_interview" });
    await savePlacement(ctx, id, offer);
    await savePlacement(ctx, id, { ...offer, stage: "joined", joined_on: indiaDate(new Date()) });
    expect(await stageOf(id)).toBe("joined");
    const history = await historyOf(id);
    expect(history.map((row) => [row.from_status, row.to_status])).toEqual([
      ["applied", "submitted"],
      ["submitted", "client_interview"],
      ["client_interview", "screening"],
      ["screening", "submitted"],
      ["submitted", "client_interview"],
      ["client_interview", "offered"],
      ["offered", "joined"],
    ]);
    // The placement form's moves are kept like the board's: by the recruiter.
    expect(history.slice(1).every((row) => row.changed_by === employerA.userId)).toBe(true);
  });

  it("lets a card already in the client's stages move among them (rows from before the rule)", async () => {
    const [id] = await applicants(clientJob, 1, "legacy-");
    await services.db
      .updateTable("job_applications")
      .set({ application_status: "client_interview" })
      .where("id", "=", id)
      .execute();
    const ctx = contextFor(services, employerA);
    await moveApplications(ctx, id, { stage: "submitted" });
    expect(await stageOf(id)).toBe("submitted");
    // Left and come back from outside: the rule applies again.
    await moveApplications(ctx, id, { stage: "screening" });
    expect((await rejection(moveApplications(ctx, id, { stage: "submitted" }))).kind).toBe("conflict");
  });

  it("leaves the firm's own jobs (no client) as they were: nothing is disclosed", async () => {
    const [id] = await applicants(jobA, 1, "own-");
    await moveApplications(contextFor(services, employerA), id, { stage: "submitted" });
    expect(await stageOf(id)).toBe("submitted");
  });
});
