import { useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import { lazy, Suspense, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { useLocalizedPath } from "../../common/i18n";
import type { Applicant } from "../../common/schemas/jobs";
import type { Role } from "../../common/schemas/roles";
import type { ApplyJob, ApplyResult } from "./job/application";
import { useToast } from "./toaster";
import { Button, buttonClass } from "./ui/button";

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

/**
 * The dialog (Radix Dialog, the cover letter) is a chunk of its own, loaded
 * when a candidate reaches for the button (pointer over it, focus, touch) or
 * clicks it: a list of twenty jobs does not make every page carry it.
 */
const loadDialog = () => import("./quick-apply-dialog");
const QuickApplyDialog = lazy(loadDialog);
// A failed early load is tried again by the click.
const preloadDialog = () => void loadDialog().catch(() => {});

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
  const { t } = useLingui();
  return (
    // Important (!): the secondary variant's own disabled:bg-navy-800/60 comes
    // later in the CSS and gave white text 4.18:1; on green-800 it is 7.13:1.
    <Button
      variant="secondary"
      disabled
      className={clsx("disabled:bg-green-800! disabled:text-white", className)}
    >
      <CheckIcon />
      {t`Applied`}
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
  label,
  className,
  from = null,
  referral = null,
}: {
  job: ApplyJob;
  applicant: Viewer;
  applied: boolean;
  label?: string;
  className?: string;
  /** Where the candidate found the job (`search`, `alert`, `invite`), sent with the application (decision 0058). */
  from?: string | null;
  /** The referral link's signed `ref` (decision 0059), sent with the application. */
  referral?: string | null;
}) {
  const fetcher = useFetcher<ApplyResult>({ key: `apply-${job.id}` });
  const { t } = useLingui();
  const to = useLocalizedPath();
  const text = label ?? t`Quick Apply`;
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
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
        {t`Applications closed`}
      </span>
    );
  }
  if (applicant !== "candidate") {
    return (
      <fetcher.Form method="post" action={to(`/jobs/${job.id}`)} className={clsx("contents", className)}>
        <input type="hidden" name="intent" value="apply" />
        {from ? <input type="hidden" name="from" value={from} /> : null}
        {referral ? <input type="hidden" name="ref" value={referral} /> : null}
        <Button type="submit" className={className} disabled={fetcher.state !== "idle"}>
          {text}
        </Button>
      </fetcher.Form>
    );
  }

  const failed = result && !result.ok ? result : null;
  return (
    <>
      <Link
        ref={trigger}
        to={to(
          `/jobs/${job.id}?apply=1${from ? `&from=${from}` : ""}${referral ? `&ref=${encodeURIComponent(referral)}` : ""}#apply`,
        )}
        className={buttonClass("primary", "md", className)}
        aria-haspopup="dialog"
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        onTouchStart={preloadDialog}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          setOpened(true);
          setOpen(true);
        }}
      >
        {text}
      </Link>
      {/* Mounted from the first click on, so closing returns focus to the button. */}
      {opened ? (
        <Suspense fallback={null}>
          <QuickApplyDialog
            job={job}
            open={open}
            onOpenChange={setOpen}
            trigger={trigger}
            Form={fetcher.Form}
            busy={fetcher.state !== "idle"}
            failed={failed}
            from={from}
            referral={referral}
          />
        </Suspense>
      ) : null}
    </>
  );
}
