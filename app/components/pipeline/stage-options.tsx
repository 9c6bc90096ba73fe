import { useLingui } from "@lingui/react/macro";
import { movableStages, rejectionReasons } from "../../../common/schemas/pipeline-stages";
import { rejectionReasonLabels, stageLabels } from "./stage-words";

/**
 * The options of a stage selector: every stage a recruiter moves to, and
 * rejection only with its reason ("rejected:location"), so no form can
 * reject without one. The current rejection shows as "Rejected" when its
 * reason is not known to the selector.
 */
export function StageOptions({ current }: { current?: string }) {
  const { t, i18n } = useLingui();
  return (
    <>
      {movableStages
        .filter((stage) => stage !== "rejected")
        .map((stage) => (
          <option key={stage} value={stage}>
            {i18n._(stageLabels[stage])}
          </option>
        ))}
      {current === "rejected" ? <option value="rejected">{i18n._(stageLabels.rejected)}</option> : null}
      <optgroup label={t`Reject: why?`}>
        {rejectionReasons.map((reason) => (
          <option key={reason} value={`rejected:${reason}`}>
            {t`Reject`} – {i18n._(rejectionReasonLabels[reason])}
          </option>
        ))}
      </optgroup>
    </>
  );
}
