import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { StatusBadge, useStatusLabel } from "~/components/status-badge";
import { buttonClass } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { formatDate, formatInterviewTime, formatSalaryRange } from "../../common/format";
import { currentI18n, translateText, useLocalizedPath } from "../../common/i18n";
import type { MyApplication, MyInterview } from "../../common/schemas/jobs";
import { originFrom, pageMeta } from "~/seo";
import { myApplications } from "../../server/domain/applications";
import { requireCandidate } from "../../server/http/guards";
import { pageLoader } from "../../server/http/loader";
import type { Route } from "./+types/my-applications";
import { interviewModeLabels } from "../../common/schemas/recruiting-fields";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: currentI18n()._(msg`My Applications`),
    description: currentI18n()._(msg`The jobs you have applied for and where each application stands.`),
    path: "/my-applications",
    origin: originFrom(matches),
    noindex: true,
  });

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, requireCandidate, async (ctx) => ({ applications: await myApplications(ctx) }), {
    profileRequired: "/register",
  });

export default function MyApplicationsPage({ loaderData }: Route.ComponentProps) {
  const { applications } = loaderData;
  const { t } = useLingui();
  const to = useLocalizedPath();
  const count = applications.length;
  const countShown = String(count);
  return (
    <section className="mx-auto max-w-[1200px] px-4 py-8 sm:py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold text-navy-900">{t`My Applications`}</h1>
          <p className="mt-1 text-ink-muted">
            {count
              ? t`${plural(count, {
                  one: `You have applied for ${countShown} job. Employers update the status as they review.`,
                  other: `You have applied for ${countShown} jobs. Employers update the status as they review.`,
                })}`
              : t`Track the jobs you apply for here.`}
          </p>
        </div>
        <Link to="/jobs" className={buttonClass("primary", "md")}>
          {t`Browse Jobs`}
        </Link>
      </div>

      {applications.length === 0 ? (
        <EmptyState title={t`You have not applied for any jobs yet.`} className="mt-8">
          <p className="mt-2 text-ink-muted">{t`Find a job that fits you and apply in two taps.`}</p>
        </EmptyState>
      ) : (
        <ul className="mt-6 space-y-3">
          {applications.map((application) => (
            <li key={application.id}>
              <article className="grid gap-3 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:grid-cols-[1fr_auto] sm:items-start">
                <div className="min-w-0">
                  <h2 className="text-lg font-bold leading-snug text-navy-900">
                    <Link to={to(`/jobs/${application.job_id}`)} className="hover:underline">
                      {application.title}
                    </Link>
                  </h2>
                  <p className="text-ink-muted">{application.company_name}</p>
                  <dl className="mt-2 grid gap-x-6 gap-y-1 text-[15px] sm:grid-cols-3">
                    <div className="flex gap-2">
                      <dt className="sr-only">{t`Location`}</dt>
                      <dd>
                        {application.location_city}, {application.location_state}
                      </dd>
                    </div>
                    <div className="flex gap-2">
                      <dt className="text-ink-muted">{t`Salary`}</dt>
                      <dd className="font-semibold">
                        {formatSalaryRange(application.salary_min, application.salary_max)}
                      </dd>
                    </div>
                    <div className="flex gap-2">
                      <dt className="text-ink-muted">{t`Applied`}</dt>
                      <dd>{formatDate(application.applied_at)}</dd>
                    </div>
                  </dl>
                </div>
                <div className="flex items-center gap-2 sm:flex-col sm:items-end">
                  <span className="text-sm text-ink-muted sm:sr-only">{t`Status`}</span>
                  <StatusBadge status={application.application_status} />
                </div>
                {application.interviews.length ? <Interviews interviews={application.interviews} /> : null}
                {application.history.length ? <History application={application} /> : null}
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The application's interviews: when (IST), how, where, with whom; a cancelled one says so. */
function Interviews({ interviews }: { interviews: MyInterview[] }) {
  const { t } = useLingui();
  return (
    <div className="sm:col-span-2">
      <h3 className="text-sm font-semibold text-navy-900">{t`Interviews`}</h3>
      <ul className="mt-1 space-y-2">
        {interviews.map((interview) => {
          const time = formatInterviewTime(interview.starts_at);
          const minutes = interview.duration_minutes;
          const mode = translateText(interviewModeLabels[interview.mode]);
          const place = interview.location;
          const interviewer = interview.interviewer_name;
          return (
            <li
              key={interview.id}
              className={
                interview.status === "cancelled"
                  ? "rounded-lg border border-stone-200 bg-stone-50 p-3 text-sm text-ink-muted"
                  : "rounded-lg border border-navy-200 bg-navy-50 p-3 text-sm"
              }
            >
              <p className="font-semibold text-navy-900">
                {interview.status === "cancelled" ? (
                  <span className="mr-1 text-red-800">{t`Cancelled:`}</span>
                ) : null}
                {t`${time} · ${minutes} minutes`}
              </p>
              <p>
                {interview.mode === "in_person" && place
                  ? t`${mode} at ${place} · with ${interviewer}`
                  : t`${mode} · with ${interviewer}`}
              </p>
              {interview.status === "scheduled" && interview.mode === "video" && interview.meeting_link ? (
                <a
                  href={interview.meeting_link}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="inline-flex min-h-11 items-center font-semibold text-navy-800 underline"
                >
                  {t`Join the video call`}
                </a>
              ) : null}
              {interview.status === "scheduled" && interview.instructions ? (
                <p className="mt-1 whitespace-pre-line text-ink-muted">{interview.instructions}</p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Where the application has been: applied, then each status it moved to, with dates. */
function History({ application }: { application: MyApplication }) {
  const { t } = useLingui();
  const statusLabel = useStatusLabel();
  return (
    <details className="sm:col-span-2">
      <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-navy-800">
        {t`Status history`}
      </summary>
      <ol className="mt-1 space-y-1 border-l-2 border-stone-200 pl-4 text-sm">
        <li>
          {t`Applied`} <span className="text-ink-muted">· {formatDate(application.applied_at)}</span>
        </li>
        {application.history.map((change, index) => (
          <li key={index}>
            {capitalised(statusLabel(change.status))}{" "}
            <span className="text-ink-muted">· {formatDate(change.at)}</span>
          </li>
        ))}
      </ol>
    </details>
  );
}

/** "reviewed" → "Reviewed" (a Hindi word has no capital letters and stays as it is). */
function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
