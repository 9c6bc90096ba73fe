import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { useLocalizedPath } from "../../../common/i18n";
import { COVER_LETTER_MAX_LENGTH, type JobDetail } from "../../../common/schemas/jobs";
import { ApplyButton, AppliedButton, type Viewer } from "../quick-apply";
import { Button, buttonClass } from "../ui/button";
import { ErrorSummary } from "../ui/error-summary";
import { TextareaField } from "../ui/field";
import type { ApplyResult } from "./application";

type Refused = Extract<ApplyResult, { ok: false }>;

/**
 * The job page's apply box: the refusal of the last attempt, if any, then
 * what this viewer can do about this job, the first that fits:
 * - an employer or admin: a note that candidates apply (decision 0021);
 * - applied: the 'Applied' button and where to follow the application, or,
 *   withdrawn, that it was (decision 0044: it is not reopened);
 * - the deadline passed: 'Applications closed';
 * - a visitor: 'Login to Apply' and the way to register;
 * - a candidate who chose Apply (`?apply=1`, the Quick Apply button without
 *   JavaScript): the form with the optional cover letter;
 * - anyone else: the Apply Now button (a candidate's opens the dialog; without
 *   a complete profile, the action sends them to complete it).
 */
export function ApplyArea({
  job,
  applicant,
  isApplied,
  isWithdrawn = false,
  failed,
}: {
  job: JobDetail;
  applicant: Viewer;
  isApplied: boolean;
  /** The candidate withdrew their application to it. */
  isWithdrawn?: boolean;
  failed: Refused | null;
}) {
  const { t } = useLingui();
  const [params] = useSearchParams();
  let choice: React.ReactNode;
  if (applicant === "staff") choice = <StaffNote />;
  else if (isWithdrawn) choice = <WithdrawnNote />;
  else if (isApplied) choice = <AppliedNote />;
  else if (!job.accepting) choice = <ClosedNote job={job} applicant={applicant} />;
  else if (applicant === "anonymous") choice = <SignInToApply jobId={job.id} />;
  else if (applicant === "candidate" && params.get("apply") === "1")
    choice = <ApplyForm jobId={job.id} failed={failed} />;
  else
    choice = (
      <ApplyButton job={job} applicant={applicant} applied={false} label={t`Apply Now`} className="w-full" />
    );
  return (
    <section
      aria-label={t`Apply`}
      className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
      id="apply"
    >
      {failed ? <ErrorSummary result={failed} className="mb-4" /> : null}
      {choice}
    </section>
  );
}

/** Employers and admins apply for nothing: a plain note, no button that leads to 'Complete Your Profile'. */
function StaffNote() {
  const { t } = useLingui();
  return (
    <div className="space-y-2">
      <p className="font-semibold text-navy-900">{t`Candidates apply for this job`}</p>
      <p className="text-sm text-ink-muted">
        <Trans>
          Employer and admin accounts do not apply for jobs. Applications to your jobs are in the{" "}
          <Link to="/employer-dashboard" className="font-semibold text-navy-700 underline">
            Employer Dashboard
          </Link>
          .
        </Trans>
      </p>
    </div>
  );
}

function AppliedNote() {
  return (
    <div className="space-y-2">
      <AppliedButton className="w-full" />
      <p className="text-sm text-ink-muted">
        <Trans>
          You have applied for this job. Follow it in{" "}
          <Link to="/my-applications" className="font-semibold text-navy-700 underline">
            My Applications
          </Link>
          .
        </Trans>
      </p>
    </div>
  );
}

function WithdrawnNote() {
  return (
    <div className="space-y-2">
      <p className="font-semibold text-navy-900">
        <Trans>You withdrew your application</Trans>
      </p>
      <p className="text-sm text-ink-muted">
        <Trans>
          A withdrawn application cannot be made again. It stays in{" "}
          <Link to="/my-applications" className="font-semibold text-navy-700 underline">
            My Applications
          </Link>
          .
        </Trans>
      </p>
    </div>
  );
}

function ClosedNote({ job, applicant }: { job: JobDetail; applicant: Viewer }) {
  const { t } = useLingui();
  return (
    <div className="space-y-2">
      <ApplyButton job={job} applicant={applicant} applied={false} className="w-full" />
      <p className="text-sm text-ink-muted">{t`The deadline for this job has passed.`}</p>
    </div>
  );
}

function SignInToApply({ jobId }: { jobId: string }) {
  const { t } = useLingui();
  const to = useLocalizedPath();
  return (
    <div className="space-y-2">
      <Link
        to={`/auth?redirectTo=${encodeURIComponent(to(`/jobs/${jobId}`))}`}
        className={buttonClass("primary", "lg", "w-full")}
      >
        {t`Login to Apply`}
      </Link>
      <p className="text-sm text-ink-muted">
        <Trans>
          New here?{" "}
          <Link to="/register" className="font-semibold text-navy-700 underline">
            Create an account
          </Link>{" "}
          in a minute.
        </Trans>
      </p>
    </div>
  );
}

/** The apply form on the page itself, posted to the page's action. */
function ApplyForm({ jobId, failed }: { jobId: string; failed: Refused | null }) {
  const { t } = useLingui();
  const to = useLocalizedPath();
  const busy = useNavigation().state === "submitting";
  const maxLength = COVER_LETTER_MAX_LENGTH.toLocaleString("en-IN");
  return (
    <Form method="post" action={to(`/jobs/${jobId}`)} className="space-y-4">
      <input type="hidden" name="intent" value="apply" />
      <TextareaField
        label={t`Cover Letter (optional)`}
        name="coverLetter"
        rows={6}
        maxLength={COVER_LETTER_MAX_LENGTH}
        placeholder={t`A few lines on why you fit this role.`}
        hint={t`Optional. Up to ${maxLength} characters.`}
        error={failed?.fieldErrors.coverLetter}
      />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? t`Submitting...` : t`Submit Application`}
      </Button>
    </Form>
  );
}
