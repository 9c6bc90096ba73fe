// Employer dashboard, Applications: the applications to one job (picked in
// the URL, else the newest job) or, with ?job=all, to all the employer's jobs,
// filtered, sorted and paged 20 at a time, each with its status selector and
// the candidate's full profile, which shows the application's cover letter and
// status control and steps to the previous and next application of the list
// (decisions 0007 and 0022).
import { Form, Link, useActionData, useSearchParams, useSubmit } from "react-router";
import { CandidateDialog } from "~/components/employer/candidate-dialog";
import { NoJobs } from "~/components/employer/no-jobs";
import { StatusControl, useShownStatus } from "~/components/employer/status-control";
import { Pager, useSearchHref } from "~/components/pager";
import { StatusBadge } from "~/components/status-badge";
import { useToast } from "~/components/toaster";
import { buttonClass } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { selectClass } from "~/components/ui/field";
import { formatDate, formatLpa } from "~/format";
import { applicationStatuses } from "~/schemas/job-form";
import { pageNumber } from "~/schemas/paging";
import {
  ALL_JOBS,
  applicantProfile,
  applicationForReview,
  listApplications,
  listMyJobs,
  setApplicationStatus,
} from "../../server/domain/employer";
import { failure, formOf, succeeded } from "../../server/http/action";
import { requireEmployer } from "../../server/http/guards";
import type { Route } from "./+types/employer-dashboard.applications";

export async function loader(args: Route.LoaderArgs) {
  const ctx = await requireEmployer(args);
  const { searchParams } = args.url;
  const applicationsOf = (jobId: string) =>
    listApplications(ctx, jobId, {
      status: searchParams.get("status"),
      sort: searchParams.get("sort"),
      page: pageNumber(searchParams.get("page")),
    }).catch(() => null);
  // A job named in the URL is looked up beside the list of jobs; without one,
  // the newest job of the list is shown.
  const requestedJob = searchParams.get("job");
  const [jobs, requestedApplications] = await Promise.all([
    listMyJobs(ctx),
    requestedJob ? applicationsOf(requestedJob) : null,
  ]);
  const jobId = requestedJob ?? jobs[0]?.id ?? null;
  const applications = requestedJob ? requestedApplications : jobId ? await applicationsOf(jobId) : null;
  // The full profile: of the application named (else the candidate's
  // application to this list's job), with its neighbours in this list.
  const candidateId = searchParams.get("candidate");
  const applicationId = searchParams.get("application");
  const review =
    candidateId || applicationId
      ? await applicationForReview(
          ctx,
          { applicationId, candidateId },
          { job: jobId, status: searchParams.get("status"), sort: searchParams.get("sort") },
        ).catch(() => null)
      : null;
  const profileId = review?.application.candidate_id ?? candidateId;
  const candidate = profileId ? await applicantProfile(ctx, profileId).catch(() => null) : null;
  return {
    isAdmin: ctx.actor.role === "admin",
    // The job choice for all jobs (from the domain, which the browser's bundle must not import).
    allJobsChoice: ALL_JOBS,
    jobs,
    jobId,
    applications,
    candidate,
    review: candidate ? review : null,
    candidateMissing: Boolean((candidateId || applicationId) && !candidate),
  };
}

export async function action(args: Route.ActionArgs) {
  const form = await formOf(args.request);
  try {
    const ctx = await requireEmployer(args);
    const status = await setApplicationStatus(
      ctx,
      String(form.get("applicationId") ?? ""),
      form.get("status"),
    );
    return succeeded("Status Updated", `Application status updated to ${status}`);
  } catch (error) {
    return failure(error, undefined, { title: "Error", description: "Failed to update application status." });
  }
}

export default function ApplicationsTab({ loaderData }: Route.ComponentProps) {
  const { jobs, jobId, allJobsChoice, applications, candidate, review, candidateMissing, isAdmin } =
    loaderData;
  // Without JavaScript the status form posts here and the page comes back with its answer.
  const result = useActionData<typeof action>();
  useToast(result?.toast);
  const [params] = useSearchParams();
  const link = useSearchHref();
  const submit = useSubmit();
  const dialog =
    candidate || candidateMissing ? (
      <CandidateDialog candidate={candidate} isAdmin={isAdmin} review={review} />
    ) : null;
  if (jobs.length === 0) {
    return (
      <>
        <NoJobs />
        {dialog}
      </>
    );
  }
  const status = params.get("status") ?? "";
  const sort = params.get("sort") ?? "newest";
  const allJobs = jobId === allJobsChoice;
  const allCount = jobs.reduce((sum, job) => sum + job.application_count, 0);
  return (
    <div className="space-y-5">
      <Form
        method="get"
        className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-4 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
        onChange={(event) => submit(event.currentTarget)}
      >
        <label className="space-y-1 text-sm font-medium">
          <span>Job</span>
          <select name="job" defaultValue={jobId ?? ""} className={selectClass}>
            <option value={allJobsChoice}>All jobs ({allCount})</option>
            {jobs.map((job) => (
              <option key={job.id} value={job.id}>
                {job.title} ({job.application_count})
              </option>
            ))}
          </select>
        </label>
        <label className="space-y-1 text-sm font-medium">
          <span>Status</span>
          <select name="status" defaultValue={status} className={selectClass}>
            <option value="">All statuses</option>
            {applicationStatuses.map((value) => (
              <option key={value} value={value}>
                {value[0].toUpperCase() + value.slice(1)} ({applications?.countsByStatus[value] ?? 0})
              </option>
            ))}
          </select>
        </label>
        <label className="space-y-1 text-sm font-medium">
          <span>Sort</span>
          <select name="sort" defaultValue={sort} className={selectClass}>
            <option value="newest">Newest first</option>
            <option value="oldest">Oldest first</option>
          </select>
        </label>
        <noscript>
          <button type="submit" className={buttonClass("secondary")}>
            Show
          </button>
        </noscript>
      </Form>

      {applications ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-lg font-semibold text-navy-900">
              {applications.job?.title ?? "All jobs"} · {applications.total} application
              {applications.total === 1 ? "" : "s"}
            </h2>
            {applications.job && applications.total > 0 ? (
              <a
                href={`/employer-dashboard/export?job=${applications.job.id}`}
                className={buttonClass("ghost", "sm")}
                download
              >
                Download CSV
              </a>
            ) : null}
          </div>
          {applications.applications.length === 0 ? (
            <EmptyState>No applications yet</EmptyState>
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
          Failed to load applications for this job.
        </p>
      )}
      {dialog}
    </div>
  );
}

/** "₹6.5 LPA" kept on one line: never "₹6.5" above "LPA". */
const onOneLine = (text: string) => text.replaceAll(" ", "\u00a0");

type ApplicationRow = NonNullable<Route.ComponentProps["loaderData"]["applications"]>["applications"][number];

function ApplicationCard({
  application,
  profileLink,
  showJob,
}: {
  application: ApplicationRow;
  profileLink: string;
  /** In the list across all jobs, each card names its job. */
  showJob: boolean;
}) {
  const name = `${application.first_name} ${application.last_name}`.trim() || "Unnamed candidate";
  const shown = useShownStatus(application.id, application.application_status, "card");
  return (
    <li className="flex flex-col rounded-2xl border border-stone-200 bg-white p-5">
      {showJob ? (
        <p className="mb-2 text-sm font-semibold text-navy-700">
          {application.job_title}
          <span className="font-normal text-ink-muted"> · {application.job_company}</span>
        </p>
      ) : null}
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-lg font-semibold text-navy-900">{name}</p>
          <p className="text-sm text-ink-muted">
            {[
              application.current_city || application.home_location,
              application.total_experience === "fresher" || !application.total_experience
                ? "Fresher"
                : `${application.total_experience} years`,
              application.expected_salary
                ? `Expects ${onOneLine(formatLpa(application.expected_salary, { rupeeSign: true }))}`
                : null,
            ]
              .filter(Boolean)
              .join(" · ")}
          </p>
        </div>
        <StatusBadge status={shown} />
      </div>
      <p className="mt-1 text-xs text-ink-muted">Applied {formatDate(application.applied_at)}</p>
      {application.profile_summary ? (
        <p className="mt-3 line-clamp-2 text-sm">{application.profile_summary}</p>
      ) : null}
      {application.cover_letter ? (
        <blockquote className="mt-3 line-clamp-3 border-l-2 border-navy-200 pl-3 text-sm italic text-ink-muted">
          {application.cover_letter}
        </blockquote>
      ) : null}
      <div className="mt-4 flex flex-wrap items-end justify-between gap-3 border-t border-stone-100 pt-4">
        <Link
          id={`profile-${application.id}`}
          to={profileLink}
          preventScrollReset
          className={buttonClass("ghost", "sm")}
        >
          View Full Profile
        </Link>
        <StatusControl
          applicationId={application.id}
          status={application.application_status}
          name={name}
          id={`status-${application.id}`}
          place="card"
        />
      </div>
    </li>
  );
}
