import { useLingui } from "@lingui/react/macro";
import type { JobDetail } from "../../../common/schemas/jobs";
import { SkillChips } from "../job-card";

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="border-t border-stone-200 pt-6">
      <h2 className="text-xl font-bold text-navy-900">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function BulletList({ items }: { items: string[] }) {
  return (
    <ul className="list-disc space-y-2 pl-5 leading-relaxed marker:text-navy-600">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** What the job is: its description, then each list the job gives (an empty one is left out). */
export function JobDescription({ job }: { job: JobDetail }) {
  const { t } = useLingui();
  return (
    <div className="min-w-0 space-y-6 lg:col-start-1">
      <Section title={t`Job Description`}>
        <div className="space-y-3 leading-relaxed">
          {job.job_description.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      </Section>
      {job.key_responsibilities.length ? (
        <Section title={t`Key Responsibilities`}>
          <BulletList items={job.key_responsibilities} />
        </Section>
      ) : null}
      {job.requirements.length ? (
        <Section title={t`Requirements`}>
          <BulletList items={job.requirements} />
        </Section>
      ) : null}
      {job.required_skills.length ? (
        <Section title={t`Required Skills`}>
          <SkillChips
            skills={job.required_skills}
            max={job.required_skills.length}
            label={t`Required skills`}
          />
        </Section>
      ) : null}
      {job.preferred_skills.length ? (
        <Section title={t`Preferred Skills`}>
          <SkillChips
            skills={job.preferred_skills}
            max={job.preferred_skills.length}
            label={t`Preferred skills`}
          />
        </Section>
      ) : null}
      {job.job_highlights.length ? (
        <Section title={t`Job Highlights`}>
          <BulletList items={job.job_highlights} />
        </Section>
      ) : null}
    </div>
  );
}
