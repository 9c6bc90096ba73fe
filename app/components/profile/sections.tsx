// The five sections of a candidate profile, shared by the setup wizard and the
// Edit Profile editor. Field names match common/schemas/profile.ts; list rows are
// named like `education[0].course_name`.
import { useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import { useId, useState, useSyncExternalStore } from "react";
import { translateText } from "../../../common/i18n";
import type { FieldErrors } from "../../../common/schemas/form";
import {
  disabilityOptions,
  educationLevelOptions,
  employmentTypeOptions,
  experienceOptions,
  genderOptions,
  industryOptions,
  maritalStatusOptions,
  proficiencyLabels,
} from "../../../common/schemas/profile-fields";
import { skillSuggestions } from "../../../common/schemas/skill-suggestions";
import { Button } from "../ui/button";
import { Field, SelectField, selectClass, TextareaField } from "../ui/field";

/** What the sections show: the saved profile, or the values just submitted. */
export interface ProfileValues {
  first_name?: string | null;
  last_name?: string | null;
  phone?: string | null;
  date_of_birth?: string | null;
  gender?: string | null;
  current_city?: string | null;
  home_location?: string | null;
  total_experience?: string | null;
  current_salary?: number | string | null;
  expected_salary?: number | string | null;
  notice_period?: number | string | null;
  marital_status?: string | null;
  family_details?: string | null;
  caste?: string | null;
  disability_status?: string | null;
  industry?: string | null;
  profile_summary?: string | null;
  /** true when saved; "on" when just submitted with the box ticked. */
  discoverable?: boolean | string | null;
  education?: Row[];
  skills?: Row[];
  experience?: Row[];
}

type Row = Record<string, string | number | boolean | null | undefined>;

const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));
/** Salaries are stored in rupees and edited in LPA. */
const lpaText = (value: unknown) =>
  typeof value === "number" ? String(Math.round((value / 100_000) * 100) / 100) : text(value);
const phoneText = (value: unknown) => text(value).replace(/^\+91/, "");

const grid = "grid gap-4 sm:grid-cols-2";

/** An option list with its labels in the page's language (the values stay as they are). */
const translated = (options: readonly (readonly [string, string])[]) =>
  options.map(([value, label]) => [value, translateText(label)] as const);

export function PersonalSection({ values, errors }: { values: ProfileValues; errors: FieldErrors }) {
  const { t } = useLingui();
  return (
    <div className={grid}>
      <Field
        label={t`First Name`}
        name="first_name"
        required
        autoComplete="given-name"
        defaultValue={text(values.first_name)}
        error={errors.first_name}
      />
      <Field
        label={t`Last Name`}
        name="last_name"
        required
        autoComplete="family-name"
        defaultValue={text(values.last_name)}
        error={errors.last_name}
      />
      <Field
        label={t`Mobile Number`}
        name="phone"
        type="tel"
        inputMode="tel"
        // Not "tel-national": the spec allows that token on text inputs only; +91 numbers are accepted.
        autoComplete="tel"
        defaultValue={phoneText(values.phone)}
        error={errors.phone}
      />
      <Field
        label={t`Date of Birth`}
        name="date_of_birth"
        type="date"
        defaultValue={text(values.date_of_birth)}
        error={errors.date_of_birth}
      />
      <SelectField
        label={t`Gender`}
        name="gender"
        options={translated(genderOptions)}
        defaultValue={text(values.gender)}
        error={errors.gender}
      />
      <SelectField
        label={t`Total Experience`}
        name="total_experience"
        required
        options={translated(experienceOptions)}
        placeholder={null}
        defaultValue={text(values.total_experience) || "fresher"}
        error={errors.total_experience}
      />
      <Field
        label={t`Current City`}
        name="current_city"
        required
        autoComplete="address-level2"
        defaultValue={text(values.current_city)}
        error={errors.current_city}
      />
      <Field
        label={t`Home Location`}
        name="home_location"
        defaultValue={text(values.home_location)}
        error={errors.home_location}
      />
      <Field
        label={t`Current Salary (LPA)`}
        name="current_salary"
        inputMode="decimal"
        placeholder={t`e.g. 4.5`}
        hint={t`Lakhs per annum, or the yearly amount in rupees`}
        defaultValue={lpaText(values.current_salary)}
        error={errors.current_salary}
      />
      <Field
        label={t`Expected Salary (LPA)`}
        name="expected_salary"
        inputMode="decimal"
        placeholder={t`e.g. 6`}
        hint={t`Lakhs per annum, or the yearly amount in rupees`}
        defaultValue={lpaText(values.expected_salary)}
        error={errors.expected_salary}
      />
      <Field
        label={t`Notice Period (days)`}
        name="notice_period"
        type="number"
        min={0}
        max={365}
        inputMode="numeric"
        defaultValue={text(values.notice_period)}
        error={errors.notice_period}
      />
      <SelectField
        label={t`Industry`}
        name="industry"
        options={translated(industryOptions)}
        defaultValue={text(values.industry)}
        error={errors.industry}
      />
      <SelectField
        label={t`Marital Status`}
        name="marital_status"
        options={translated(maritalStatusOptions)}
        defaultValue={text(values.marital_status)}
        error={errors.marital_status}
      />
      <SelectField
        label={t`Disability Status`}
        name="disability_status"
        options={translated(disabilityOptions)}
        defaultValue={text(values.disability_status)}
        error={errors.disability_status}
      />
      <Field
        label={t`Caste (optional)`}
        name="caste"
        defaultValue={text(values.caste)}
        error={errors.caste}
      />
      <Field
        label={t`Family Details (optional)`}
        name="family_details"
        defaultValue={text(values.family_details)}
        error={errors.family_details}
      />
    </div>
  );
}

/**
 * Editable rows: with JavaScript, rows are added and removed in place; without
 * it, one blank row is always offered (blank rows are dropped when saved).
 */
function useRows(initial: Row[] | undefined, blank: Row) {
  const [rows, setRows] = useState<{ key: number; row: Row }[]>(() =>
    (initial?.length ? initial : [blank]).map((row, key) => ({ key, row })),
  );
  const [nextKey, setNextKey] = useState(rows.length);
  return {
    rows,
    add(row: Row = blank) {
      setRows((current) => [...current, { key: nextKey, row }]);
      setNextKey((key) => key + 1);
    },
    remove(key: number) {
      setRows((current) => current.filter((item) => item.key !== key));
    },
    clear() {
      setRows([]);
    },
  };
}

function RowCard({
  title,
  onRemove,
  children,
}: {
  title: string;
  onRemove?: () => void;
  children: React.ReactNode;
}) {
  const { t } = useLingui();
  const titleId = useId();
  // The title shares a row with the Remove button, so it cannot be the
  // fieldset's first child as a <legend> must be: it names the group instead.
  return (
    <fieldset aria-labelledby={titleId} className="rounded-xl border border-stone-200 bg-surface p-4">
      <div className="mb-3 flex items-center justify-between gap-2">
        <span id={titleId} className="text-sm font-semibold text-navy-900">
          {title}
        </span>
        {onRemove ? (
          <button
            type="button"
            onClick={onRemove}
            className="min-h-11 rounded-md px-3 text-sm font-medium text-red-700 hover:bg-red-50"
          >
            {t`Remove`}
          </button>
        ) : null}
      </div>
      <div className={grid}>{children}</div>
    </fieldset>
  );
}

function rowError(errors: FieldErrors, list: string, index: number, field: string) {
  return errors[`${list}.${index}.${field}`] ?? errors[`${index}.${field}`];
}

export function EducationSection({ values, errors }: { values: ProfileValues; errors: FieldErrors }) {
  const { t } = useLingui();
  const list = useRows(values.education, { education_level: "", course_name: "", institute_name: "" });
  return (
    <div className="space-y-4">
      <p className="text-sm text-ink-muted">
        {t`Entries without a level, course and institute are left out when you move on.`}
      </p>
      {list.rows.map(({ key, row }, index) => (
        <RowCard key={key} title={t`Education ${index + 1}`} onRemove={() => list.remove(key)}>
          <SelectField
            label={t`Level`}
            name={`education[${index}].education_level`}
            options={translated(educationLevelOptions)}
            defaultValue={text(row.education_level)}
            error={rowError(errors, "education", index, "education_level")}
          />
          <Field
            label={t`Course`}
            name={`education[${index}].course_name`}
            placeholder={t`e.g. B.Tech`}
            defaultValue={text(row.course_name)}
            error={rowError(errors, "education", index, "course_name")}
          />
          <Field
            label={t`Specialization`}
            name={`education[${index}].specialization`}
            defaultValue={text(row.specialization)}
          />
          <Field
            label={t`Institute`}
            name={`education[${index}].institute_name`}
            defaultValue={text(row.institute_name)}
            error={rowError(errors, "education", index, "institute_name")}
          />
          <Field
            label={t`Year of Passing`}
            name={`education[${index}].year_of_passing`}
            type="number"
            min={1980}
            max={2030}
            inputMode="numeric"
            defaultValue={text(row.year_of_passing)}
            error={rowError(errors, "education", index, "year_of_passing")}
          />
          <Field
            label={t`Percentage`}
            name={`education[${index}].percentage`}
            type="number"
            min={0}
            max={100}
            step={0.1}
            inputMode="decimal"
            defaultValue={text(row.percentage)}
            error={rowError(errors, "education", index, "percentage")}
          />
        </RowCard>
      ))}
      <Button variant="ghost" onClick={() => list.add()}>
        {t`+ Add Education`}
      </Button>
    </div>
  );
}

const noSubscription = () => () => {};

/** The suggestions' categories as declared: the firm's trades (network, telecom, NOC, field) first. */
const suggestionGroups = Object.keys(skillSuggestions);

/**
 * Skills, kept short on a phone (issue #19): the suggestions are one category
 * at a time and stay where they are; the skills added are listed below them,
 * one compact row each (name, proficiency, years). Tapping a suggestion
 * appends a row there, so nothing above the finger moves.
 */
export function SkillsSection({ values, errors }: { values: ProfileValues; errors: FieldErrors }) {
  const { t } = useLingui();
  const list = useRows(values.skills, { skill_name: "", proficiency_level: 3, years_of_experience: 0 });
  // Suggestions need JavaScript (a tap adds a row); before it loads the list's datalist offers them.
  const enhanced = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [group, setGroup] = useState(suggestionGroups[0]);
  const [added, setAdded] = useState("");
  // Names typed so far, to disable suggestions already added (case-insensitive).
  const [names, setNames] = useState<Record<number, string>>(() =>
    Object.fromEntries(list.rows.map(({ key, row }) => [key, text(row.skill_name)])),
  );
  const taken = new Set(list.rows.map(({ key }) => (names[key] ?? "").trim().toLowerCase()).filter(Boolean));
  const count = taken.size;
  const removeLabel = (key: number, index: number) => {
    const skill = (names[key] ?? "").trim();
    const number = index + 1;
    return skill ? t`Remove ${skill}` : t`Remove skill ${number}`;
  };
  const groupId = useId();
  const groupName = translateText(group ?? "");
  return (
    <div className="space-y-5">
      <datalist id="skill-suggestions">
        {Object.values(skillSuggestions)
          .flat()
          .map((skill) => (
            <option key={skill} value={skill} />
          ))}
      </datalist>
      {enhanced ? (
        <div className="rounded-xl border border-navy-100 bg-navy-50/60 p-3 sm:p-4">
          <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
            <label htmlFor={groupId} className="text-sm font-semibold text-navy-900">
              {t`Suggestions`}
            </label>
            <select
              id={groupId}
              value={group}
              onChange={(event) => setGroup(event.target.value)}
              className={clsx(selectClass, "sm:w-64")}
            >
              {suggestionGroups.map((name) => (
                <option key={name} value={name}>
                  {translateText(name)}
                </option>
              ))}
            </select>
          </div>
          <ul aria-label={t`${groupName} suggestions`} className="mt-3 flex flex-wrap gap-2">
            {(skillSuggestions[group] ?? []).map((skill) => {
              const isAdded = taken.has(skill.toLowerCase());
              return (
                <li key={skill}>
                  <button
                    type="button"
                    disabled={isAdded}
                    onClick={() => {
                      const key = Math.max(-1, ...list.rows.map((item) => item.key)) + 1;
                      list.add({ skill_name: skill, proficiency_level: 3, years_of_experience: 0 });
                      setNames((current) => ({ ...current, [key]: skill }));
                      setAdded(skill);
                    }}
                    className="min-h-11 rounded-full border border-navy-200 bg-white px-3 text-sm text-navy-800 hover:border-navy-600 disabled:cursor-default disabled:border-green-300 disabled:bg-green-50 disabled:text-green-800"
                    aria-label={isAdded ? t`${skill} (added)` : t`Add ${skill}`}
                  >
                    {/* One width for both marks: a tapped chip keeps its size, so nothing after it moves. */}
                    <span aria-hidden="true" className="mr-1 inline-block w-3 text-center">
                      {isAdded ? "✓" : "+"}
                    </span>
                    {skill}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      <div>
        {/* Not a heading: the section sits under an h2 in the wizard and under the h1 in the editor. */}
        <p id={`${groupId}-yours`} className="text-sm font-semibold text-navy-900">
          {taken.size ? t`Your skills (${count})` : t`Your skills`}
        </p>
        <p aria-live="polite" className="sr-only">
          {added ? t`${added} added to your skills.` : ""}
        </p>
        <ul aria-labelledby={`${groupId}-yours`} className="mt-2 space-y-2">
          {list.rows.map(({ key, row }, index) => (
            <li key={key} className="rounded-lg border border-stone-200 bg-surface p-3">
              <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-2 sm:grid-cols-[minmax(0,1fr)_11rem_6.5rem_auto]">
                <Field
                  label={t`Skill`}
                  name={`skills[${index}].skill_name`}
                  list="skill-suggestions"
                  defaultValue={text(row.skill_name)}
                  onChange={(event) => setNames((current) => ({ ...current, [key]: event.target.value }))}
                  error={rowError(errors, "skills", index, "skill_name")}
                />
                <button
                  type="button"
                  onClick={() => list.remove(key)}
                  className="mt-6 flex size-11 items-center justify-center self-start rounded-lg text-xl leading-none text-red-700 hover:bg-red-50 sm:order-last"
                  aria-label={removeLabel(key, index)}
                >
                  ×
                </button>
                <div className="col-span-2 grid grid-cols-[minmax(0,1fr)_6.5rem] gap-2 sm:contents">
                  <SelectField
                    label={t`Proficiency`}
                    name={`skills[${index}].proficiency_level`}
                    options={Object.entries(proficiencyLabels).map(
                      ([level, label]) => [level, `${level} – ${translateText(label)}`] as const,
                    )}
                    placeholder={null}
                    defaultValue={text(row.proficiency_level) || "3"}
                    error={rowError(errors, "skills", index, "proficiency_level")}
                  />
                  <Field
                    label={t`Years`}
                    name={`skills[${index}].years_of_experience`}
                    type="number"
                    min={0}
                    step={0.5}
                    inputMode="decimal"
                    defaultValue={text(row.years_of_experience) || "0"}
                    error={rowError(errors, "skills", index, "years_of_experience")}
                  />
                </div>
              </div>
            </li>
          ))}
        </ul>
        <Button variant="ghost" className="mt-3" onClick={() => list.add()}>
          {t`+ Add Skill`}
        </Button>
      </div>
    </div>
  );
}

export function ExperienceSection({
  values,
  errors,
  onFresher,
}: {
  values: ProfileValues;
  errors: FieldErrors;
  /** Shown in the wizard: 'I'm a Fresher' clears all experience. */
  onFresher?: React.ReactNode;
}) {
  const { t } = useLingui();
  const list = useRows(values.experience, { company_name: "", designation: "" });
  return (
    <div className="space-y-4">
      {onFresher}
      <p className="text-sm text-ink-muted">
        {t`Entries without a company and designation are left out when you move on.`}
      </p>
      {list.rows.map(({ key, row }, index) => (
        <ExperienceRow key={key} index={index} row={row} errors={errors} onRemove={() => list.remove(key)} />
      ))}
      <Button variant="ghost" onClick={() => list.add()}>
        {t`+ Add Experience`}
      </Button>
    </div>
  );
}

function ExperienceRow({
  index,
  row,
  errors,
  onRemove,
}: {
  index: number;
  row: Row;
  errors: FieldErrors;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const [current, setCurrent] = useState(Boolean(row.is_current_job));
  const name = (field: string) => `experience[${index}].${field}`;
  return (
    <RowCard title={t`Experience ${index + 1}`} onRemove={onRemove}>
      <Field
        label={t`Company`}
        name={name("company_name")}
        defaultValue={text(row.company_name)}
        error={rowError(errors, "experience", index, "company_name")}
      />
      <Field
        label={t`Designation`}
        name={name("designation")}
        defaultValue={text(row.designation)}
        error={rowError(errors, "experience", index, "designation")}
      />
      <SelectField
        label={t`Employment Type`}
        name={name("employment_type")}
        options={translated(employmentTypeOptions)}
        defaultValue={text(row.employment_type)}
      />
      <Field label={t`Location`} name={name("location")} defaultValue={text(row.location)} />
      <Field
        label={t`Start Date`}
        name={name("start_date")}
        type="date"
        defaultValue={text(row.start_date)}
        error={rowError(errors, "experience", index, "start_date")}
      />
      <Field
        label={t`End Date`}
        name={name("end_date")}
        type="date"
        disabled={current}
        // A current job has no end date: the field is cleared while it is disabled.
        {...(current ? { value: "", readOnly: true } : { defaultValue: text(row.end_date) })}
        error={rowError(errors, "experience", index, "end_date")}
      />
      <label className="flex min-h-11 items-center gap-3 sm:col-span-2">
        <input
          type="checkbox"
          name={name("is_current_job")}
          defaultChecked={current}
          onChange={(event) => setCurrent(event.target.checked)}
          className="size-5 accent-navy-700"
        />
        <span className="text-sm font-medium">{t`This is my current job`}</span>
      </label>
      <Field
        label={t`Annual Salary (LPA)`}
        name={name("salary")}
        inputMode="decimal"
        defaultValue={lpaText(row.salary)}
      />
      <TextareaField
        label={t`What did you do?`}
        name={name("job_description")}
        className="sm:col-span-2"
        defaultValue={text(row.job_description)}
        rows={3}
      />
    </RowCard>
  );
}

export const SUMMARY_RECOMMENDED = { min: 300, max: 500 };

export function SummarySection({
  values,
  errors,
  onChange,
}: {
  values: ProfileValues;
  errors: FieldErrors;
  onChange?: (summary: string) => void;
}) {
  const { t } = useLingui();
  const [summary, setSummary] = useState(text(values.profile_summary));
  const length = summary.trim().length;
  const { min, max } = SUMMARY_RECOMMENDED;
  return (
    <>
      <TextareaField
        label={t`Profile Summary`}
        name="profile_summary"
        required
        rows={8}
        value={summary}
        onChange={(event) => {
          setSummary(event.target.value);
          onChange?.(event.target.value);
        }}
        error={errors.profile_summary}
        hint={
          <span aria-live="polite">
            {t`${length} characters · ${min}-${max} recommended. Say what you do best, the networks and tools you know, and the role you want next.`}
          </span>
        }
      />
      <DiscoverableChoice checked={values.discoverable === true || values.discoverable === "on"} />
    </>
  );
}

/**
 * "Let recruiters find my profile" (issue #22): asked on the wizard's last
 * step and kept in the profile; off until the candidate ticks it.
 */
export function DiscoverableChoice({ checked }: { checked: boolean }) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="mt-5 flex items-start gap-3 rounded-xl border border-stone-200 bg-stone-50 p-4">
      <input
        id={id}
        type="checkbox"
        name="discoverable"
        defaultChecked={checked}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 size-5 shrink-0 accent-navy-700"
      />
      <div>
        <label htmlFor={id} className="font-semibold text-navy-900">
          {t`Let recruiters find my profile`}
        </label>
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {t`Employers searching our talent pool can then see your profile and resume and invite you to apply; you can turn this off at any time.`}
        </p>
      </div>
    </div>
  );
}
