// An order's priority (decision 0052): its words, and the badge the Orders
// list shows (normal is the usual case, so it is shown quietly).
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import type { JobPriority } from "../../../../common/schemas/job-orders";

export const priorityLabels: Record<JobPriority, MessageDescriptor> = {
  low: msg`Low`,
  normal: msg`Normal`,
  high: msg`High`,
  urgent: msg`Urgent`,
};

const badgeClass: Record<JobPriority, string> = {
  low: "bg-stone-100 text-stone-700",
  normal: "bg-navy-50 text-navy-800",
  high: "bg-amber-100 text-amber-900",
  urgent: "bg-red-700 text-white",
};

export function PriorityBadge({ priority }: { priority: JobPriority }) {
  const { i18n, t } = useLingui();
  const label = i18n._(priorityLabels[priority]);
  return (
    <span className={clsx("rounded-full px-2 py-0.5 text-xs font-semibold", badgeClass[priority])}>
      <span className="sr-only">{t`Priority`}: </span>
      {label}
    </span>
  );
}
