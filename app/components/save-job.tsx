import { useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import { Link, useFetcher, useLocation } from "react-router";
import { useLocalizedPath } from "../../common/i18n";
import type { Toast } from "../../common/toast";
import { useToast } from "./toaster";

/** What /saved-jobs's action answers a save or a removal sent without leaving the page (app/routes/saved-jobs.tsx). */
export type SaveJobResult =
  | { ok: true; toast: Toast; saved: boolean }
  | { ok: false; toast: Toast; fieldErrors: Partial<Record<string, string>> };

function BookmarkIcon({ filled }: { filled: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" className="shrink-0">
      <path
        d="M6.5 3.5h11v17l-5.5-4-5.5 4z"
        fill={filled ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const saveClass =
  "inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg border px-3 text-[15px] font-semibold text-navy-800 transition-colors";

/**
 * A visitor's 'Save job': a link to sign in and come back to the job. Plain
 * markup, as a visitor's job page carries no framework JavaScript.
 */
export function SaveJobSignIn({ jobId }: { jobId: string }) {
  const { t } = useLingui();
  const to = useLocalizedPath();
  return (
    <Link
      to={`/auth?redirectTo=${encodeURIComponent(to(`/jobs/${jobId}`))}`}
      className={clsx(saveClass, "border-navy-200 bg-white hover:bg-navy-50")}
    >
      <BookmarkIcon filled={false} />
      {t`Save job`}
    </Link>
  );
}

/**
 * A candidate's Save / Saved button for one job, on a job card or the job
 * page. A plain form posted to /saved-jobs, so it works without JavaScript
 * (the action sends the browser back to `returnTo`, to the card's `anchor`);
 * with JavaScript a fetcher sends it and the page stays where it is, showing
 * the new state at once. `jobTitle` names the job to screen readers where
 * several cards are listed.
 */
export function SaveJobButton({
  jobId,
  jobTitle,
  saved,
  anchor,
  className,
}: {
  jobId: string;
  jobTitle?: string;
  saved: boolean;
  /** The id of the element the page scrolls back to after a save without JavaScript. */
  anchor?: string;
  className?: string;
}) {
  // One key per job: the card and the page of a job show the same state.
  const fetcher = useFetcher<SaveJobResult>({ key: `save-${jobId}` });
  const location = useLocation();
  const { t } = useLingui();
  useToast(fetcher.data?.toast);
  // While the request is on its way, and until the page's data is read again, show what was asked.
  const pending = fetcher.formData?.get("intent");
  const shown = pending === "save" || pending === "unsave" ? pending === "save" : saved;
  const returnTo = `${location.pathname}${location.search}${anchor ? `#${anchor}` : ""}`;
  return (
    <fetcher.Form method="post" action="/saved-jobs" className={className}>
      <input type="hidden" name="jobId" value={jobId} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <button
        type="submit"
        name="intent"
        value={shown ? "unsave" : "save"}
        // The visible word, then what it does to which job: a list has many.
        aria-label={
          shown
            ? jobTitle
              ? t`Saved: ${jobTitle}, remove from saved jobs`
              : t`Saved, remove from saved jobs`
            : jobTitle
              ? t`Save job: ${jobTitle}`
              : t`Save job`
        }
        className={clsx(
          saveClass,
          shown
            ? "border-navy-600 bg-navy-50 hover:bg-navy-100"
            : "border-navy-200 bg-white hover:bg-navy-50",
        )}
      >
        <BookmarkIcon filled={shown} />
        {shown ? t`Saved` : jobTitle ? t`Save` : t`Save job`}
      </button>
    </fetcher.Form>
  );
}
