import { clsx } from "clsx";

/** SPEC §4 badge colours: applied blue, reviewed yellow, shortlisted green, rejected red, anything else grey. */
const tones: Record<string, string> = {
  applied: "border-blue-200 bg-blue-50 text-blue-800",
  reviewed: "border-yellow-300 bg-yellow-50 text-yellow-900",
  shortlisted: "border-green-300 bg-green-50 text-green-800",
  rejected: "border-red-200 bg-red-50 text-red-800",
};
const grey = "border-stone-300 bg-stone-100 text-stone-700";

/** An application status as a coloured pill; the text stays the status itself (capitalised by CSS). */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <span
      className={clsx(
        "inline-flex items-center rounded-full border px-3 py-0.5 text-sm font-semibold capitalize",
        tones[status] ?? grey,
        className,
      )}
      data-status={status}
    >
      {status}
    </span>
  );
}
