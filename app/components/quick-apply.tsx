import { clsx } from "clsx";
import { Dialog } from "radix-ui";
import { useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { COVER_LETTER_MAX_LENGTH, type Applicant } from "~/schemas/jobs";
import type { Role } from "~/schemas/roles";
import { useToast, type Toast } from "./toaster";
import { Button, buttonClass } from "./ui/button";
import { ErrorSummary } from "./ui/error-summary";
import { TextareaField } from "./ui/field";

/** What the job page's action answers to an application (see app/routes/jobs.$id.tsx). */
export type ApplyResult =
  | { ok: true; toast: Toast; fieldErrors: Partial<Record<string, string>> }
  | { ok: false; toast: Toast; fieldErrors: Partial<Record<string, string>> };

/**
 * Who is looking at a job, for its apply area: an `Applicant`, or "staff", an
 * employer or admin, who is offered no apply button at all (applying is a
 * candidate's; decision 0021).
 */
export type Viewer = Applicant | "staff";

/** The viewer of a signed-in `role` (undefined: signed out) whose applicant view is `applicant`. */
export function viewerOf(role: Role | undefined, applicant: Applicant): Viewer {
  return role === "employer" || role === "admin" ? "staff" : applicant;
}

export interface ApplyJob {
  id: string;
  title: string;
  company_name: string;
  location_city: string;
  location_state: string;
  accepting: boolean;
}

function CheckIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M5 12.5l4.5 4.5L19 7.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The disabled 'Applied' button a job shows once the candidate has applied. */
export function AppliedButton({ className }: { className?: string }) {
  return (
    // Important (!): the secondary variant's own disabled:bg-navy-800/60 comes
    // later in the CSS and gave white text 4.18:1; on green-800 it is 7.13:1.
    <Button
      variant="secondary"
      disabled
      className={clsx("disabled:bg-green-800! disabled:text-white", className)}
    >
      <CheckIcon />
      Applied
    </Button>
  );
}

/**
 * The apply button of a job card or page.
 * - Already applied: a disabled 'Applied' button. Deadline passed: 'Applications closed'.
 * - Signed out, or no complete candidate profile: a one-button form; the
 *   action answers with the specification's toast and sends the visitor to
 *   /auth or /profile.
 * - A candidate: a link to the job page's apply form (works without
 *   JavaScript), which JavaScript turns into a dialog with the optional cover
 *   letter, sent without leaving the page.
 * - An employer or admin ("staff"): nothing.
 */
export function ApplyButton({
  job,
  applicant,
  applied,
  label = "Quick Apply",
  className,
}: {
  job: ApplyJob;
  applicant: Viewer;
  applied: boolean;
  label?: string;
  className?: string;
}) {
  const fetcher = useFetcher<ApplyResult>({ key: `apply-${job.id}` });
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLAnchorElement>(null);
  const result = fetcher.data;
  // Success is said by a toast (SPEC §8). A refusal is said in the dialog's
  // error summary while it is open; from the one-button form (no dialog) by a toast.
  useToast(result && (result.ok || !open) ? result.toast : null);

  if (applicant === "staff") return null;
  // Once applied the dialog is gone with the button it belonged to (and the cover letter with it).
  if (applied || result?.ok) return <AppliedButton className={className} />;
  if (!job.accepting) {
    return (
      <span
        className={clsx(
          "inline-flex min-h-11 items-center justify-center rounded-lg border border-stone-300 bg-stone-100 px-4 font-semibold text-stone-700",
          className,
        )}
      >
        Applications closed
      </span>
    );
  }
  if (applicant !== "candidate") {
    return (
      <fetcher.Form method="post" action={`/jobs/${job.id}`} className={clsx("contents", className)}>
        <input type="hidden" name="intent" value="apply" />
        <Button type="submit" className={className} disabled={fetcher.state !== "idle"}>
          {label}
        </Button>
      </fetcher.Form>
    );
  }

  const busy = fetcher.state !== "idle";
  const failed = result && !result.ok ? result : null;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Link
        ref={trigger}
        to={`/jobs/${job.id}?apply=1#apply`}
        className={buttonClass("primary", "md", className)}
        aria-haspopup="dialog"
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        {label}
      </Link>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-900/60" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92vh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl focus:outline-none sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6"
        >
          <Dialog.Title className="pr-10 text-xl font-bold text-navy-900">Apply for {job.title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-ink-muted">
            {job.company_name} · {job.location_city}, {job.location_state}
          </Dialog.Description>
          <fetcher.Form method="post" action={`/jobs/${job.id}`} className="mt-5 space-y-4">
            <input type="hidden" name="intent" value="apply" />
            {failed ? <ErrorSummary result={failed} /> : null}
            <TextareaField
              label="Cover Letter (optional)"
              name="coverLetter"
              rows={6}
              maxLength={COVER_LETTER_MAX_LENGTH}
              placeholder="A few lines on why you fit this role."
              hint={`Optional. Up to ${COVER_LETTER_MAX_LENGTH.toLocaleString("en-IN")} characters. Your profile is sent with it.`}
              error={failed?.fieldErrors.coverLetter}
            />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="ghost">Cancel</Button>
              </Dialog.Close>
              <Button type="submit" disabled={busy}>
                {busy ? "Submitting..." : "Submit Application"}
              </Button>
            </div>
          </fetcher.Form>
          <Dialog.Close
            className="absolute right-3 top-3 flex size-11 items-center justify-center rounded-lg text-2xl leading-none text-ink-muted hover:bg-navy-50"
            aria-label="Close"
          >
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
