import { useLingui } from "@lingui/react/macro";
import { Form } from "react-router";
import { translateText } from "../../../common/i18n";
import { alertFrequencies } from "../../../common/schemas/job-alerts";
import type { JobSearch } from "../../../common/schemas/jobs";
import { DataNotice } from "../data-notice";
import { Button } from "../ui/button";
import { inputClass, selectClass } from "../ui/field";

/**
 * "E-mail me jobs like these" (issue #24): this search as a job alert, daily
 * or weekly, with the data notice and its "I agree" box folded beneath
 * (decision 0046). A plain post to /job-alerts/new, which sends the candidate
 * on to their alerts with a toast; a visitor (`visitor`) gives the address
 * the alert goes to, and is sent a link to confirm it.
 */
export function AlertForm({ search, visitor = false }: { search: JobSearch; visitor?: boolean }) {
  const { t } = useLingui();
  return (
    <Form
      method="post"
      action="/job-alerts/new"
      className="mt-3 flex flex-wrap items-center gap-2 rounded-lg border border-navy-100 bg-navy-50 px-3 py-2"
    >
      <input type="hidden" name="q" value={search.q} />
      <input type="hidden" name="state" value={search.state} />
      <input type="hidden" name="experience" value={search.experience} />
      <label htmlFor="alert-frequency" className="text-sm font-medium text-navy-900">
        {t`How often`}
      </label>
      <select
        id="alert-frequency"
        name="frequency"
        defaultValue="daily"
        // As narrow as its words, beside the label and the button.
        className={selectClass.replace("w-full", "w-auto")}
      >
        {alertFrequencies.map((frequency) => (
          <option key={frequency.value} value={frequency.value}>
            {translateText(frequency.label)}
          </option>
        ))}
      </select>
      {visitor ? (
        <input
          type="email"
          name="email"
          autoComplete="email"
          required
          aria-label={t`Your e-mail address`}
          placeholder={t`Your e-mail address`}
          className={inputClass.replace("w-full", "w-auto min-w-0 flex-1")}
        />
      ) : null}
      <Button type="submit" variant="secondary" size="sm">
        {t`E-mail me jobs like these`}
      </Button>
      <DataNotice purpose="job_alert" open={false} className="basis-full bg-white" />
    </Form>
  );
}
