import { useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import { Form, Link } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { inputClass, selectClass } from "~/components/ui/field";
import { translateText } from "../../../common/i18n";
import { indianStates } from "../../../common/schemas/indian-states";
import {
  educationLevelOptions,
  experienceOptions,
  industryOptions,
} from "../../../common/schemas/profile-fields";
import { noticeOptions, updatedWithinOptions, type TalentSearch } from "../../../common/schemas/talent-pool";

const filterLabel = "block text-sm font-medium text-ink";

/**
 * The Talent Pool's search: words, and the filters under a fold that is open
 * while any is set. A GET form, so every choice is in the address.
 */
export function TalentSearchForm({ search, open }: { search: TalentSearch; open: boolean }) {
  const { t } = useLingui();
  const value = (key: keyof TalentSearch) => (search[key] === undefined ? "" : String(search[key]));
  return (
    <Form method="get" className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4" role="search">
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor="talent-q" className="sr-only">
          {t`Search candidates`}
        </label>
        <input
          id="talent-q"
          name="q"
          type="search"
          defaultValue={search.q}
          placeholder={t`Skills, designation, company, name or resume words`}
          className={clsx(inputClass, "sm:flex-1")}
        />
        <Button type="submit">{t`Search`}</Button>
      </div>
      <details open={open} className="group">
        <summary className="inline-flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-navy-800">
          {/* A flex summary has no marker of its own: this one turns as the filters open. */}
          <span aria-hidden="true" className="text-sm transition-transform group-open:rotate-90">
            ▶
          </span>
          {t`Filters`}
        </summary>
        <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <div className="space-y-1">
            <label htmlFor="talent-city" className={filterLabel}>
              {t`City or home location`}
            </label>
            <input id="talent-city" name="city" defaultValue={search.city} className={inputClass} />
          </div>
          <div className="space-y-1">
            <label htmlFor="talent-state" className={filterLabel}>
              {t`State`}
            </label>
            <select id="talent-state" name="state" defaultValue={value("state")} className={selectClass}>
              <option value="">{t`Any state`}</option>
              {indianStates.map((state) => (
                <option key={state} value={state}>
                  {translateText(state)}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1">
            <label htmlFor="talent-experience" className={filterLabel}>
              {t`Total experience`}
            </label>
            <select
              id="talent-experience"
              name="experience"
              defaultValue={value("experience")}
              className={selectClass}
            >
              <option value="">{t`Any experience`}</option>
              {experienceOptions.map(([option, label]) => (
                <option key={option} value={option}>
                  {translateText(label)}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="space-y-1">
            <legend className={filterLabel}>{t`Expected salary (LPA)`}</legend>
            <div className="flex items-center gap-2">
              <label htmlFor="talent-salary-min" className="sr-only">
                {t`Expected salary from, in LPA`}
              </label>
              <input
                id="talent-salary-min"
                name="salaryMin"
                type="number"
                min="0"
                step="0.5"
                inputMode="decimal"
                placeholder={t`From`}
                defaultValue={value("salaryMin")}
                className={inputClass}
              />
              <span aria-hidden="true">–</span>
              <label htmlFor="talent-salary-max" className="sr-only">
                {t`Expected salary up to, in LPA`}
              </label>
              <input
                id="talent-salary-max"
                name="salaryMax"
                type="number"
                min="0"
                step="0.5"
                inputMode="decimal"
                placeholder={t`To`}
                defaultValue={value("salaryMax")}
                className={inputClass}
              />
            </div>
          </fieldset>
          <div className="space-y-1">
            <label htmlFor="talent-notice" className={filterLabel}>
              {t`Notice period`}
            </label>
            <select id="talent-notice" name="notice" defaultValue={value("notice")} className={selectClass}>
              <option value="">{t`Any notice period`}</option>
              {noticeOptions.map(([days, label]) => (
                <option key={days} value={days}>
                  {translateText(label)}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="space-y-1">
            <legend className={filterLabel}>{t`Skill, with at least`}</legend>
            <div className="flex items-center gap-2">
              <label htmlFor="talent-skill" className="sr-only">
                {t`Skill`}
              </label>
              <input
                id="talent-skill"
                name="skill"
                placeholder={t`e.g. OTDR`}
                defaultValue={search.skill}
                className={inputClass}
              />
              <label htmlFor="talent-skill-years" className="sr-only">
                {t`Years of experience in the skill, at least`}
              </label>
              <input
                id="talent-skill-years"
                name="skillYears"
                type="number"
                min="0"
                max="50"
                inputMode="numeric"
                placeholder={t`Years`}
                defaultValue={value("skillYears")}
                className={clsx(inputClass, "w-24")}
              />
            </div>
          </fieldset>
          <div className="space-y-1">
            <label htmlFor="talent-education" className={filterLabel}>
              {t`Education, at least`}
            </label>
            <select
              id="talent-education"
              name="education"
              defaultValue={value("education")}
              className={selectClass}
            >
              <option value="">{t`Any education`}</option>
              {educationLevelOptions
                .filter(([level]) => level !== "other")
                .map(([level, label]) => (
                  <option key={level} value={level}>
                    {translateText(label)}
                  </option>
                ))}
            </select>
          </div>
          <div className="space-y-1">
            <label htmlFor="talent-industry" className={filterLabel}>
              {t`Industry`}
            </label>
            <select
              id="talent-industry"
              name="industry"
              defaultValue={value("industry")}
              className={selectClass}
            >
              <option value="">{t`Any industry`}</option>
              {industryOptions.map(([industry, label]) => (
                <option key={industry} value={industry}>
                  {translateText(label)}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1">
            <label htmlFor="talent-updated" className={filterLabel}>
              {t`Profile updated`}
            </label>
            <select
              id="talent-updated"
              name="updated"
              defaultValue={value("updated")}
              className={selectClass}
            >
              <option value="">{t`Any time`}</option>
              {updatedWithinOptions.map(([days, label]) => (
                <option key={days} value={days}>
                  {translateText(label)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button type="submit">{t`Apply filters`}</Button>
          <Link to="/employer-dashboard/talent-pool" className={buttonClass("ghost")}>
            {t`Clear all`}
          </Link>
        </div>
      </details>
    </Form>
  );
}
