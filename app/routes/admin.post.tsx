// Admin dashboard, Post Jobs: one job through the job form, or many at once
// from JSON (decision 0008: every row checked first, all or nothing).
import { useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import { useState } from "react";
import { Form, Link, useActionData, useNavigation, useSearchParams } from "react-router";
import { ActionResult } from "~/components/admin/action-result";
import { JobForm } from "~/components/job-form";
import { Button, buttonClass } from "~/components/ui/button";
import { ErrorSummary, type RefusedResult } from "~/components/ui/error-summary";
import { selectClass } from "~/components/ui/field";
import { translateText } from "../../common/i18n";
import { BULK_IMPORT_MAX_BYTES } from "../../common/schemas/jobs";
import { jobFormInput } from "../../common/schemas/job-location-rows";
import { bulkImportJobs } from "../../server/domain/admin";
import { clientChoices } from "../../server/domain/clients";
import { postJob } from "../../server/domain/employer";
import { ownerChoices } from "../../server/domain/job-orders";
import { succeeded, formAction } from "../../server/http/action";
import { requireAdmin } from "../../server/http/guards";
import { pageLoader } from "../../server/http/loader";
import type { Route } from "./+types/admin.post";

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, requireAdmin, async (ctx) => ({
    clients: await clientChoices(ctx),
    owners: await ownerChoices(ctx),
  }));

// SPEC §8 "Admin dashboard": each form's failure message.
export const action = (args: Route.ActionArgs) =>
  formAction(args, requireAdmin, {
    "create-job": {
      failed: /*i18n*/ "Failed to post job.",
      run: async (ctx, form) => {
        await postJob(ctx, jobFormInput(form));
        return succeeded(/*i18n*/ "Job Posted", /*i18n*/ "The job is live on the careers page.");
      },
    },
    "bulk-import": {
      failed: /*i18n*/ "Failed to post bulk jobs. Check JSON format.",
      run: async (ctx, form) => {
        const file = form.get("file");
        const text = file instanceof File && file.size > 0 ? await file.text() : form.get("jobs");
        const { count } = await bulkImportJobs(ctx, text);
        return succeeded(
          /*i18n*/ "Bulk Jobs Posted",
          translateText(/*i18n*/ "{count} jobs have been posted successfully.", { count }),
        );
      },
    },
  });

export default function PostJobsTab({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const busy = useNavigation();
  const importing = busy.state === "submitting" && busy.formData?.get("intent") === "bulk-import";
  const [jobsText, setJobsText] = useState("");
  const [rows, setRows] = useState<number | null>(null);
  const rowCount = rows?.toLocaleString("en-IN");
  // An import refused in the browser (too large to send), said like the server's refusals.
  const [tooLarge, setTooLarge] = useState<RefusedResult | null>(null);
  const failed = result && !result.ok && "intent" in result ? result : null;
  const createOpen = params.get("create") === "1";
  return (
    <div className="space-y-6">
      {/* A refused Create New Job or import is said by its own form's summary; anything else here. */}
      <ActionResult
        result={result}
        hideRefusal={(failed?.intent === "create-job" && createOpen) || failed?.intent === "bulk-import"}
      />
      <div className="flex flex-wrap gap-3">
        <Link to="/admin/post?create=1" className={buttonClass("primary")}>
          {t`Create New Job`}
        </Link>
        <a href="/admin/job-template.json" className={buttonClass("ghost")} download="job_template.json">
          {t`Download Template`}
        </a>
      </div>
      {createOpen ? (
        <div
          className="rounded-2xl border border-stone-200 bg-white p-5 sm:p-6"
          role="region"
          aria-labelledby="create-job-title"
        >
          <div className="mb-4 flex items-center justify-between">
            <h2 id="create-job-title" className="text-lg font-semibold text-navy-900">
              {t`Create New Job`}
            </h2>
            <Link to="/admin/post" className={buttonClass("ghost", "sm")}>
              {t`Close`}
            </Link>
          </div>
          <JobForm
            intent="create-job"
            values={failed?.intent === "create-job" ? failed.values : undefined}
            refusal={failed?.intent === "create-job" ? failed : undefined}
            clients={loaderData.clients}
            owners={loaderData.owners}
          />
        </div>
      ) : null}
      <Form
        method="post"
        encType="multipart/form-data"
        className="space-y-3 rounded-2xl border border-stone-200 bg-white p-5 sm:p-6"
        onSubmit={(event) => {
          // Said here rather than by a bare 413 from the server.
          if (new Blob([jobsText]).size > BULK_IMPORT_MAX_BYTES) {
            event.preventDefault();
            // A new object each time, so each refusal is focused.
            setTooLarge({
              toast: {
                title: t`Error`,
                description: t`This import is too large: at most 15 MB of job data can be posted at once. Split it into smaller files.`,
              },
            });
          } else {
            setTooLarge(null);
          }
        }}
      >
        {tooLarge ? (
          <ErrorSummary result={tooLarge} />
        ) : failed?.intent === "bulk-import" && !importing ? (
          <ErrorSummary
            result={rowsRefused(failed, (row, field, text) => t`Row ${row}, ${field}: ${text}`)}
          />
        ) : null}
        <input type="hidden" name="intent" value="bulk-import" />
        <h2 className="text-lg font-semibold text-navy-900">{t`Upload Bulk Jobs`}</h2>
        <p className="text-sm text-ink-muted">
          {t`Paste a JSON array of jobs (see the template) or choose a .json file. Every job is checked first; if any is invalid, none is posted.`}
        </p>
        <label htmlFor="bulk-jobs" className="block text-sm font-medium">
          {t`Jobs JSON`}
        </label>
        <textarea
          id="bulk-jobs"
          name="jobs"
          rows={15}
          value={jobsText}
          onChange={(event) => setJobsText(event.target.value)}
          className={clsx(selectClass, "font-mono text-sm")}
          placeholder='[{"title": "...", "company_name": "...", "location_city": "...", "location_state": "...", "job_description": "..."}]'
        />
        <label htmlFor="bulk-file" className="block text-sm font-medium">
          {t`Or a JSON file`}
        </label>
        <input
          id="bulk-file"
          name="file"
          type="file"
          accept="application/json,.json"
          className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-navy-50 file:px-3 file:font-medium file:text-navy-800"
          onChange={async (event) => {
            const input = event.currentTarget;
            const file = input.files?.[0];
            if (!file) return;
            const text = await file.text();
            // The text goes in the textarea; sending the file as well would double the upload.
            input.value = "";
            setJobsText(text);
            try {
              const parsed = JSON.parse(text);
              setRows(Array.isArray(parsed) ? parsed.length : null);
            } catch {
              setRows(null);
            }
          }}
        />
        {rows !== null ? <p className="text-sm text-ink-muted">{t`${rowCount} jobs in the file.`}</p> : null}
        {importing ? (
          <div role="status" className="space-y-1">
            <p className="text-sm font-medium">{t`Checking and posting jobs…`}</p>
            <div className="h-2 overflow-hidden rounded-full bg-navy-100">
              <div className="h-full w-1/3 animate-[pulse_1s_ease-in-out_infinite] rounded-full bg-navy-600" />
            </div>
          </div>
        ) : null}
        <Button type="submit" disabled={importing}>
          {importing ? t`Posting...` : t`Upload Bulk Jobs`}
        </Button>
      </Form>
    </div>
  );
}

/**
 * A refused import's rows ("3.title" in the field errors) each said once as
 * "Row 3, title: …" under the refusal's title, without the message that
 * repeats them for the API (issue #37). Any other refusal as it is.
 */
function rowsRefused(
  result: RefusedResult,
  rowLine: (row: string, field: string, text: string) => string,
): RefusedResult {
  const rows = Object.entries(result.fieldErrors ?? {}).filter(([key]) => /^\d+\./.test(key));
  if (!rows.length) return result;
  return {
    toast: { title: result.toast.title },
    fieldErrors: Object.fromEntries(
      rows.map(([key, message]) => {
        const [row, field] = [key.slice(0, key.indexOf(".")), key.slice(key.indexOf(".") + 1)];
        return [key, rowLine(row, field, message ?? "")];
      }),
    ),
  };
}
