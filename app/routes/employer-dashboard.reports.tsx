// Employer dashboard, Reports (issue #38, decision 0058): the firm's numbers
// over a chosen period. A recruiter sees their own orders' (and the placements
// credited to them); an admin everyone's, or one recruiter's. Each figure is a chart drawn on the server, a table with
// the same numbers and a CSV. The period is a GET form: no JavaScript needed.
import { useLingui } from "@lingui/react/macro";
import { formatDate } from "../../common/format";
import { FirstSubmission, Funnel, Sources, TimeToFill } from "~/components/employer/reports/figures";
import { PeriodForm } from "~/components/employer/reports/period-form";
import { Placements, Retention } from "~/components/employer/reports/placement-figures";
import { recruiterChoices } from "../../server/domain/job-orders";
import { allReports } from "../../server/domain/reports";
import { requireEmployer } from "../../server/http/guards";
import { pageLoader } from "../../server/http/loader";
import type { Route } from "./+types/employer-dashboard.reports";

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, requireEmployer, async (ctx) => {
    const { searchParams } = args.url;
    const query = {
      from: searchParams.get("from"),
      to: searchParams.get("to"),
      owner: searchParams.get("owner"),
      client: searchParams.get("client"),
      job: searchParams.get("job"),
    };
    const isAdmin = ctx.actor.role === "admin";
    const [reports, owners] = await Promise.all([
      allReports(ctx, query),
      isAdmin ? recruiterChoices(ctx) : null,
    ]);
    // The CSVs are worked out for the period and scope shown.
    const csvQuery = new URLSearchParams({ from: reports.period.from, to: reports.period.to });
    if (isAdmin && reports.scope.owner) csvQuery.set("owner", reports.scope.owner);
    if (reports.scope.client) csvQuery.set("client", reports.scope.client);
    if (reports.scope.job) csvQuery.set("job", reports.scope.job);
    return {
      ...reports,
      period: { from: reports.period.from, to: reports.period.to, adjusted: reports.period.adjusted },
      owners,
      owner: isAdmin ? reports.scope.owner : null,
      csvQuery: csvQuery.toString(),
    };
  });

export default function ReportsTab({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const {
    period,
    owners,
    owner,
    csvQuery,
    firstSubmission,
    funnel,
    timeToFill,
    placements,
    retention,
    sources,
  } = loaderData;
  const csv = (figure: string) => `/employer-dashboard/reports/csv/${figure}?${csvQuery}`;
  const from = formatDate(period.from);
  const to = formatDate(period.to);
  const asOf = new Date(loaderData.asOf).toLocaleString("en-IN", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Kolkata",
  });
  return (
    <section aria-labelledby="reports-heading" className="space-y-5">
      <div className="space-y-3">
        <div>
          <h2 id="reports-heading" className="text-lg font-semibold text-navy-900">
            {owners ? t`The firm's numbers` : t`My numbers`}
          </h2>
          <p className="text-sm text-ink-muted">
            {owners
              ? t`${from} to ${to}, India time. As of ${asOf}.`
              : t`Your job orders, ${from} to ${to}, India time. As of ${asOf}.`}
          </p>
        </div>
        <PeriodForm from={period.from} to={period.to} owners={owners} owner={owner} />
        {period.adjusted ? (
          <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {t`The dates asked for could not be used as they were, so these are shown. A period is at most 366 days.`}
          </p>
        ) : null}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <FirstSubmission figure={firstSubmission} csv={csv} />
        <Funnel figure={funnel} csv={csv} />
        <TimeToFill figure={timeToFill} csv={csv} />
        <Placements figure={placements} csv={csv} />
        <Retention figure={retention} csv={csv} />
        <Sources figure={sources} csv={csv} />
      </div>
    </section>
  );
}
