// The hiring pipeline of a job (issue #37, decision 0050): its board, a column
// per stage with the candidates' cards, and the moves between stages, one at
// a time or many at once. Only the job's own employer and admins see or move
// it; every move is kept in the application's history with who, when, and
// why a candidate was rejected.
import { sql, type Transaction } from "kysely";
import {
  BULK_MOVE_MAX,
  MOVE_NOTE_MAX_LENGTH,
  pipelineStages,
  stageMoveSchema,
  type PipelineStage,
  type RejectionReason,
} from "../../common/schemas/pipeline";
import type { DB } from "../db/schema";
import { stageNeedsForm } from "../../common/schemas/pipeline-stages";
import { errorFields } from "../log";
import { applicationStatusMail } from "../mail/templates";
import { submittalMessages } from "../../common/schemas/submittal-fields";
import { assertStaff, type DomainContext } from "./context";
import { DomainError, validate } from "./errors";
import { isUuid } from "./ids";
import { jobNotFound } from "./jobs";

/** How many cards a column shows; the rest are counted and listed on the Applications tab. */
export const BOARD_COLUMN_SIZE = 50;

export interface BoardCard {
  id: string;
  candidate_id: string;
  first_name: string;
  last_name: string;
  /** The candidate's current (else latest) designation and company, if any. */
  headline: string | null;
  stage: PipelineStage;
  days_in_stage: number;
  rating: number | null;
}

export interface BoardColumn {
  stage: PipelineStage;
  count: number;
  cards: BoardCard[];
}

export const pipelineMessages = {
  notFound: {
    title: /*i18n*/ "Application not found",
    message: /*i18n*/ "One of these applications does not exist, or it is not to your job.",
  },
  none: { title: /*i18n*/ "Error", message: /*i18n*/ "Please choose at least one candidate." },
  tooMany: { title: /*i18n*/ "Error", message: /*i18n*/ "At most 500 candidates can be moved at once." },
  withdrawn: {
    title: /*i18n*/ "Application withdrawn",
    message: /*i18n*/ "The candidate withdrew this application, so its status can no longer be changed.",
  },
  // Issue #38, part C (decision 0057): Offered and Joined are entered through the placement form.
  needsPlacement: {
    title: /*i18n*/ "Placement details needed",
    message:
      /*i18n*/ "Record the offer or the joining on the application's placement form: it needs the CTC, the fee and the dates.",
  },
  bulkPlacement: {
    title: /*i18n*/ "One at a time",
    message: /*i18n*/ "Move candidates to Offered or Joined one at a time: each needs its offer details.",
  },
  // Decision 0059: the client's stages are entered through a sent submittal.
  notSubmitted: {
    title: /*i18n*/ "Submit to the client first",
    message: submittalMessages.submittedNeedsSubmittal,
  },
  notSentToClient: {
    title: /*i18n*/ "Submit to the client first",
    message:
      /*i18n*/ "This candidate has not been sent to the client. Use “Submit to client” first: the client may hear of a candidate only after the candidate agrees.",
  },
  joined: {
    title: /*i18n*/ "Candidate joined",
    message: /*i18n*/ "This candidate has joined. If they left, end the placement instead.",
  },
} as const;

/**
 * A job's board: each stage's count and its first `BOARD_COLUMN_SIZE` cards,
 * longest in the stage first. Two queries, whatever the job's size: the job
 * (which checks the owner) and one windowed query for every column. Another
 * employer's job, or an id that is no job, is "not found".
 */
export async function jobPipeline(ctx: DomainContext, jobId: string) {
  const actor = assertStaff(ctx);
  if (!isUuid(jobId)) throw jobNotFound();
  const mine = actor.role !== "admin";
  const [job, rows] = await Promise.all([
    ctx.db
      .selectFrom("jobs")
      .select(["id", "title", "company_name", "is_active"])
      .where("id", "=", jobId)
      .$if(mine, (q) => q.where("owner_id", "=", actor.userId))
      .executeTakeFirst(),
    ctx.db
      .selectFrom((db) =>
        db
          .selectFrom("job_applications")
          .innerJoin("jobs", "jobs.id", "job_applications.job_id")
          .innerJoin("candidate_profiles", "candidate_profiles.id", "job_applications.candidate_id")
          .where("job_applications.job_id", "=", jobId)
          .$if(mine, (q) => q.where("jobs.owner_id", "=", actor.userId))
          .select([
            "job_applications.id",
            "job_applications.candidate_id",
            "job_applications.application_status as stage",
            "job_applications.rating",
            "candidate_profiles.first_name",
            "candidate_profiles.last_name",
            sql<number>`floor(extract(epoch from now() - job_applications.stage_changed_at) / 86400)::int`.as(
              "days_in_stage",
            ),
            sql<number>`row_number() over (partition by job_applications.application_status order by job_applications.stage_changed_at, job_applications.id)::int`.as(
              "position",
            ),
            sql<number>`count(*) over (partition by job_applications.application_status)::int`.as("count"),
          ])
          .as("ranked"),
      )
      .selectAll("ranked")
      .select(
        sql<string | null>`(select nullif(concat_ws(', ', e.designation, e.company_name), '')
          from candidate_experience e where e.candidate_id = ranked.candidate_id
          order by e.is_current_job desc, e.start_date desc nulls last limit 1)`.as("headline"),
      )
      .where("ranked.position", "<=", BOARD_COLUMN_SIZE)
      .orderBy("ranked.stage")
      .orderBy("ranked.position")
      .execute(),
  ]);
  if (!job) throw jobNotFound();
  const columns: BoardColumn[] = pipelineStages.map((stage) => ({ stage, count: 0, cards: [] }));
  const byStage = new Map(columns.map((column) => [column.stage, column]));
  for (const { position: _, count, ...card } of rows) {
    const column = byStage.get(card.stage);
    if (!column) continue;
    column.count = Number(count);
    column.cards.push({ ...card, days_in_stage: Number(card.days_in_stage) });
  }
  return { job, columns, total: columns.reduce((sum, column) => sum + column.count, 0) };
}

/** The ids a form or the API names: one string, several, or a list; each must be a uuid. */
function applicationIdsOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  const ids = [...new Set(list)];
  if (ids.length === 0)
    throw new DomainError("invalid", pipelineMessages.none.message, pipelineMessages.none);
  if (ids.length > BULK_MOVE_MAX)
    throw new DomainError("invalid", pipelineMessages.tooMany.message, pipelineMessages.tooMany);
  if (!ids.every((id): id is string => typeof id === "string" && isUuid(id)))
    throw new DomainError("not_found", pipelineMessages.notFound.message, pipelineMessages.notFound);
  return ids;
}

/**
 * Moves applications to a stage, all or none: each must be to a job of the
 * caller (any for an admin), else the whole move is "not found". A rejection
 * needs its reason. An application its candidate withdrew stays withdrawn:
 * alone it is refused with why; among others it is left out. Applications
 * already in the stage are left as they are. Each move is kept in the
 * history with who, when, the reason and the note; afterwards the candidate
 * gets today's mails: "shortlisted" when sent to the client from an earlier
 * stage, "not taken forward" when rejected.
 */
export async function moveApplications(
  ctx: DomainContext,
  applicationIds: unknown,
  input: FormData | Record<string, unknown>,
): Promise<{ stage: PipelineStage; moved: number; skipped: number }> {
  const actor = assertStaff(ctx);
  const ids = applicationIdsOf(applicationIds);
  const move = validate(stageMoveSchema, input);
  const notFound = new DomainError("not_found", pipelineMessages.notFound.message, pipelineMessages.notFound);

  const moved = await ctx.db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom("job_applications")
      .innerJoin("jobs", "jobs.id", "job_applications.job_id")
      .innerJoin("candidate_profiles", "candidate_profiles.id", "job_applications.candidate_id")
      .innerJoin("user", "user.id", "candidate_profiles.user_id")
      .select([
        "job_applications.id",
        "job_applications.application_status as from",
        "jobs.owner_id",
        "jobs.title",
        "jobs.company_name",
        "candidate_profiles.first_name",
        "user.email",
      ])
      .where("job_applications.id", "in", ids)
      .orderBy("job_applications.id")
      .forUpdate("job_applications")
      .execute();
    if (
      found.length !== ids.length ||
      found.some((row) => actor.role !== "admin" && row.owner_id !== actor.userId)
    )
      throw notFound;
    if (ids.length === 1 && found[0]!.from === "withdrawn")
      throw new DomainError("conflict", pipelineMessages.withdrawn.message, pipelineMessages.withdrawn);
    if (ids.length === 1 && found[0]!.from === "joined" && move.stage === "rejected")
      throw new DomainError("conflict", pipelineMessages.joined.message, pipelineMessages.joined);
    // A joined hire is never rejected by a move (ending it is "End placement"): left out of a bulk one.
    const changing = found.filter(
      (row) =>
        row.from !== "withdrawn" &&
        row.from !== move.stage &&
        !(row.from === "joined" && move.stage === "rejected"),
    );
    if (changing.length === 0) return [];
    await refuseUnsentClientStage(trx, changing, move.stage);
    if (changing.some((row) => stageNeedsForm(row.from, move.stage))) {
      const which = ids.length === 1 ? pipelineMessages.needsPlacement : pipelineMessages.bulkPlacement;
      throw new DomainError("conflict", which.message, which);
    }
    await writeMoves(trx, changing, {
      to: move.stage,
      changedBy: actor.userId,
      reason: move.reason,
      note: move.note,
    });
    return changing;
  });

  // After the commit: a mail failure must not undo the move (the outbox keeps it).
  const mailed = moved.filter(
    (row) =>
      move.stage === "rejected" ||
      (move.stage === "submitted" && ["applied", "screening", "rejected"].includes(row.from)),
  );
  for (const row of mailed) {
    await ctx.services.mailer
      .send(
        applicationStatusMail(
          row.email,
          row.first_name,
          row.title,
          row.company_name,
          move.stage === "rejected" ? "rejected" : "shortlisted",
          `${ctx.services.config.publicUrl}/my-applications`,
        ),
      )
      .catch((error) => ctx.services.log.error("status mail failed", errorFields(error)));
  }
  return { stage: move.stage, moved: moved.length, skipped: ids.length - moved.length };
}

/** One move in an application's history, as the dialog and the API show it. */
export interface StageChange {
  from_status: string;
  to_status: string;
  reason: RejectionReason | null;
  note: string | null;
  changed_at: Date;
  changed_by_email: string | null;
}

/** The stages in which the board says the candidate is with the client (decision 0059). */
const CLIENT_STAGES: readonly PipelineStage[] = ["submitted", "client_interview", "offered", "joined"];

/**
 * Refuses a recruiter's move into the client's stages (Submitted, Client
 * interview, Offered, Joined) from outside them for an application to a
 * client's job that was never sent to that client: only a submittal the
 * candidate said Yes to puts a candidate in front of a client (decision
 * 0059). Moves among those stages are corrections and pass; so do moves on
 * the firm's own jobs (no client, nothing disclosed). One query.
 */
export async function refuseUnsentClientStage(
  trx: Transaction<DB>,
  applications: readonly { id: string; from: PipelineStage }[],
  to: PipelineStage,
): Promise<void> {
  if (!CLIENT_STAGES.includes(to)) return;
  const entering = applications.filter((row) => !CLIENT_STAGES.includes(row.from)).map((row) => row.id);
  if (entering.length === 0) return;
  const unsent = await trx
    .selectFrom("job_applications")
    .innerJoin("jobs", "jobs.id", "job_applications.job_id")
    .select("job_applications.id")
    .where("job_applications.id", "in", entering)
    .where("jobs.client_id", "is not", null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("submittals")
            .select(sql`1`.as("one"))
            .whereRef("submittals.application_id", "=", "job_applications.id")
            .where("submittals.sent_at", "is not", null),
        ),
      ),
    )
    .limit(1)
    .executeTakeFirst();
  if (!unsent) return;
  const which = to === "submitted" ? pipelineMessages.notSubmitted : pipelineMessages.notSentToClient;
  throw new DomainError("conflict", which.message, which);
}

/**
 * The one writer of stage moves: the applications' new stage and a history
 * row each, inside the caller's transaction, no mail. Every mover goes
 * through it (the board, the placement form, a submittal's Yes, a client's
 * decision), so a move is always kept in the history the same way.
 */
async function writeMoves(
  trx: Transaction<DB>,
  applications: readonly { id: string; from: PipelineStage }[],
  move: {
    to: PipelineStage;
    changedBy: string | null;
    reason?: RejectionReason | null;
    note?: string | null;
  },
): Promise<void> {
  if (applications.length === 0) return;
  await trx
    .updateTable("job_applications")
    .set({ application_status: move.to, stage_changed_at: sql`now()`, updated_at: sql`now()` })
    .where(
      "id",
      "in",
      applications.map((row) => row.id),
    )
    .execute();
  await trx
    .insertInto("application_status_changes")
    .values(
      applications.map((row) => ({
        application_id: row.id,
        changed_by: move.changedBy,
        from_status: row.from,
        to_status: move.to,
        reason: move.reason ?? null,
        note: move.note ? move.note.slice(0, MOVE_NOTE_MAX_LENGTH) : null,
      })),
    )
    .execute();
}

/**
 * One application moved inside the caller's transaction, with its history
 * row, and no mail: for moves the domain makes itself (a candidate's Yes to
 * a submittal, a client's decision, the placement form). The caller has
 * checked rights and locked the row. `changedBy` null: not a person here
 * (a client through their link). `byHand`: a recruiter chose the stage, so
 * the client's stages need a sent submittal (`refuseUnsentClientStage`).
 */
export async function moveStage(
  trx: Transaction<DB>,
  move: {
    applicationId: string;
    from: PipelineStage;
    to: PipelineStage;
    changedBy: string | null;
    reason?: RejectionReason | null;
    note?: string | null;
    byHand?: boolean;
  },
): Promise<void> {
  const application = [{ id: move.applicationId, from: move.from }];
  if (move.byHand) await refuseUnsentClientStage(trx, application, move.to);
  await writeMoves(trx, application, move);
}
