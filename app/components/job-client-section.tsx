// The job form's client section (issue #37, decision 0049): whom the job is
// for (a client, or the firm itself) and whether the public may see it. A
// confidential job shows its wording instead of the client's name everywhere
// outside the firm's dashboards.
import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { translateText } from "../../common/i18n";
import { DEFAULT_CONFIDENTIAL_LABEL } from "../../common/schemas/jobs";
import { Field, FieldLabel, selectClass } from "./ui/field";

export interface ClientChoice {
  id: string;
  name: string;
}

export function JobClientSection({
  clients,
  values,
  errors,
}: {
  clients: ClientChoice[];
  values: Record<string, unknown>;
  errors: Record<string, string | undefined>;
}) {
  const { t } = useLingui();
  const id = useId();
  const chosen = typeof values.client_id === "string" ? values.client_id : "";
  const confidential = values.is_confidential === true || values.is_confidential === "on";
  const label = typeof values.confidential_label === "string" ? values.confidential_label : "";
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-base font-semibold text-navy-900">{t`Client and confidentiality`}</legend>
      <div className="space-y-1 sm:col-span-2">
        <FieldLabel htmlFor={id} label={t`Client`} />
        {/* A native select of names as they are: no client name goes through the catalogue. */}
        <select
          id={id}
          name="client_id"
          defaultValue={chosen}
          className={selectClass}
          aria-invalid={errors.client_id ? true : undefined}
          aria-describedby={`${id}-hint${errors.client_id ? ` ${id}-error` : ""}`}
        >
          <option value="">{t`None (the firm itself)`}</option>
          {clients.map((client) => (
            <option key={client.id} value={client.id}>
              {client.name}
            </option>
          ))}
        </select>
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {t`A job for a client is shown under the client's name; with none, under the company name above.`}
        </p>
        {errors.client_id ? (
          <p id={`${id}-error`} className="text-sm font-medium text-red-700">
            {translateText(errors.client_id)}
          </p>
        ) : null}
      </div>
      <div className="flex items-start gap-3 sm:col-span-2">
        <input
          id={`${id}-confidential`}
          type="checkbox"
          name="is_confidential"
          defaultChecked={confidential}
          className="mt-1 size-5 shrink-0 accent-navy-800"
          aria-describedby={`${id}-confidential-hint`}
        />
        <div>
          <label htmlFor={`${id}-confidential`} className="font-medium text-ink">
            {t`Confidential: do not show the client's name`}
          </label>
          <p id={`${id}-confidential-hint`} className="text-sm text-ink-muted">
            {t`Visitors and candidates see the wording below instead, in the job page, the feeds and search engines.`}
          </p>
        </div>
      </div>
      <Field
        label={t`Wording shown instead`}
        name="confidential_label"
        placeholder={DEFAULT_CONFIDENTIAL_LABEL}
        defaultValue={label}
        error={errors.confidential_label}
        className="sm:col-span-2"
      />
    </fieldset>
  );
}
