import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useActionData, useRouteError } from "react-router";
import { ErrorPage } from "~/components/error-page";
import { JobForm } from "~/components/job-form";
import { currentI18n } from "../../common/i18n";
import { postJob } from "../../server/domain/employer";
import { failure, formOf } from "../../server/http/action";
import { requireEmployer } from "../../server/http/guards";
import { redirectWithToast } from "../../server/http/toast";
import type { Route } from "./+types/post-job";

export const meta: Route.MetaFunction = () => [
  { title: currentI18n()._(msg`Post a Job`) },
  { name: "robots", content: "noindex" },
];

export async function loader(args: Route.LoaderArgs) {
  await requireEmployer(args);
  return null;
}

export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const form = await formOf(request);
  try {
    const ctx = await requireEmployer(args);
    const id = await postJob(ctx, Object.fromEntries(form));
    return redirectWithToast(context, `/employer-dashboard/jobs?job=${id}`, {
      title: /*i18n*/ "Job Posted",
      description: /*i18n*/ "The job is live on the careers page.",
    });
  } catch (error) {
    return failure(
      error,
      { values: Object.fromEntries([...form].filter(([, value]) => typeof value === "string")) },
      { title: /*i18n*/ "Error", description: /*i18n*/ "Failed to post job." },
    );
  }
}

/** 'Access Denied' for visitors and candidates (the guard's refusal), or an error. */
export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}

export default function PostJobPage() {
  const result = useActionData<typeof action>();
  const { t } = useLingui();
  return (
    <section className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-navy-900 sm:text-3xl">{t`Post a Job`}</h1>
      <p className="mt-1 text-ink-muted">
        {t`Fields marked * are required. The job appears on the site as soon as it is posted.`}
      </p>
      <div className="mt-6 rounded-2xl border border-stone-200 bg-white p-5 sm:p-6">
        {/* A refusal is said once, by the form's error summary (decision 0021); a success redirects with its toast. */}
        <JobForm values={result?.values} refusal={result} />
      </div>
    </section>
  );
}
