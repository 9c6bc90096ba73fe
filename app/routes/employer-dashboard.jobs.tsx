// Employer dashboard, My Jobs (All Jobs for an admin): the jobs posted, each
// with its application count, 'Open' or 'Closed', and what can be done with
// it: view its applications, edit, duplicate, close or reopen (issue #37).
import { ph, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import { Form, Link, useActionData } from "react-router";
import { ActionResult } from "~/components/admin/action-result";
import { NoJobs } from "~/components/employer/no-jobs";
import { Button, buttonClass } from "~/components/ui/button";
import { formatDate } from "../../common/format";
import { formatPlacesAndMode } from "../../common/schemas/jobs";
import { listMyJobs } from "../../server/domain/employer";
import { formAction } from "../../server/http/action";
import { requireEmployer } from "../../server/http/guards";
import { pageLoader } from "../../server/http/loader";
import { jobLifeIntents } from "./job-life.server";
import type { Route } from "./+types/employer-dashboard.jobs";

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, requireEmployer, async (ctx) => ({
    isAdmin: ctx.actor.role === "admin",
    jobs: await listMyJobs(ctx),
  }));

export const action = (args: Route.ActionArgs) => formAction(args, requireEmployer, jobLifeIntents);

type MyJob = Route.ComponentProps["loaderData"]["jobs"][number];

export default function JobsTab({ loaderData }: Route.ComponentProps) {
  const { jobs, isAdmin } = loaderData;
  const { t } = useLingui();
  const result = useActionData<typeof action>();
  return (
    <div className="space-y-4">
      <ActionResult result={result} />
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
            <JobCard key={job.id} job={job} />
          ))}
        </ul>
      )}
    </div>
  );
}

function JobCard({ job }: { job: MyJob }) {
  const { t } = useLingui();
  return (
    <li className="flex flex-col rounded-2xl border border-stone-200 bg-white p-5">
      <div className="flex items-start justify-between gap-2">
        <p className="font-semibold text-navy-900">{job.title}</p>
        <JobStatus job={job} />
      </div>
      <p className="text-sm text-ink-muted">{job.company_name}</p>
      <p className="text-sm text-ink-muted">{formatPlacesAndMode(job)}</p>
      <p className="mt-3 text-sm">
        <strong>{job.application_count}</strong>{" "}
        {t`${plural({ count: job.application_count }, { one: "application", other: "applications" })}`} ·{" "}
        {t`Posted ${ph({ date: formatDate(job.created_at) })}`}
      </p>
      {job.closed_at ? (
        <p className="text-sm text-ink-muted">{t`Closed ${ph({ date: formatDate(job.closed_at) })}`}</p>
      ) : job.application_deadline ? (
        <p className="text-sm text-ink-muted">{t`Apply by ${ph({ date: formatDate(job.application_deadline) })}`}</p>
      ) : null}
      <JobActions job={job} />
    </li>
  );
}

function JobStatus({ job }: { job: MyJob }) {
  const { t } = useLingui();
  return (
    <span
      className={clsx(
        "shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold",
        job.is_active ? "bg-green-50 text-green-800" : "bg-stone-100 text-stone-700",
      )}
    >
      {job.is_active ? t`Open` : t`Closed`}
    </span>
  );
}

/** The card's actions; closing and reopening are forms, so they work without JavaScript. */
function JobActions({ job }: { job: MyJob }) {
  const { t } = useLingui();
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      <Link to={`/employer-dashboard/applications?job=${job.id}`} className={buttonClass("ghost", "sm")}>
        {t`View Applications`}
      </Link>
      <Link to={`/employer-dashboard/jobs/${job.id}/pipeline`} className={buttonClass("ghost", "sm")}>
        {t`Pipeline board`}
      </Link>
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
      <Form method="post">
        <input type="hidden" name="intent" value={job.is_active ? "close-job" : "reopen-job"} />
        <input type="hidden" name="jobId" value={job.id} />
        <Button
          type="submit"
          size="sm"
          variant={job.is_active ? "ghost" : "secondary"}
          aria-label={
            job.is_active ? t`Close ${ph({ title: job.title })}` : t`Reopen ${ph({ title: job.title })}`
          }
        >
          {job.is_active ? t`Close` : t`Reopen`}
        </Button>
      </Form>
    </div>
  );
}
