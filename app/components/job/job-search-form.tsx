import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Form, Link, useNavigate } from "react-router";
import { translateText, useLocalizedPath } from "../../../common/i18n";
import { indianStates } from "../../../common/schemas/indian-states";
import {
  ALL_LEVELS,
  ALL_STATES,
  ALL_TYPES,
  defaultJobSearch,
  experienceLevels,
  jobSearchHref,
  jobSorts,
  jobTypeOptions,
  MAX_SEARCH_LENGTH,
  minimumSalaryOptions,
  type JobSearch,
} from "../../../common/schemas/jobs";
import { Button } from "../ui/button";
import { inputClass, selectClass } from "../ui/field";

type Filters = Pick<JobSearch, "state" | "experience" | "salary" | "type" | "sort">;
const filterNames = ["state", "experience", "salary", "type", "sort"] as const;

/** How many filters differ from their defaults (the sort is an order, not a filter). */
export function filtersSet(search: JobSearch): number {
  return (
    Number(search.state !== ALL_STATES) +
    Number(search.experience !== ALL_LEVELS) +
    Number(search.salary > 0) +
    Number(search.type !== ALL_TYPES)
  );
}

/** Whether the search differs from every job, newest first: a text, a filter or another order. */
export function isFiltered(search: JobSearch): boolean {
  return Boolean(search.q) || filtersSet(search) > 0 || search.sort !== defaultJobSearch.sort;
}

const label = "block text-sm font-medium text-ink";
// Without a display: each of the two links says its own (one would override the other's `hidden`).
const clearClass = "min-h-11 items-center font-semibold text-navy-700 hover:underline";

/**
 * The search of /jobs (issue #36): words, then state, experience, minimum
 * salary, job type and order. A plain GET form, so every choice is in the
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
  // The fields follow the URL (back and forward buttons, Clear Filters).
  const [q, setQ] = useState(search.q);
  const [filters, setFilters] = useState<Filters>(search);
  const urlKey = JSON.stringify([search.q, ...filterNames.map((name) => search[name])]);
  const [shownKey, setShownKey] = useState(urlKey);
  if (shownKey !== urlKey) {
    setShownKey(urlKey);
    setQ(search.q);
    setFilters(search);
  }

  const count = filtersSet(search);
  const filtered = isFiltered(search);
  // Choosing a filter searches at once; the default values stay out of the URL.
  const submitForm = (form: HTMLFormElement | null) => {
    if (!form) return;
    const data = new FormData(form);
    const value = (name: string) => String(data.get(name) ?? "");
    navigate(
      jobSearchHref(
        {
          q: value("q").replace(/\s+/g, " ").trim(),
          state: value("state") as JobSearch["state"],
          experience: value("experience") as JobSearch["experience"],
          salary: Number(value("salary")) || 0,
          type: value("type") as JobSearch["type"],
          sort: value("sort") as JobSearch["sort"],
        },
        action,
      ),
    );
  };
  const choose = (name: keyof Filters) => (event: React.ChangeEvent<HTMLSelectElement>) => {
    const chosen = event.target.value;
    setFilters((shown) => ({ ...shown, [name]: name === "salary" ? Number(chosen) : chosen }));
    submitForm(event.target.form);
  };
  // A salary typed into the address that is not one of the choices is shown as it is.
  const salaries: number[] = (minimumSalaryOptions as readonly number[]).includes(search.salary)
    ? [...minimumSalaryOptions]
    : [...minimumSalaryOptions, search.salary].sort((a, b) => a - b);

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
    >
      <label htmlFor="job-search-q" className={`${label} sr-only md:not-sr-only md:mb-1`}>
        {t`Search`}
      </label>
      <div className="flex gap-2">
        <input
          id="job-search-q"
          type="search"
          name="q"
          value={q}
          onChange={(event) => setQ(event.target.value)}
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
      <details className="group mt-2 md:mt-3 md:details-content:[content-visibility:visible] md:details-content:block">
        <summary className="inline-flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-navy-800 md:supports-[selector(::details-content)]:hidden">
          {/* A flex summary has no marker of its own: this one turns as the filters open. */}
          <span aria-hidden="true" className="text-xs transition-transform group-open:rotate-90">
            ▶
          </span>
          {t`Filters`}
          {/* How many are set: a number, the same in every language. */}
          {count ? <span className="text-ink-muted">({count})</span> : null}
        </summary>
        <div className="grid gap-3 pt-1 sm:grid-cols-2 md:grid-cols-5 md:pt-0">
          <div className="space-y-1">
            <label htmlFor="job-search-state" className={label}>
              {t`State`}
            </label>
            <select
              id="job-search-state"
              name="state"
              value={filters.state}
              onChange={choose("state")}
              className={selectClass}
            >
              <option value={ALL_STATES}>{t`All states`}</option>
              {indianStates.map((name) => (
                <option key={name} value={name}>
                  {translateText(name)}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1">
            <label htmlFor="job-search-experience" className={label}>
              {t`Experience`}
            </label>
            <select
              id="job-search-experience"
              name="experience"
              value={filters.experience}
              onChange={choose("experience")}
              className={selectClass}
            >
              <option value={ALL_LEVELS}>{t`All levels`}</option>
              {experienceLevels.map((level) => (
                <option key={level.value} value={level.value}>
                  {translateText(level.label)}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1">
            <label htmlFor="job-search-salary" className={label}>
              {t`Minimum salary`}
            </label>
            <select
              id="job-search-salary"
              name="salary"
              value={String(filters.salary)}
              onChange={choose("salary")}
              className={selectClass}
            >
              {salaries.map((lpa) => (
                <option key={lpa} value={String(lpa)}>
                  {/* "LPA" is said so in Hindi too (docs/i18n.md). */}
                  {lpa ? `${lpa}+ LPA` : t`Any salary`}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1">
            <label htmlFor="job-search-type" className={label}>
              {t`Job type`}
            </label>
            <select
              id="job-search-type"
              name="type"
              value={filters.type}
              onChange={choose("type")}
              className={selectClass}
            >
              <option value={ALL_TYPES}>{t`All job types`}</option>
              {jobTypeOptions.map(([value, text]) => (
                <option key={value} value={value}>
                  {translateText(text)}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1">
            <label htmlFor="job-search-sort" className={label}>
              {t`Sort by`}
            </label>
            <select
              id="job-search-sort"
              name="sort"
              value={filters.sort}
              onChange={choose("sort")}
              className={selectClass}
            >
              {jobSorts.map((sort) => (
                <option key={sort.value} value={sort.value}>
                  {translateText(sort.label)}
                </option>
              ))}
            </select>
          </div>
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
