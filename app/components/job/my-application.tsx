// One application on /my-applications: the job, its status, the candidate's
// own cover letter, interviews, the status history, and Withdraw (issue #36;
// a confirming dialog whose state is the address, decision 0019).
import { useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { CandidateMessages, type CandidateMessage } from "~/components/job/candidate-messages";
import { StatusBadge, useStatusLabel } from "~/components/status-badge";
import { candidateWord } from "../../../common/schemas/pipeline-stages";
import { ConfirmButton } from "~/components/ui/page-dialog";
import { formatDate, formatInterviewTime, formatSalaryRange } from "../../../common/format";
import { translateText, useLocalizedPath } from "../../../common/i18n";
import { type MyApplication, type MyInterview, formatPlacesAndMode } from "../../../common/schemas/jobs";
import { interviewModeLabels } from "../../../common/schemas/recruiting-fields";

export function MyApplicationCard({
  application,
  params,
  messages = [],
}: {
  application: MyApplication;
  /** What the recruiter wrote about this application (issue #37), oldest first. */
  messages?: CandidateMessage[];
  /** The page's address parameters, kept by the Withdraw button's first step. */
  params: URLSearchParams;
}) {
  const { t } = useLingui();
  const to = useLocalizedPath();
  const withdrawn = application.application_status === "withdrawn";
  const title = application.title;
  const withdrawnOn = withdrawnAt(application);
  return (
    <article
      aria-labelledby={`application-${application.id}`}
      className="grid gap-3 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:grid-cols-[1fr_auto] sm:items-start"
    >
      <div className="min-w-0">
        <h2 id={`application-${application.id}`} className="text-lg font-bold leading-snug text-navy-900">
          {/* A closed job's page is gone ('Job Not Found'): its title is not a link. */}
          {application.job_closed ? (
            application.title
          ) : (
            <Link to={to(`/jobs/${application.job_id}`)} className="hover:underline">
              {application.title}
            </Link>
          )}
        </h2>
        <p className="text-ink-muted">{application.company_name}</p>
        {application.job_closed ? (
          <p className="mt-1 text-sm font-semibold text-stone-700">{t`This job is closed: it takes no new applications.`}</p>
        ) : null}
        <dl className="mt-2 grid gap-x-6 gap-y-1 text-[15px] sm:grid-cols-3">
          <div className="flex gap-2">
            <dt className="sr-only">{t`Location`}</dt>
            <dd>{formatPlacesAndMode(application)}</dd>
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
        <StatusBadge status={application.application_status} candidate />
      </div>
      {withdrawn ? (
        <p className="text-sm text-ink-muted sm:col-span-2">
          {withdrawnOn
            ? t`You withdrew this application on ${withdrawnOn}. The employer sees it as withdrawn.`
            : t`You withdrew this application. The employer sees it as withdrawn.`}
        </p>
      ) : null}
      {application.interviews.length ? <Interviews interviews={application.interviews} /> : null}
      {messages.length ? <CandidateMessages messages={messages} /> : null}
      <CoverLetter letter={application.cover_letter} />
      {application.history.length ? <History application={application} /> : null}
      {withdrawn ? null : (
        <div className="border-t border-stone-100 pt-3 sm:col-span-2">
          <ConfirmButton
            param="withdraw"
            value={application.id}
            keep={params}
            id={`withdraw-${application.id}`}
            label={t`Withdraw application`}
            accessibleLabel={t`Withdraw application: ${title}`}
          />
        </div>
      )}
    </article>
  );
}

/** The date of the change to 'withdrawn', as the history has it. */
function withdrawnAt(application: MyApplication): string | null {
  const change = application.history.findLast((entry) => entry.status === "withdrawn");
  return change ? formatDate(change.at) : null;
}

/** The letter the candidate sent with the application, as they wrote it; closed until asked for. */
function CoverLetter({ letter }: { letter: string }) {
  const { t } = useLingui();
  if (!letter.trim())
    return <p className="text-sm text-ink-muted sm:col-span-2">{t`You sent no cover letter.`}</p>;
  return (
    <details className="sm:col-span-2">
      <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-navy-800">
        {t`Your cover letter`}
      </summary>
      <p className="mt-1 whitespace-pre-line break-words rounded-lg border border-stone-200 bg-stone-50 p-3 text-[15px]">
        {letter}
      </p>
    </details>
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
              {interview.status === "scheduled" ? (
                <a
                  href={`/my-applications/interviews/${interview.id}.ics`}
                  download
                  className="inline-flex min-h-11 items-center font-semibold text-navy-800 underline"
                >
                  {t`Add to calendar (.ics)`}
                </a>
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
        {shownHistory(application.history).map((change, index) => (
          <li key={index}>
            {capitalised(statusLabel(change.status))}{" "}
            <span className="text-ink-muted">· {formatDate(change.at)}</span>
          </li>
        ))}
      </ol>
    </details>
  );
}

/**
 * The moves the candidate can tell apart: a move between two stages with the
 * same plain word (applied to screening: both "Under review") is left out.
 */
function shownHistory(history: MyApplication["history"]) {
  let last = candidateWord("applied");
  return history.filter((change) => {
    const word = candidateWord(change.status);
    const shown = word !== last;
    last = word;
    return shown;
  });
}

/** "reviewed" → "Reviewed" (a Hindi word has no capital letters and stays as it is). */
function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
