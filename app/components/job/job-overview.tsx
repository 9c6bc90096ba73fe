import { useLingui } from "@lingui/react/macro";
import { formatDate, formatSalaryRange } from "../../../common/format";
import { translateText } from "../../../common/i18n";
import {
  employmentTypeLabels,
  jobTypeLabels,
  type JobDetail,
  workModeLabels,
} from "../../../common/schemas/jobs";

/** The 'Job Overview' box beside a job's description: each fact the job gives, one row each. */
export function JobOverview({ job }: { job: JobDetail }) {
  const { t } = useLingui();
  const facts: [string, string | null][] = [
    [t`Salary`, formatSalaryRange(job.salary_min, job.salary_max)],
    [t`Experience`, job.experience_required],
    [t`Job type`, translateText(jobTypeLabels[job.job_type] ?? job.job_type)],
    // A remote job says from where one may work (its JobPosting data says India too: decision 0053).
    [
      t`Work mode`,
      job.work_mode === "remote"
        ? t`Remote: work from anywhere in India`
        : translateText(workModeLabels[job.work_mode] ?? job.work_mode),
    ],
    [t`Employment`, translateText(employmentTypeLabels[job.employment_type] ?? job.employment_type)],
    [t`Department`, job.department],
    [t`Industry`, job.industry_type],
    [t`Role category`, job.role_category],
    [t`Education`, job.education_requirements],
    [t`Posted`, formatDate(job.created_at)],
    [t`Apply by`, job.application_deadline ? formatDate(job.application_deadline) : t`Open until filled`],
  ];
  return (
    <section className="rounded-xl border border-stone-200 bg-white p-5">
      <h2 className="text-lg font-bold text-navy-900">{t`Job Overview`}</h2>
      <dl className="mt-3 divide-y divide-stone-100">
        {facts
          .filter((fact): fact is [string, string] => Boolean(fact[1]))
          .map(([label, value]) => (
            <div key={label} className="grid grid-cols-[112px_1fr] gap-3 py-2 text-[15px]">
              <dt className="text-ink-muted">{label}</dt>
              <dd className="font-medium text-ink">{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
