import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { useLocalizedPath } from "../../../common/i18n";
import { COVER_LETTER_MAX_LENGTH, type JobDetail } from "../../../common/schemas/jobs";
import { ApplyButton, AppliedButton, type Viewer } from "../quick-apply";
import { Button } from "../ui/button";
import { ErrorSummary } from "../ui/error-summary";
import { TextareaField } from "../ui/field";
import type { Toast } from "../../../common/toast";
import type { ApplyResult } from "./application";
import { GuestApplicationSent, GuestApplyForm } from "./guest-apply-form";

type Refused = Extract<ApplyResult, { ok: false }>;

/**
 * The job page's apply box: the refusal of the last attempt, if any, then
 * what this viewer can do about this job, the first that fits:
 * - an employer or admin: a note that candidates apply (decision 0021);
 * - applied: the 'Applied' button and where to follow the application, or,
 *   withdrawn, that it was (decision 0044: it is not reopened);
 * - the deadline passed: 'Applications closed';
 * - a visitor whose application was just sent: that it was, and the mail to look for;
 * - a visitor: the short form that applies without an account (issue #36),
 *   'Login to Apply' beside it;
 * - a candidate who chose Apply (`?apply=1`, the Quick Apply button without
 *   JavaScript), or who was sent to finish the profile with a cover letter
 *   typed (`draft`, decision 0043), and a candidate whose profile is not yet
 *   complete (sending it leads to the profile, the letter kept): the form
 *   with the optional cover letter;
 * - anyone else: the Apply Now button (a candidate's opens the dialog; without
 *   a complete profile, the action sends them to complete it).
 */
export function ApplyArea({
  job,
  applicant,
  isApplied,
  isWithdrawn = false,
  failed,
  guestSent = null,
  draft = null,
  from = null,
  referral = null,
}: {
  job: JobDetail;
  applicant: Viewer;
  isApplied: boolean;
  /** The candidate withdrew their application to it. */
  isWithdrawn?: boolean;
  failed: Refused | null;
  /** The guest form's success, once sent. */
  guestSent?: Toast | null;
  /** The cover letter kept while the candidate finished the profile. */
  draft?: string | null;
  /** Where the candidate found the job (`?from=`, or kept with the draft): sent with the application (decision 0058). */
  from?: string | null;
  /** The referral link's signed `ref` (`?ref=`, or kept with the draft): sent with the application (decision 0059). */
  referral?: string | null;
}) {
  const { t } = useLingui();
  const [params] = useSearchParams();
  let choice: React.ReactNode;
  if (applicant === "staff") choice = <StaffNote />;
  else if (isWithdrawn) choice = <WithdrawnNote />;
  else if (isApplied) choice = <AppliedNote />;
  else if (!job.accepting) choice = <ClosedNote job={job} applicant={applicant} />;
  else if (applicant === "anonymous" && guestSent) choice = <GuestApplicationSent toast={guestSent} />;
  else if (applicant === "anonymous")
    choice = <GuestApplyForm jobId={job.id} failed={failed} referral={referral} />;
  else if (
    applicant === "no-profile" ||
    (applicant === "candidate" && (params.get("apply") === "1" || draft))
  )
    choice = (
      <ApplyForm
        jobId={job.id}
        failed={failed}
        coverLetter={failed?.values?.coverLetter ?? draft}
        from={from}
        referral={referral}
      />
    );
  else
    choice = (
      <ApplyButton
        job={job}
        applicant={applicant}
        applied={false}
        label={t`Apply Now`}
        className="w-full"
        from={from}
        referral={referral}
      />
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

/** The apply form on the page itself, posted to the page's action. */
function ApplyForm({
  jobId,
  failed,
  coverLetter,
  from,
  referral,
}: {
  jobId: string;
  failed: Refused | null;
  coverLetter: string | null | undefined;
  from: string | null;
  referral: string | null;
}) {
  const { t } = useLingui();
  const to = useLocalizedPath();
  const busy = useNavigation().state === "submitting";
  const maxLength = COVER_LETTER_MAX_LENGTH.toLocaleString("en-IN");
  return (
    <Form method="post" action={to(`/jobs/${jobId}`)} className="space-y-4">
      <input type="hidden" name="intent" value="apply" />
      {from ? <input type="hidden" name="from" value={from} /> : null}
      {referral ? <input type="hidden" name="ref" value={referral} /> : null}
      <TextareaField
        label={t`Cover Letter (optional)`}
        name="coverLetter"
        rows={6}
        maxLength={COVER_LETTER_MAX_LENGTH}
        placeholder={t`A few lines on why you fit this role.`}
        hint={t`Optional. Up to ${maxLength} characters.`}
        defaultValue={coverLetter ?? undefined}
        error={failed?.fieldErrors.coverLetter}
      />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? t`Submitting...` : t`Submit Application`}
      </Button>
    </Form>
  );
}
