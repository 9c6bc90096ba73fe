// A job's Edit page (issue #37): the posting form, filled with the job, for
// the recruiter who owns it or an admin; anyone else finds no such job.
// Every change is kept in the audit log (server/domain/job-life.ts).
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Link, useActionData, useRouteError } from "react-router";
import { ErrorPage } from "~/components/error-page";
import { JobForm } from "~/components/job-form";
import { currentI18n } from "../../common/i18n";
import { jobFormInput } from "../../common/schemas/job-location-rows";
import { clientChoices } from "../../server/domain/clients";
import { editJob, jobForForm } from "../../server/domain/job-life";
import { ownerChoices } from "../../server/domain/job-orders";
import { formAction } from "../../server/http/action";
import { requireEmployer } from "../../server/http/guards";
import { pageLoader } from "../../server/http/loader";
import { redirectWithToast } from "../../server/http/toast";
import type { Route } from "./+types/employer-dashboard.jobs.$id.edit";

export const meta: Route.MetaFunction = () => [
  { title: currentI18n()._(msg`Edit Job`) },
  { name: "robots", content: "noindex" },
];

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, requireEmployer, async (ctx) => ({
    ...(await jobForForm(ctx, args.params.id)),
    clients: await clientChoices(ctx),
    owners: await ownerChoices(ctx),
  }));

export const action = (args: Route.ActionArgs) =>
  formAction(args, requireEmployer, {
    failed: /*i18n*/ "Failed to update job.",
    run: async (ctx, form) => {
      await editJob(ctx, args.params.id, jobFormInput(form));
      return redirectWithToast(args.context, `/employer-dashboard/jobs?job=${args.params.id}`, {
        title: /*i18n*/ "Job Updated",
        description: /*i18n*/ "The changes are live on the job's page.",
      });
    },
  });

/** 'Access Denied' for visitors and candidates, 'Job Not Found' for another's job. */
export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}

export default function EditJobPage({ loaderData }: Route.ComponentProps) {
  const job = loaderData;
  const result = useActionData<typeof action>();
  const { t } = useLingui();
  return (
    <section className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <p className="text-sm">
        <Link to="/employer-dashboard/jobs" className="text-navy-800 hover:underline">
          {t`Back to My Jobs`}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-navy-900 sm:text-3xl">{t`Edit Job`}</h1>
      <p className="mt-1 text-ink-muted">
        {job.isActive
          ? t`Changes show on the job's page as soon as they are saved.`
          : t`This job is closed: changes are saved, and it stays closed until you reopen it.`}
      </p>
      <div className="mt-6 rounded-2xl border border-stone-200 bg-white p-5 sm:p-6">
        <JobForm
          values={result?.values ?? job.values}
          refusal={result}
          clients={job.clients}
          owners={job.owners}
          submitLabel={t`Save Changes`}
          busyLabel={t`Saving...`}
        />
      </div>
    </section>
  );
}
