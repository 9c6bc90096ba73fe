// Employer dashboard, Applications: the applications to one job (picked in
// the URL, else the newest job) or, with ?job=all, to all the employer's jobs,
// filtered, sorted and paged 20 at a time, each with its status selector and
// the candidate's full profile, which shows the application's cover letter and
// status control and steps to the previous and next application of the list
// (decisions 0007 and 0022).
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import { Link, useActionData, useSearchParams } from "react-router";
import { ApplicationCard } from "~/components/employer/application-card";
import { ApplicationFilters } from "~/components/employer/application-filters";
import { LazyCandidateDialog } from "~/components/employer/lazy-candidate-dialog";
import { NoJobs } from "~/components/employer/no-jobs";
import { applicationStatusLabels } from "~/components/employer/status-control";
import { Pager, useSearchHref } from "~/components/pager";
import { useToast } from "~/components/toaster";
import { buttonClass } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { pipelineStages } from "../../common/schemas/pipeline-stages";
import { formAction } from "../../server/http/action";
import { requireEmployer } from "../../server/http/guards";
import { pageLoader } from "../../server/http/loader";
import type { Route } from "./+types/employer-dashboard.applications";
import { applicationForms, applicationsPage } from "./employer-dashboard.applications.server";

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, requireEmployer, (ctx) => applicationsPage(ctx, args.url.searchParams));

export const action = (args: Route.ActionArgs) =>
  formAction(args, requireEmployer, applicationForms, { fallbackIntent: "status" });

export default function ApplicationsTab({ loaderData }: Route.ComponentProps) {
  const {
    jobs,
    jobId,
    allJobsChoice,
    applications,
    candidate,
    review,
    work,
    composer,
    submittals,
    candidateMissing,
    isAdmin,
  } = loaderData;
  // Without JavaScript the status form posts here and the page comes back with its answer.
  const result = useActionData<typeof action>();
  useToast(result?.toast);
  const { t, i18n } = useLingui();
  const [params] = useSearchParams();
  const link = useSearchHref();
  const status = params.get("status") ?? "";
  const sort = params.get("sort") ?? "newest";
  const rating = params.get("rating") ?? "";
  const dialog =
    candidate || candidateMissing ? (
      <LazyCandidateDialog
        candidate={candidate}
        isAdmin={isAdmin}
        review={review}
        work={work}
        composer={composer}
        submittals={submittals}
      />
    ) : null;
  if (jobs.length === 0) {
    return (
      <>
        <NoJobs />
        {dialog}
      </>
    );
  }
  const allJobs = jobId === allJobsChoice;
  return (
    <div className="space-y-5">
      <ApplicationFilters
        jobs={jobs}
        jobId={jobId}
        allJobsChoice={allJobsChoice}
        countsByStatus={applications?.countsByStatus}
        status={status}
        sort={sort}
        rating={rating}
      />

      {applications ? (
        <>
          <nav aria-label={t`Applications by status`} className="flex flex-wrap gap-2">
            {pipelineStages.map((value) => (
              <Link
                key={value}
                to={link({ status: status === value ? null : value, page: null })}
                aria-current={status === value ? "true" : undefined}
                className={clsx(
                  "inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold",
                  status === value
                    ? "border-navy-900 bg-navy-900 text-white"
                    : "border-stone-300 bg-white text-navy-900 hover:bg-navy-50",
                )}
              >
                {i18n._(applicationStatusLabels[value])}
                <span className={status === value ? "text-white" : "text-ink-muted"}>
                  {applications.countsByStatus[value] ?? 0}
                </span>
              </Link>
            ))}
          </nav>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-lg font-semibold text-navy-900">
              {applications.job?.title ?? t`All jobs`} ·{" "}
              {t`${plural({ total: applications.total }, { one: "# application", other: "# applications" })}`}
            </h2>
            {applications.job ? (
              <Link
                to={`/employer-dashboard/jobs/${applications.job.id}/pipeline`}
                className={buttonClass("ghost", "sm")}
              >
                {t`Pipeline board`}
              </Link>
            ) : null}
            {applications.total > 0 ? (
              <a
                href={`/employer-dashboard/export?job=${applications.job?.id ?? allJobsChoice}`}
                className={buttonClass("ghost", "sm")}
                download
              >
                {t`Download CSV`}
              </a>
            ) : null}
          </div>
          {applications.applications.length === 0 ? (
            <EmptyState>{t`No applications yet`}</EmptyState>
          ) : (
            <ul className="grid gap-4 lg:grid-cols-2">
              {applications.applications.map((application) => (
                <ApplicationCard
                  key={application.id}
                  application={application}
                  showJob={allJobs}
                  profileLink={link({ candidate: application.candidate_id, application: application.id })}
                />
              ))}
            </ul>
          )}
          <Pager page={applications.page} pageCount={applications.pageCount} />
        </>
      ) : (
        <p className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-900" role="alert">
          {t`Failed to load applications for this job.`}
        </p>
      )}
      {dialog}
    </div>
  );
}
