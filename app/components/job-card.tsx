import { useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import { Link } from "react-router";
import { formatDate, formatSalaryRange } from "../../common/format";
import { translateText, useLocalizedPath } from "../../common/i18n";
import { jobTypeLabels, type JobCardData, formatPlaces, formatWorkMode } from "../../common/schemas/jobs";
import { ApplyButton, type Viewer } from "./quick-apply";
import { SaveJobButton } from "./save-job";
import { buttonClass } from "./ui/button";
import { Icon } from "./ui/icon";

/**
 * Location, experience and salary in one line each: the facts a candidate
 * scans first. `allPlaces`: every place of the job (its page), not the first and how many more.
 */
export function JobFacts({
  job,
  className,
  allPlaces = false,
}: {
  job: JobCardData;
  className?: string;
  allPlaces?: boolean;
}) {
  const { t } = useLingui();
  const mode = formatWorkMode(job.work_mode);
  return (
    <ul className={clsx("space-y-1 text-[15px] text-ink", className)}>
      <li className="flex items-start gap-2">
        <Icon name="pin" size={16} className="mt-1 shrink-0 text-navy-600" />
        <span>
          {formatPlaces(job, allPlaces)}
          {/* "Hybrid" or "Remote" marked; on-site is not said. */}
          {mode ? (
            <span className="ml-2 rounded-full bg-navy-50 px-2 py-0.5 text-xs font-semibold text-navy-800">
              {mode}
            </span>
          ) : null}
        </span>
      </li>
      <li className="flex items-center gap-2">
        <Icon name="briefcase" size={16} className="text-navy-600" />
        <span>
          {job.experience_required || t`Experience not specified`} ·{" "}
          {translateText(jobTypeLabels[job.job_type] ?? job.job_type)}
        </span>
      </li>
      <li className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className="w-4 shrink-0 text-center font-semibold leading-none text-navy-600"
        >
          ₹
        </span>
        <span className="font-semibold">{formatSalaryRange(job.salary_min, job.salary_max)}</span>
      </li>
    </ul>
  );
}

export function SkillChips({ skills, max, label }: { skills: string[]; max: number; label: string }) {
  const { t } = useLingui();
  if (!skills.length) return null;
  const shown = skills.slice(0, max);
  const more = skills.length - shown.length;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {shown.map((skill) => (
        <li key={skill} className="rounded-md bg-navy-50 px-2 py-0.5 text-sm font-medium text-navy-800">
          {skill}
        </li>
      ))}
      {more > 0 ? <li className="px-1 py-0.5 text-sm text-ink-muted">{t`+${more} more`}</li> : null}
    </ul>
  );
}

/**
 * A job in a list. Careers cards show up to 3 highlights and 6 key skills;
 * /jobs cards a 3-line description and up to 8 required skills (SPEC §9).
 * `saved`: whether the candidate saved the job, for its Save / Saved button;
 * left out where nobody may save (a visitor's or an employer's page).
 */
export function JobCard({
  job,
  variant,
  applicant,
  applied,
  saved,
  headingLevel = "h3",
  from = null,
}: {
  job: JobCardData;
  variant: "careers" | "jobs";
  applicant: Viewer;
  applied: boolean;
  saved?: boolean;
  headingLevel?: "h2" | "h3";
  /** Where the list is (`search` on the results): the job page's link says so, for the application's source (decision 0058). */
  from?: string | null;
}) {
  const Heading = headingLevel;
  const highlights = job.job_highlights.slice(0, 3);
  const { t } = useLingui();
  const to = useLocalizedPath();
  const title = job.title;
  const posted = formatDate(job.created_at);
  const deadline = job.application_deadline ? formatDate(job.application_deadline) : "";
  const href = to(`/jobs/${job.id}${from ? `?from=${from}` : ""}`);
  return (
    <article
      // Where a save without JavaScript comes back to, under the sticky header.
      id={saved === undefined ? undefined : `job-${job.id}`}
      className="flex h-full scroll-mt-20 flex-col rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <Heading className="text-lg font-bold leading-snug text-navy-900">
            <Link to={href} className="hover:underline">
              {job.title}
            </Link>
          </Heading>
          <p className="mt-0.5 text-ink-muted">{job.company_name}</p>
        </div>
        {saved === undefined ? null : (
          <SaveJobButton
            jobId={job.id}
            jobTitle={job.title}
            saved={saved}
            anchor={`job-${job.id}`}
            className="shrink-0"
          />
        )}
      </div>
      <JobFacts job={job} className="mt-3" />
      {variant === "jobs" ? (
        <p className="mt-3 line-clamp-3 text-[15px] leading-relaxed text-ink-muted">
          {job.description_excerpt}
        </p>
      ) : highlights.length ? (
        <ul aria-label={t`Highlights`} className="mt-3 space-y-1 text-[15px]">
          {highlights.map((highlight) => (
            <li key={highlight} className="flex gap-2">
              <span aria-hidden="true" className="text-accent-700">
                ✓
              </span>
              <span>{highlight}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-4">
        <SkillChips
          skills={job.required_skills}
          max={variant === "jobs" ? 8 : 6}
          label={variant === "jobs" ? t`Required skills` : t`Key skills`}
        />
      </div>
      <p className="mt-4 text-sm text-ink-muted">
        {deadline ? t`Posted ${posted} · Apply by ${deadline}` : t`Posted ${posted}`}
      </p>
      {/* An employer or admin is offered no apply button: View Details takes the row. */}
      <div className={clsx("mt-auto grid gap-3 pt-4", applicant === "staff" ? "grid-cols-1" : "grid-cols-2")}>
        <Link to={href} className={buttonClass("ghost", "md")} aria-label={t`View Details: ${title}`}>
          {t`View Details`}
        </Link>
        <ApplyButton job={job} applicant={applicant} applied={applied} from={from} />
      </div>
    </article>
  );
}
