// A candidate's profile as an employer or admin reviewing an application reads
// it. Like the candidate's own view (components/profile/profile-view.tsx) but
// money is "₹… LPA", the current salary is left out for employers (the domain
// does not send it), and so are the personal and sensitive fields.
import type { ReactNode } from "react";
import { CandidateAvatar, dateRange, Section, type ProfileViewData } from "~/components/profile/profile-view";
import { formatDate, formatLpa, formatPhone } from "~/format";
import {
  disabilityOptions,
  educationLevelOptions,
  employmentTypeOptions,
  experienceOptions,
  genderOptions,
  industryOptions,
  maritalStatusOptions,
  proficiencyLabels,
} from "~/schemas/profile";

const labelOf = (options: readonly (readonly [string, string])[], value: string | null | undefined) =>
  options.find(([key]) => key === value)?.[1] ?? null;

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{label}</dt>
      <dd className="mt-0.5 text-ink">{children || <span className="text-ink-muted">Not specified</span>}</dd>
    </div>
  );
}

export function ApplicantView({
  profile,
  isAdmin,
  application,
  extra,
}: {
  profile: ProfileViewData;
  isAdmin: boolean;
  /** The application being reviewed: its job, cover letter and status control. */
  application?: ReactNode;
  extra?: ReactNode;
}) {
  const name = `${profile.first_name} ${profile.last_name}`.trim() || "Unnamed candidate";
  const lpa = (rupees: number | null) => (rupees ? formatLpa(rupees, { rupeeSign: true }) : null);
  return (
    <div className="space-y-5">
      {application}
      <Section title="Personal Details">
        <div className="mb-5 flex items-center gap-4">
          <CandidateAvatar name={name} photoUrl={profile.photoUrl} />
          <div>
            <p className="text-xl font-semibold text-navy-900">{name}</p>
            <p className="text-ink-muted">
              {[profile.current_city, labelOf(experienceOptions, profile.total_experience)]
                .filter(Boolean)
                .join(" · ")}
            </p>
          </div>
        </div>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Detail label="Mobile">{formatPhone(profile.phone)}</Detail>
          <Detail label="Current City">{profile.current_city}</Detail>
          <Detail label="Home Location">{profile.home_location}</Detail>
          <Detail label="Total Experience">{labelOf(experienceOptions, profile.total_experience)}</Detail>
          {/* Hidden from employers: no line at all, not "Not specified". */}
          {isAdmin ? <Detail label="Current Salary">{lpa(profile.current_salary)}</Detail> : null}
          <Detail label="Expected Salary">{lpa(profile.expected_salary)}</Detail>
          <Detail label="Notice Period">
            {profile.notice_period !== null ? `${profile.notice_period} days` : null}
          </Detail>
          <Detail label="Industry">{labelOf(industryOptions, profile.industry)}</Detail>
          {isAdmin ? (
            <>
              <Detail label="Date of Birth">{formatDate(profile.date_of_birth)}</Detail>
              <Detail label="Gender">{labelOf(genderOptions, profile.gender)}</Detail>
              <Detail label="Marital Status">{labelOf(maritalStatusOptions, profile.marital_status)}</Detail>
              <Detail label="Disability Status">
                {labelOf(disabilityOptions, profile.disability_status)}
              </Detail>
              <Detail label="Caste">{profile.caste}</Detail>
              <Detail label="Family Details">{profile.family_details}</Detail>
            </>
          ) : null}
        </dl>
      </Section>

      {extra}

      <Section title="Profile Summary">
        {profile.profile_summary ? (
          <p className="whitespace-pre-line leading-relaxed">{profile.profile_summary}</p>
        ) : (
          <p className="text-ink-muted">No summary yet.</p>
        )}
      </Section>

      <Section title="Work Experience">
        {profile.experience.length === 0 ? (
          <p className="text-ink-muted">Fresher: no work experience added.</p>
        ) : (
          <ol className="space-y-4">
            {profile.experience.map((job) => (
              <li key={job.id} className="border-l-2 border-navy-200 pl-4">
                <p className="font-semibold text-navy-900">
                  {job.designation} · {job.company_name}
                </p>
                <p className="text-sm text-ink-muted">
                  {dateRange(job.start_date, job.end_date, job.is_current_job)}
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

      <Section title="Education">
        {profile.education.length === 0 ? (
          <p className="text-ink-muted">No education added.</p>
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

      <Section title="Skills">
        {profile.skills.length === 0 ? (
          <p className="text-ink-muted">No skills added.</p>
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
                  · {proficiencyLabels[skill.proficiency_level]} · {skill.years_of_experience} yr
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}
