import { useLingui } from "@lingui/react/macro";
import { formatInterviewTime } from "../../../common/format";
import { useReasonLabel, useStageLabel } from "./stage-words";

export interface StageHistoryEntry {
  from_status: string;
  to_status: string;
  reason: string | null;
  note: string | null;
  changed_at: Date | string;
  changed_by_email: string | null;
}

/** Every move of an application, newest first: from, to, why, who and when (recruiters only). */
export function StageHistory({ history }: { history: StageHistoryEntry[] }) {
  const { t } = useLingui();
  const stageLabel = useStageLabel();
  const reasonLabel = useReasonLabel();
  if (history.length === 0) return <p className="mt-1 text-sm text-ink-muted">{t`No moves yet.`}</p>;
  return (
    <ol className="mt-1 space-y-1 border-l-2 border-stone-200 pl-4 text-sm" data-stage-history>
      {history.map((change, index) => {
        const from = stageLabel(change.from_status);
        const to = stageLabel(change.to_status);
        const who = change.changed_by_email ?? t`a deleted account`;
        const when = formatInterviewTime(change.changed_at);
        return (
          <li key={index}>
            <span className="font-medium">{t`${from} → ${to}`}</span>
            {change.reason ? <span> · {reasonLabel(change.reason)}</span> : null}
            {change.note ? <span className="text-ink-muted"> · “{change.note}”</span> : null}
            <span className="block text-xs text-ink-muted">{t`by ${who}, ${when}`}</span>
          </li>
        );
      })}
    </ol>
  );
}
