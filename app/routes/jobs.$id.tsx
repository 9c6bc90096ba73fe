import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  data,
  Form,
  isRouteErrorResponse,
  Link,
  useActionData,
  useNavigation,
  useRouteError,
  useSearchParams,
} from "react-router";
import { ErrorPage } from "~/components/error-page";
import { JobFacts, SkillChips } from "~/components/job-card";
import { ApplyButton, AppliedButton, viewerOf, type ApplyResult } from "~/components/quick-apply";
import { SaveJobButton, SaveJobSignIn } from "~/components/save-job";
import { useNonce } from "~/components/request-info";
import { useToast } from "~/components/toaster";
import { Alert } from "~/components/ui/alert";
import { Button, buttonClass } from "~/components/ui/button";
import { ErrorSummary } from "~/components/ui/error-summary";
import { TextareaField } from "~/components/ui/field";
import { formatDate, formatSalaryRange } from "../../common/format";
import { currentI18n, translateText, useLocalizedPath } from "../../common/i18n";
import { jobPostingJsonLd, jsonForScript } from "~/job-posting";
import {
  COVER_LETTER_MAX_LENGTH,
  employmentTypeLabels,
  jobTypeLabels,
  type JobDetail,
} from "../../common/schemas/jobs";
import { originFrom, pageMeta } from "~/seo";
import { site } from "~/site.config";
import {
  applicantView,
  applicationFailed,
  applyMessages,
  applyToJob,
} from "../../server/domain/applications";
import { isDomainError } from "../../server/domain/errors";
import { getJob } from "../../server/domain/jobs";
import { savedJobIds } from "../../server/domain/saved-jobs";
import { failure, formOf } from "../../server/http/action";
import { requireSignedIn, toSignIn } from "../../server/http/guards";
import { domainContext } from "../../server/http/session";
import { redirectWithToast } from "../../server/http/toast";
import type { Route } from "./+types/jobs.$id";
import { visitorPage } from "~/visitor-pages";

export const handle = visitorPage;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = await domainContext(request, context);
  let job: JobDetail;
  try {
    job = await getJob(ctx, params.id);
  } catch (error) {
    if (isDomainError(error) && error.kind === "not_found") {
      // In the page's language here, on the server (the browser has no catalogue of refusals).
      throw data(
        { title: translateText(error.title), message: translateText(error.text, error.values) },
        { status: 404 },
      );
    }
    throw error;
  }
  const { applicant, applied } = await applicantView(ctx, [job.id]);
  // The Save / Saved button (issue #24): a candidate's own; null for anyone else.
  const saved = ctx.actor?.role === "candidate" ? (await savedJobIds(ctx, [job.id])).length > 0 : null;
  return { job, applicant: viewerOf(ctx.actor?.role, applicant), applied: applied.length > 0, saved };
}

/** Applying, from this page's form or from a Quick Apply dialog on /careers and /jobs. */
export async function action(args: Route.ActionArgs) {
  const { request, params, context } = args;
  const form = await formOf(request);
  try {
    // SPEC §8: 'Login Required: Please login to apply for jobs.' then /auth.
    const ctx = await requireSignedIn(
      args,
      toSignIn({
        toast: {
          title: applyMessages.loginRequired.title,
          description: applyMessages.loginRequired.message,
          variant: "destructive",
        },
      }),
    );
    await applyToJob(ctx, params.id, form);
    const { title, description } = applyMessages.success;
    const result: ApplyResult = {
      ok: true,
      toast: { title: translateText(title), description: translateText(description) },
      fieldErrors: {},
    };
    return result;
  } catch (error) {
    if (isDomainError(error) && error.kind === "profile_required") {
      return redirectWithToast(context, "/profile", {
        title: error.title,
        description: error.message,
        variant: "destructive",
      });
    }
    const failed = applicationFailed("the service is temporarily unavailable");
    return failure(error, undefined, { title: failed.title, description: failed.message });
  }
}

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

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="border-t border-stone-200 pt-6">
      <h2 className="text-xl font-bold text-navy-900">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function BulletList({ items }: { items: string[] }) {
  return (
    <ul className="list-disc space-y-2 pl-5 leading-relaxed marker:text-navy-600">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

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
  const { t } = useLingui();
  const to = useLocalizedPath();
  const { job, applicant, applied, saved } = loaderData;
  const result = useActionData<typeof action>() as ApplyResult | undefined;
  const navigation = useNavigation();
  const [params] = useSearchParams();
  // Success is the specification's toast (and the status below); a refusal is
  // said once, in the apply area's error summary (decision 0021).
  useToast(result?.ok ? result.toast : null);
  const failed = result && !result.ok ? result : null;
  const origin = originFrom(matches);
  const isApplied = applied || result?.ok === true;
  const showForm = applicant === "candidate" && job.accepting && !isApplied && params.get("apply") === "1";
  const busy = navigation.state === "submitting";
  const maxLength = COVER_LETTER_MAX_LENGTH.toLocaleString("en-IN");

  const facts: [string, string | null][] = [
    [t`Salary`, formatSalaryRange(job.salary_min, job.salary_max)],
    [t`Experience`, job.experience_required],
    [t`Job type`, translateText(jobTypeLabels[job.job_type] ?? job.job_type)],
    [t`Employment`, translateText(employmentTypeLabels[job.employment_type] ?? job.employment_type)],
    [t`Department`, job.department],
    [t`Industry`, job.industry_type],
    [t`Role category`, job.role_category],
    [t`Education`, job.education_requirements],
    [t`Posted`, formatDate(job.created_at)],
    [t`Apply by`, job.application_deadline ? formatDate(job.application_deadline) : t`Open until filled`],
  ];

  let applyArea: React.ReactNode;
  if (applicant === "staff") {
    // Employers and admins apply for nothing: a plain note, no button that leads to 'Complete Your Profile'.
    applyArea = (
      <div className="space-y-2">
        <p className="font-semibold text-navy-900">{t`Candidates apply for this job`}</p>
        <p className="text-sm text-ink-muted">
          <Trans>
            Employer and admin accounts do not apply for jobs. Applications to your jobs are in the{" "}
            <Link to="/employer-dashboard" className="font-semibold text-navy-700 underline">
              Employer Dashboard
            </Link>
            .
          </Trans>
        </p>
      </div>
    );
  } else if (isApplied) {
    applyArea = (
      <div className="space-y-2">
        <AppliedButton className="w-full" />
        <p className="text-sm text-ink-muted">
          <Trans>
            You have applied for this job. Follow it in{" "}
            <Link to="/my-applications" className="font-semibold text-navy-700 underline">
              My Applications
            </Link>
            .
          </Trans>
        </p>
      </div>
    );
  } else if (!job.accepting) {
    applyArea = (
      <div className="space-y-2">
        <ApplyButton job={job} applicant={applicant} applied={false} className="w-full" />
        <p className="text-sm text-ink-muted">{t`The deadline for this job has passed.`}</p>
      </div>
    );
  } else if (applicant === "anonymous") {
    applyArea = (
      <div className="space-y-2">
        <Link
          to={`/auth?redirectTo=${encodeURIComponent(to(`/jobs/${job.id}`))}`}
          className={buttonClass("primary", "lg", "w-full")}
        >
          {t`Login to Apply`}
        </Link>
        <p className="text-sm text-ink-muted">
          <Trans>
            New here?{" "}
            <Link to="/register" className="font-semibold text-navy-700 underline">
              Create an account
            </Link>{" "}
            in a minute.
          </Trans>
        </p>
      </div>
    );
  } else if (showForm) {
    applyArea = (
      <Form method="post" action={to(`/jobs/${job.id}`)} className="space-y-4">
        <input type="hidden" name="intent" value="apply" />
        <TextareaField
          label={t`Cover Letter (optional)`}
          name="coverLetter"
          rows={6}
          maxLength={COVER_LETTER_MAX_LENGTH}
          placeholder={t`A few lines on why you fit this role.`}
          hint={t`Optional. Up to ${maxLength} characters.`}
          error={failed?.fieldErrors.coverLetter}
        />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? t`Submitting...` : t`Submit Application`}
        </Button>
      </Form>
    );
  } else {
    applyArea = (
      <ApplyButton job={job} applicant={applicant} applied={false} label={t`Apply Now`} className="w-full" />
    );
  }

  return (
    <article className="mx-auto max-w-[1200px] px-4 py-6 sm:py-10">
      <JsonLd value={jobPostingJsonLd(job, origin)} />
      <Link
        to="/jobs"
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-navy-700 hover:underline"
      >
        <span aria-hidden="true">←</span> {t`Back to Jobs`}
      </Link>

      <div className="mt-4 grid gap-6 lg:grid-cols-[1fr_360px] lg:gap-x-10">
        <header className="min-w-0 space-y-3 lg:col-start-1">
          <p className="font-semibold text-accent-700">{job.company_name}</p>
          <h1 className="text-3xl font-bold leading-tight text-navy-900 sm:text-4xl">{job.title}</h1>
          <JobFacts job={job} />
          {/* A candidate saves the job; a visitor is offered to sign in for it; staff see neither. */}
          {saved !== null || applicant === "anonymous" || isApplied ? (
            <div className="flex flex-wrap items-center gap-3">
              {saved !== null ? (
                <SaveJobButton jobId={job.id} saved={saved} />
              ) : applicant === "anonymous" ? (
                <SaveJobSignIn jobId={job.id} />
              ) : null}
              {isApplied ? (
                <p className="inline-flex items-center gap-2 rounded-full bg-green-50 px-3 py-1 text-sm font-semibold text-green-800">
                  ✓ {t`Applied`}
                </p>
              ) : null}
            </div>
          ) : null}
          {result?.ok ? (
            <Alert tone="success" title={translateText(result.toast.title)}>
              {result.toast.description ? translateText(result.toast.description) : null}
            </Alert>
          ) : null}
        </header>

        <aside className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="space-y-6 lg:sticky lg:top-20">
            <section
              aria-label={t`Apply`}
              className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
              id="apply"
            >
              {failed ? <ErrorSummary result={failed} className="mb-4" /> : null}
              {applyArea}
            </section>
            <section className="rounded-xl border border-stone-200 bg-white p-5">
              <h2 className="text-lg font-bold text-navy-900">{t`Job Overview`}</h2>
              <dl className="mt-3 divide-y divide-stone-100">
                {facts
                  .filter((fact): fact is [string, string] => Boolean(fact[1]))
                  .map(([label, value]) => (
                    <div key={label} className="grid grid-cols-[112px_1fr] gap-3 py-2 text-[15px]">
                      <dt className="text-ink-muted">{label}</dt>
                      <dd className="font-medium text-ink">{value}</dd>
                    </div>
                  ))}
              </dl>
            </section>
          </div>
        </aside>

        <div className="min-w-0 space-y-6 lg:col-start-1">
          <Section title={t`Job Description`}>
            <div className="space-y-3 leading-relaxed">
              {job.job_description.split(/\n{2,}/).map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          </Section>
          {job.key_responsibilities.length ? (
            <Section title={t`Key Responsibilities`}>
              <BulletList items={job.key_responsibilities} />
            </Section>
          ) : null}
          {job.requirements.length ? (
            <Section title={t`Requirements`}>
              <BulletList items={job.requirements} />
            </Section>
          ) : null}
          {job.required_skills.length ? (
            <Section title={t`Required Skills`}>
              <SkillChips
                skills={job.required_skills}
                max={job.required_skills.length}
                label={t`Required skills`}
              />
            </Section>
          ) : null}
          {job.preferred_skills.length ? (
            <Section title={t`Preferred Skills`}>
              <SkillChips
                skills={job.preferred_skills}
                max={job.preferred_skills.length}
                label={t`Preferred skills`}
              />
            </Section>
          ) : null}
          {job.job_highlights.length ? (
            <Section title={t`Job Highlights`}>
              <BulletList items={job.job_highlights} />
            </Section>
          ) : null}
        </div>
      </div>
    </article>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useLingui();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <h1 className="text-3xl font-bold text-navy-900">{t`Job Not Found`}</h1>
        <p className="mt-3 text-ink-muted">{t`The job you're looking for doesn't exist or is no longer active.`}</p>
        <Link to="/jobs" className={buttonClass("primary", "lg", "mt-8")}>
          {t`Browse Jobs`}
        </Link>
      </section>
    );
  }
  // Rethrown, the error would fail the server's render instead of reaching the root's boundary.
  return <ErrorPage error={error} />;
}
