// The firm's numbers (issue #38 part D, decision 0058): how fast an order gets
// its first candidate in front of the client against the 24-hour promise,
// how far those candidates go (a funnel that never widens), how long an
// order takes to fill, placements and fees per recruiter and month, how many
// hires stay through the client's guarantee (the 98 % promise), and where
// applicants come from. An admin sees every order, or one recruiter's,
// client's or job's; a recruiter only their own. A period is India days,
// [from, to] both included.
//
// Where each figure comes from (decision 0058): "sent to the client" is a
// submittal's sent_at (the CV reached the client with the candidate's
// consent); a client interview is the client's Interview decision on a
// submittal or the recruiter's move to Client interview; an offer is a
// placement not declined, a joining its joined_on.
import { sql, type RawBuilder } from "kysely";
import { applicationSources, type ApplicationSource } from "../../common/schemas/application-source";
import type {
  EndReason,
  FirstSubmissionFigure,
  FunnelFigure,
  PlacementsFigure,
  RetentionFigure,
  SourcesFigure,
  TimeToFillFigure,
} from "../../common/schemas/reports";
import { toCsv } from "./csv";
import { assertStaff, type DomainContext } from "./context";
import { DomainError } from "./errors";
import { isUserId, isUuid } from "./ids";
import { indiaDate } from "./jobs";

export const reportFigures = [
  "first-submission",
  "funnel",
  "time-to-fill",
  "placements",
  "retention",
  "sources",
] as const;
export type ReportFigure = (typeof reportFigures)[number];

export const isReportFigure = (value: unknown): value is ReportFigure =>
  typeof value === "string" && (reportFigures as readonly string[]).includes(value);

/** The 24-hour promise: an order's first candidate in front of the client within a day. */
export const PROMISE_HOURS = 24;
/** The longest period asked for at once; a longer one is cut to this many days, ending where it ended. */
export const MAX_PERIOD_DAYS = 366;
/** The period shown when none (or nonsense) is asked for: the last 30 days. */
export const DEFAULT_PERIOD_DAYS = 30;
/** How many of the slowest orders the first figure lists. */
export const SLOWEST_ORDERS = 10;
/** The home page's promise: hires kept through the client's guarantee, in percent. */
export const RETENTION_PROMISE = 98;
/** How many guarantee failures the retention figure lists (the count is always whole). */
export const FAILURES_LISTED = 100;

export type {
  FirstSubmissionFigure,
  FunnelFigure,
  PlacementsFigure,
  RetentionFigure,
  SourcesFigure,
  TimeToFillFigure,
};

const DAY = 86_400_000;

export interface ReportQuery {
  from?: unknown;
  to?: unknown;
  /** An admin's filter: one recruiter's id. A recruiter's own orders are always theirs alone. */
  owner?: unknown;
  client?: unknown;
  job?: unknown;
}

export interface ReportPeriod {
  /** India dates, both included (YYYY-MM-DD). */
  from: string;
  to: string;
  /** The period as instants: [start, end). */
  start: Date;
  end: Date;
  /** The dates asked for were not usable as given (not dates, reversed, or too long): these are what is shown. */
  adjusted: boolean;
}

export interface ReportScope {
  owner: string | null;
  client: string | null;
  job: string | null;
}

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real date from 2000 to 2100 written YYYY-MM-DD, else null. */
function dateOf(value: unknown): string | null {
  if (typeof value !== "string" || value.length !== 10) return null;
  const match = datePattern.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 2000 || year > 2100) return null;
  const time = Date.UTC(year, month - 1, day);
  return new Date(time).toISOString().slice(0, 10) === value ? value : null;
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const indiaMidnight = (date: string) => new Date(`${date}T00:00:00+05:30`);

/**
 * The period asked for, made usable: a missing or unreadable end is today
 * (India); a missing or unreadable start is 30 days before the end; reversed
 * dates are swapped; more than a year is cut to the year ending at the end.
 * Never a refusal: the page says when it changed what was asked.
 */
export function reportPeriod(query: Pick<ReportQuery, "from" | "to">, now = new Date()): ReportPeriod {
  const askedFrom = dateOf(query.from);
  const askedTo = dateOf(query.to);
  let adjusted =
    (query.from !== undefined && query.from !== null && query.from !== "" && !askedFrom) ||
    (query.to !== undefined && query.to !== null && query.to !== "" && !askedTo);
  let to = askedTo ?? indiaDate(now);
  let from = askedFrom ?? addDays(to, 1 - DEFAULT_PERIOD_DAYS);
  if (from > to) {
    [from, to] = [to, from];
    adjusted = true;
  }
  if (addDays(from, MAX_PERIOD_DAYS) <= to) {
    from = addDays(to, 1 - MAX_PERIOD_DAYS);
    adjusted = true;
  }
  return { from, to, start: indiaMidnight(from), end: indiaMidnight(addDays(to, 1)), adjusted };
}

/**
 * Whose numbers: a recruiter's own orders, whatever they ask; an admin's
 * choice of recruiter, client and job (each optional). An id of the wrong
 * shape is no filter for an admin, and nothing for a recruiter beyond their own.
 */
export function reportScope(ctx: DomainContext, query: ReportQuery): ReportScope {
  const actor = assertStaff(ctx);
  const asked = (value: unknown, valid: (text: string) => boolean) =>
    typeof value === "string" && value !== "all" && valid(value) ? value : null;
  return {
    owner: actor.role === "admin" ? asked(query.owner, isUserId) : actor.userId,
    client: asked(query.client, isUuid),
    job: asked(query.job, isUuid),
  };
}

/** The scope as a condition on the jobs aliased `j`. */
function onJobs(scope: ReportScope): RawBuilder<boolean> {
  const parts: RawBuilder<unknown>[] = [sql`true`];
  if (scope.owner) parts.push(sql`j.owner_id = ${scope.owner}`);
  if (scope.client) parts.push(sql`j.client_id = ${scope.client}`);
  if (scope.job) parts.push(sql`j.id = ${scope.job}`);
  return sql<boolean>`(${sql.join(parts, sql` and `)})`;
}

/**
 * The scope as a condition on the placements aliased `p`: a placement is the
 * credited recruiter's (recruiter_id, the order's owner when the offer was
 * recorded), so an order handed on keeps its earlier hires with who made them.
 */
function onPlacements(scope: ReportScope): RawBuilder<boolean> {
  const parts: RawBuilder<unknown>[] = [sql`true`];
  if (scope.owner) parts.push(sql`p.recruiter_id = ${scope.owner}`);
  if (scope.client) parts.push(sql`p.client_id = ${scope.client}`);
  if (scope.job) parts.push(sql`p.job_id = ${scope.job}`);
  return sql<boolean>`(${sql.join(parts, sql` and `)})`;
}

const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
const numOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10;
const share = (part: number, whole: number): number | null =>
  whole ? Math.round((part / whole) * 1000) / 10 : null;

/** Figure 1: order opened → first candidate sent to the client, against the 24-hour promise. */
export async function firstSubmissionFigure(
  ctx: DomainContext,
  query: ReportQuery = {},
  { now = new Date() }: { now?: Date } = {},
): Promise<FirstSubmissionFigure> {
  const scope = reportScope(ctx, query);
  const period = reportPeriod(query, now);
  const orders = sql`
    select j.id, j.title, j.created_at, j.client_id, j.owner_id from jobs j
    where j.created_at >= ${period.start} and j.created_at < ${period.end}
      and j.client_id is not null and ${onJobs(scope)}`;
  // Only submittals that went out (sent_at set: sent, or sent and later revoked).
  const firsts = sql`
    select s.job_id, min(s.sent_at) as first_at
    from submittals s
    where s.sent_at is not null and s.job_id in (select o.id from o)
    group by s.job_id`;
  const hours = sql`extract(epoch from (f.first_at - o.created_at)) / 3600`;
  const waited = sql`extract(epoch from (${now}::timestamptz - o.created_at)) / 3600`;
  const due = sql`(f.first_at is not null or o.created_at < ${now}::timestamptz - interval '24 hours')`;
  const summary = await sql<Record<string, unknown>>`
    with o as (${orders}), f as (${firsts})
    select count(*) as orders,
      count(*) filter (where ${due}) as due,
      count(*) filter (where ${hours} <= ${PROMISE_HOURS}) as kept,
      percentile_cont(0.5) within group (order by ${hours}) filter (where f.first_at is not null) as median,
      count(*) filter (where ${hours} < 6) as under_6h,
      count(*) filter (where ${hours} >= 6 and ${hours} <= 24) as b6_to_24h,
      count(*) filter (where ${hours} > 24 and ${hours} <= 72) as b1_to_3d,
      count(*) filter (where ${hours} > 72) as over_3d,
      count(*) filter (where f.first_at is null and ${due}) as none_yet
    from o left join f on f.job_id = o.id`.execute(ctx.db);
  const row = summary.rows[0] ?? {};
  const slow = await sql<{
    id: string;
    title: string;
    client: string;
    owner: string | null;
    opened_at: Date;
    first_at: Date | null;
    hours: number;
  }>`
    with o as (${orders}), f as (${firsts})
    select o.id, o.title, c.name as client, u.email as owner, o.created_at as opened_at, f.first_at,
      coalesce(${hours}, ${waited}) as hours
    from o left join f on f.job_id = o.id
      join clients c on c.id = o.client_id
      left join "user" u on u.id = o.owner_id
    where ${due} and (f.first_at is null or ${hours} > ${PROMISE_HOURS})
    order by (f.first_at is null) desc, coalesce(${hours}, ${waited}) desc, o.id
    limit ${SLOWEST_ORDERS}`.execute(ctx.db);
  const dueCount = num(row.due);
  const kept = num(row.kept);
  return {
    orders: num(row.orders),
    due: dueCount,
    kept,
    keptShare: share(kept, dueCount),
    notDueYet: num(row.orders) - dueCount,
    medianHours: numOrNull(row.median),
    buckets: [
      { key: "under_6h", count: num(row.under_6h), kept: true },
      { key: "6_to_24h", count: num(row.b6_to_24h), kept: true },
      { key: "1_to_3d", count: num(row.b1_to_3d), kept: false },
      { key: "over_3d", count: num(row.over_3d), kept: false },
      { key: "none_yet", count: num(row.none_yet), kept: false },
    ],
    slowest: slow.rows.map((order) => ({
      ...order,
      opened_at: new Date(order.opened_at),
      first_at: order.first_at ? new Date(order.first_at) : null,
      hours: Math.round(Number(order.hours) * 10) / 10,
    })),
  };
}

/**
 * Figure 2: the funnel of the applications first sent to a client in the
 * period (the cohort: their earliest submittal's sent_at), each counted at
 * every stage it or a later one reached, by now. A stage skipped (an offer
 * straight after the client saw the CV) still counts as passed, so the
 * funnel never widens. An interview is the client's Interview decision on
 * one of the application's submittals, or a move to Client interview (an
 * interview arranged by telephone); an offer is a placement not declined;
 * a joining, a placement with its joining day.
 */
export async function funnelFigure(
  ctx: DomainContext,
  query: ReportQuery = {},
  { now = new Date() }: { now?: Date } = {},
): Promise<FunnelFigure> {
  const scope = reportScope(ctx, query);
  const period = reportPeriod(query, now);
  // The cohort: the sendings in the period with none earlier (a range of
  // submittals_sent_idx, then an anti-join). The placements and the Interview
  // decisions are a few thousand rows: each IN list is hashed once. The stage
  // history is the largest table: a move to Client interview is looked up (an
  // index probe) only for an application nothing else counts as interviewed,
  // so the cost follows the period's cohort, not the years of history.
  const result = await sql<Record<string, unknown>>`
    with c as (
      select distinct s.application_id
      from submittals s join jobs j on j.id = s.job_id
      where s.sent_at >= ${period.start} and s.sent_at < ${period.end} and ${onJobs(scope)}
        and not exists (select from submittals e
          where e.application_id = s.application_id and e.sent_at < s.sent_at)
    ), r as materialized (
      select c.application_id,
        c.application_id in (select p.application_id from placements p where p.joined_on is not null) as joined,
        c.application_id in (select p.application_id from placements p where p.status <> 'offer_declined')
          as offered,
        c.application_id in (select s.application_id from submittal_decisions d
            join submittals s on s.id = d.submittal_id where d.decision = 'interview') as decided
      from c
    )
    select count(*) as submitted,
      count(*) filter (where joined or offered or decided or exists (select from application_status_changes h
        where h.application_id = r.application_id and h.to_status = 'client_interview')) as interviews,
      count(*) filter (where offered or joined) as offers,
      count(*) filter (where joined) as joins
    from r`.execute(ctx.db);
  const row = result.rows[0] ?? {};
  return {
    submitted: num(row.submitted),
    interviews: num(row.interviews),
    offers: num(row.offers),
    joins: num(row.joins),
  };
}

/** A placement's joining day as the instant it began in India. */
const joinedAt = sql`(p.joined_on::timestamp at time zone 'Asia/Kolkata')`;

/**
 * Figure 3: time to fill, per offer made in the period (a placement not
 * declined, by its offered_at): order opened → offer, and → the joining day.
 */
export async function timeToFillFigure(
  ctx: DomainContext,
  query: ReportQuery = {},
  { now = new Date() }: { now?: Date } = {},
): Promise<TimeToFillFigure> {
  const scope = reportScope(ctx, query);
  const period = reportPeriod(query, now);
  const result = await sql<Record<string, unknown>>`
    with f as (
      select extract(epoch from (p.offered_at - j.created_at)) / 86400 as to_offer,
        extract(epoch from (${joinedAt} - j.created_at)) / 86400 as to_join
      from placements p join jobs j on j.id = p.job_id
      where p.offered_at >= ${period.start} and p.offered_at < ${period.end}
        and p.status <> 'offer_declined' and ${onJobs(scope)}
    )
    select count(*) as offers,
      percentile_cont(0.5) within group (order by to_offer) as median_offer,
      count(*) filter (where to_offer <= 7) as within_7d,
      count(*) filter (where to_offer > 7 and to_offer <= 14) as b8_to_14d,
      count(*) filter (where to_offer > 14 and to_offer <= 30) as b15_to_30d,
      count(*) filter (where to_offer > 30) as over_30d,
      count(to_join) as joined,
      percentile_cont(0.5) within group (order by to_join) filter (where to_join is not null) as median_join
    from f`.execute(ctx.db);
  const row = result.rows[0] ?? {};
  const offers = num(row.offers);
  return {
    offers,
    medianDaysToOffer: numOrNull(row.median_offer),
    withinSevenDays: share(num(row.within_7d), offers),
    joined: num(row.joined),
    medianDaysToJoin: numOrNull(row.median_join),
    buckets: [
      { key: "within_7d", count: num(row.within_7d) },
      { key: "8_to_14d", count: num(row.b8_to_14d) },
      { key: "15_to_30d", count: num(row.b15_to_30d) },
      { key: "over_30d", count: num(row.over_30d) },
    ],
  };
}

/** The months (YYYY-MM) from the period's first day to its last, in order. */
function monthsOf(period: ReportPeriod): string[] {
  const months: string[] = [];
  let [year, month] = [Number(period.from.slice(0, 4)), Number(period.from.slice(5, 7))];
  const last = period.to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, "0")}`;
    months.push(key);
    if (key >= last) return months;
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
}

/**
 * Figure 4: placements that joined in the period (their joining day), per
 * credited recruiter and per month: how many, and the fees in whole rupees.
 * A placement whose fee is not recorded counts, and is said to be missing.
 */
export async function placementsFigure(
  ctx: DomainContext,
  query: ReportQuery = {},
  { now = new Date() }: { now?: Date } = {},
): Promise<PlacementsFigure> {
  const scope = reportScope(ctx, query);
  const period = reportPeriod(query, now);
  const result = await sql<{
    recruiter_id: string | null;
    recruiter: string | null;
    month: string;
    n: unknown;
    fees: unknown;
    missing: unknown;
  }>`
    select p.recruiter_id, coalesce(nullif(u.name, ''), u.email) as recruiter,
      to_char(p.joined_on, 'YYYY-MM') as month, count(*) as n,
      coalesce(sum(p.fee_amount), 0) as fees, count(*) filter (where p.fee_amount is null) as missing
    from placements p left join "user" u on u.id = p.recruiter_id
    where p.joined_on >= ${period.from}::date and p.joined_on <= ${period.to}::date and ${onPlacements(scope)}
    group by p.recruiter_id, u.name, u.email, to_char(p.joined_on, 'YYYY-MM')
    order by month, recruiter, p.recruiter_id`.execute(ctx.db);
  const rows = result.rows.map((row) => ({
    month: row.month,
    recruiterId: row.recruiter_id,
    recruiter: row.recruiter,
    placements: num(row.n),
    fees: num(row.fees),
    detailsMissing: num(row.missing),
  }));
  const months = monthsOf(period).map((month) => {
    const of = rows.filter((row) => row.month === month);
    return {
      month,
      placements: of.reduce((sum, row) => sum + row.placements, 0),
      fees: of.reduce((sum, row) => sum + row.fees, 0),
      detailsMissing: of.reduce((sum, row) => sum + row.detailsMissing, 0),
    };
  });
  const byRecruiter = new Map<string, PlacementsFigure["recruiters"][number]>();
  for (const row of rows) {
    const key = row.recruiterId ?? "";
    const seen = byRecruiter.get(key) ?? {
      recruiterId: row.recruiterId,
      recruiter: row.recruiter,
      placements: 0,
      fees: 0,
      detailsMissing: 0,
    };
    seen.placements += row.placements;
    seen.fees += row.fees;
    seen.detailsMissing += row.detailsMissing;
    byRecruiter.set(key, seen);
  }
  const recruiters = [...byRecruiter.values()].sort(
    (a, b) =>
      b.fees - a.fees || b.placements - a.placements || (a.recruiter ?? "").localeCompare(b.recruiter ?? ""),
  );
  return {
    placements: months.reduce((sum, month) => sum + month.placements, 0),
    fees: months.reduce((sum, month) => sum + month.fees, 0),
    detailsMissing: months.reduce((sum, month) => sum + month.detailsMissing, 0),
    months,
    recruiters,
    rows,
  };
}

/**
 * Figure 5: the replacement guarantees that closed in the period, against
 * the 98 % retention promise. A guarantee closes when the person leaves
 * within it (ended_on on or before guarantee_ends_on: left, terminated or
 * replaced; a failure, on the day they left) or when it runs out with them
 * still there (kept, on its last day, once that day is past).
 */
export async function retentionFigure(
  ctx: DomainContext,
  query: ReportQuery = {},
  { now = new Date() }: { now?: Date } = {},
): Promise<RetentionFigure> {
  const scope = reportScope(ctx, query);
  const period = reportPeriod(query, now);
  const [from, to, today] = [period.from, period.to, indiaDate(now)];
  const failed = sql<boolean>`(p.ended_on is not null and p.ended_on <= p.guarantee_ends_on)`;
  // The failures by ended_on (placements_ended_idx), the guarantees run out by guarantee_ends_on.
  const closed = sql`
    select p.* from placements p
    where p.ended_on >= ${from}::date and p.ended_on <= ${to}::date and ${failed} and ${onPlacements(scope)}
    union all
    select p.* from placements p
    where p.guarantee_ends_on >= ${from}::date and p.guarantee_ends_on <= ${to}::date
      and p.guarantee_ends_on < ${today}::date and not ${failed} and ${onPlacements(scope)}`;
  const summary = await sql<Record<string, unknown>>`
    with p as (${closed})
    select count(*) as closed,
      count(*) filter (where ${failed}) as failed,
      count(*) filter (where ${failed} and p.end_reason = 'left') as left_,
      count(*) filter (where ${failed} and p.end_reason = 'terminated') as terminated,
      count(*) filter (where ${failed} and p.end_reason = 'replaced') as replaced,
      coalesce(sum(p.fee_amount) filter (where ${failed}), 0) as fees
    from p`.execute(ctx.db);
  const row = summary.rows[0] ?? {};
  const list = await sql<{
    id: string;
    first_name: string | null;
    last_name: string | null;
    title: string;
    client: string | null;
    recruiter: string | null;
    joined_on: string;
    ended_on: string;
    end_reason: EndReason;
    guarantee_ends_on: string;
    fee: number | null;
  }>`
    with p as (${closed})
    select p.id, cp.first_name, cp.last_name, j.title, c.name as client,
      coalesce(nullif(u.name, ''), u.email) as recruiter, p.joined_on::text as joined_on,
      p.ended_on::text as ended_on, p.end_reason, p.guarantee_ends_on::text as guarantee_ends_on,
      p.fee_amount as fee
    from p join jobs j on j.id = p.job_id
      join job_applications a on a.id = p.application_id
      join candidate_profiles cp on cp.id = a.candidate_id
      left join clients c on c.id = p.client_id
      left join "user" u on u.id = p.recruiter_id
    where ${failed}
    order by p.ended_on desc, p.id
    limit ${FAILURES_LISTED}`.execute(ctx.db);
  const closedCount = num(row.closed);
  const failedCount = num(row.failed);
  return {
    closed: closedCount,
    kept: closedCount - failedCount,
    failed: failedCount,
    byReason: [
      { key: "left", count: num(row.left_) },
      { key: "terminated", count: num(row.terminated) },
      { key: "replaced", count: num(row.replaced) },
    ],
    retention: share(closedCount - failedCount, closedCount),
    promise: RETENTION_PROMISE,
    feesAtRisk: num(row.fees),
    failures: list.rows.map(({ first_name, last_name, fee, ...failure }) => ({
      ...failure,
      candidate: [first_name, last_name].filter(Boolean).join(" "),
      fee: fee === null ? null : Number(fee),
    })),
  };
}

/** Figure 6: where the applications made in the period came from. */
export async function sourcesFigure(
  ctx: DomainContext,
  query: ReportQuery = {},
  { now = new Date() }: { now?: Date } = {},
): Promise<SourcesFigure> {
  const scope = reportScope(ctx, query);
  const period = reportPeriod(query, now);
  const result = await sql<{ source: ApplicationSource; n: unknown }>`
    select a.source, count(*) as n
    from job_applications a join jobs j on j.id = a.job_id
    where a.applied_at >= ${period.start} and a.applied_at < ${period.end} and ${onJobs(scope)}
    group by a.source`.execute(ctx.db);
  const counts = new Map(result.rows.map((row) => [row.source, num(row.n)]));
  const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
  const sources = applicationSources
    .map((source) => ({
      source,
      count: counts.get(source) ?? 0,
      share: share(counts.get(source) ?? 0, total),
    }))
    .sort((a, b) => b.count - a.count);
  return { total, sources };
}

export type Figures = {
  "first-submission": FirstSubmissionFigure;
  funnel: FunnelFigure;
  "time-to-fill": TimeToFillFigure;
  placements: PlacementsFigure;
  retention: RetentionFigure;
  sources: SourcesFigure;
};

const figureFunctions: {
  [F in ReportFigure]: (
    ctx: DomainContext,
    query: ReportQuery,
    options: { now?: Date },
  ) => Promise<Figures[F]>;
} = {
  "first-submission": firstSubmissionFigure,
  funnel: funnelFigure,
  "time-to-fill": timeToFillFigure,
  placements: placementsFigure,
  retention: retentionFigure,
  sources: sourcesFigure,
};

export const figureNotFound = () =>
  new DomainError("not_found", /*i18n*/ "There is no such report.", { title: /*i18n*/ "Not found" });

/** One figure by its name (the API's and the CSV's), with the period and scope it was worked out for. */
export async function reportFigure<F extends ReportFigure>(
  ctx: DomainContext,
  figure: F | string,
  query: ReportQuery = {},
  { now = new Date() }: { now?: Date } = {},
): Promise<{ figure: F; period: ReportPeriod; scope: ReportScope; data: Figures[F]; asOf: Date }> {
  const scope = reportScope(ctx, query);
  if (!isReportFigure(figure)) throw figureNotFound();
  const data = (await figureFunctions[figure](ctx, query, { now })) as Figures[F];
  return { figure: figure as F, period: reportPeriod(query, now), scope, data, asOf: now };
}

/** Every figure of the reports page at once. */
export async function allReports(ctx: DomainContext, query: ReportQuery = {}, { now = new Date() } = {}) {
  const scope = reportScope(ctx, query);
  const period = reportPeriod(query, now);
  const [firstSubmission, funnel, timeToFill, placements, retention, sources] = await Promise.all([
    firstSubmissionFigure(ctx, query, { now }),
    funnelFigure(ctx, query, { now }),
    timeToFillFigure(ctx, query, { now }),
    placementsFigure(ctx, query, { now }),
    retentionFigure(ctx, query, { now }),
    sourcesFigure(ctx, query, { now }),
  ]);
  return { period, scope, asOf: now, firstSubmission, funnel, timeToFill, placements, retention, sources };
}

/**
 * One figure as CSV (English column headers, as the other exports: sheets and
 * importers read them), with the same numbers as the page's table.
 */
export async function reportCsv(
  ctx: DomainContext,
  figure: string,
  query: ReportQuery = {},
  { now = new Date() }: { now?: Date } = {},
): Promise<{ filename: string; csv: string }> {
  const report = await reportFigure(ctx, figure, query, { now });
  const filename = `${report.figure}-${report.period.from}-to-${report.period.to}.csv`;
  const d = report.data as Figures[ReportFigure];
  switch (report.figure) {
    case "first-submission": {
      const f = d as FirstSubmissionFigure;
      const rows: unknown[][] = [
        ["Orders opened", f.orders],
        ["Due (sent, or older than 24 hours)", f.due],
        ["Sent within 24 hours", f.kept],
        ["Share kept (%)", f.keptShare ?? ""],
        ["Not due yet", f.notDueYet],
        ["Median hours to first candidate sent", f.medianHours ?? ""],
        ...f.buckets.map((bucket) => [`Orders: ${bucket.key}`, bucket.count]),
        ...f.slowest.map((order) => [
          `Slow order: ${order.title} (${order.client})`,
          order.hours,
          order.opened_at.toISOString(),
          order.first_at?.toISOString() ?? "",
          order.owner ?? "",
        ]),
      ];
      return { filename, csv: toCsv(["Measure", "Value", "Opened", "First sent", "Owner"], rows) };
    }
    case "funnel": {
      const f = d as FunnelFigure;
      return {
        filename,
        csv: toCsv(
          ["Stage", "Applications"],
          [
            ["Sent to the client", f.submitted],
            ["Client interview", f.interviews],
            ["Offered", f.offers],
            ["Joined", f.joins],
          ],
        ),
      };
    }
    case "time-to-fill": {
      const f = d as TimeToFillFigure;
      return {
        filename,
        csv: toCsv(
          ["Measure", "Value"],
          [
            ["Offers made", f.offers],
            ["Median days, order to offer", f.medianDaysToOffer ?? ""],
            ["Share within 7 days (%)", f.withinSevenDays ?? ""],
            ["Joined", f.joined],
            ["Median days, order to joining", f.medianDaysToJoin ?? ""],
            ...f.buckets.map((bucket) => [`Offers: ${bucket.key}`, bucket.count]),
          ],
        ),
      };
    }
    case "placements": {
      const f = d as PlacementsFigure;
      return {
        filename,
        csv: toCsv(
          ["Month", "Recruiter", "Placements", "Fees (INR)", "Fee not recorded"],
          f.rows.map((row) => [row.month, row.recruiter ?? "", row.placements, row.fees, row.detailsMissing]),
        ),
      };
    }
    case "retention": {
      const f = d as RetentionFigure;
      const rows: unknown[][] = [
        ["Guarantees closed", f.closed],
        ["Kept through the guarantee", f.kept],
        ["Left or replaced within it", f.failed],
        ...f.byReason.map((reason) => [`Ended: ${reason.key}`, reason.count]),
        ["Retention (%)", f.retention ?? ""],
        ["Promise (%)", f.promise],
        ["Fees of the failed placements (INR)", f.feesAtRisk],
        ...f.failures.map((failure) => [
          `Failure: ${failure.candidate}; ${failure.title}${failure.client ? ` (${failure.client})` : ""}`,
          failure.fee ?? "",
          failure.joined_on,
          failure.ended_on,
          failure.end_reason,
          failure.recruiter ?? "",
        ]),
      ];
      return {
        filename,
        csv: toCsv(["Measure", "Value", "Joined", "Ended", "Reason", "Recruiter"], rows),
      };
    }
    default: {
      const f = d as SourcesFigure;
      return {
        filename,
        csv: toCsv(
          ["Source", "Applications", "Share (%)"],
          f.sources.map((row) => [row.source, row.count, row.share ?? ""]),
        ),
      };
    }
  }
}
