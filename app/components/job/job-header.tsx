import { useLingui } from "@lingui/react/macro";
import { translateText } from "../../../common/i18n";
import type { JobDetail } from "../../../common/schemas/jobs";
import type { Toast } from "../../../common/toast";
import { JobFacts } from "../job-card";
import type { Viewer } from "../quick-apply";
import { SaveJobButton, SaveJobSignIn } from "../save-job";
import { Alert } from "../ui/alert";

/**
 * The top of a job's page: company, title, the facts a candidate scans first,
 * the Save button and the 'Applied' mark, and the success of an application
 * made on this page (`applied`: the toast the action answered).
 */
export function JobHeader({
  job,
  applicant,
  saved,
  isApplied,
  applied,
}: {
  job: JobDetail;
  applicant: Viewer;
  /** Whether the candidate saved the job; null for anyone else. */
  saved: boolean | null;
  isApplied: boolean;
  applied: Toast | null;
}) {
  const { t } = useLingui();
  return (
    <header className="min-w-0 space-y-3 lg:col-start-1">
      <p className="font-semibold text-accent-700">{job.company_name}</p>
      <h1 className="text-3xl font-bold leading-tight text-navy-900 sm:text-4xl">{job.title}</h1>
      <JobFacts job={job} allPlaces />
      {/* A candidate saves the job; a visitor is offered to sign in for it; staff see neither. */}
      {saved !== null || applicant === "anonymous" || isApplied ? (
        <div className="flex flex-wrap items-center gap-3">
          {saved !== null ? (
            <SaveJobButton jobId={job.id} saved={saved} />
          ) : applicant === "anonymous" ? (
            <SaveJobSignIn jobId={job.id} />
          ) : null}
          {isApplied ? (
            <p className="inline-flex items-center gap-2 rounded-full bg-green-50 px-3 py-1 text-sm font-semibold text-green-800">
              ✓ {t`Applied`}
            </p>
          ) : null}
        </div>
      ) : null}
      {applied ? (
        <Alert tone="success" title={translateText(applied.title)}>
          {applied.description ? translateText(applied.description) : null}
        </Alert>
      ) : null}
    </header>
  );
}
