import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import { Link, useActionData, useFetcher } from "react-router";
import { JobFacts } from "~/components/job-card";
import { Pager } from "~/components/pager";
import { ApplyButton, viewerOf } from "~/components/quick-apply";
import type { SaveJobResult } from "~/components/save-job";
import { useToast } from "~/components/toaster";
import { buttonClass } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { ErrorSummary } from "~/components/ui/error-summary";
import { formatDate } from "../../common/format";
import { currentI18n, useLocalizedPath } from "../../common/i18n";
import { originFrom, pageMeta } from "~/seo";
import { applicantView } from "../../server/domain/applications";
import { DATABASE_UNAVAILABLE } from "../../server/db/database";
import { listSavedJobs, saveJob, unsaveJob, type SavedJob } from "../../server/domain/saved-jobs";
import { formAction, succeeded } from "../../server/http/action";
import { requireCandidate, type GuardArgs } from "../../server/http/guards";
import { pageLoader } from "../../server/http/loader";
import { safeRedirectPath } from "../../server/http/session";
import { redirectWithToast } from "../../server/http/toast";
import type { Route } from "./+types/saved-jobs";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: currentI18n()._(msg`Saved Jobs`),
    description: currentI18n()._(msg`The jobs you saved to come back to, newest first.`),
    path: "/saved-jobs",
    origin: originFrom(matches),
    noindex: true,
  });

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, requireCandidate, async (ctx) => {
    const list = await listSavedJobs(ctx, { page: args.url.searchParams.get("page") });
    const { applicant, applied } = await applicantView(
      ctx,
      list.jobs.map((job) => job.id),
    );
    return { ...list, applicant: viewerOf(ctx.actor.role, applicant), applied };
  });

/** The page a save was sent from, to go back to (this list if it names none we can trust). */
const backOf = (form: FormData) => safeRedirectPath(form.get("returnTo"), "/saved-jobs");

/**
 * Saving and removing, from this page and from every Save / Saved button
 * (app/components/save-job.tsx). A plain form post (no JavaScript) is sent
 * back to the page it came from (`returnTo`) with a toast; React Router's own
 * request (a fetcher's, whose URL ends in `.data`) gets the answer as data,
 * so the page stays where it is. A refusal is answered in place either way.
 */
export const action = (args: Route.ActionArgs) => {
  // A visitor whose session ended signs in and comes back to the page they were on.
  const candidateBack = (guardArgs: GuardArgs) =>
    requireCandidate({ ...guardArgs, url: new URL(backOf(guardArgs.form ?? new FormData()), guardArgs.url) });
  const answer = (form: FormData, done: SaveJobResult & { ok: true }) =>
    new URL(args.request.url).pathname.endsWith(".data")
      ? done
      : redirectWithToast(args.context, backOf(form), done.toast);
  return formAction(args, candidateBack, {
    save: {
      failed: DATABASE_UNAVAILABLE.message,
      run: async (ctx, form) => {
        await saveJob(ctx, form.get("jobId"));
        return answer(form, {
          ...succeeded(/*i18n*/ "Job saved", /*i18n*/ "Find it under Saved Jobs in the menu."),
          saved: true,
        });
      },
    },
    unsave: {
      failed: DATABASE_UNAVAILABLE.message,
      run: async (ctx, form) => {
        await unsaveJob(ctx, form.get("jobId"));
        return answer(form, { ...succeeded(/*i18n*/ "Removed from saved jobs"), saved: false });
      },
    },
  });
};

export default function SavedJobsPage({ loaderData }: Route.ComponentProps) {
  const { jobs, total, page, pageCount, applicant, applied } = loaderData;
  // A refused post without JavaScript lands here (the action's own page): said at the top.
  const refused = useActionData<typeof action>();
  const failed = refused && !refused.ok ? refused : null;
  const appliedIds = new Set(applied);
  const { t } = useLingui();
  const totalShown = String(total);
  return (
    <section className="mx-auto max-w-[1200px] px-4 py-8 sm:py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold text-navy-900" tabIndex={-1} id="saved-jobs-heading">
            {t`Saved Jobs`}
          </h1>
          <p className="mt-1 text-ink-muted">
            {total
              ? t`${plural(total, {
                  one: `You have saved ${totalShown} job, newest first. A job that has closed stays here, marked Closed.`,
                  other: `You have saved ${totalShown} jobs, newest first. A job that has closed stays here, marked Closed.`,
                })}`
              : t`Keep jobs here to come back to them.`}
          </p>
        </div>
        <Link to="/jobs" className={buttonClass("primary", "md")}>
          {t`Browse Jobs`}
        </Link>
      </div>

      {failed ? <ErrorSummary result={failed} className="mt-6" /> : null}

      {jobs.length === 0 ? (
        total === 0 ? (
          <EmptyState title={t`You have not saved any jobs yet.`} className="mt-8">
            <p className="mt-2 text-ink-muted">
              {t`Save a job from its card or its page to keep it here, and apply when you are ready.`}
            </p>
          </EmptyState>
        ) : (
          <EmptyState className="mt-8">
            <Trans>
              There are no saved jobs on this page.{" "}
              <Link to="/saved-jobs" className="font-semibold text-navy-700 underline">
                Go to the first page
              </Link>
              .
            </Trans>
          </EmptyState>
        )
      ) : (
        <ul className="mt-6 space-y-3" aria-labelledby="saved-jobs-heading">
          {jobs.map((job) => (
            <li key={job.id}>
              <SavedJobItem
                job={job}
                applicant={applicant}
                applied={appliedIds.has(job.id)}
                returnTo={page > 1 ? `/saved-jobs?page=${page}` : "/saved-jobs"}
              />
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pageCount={pageCount} className="mt-8" />
    </section>
  );
}

function SavedJobItem({
  job,
  applicant,
  applied,
  returnTo,
}: {
  job: SavedJob;
  applicant: ReturnType<typeof viewerOf>;
  applied: boolean;
  returnTo: string;
}) {
  const fetcher = useFetcher<SaveJobResult>({ key: `save-${job.id}` });
  useToast(fetcher.data?.toast);
  const removing = fetcher.formData?.get("intent") === "unsave";
  const { t } = useLingui();
  const to = useLocalizedPath();
  const title = job.title;
  const savedOn = formatDate(job.saved_at);
  const deadline = job.application_deadline ? formatDate(job.application_deadline) : "";
  return (
    <article
      className={clsx(
        "grid gap-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:grid-cols-[1fr_auto] sm:items-start",
        removing && "opacity-60",
      )}
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h2 className="text-lg font-bold leading-snug text-navy-900">
            {/* An inactive job's page is 'Job Not Found': its title is not a link. */}
            {job.active ? (
              <Link to={to(`/jobs/${job.id}`)} className="hover:underline">
                {job.title}
              </Link>
            ) : (
              job.title
            )}
          </h2>
          {job.closed ? (
            <span className="inline-flex items-center rounded-full border border-stone-300 bg-stone-100 px-3 py-0.5 text-sm font-semibold text-stone-700">
              {t`Closed`}
            </span>
          ) : null}
        </div>
        <p className="text-ink-muted">{job.company_name}</p>
        <JobFacts job={job} className="mt-3" />
        <p className="mt-3 text-sm text-ink-muted">
          {job.closed
            ? job.active
              ? t`Saved ${savedOn} · The deadline for this job has passed.`
              : t`Saved ${savedOn} · This job is no longer open.`
            : deadline
              ? t`Saved ${savedOn} · Apply by ${deadline}`
              : t`Saved ${savedOn}`}
        </p>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:w-44 sm:grid-cols-1">
        {job.closed ? null : (
          <ApplyButton job={job} applicant={applicant} applied={applied} label={t`Apply`} />
        )}
        <fetcher.Form
          method="post"
          action="/saved-jobs"
          className={job.closed ? "col-span-2 sm:col-span-1" : undefined}
          onSubmit={(event) => {
            // The item goes once removed: keep the keyboard in the list, on the next item's Remove.
            const item = event.currentTarget.closest("li");
            const next = item?.nextElementSibling ?? item?.previousElementSibling;
            const target =
              next?.querySelector<HTMLElement>("button[value=unsave]") ??
              document.getElementById("saved-jobs-heading");
            target?.focus();
          }}
        >
          <input type="hidden" name="jobId" value={job.id} />
          <input type="hidden" name="returnTo" value={returnTo} />
          <button
            type="submit"
            name="intent"
            value="unsave"
            disabled={removing}
            aria-label={t`Remove ${title} from saved jobs`}
            className={buttonClass("ghost", "md", "w-full")}
          >
            {t`Remove`}
          </button>
        </fetcher.Form>
      </div>
    </article>
  );
}
