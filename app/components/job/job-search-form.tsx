import { useLingui } from "@lingui/react/macro";
import { Form, Link, useNavigate } from "react-router";
import { translateText, useLocalizedPath } from "../../../common/i18n";
import { indianStates } from "../../../common/schemas/indian-states";
import {
  workModeOptions,
  ALL_LEVELS,
  ALL_MODES,
  ALL_STATES,
  ALL_TYPES,
  defaultJobSearch,
  experienceLevels,
  jobSorts,
  jobTypeOptions,
  MAX_SEARCH_LENGTH,
  minimumSalaryOptions,
  type JobSearch,
} from "../../../common/schemas/jobs";
import { Button } from "../ui/button";
import { inputClass, selectClass } from "../ui/field-classes";

/** How many filters differ from their defaults (the sort is an order, not a filter). */
export function filtersSet(search: JobSearch): number {
  return (
    Number(search.state !== ALL_STATES) +
    Number(search.experience !== ALL_LEVELS) +
    Number(search.salary > 0) +
    Number(search.type !== ALL_TYPES) +
    Number(search.mode !== ALL_MODES)
  );
}

/** Whether the search differs from every job, newest first: a text, a filter or another order. */
export function isFiltered(search: JobSearch): boolean {
  return Boolean(search.q) || filtersSet(search) > 0 || search.sort !== defaultJobSearch.sort;
}

const label = "block text-sm font-medium text-ink";
// Without a display: each of the two links says its own (one would override the other's `hidden`).
const clearClass = "min-h-11 items-center font-semibold text-navy-700 hover:underline";

/** One filter: a labelled native select (fast and familiar on phones). */
function Choice({
  name,
  text,
  value,
  options,
}: {
  name: string;
  text: string;
  value: string | number;
  options: readonly (readonly [string | number, string])[];
}) {
  const id = `job-search-${name}`;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className={label}>
        {text}
      </label>
      <select id={id} name={name} defaultValue={String(value)} className={selectClass}>
        {options.map(([option, words]) => (
          <option key={option} value={option}>
            {words}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The search of /jobs (issue #36): words, then state, experience, minimum
 * salary, job type, work mode and order. A plain GET form, so every choice is in the
 * address and a visitor's page (no JavaScript, decision 0025) searches as
 * well as a signed-in one. On a phone the filters fold under "Filters" so
 * the first results stay near the top; from 768 px they are always shown
 * (the summary is hidden and the fold's content shown by CSS, where the
 * browser can style a fold's content; elsewhere the fold stays a fold).
 * Hydrated (signed in), choosing a filter searches at once.
 */
export function SearchForm({ search }: { search: JobSearch }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const action = to("/jobs");
  // The fields are drawn anew when the address changes (back and forward
  // buttons, Clear Filters); the fold is not, so it stays open on a phone.
  const urlKey = JSON.stringify(search);
  const count = filtersSet(search);
  const filtered = isFiltered(search);
  // The default values stay out of the address, as jobSearchHref leaves them.
  const submitForm = (form: HTMLFormElement) => {
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form)) {
      const text = String(value).replace(/\s+/g, " ").trim();
      if (text && text !== String(defaultJobSearch[name as keyof JobSearch])) params.set(name, text);
    }
    navigate(params.size ? `${action}?${params}` : action);
  };
  // A salary typed into the address that is not one of the choices is shown as it is.
  const salaries = [...new Set([...minimumSalaryOptions, search.salary])].sort((a, b) => a - b);

  return (
    <Form
      method="get"
      action={action}
      role="search"
      aria-label={t`Jobs`}
      className="rounded-xl border border-stone-200 bg-white p-3 shadow-sm sm:p-4"
      onSubmit={(event) => {
        event.preventDefault();
        submitForm(event.currentTarget);
      }}
      // Choosing a filter searches at once.
      onChange={(event) => {
        if ((event.target as HTMLElement).tagName === "SELECT") submitForm(event.currentTarget);
      }}
    >
      <label htmlFor="job-search-q" className={`${label} sr-only md:not-sr-only md:mb-1`}>
        {t`Search`}
      </label>
      <div className="flex gap-2">
        <input
          key={urlKey}
          id="job-search-q"
          type="search"
          name="q"
          defaultValue={search.q}
          maxLength={MAX_SEARCH_LENGTH}
          placeholder={t`Job title, city or skill`}
          enterKeyHint="search"
          className={`${inputClass} min-w-0 flex-1`}
        />
        <Button type="submit" className="shrink-0">
          {t`Search`}
        </Button>
      </div>
      {/* On a phone, on the line of the Filters fold; wider, under the filters (below). */}
      {filtered ? (
        <Link to={action} className={`${clearClass} float-right mt-2 flex md:hidden`}>
          {t`Clear Filters`}
        </Link>
      ) : null}
      <details className="group mt-2 md:mt-3 md:details-content:block md:details-content:[content-visibility:visible]">
        <summary className="inline-flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-navy-800 md:supports-[selector(::details-content)]:hidden">
          {/* A flex summary has no marker of its own: this one turns as the filters open. */}
          <span aria-hidden="true" className="text-xs transition-transform group-open:rotate-90">
            ▶
          </span>
          {t`Filters`}
          {/* How many are set: a number, the same in every language. */}
          {count ? <span className="text-ink-muted">({count})</span> : null}
        </summary>
        <div key={urlKey} className="grid gap-3 pt-1 sm:grid-cols-2 md:grid-cols-3 md:pt-0 lg:grid-cols-6">
          <Choice
            name="state"
            text={t`State`}
            value={search.state}
            options={[
              [ALL_STATES, t`All states`],
              ...indianStates.map((name) => [name, translateText(name)] as const),
            ]}
          />
          <Choice
            name="experience"
            text={t`Experience`}
            value={search.experience}
            options={[
              [ALL_LEVELS, t`All levels`],
              ...experienceLevels.map((level) => [level.value, translateText(level.label)] as const),
            ]}
          />
          <Choice
            name="salary"
            text={t`Minimum salary`}
            value={search.salary}
            // "LPA" is said so in Hindi too (docs/i18n.md).
            options={salaries.map((lpa) => [lpa, lpa ? `${lpa}+ LPA` : t`Any salary`] as const)}
          />
          <Choice
            name="type"
            text={t`Job type`}
            value={search.type}
            options={[
              [ALL_TYPES, t`All job types`],
              ...jobTypeOptions.map(([type, words]) => [type, translateText(words)] as const),
            ]}
          />
          {/* On-site, hybrid or remote (decision 0053). */}
          <Choice
            name="mode"
            text={t`Work mode`}
            value={search.mode}
            options={[
              [ALL_MODES, t`All work modes`],
              ...workModeOptions.map(([mode, words]) => [mode, translateText(words)] as const),
            ]}
          />
          <Choice
            name="sort"
            text={t`Sort by`}
            value={search.sort}
            options={jobSorts.map((sort) => [sort.value, translateText(sort.label)] as const)}
          />
          {/* On a phone the filters' own button, at their end; wider, the Search button is beside them. */}
          <Button type="submit" className="sm:col-span-2 md:hidden">
            {t`Show jobs`}
          </Button>
        </div>
      </details>
      {filtered ? (
        <Link to={action} className={`${clearClass} mt-1 hidden md:inline-flex`}>
          {t`Clear Filters`}
        </Link>
      ) : null}
    </Form>
  );
}
