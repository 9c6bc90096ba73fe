// Job orders (issue #37, decision 0052). A job is a client's request for
// people: how many (openings), by when (target date), how pressing (priority)
// and which recruiter owns it. The owner manages the job (its edit, close,
// pipeline and applicants): the poster unless an admin hands it to another
// recruiter. How many are placed is counted, never stored: the job's
// applications at the stage 'joined'. The Orders tab lists the recruiter's
// open orders, what needs attention first.
import { sql, type Kysely } from "kysely";
import { CHOOSE_OWNER } from "../../common/schemas/job-order-form";
import {
  orderStages,
  ORDERS_PAGE_SIZE,
  type JobOrder,
  type JobPriority,
  type OrderStage,
} from "../../common/schemas/job-orders";
import type { JobFields } from "../../common/schemas/job-form";
import { pageNumber } from "../../common/schemas/paging";
import type { DB } from "../db/schema";
import { assertAdmin, assertStaff, type Actor, type DomainContext } from "./context";
import { DomainError } from "./errors";
import { isUserId } from "./ids";
import { indiaDate } from "./jobs";

export const PAST_TARGET_DATE_MESSAGE = /*i18n*/ "The target date has passed. Choose today or a later date.";
export const HAND_OVER_MESSAGE = /*i18n*/ "Only an admin can give a job order to another recruiter.";

const refuse = (field: string, message: string) =>
  new DomainError("invalid", message, { title: /*i18n*/ "Error", fieldErrors: { [field]: message } });

/** The ids among `ids` that are no recruiter's or admin's: a job order is owned by the firm's staff. */
export async function notStaff(db: Kysely<DB>, ids: string[]): Promise<Set<string>> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Set();
  const found = await db
    .selectFrom("user_roles")
    .select("user_id")
    .where("user_id", "in", wanted)
    .where("role", "in", ["moderator", "admin"])
    .execute();
  const staff = new Set(found.map((row) => row.user_id));
  return new Set(wanted.filter((id) => !staff.has(id)));
}

/**
 * A posted or edited job's order fields, checked against who asks and what
 * the job had (`before`, when editing). No owner given keeps the owner it has
 * (editing) or makes the caller its owner (posting). Naming another owner is
 * an admin's, and the owner must be staff. A target date before today (India)
 * is refused when posting, or when an edit changes it: an overdue order is
 * kept as it is while its other fields change. Nothing is written here.
 */
export async function checkJobOrder<J extends JobFields>(
  ctx: DomainContext,
  actor: Actor,
  job: J,
  {
    before = null,
    now = new Date(),
  }: { before?: Pick<JobFields, "owner_id" | "target_date"> | null; now?: Date } = {},
): Promise<J> {
  const current = before ? before.owner_id : actor.userId;
  const owner = job.owner_id ?? current;
  if (owner !== current) {
    if (actor.role !== "admin") throw refuse("owner_id", HAND_OVER_MESSAGE);
    if (owner === null || (await notStaff(ctx.db, [owner])).size) throw refuse("owner_id", CHOOSE_OWNER);
  }
  const changedTarget = !before || before.target_date !== job.target_date;
  if (job.target_date && changedTarget && job.target_date < indiaDate(now)) {
    throw refuse("target_date", PAST_TARGET_DATE_MESSAGE);
  }
  return { ...job, owner_id: owner };
}

/** The recruiters (and admins) an admin may give an order to, by e-mail. */
export async function recruiterChoices(ctx: DomainContext): Promise<{ id: string; email: string }[]> {
  assertAdmin(ctx);
  return ctx.db
    .selectFrom("user_roles")
    .select(["user_id as id", "email"])
    .where("role", "in", ["moderator", "admin"])
    .orderBy("email")
    .limit(1000)
    .execute();
}

/** The job form's choice of owner: an admin's (who may give an order to any recruiter); none for a recruiter. */
export async function ownerChoices(
  ctx: DomainContext,
): Promise<{ me: string; recruiters: { id: string; email: string }[] } | null> {
  const actor = assertStaff(ctx);
  if (actor.role !== "admin") return null;
  return { me: actor.userId, recruiters: await recruiterChoices(ctx) };
}

export interface OrderQuery {
  page?: unknown;
  /** An admin's filter: one recruiter's id; anything else (or "all") is every order. */
  owner?: unknown;
}

const DAY = 86_400_000;

/**
 * The open job orders of the caller (an admin: everyone's, or one
 * recruiter's), what needs attention first (decision 0052), a page at a time.
 * Two queries whatever the number of orders: how many there are, and the
 * page, whose counts per stage come from one aggregate over the orders'
 * applications (the index on job, stage and date answers it alone).
 */
export async function listJobOrders(
  ctx: DomainContext,
  query: OrderQuery = {},
  { now = new Date() }: { now?: Date } = {},
) {
  const actor = assertStaff(ctx);
  const isAdmin = actor.role === "admin";
  const ownerFilter =
    isAdmin && typeof query.owner === "string" && query.owner !== "all" && isUserId(query.owner)
      ? query.owner
      : null;
  const owner = isAdmin ? ownerFilter : actor.userId;
  const page = pageNumber(query.page);
  const today = indiaDate(now);

  const open = () =>
    ctx.db
      .selectFrom("jobs")
      .where("jobs.is_active", "=", true)
      .$if(owner !== null, (q) => q.where("jobs.owner_id", "=", owner!));
  const stageCount = (stage: OrderStage) =>
    sql<number>`count(*) filter (where job_applications.application_status = ${stage})`;
  const counted = (stage: OrderStage) => sql<number>`coalesce(counts.${sql.ref(stage)}, 0)::int`;
  // Placed (decision 0057): joined, and not ended inside the guarantee, which frees the opening again.
  const placed = sql<number>`coalesce(placed.n, 0)::int`;
  const pressing = sql<boolean>`(jobs.priority = 'urgent' or coalesce(jobs.target_date < ${today}::date, false))`;
  const rank = sql<number>`case jobs.priority when 'urgent' then 3 when 'high' then 2 when 'normal' then 1 else 0 end`;

  const [total, rows] = await Promise.all([
    open()
      .select(sql<number>`count(*)::int`.as("n"))
      .executeTakeFirstOrThrow(),
    open()
      .leftJoin(
        (db) =>
          db
            .selectFrom("job_applications")
            .select([
              "job_applications.job_id",
              stageCount("applied").as("applied"),
              stageCount("screening").as("screening"),
              stageCount("submitted").as("submitted"),
              stageCount("client_interview").as("client_interview"),
              stageCount("offered").as("offered"),
              stageCount("joined").as("joined"),
              sql<Date | null>`min(job_applications.applied_at) filter (where job_applications.application_status = 'applied')`.as(
                "waiting_since",
              ),
            ])
            .where("job_applications.job_id", "in", open().select("jobs.id"))
            .groupBy("job_applications.job_id")
            .as("counts"),
        (join) => join.onRef("counts.job_id", "=", "jobs.id"),
      )
      .leftJoin(
        (db) =>
          db
            .selectFrom("placements")
            .select([
              "placements.job_id",
              sql<number>`count(*) filter (where placements.joined_on is not null and (placements.ended_on is null or placements.ended_on > placements.guarantee_ends_on))`.as(
                "n",
              ),
            ])
            .where("placements.job_id", "in", open().select("jobs.id"))
            .groupBy("placements.job_id")
            .as("placed"),
        (join) => join.onRef("placed.job_id", "=", "jobs.id"),
      )
      .leftJoin("clients", "clients.id", "jobs.client_id")
      .leftJoin("user as owner", "owner.id", "jobs.owner_id")
      .select([
        "jobs.id",
        "jobs.title",
        sql<string>`coalesce(clients.name, jobs.company_name)`.as("client"),
        "jobs.is_confidential as confidential",
        "owner.email as owner",
        "jobs.openings",
        "jobs.priority",
        "jobs.target_date",
        "jobs.created_at",
        "counts.waiting_since",
        ...orderStages.map((stage) => counted(stage).as(stage)),
        placed.as("placed"),
      ])
      // What needs attention first (decision 0052): an order already filled
      // waits only to be closed, so it goes last; then urgent or overdue
      // orders; then new applications, the longest waiting first; then the
      // nearest target date; then priority; then the oldest order.
      .orderBy(sql`${placed} >= jobs.openings`)
      .orderBy(pressing, "desc")
      .orderBy(sql`counts.waiting_since asc nulls last`)
      .orderBy(sql`jobs.target_date asc nulls last`)
      .orderBy(rank, "desc")
      .orderBy("jobs.created_at", "asc")
      .orderBy("jobs.id")
      .limit(ORDERS_PAGE_SIZE)
      .offset((page - 1) * ORDERS_PAGE_SIZE)
      .execute(),
  ]);

  const days = (from: Date | string) =>
    Math.max(0, Math.floor((now.getTime() - new Date(from).getTime()) / DAY));
  const orders: JobOrder[] = rows.map((row) => {
    const stages = Object.fromEntries(
      orderStages.map((stage) => [stage, Number((row as Record<string, unknown>)[stage] ?? 0)]),
    ) as Record<OrderStage, number>;
    return {
      id: row.id,
      title: row.title,
      client: row.client,
      confidential: row.confidential,
      owner: row.owner ?? null,
      openings: row.openings,
      placed: Number(row.placed),
      priority: row.priority as JobPriority,
      target_date: row.target_date,
      overdue: row.target_date !== null && row.target_date < today,
      days_to_target:
        row.target_date === null
          ? null
          : Math.round((Date.parse(`${row.target_date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY),
      days_open: days(row.created_at),
      stages,
      waiting_days: row.waiting_since ? days(row.waiting_since) : null,
    };
  });
  const count = Number(total.n);
  return {
    orders,
    page,
    total: count,
    pageCount: Math.max(1, Math.ceil(count / ORDERS_PAGE_SIZE)),
    /** The admin's filter as applied: a recruiter's id, or null for everyone's orders. */
    owner: isAdmin ? ownerFilter : null,
    today,
  };
}
