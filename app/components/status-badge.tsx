import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";

/**
 * SPEC §4 badge colours: applied blue, reviewed yellow, shortlisted green,
 * rejected red, anything else grey (a withdrawn application, decision 0044).
 */
const tones: Record<string, string> = {
  applied: "border-blue-200 bg-blue-50 text-blue-800",
  reviewed: "border-yellow-300 bg-yellow-50 text-yellow-900",
  shortlisted: "border-green-300 bg-green-50 text-green-800",
  rejected: "border-red-200 bg-red-50 text-red-800",
};
const grey = "border-stone-300 bg-stone-100 text-stone-700";

/** The statuses' words: in English the status itself, in Hindi a translation. */
const labels: Record<string, MessageDescriptor> = {
  applied: msg`applied`,
  reviewed: msg`reviewed`,
  shortlisted: msg`shortlisted`,
  rejected: msg`rejected`,
  withdrawn: msg`withdrawn`,
};

/** A status's word in the page's language; an unknown status as it is. */
export function useStatusLabel(): (status: string) => string {
  const { i18n } = useLingui();
  return (status) => {
    return Object.hasOwn(labels, status) ? i18n._(labels[status]!) : status;
  };
}

/** An application status as a coloured pill; the text is the status's word (capitalised by CSS). */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  const statusLabel = useStatusLabel();
  return (
    <span
      className={clsx(
        "inline-flex items-center rounded-full border px-3 py-0.5 text-sm font-semibold capitalize",
        tones[status] ?? grey,
        className,
      )}
      data-status={status}
    >
      {statusLabel(status)}
    </span>
  );
}
