import { useLingui } from "@lingui/react/macro";
import { Form } from "react-router";
import { translateText } from "../../../common/i18n";
import { alertFrequencies } from "../../../common/schemas/job-alert-frequencies";
import { ALL_LEVELS, ALL_STATES, type JobSearch } from "../../../common/schemas/jobs";
import { Button } from "../ui/button";
import { selectClass } from "../ui/field-classes";

/**
 * "E-mail me jobs like these" (issue #24): this search as a job alert, daily
 * or weekly. It opens /job-alerts/new with the search and the frequency
 * filled in, where the data notice and its "I agree" box are (decision
 * 0046), and a visitor gives the address the alert goes to. A plain GET, so
 * it works before JavaScript loads, and /jobs carries none of the notice's
 * words in its JavaScript.
 */
export function AlertForm({ search }: { search: JobSearch }) {
  const { t } = useLingui();
  return (
    <Form
      method="get"
      action="/job-alerts/new"
      className="mt-6 flex flex-wrap items-center gap-2 rounded-lg border border-navy-100 bg-navy-50 px-3 py-2"
    >
      {/* The defaults left out, so the address stays short. */}
      {search.q ? <input type="hidden" name="q" value={search.q} /> : null}
      {search.state !== ALL_STATES ? <input type="hidden" name="state" value={search.state} /> : null}
      {search.experience !== ALL_LEVELS ? (
        <input type="hidden" name="experience" value={search.experience} />
      ) : null}
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
      <Button type="submit" variant="secondary" size="sm">
        {t`E-mail me jobs like these`}
      </Button>
    </Form>
  );
}
