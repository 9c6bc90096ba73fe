import { clsx } from "clsx";
import { useEffect, useRef } from "react";
import {
  data,
  Form,
  Link,
  useActionData,
  useFetcher,
  useNavigate,
  useSearchParams,
  useSubmit,
} from "react-router";
import { AccessDenied } from "~/components/access-denied";
import { Pager, useSearchHref } from "~/components/pager";
import { ProfileView, Section } from "~/components/profile/profile-view";
import { StatusBadge } from "~/components/status-badge";
import { useToast } from "~/components/toaster";
import { buttonClass } from "~/components/ui/button";
import { selectClass } from "~/components/ui/field";
import { formatDate, formatLpa, formatPhone } from "~/format";
import { applicationStatuses } from "~/schemas/job-form";
import { pageNumber } from "~/schemas/paging";
import { industryOptions } from "~/schemas/profile";
import { isEmployerOrAdmin } from "../../server/domain/context";
import {
  applicantProfile,
  listApplications,
  listCandidates,
  listMyJobs,
  setApplicationStatus,
} from "../../server/domain/employer";
import { failure, formOf } from "../../server/http/action";
import { domainContext } from "../../server/http/session";
import type { Route } from "./+types/employer-dashboard";
import type { KeptForSessionHandle } from "../../server/http/session-pages";

// Its loader reads jobs, applications, candidate profiles and their parts,
// all told of by notifications (0003, 0008, 0009): kept per session (decision 0015).
export const handle: KeptForSessionHandle = { keptForSession: true };

export const meta: Route.MetaFunction = () => [
  { title: "Employer Dashboard" },
  { name: "robots", content: "noindex" },
];

type Tab = "applications" | "jobs" | "users";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const ctx = await domainContext(request, context);
  if (!isEmployerOrAdmin(ctx.actor)) {
    return data({ allowed: false as const, signedIn: ctx.actor !== null }, { status: ctx.actor ? 403 : 401 });
  }
  const isAdmin = ctx.actor!.role === "admin";
  const requested = url.searchParams.get("tab");
  const tab: Tab =
    requested === "jobs" ? "jobs" : requested === "users" && isAdmin ? "users" : "applications";
  const page = pageNumber(url.searchParams.get("page"));

  const applicationsOf = (jobId: string | null) =>
    tab === "applications" && jobId
      ? listApplications(ctx, jobId, {
          status: url.searchParams.get("status"),
          sort: url.searchParams.get("sort"),
          page,
        }).catch(() => null)
      : null;
  // A job named in the URL is looked up beside the list of jobs; without one,
  // the newest job of the list is shown.
  const requestedJob = url.searchParams.get("job");
  const [jobs, requestedApplications] = await Promise.all([listMyJobs(ctx), applicationsOf(requestedJob)]);
  const jobId = requestedJob ?? jobs[0]?.id ?? null;
  const applications = requestedJob ? requestedApplications : await applicationsOf(jobId);
  const users = tab === "users" ? await listCandidates(ctx, { page, q: url.searchParams.get("q") }) : null;
  const candidateId = url.searchParams.get("candidate");
  const candidate = candidateId ? await applicantProfile(ctx, candidateId).catch(() => null) : null;
  return {
    allowed: true as const,
    isAdmin,
    tab,
    jobs,
    jobId,
    applications,
    users,
    candidate,
    candidateMissing: Boolean(candidateId && !candidate),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await formOf(request);
  try {
    const status = await setApplicationStatus(
      await domainContext(request, context),
      String(form.get("applicationId") ?? ""),
      form.get("status"),
    );
    return {
      ok: true as const,
      toast: { title: "Status Updated", description: `Application status updated to ${status}` },
    };
  } catch (error) {
    return failure(error, undefined, { title: "Error", description: "Failed to update application status." });
  }
}

export default function EmployerDashboard({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  useToast(result?.toast);
  if (!loaderData.allowed)
    return <AccessDenied signedIn={loaderData.signedIn} redirectTo="/employer-dashboard" />;
  const { isAdmin, tab } = loaderData;
  const tabs: { id: Tab; label: string }[] = [
    { id: "applications", label: "Applications" },
    { id: "jobs", label: isAdmin ? "All Jobs" : "My Jobs" },
    ...(isAdmin ? [{ id: "users" as const, label: "All Users" }] : []),
  ];
  return (
    <section className="mx-auto max-w-[1200px] px-4 py-8 sm:py-10">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-navy-900 sm:text-3xl">
            {isAdmin ? "Admin Dashboard" : "Employer Dashboard"}
          </h1>
          <p className="text-ink-muted">
            {isAdmin
              ? "Review applications for every job and all registered candidates."
              : "Review applications for the jobs you have posted."}
          </p>
        </div>
        {!isAdmin ? (
          <Link to="/post-job" className={buttonClass("primary")}>
            Post New Job
          </Link>
        ) : null}
      </div>
      <nav
        aria-label="Dashboard sections"
        className="mt-6 flex gap-1 overflow-x-auto border-b border-stone-200"
      >
        {tabs.map((item) => (
          <Link
            key={item.id}
            to={`?tab=${item.id}${item.id === "applications" && loaderData.jobId ? `&job=${loaderData.jobId}` : ""}`}
            aria-current={tab === item.id ? "page" : undefined}
            className={clsx(
              "min-h-11 shrink-0 border-b-2 px-4 py-2.5 text-sm font-semibold",
              tab === item.id
                ? "border-accent-600 text-navy-900"
                : "border-transparent text-ink-muted hover:text-navy-900",
            )}
          >
            {item.label}
          </Link>
        ))}
      </nav>
      <div className="mt-6">
        {tab === "applications" ? <ApplicationsTab data={loaderData} /> : null}
        {tab === "jobs" ? <JobsTab jobs={loaderData.jobs} isAdmin={isAdmin} /> : null}
        {tab === "users" && loaderData.users ? <UsersTab users={loaderData.users} /> : null}
      </div>
      {loaderData.candidate || loaderData.candidateMissing ? (
        <CandidateDialog candidate={loaderData.candidate} isAdmin={isAdmin} />
      ) : null}
    </section>
  );
}

type LoaderData = Extract<Route.ComponentProps["loaderData"], { allowed: true }>;

function NoJobs() {
  return (
    <div className="rounded-2xl border border-dashed border-stone-300 bg-white p-10 text-center">
      <p className="text-lg font-semibold text-navy-900">No jobs posted yet</p>
      <Link to="/post-job" className={buttonClass("primary", "md", "mt-4")}>
        Post Your First Job
      </Link>
    </div>
  );
}

function ApplicationsTab({ data: loaderData }: { data: LoaderData }) {
  const { jobs, jobId, applications } = loaderData;
  const [params] = useSearchParams();
  const link = useSearchHref();
  const submit = useSubmit();
  if (jobs.length === 0) return <NoJobs />;
  const status = params.get("status") ?? "";
  const sort = params.get("sort") ?? "newest";
  return (
    <div className="space-y-5">
      <Form
        method="get"
        className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-4 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
        onChange={(event) => submit(event.currentTarget)}
      >
        <input type="hidden" name="tab" value="applications" />
        <label className="space-y-1 text-sm font-medium">
          <span>Job</span>
          <select name="job" defaultValue={jobId ?? ""} className={selectClass}>
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
              {applications.job.title} · {applications.total} application{applications.total === 1 ? "" : "s"}
            </h2>
            {applications.total > 0 ? (
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
            <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center text-ink-muted">
              No applications yet
            </p>
          ) : (
            <ul className="grid gap-4 lg:grid-cols-2">
              {applications.applications.map((application) => (
                <ApplicationCard
                  key={application.id}
                  application={application}
                  profileLink={link({ candidate: application.candidate_id })}
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
    </div>
  );
}

type ApplicationRow = NonNullable<LoaderData["applications"]>["applications"][number];

function ApplicationCard({ application, profileLink }: { application: ApplicationRow; profileLink: string }) {
  const fetcher = useFetcher();
  const name = `${application.first_name} ${application.last_name}`.trim() || "Unnamed candidate";
  const pending = fetcher.formData?.get("status");
  const shown = typeof pending === "string" ? pending : application.application_status;
  useToast((fetcher.data as { toast?: { title: string; description?: string } } | undefined)?.toast);
  return (
    <li className="flex flex-col rounded-2xl border border-stone-200 bg-white p-5">
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
                ? `Expects ${formatLpa(application.expected_salary, { rupeeSign: true })}`
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
        <Link to={profileLink} preventScrollReset className={buttonClass("ghost", "sm")}>
          View Full Profile
        </Link>
        <fetcher.Form method="post" className="flex items-center gap-2">
          <input type="hidden" name="applicationId" value={application.id} />
          <label className="sr-only" htmlFor={`status-${application.id}`}>
            Status of {name}
          </label>
          <select
            id={`status-${application.id}`}
            name="status"
            defaultValue={application.application_status}
            className={clsx(selectClass, "min-h-9 w-40 py-1 text-sm")}
            onChange={(event) => fetcher.submit(event.currentTarget.form)}
          >
            {applicationStatuses.map((value) => (
              <option key={value} value={value}>
                {value[0].toUpperCase() + value.slice(1)}
              </option>
            ))}
          </select>
          <noscript>
            <button type="submit" className={buttonClass("secondary", "sm")}>
              Update
            </button>
          </noscript>
        </fetcher.Form>
      </div>
    </li>
  );
}

function JobsTab({ jobs, isAdmin }: { jobs: LoaderData["jobs"]; isAdmin: boolean }) {
  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between">
        <h2 className="text-lg font-semibold text-navy-900">
          {isAdmin ? "All Posted Jobs" : "My Posted Jobs"}
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
                    Inactive
                  </span>
                ) : null}
              </div>
              <p className="text-sm text-ink-muted">{job.company_name}</p>
              <p className="text-sm text-ink-muted">
                {job.location_city}, {job.location_state}
              </p>
              <p className="mt-3 text-sm">
                <strong>{job.application_count}</strong> application{job.application_count === 1 ? "" : "s"} ·
                Posted {formatDate(job.created_at)}
              </p>
              <Link
                to={`?tab=applications&job=${job.id}`}
                className={buttonClass("ghost", "sm", "mt-4 self-start")}
              >
                View Applications
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function UsersTab({ users }: { users: NonNullable<LoaderData["users"]> }) {
  const [params] = useSearchParams();
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-lg font-semibold text-navy-900">All Registered Users</h2>
        <span className="rounded-full bg-navy-800 px-3 py-0.5 text-sm font-semibold text-white">
          Total Candidates: {users.total}
        </span>
      </div>
      <Form method="get" className="flex gap-2">
        <input type="hidden" name="tab" value="users" />
        <label htmlFor="user-search" className="sr-only">
          Search candidates by name or city
        </label>
        <input
          id="user-search"
          name="q"
          defaultValue={params.get("q") ?? ""}
          placeholder="Search by name or city"
          className={clsx(selectClass, "max-w-sm")}
        />
        <button type="submit" className={buttonClass("secondary")}>
          Search
        </button>
      </Form>
      {users.cards.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center text-ink-muted">
          No registered users
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {users.cards.map((card) => (
            <li
              key={card.id}
              className="flex flex-col rounded-2xl border border-stone-200 bg-white p-5 text-sm"
            >
              <p className="text-base font-semibold text-navy-900">{card.name || "Name not given"}</p>
              <p className="text-ink-muted">
                {card.city} · {card.experience}
              </p>
              <p className="mt-2">Expected: {formatLpa(card.expectedSalary, { rupeeSign: true })}</p>
              {card.currentRole ? (
                <p>
                  {card.currentRole.designation} at {card.currentRole.company}
                </p>
              ) : null}
              {card.latestEducation ? (
                <p className="text-ink-muted">
                  {card.latestEducation.course_name}, {card.latestEducation.institute_name}
                  {card.latestEducation.year_of_passing ? ` (${card.latestEducation.year_of_passing})` : ""}
                </p>
              ) : null}
              {card.summary ? <p className="mt-2 line-clamp-2 text-ink-muted">{card.summary}</p> : null}
              {card.skills.length ? (
                <ul className="mt-3 flex flex-wrap gap-1.5">
                  {card.skills.map((skill) => (
                    <li key={skill} className="rounded-full bg-navy-50 px-2 py-0.5 text-xs text-navy-900">
                      {skill}
                    </li>
                  ))}
                  {card.moreSkills ? (
                    <li className="rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700">
                      +{card.moreSkills} more
                    </li>
                  ) : null}
                </ul>
              ) : null}
              <p className="mt-auto pt-3 text-xs text-ink-muted">
                Registered {formatDate(card.registeredAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <Pager page={users.page} pageCount={users.pageCount} />
    </div>
  );
}

/**
 * The full-profile dialog, opened by ?candidate=<id> so it works without
 * JavaScript; with it, focus moves into the dialog and Escape closes it.
 */
function CandidateDialog({ candidate, isAdmin }: { candidate: LoaderData["candidate"]; isAdmin: boolean }) {
  const navigate = useNavigate();
  const dialog = useRef<HTMLDivElement>(null);
  const closeLink = useSearchHref()({ candidate: null });
  useEffect(() => {
    dialog.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") navigate(closeLink, { preventScrollReset: true });
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [closeLink, navigate]);
  const name = candidate ? `${candidate.first_name} ${candidate.last_name}`.trim() : "";
  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-navy-900/60 sm:items-center sm:p-6">
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="candidate-dialog-title"
        tabIndex={-1}
        className="max-h-[92vh] w-full max-w-3xl overflow-y-auto rounded-t-2xl bg-surface p-5 shadow-xl outline-none sm:rounded-2xl sm:p-6"
      >
        <div className="mb-4 flex items-center justify-between gap-3">
          <h2 id="candidate-dialog-title" className="text-xl font-bold text-navy-900">
            {candidate ? name || "Candidate" : "Candidate not available"}
          </h2>
          <Link
            to={closeLink}
            preventScrollReset
            className={buttonClass("ghost", "sm")}
            aria-label="Close profile"
          >
            Close
          </Link>
        </div>
        {!candidate ? (
          <p role="alert" className="text-red-900">
            Failed to load candidate details.
          </p>
        ) : (
          <ProfileView
            profile={candidate}
            showPrivate={isAdmin}
            extra={
              <Section title="Contact and Resume">
                <div className="space-y-2 text-sm">
                  <p>
                    Contact via platform
                    {candidate.phone ? (
                      <>
                        {" "}
                        · Phone:{" "}
                        <a className="font-medium text-navy-700 underline" href={`tel:${candidate.phone}`}>
                          {formatPhone(candidate.phone)}
                        </a>
                      </>
                    ) : null}
                  </p>
                  {isAdmin ? (
                    <p className="text-ink-muted">
                      Joined {formatDate(candidate.joinedAt)} · Notice period{" "}
                      {candidate.notice_period !== null ? `${candidate.notice_period} days` : "Not specified"}{" "}
                      · Industry{" "}
                      {industryOptions.find(([value]) => value === candidate.industry)?.[1] ??
                        "Not specified"}
                    </p>
                  ) : null}
                  {candidate.hasResume ? (
                    <a href={`/resumes/${candidate.id}`} className={buttonClass("secondary", "sm")} download>
                      Download Resume
                    </a>
                  ) : (
                    <p className="text-ink-muted">No resume uploaded.</p>
                  )}
                </div>
              </Section>
            }
          />
        )}
      </div>
    </div>
  );
}
