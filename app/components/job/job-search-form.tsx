import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Form, Link, useNavigate } from "react-router";
import { translateText } from "../../../common/i18n";
import { indianStates } from "../../../common/schemas/indian-states";
import {
  ALL_LEVELS,
  ALL_STATES,
  experienceLevels,
  jobSearchHref,
  MAX_SEARCH_LENGTH,
  type JobSearch,
} from "../../../common/schemas/jobs";
import { Button, buttonClass } from "../ui/button";
import { inputClass, selectClass } from "../ui/field";

/** The search of /jobs: words, state and experience; choosing a filter searches at once. */
export function SearchForm({ search }: { search: JobSearch }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  // The fields follow the URL (back and forward buttons, Clear Filters).
  const [q, setQ] = useState(search.q);
  const [state, setState] = useState<string>(search.state);
  const [experience, setExperience] = useState<string>(search.experience);
  const urlKey = `${search.q}\n${search.state}\n${search.experience}`;
  const [shownKey, setShownKey] = useState(urlKey);
  if (shownKey !== urlKey) {
    setShownKey(urlKey);
    setQ(search.q);
    setState(search.state);
    setExperience(search.experience);
  }

  const filtered = Boolean(search.q) || search.state !== ALL_STATES || search.experience !== ALL_LEVELS;
  // Choosing a filter searches at once; the default values stay out of the URL.
  const submitForm = (form: HTMLFormElement | null) => {
    if (!form) return;
    const data = new FormData(form);
    navigate(
      jobSearchHref({
        q: String(data.get("q") ?? "")
          .replace(/\s+/g, " ")
          .trim(),
        state: String(data.get("state")) as JobSearch["state"],
        experience: String(data.get("experience")) as JobSearch["experience"],
      }),
    );
  };

  return (
    <Form
      method="get"
      action="/jobs"
      role="search"
      aria-label={t`Jobs`}
      className="grid grid-cols-2 gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm md:grid-cols-[2fr_1fr_1fr_auto] md:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        submitForm(event.currentTarget);
      }}
    >
      <div className="col-span-2 space-y-1 md:col-span-1">
        <label htmlFor="job-search-q" className="text-sm font-medium">
          {t`Search`}
        </label>
        <input
          id="job-search-q"
          type="search"
          name="q"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          maxLength={MAX_SEARCH_LENGTH}
          placeholder={t`Job title, city or skill`}
          enterKeyHint="search"
          className={inputClass}
        />
      </div>
      <div className="space-y-1">
        <label htmlFor="job-search-state" className="text-sm font-medium">
          {t`State`}
        </label>
        <select
          id="job-search-state"
          name="state"
          value={state}
          onChange={(event) => {
            setState(event.target.value);
            submitForm(event.target.form);
          }}
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
        <label htmlFor="job-search-experience" className="text-sm font-medium">
          {t`Experience`}
        </label>
        <select
          id="job-search-experience"
          name="experience"
          value={experience}
          onChange={(event) => {
            setExperience(event.target.value);
            submitForm(event.target.form);
          }}
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
      <div className="col-span-2 flex gap-2 md:col-span-1">
        <Button type="submit" className="flex-1 md:flex-none">
          {t`Search`}
        </Button>
        {filtered ? (
          <Link to="/jobs" className={buttonClass("ghost", "md", "flex-1 whitespace-nowrap md:flex-none")}>
            {t`Clear Filters`}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
