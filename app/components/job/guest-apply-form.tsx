import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { Form, Link } from "react-router";
import { translateText, useLocalizedPath } from "../../../common/i18n";
import { GUEST_NAME_MAX_LENGTH, GUEST_RESUME_ACCEPT } from "../../../common/schemas/guest-application-fields";
import { COVER_LETTER_MAX_LENGTH } from "../../../common/schemas/jobs";
import type { Toast } from "../../../common/toast";
import { DataNotice } from "../data-notice";
import { buttonClass } from "../ui/button";
import { Field, FieldLabel, TextareaField } from "../ui/field";
import type { ApplyResult } from "./application";

type Refused = Extract<ApplyResult, { ok: false }>;

/**
 * A visitor's application without an account (issue #36): name, mobile,
 * e-mail, resume and an optional cover letter, in one multipart post to the
 * job page's action that works without JavaScript (a visitor's page ships
 * none). After a refusal the typed fields come back; a file cannot, so the
 * resume field says to choose it again. Above the submit button, the
 * data-protection notice and its "I agree" box (decision 0046).
 */
export function GuestApplyForm({
  jobId,
  failed,
  referral = null,
}: {
  jobId: string;
  failed: Refused | null;
  /** The referral link's signed `ref` (decision 0059): sent with the form, and kept through "Login to Apply". */
  referral?: string | null;
}) {
  const { t } = useLingui();
  const to = useLocalizedPath();
  const mine = failed?.intent === "guest" ? failed : null;
  const values = mine?.values ?? {};
  const errors = mine?.fieldErrors ?? {};
  const resumeId = useId();
  const headingId = useId();
  return (
    <div className="space-y-4">
      <div>
        <h2 id={headingId} className="text-lg font-bold text-navy-900">{t`Apply now, no account needed`}</h2>
        <p className="text-sm text-ink-muted">{t`Send your resume in a minute. We will e-mail you a link to set a password later.`}</p>
      </div>
      <Form
        method="post"
        encType="multipart/form-data"
        action={to(`/jobs/${jobId}`)}
        className="space-y-3"
        aria-labelledby={headingId}
        data-guest-apply=""
      >
        <input type="hidden" name="intent" value="guest" />
        {referral ? <input type="hidden" name="ref" value={referral} /> : null}
        <Field
          label={t`Full name`}
          name="name"
          autoComplete="name"
          required
          maxLength={GUEST_NAME_MAX_LENGTH}
          defaultValue={values.name}
          error={errors.name}
        />
        <Field
          label={t`Mobile number`}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="98765 43210"
          required
          defaultValue={values.phone}
          error={errors.phone}
        />
        <Field
          label={t`Email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={values.email}
          error={errors.email}
        />
        <div className="space-y-1">
          <FieldLabel htmlFor={resumeId} label={t`Resume`} required />
          <input
            id={resumeId}
            name="resume"
            type="file"
            accept={GUEST_RESUME_ACCEPT}
            required
            aria-invalid={errors.resume ? true : undefined}
            aria-describedby={`${resumeId}-hint${errors.resume ? ` ${resumeId}-error` : ""}`}
            className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-navy-50 file:px-3 file:font-medium file:text-navy-800"
          />
          <p id={`${resumeId}-hint`} className="text-sm text-ink-muted">
            {mine ? t`PDF or Word, up to 5 MB. Please choose the file again.` : t`PDF or Word, up to 5 MB.`}
          </p>
          {errors.resume ? (
            <p id={`${resumeId}-error`} className="text-sm font-medium text-red-700">
              {translateText(errors.resume)}
            </p>
          ) : null}
        </div>
        <TextareaField
          label={t`Cover Letter (optional)`}
          name="coverLetter"
          rows={3}
          maxLength={COVER_LETTER_MAX_LENGTH}
          placeholder={t`A few lines on why you fit this role.`}
          defaultValue={values.coverLetter}
          error={errors.coverLetter}
        />
        {/* Folded to its heading, so the form stays short on a phone; the box is always in view. */}
        <DataNotice
          purpose="guest_application"
          open={false}
          error={errors.consent}
          given={values.consent === "yes"}
        />
        <button type="submit" className={buttonClass("primary", "lg", "w-full")}>
          {t`Send Application`}
        </button>
      </Form>
      <p className="border-t border-stone-200 pt-3 text-sm text-ink-muted">
        <Trans>
          Have an account?{" "}
          <Link
            to={`/auth?redirectTo=${encodeURIComponent(
              to(`/jobs/${jobId}${referral ? `?ref=${encodeURIComponent(referral)}` : ""}`),
            )}`}
            className="font-semibold text-navy-700 underline"
          >
            Login to Apply
          </Link>
        </Trans>
      </p>
    </div>
  );
}

/** What a guest sees once the application is sent: the same words for every address. */
export function GuestApplicationSent({ toast }: { toast: Toast }) {
  return (
    <div
      role="status"
      className="space-y-2 rounded-lg border border-green-700 bg-green-50 p-4 text-green-950"
    >
      <p className="font-semibold">{translateText(toast.title)}</p>
      {toast.description ? <p className="text-sm">{translateText(toast.description)}</p> : null}
    </div>
  );
}
