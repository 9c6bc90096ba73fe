// The client's decision (issue #38, decision 0055): Shortlist, Interview
// with one to three proposed times (India time), or Not suitable, and a
// comment. A plain form: it works without JavaScript.
import { useLingui } from "@lingui/react/macro";
import { Form } from "react-router";
import { translateText } from "../../../common/i18n";
import {
  clientDecisionLabels,
  clientDecisions,
  DECISION_COMMENT_MAX_LENGTH,
} from "../../../common/schemas/submittal-fields";
import { buttonClass } from "../ui/button";
import { inputClass } from "../ui/field";

export function DecisionForm({
  problem,
  fieldErrors,
}: {
  problem?: string | null;
  fieldErrors?: Record<string, string | undefined>;
}) {
  const { t } = useLingui();
  return (
    <Form method="post" className="space-y-4" aria-label={t`Your decision`}>
      <h2 className="text-xl font-semibold text-navy-900">{t`Your decision`}</h2>
      {problem ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900">
          {problem}
        </p>
      ) : null}
      <fieldset>
        <legend className="sr-only">{t`Your decision`}</legend>
        <div className="flex flex-col gap-2">
          {clientDecisions.map((decision) => (
            <label
              key={decision}
              className="flex min-h-11 items-center gap-3 rounded-lg border border-stone-300 px-3 py-2 text-ink"
            >
              <input type="radio" name="decision" value={decision} required className="size-5" />
              {translateText(clientDecisionLabels[decision])}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-ink">{t`For an interview: up to three times that suit you (India time)`}</legend>
        {[1, 2, 3].map((n) => (
          <label key={n} className="block text-sm text-ink-muted">
            {t`Time ${n}`}
            <input type="datetime-local" name="times" className={inputClass} />
          </label>
        ))}
        {fieldErrors?.times ? (
          <p className="text-sm font-medium text-red-700">{translateText(fieldErrors.times)}</p>
        ) : null}
      </fieldset>
      <label className="block text-sm font-medium text-ink">
        {t`Comment (optional)`}
        <textarea name="comment" rows={4} maxLength={DECISION_COMMENT_MAX_LENGTH} className={inputClass} />
      </label>
      <button type="submit" className={buttonClass("primary", "md", "w-full sm:w-auto")}>
        {t`Send my decision`}
      </button>
    </Form>
  );
}
