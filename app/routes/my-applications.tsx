// A candidate's applications (SPEC /my-applications), each with its status,
// the candidate's own cover letter, interviews and history, and Withdraw
// (issue #36): a confirming dialog whose state is the address (?withdraw=<id>,
// decision 0019), so all of it works before JavaScript loads.
import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Link, useActionData, useSearchParams } from "react-router";
import { ActionResult } from "~/components/admin/action-result";
import { MyApplicationCard } from "~/components/job/my-application";
import { buttonClass } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { ConfirmForm, PageDialog } from "~/components/ui/page-dialog";
import { useSearchHref } from "~/components/pager";
import { currentI18n, currentLocale, translateText } from "../../common/i18n";
import { submittalMessages } from "../../common/schemas/submittal-fields";
import { ConsentQuestion } from "~/components/submittals/consent-question";
import { answerMyConsent, mySubmittalRequests } from "../../server/domain/submittals";
import { originFrom, pageMeta } from "~/seo";
import { myApplicationMessages } from "../../server/domain/application-messages";
import { myApplications, withdrawApplication, withdrawMessages } from "../../server/domain/applications";
import { formAction, succeeded } from "../../server/http/action";
import { requireCandidate } from "../../server/http/guards";
import { pageLoader } from "../../server/http/loader";
import type { Route } from "./+types/my-applications";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: currentI18n()._(msg`My Applications`),
    description: currentI18n()._(msg`The jobs you have applied for and where each application stands.`),
    path: "/my-applications",
    origin: originFrom(matches),
    noindex: true,
  });

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(
    args,
    requireCandidate,
    async (ctx) => {
      const [applications, messages, requests] = await Promise.all([
        myApplications(ctx),
        myApplicationMessages(ctx),
        mySubmittalRequests(ctx),
      ]);
      // Only the questions still open are asked (issue #38).
      const asking = requests.filter((request) => request.status === "awaiting_consent" && !request.expired);
      return { applications, messages, asking };
    },
    { profileRequired: "/register" },
  );

export const action = (args: Route.ActionArgs) =>
  formAction(
    args,
    requireCandidate,
    {
      // "Share your profile with {client} for {job}?" answered here (issue #38).
      consent: {
        failed: /*i18n*/ "Your answer was not saved. Please try again.",
        run: async (ctx, form) => {
          const { answer, client } = await answerMyConsent(
            ctx,
            form.get("submittalId"),
            { answer: form.get("answer") },
            currentLocale(),
          );
          const said = answer === "yes" ? submittalMessages.sharedYes : submittalMessages.sharedNo;
          return succeeded(/*i18n*/ "Thank you", translateText(said, { client }));
        },
      },
      withdraw: {
        failed: /*i18n*/ "The application was not withdrawn. Please try again.",
        run: async (ctx, form) => {
          await withdrawApplication(ctx, form.get("applicationId"));
          return succeeded(withdrawMessages.done.title, withdrawMessages.done.message);
        },
      },
    },
    { profileRequired: "/register" },
  );

export default function MyApplicationsPage({ loaderData }: Route.ComponentProps) {
  const { applications, messages, asking } = loaderData;
  const { t } = useLingui();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const link = useSearchHref();
  const withdrawing = applications.find(
    (application) =>
      application.id === params.get("withdraw") && application.application_status !== "withdrawn",
  );
  const withdrawingTitle = withdrawing?.title;
  const withdrawingCompany = withdrawing?.company_name;
  const count = applications.length;
  const countShown = String(count);
  return (
    <section className="mx-auto max-w-[1200px] px-4 py-8 sm:py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold text-navy-900">{t`My Applications`}</h1>
          <p className="mt-1 text-ink-muted">
            {count
              ? t`${plural(count, {
                  one: `You have applied for ${countShown} job. Employers update the status as they review.`,
                  other: `You have applied for ${countShown} jobs. Employers update the status as they review.`,
                })}`
              : t`Track the jobs you apply for here.`}
          </p>
        </div>
        <Link to="/jobs" className={buttonClass("primary", "md")}>
          {t`Browse Jobs`}
        </Link>
      </div>
      <div className="mt-6">
        <ActionResult result={result} />
      </div>

      {asking.length ? (
        <div className="mt-6 space-y-3" aria-label={t`Requests to share your profile`}>
          {asking.map((request) => (
            <ConsentQuestion
              key={request.id}
              request={request}
              fields={{ intent: "consent", submittalId: request.id }}
            />
          ))}
        </div>
      ) : null}
      {applications.length === 0 ? (
        <EmptyState title={t`You have not applied for any jobs yet.`} className="mt-8">
          <p className="mt-2 text-ink-muted">{t`Find a job that fits you and apply in two taps.`}</p>
        </EmptyState>
      ) : (
        <ul className="mt-6 space-y-3">
          {applications.map((application) => (
            <li key={application.id}>
              <MyApplicationCard
                application={application}
                params={params}
                messages={messages.filter((message) => message.application_id === application.id)}
              />
            </li>
          ))}
        </ul>
      )}
      {withdrawing ? (
        <PageDialog
          title={t`Withdraw this application?`}
          closeTo={link({ withdraw: null })}
          returnFocusTo={`withdraw-${withdrawing.id}`}
          actions={
            <ConfirmForm
              action={link({ withdraw: null })}
              fields={{ intent: "withdraw", applicationId: withdrawing.id }}
              label={t`Yes, withdraw`}
            />
          }
        >
          <p className="mt-3 text-sm text-ink">
            {t`Your application for ${withdrawingTitle} at ${withdrawingCompany} will be withdrawn. The employer will see it as withdrawn and will not take it further. You cannot apply for this job again.`}
          </p>
        </PageDialog>
      ) : null}
    </section>
  );
}
