// Employer dashboard, My Jobs (All Jobs for an admin): the jobs posted, each
// with its application count and a link to its applications.
import { ph, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { NoJobs } from "~/components/employer/no-jobs";
import { buttonClass } from "~/components/ui/button";
import { formatDate } from "../../common/format";
import { listMyJobs } from "../../server/domain/employer";
import { requireEmployer } from "../../server/http/guards";
import { pageLoader } from "../../server/http/loader";
import type { Route } from "./+types/employer-dashboard.jobs";

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, requireEmployer, async (ctx) => ({
    isAdmin: ctx.actor.role === "admin",
    jobs: await listMyJobs(ctx),
  }));

export default function JobsTab({ loaderData }: Route.ComponentProps) {
  const { jobs, isAdmin } = loaderData;
  const { t } = useLingui();
  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between">
        <h2 className="text-lg font-semibold text-navy-900">
          {isAdmin ? t`All Posted Jobs` : t`My Posted Jobs`}
        </h2>
      </div>
      {jobs.length === 0 ? (
        <NoJobs />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {jobs.map((job) => (
            <li key={job.id} className="flex flex-col rounded-2xl border border-stone-200 bg-white p-5">
              <div className="flex items-start justify-between gap-2">
                <p className="font-semibold text-navy-900">{job.title}</p>
                {!job.is_active ? (
                  <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-700">
                    {t`Inactive`}
                  </span>
                ) : null}
              </div>
              <p className="text-sm text-ink-muted">{job.company_name}</p>
              <p className="text-sm text-ink-muted">
                {job.location_city}, {job.location_state}
              </p>
              <p className="mt-3 text-sm">
                <strong>{job.application_count}</strong>{" "}
                {t`${plural({ count: job.application_count }, { one: "application", other: "applications" })}`}{" "}
                · {t`Posted ${ph({ date: formatDate(job.created_at) })}`}
              </p>
              <div className="mt-4 flex flex-wrap gap-2">
                <Link
                  to={`/employer-dashboard/applications?job=${job.id}`}
                  className={buttonClass("ghost", "sm")}
                >
                  {t`View Applications`}
                </Link>
                <Link
                  to={`/employer-dashboard/jobs/${job.id}/pipeline`}
                  className={buttonClass("ghost", "sm")}
                >
                  {t`Pipeline board`}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
