// Employer dashboard, Applications: the applications to one job (picked in
// the URL, else the newest job) or, with ?job=all, to all the employer's jobs,
// filtered, sorted and paged 20 at a time, each with its status selector and
// the candidate's full profile, which shows the application's cover letter and
// status control and steps to the previous and next application of the list
// (decisions 0007 and 0022).
import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import { useEffect, useRef } from "react";
import { Form, Link, useActionData, useSearchParams, useSubmit } from "react-router";
import { CandidateDialog } from "~/components/employer/candidate-dialog";
import { NoJobs } from "~/components/employer/no-jobs";
import { applicationStatusLabels, StatusControl, useShownStatus } from "~/components/employer/status-control";
import { Pager, useSearchHref } from "~/components/pager";
import { StatusBadge } from "~/components/status-badge";
import { useToast } from "~/components/toaster";
import { buttonClass } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { selectClass } from "~/components/ui/field";
import { formatDate, formatInterviewTime, formatLpa } from "../../common/format";
import { currentI18n } from "../../common/i18n";
import { applicationStatuses, type ApplicationStatusValue } from "../../common/schemas/job-form";
import { pageNumber } from "../../common/schemas/paging";
import {
  ALL_JOBS,
  applicantProfile,
  applicationForReview,
  listApplications,
  listMyJobs,
  setApplicationStatus,
} from "../../server/domain/employer";
import {
  cancelInterview,
  interviewsOf,
  rescheduleInterview,
  scheduleInterview,
} from "../../server/domain/interviews";
import { addNote, deleteNote, editNote, listNotes, rateApplication } from "../../server/domain/notes";
import { succeeded, formAction, type FormIntent } from "../../server/http/action";
import { requireEmployer, type SignedInContext } from "../../server/http/guards";
import type { Route } from "./+types/employer-dashboard.applications";

type EmployerContext = SignedInContext;

export async function loader(args: Route.LoaderArgs) {
  const ctx = await requireEmployer(args);
  const { searchParams } = args.url;
  const applicationsOf = (jobId: string) =>
    listApplications(ctx, jobId, {
      status: searchParams.get("status"),
      sort: searchParams.get("sort"),
      rating: searchParams.get("rating"),
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
          {
            job: jobId,
            status: searchParams.get("status"),
            sort: searchParams.get("sort"),
            rating: searchParams.get("rating"),
          },
        ).catch(() => null)
      : null;
  const profileId = review?.application.candidate_id ?? candidateId;
  const [candidate, work] = await Promise.all([
    profileId ? applicantProfile(ctx, profileId).catch(() => null) : null,
    review ? recruiterWork(ctx, review.application.id, review.application.rating) : null,
  ]);
  return {
    isAdmin: ctx.actor.role === "admin",
    // The job choice for all jobs (from the domain, which the browser's bundle must not import).
    allJobsChoice: ALL_JOBS,
    jobs,
    jobId,
    applications,
    candidate,
    review: candidate ? review : null,
    work: candidate ? work : null,
    candidateMissing: Boolean((candidateId || applicationId) && !candidate),
  };
}

/** The recruiter's own work on the application reviewed: its rating, notes and interviews. */
async function recruiterWork(ctx: EmployerContext, applicationId: string, rating: number | null) {
  const [notes, interviews] = await Promise.all([
    listNotes(ctx, applicationId),
    interviewsOf(ctx, applicationId),
  ]);
  return { rating, notes, interviews };
}

/** A status as the status toast words it (SPEC §8: "Application status updated to shortlisted"). */
const statusWords: Record<ApplicationStatusValue, MessageDescriptor> = {
  applied: msg`applied`,
  reviewed: msg`reviewed`,
  shortlisted: msg`shortlisted`,
  rejected: msg`rejected`,
};

// The forms of this tab, by their `intent`; the status selector sends none (SPEC §8 messages).
// Static toasts are English marked for the catalogue (the toaster shows them in
// the page's language); a toast with a value in it is written here in the
// request's language.
const intents = {
  status: {
    failed: /*i18n*/ "Failed to update application status.",
    async run(ctx: EmployerContext, form: FormData) {
      const status = await setApplicationStatus(
        ctx,
        String(form.get("applicationId") ?? ""),
        form.get("status"),
      );
      const i18n = currentI18n();
      const word = i18n._(statusWords[status]);
      return succeeded(/*i18n*/ "Status Updated", i18n._(msg`Application status updated to ${word}`));
    },
  },
  rate: {
    failed: /*i18n*/ "The rating was not saved. Please try again.",
    async run(ctx: EmployerContext, form: FormData) {
      const rating = await rateApplication(ctx, form.get("applicationId"), { rating: form.get("rating") });
      return succeeded(
        /*i18n*/ "Rating saved",
        rating ? currentI18n()._(msg`${rating} of 5 stars.`) : /*i18n*/ "Rating cleared.",
      );
    },
  },
  "add-note": {
    failed: /*i18n*/ "The note was not saved. Please try again.",
    async run(ctx: EmployerContext, form: FormData) {
      await addNote(ctx, form.get("applicationId"), { body: form.get("body") });
      return succeeded(/*i18n*/ "Note saved");
    },
  },
  "edit-note": {
    failed: /*i18n*/ "The note was not saved. Please try again.",
    async run(ctx: EmployerContext, form: FormData) {
      await editNote(ctx, form.get("noteId"), { body: form.get("body") });
      return succeeded(/*i18n*/ "Note saved");
    },
  },
  "delete-note": {
    failed: /*i18n*/ "The note was not deleted. Please try again.",
    async run(ctx: EmployerContext, form: FormData) {
      await deleteNote(ctx, form.get("noteId"));
      return succeeded(/*i18n*/ "Note deleted");
    },
  },
  schedule: {
    failed: /*i18n*/ "The interview was not scheduled. Please try again.",
    async run(ctx: EmployerContext, form: FormData) {
      const interview = await scheduleInterview(ctx, form.get("applicationId"), Object.fromEntries(form));
      const time = formatInterviewTime(interview.starts_at);
      return succeeded(
        /*i18n*/ "Interview scheduled",
        currentI18n()._(msg`The candidate was invited for ${time}.`),
      );
    },
  },
  reschedule: {
    failed: /*i18n*/ "The interview was not changed. Please try again.",
    async run(ctx: EmployerContext, form: FormData) {
      const interview = await rescheduleInterview(ctx, form.get("interviewId"), Object.fromEntries(form));
      const time = formatInterviewTime(interview.starts_at);
      return succeeded(
        /*i18n*/ "Interview changed",
        currentI18n()._(msg`The candidate was sent the new time: ${time}.`),
      );
    },
  },
  "cancel-interview": {
    failed: /*i18n*/ "The interview was not cancelled. Please try again.",
    async run(ctx: EmployerContext, form: FormData) {
      await cancelInterview(ctx, form.get("interviewId"));
      return succeeded(/*i18n*/ "Interview cancelled", /*i18n*/ "The candidate was told.");
    },
  },
} satisfies Record<string, FormIntent<EmployerContext>>;

export async function action(args: Route.ActionArgs) {
  return formAction(args, requireEmployer, intents, { fallbackIntent: "status" });
}

export default function ApplicationsTab({ loaderData }: Route.ComponentProps) {
  const { jobs, jobId, allJobsChoice, applications, candidate, review, work, candidateMissing, isAdmin } =
    loaderData;
  // Without JavaScript the status form posts here and the page comes back with its answer.
  const result = useActionData<typeof action>();
  useToast(result?.toast);
  const { t, i18n } = useLingui();
  const [params] = useSearchParams();
  const link = useSearchHref();
  const submit = useSubmit();
  const status = params.get("status") ?? "";
  const sort = params.get("sort") ?? "newest";
  const rating = params.get("rating") ?? "";
  const filters = useRef<HTMLFormElement>(null);
  useFiltersFollow(filters, { job: jobId ?? "", status, sort, rating });
  const dialog =
    candidate || candidateMissing ? (
      <CandidateDialog candidate={candidate} isAdmin={isAdmin} review={review} work={work} />
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
  const allCount = jobs.reduce((sum, job) => sum + job.application_count, 0);
  return (
    <div className="space-y-5">
      <Form
        ref={filters}
        method="get"
        className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
        onChange={(event) => submit(event.currentTarget)}
      >
        <label className="space-y-1 text-sm font-medium">
          <span>{t`Job`}</span>
          <select name="job" defaultValue={jobId ?? ""} className={selectClass}>
            <option value={allJobsChoice}>{t`All jobs (${allCount})`}</option>
            {jobs.map((job) => (
              <option key={job.id} value={job.id}>
                {job.title} ({job.application_count})
              </option>
            ))}
          </select>
        </label>
        <label className="space-y-1 text-sm font-medium">
          <span>{t`Status`}</span>
          <select name="status" defaultValue={status} className={selectClass}>
            <option value="">{t`All statuses`}</option>
            {applicationStatuses.map((value) => (
              <option key={value} value={value}>
                {i18n._(applicationStatusLabels[value])} ({applications?.countsByStatus[value] ?? 0})
              </option>
            ))}
          </select>
        </label>
        <label className="space-y-1 text-sm font-medium">
          <span>{t`Sort`}</span>
          <select name="sort" defaultValue={sort} className={selectClass}>
            <option value="newest">{t`Newest first`}</option>
            <option value="oldest">{t`Oldest first`}</option>
            <option value="rating">{t`Highest rated`}</option>
          </select>
        </label>
        <label className="space-y-1 text-sm font-medium">
          <span>{t`Rating`}</span>
          <select name="rating" defaultValue={rating} className={selectClass}>
            <option value="">{t`Any rating`}</option>
            {[5, 4, 3, 2, 1].map((stars) => (
              <option key={stars} value={stars}>
                {stars === 5 ? t`5 stars` : t`${stars} stars or more`}
              </option>
            ))}
          </select>
        </label>
        <noscript>
          <button type="submit" className={buttonClass("secondary")}>
            {t`Show`}
          </button>
        </noscript>
      </Form>

      {applications ? (
        <>
          <nav aria-label={t`Applications by status`} className="flex flex-wrap gap-2">
            {applicationStatuses.map((value) => (
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
            {applications.job && applications.total > 0 ? (
              <a
                href={`/employer-dashboard/export?job=${applications.job.id}`}
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

/**
 * Keeps the filter form's selects on what the address says. They are
 * uncontrolled (defaultValue), so a status link or Previous/Next that changes
 * the address left them showing the old choice, and the next change of
 * another select submitted it, dropping the filter. Set in place, so the
 * select being used keeps the focus.
 */
function useFiltersFollow(form: React.RefObject<HTMLFormElement | null>, values: Record<string, string>) {
  const key = JSON.stringify(values);
  useEffect(() => {
    for (const [name, value] of Object.entries(JSON.parse(key) as Record<string, string>)) {
      const field = form.current?.elements.namedItem(name);
      if (!(field instanceof HTMLSelectElement) || field.value === value) continue;
      // A value the select does not offer (a mistyped address) leaves it as the page drew it.
      if ([...field.options].some((option) => option.value === value)) field.value = value;
    }
  }, [form, key]);
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
  const { t } = useLingui();
  const name = `${application.first_name} ${application.last_name}`.trim() || t`Unnamed candidate`;
  const experience = application.total_experience;
  const expected = application.expected_salary
    ? onOneLine(formatLpa(application.expected_salary, { rupeeSign: true }))
    : null;
  const applied = formatDate(application.applied_at);
  const rating = application.rating;
  const notes = application.note_count;
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
              experience === "fresher" || !experience ? t`Fresher` : t`${experience} years`,
              expected ? t`Expects ${expected}` : null,
            ]
              .filter(Boolean)
              .join(" · ")}
          </p>
        </div>
        <StatusBadge status={shown} />
      </div>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 text-xs text-ink-muted">
        <span>{t`Applied ${applied}`}</span>
        {application.rating ? (
          <span className="text-base leading-none tracking-wide">
            <span aria-hidden="true" className="text-amber-500">
              {"★".repeat(application.rating)}
            </span>
            <span aria-hidden="true" className="text-stone-400">
              {"☆".repeat(5 - application.rating)}
            </span>
            <span className="sr-only">{t`Rated ${rating} of 5`}</span>
          </span>
        ) : null}
        {application.note_count ? (
          <span>{t`${plural(notes, { one: "# note", other: "# notes" })}`}</span>
        ) : null}
      </p>
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
          {t`View Full Profile`}
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
