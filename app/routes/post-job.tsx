import { msg, ph } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useActionData, useRouteError } from "react-router";
import { ErrorPage } from "~/components/error-page";
import { JobForm } from "~/components/job-form";
import { currentI18n } from "../../common/i18n";
import { jobFormInput } from "../../common/schemas/job-location-rows";
import { clientChoices } from "../../server/domain/clients";
import { postJob } from "../../server/domain/employer";
import { jobForForm } from "../../server/domain/job-life";
import { ownerChoices } from "../../server/domain/job-orders";
import { formAction } from "../../server/http/action";
import { requireEmployer } from "../../server/http/guards";
import { pageLoader } from "../../server/http/loader";
import { redirectWithToast } from "../../server/http/toast";
import type { Route } from "./+types/post-job";

export const meta: Route.MetaFunction = () => [
  { title: currentI18n()._(msg`Post a Job`) },
  { name: "robots", content: "noindex" },
];

// `?from=<job>`: a copy of a job the caller manages, to post as a new job (issue #37).
export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, requireEmployer, async (ctx) => {
    const from = args.url.searchParams.get("from");
    return {
      clients: await clientChoices(ctx),
      owners: await ownerChoices(ctx),
      copied: from ? await jobForForm(ctx, from, { duplicate: true }) : null,
    };
  });

export const action = (args: Route.ActionArgs) =>
  formAction(args, requireEmployer, {
    failed: /*i18n*/ "Failed to post job.",
    run: async (ctx, form) => {
      const id = await postJob(ctx, jobFormInput(form));
      return redirectWithToast(args.context, `/employer-dashboard/jobs?job=${id}`, {
        title: /*i18n*/ "Job Posted",
        description: /*i18n*/ "The job is live on the careers page.",
      });
    },
  });

/** 'Access Denied' for visitors and candidates (the guard's refusal), or an error. */
export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}

export default function PostJobPage({ loaderData: { clients, owners, copied } }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const { t } = useLingui();
  return (
    <section className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-navy-900 sm:text-3xl">{t`Post a Job`}</h1>
      <p className="mt-1 text-ink-muted">
        {t`Fields marked * are required. The job appears on the site as soon as it is posted.`}
      </p>
      {copied ? (
        <p className="mt-3 rounded-lg bg-navy-50 px-4 py-3 text-sm text-navy-900">
          {t`A copy of ${ph({ title: copied.title })}: change what differs and give a deadline, then post it as a new job.`}
        </p>
      ) : null}
      <div className="mt-6 rounded-2xl border border-stone-200 bg-white p-5 sm:p-6">
        {/* A refusal is said once, by the form's error summary (decision 0021); a success redirects with its toast. */}
        <JobForm
          values={result?.values ?? copied?.values}
          refusal={result}
          clients={clients}
          owners={owners}
        />
      </div>
    </section>
  );
}
