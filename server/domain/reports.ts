// The firm's numbers (issue #38 part D, decision 0058): how fast an order gets
// its first candidate in front of the client against the 24-hour promise,
// how far those candidates go (a funnel that never widens), how long an
// order takes to fill, and where applicants come from. An admin sees every
// order, or one recruiter's, client's or job's; a recruiter only the orders
// they own. A period is India days, [from, to] both included.
//
// Where each figure comes from today (decision 0058): "sent to the client" is
// an application's first move to `submitted` or a later stage in the stage
// history (application_status_changes), as are client interviews, offers and
// joins. When submittals (0027) and placements (0029) land, the `MILESTONES`
// joins below are what to point at submittals.sent_at (figures 1 and 2) and
// placements.offered_at / joined_on (figures 2 and 3); the figures' shapes stay.
import { sql, type RawBuilder } from "kysely";
import { applicationSources, type ApplicationSource } from "../../common/schemas/application-source";
import type {
  FirstSubmissionFigure,
  FunnelFigure,
  SourcesFigure,
  TimeToFillFigure,
} from "../../common/schemas/reports";
import { toCsv } from "./csv";
import { assertStaff, type DomainContext } from "./context";
import { DomainError } from "./errors";
import { isUserId, isUuid } from "./ids";
import { indiaDate } from "./jobs";

export const reportFigures = ["first-submission", "funnel", "time-to-fill", "sources"] as const;
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

export type { FirstSubmissionFigure, FunnelFigure, SourcesFigure, TimeToFillFigure };

const DAY = 86_400_000;
const MILESTONES = sql.raw(`('submitted', 'client_interview', 'offered', 'joined')`);

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
  // A plain join, so the planner picks: index lookups for a month's orders, hash joins for a year's.
  const firsts = sql`
    select a.job_id, min(c.changed_at) as first_at
    from o join job_applications a on a.job_id = o.id
    join application_status_changes c on c.application_id = a.id and c.to_status in ${MILESTONES}
    group by a.job_id`;
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
 * period (the cohort), each counted at every stage it or a later one reached,
 * by now. A stage skipped (an offer straight after the client saw the CV)
 * still counts as passed, so the funnel never widens.
 */
export async function funnelFigure(
  ctx: DomainContext,
  query: ReportQuery = {},
  { now = new Date() }: { now?: Date } = {},
): Promise<FunnelFigure> {
  const scope = reportScope(ctx, query);
  const period = reportPeriod(query, now);
  // One pass over the milestones of the applications with one in the period:
  // the first (in the period: the cohort) and the furthest, per application.
  const result = await sql<Record<string, unknown>>`
    with r as (
      select c.application_id,
        max(case c.to_status when 'client_interview' then 1 when 'offered' then 2 when 'joined' then 3 else 0 end)
          as furthest
      from application_status_changes c
      join job_applications a on a.id = c.application_id
      join jobs j on j.id = a.job_id
      where c.to_status in ${MILESTONES} and ${onJobs(scope)}
        and c.application_id in (select c2.application_id from application_status_changes c2
          where c2.to_status in ${MILESTONES} and c2.changed_at >= ${period.start} and c2.changed_at < ${period.end})
      group by c.application_id
      having min(c.changed_at) >= ${period.start} and min(c.changed_at) < ${period.end}
    )
    select count(*) as submitted,
      count(*) filter (where furthest >= 1) as interviews,
      count(*) filter (where furthest >= 2) as offers,
      count(*) filter (where furthest >= 3) as joins
    from r`.execute(ctx.db);
  const row = result.rows[0] ?? {};
  return {
    submitted: num(row.submitted),
    interviews: num(row.interviews),
    offers: num(row.offers),
    joins: num(row.joins),
  };
}

/** Figure 3: time to fill, per offer made in the period: order opened → offer (and → joined). */
export async function timeToFillFigure(
  ctx: DomainContext,
  query: ReportQuery = {},
  { now = new Date() }: { now?: Date } = {},
): Promise<TimeToFillFigure> {
  const scope = reportScope(ctx, query);
  const period = reportPeriod(query, now);
  const result = await sql<Record<string, unknown>>`
    with m as (
      select c.application_id,
        min(c.changed_at) filter (where c.to_status in ('offered', 'joined')) as offered_at,
        min(c.changed_at) filter (where c.to_status = 'joined') as joined_at
      from application_status_changes c
      where c.to_status in ('offered', 'joined')
        and c.application_id in (
          select c2.application_id from application_status_changes c2
          where c2.to_status in ('offered', 'joined') and c2.changed_at >= ${period.start} and c2.changed_at < ${period.end})
      group by c.application_id
    ), p as (
      select extract(epoch from (m.offered_at - j.created_at)) / 86400 as to_offer,
        extract(epoch from (m.joined_at - j.created_at)) / 86400 as to_join
      from m join job_applications a on a.id = m.application_id join jobs j on j.id = a.job_id
      where m.offered_at >= ${period.start} and m.offered_at < ${period.end} and ${onJobs(scope)}
    )
    select count(*) as offers,
      percentile_cont(0.5) within group (order by to_offer) as median_offer,
      count(*) filter (where to_offer <= 7) as within_7d,
      count(*) filter (where to_offer > 7 and to_offer <= 14) as b8_to_14d,
      count(*) filter (where to_offer > 14 and to_offer <= 30) as b15_to_30d,
      count(*) filter (where to_offer > 30) as over_30d,
      count(to_join) as joined,
      percentile_cont(0.5) within group (order by to_join) filter (where to_join is not null) as median_join
    from p`.execute(ctx.db);
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
  const [firstSubmission, funnel, timeToFill, sources] = await Promise.all([
    firstSubmissionFigure(ctx, query, { now }),
    funnelFigure(ctx, query, { now }),
    timeToFillFigure(ctx, query, { now }),
    sourcesFigure(ctx, query, { now }),
  ]);
  return { period, scope, asOf: now, firstSubmission, funnel, timeToFill, sources };
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
