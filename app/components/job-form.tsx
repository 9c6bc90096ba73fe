import { useLingui } from "@lingui/react/macro";
import { Form, useNavigation } from "react-router";
import type { FieldErrors } from "../../common/schemas/form";
import { jobEmploymentTypeOptions, jobTypeOptions } from "../../common/schemas/jobs";
import { JobClientSection, type ClientChoice } from "./job-client-section";
import { JobOrderSection, type OwnerChoices } from "./employer/job-order-section";
import { JobLocationsSection } from "./employer/job-locations-section";
import { Button } from "./ui/button";
import { ErrorSummary, refusalTitle } from "./ui/error-summary";
import { Field, SelectField, TextareaField } from "./ui/field";

type Values = Record<string, unknown>;
const text = (value: unknown) =>
  Array.isArray(value) ? value.join(", ") : value === null || value === undefined ? "" : String(value);

/** A refused post (server/http/action.ts `failure`): said by the summary at the top of the form. */
export interface JobFormRefusal {
  toast: { title: string; description?: string };
  fieldErrors: FieldErrors;
}

/**
 * The job form of /post-job, the admin's Create New Job and a job's Edit
 * page (SPEC §3 jobs fields; issue #37). A refused post comes back with `refusal`: the error summary at the
 * top of the form and each field's message under it (decision 0021), no toast.
 */
export function JobForm({
  values = {},
  refusal,
  action,
  submitLabel,
  busyLabel,
  intent,
  clients,
  owners,
}: {
  /** An admin's choice of the order's owner (issue #37, decision 0052); none for a recruiter. */
  owners?: OwnerChoices | null;
  /** The clients to choose from (issue #37); without them, no client section. */
  clients?: ClientChoice[];
  values?: Values;
  refusal?: JobFormRefusal | null;
  action?: string;
  submitLabel?: string;
  /** What the button says while sending ("Posting..." unless given). */
  busyLabel?: string;
  intent?: string;
}) {
  const { t } = useLingui();
  const errors = refusal?.fieldErrors ?? {};
  const busy = useNavigation().state === "submitting";
  const grid = "grid gap-4 sm:grid-cols-2";
  return (
    <Form method="post" action={action} noValidate className="space-y-6">
      {refusal ? (
        <ErrorSummary
          result={refusal}
          // "Please check the following" over the fields to fix; the spec's title ('Error') for a failed post.
          title={refusalTitle(refusal)}
        />
      ) : null}
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <fieldset className={grid}>
        <legend className="mb-2 text-base font-semibold text-navy-900">{t`The job`}</legend>
        <Field
          label={t`Job Title`}
          name="title"
          required
          defaultValue={text(values.title)}
          error={errors.title}
          className="sm:col-span-2"
        />
        <Field
          label={t`Company Name`}
          name="company_name"
          hint={t`Only for a job without a client`}
          defaultValue={text(values.company_name)}
          error={errors.company_name}
        />
        <Field
          label={t`Department`}
          name="department"
          defaultValue={text(values.department)}
          error={errors.department}
        />
        <SelectField
          label={t`Job Type`}
          name="job_type"
          options={jobTypeOptions}
          placeholder={null}
          defaultValue={text(values.job_type) || "full_time"}
          error={errors.job_type}
        />
        <SelectField
          label={t`Employment Type`}
          name="employment_type"
          options={jobEmploymentTypeOptions}
          placeholder={null}
          defaultValue={text(values.employment_type) || "permanent"}
          error={errors.employment_type}
        />
        <Field
          label={t`Experience Required`}
          name="experience_required"
          placeholder={t`e.g. 2-5 years`}
          defaultValue={text(values.experience_required)}
          error={errors.experience_required}
        />
        <Field
          label={t`Application Deadline`}
          name="application_deadline"
          type="date"
          defaultValue={text(values.application_deadline)}
          error={errors.application_deadline}
        />
      </fieldset>
      {clients ? <JobClientSection clients={clients} values={values} errors={errors} /> : null}
      {/* Its places and work mode (decision 0053). */}
      <JobLocationsSection values={values} errors={errors} />
      <fieldset className={grid}>
        <legend className="mb-2 text-base font-semibold text-navy-900">{t`Pay`}</legend>
        <SelectField
          label={t`Salary Type`}
          name="salary_type"
          options={
            [
              ["annual", t`Annual`],
              ["monthly", t`Monthly`],
            ] as const
          }
          placeholder={null}
          defaultValue={text(values.salary_type) || "annual"}
        />
        {/* In LPA, as every screen shows salaries; stored in rupees (decision 0048). */}
        <Field
          label={t`Minimum Salary (LPA)`}
          name="salary_min_lpa"
          inputMode="decimal"
          placeholder={t`e.g. 5`}
          hint={t`Lakhs per year, e.g. 12.5`}
          defaultValue={text(values.salary_min_lpa)}
          error={errors.salary_min_lpa ?? errors.salary_min}
        />
        <Field
          label={t`Maximum Salary (LPA)`}
          name="salary_max_lpa"
          inputMode="decimal"
          placeholder={t`e.g. 8`}
          hint={t`Lakhs per year, e.g. 12.5`}
          defaultValue={text(values.salary_max_lpa)}
          error={errors.salary_max_lpa ?? errors.salary_max}
        />
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-base font-semibold text-navy-900">{t`Details`}</legend>
        <TextareaField
          label={t`Job Description`}
          name="job_description"
          required
          rows={6}
          defaultValue={text(values.job_description)}
          error={errors.job_description}
        />
        <p className="text-sm text-ink-muted">{t`Lists below: separate items with commas.`}</p>
        <TextareaField
          label={t`Key Responsibilities`}
          name="key_responsibilities"
          rows={3}
          defaultValue={text(values.key_responsibilities)}
          error={errors.key_responsibilities}
        />
        <TextareaField
          label={t`Requirements`}
          name="requirements"
          rows={3}
          defaultValue={text(values.requirements)}
          error={errors.requirements}
        />
        <Field
          label={t`Required Skills`}
          name="required_skills"
          placeholder={t`e.g. CCNA, OSPF, BGP`}
          defaultValue={text(values.required_skills)}
          error={errors.required_skills}
        />
        <Field
          label={t`Preferred Skills`}
          name="preferred_skills"
          defaultValue={text(values.preferred_skills)}
          error={errors.preferred_skills}
        />
        <Field
          label={t`Job Highlights`}
          name="job_highlights"
          placeholder={t`e.g. Night shift allowance, PF and ESIC`}
          defaultValue={text(values.job_highlights)}
          error={errors.job_highlights}
        />
        <div className={grid}>
          <Field
            label={t`Education Requirements`}
            name="education_requirements"
            defaultValue={text(values.education_requirements)}
            error={errors.education_requirements}
          />
          <Field
            label={t`Industry`}
            name="industry_type"
            defaultValue={text(values.industry_type)}
            error={errors.industry_type}
          />
          <Field
            label={t`Role Category`}
            name="role_category"
            defaultValue={text(values.role_category)}
            error={errors.role_category}
          />
        </div>
      </fieldset>
      <JobOrderSection values={values} errors={errors} owners={owners} />
      <div className="flex justify-end border-t border-stone-200 pt-5">
        <Button type="submit" disabled={busy}>
          {busy ? (busyLabel ?? t`Posting...`) : (submitLabel ?? t`Post Job`)}
        </Button>
      </div>
    </Form>
  );
}
