// Admin dashboard, All Jobs: every job, searched, sorted and paged in the
// URL, each with its Edit, Duplicate and Close/Reopen (issue #37).
import { ph, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import { Link, useActionData, useFetcher } from "react-router";
import { ActionResult } from "~/components/admin/action-result";
import { SearchBox, Table, td } from "~/components/admin/table";
import { TableHead } from "~/components/admin/table-head";
import { Pager } from "~/components/pager";
import { useToast } from "~/components/toaster";
import { Button, buttonClass } from "~/components/ui/button";
import { formatDate, formatSalaryRange } from "../../common/format";
import { formatPlacesAndMode } from "../../common/schemas/jobs";
import { pageNumber } from "../../common/schemas/paging";
import { listAllJobs, setJobActive } from "../../server/domain/admin";
import { succeeded, formAction } from "../../server/http/action";
import { requireAdmin } from "../../server/http/guards";
import { pageLoader } from "../../server/http/loader";
import { jobLifeIntents } from "./job-life.server";
import type { Route } from "./+types/admin.jobs";

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, requireAdmin, async (ctx) => {
    const { searchParams } = args.url;
    return {
      jobs: await listAllJobs(ctx, {
        q: searchParams.get("q"),
        sort: searchParams.get("sort"),
        dir: searchParams.get("dir"),
        page: pageNumber(searchParams.get("page")),
      }),
    };
  });

export const action = (args: Route.ActionArgs) =>
  formAction(args, requireAdmin, {
    ...jobLifeIntents,
    // The original Activate/Deactivate form, kept for what still sends it.
    // SPEC §8 "Admin dashboard".
    "toggle-job": {
      failed: /*i18n*/ "Failed to update job status.",
      run: async (ctx, form) => {
        // "true" or "false"; anything else is refused by setJobActive, not taken for false.
        const value = form.get("active");
        const active = value === "true" ? true : value === "false" ? false : value;
        await setJobActive(ctx, String(form.get("jobId")), active);
        return succeeded(
          active ? /*i18n*/ "Job activated successfully." : /*i18n*/ "Job deactivated successfully.",
        );
      },
    },
  });

export default function AllJobsTab({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { jobs } = loaderData;
  const count = jobs.total;
  const result = useActionData<typeof action>();
  return (
    <div className="space-y-4">
      <ActionResult result={result} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SearchBox id="jobs-search" placeholder={t`Search title, company or city`} />
        <p className="text-sm text-ink-muted">{t`${plural(count, { one: "# job", other: "# jobs" })}`}</p>
      </div>
      <Table caption={t`All jobs`}>
        <TableHead
          sort={{ key: jobs.sort, dir: jobs.dir }}
          columns={[
            { label: t`Title`, sort: "title" },
            { label: t`Company`, sort: "company" },
            t`Location`,
            { label: t`Salary`, sort: "salary" },
            { label: t`Applications`, sort: "applications" },
            t`Status`,
            { label: t`Posted`, sort: "posted" },
            { label: t`Actions`, hidden: true },
          ]}
        />
        <tbody>
          {jobs.rows.map((job) => (
            <tr key={job.id}>
              <td className={td}>
                <Link to={`/jobs/${job.id}`} className="font-medium text-navy-800 hover:underline">
                  {job.title}
                </Link>
              </td>
              <td className={td}>{job.company_name}</td>
              <td className={td}>{formatPlacesAndMode(job)}</td>
              <td className={td}>{formatSalaryRange(job.salary_min, job.salary_max)}</td>
              <td className={td}>{job.application_count}</td>
              <td className={td}>
                <span
                  className={clsx(
                    "rounded-full px-2 py-0.5 text-xs font-semibold",
                    job.is_active ? "bg-green-50 text-green-800" : "bg-stone-100 text-stone-700",
                  )}
                >
                  {job.is_active ? t`Open` : t`Closed`}
                </span>
              </td>
              <td className={td}>{formatDate(job.created_at)}</td>
              <td className={td}>
                <div className="flex flex-wrap gap-2">
                  <Link
                    to={`/employer-dashboard/jobs/${job.id}/edit`}
                    className={buttonClass("ghost", "sm")}
                    aria-label={t`Edit ${ph({ title: job.title })}`}
                  >
                    {t`Edit`}
                  </Link>
                  <Link
                    to={`/post-job?from=${job.id}`}
                    className={buttonClass("ghost", "sm")}
                    aria-label={t`Duplicate ${ph({ title: job.title })}`}
                  >
                    {t`Duplicate`}
                  </Link>
                  <ToggleJob id={job.id} active={job.is_active} title={job.title} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Pager page={jobs.page} pageCount={jobs.pageCount} />
    </div>
  );
}

function ToggleJob({ id, active, title }: { id: string; active: boolean; title: string }) {
  const { t } = useLingui();
  const fetcher = useFetcher<typeof action>();
  useToast(fetcher.data?.toast);
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={active ? "close-job" : "reopen-job"} />
      <input type="hidden" name="jobId" value={id} />
      <Button
        type="submit"
        size="sm"
        variant={active ? "ghost" : "secondary"}
        disabled={fetcher.state !== "idle"}
        aria-label={active ? t`Close ${title}` : t`Reopen ${title}`}
      >
        {active ? t`Close` : t`Reopen`}
      </Button>
    </fetcher.Form>
  );
}
