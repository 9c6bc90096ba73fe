// The Quick Apply dialog of a job card or page (app/components/quick-apply.tsx),
// in a chunk of its own: Radix Dialog and the cover letter field load only
// when a candidate reaches for a Quick Apply button.
import { useLingui } from "@lingui/react/macro";
import { Dialog } from "radix-ui";
import type { RefObject } from "react";
import type { FetcherWithComponents } from "react-router";
import { useLocalizedPath } from "../../common/i18n";
import { COVER_LETTER_MAX_LENGTH, formatPlacesAndMode } from "../../common/schemas/jobs";
import type { ApplyJob, ApplyResult } from "./job/application";
import { Button } from "./ui/button";
import { ErrorSummary } from "./ui/error-summary";
import { TextareaField } from "./ui/field";

export default function QuickApplyDialog({
  job,
  open,
  onOpenChange,
  trigger,
  Form,
  busy,
  failed,
  from = null,
  referral = null,
}: {
  job: ApplyJob;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The Quick Apply button, which gets the focus back when the dialog closes. */
  trigger: RefObject<HTMLAnchorElement | null>;
  /** The form of the button's fetcher, which sends the application without leaving the page. */
  Form: FetcherWithComponents<ApplyResult>["Form"];
  busy: boolean;
  /** The refusal of the last attempt, said in the dialog's error summary. */
  failed: Extract<ApplyResult, { ok: false }> | null;
  /** Where the candidate found the job, sent with the application (decision 0058). */
  from?: string | null;
  /** The referral link's signed `ref`, sent with the application (decision 0059). */
  referral?: string | null;
}) {
  const { t } = useLingui();
  const to = useLocalizedPath();
  const title = job.title;
  const maxLength = COVER_LETTER_MAX_LENGTH.toLocaleString("en-IN");
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-900/60" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92vh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl focus:outline-none sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6"
        >
          <Dialog.Title className="pr-10 text-xl font-bold text-navy-900">{t`Apply for ${title}`}</Dialog.Title>
          <Dialog.Description className="mt-1 text-ink-muted">
            {job.company_name} · {formatPlacesAndMode(job)}
          </Dialog.Description>
          <Form method="post" action={to(`/jobs/${job.id}`)} className="mt-5 space-y-4">
            <input type="hidden" name="intent" value="apply" />
            {from ? <input type="hidden" name="from" value={from} /> : null}
            {referral ? <input type="hidden" name="ref" value={referral} /> : null}
            {failed ? <ErrorSummary result={failed} /> : null}
            <TextareaField
              label={t`Cover Letter (optional)`}
              name="coverLetter"
              rows={6}
              maxLength={COVER_LETTER_MAX_LENGTH}
              placeholder={t`A few lines on why you fit this role.`}
              hint={t`Optional. Up to ${maxLength} characters. Your profile is sent with it.`}
              error={failed?.fieldErrors.coverLetter}
            />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="ghost">{t`Cancel`}</Button>
              </Dialog.Close>
              <Button type="submit" disabled={busy}>
                {busy ? t`Submitting...` : t`Submit Application`}
              </Button>
            </div>
          </Form>
          <Dialog.Close
            className="absolute right-3 top-3 flex size-11 items-center justify-center rounded-lg text-2xl leading-none text-ink-muted hover:bg-navy-50"
            aria-label={t`Close`}
          >
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
