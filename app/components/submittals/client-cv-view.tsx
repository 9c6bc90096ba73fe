// The client CV as a web page (issue #38, decision 0055): the same fields as
// the PDF (server/pdf/client-cv.ts), never contact details. Readable at 390 px.
import { useLingui } from "@lingui/react/macro";
import { formatMonthYear } from "../../../common/format";
import { translateText } from "../../../common/i18n";
import {
  educationLevelOptions,
  experienceOptions,
  proficiencyLabels,
} from "../../../common/schemas/profile-fields";

/** The fields server/pdf/client-cv.ts's ClientCv holds, as the page shows them. */
export interface ClientCvFields {
  name: string;
  currentCity: string | null;
  totalExperience: string | null;
  noticePeriodDays: number | null;
  summary: string | null;
  experience: {
    company_name: string;
    designation: string;
    start_date: string | null;
    end_date: string | null;
    is_current_job: boolean;
    job_description: string | null;
  }[];
  education: {
    education_level: string | null;
    course_name: string | null;
    specialization: string | null;
    institute_name: string | null;
    year_of_passing: number | null;
  }[];
  skills: { skill_name: string; years_of_experience: number | null; proficiency_level: number | null }[];
}

const labelOf = (options: readonly (readonly [string, string])[], value: string | null) =>
  value ? translateText(options.find(([key]) => key === value)?.[1] ?? value) : "";

export function ClientCvView({ cv }: { cv: ClientCvFields }) {
  const { t } = useLingui();
  const facts = [
    cv.currentCity ? [t`City`, cv.currentCity] : null,
    cv.totalExperience ? [t`Total experience`, labelOf(experienceOptions, cv.totalExperience)] : null,
    cv.noticePeriodDays !== null ? [t`Notice period`, t`${cv.noticePeriodDays} days`] : null,
  ].filter((fact): fact is string[] => fact !== null);
  return (
    <article className="space-y-6" aria-label={cv.name}>
      <header>
        <h2 className="text-2xl font-bold text-navy-900">{cv.name}</h2>
        {facts.length ? (
          <dl className="mt-2 grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt className="text-ink-muted">{label}</dt>
                <dd className="font-medium text-ink">{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </header>
      {cv.summary ? (
        <section>
          <h3 className="text-lg font-semibold text-navy-900">{t`Summary`}</h3>
          <p className="mt-1 whitespace-pre-line break-words text-ink">{cv.summary}</p>
        </section>
      ) : null}
      {cv.experience.length ? (
        <section>
          <h3 className="text-lg font-semibold text-navy-900">{t`Experience`}</h3>
          <ul className="mt-2 space-y-3">
            {cv.experience.map((job, index) => {
              const from = formatMonthYear(job.start_date);
              const to = job.is_current_job ? t`Present` : formatMonthYear(job.end_date);
              return (
                <li key={index} className="break-words">
                  <p className="font-medium text-ink">
                    {job.designation}, {job.company_name}
                  </p>
                  {from || to ? (
                    <p className="text-sm text-ink-muted">{[from, to].filter(Boolean).join(" – ")}</p>
                  ) : null}
                  {job.job_description ? (
                    <p className="mt-1 whitespace-pre-line text-sm text-ink">{job.job_description}</p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      {cv.skills.length ? (
        <section>
          <h3 className="text-lg font-semibold text-navy-900">{t`Skills`}</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {cv.skills.map((skill) => (
              <li key={skill.skill_name} className="rounded-full bg-stone-100 px-3 py-1 text-sm text-ink">
                {skill.skill_name}
                {skill.years_of_experience ? ` · ${t`${skill.years_of_experience} yrs`}` : ""}
                {skill.proficiency_level
                  ? ` · ${translateText(proficiencyLabels[skill.proficiency_level] ?? "")}`
                  : ""}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {cv.education.length ? (
        <section>
          <h3 className="text-lg font-semibold text-navy-900">{t`Education`}</h3>
          <ul className="mt-2 space-y-2">
            {cv.education.map((entry, index) => (
              <li key={index} className="break-words text-sm">
                <p className="font-medium text-ink">
                  {[
                    labelOf(educationLevelOptions, entry.education_level),
                    entry.course_name,
                    entry.specialization,
                  ]
                    .filter(Boolean)
                    .join(", ")}
                </p>
                <p className="text-ink-muted">
                  {[entry.institute_name, entry.year_of_passing].filter(Boolean).join(", ")}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
