// Placements, fees and the replacement guarantee (issue #38, part C,
// decision 0057). Moving an application to Offered records its offer (CTC,
// fee, expected joining); to Joined, the day the person joined, from which the
// client's guarantee runs. Both happen here, with the stage move, in one
// transaction. Leaving Offered or Joined by a stage move is kept in step by
// the database (migration 0029's trigger); a hire who leaves is recorded by
// "End placement". Only the job's owner and admins see or write a placement;
// candidates never see it.
import { sql, type Kysely, type Transaction } from "kysely";
import {
  endPlacementSchema,
  placementRecruiterSchema,
  placementSchema,
  type PlacementStage,
} from "../../common/schemas/placement";
import type { DB, PlacementsTable } from "../db/schema";
import { placementGuaranteeMail } from "../mail/placement-mail";
import type { Services } from "../services";
import { audit } from "./admin";
import { assertAdmin, assertStaff, type Actor, type DomainContext } from "./context";
import { DomainError, validate } from "./errors";
import { isUuid } from "./ids";
import { indiaDate } from "./jobs";
import { notStaff } from "./job-orders";
import { moveStage, pipelineMessages } from "./pipeline";

/** Days before a guarantee ends that its owner is reminded. */
export const GUARANTEE_REMINDER_DAYS = 7;
/** The guarantee when the job has no client (the firm's own). */
export const DEFAULT_GUARANTEE_DAYS = 90;

export const placementMessages = {
  applicationNotFound: {
    title: /*i18n*/ "Application not found",
    message: /*i18n*/ "This application does not exist, or it is not to your job.",
  },
  notFound: {
    title: /*i18n*/ "Placement not found",
    message: /*i18n*/ "This placement does not exist, or it is not on your job.",
  },
  withdrawn: {
    title: /*i18n*/ "Application withdrawn",
    message: /*i18n*/ "The candidate withdrew this application, so its status can no longer be changed.",
  },
  notJoined: {
    title: /*i18n*/ "Not joined",
    message: /*i18n*/ "Only a placement whose candidate has joined can be ended.",
  },
  ended: {
    title: /*i18n*/ "Placement ended",
    message: /*i18n*/ "This placement has ended. It can no longer be changed.",
  },
} as const;

const fail = (kind: "not_found" | "conflict", which: { title: string; message: string }) =>
  new DomainError(kind, which.message, { title: which.title });

const fieldError = (field: string, message: string) =>
  new DomainError("invalid", message, { title: /*i18n*/ "Error", fieldErrors: { [field]: message } });

/** "YYYY-MM-DD" plus whole days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A placement as the recruiter's panel and the API show it (money in rupees). */
export type Placement = Pick<
  PlacementsTable,
  | "expected_joining_on"
  | "joined_on"
  | "annual_ctc"
  | "fee_type"
  | "fee_percent"
  | "fee_amount"
  | "guarantee_days"
  | "guarantee_ends_on"
  | "ended_on"
  | "end_reason"
> & {
  id: string;
  status: "offered" | "joined" | "offer_declined" | "ended";
  offered_at: Date;
  recruiter_id: string | null;
  recruiter_email: string | null;
  /** The placement this one replaces for free (an earlier hire on the job who left inside the guarantee). */
  replaces: ReplacementLink | null;
  /** The placement made to replace this one, if any (a declined offer is none). */
  replaced_by: ReplacementLink | null;
  /** The CTC and fee are not known: a placement the migration made from an old stage. */
  details_missing: boolean;
};

/** The other side of a replacement: whose placement, on which application, and its day (ended / offered). */
export interface ReplacementLink {
  application_id: string;
  candidate_name: string;
  on: string;
}

const placementColumns = [
  "placements.id",
  "placements.status",
  "placements.recruiter_id",
  "placements.offered_at",
  "placements.expected_joining_on",
  "placements.joined_on",
  "placements.annual_ctc",
  "placements.fee_type",
  "placements.fee_percent",
  "placements.fee_amount",
  "placements.guarantee_days",
  "placements.guarantee_ends_on",
  "placements.ended_on",
  "placements.end_reason",
] as const;

/**
 * The application (to a job of the caller, any for an admin) with its job's
 * client terms, locked for the move when `lock`. Another recruiter's, or an
 * id that is none, is "not found".
 */
async function ownApplication(
  db: Kysely<DB> | Transaction<DB>,
  actor: Actor,
  applicationId: string,
  lock: boolean,
) {
  if (!isUuid(applicationId)) throw fail("not_found", placementMessages.applicationNotFound);
  const row = await db
    .selectFrom("job_applications")
    .innerJoin("jobs", "jobs.id", "job_applications.job_id")
    .innerJoin("candidate_profiles", "candidate_profiles.id", "job_applications.candidate_id")
    .leftJoin("clients", "clients.id", "jobs.client_id")
    .select([
      "job_applications.id",
      "job_applications.application_status as stage",
      "job_applications.job_id",
      "jobs.title",
      "jobs.owner_id",
      "jobs.client_id",
      "clients.name as client_name",
      "clients.guarantee_days",
      "clients.default_fee_percent",
      "candidate_profiles.first_name",
      "candidate_profiles.last_name",
    ])
    .where("job_applications.id", "=", applicationId)
    .$if(lock, (q) => q.forUpdate("job_applications"))
    .executeTakeFirst();
  if (!row || (actor.role !== "admin" && row.owner_id !== actor.userId))
    throw fail("not_found", placementMessages.applicationNotFound);
  return row;
}

const latestPlacement = (db: Kysely<DB> | Transaction<DB>, applicationId: string) =>
  db
    .selectFrom("placements")
    .leftJoin("user", "user.id", "placements.recruiter_id")
    .select([...placementColumns, "user.email as recruiter_email"])
    .where("placements.application_id", "=", applicationId)
    // The live one (offered or joined) if any, else the latest.
    .orderBy(sql`placements.status in ('offered', 'joined')`, "desc")
    .orderBy("placements.created_at", "desc")
    .orderBy("placements.id", "desc")
    .limit(1);

const shown = <T extends { annual_ctc: number | null }>(row: T) => ({
  ...row,
  details_missing: row.annual_ctc === null,
});

/**
 * An application's placement for its recruiter: the live one (offered or
 * joined), else the latest (declined or ended), else none; and what a new
 * offer's form starts from (the client's fee and guarantee).
 */
export async function getPlacement(ctx: DomainContext, applicationId: string) {
  const actor = assertStaff(ctx);
  const application = await ownApplication(ctx.db, actor, applicationId, false);
  const found = await latestPlacement(ctx.db, applicationId).executeTakeFirst();
  const placement = found ? { ...shown(found), ...(await replacementLinks(ctx.db, found.id)) } : null;
  return {
    application: {
      id: application.id,
      stage: application.stage,
      job_id: application.job_id,
      job_title: application.title,
      client_name: application.client_name,
      candidate_name: `${application.first_name} ${application.last_name}`.trim(),
    },
    placement: placement as Placement | null,
    defaults: {
      guarantee_days: application.guarantee_days ?? DEFAULT_GUARANTEE_DAYS,
      fee_percent: application.default_fee_percent,
    },
  };
}

/**
 * The earlier placement a new one on this job replaces for free, claimed for
 * it: one that ended "replaced" on or before its guarantee's last day, on the
 * same job and client, of another application, and not yet replaced by a
 * placement that is still on (a declined offer gives it back). The first to
 * end is the first replaced. Its rows are locked in a fixed order, then the
 * claims read by a fresh statement, so two offers recorded at once on the job
 * never name the same one (decision 0057).
 */
async function claimReplacedPlacement(
  trx: Transaction<DB>,
  placement: { job_id: string; client_id: string | null; application_id: string },
): Promise<string | null> {
  const owed = await trx
    .selectFrom("placements")
    .select("id")
    .where("job_id", "=", placement.job_id)
    .where("client_id", "is not distinct from", placement.client_id)
    .where("application_id", "<>", placement.application_id)
    .where("status", "=", "ended")
    .where("end_reason", "=", "replaced")
    .whereRef("ended_on", "<=", "guarantee_ends_on")
    .orderBy("ended_on")
    .orderBy("id")
    .forUpdate()
    .execute();
  if (!owed.length) return null;
  const claimed = await trx
    .selectFrom("placements")
    .select("replacement_for")
    .where(
      "replacement_for",
      "in",
      owed.map((row) => row.id),
    )
    .where("status", "<>", "offer_declined")
    .execute();
  const taken = new Set(claimed.map((row) => row.replacement_for));
  return owed.find((row) => !taken.has(row.id))?.id ?? null;
}

/** Both sides of a placement's replacement, each as the other's application and candidate. */
async function replacementLinks(
  db: Kysely<DB>,
  placementId: string,
): Promise<{ replaces: ReplacementLink | null; replaced_by: ReplacementLink | null }> {
  const side = () =>
    db
      .selectFrom("placements as other")
      .innerJoin("job_applications", "job_applications.id", "other.application_id")
      .innerJoin("candidate_profiles", "candidate_profiles.id", "job_applications.candidate_id")
      .select([
        "other.application_id",
        "other.ended_on",
        "other.offered_at",
        "candidate_profiles.first_name",
        "candidate_profiles.last_name",
      ]);
  const [replaces, replacedBy] = await Promise.all([
    side()
      .innerJoin("placements as this", "this.replacement_for", "other.id")
      .where("this.id", "=", placementId)
      .executeTakeFirst(),
    side()
      .where("other.replacement_for", "=", placementId)
      .where("other.status", "<>", "offer_declined")
      .orderBy("other.created_at", "desc")
      .limit(1)
      .executeTakeFirst(),
  ]);
  const link = (
    row: typeof replaces,
    day: (row: NonNullable<typeof replaces>) => string,
  ): ReplacementLink | null =>
    row
      ? {
          application_id: row.application_id,
          candidate_name: `${row.first_name} ${row.last_name}`.trim(),
          on: day(row),
        }
      : null;
  return {
    replaces: link(replaces, (row) => row.ended_on ?? ""),
    replaced_by: link(replacedBy, (row) => indiaDate(new Date(row.offered_at))),
  };
}

/**
 * An admin credits an application's placement (its live one, else its
 * latest) to another recruiter or admin: the fee then counts as theirs in
 * the firm's numbers. Recorded in the audit log with who it was credited to
 * before. A recruiter may not, on any application (the same refusal for
 * theirs and for an id that is none): it is how fees are shared out.
 */
export async function changePlacementRecruiter(
  ctx: DomainContext,
  applicationId: string,
  input: unknown,
): Promise<{ changed: boolean }> {
  const actor = assertAdmin(ctx);
  if (!isUuid(applicationId)) throw fail("not_found", placementMessages.notFound);
  const { recruiter_id } = validate(placementRecruiterSchema, input);
  if ((await notStaff(ctx.db, [recruiter_id])).size)
    throw fieldError("recruiter_id", /*i18n*/ "Please choose one of the firm's recruiters.");
  return ctx.db.transaction().execute(async (trx) => {
    const found = await latestPlacement(trx, applicationId).executeTakeFirst();
    if (!found) throw fail("not_found", placementMessages.notFound);
    const row = await trx
      .selectFrom("placements")
      .select(["id", "recruiter_id"])
      .where("id", "=", found.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (row.recruiter_id === recruiter_id) return { changed: false };
    await trx
      .updateTable("placements")
      .set({ recruiter_id, updated_at: sql`now()` })
      .where("id", "=", row.id)
      .execute();
    await audit(trx, actor, "placement.recruiter", row.id, {
      application_id: applicationId,
      from: row.recruiter_id,
      to: recruiter_id,
    });
    return { changed: true };
  });
}

/**
 * Records an application's offer or joining, moving it to that stage in the
 * same transaction (and keeping the move in its history). The live placement
 * is changed if there is one, else one is made, crediting the job's owner and
 * copying the client's guarantee. A joining date may not be after today
 * (India), nor the guarantee's end anything but joining + its days. A
 * withdrawn application is refused with why; another recruiter's is "not found".
 */
export async function savePlacement(
  ctx: DomainContext,
  applicationId: string,
  input: unknown,
  { now = new Date() }: { now?: Date } = {},
): Promise<{ id: string; stage: PlacementStage; moved: boolean }> {
  const actor = assertStaff(ctx);
  const values = validate(placementSchema, input);
  if (values.joined_on && values.joined_on > indiaDate(now))
    throw fieldError("joined_on", /*i18n*/ "The joining date cannot be in the future.");

  return ctx.db.transaction().execute(async (trx) => {
    const application = await ownApplication(trx, actor, applicationId, true);
    if (application.stage === "withdrawn") throw fail("conflict", placementMessages.withdrawn);
    const moved = application.stage !== values.stage;
    if (moved) {
      // First the move: leaving Joined for Offered undoes the joining (the trigger), then the values below.
      await moveStage(trx, {
        applicationId,
        from: application.stage,
        to: values.stage,
        changedBy: actor.userId,
        byHand: true,
      });
    }
    const live = await trx
      .selectFrom("placements")
      .select(["id", "guarantee_days", "offered_at"])
      .where("application_id", "=", applicationId)
      .where("status", "in", ["offered", "joined"])
      .forUpdate()
      .executeTakeFirst();
    if (!live && application.stage === "joined" && !moved) {
      const ended = await trx
        .selectFrom("placements")
        .select("id")
        .where("application_id", "=", applicationId)
        .where("status", "=", "ended")
        .executeTakeFirst();
      if (ended) throw fail("conflict", placementMessages.ended);
    }
    const guaranteeDays = live?.guarantee_days ?? application.guarantee_days ?? DEFAULT_GUARANTEE_DAYS;
    const fields = {
      status: values.stage,
      annual_ctc: values.annual_ctc,
      fee_type: values.fee_type,
      fee_percent: values.fee_percent,
      fee_amount: values.fee_amount,
      expected_joining_on: values.expected_joining_on,
      joined_on: values.joined_on,
      guarantee_ends_on: values.joined_on ? addDays(values.joined_on, guaranteeDays) : null,
      updated_at: sql<Date>`now()`,
    };
    let id: string;
    let replacementFor: string | null = null;
    if (live) {
      id = live.id;
      await trx.updateTable("placements").set(fields).where("id", "=", live.id).execute();
    } else {
      replacementFor = await claimReplacedPlacement(trx, {
        job_id: application.job_id,
        client_id: application.client_id,
        application_id: applicationId,
      });
      const row = await trx
        .insertInto("placements")
        .values({
          ...fields,
          replacement_for: replacementFor,
          application_id: applicationId,
          job_id: application.job_id,
          client_id: application.client_id,
          recruiter_id: application.owner_id ?? actor.userId,
          guarantee_days: guaranteeDays,
          created_by: actor.userId,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      id = row.id;
    }
    await audit(trx, actor, live ? "placement.update" : "placement.create", id, {
      application_id: applicationId,
      stage: values.stage,
      annual_ctc: values.annual_ctc,
      fee_amount: values.fee_amount,
      joined_on: values.joined_on,
      ...(replacementFor ? { replacement_for: replacementFor } : {}),
    });
    return { id, stage: values.stage, moved };
  });
}

/**
 * Ends a joined placement early (the person left, was let go, or was
 * replaced), on their last working day: not before joining, not after today
 * (India). Inside the guarantee, the order's opening is free again (the
 * placed count leaves it out) and the client is owed a replacement.
 */
export async function endPlacement(
  ctx: DomainContext,
  placementId: string,
  input: unknown,
  { now = new Date() }: { now?: Date } = {},
): Promise<{ withinGuarantee: boolean }> {
  const actor = assertStaff(ctx);
  if (!isUuid(placementId)) throw fail("not_found", placementMessages.notFound);
  const values = validate(endPlacementSchema, input);
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("placements")
      .innerJoin("jobs", "jobs.id", "placements.job_id")
      .select([
        "placements.id",
        "placements.status",
        "placements.joined_on",
        "placements.guarantee_ends_on",
        "placements.application_id",
        "jobs.owner_id",
      ])
      .where("placements.id", "=", placementId)
      .forUpdate("placements")
      .executeTakeFirst();
    if (!row || (actor.role !== "admin" && row.owner_id !== actor.userId))
      throw fail("not_found", placementMessages.notFound);
    if (row.status === "ended") throw fail("conflict", placementMessages.ended);
    if (row.status !== "joined" || !row.joined_on) throw fail("conflict", placementMessages.notJoined);
    if (values.ended_on < row.joined_on)
      throw fieldError("ended_on", /*i18n*/ "The last working day cannot be before the joining date.");
    if (values.ended_on > indiaDate(now))
      throw fieldError("ended_on", /*i18n*/ "The last working day cannot be in the future.");
    await trx
      .updateTable("placements")
      .set({ status: "ended", ended_on: values.ended_on, end_reason: values.reason, updated_at: sql`now()` })
      .where("id", "=", placementId)
      .execute();
    const withinGuarantee = values.ended_on <= row.guarantee_ends_on!;
    await audit(trx, actor, "placement.end", placementId, {
      application_id: row.application_id,
      reason: values.reason,
      ended_on: values.ended_on,
      within_guarantee: withinGuarantee,
    });
    return { withinGuarantee };
  });
}

/**
 * The daily guarantee reminder: each joined placement whose guarantee ends
 * within `GUARANTEE_REMINDER_DAYS` days (India) and was not yet reminded is
 * claimed by one UPDATE, and its job's owner mailed in the same transaction
 * (the outbox), in the owner's language. Two instances running it at once
 * claim each row once, so nobody is mailed twice.
 */
export async function sendGuaranteeReminders(
  services: Pick<Services, "db" | "mailer" | "config">,
  { now = new Date() }: { now?: Date } = {},
): Promise<{ reminded: number }> {
  const today = indiaDate(now);
  const until = addDays(today, GUARANTEE_REMINDER_DAYS);
  return services.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable("placements")
      .set({ reminder_sent_at: now })
      .where("status", "=", "joined")
      .where("reminder_sent_at", "is", null)
      .where("guarantee_ends_on", ">=", today)
      .where("guarantee_ends_on", "<=", until)
      .returning(["id", "application_id", "job_id", "guarantee_ends_on"])
      .execute();
    if (!claimed.length) return { reminded: 0 };
    const details = await trx
      .selectFrom("placements")
      .innerJoin("jobs", "jobs.id", "placements.job_id")
      .innerJoin("user as owner", "owner.id", "jobs.owner_id")
      .innerJoin("job_applications", "job_applications.id", "placements.application_id")
      .innerJoin("candidate_profiles", "candidate_profiles.id", "job_applications.candidate_id")
      .leftJoin("clients", "clients.id", "jobs.client_id")
      .select([
        "placements.id",
        "placements.guarantee_ends_on",
        "placements.application_id",
        "jobs.id as job_id",
        "jobs.title",
        sql<string>`coalesce(clients.name, jobs.company_name)`.as("client"),
        "owner.email",
        "owner.name as owner_name",
        "candidate_profiles.first_name",
        "candidate_profiles.last_name",
      ])
      .where(
        "placements.id",
        "in",
        claimed.map((row) => row.id),
      )
      .orderBy("placements.guarantee_ends_on")
      .execute();
    const base = services.config.publicUrl;
    await services.mailer.sendMany(
      details.map((row) =>
        placementGuaranteeMail(row.email, {
          ownerName: row.owner_name,
          candidate: `${row.first_name} ${row.last_name}`.trim(),
          job: row.title,
          client: row.client,
          endsOn: row.guarantee_ends_on!,
          url: `${base}/employer-dashboard/applications/${row.application_id}/placement`,
        }),
      ),
      { db: trx },
    );
    return { reminded: claimed.length };
  });
}

/**
 * Whether a refused move was one to Offered or Joined, which the placement
 * form records: the board and the Applications tab then lead to that form
 * (`placementFormPath`) rather than saying no.
 */
export function needsPlacementForm(error: unknown): boolean {
  return error instanceof DomainError && error.text === pipelineMessages.needsPlacement.message;
}

/** The placement form of an application, opened at a stage. */
export function placementFormPath(applicationId: string, stage: unknown): string {
  const at = stage === "joined" ? "joined" : "offered";
  return `/employer-dashboard/applications/${encodeURIComponent(applicationId)}/placement?stage=${at}`;
}
