// The job form's places and work mode (issue #37, decision 0053): the first
// location (required, as before), up to nine others, and on-site, hybrid or
// remote. It works before any JavaScript: the page comes with the job's rows
// and two empty ones (a row left empty is left out), and a row is removed by
// emptying it; once hydrated, "Add another location" and "Remove" add and
// take away rows at once. Without JavaScript, more than two new places at a
// time are added by saving and editing again.
import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { translateText } from "../../../common/i18n";
import { indianStates } from "../../../common/schemas/indian-states";
import { otherLocationField, otherLocationsOf } from "../../../common/schemas/job-location-rows";
import {
  DEFAULT_WORK_MODE,
  MAX_OTHER_LOCATIONS,
  workModeOptions,
  type JobLocation,
} from "../../../common/schemas/jobs";
import { Button } from "../ui/button";
import { Field, SelectField, selectClass, inputClass } from "../ui/field";

type Values = Record<string, unknown>;
type Errors = Record<string, string | undefined>;

const text = (value: unknown) => (typeof value === "string" ? value : "");
const stateOptions = indianStates.map((state) => [state, state] as const);
/** Empty rows the page comes with, for places to add without JavaScript. */
const EMPTY_ROWS = 2;

/** The other places in `values` (the job's list, or a refused form's rows), as text. */
function placesIn(values: Values): JobLocation[] {
  const given = otherLocationsOf(values);
  if (!Array.isArray(given)) return [];
  return given
    .filter((place): place is Record<string, unknown> => !!place && typeof place === "object")
    .map((place) => ({ city: text(place.city), state: text(place.state) }))
    .slice(0, MAX_OTHER_LOCATIONS);
}

interface Row extends JobLocation {
  key: number;
}

/** The held places and the empty rows, each with a key of its own from `next` on. */
function rowsOf(places: JobLocation[], next: number): { rows: Row[]; next: number } {
  const rows = [...places, ...Array.from({ length: EMPTY_ROWS }, () => ({ city: "", state: "" }))]
    .slice(0, MAX_OTHER_LOCATIONS)
    .map((place, index) => ({ ...place, key: next + index }));
  return { rows, next: next + rows.length };
}

const noSubscription = () => () => {};

export function JobLocationsSection({ values, errors }: { values: Values; errors: Errors }) {
  const { t } = useLingui();
  const id = useId();
  const held = placesIn(values);
  const [{ rows }, setRows] = useState(() => rowsOf(held, 0));
  // A refusal comes back with the rows as the server read them (the empty
  // ones left out), and its messages numbered so: drawn anew from them.
  const [shownValues, setShownValues] = useState(values);
  if (shownValues !== values) {
    setShownValues(values);
    setRows((current) => rowsOf(held, current.next));
  }
  // False on the server and while hydrating, true afterwards: adding and removing rows need JavaScript.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const focusRow = useRef<number | null>(null);
  const rowErrors = Object.keys(errors).some((name) => name.startsWith("other_locations") && errors[name]);
  const mode = text(values.work_mode) || DEFAULT_WORK_MODE;

  useEffect(() => {
    if (focusRow.current === null) return;
    document.getElementById(`${id}-city-${focusRow.current}`)?.focus();
    focusRow.current = null;
  }, [rows, id]);

  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 text-base font-semibold text-navy-900">{t`Where the job is`}</legend>
      <fieldset aria-describedby={`${id}-mode-hint`}>
        <legend className="text-sm font-medium text-ink">{t`Work mode`}</legend>
        <div className="mt-1 flex flex-wrap gap-x-6 gap-y-1">
          {workModeOptions.map(([value, label]) => (
            <label key={value} className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-ink">
              <input
                type="radio"
                name="work_mode"
                value={value}
                defaultChecked={mode === value}
                className="size-5 accent-navy-800"
              />
              {translateText(label)}
            </label>
          ))}
        </div>
        <p id={`${id}-mode-hint`} className="text-sm text-ink-muted">
          {t`Remote: candidates work from anywhere in India; give the city the team is based in below.`}
        </p>
        {errors.work_mode ? (
          <p className="text-sm font-medium text-red-700">{translateText(errors.work_mode)}</p>
        ) : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          label={t`City`}
          name="location_city"
          required
          defaultValue={text(values.location_city)}
          error={errors.location_city}
        />
        <SelectField
          label={t`State`}
          name="location_state"
          required
          options={stateOptions}
          defaultValue={text(values.location_state)}
          error={errors.location_state}
        />
        <Field
          label={t`District`}
          name="location_district"
          defaultValue={text(values.location_district)}
          error={errors.location_district}
        />
      </div>
      <details open={held.length > 0 || rowErrors} className="group rounded-lg border border-stone-200">
        <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-3 font-medium text-navy-800">
          <span aria-hidden="true" className="text-xs transition-transform group-open:rotate-90">
            ▶
          </span>
          {t`Other locations (up to 9 more)`}
          {held.length ? <span className="text-ink-muted">({held.length})</span> : null}
        </summary>
        <div className="space-y-3 px-3 pb-3">
          <p className="text-sm text-ink-muted">
            {t`A row left empty is left out; empty a row to remove its place.`}
          </p>
          {errors.other_locations ? (
            <p className="text-sm font-medium text-red-700">{translateText(errors.other_locations)}</p>
          ) : null}
          {rows.map((row, index) => (
            <LocationRow
              key={row.key}
              row={row}
              index={index}
              id={id}
              errors={errors}
              onRemove={
                hydrated
                  ? () =>
                      setRows((current) => ({
                        ...current,
                        rows: current.rows.filter((each) => each.key !== row.key),
                      }))
                  : null
              }
            />
          ))}
          {hydrated && rows.length < MAX_OTHER_LOCATIONS ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                focusRow.current = rows.length;
                setRows((current) => ({
                  rows: [...current.rows, { key: current.next, city: "", state: "" }],
                  next: current.next + 1,
                }));
              }}
            >
              {t`Add another location`}
            </Button>
          ) : null}
        </div>
      </details>
    </fieldset>
  );
}

/** One more place: its city and state, labelled with its number for screen readers. */
function LocationRow({
  row,
  index,
  id,
  errors,
  onRemove,
}: {
  row: Row;
  index: number;
  id: string;
  errors: Errors;
  onRemove: (() => void) | null;
}) {
  const { t } = useLingui();
  const number = index + 2;
  const cityName = otherLocationField(index, "city");
  const stateName = otherLocationField(index, "state");
  const cityError = errors[cityName];
  const stateError = errors[stateName];
  const cityId = `${id}-city-${index}`;
  const stateId = `${id}-state-${index}`;
  return (
    <div className="border-t border-stone-200 pt-2">
      <div className="flex min-h-9 items-center justify-between gap-2">
        {/* Said to screen readers by each field's own label. */}
        <p aria-hidden="true" className="text-sm font-semibold text-navy-900">
          {t`Location ${number}`}
        </p>
        {onRemove ? (
          <Button variant="ghost" size="sm" onClick={onRemove} aria-label={t`Remove location ${number}`}>
            {t`Remove`}
          </Button>
        ) : null}
      </div>
      <div className="mt-1 grid gap-2 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor={cityId} className="block text-sm font-medium text-ink">
            <span className="sr-only">{t`Location ${number}:`} </span>
            {t`City`}
          </label>
          <input
            id={cityId}
            name={cityName}
            defaultValue={row.city}
            maxLength={100}
            className={inputClass}
            aria-invalid={cityError ? true : undefined}
            aria-describedby={cityError ? `${cityId}-error` : undefined}
          />
          {cityError ? (
            <p id={`${cityId}-error`} className="text-sm font-medium text-red-700">
              {translateText(cityError)}
            </p>
          ) : null}
        </div>
        <div className="space-y-1">
          <label htmlFor={stateId} className="block text-sm font-medium text-ink">
            <span className="sr-only">{t`Location ${number}:`} </span>
            {t`State`}
          </label>
          <select
            id={stateId}
            name={stateName}
            defaultValue={row.state}
            className={selectClass}
            aria-invalid={stateError ? true : undefined}
            aria-describedby={stateError ? `${stateId}-error` : undefined}
          >
            <option value="">{t`Select…`}</option>
            {stateOptions.map(([value, label]) => (
              <option key={value} value={value}>
                {translateText(label)}
              </option>
            ))}
          </select>
          {stateError ? (
            <p id={`${stateId}-error`} className="text-sm font-medium text-red-700">
              {translateText(stateError)}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
