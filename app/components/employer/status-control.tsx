import { useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import { useFetcher, useNavigate } from "react-router";
import { stageNeedsForm } from "../../../common/schemas/pipeline-stages";
import type { Toast } from "../../../common/toast";
import { useToast } from "~/components/toaster";
import { buttonClass } from "~/components/ui/button";
import { selectClass } from "~/components/ui/field";
import { StageOptions } from "~/components/pipeline/stage-options";
import { stageLabels } from "~/components/pipeline/stage-words";

/** Each stage as the selectors and filters name it ("Submitted to client"). */
export const applicationStatusLabels = stageLabels;

/**
 * An application's status selector, posted to the Applications tab's action:
 * with JavaScript it saves on change (the list reloads behind it); without, an
 * "Update" button posts it and the page comes back with the answer. The same
 * control sits on each card and in the candidate's full-profile dialog.
 */
export function StatusControl({
  applicationId,
  status,
  name,
  id,
  visibleLabel,
  place,
}: {
  applicationId: string;
  status: string;
  /** The candidate, for the label ("Status of Priya Sharma"). */
  name: string;
  /** The select's id, unique on the page. */
  id: string;
  /** A label shown above the selector instead of one only screen readers read. */
  visibleLabel?: string;
  /** Each place has its own fetcher, so a change made in one is announced once. */
  place: "card" | "dialog";
}) {
  const { t } = useLingui();
  const fetcher = useFetcher<{ toast?: Toast | null }>({ key: statusFetcherKey(applicationId, place) });
  useToast(fetcher.data?.toast);
  const navigate = useNavigate();
  // The candidate withdrew it: nobody changes its status any more (decision 0044).
  if (status === "withdrawn")
    return (
      <p className="max-w-xs text-sm text-ink-muted" data-withdrawn>
        {t`Withdrawn by the candidate. Its status can no longer be changed.`}
      </p>
    );
  return (
    <fetcher.Form method="post" className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="applicationId" value={applicationId} />
      <label className={visibleLabel ? "text-sm font-medium" : "sr-only"} htmlFor={id}>
        {visibleLabel ? (
          <>
            {visibleLabel}
            <span className="sr-only"> {t`of ${name}`}</span>
          </>
        ) : (
          t`Status of ${name}`
        )}
      </label>
      <select
        id={id}
        name="status"
        defaultValue={status}
        className={clsx(selectClass, "min-h-11 w-40 py-1 text-sm")}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          // Offered and Joined are recorded on the placement form, with their details (decision 0057).
          if (stageNeedsForm(status, chosen))
            void navigate(`/employer-dashboard/applications/${applicationId}/placement?stage=${chosen}`);
          else void fetcher.submit(event.currentTarget.form);
        }}
      >
        <StageOptions current={status} />
      </select>
      <noscript>
        <button type="submit" className={buttonClass("secondary", "sm")}>
          {t`Update`}
        </button>
      </noscript>
    </fetcher.Form>
  );
}

const statusFetcherKey = (applicationId: string, place: "card" | "dialog") =>
  `application-status-${place}-${applicationId}`;

/** The status being saved for an application from one place, or else the stored one. */
export function useShownStatus(applicationId: string, stored: string, place: "card" | "dialog") {
  const pending = useFetcher({ key: statusFetcherKey(applicationId, place) }).formData?.get("status");
  // "rejected:location" is the stage "rejected" with its reason.
  return typeof pending === "string" ? pending.split(":")[0]! : stored;
}
