// Employer dashboard, Interviews (issue #23): the day's or the week's
// scheduled interviews across the employer's jobs (every job's for an admin),
// soonest first, each linking to its application.
import { ph } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import { Link } from "react-router";
import { EmptyState } from "~/components/ui/empty-state";
import { formatInterviewTime } from "../../common/format";
import { translateText } from "../../common/i18n";
import { upcomingInterviews } from "../../server/domain/interviews";
import { requireEmployer } from "../../server/http/guards";
import { pageLoader } from "../../server/http/loader";
import type { Route } from "./+types/employer-dashboard.interviews";
import { interviewModeLabels } from "../../common/schemas/recruiting-fields";

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, requireEmployer, async (ctx) => {
    const range = args.url.searchParams.get("range") === "week" ? "week" : "today";
    return { range, interviews: await upcomingInterviews(ctx, range) };
  });

const rangeLink = "inline-flex min-h-11 items-center rounded-lg px-4 font-semibold";

export default function InterviewsTab({ loaderData }: Route.ComponentProps) {
  const { range, interviews } = loaderData;
  const { t } = useLingui();
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-navy-900">
          {range === "today" ? t`Today's interviews` : t`Interviews in the next 7 days`}
        </h2>
        <nav aria-label={t`Interviews shown`} className="flex gap-1 rounded-xl bg-surface-muted p-1">
          {(["today", "week"] as const).map((choice) => (
            <Link
              key={choice}
              to={choice === "today" ? "?" : "?range=week"}
              aria-current={range === choice ? "page" : undefined}
              className={clsx(
                rangeLink,
                range === choice ? "bg-navy-900 text-white" : "text-navy-900 hover:bg-navy-50",
              )}
            >
              {choice === "today" ? t`Today` : t`This week`}
            </Link>
          ))}
        </nav>
      </div>
      {interviews.length === 0 ? (
        <EmptyState>
          {range === "today" ? t`No interviews today.` : t`No interviews in the next 7 days.`}
        </EmptyState>
      ) : (
        <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
          {interviews.map((interview) => (
            <li key={interview.id} className="grid gap-1 p-4 sm:grid-cols-[19rem_1fr] sm:gap-4">
              <p className="font-semibold text-navy-900">
                {formatInterviewTime(interview.starts_at)}
                <span className="block text-sm font-normal text-ink-muted">
                  {t`${ph({ minutes: interview.duration_minutes })} minutes`}
                </span>
              </p>
              <div className="min-w-0">
                <Link
                  to={`/employer-dashboard/applications?job=${interview.job_id}&application=${interview.application_id}`}
                  className="inline-flex min-h-11 items-center font-semibold text-navy-800 underline-offset-2 hover:underline"
                >
                  {`${interview.first_name} ${interview.last_name}`.trim() || t`Candidate`}
                </Link>
                <p className="text-sm">{interview.job_title}</p>
                <p className="text-sm text-ink-muted">
                  {translateText(interviewModeLabels[interview.mode])}
                  {interview.mode === "in_person" && interview.location
                    ? ` · ${interview.location}`
                    : ""} · {t`with ${ph({ interviewer: interview.interviewer_name })}`}
                </p>
                <a
                  href={`/employer-dashboard/interviews/${interview.id}.ics`}
                  download
                  className="inline-flex min-h-11 items-center text-sm font-medium text-navy-700 underline"
                >
                  {t`Add to calendar (.ics)`}
                </a>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
