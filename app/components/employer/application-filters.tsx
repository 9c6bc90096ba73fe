import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { Form, useSubmit } from "react-router";
import { applicationStatusLabels } from "~/components/employer/status-control";
import { buttonClass } from "~/components/ui/button";
import { selectClass } from "~/components/ui/field";
import { pipelineStages, type PipelineStage } from "../../../common/schemas/pipeline-stages";

/**
 * The Applications tab's filters (job, status, sort, rating), sent as the
 * address whenever one changes; a Show button without JavaScript.
 */
export function ApplicationFilters({
  jobs,
  jobId,
  allJobsChoice,
  countsByStatus,
  status,
  sort,
  rating,
}: {
  jobs: { id: string; title: string; application_count: number }[];
  jobId: string | null;
  /** The job choice that lists the applications to all jobs. */
  allJobsChoice: string;
  /** The list's count of each status; none while the list could not be loaded. */
  countsByStatus: Partial<Record<PipelineStage, number>> | undefined;
  status: string;
  sort: string;
  rating: string;
}) {
  const { t, i18n } = useLingui();
  const submit = useSubmit();
  const filters = useRef<HTMLFormElement>(null);
  useFiltersFollow(filters, { job: jobId ?? "", status, sort, rating });
  const allCount = jobs.reduce((sum, job) => sum + job.application_count, 0);
  return (
    <Form
      ref={filters}
      method="get"
      className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
      onChange={(event) => submit(event.currentTarget)}
    >
      <label className="space-y-1 text-sm font-medium">
        <span>{t`Job`}</span>
        <select name="job" defaultValue={jobId ?? ""} className={selectClass}>
          <option value={allJobsChoice}>{t`All jobs (${allCount})`}</option>
          {jobs.map((job) => (
            <option key={job.id} value={job.id}>
              {job.title} ({job.application_count})
            </option>
          ))}
        </select>
      </label>
      <label className="space-y-1 text-sm font-medium">
        <span>{t`Status`}</span>
        <select name="status" defaultValue={status} className={selectClass}>
          <option value="">{t`All statuses`}</option>
          {pipelineStages.map((value) => (
            <option key={value} value={value}>
              {i18n._(applicationStatusLabels[value])} ({countsByStatus?.[value] ?? 0})
            </option>
          ))}
        </select>
      </label>
      <label className="space-y-1 text-sm font-medium">
        <span>{t`Sort`}</span>
        <select name="sort" defaultValue={sort} className={selectClass}>
          <option value="newest">{t`Newest first`}</option>
          <option value="oldest">{t`Oldest first`}</option>
          <option value="rating">{t`Highest rated`}</option>
        </select>
      </label>
      <label className="space-y-1 text-sm font-medium">
        <span>{t`Rating`}</span>
        <select name="rating" defaultValue={rating} className={selectClass}>
          <option value="">{t`Any rating`}</option>
          {[5, 4, 3, 2, 1].map((stars) => (
            <option key={stars} value={stars}>
              {stars === 5 ? t`5 stars` : t`${stars} stars or more`}
            </option>
          ))}
        </select>
      </label>
      <noscript>
        <button type="submit" className={buttonClass("secondary")}>
          {t`Show`}
        </button>
      </noscript>
    </Form>
  );
}

/**
 * Keeps the filter form's selects on what the address says. They are
 * uncontrolled (defaultValue), so a status link or Previous/Next that changes
 * the address left them showing the old choice, and the next change of
 * another select submitted it, dropping the filter. Set in place, so the
 * select being used keeps the focus.
 */
function useFiltersFollow(form: React.RefObject<HTMLFormElement | null>, values: Record<string, string>) {
  const key = JSON.stringify(values);
  useEffect(() => {
    for (const [name, value] of Object.entries(JSON.parse(key) as Record<string, string>)) {
      const field = form.current?.elements.namedItem(name);
      if (!(field instanceof HTMLSelectElement) || field.value === value) continue;
      // A value the select does not offer (a mistyped address) leaves it as the page drew it.
      if ([...field.options].some((option) => option.value === value)) field.value = value;
    }
  }, [form, key]);
}
