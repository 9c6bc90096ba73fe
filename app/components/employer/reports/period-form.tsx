// The reports page's choice of period (India dates, both included) and, for
// an admin, of recruiter. A plain GET form, so it works without JavaScript.
import { useLingui } from "@lingui/react/macro";
import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { inputClass, selectClass } from "~/components/ui/field-classes";

export function PeriodForm({
  from,
  to,
  owners,
  owner,
}: {
  from: string;
  to: string;
  /** An admin's choice of recruiter; null for a recruiter, whose numbers are their own. */
  owners: { id: string; email: string }[] | null;
  owner: string | null;
}) {
  const { t } = useLingui();
  return (
    <Form method="get" className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap">
      <div>
        <label htmlFor="report-from" className="block text-sm font-medium text-ink">
          {t`From date`}
        </label>
        <input id="report-from" type="date" name="from" defaultValue={from} className={inputClass} />
      </div>
      <div>
        <label htmlFor="report-to" className="block text-sm font-medium text-ink">
          {t`To date`}
        </label>
        <input id="report-to" type="date" name="to" defaultValue={to} className={inputClass} />
      </div>
      {owners ? (
        <div className="col-span-2 sm:w-72">
          <label htmlFor="report-owner" className="block text-sm font-medium text-ink">
            {t`Recruiter`}
          </label>
          {/* E-mail addresses as they are: none goes through the catalogue. */}
          <select id="report-owner" name="owner" defaultValue={owner ?? "all"} className={selectClass}>
            <option value="all">{t`All recruiters`}</option>
            {owners.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.email}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <button type="submit" className={buttonClass("secondary", "md", "col-span-2 sm:col-span-1")}>
        {t`Show`}
      </button>
    </Form>
  );
}
