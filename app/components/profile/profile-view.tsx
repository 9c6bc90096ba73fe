// A candidate's profile, read-only: for the candidate on /profile and for
// employers and admins reviewing applicants (components/employer/candidate-dialog.tsx).
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { formatDate, formatLpa, formatMonthYear, formatPhone } from "../../../common/format";
import { translateText } from "../../../common/i18n";
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

/** The shown label of a stored option, in the page's language. */
function labelOf(options: readonly (readonly [string, string])[], value: string | null | undefined) {
  const label = options.find(([key]) => key === value)?.[1];
  return label ? translateText(label) : null;
}

export interface ProfileViewData {
  first_name: string;
  last_name: string;
  phone: string | null;
  date_of_birth: string | null;
  gender: string | null;
  current_city: string | null;
  home_location: string | null;
  total_experience: string | null;
  current_salary: number | null;
  expected_salary: number | null;
  notice_period: number | null;
  profile_summary: string | null;
  marital_status: string | null;
  family_details: string | null;
  caste: string | null;
  disability_status: string | null;
  industry: string | null;
  photoUrl: string | null;
  education: {
    id: string;
    education_level: string;
    course_name: string;
    specialization: string | null;
    institute_name: string;
    year_of_passing: number | null;
    percentage: number | null;
  }[];
  skills: { id: string; skill_name: string; proficiency_level: number; years_of_experience: number }[];
  experience: {
    id: string;
    company_name: string;
    designation: string;
    employment_type: string | null;
    start_date: string | null;
    end_date: string | null;
    is_current_job: boolean;
    job_description: string | null;
    location: string | null;
  }[];
}

function CandidateAvatar({
  name,
  photoUrl,
  size = 96,
}: {
  name: string;
  photoUrl: string | null;
  size?: number;
}) {
  const { t } = useLingui();
  const initials = name
    .split(" ")
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .slice(0, 2)
    .join("");
  return photoUrl ? (
    <img
      src={photoUrl}
      alt={t`Photo of ${name}`}
      width={size}
      height={size}
      className="shrink-0 rounded-full object-cover"
      style={{ width: size, height: size }}
    />
  ) : (
    <div
      aria-hidden="true"
      className="flex shrink-0 items-center justify-center rounded-full bg-navy-100 font-semibold text-navy-800"
      style={{ width: size, height: size, fontSize: size / 3 }}
    >
      {initials || "?"}
    </div>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{label}</dt>
      <dd className="mt-0.5 text-ink">
        {children || <span className="text-ink-muted">{t`Not specified`}</span>}
      </dd>
    </div>
  );
}

export function Section({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section className="rounded-2xl border border-stone-200 bg-white p-5 sm:p-6">
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-navy-900">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** "Mar 2021 – Present" */
function dateRange(i18n: I18n, start: string | null, end: string | null, current: boolean) {
  const from = formatMonthYear(start) || i18n._(msg`Start not given`);
  const to = current || !end ? i18n._(msg`Present`) : formatMonthYear(end);
  return `${from} – ${to}`;
}

/**
 * Who reads the profile. The candidate sees it all; an admin too, with the
 * rupee sign of the employer views; an employer sees neither the current
 * salary nor the personal and sensitive fields (the domain does not send them).
 */
export type ProfileAudience = "owner" | "admin" | "employer";

export function ProfileView({
  profile,
  audience,
  lead,
  extra,
}: {
  profile: ProfileViewData;
  audience: ProfileAudience;
  /** Above the personal details: the application being reviewed. */
  lead?: ReactNode;
  /** Below the personal details. */
  extra?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const name = `${profile.first_name} ${profile.last_name}`.trim() || t`Unnamed candidate`;
  const showPrivate = audience !== "employer";
  const noticePeriod = profile.notice_period;
  const proficiencyLabel = (level: number) => {
    const label = proficiencyLabels[level];
    return label ? translateText(label) : label;
  };
  const yearsLabel = (years: number) => t`${years} yr`;
  // SPEC: employer views prefix a rupee sign.
  const lpa = (rupees: number | null) =>
    rupees ? formatLpa(rupees, { rupeeSign: audience !== "owner" }) : null;
  return (
    <div className="space-y-5">
      {lead}
      <Section title={t`Personal Details`}>
        <div className="mb-5 flex items-center gap-4">
          <CandidateAvatar name={name} photoUrl={profile.photoUrl} />
          <div className="min-w-0">
            <p className="break-words text-xl font-semibold text-navy-900">{name}</p>
            <p className="text-ink-muted">
              {[profile.current_city, labelOf(experienceOptions, profile.total_experience)]
                .filter(Boolean)
                .join(" · ")}
            </p>
          </div>
        </div>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Detail label={t`Mobile`}>{formatPhone(profile.phone)}</Detail>
          <Detail label={t`Current City`}>{profile.current_city}</Detail>
          <Detail label={t`Home Location`}>{profile.home_location}</Detail>
          <Detail label={t`Total Experience`}>{labelOf(experienceOptions, profile.total_experience)}</Detail>
          {/* Hidden from employers: no line at all, not "Not specified". */}
          {showPrivate ? <Detail label={t`Current Salary`}>{lpa(profile.current_salary)}</Detail> : null}
          <Detail label={t`Expected Salary`}>{lpa(profile.expected_salary)}</Detail>
          <Detail label={t`Notice Period`}>{noticePeriod !== null ? t`${noticePeriod} days` : null}</Detail>
          <Detail label={t`Industry`}>{labelOf(industryOptions, profile.industry)}</Detail>
          {showPrivate ? (
            <>
              <Detail label={t`Date of Birth`}>{formatDate(profile.date_of_birth)}</Detail>
              <Detail label={t`Gender`}>{labelOf(genderOptions, profile.gender)}</Detail>
              <Detail label={t`Marital Status`}>
                {labelOf(maritalStatusOptions, profile.marital_status)}
              </Detail>
              <Detail label={t`Disability Status`}>
                {labelOf(disabilityOptions, profile.disability_status)}
              </Detail>
              <Detail label={t`Caste`}>{profile.caste}</Detail>
              <Detail label={t`Family Details`}>{profile.family_details}</Detail>
            </>
          ) : null}
        </dl>
      </Section>

      {extra}

      <Section title={t`Profile Summary`}>
        {profile.profile_summary ? (
          <p className="whitespace-pre-line leading-relaxed">{profile.profile_summary}</p>
        ) : (
          <p className="text-ink-muted">{t`No summary yet.`}</p>
        )}
      </Section>

      <Section title={t`Work Experience`}>
        {profile.experience.length === 0 ? (
          <p className="text-ink-muted">{t`Fresher: no work experience added.`}</p>
        ) : (
          <ol className="space-y-4">
            {profile.experience.map((job) => (
              <li key={job.id} className="border-l-2 border-navy-200 pl-4">
                <p className="font-semibold text-navy-900">
                  {job.designation} · {job.company_name}
                </p>
                <p className="text-sm text-ink-muted">
                  {dateRange(i18n, job.start_date, job.end_date, job.is_current_job)}
                  {job.location ? ` · ${job.location}` : ""}
                  {job.employment_type ? ` · ${labelOf(employmentTypeOptions, job.employment_type)}` : ""}
                </p>
                {job.job_description ? (
                  <p className="mt-1 whitespace-pre-line text-sm">{job.job_description}</p>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </Section>

      <Section title={t`Education`}>
        {profile.education.length === 0 ? (
          <p className="text-ink-muted">{t`No education added.`}</p>
        ) : (
          <ol className="space-y-3">
            {profile.education.map((entry) => (
              <li key={entry.id}>
                <p className="font-semibold text-navy-900">
                  {entry.course_name}
                  {entry.specialization ? ` (${entry.specialization})` : ""}
                </p>
                <p className="text-sm text-ink-muted">
                  {[
                    labelOf(educationLevelOptions, entry.education_level),
                    entry.institute_name,
                    entry.year_of_passing,
                    entry.percentage !== null ? `${entry.percentage}%` : null,
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
              </li>
            ))}
          </ol>
        )}
      </Section>

      <Section title={t`Skills`}>
        {profile.skills.length === 0 ? (
          <p className="text-ink-muted">{t`No skills added.`}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {profile.skills.map((skill) => (
              <li
                key={skill.id}
                className="rounded-full border border-navy-200 bg-navy-50 px-3 py-1 text-sm text-navy-900"
              >
                <span className="font-medium">{skill.skill_name}</span>
                <span className="text-ink-muted">
                  {" "}
                  · {proficiencyLabel(skill.proficiency_level)} · {yearsLabel(skill.years_of_experience)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}
