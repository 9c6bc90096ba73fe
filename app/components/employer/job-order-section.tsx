// The job form's "Job order" section (issue #37, decision 0052): how many
// people the client asked for, how pressing it is and by when; an admin also
// chooses the recruiter who owns it. The Orders tab lists open orders by these.
import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { translateText } from "../../../common/i18n";
import { jobPriorities, OPENINGS_MAX } from "../../../common/schemas/job-orders";
import { priorityLabels } from "./orders/priority";
import { Field, FieldLabel, SelectField, selectClass } from "../ui/field";

/** Who may own an order, for an admin's form: the firm's recruiters and admins, and the admin asking. */
export interface OwnerChoices {
  me: string;
  recruiters: { id: string; email: string }[];
}

const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));

export function JobOrderSection({
  values,
  errors,
  owners,
}: {
  values: Record<string, unknown>;
  errors: Record<string, string | undefined>;
  /** An admin's choice of owner; without it (a recruiter), the order stays the poster's or its owner's. */
  owners?: OwnerChoices | null;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  // A new job is the admin's own unless they choose; an edited one shows its owner (none: nobody's).
  const owner = values.owner_id === undefined ? (owners?.me ?? "") : text(values.owner_id);
  const priorities = jobPriorities.map((priority) => [priority, i18n._(priorityLabels[priority])] as const);
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-base font-semibold text-navy-900">{t`Job order`}</legend>
      <p className="text-sm text-ink-muted sm:col-span-2">
        {t`What the client asked for: how many people, by when, and how urgent it is. Your Orders tab lists open orders by what needs attention first.`}
      </p>
      <Field
        label={t`Openings`}
        name="openings"
        type="number"
        inputMode="numeric"
        min={1}
        max={OPENINGS_MAX}
        hint={t`How many people the client wants`}
        defaultValue={text(values.openings) || "1"}
        error={errors.openings}
      />
      <SelectField
        label={t`Priority`}
        name="priority"
        options={priorities}
        placeholder={null}
        defaultValue={text(values.priority) || "normal"}
        error={errors.priority}
      />
      <Field
        label={t`Target Date`}
        name="target_date"
        type="date"
        hint={t`When the client wants the openings filled`}
        defaultValue={text(values.target_date)}
        error={errors.target_date}
      />
      {owners ? (
        <div className="space-y-1">
          <FieldLabel htmlFor={id} label={t`Owner (recruiter)`} />
          {/* E-mail addresses as they are: none goes through the catalogue. */}
          <select
            id={id}
            name="owner_id"
            defaultValue={owners.recruiters.some((choice) => choice.id === owner) ? owner : ""}
            className={selectClass}
            aria-invalid={errors.owner_id ? true : undefined}
            aria-describedby={errors.owner_id ? `${id}-error` : undefined}
          >
            {/* An owner no longer on the staff (or none at all) is kept unless another is chosen. */}
            {!owners.recruiters.some((choice) => choice.id === owner) ? (
              <option value="">{owner ? t`The present owner` : t`Nobody (admins only)`}</option>
            ) : null}
            {owners.recruiters.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.email}
              </option>
            ))}
          </select>
          {errors.owner_id ? (
            <p id={`${id}-error`} className="text-sm font-medium text-red-700">
              {translateText(errors.owner_id)}
            </p>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
