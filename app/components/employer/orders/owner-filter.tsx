// The admin's choice of whose orders the Orders tab lists: everyone's, or one
// recruiter's. A plain GET form, so it works without JavaScript.
import { useLingui } from "@lingui/react/macro";
import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { selectClass } from "~/components/ui/field";

export function OwnerFilter({
  owners,
  owner,
}: {
  owners: { id: string; email: string }[];
  /** The recruiter chosen, or null for everyone. */
  owner: string | null;
}) {
  const { t } = useLingui();
  return (
    <Form method="get" className="flex items-end gap-2">
      <div className="min-w-0 flex-1 sm:w-72 sm:flex-none">
        <label htmlFor="order-owner" className="block text-sm font-medium text-ink">
          {t`Recruiter`}
        </label>
        {/* E-mail addresses as they are: none goes through the catalogue. */}
        <select id="order-owner" name="owner" defaultValue={owner ?? "all"} className={selectClass}>
          <option value="all">{t`All recruiters`}</option>
          {owners.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.email}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass("secondary")}>
        {t`Show`}
      </button>
    </Form>
  );
}
