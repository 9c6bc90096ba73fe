import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { isRouteErrorResponse, Link, useActionData, useRouteError } from "react-router";
import { ErrorPage } from "~/components/error-page";
import type { ApplyResult } from "~/components/job/application";
import { ApplyArea } from "~/components/job/apply-area";
import { JobDescription } from "~/components/job/job-description";
import { JobHeader } from "~/components/job/job-header";
import { JobOverview } from "~/components/job/job-overview";
import { ShareJob } from "~/components/job/share-job";
import { viewerOf } from "~/components/quick-apply";
import { useNonce } from "~/components/request-info";
import { useToast } from "~/components/toaster";
import { buttonClass } from "~/components/ui/button";
import { formatSalaryRange } from "../../common/format";
import { fromWord } from "../../common/schemas/application-source";
import { currentI18n, useLocalizedPath } from "../../common/i18n";
import { jobPostingJsonLd, jsonForScript } from "~/job-posting";
import { originFrom, pageMeta } from "~/seo";
import { site } from "~/site.config";
import { applicantView, applicationFailed, applyMessages } from "../../server/domain/applications";
import { getJob } from "../../server/domain/jobs";
import { referrerFor, shareLink } from "../../server/domain/referrals";
import { savedJobIds } from "../../server/domain/saved-jobs";
import { applicationDraft, applyKeepingDraft } from "../../server/domain/application-drafts";
import { applyAsGuest, guestApplyMessages } from "../../server/domain/guest-applications";
import { formAction, succeeded } from "../../server/http/action";
import { requestOf } from "../../server/http/load-context";
import { openToAll, requireSignedIn, toSignIn, type GuardArgs } from "../../server/http/guards";
import { pageLoader } from "../../server/http/loader";
import type { Route } from "./+types/jobs.$id";
import { visitorPage } from "~/visitor-pages";

export const handle = visitorPage;

// Anyone may open an active job; any other id is 'Job Not Found' (404, the error boundary below).
export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, openToAll, async (ctx) => {
    const job = await getJob(ctx, args.params.id);
    const { applicant, applied, withdrawn } = await applicantView(ctx, [job.id]);
    // The Save / Saved button (issue #24): a candidate's own; null for anyone else.
    const saved = ctx.actor?.role === "candidate" ? (await savedJobIds(ctx, [job.id])).length > 0 : null;
    // A cover letter typed before finishing the profile comes back (decision 0043), and where they came from (0058).
    const kept = await applicationDraft(ctx, job.id);
    const from = fromWord(args.url.searchParams.get("from")) ?? kept?.from ?? null;
    // A referral link's ref goes with the application if it holds (else it is dropped, never refused: 0059).
    const ref = args.url.searchParams.get("ref");
    const referral = referrerFor(ctx.services, job.id, ref, ctx.actor?.userId ?? null)
      ? ref
      : (kept?.ref ?? null);
    return {
      job,
      applicant: viewerOf(ctx.actor?.role, applicant),
      applied: applied.length > 0,
      withdrawn: withdrawn.length > 0,
      saved,
      draft: kept?.coverLetter ?? null,
      from,
      referral,
      // "Share this job", for anyone signed in.
      share: shareLink(ctx, job.id),
    };
  });

// SPEC §8: 'Login Required: Please login to apply for jobs.' then /auth.
const signedInToApply = (args: GuardArgs) =>
  requireSignedIn(
    args,
    toSignIn({
      toast: {
        title: applyMessages.loginRequired.title,
        description: applyMessages.loginRequired.message,
        variant: "destructive",
      },
    }),
  );

// The guest form (intent "guest") is for anyone; the domain refuses a signed-in caller.
const applyGuard = (args: GuardArgs) =>
  args.form?.get("intent") === "guest" ? openToAll(args) : signedInToApply(args);

// SPEC §8: what an application says when it fails through no fault of the input (the database down).
const unavailable = applicationFailed("the service is temporarily unavailable");
const failed = { title: unavailable.title, description: unavailable.message };

/**
 * Applying, from this page's form or from a Quick Apply dialog on /careers
 * and /jobs. Without a complete profile, formAction sends the candidate to
 * /profile with 'Complete Your Profile', the cover letter kept for their
 * return (decision 0043). A visitor applies with the guest form.
 */
export const action = (args: Route.ActionArgs) =>
  formAction(
    args,
    applyGuard,
    {
      apply: {
        failed,
        run: async (ctx, form) => {
          await applyKeepingDraft(ctx, args.params.id, form);
          return succeeded(applyMessages.success.title, applyMessages.success.description);
        },
      },
      guest: {
        failed,
        run: async (ctx, form) => {
          await applyAsGuest(ctx, args.params.id, form, { language: requestOf(args.context).locale });
          return {
            ...succeeded(guestApplyMessages.sent.title, guestApplyMessages.sent.description),
            guest: true as const,
          };
        },
      },
    },
    { fallbackIntent: "apply" },
  );

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) => {
  const origin = originFrom(matches);
  const i18n = currentI18n();
  if (!loaderData) {
    return pageMeta({
      title: i18n._(msg`Job Not Found`),
      description: i18n._(msg`The job you're looking for doesn't exist or is no longer active.`),
      path: `/jobs/${params.id}`,
      origin,
      noindex: true,
    });
  }
  const { job } = loaderData;
  const salary = formatSalaryRange(job.salary_min, job.salary_max);
  const title = job.title;
  const city = job.location_city;
  const state = job.location_state;
  const company = job.company_name;
  const experience = job.experience_required;
  const siteName = site.name;
  // Sentences of their own, so each language can put its words in its order.
  const description = [
    i18n._(msg`${company} is hiring a ${title} in ${city}, ${state}.`),
    experience ? i18n._(msg`Experience: ${experience}.`) : "",
    job.salary_min || job.salary_max ? i18n._(msg`Salary: ${salary}.`) : "",
    i18n._(msg`Apply online with ${siteName}.`),
  ]
    .filter(Boolean)
    .join(" ");
  return pageMeta({
    title: i18n._(msg`${title} in ${city}`),
    description: description.slice(0, 300),
    path: `/jobs/${job.id}`,
    origin,
    type: "article",
  });
};

function JsonLd({ value }: { value: unknown }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // Browsers hide nonces from the DOM, so the client sees an empty one.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: jsonForScript(value) }}
    />
  );
}

export default function JobPage({ loaderData, matches }: Route.ComponentProps) {
  const { job, applicant, applied, withdrawn, saved, draft, from, referral, share } = loaderData;
  const result = useActionData<typeof action>() as ApplyResult | undefined;
  // Success is the specification's toast (and the status in the header); a
  // refusal is said once, in the apply area's error summary (decision 0021).
  // A guest's success is said in the apply area itself (a visitor's page has no toasts).
  const guestSent = result?.ok === true && result.guest === true;
  useToast(result?.ok && !guestSent ? result.toast : null);
  const failed = result && !result.ok ? result : null;
  const isApplied = applied || (result?.ok === true && !guestSent);
  const { t } = useLingui();
  const to = useLocalizedPath();

  return (
    <article className="mx-auto max-w-[1200px] px-4 py-6 sm:py-10">
      <JsonLd value={jobPostingJsonLd(job, originFrom(matches))} />
      <Link
        to={to("/jobs")}
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-navy-700 hover:underline"
      >
        <span aria-hidden="true">←</span> {t`Back to Jobs`}
      </Link>

      <div className="mt-4 grid gap-6 lg:grid-cols-[1fr_360px] lg:grid-rows-[auto_1fr] lg:gap-x-10">
        <JobHeader
          job={job}
          applicant={applicant}
          saved={saved}
          isApplied={isApplied}
          applied={result?.ok && !guestSent ? result.toast : null}
        />
        <aside className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="space-y-6 lg:sticky lg:top-20">
            <ApplyArea
              job={job}
              applicant={applicant}
              isApplied={isApplied}
              isWithdrawn={withdrawn}
              failed={failed}
              guestSent={guestSent ? result.toast : null}
              draft={draft}
              from={from}
              referral={referral}
            />
            <JobOverview job={job} />
            {share ? <ShareJob link={share} /> : null}
          </div>
        </aside>
        <JobDescription job={job} />
      </div>
    </article>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useLingui();
  const to = useLocalizedPath();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <h1 className="text-3xl font-bold text-navy-900">{t`Job Not Found`}</h1>
        <p className="mt-3 text-ink-muted">{t`The job you're looking for doesn't exist or is no longer active.`}</p>
        <Link to={to("/jobs")} className={buttonClass("primary", "lg", "mt-8")}>
          {t`Browse Jobs`}
        </Link>
      </section>
    );
  }
  // Rethrown, the error would fail the server's render instead of reaching the root's boundary.
  return <ErrorPage error={error} />;
}
