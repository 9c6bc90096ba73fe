// A new job alert (issue #24): a /jobs search e-mailed daily or weekly. The
// /jobs page posts here ("E-mail me jobs like these"); a visitor, who cannot
// search /jobs, comes from Careers and gives an address, confirmed by a link
// before anything is sent. A visitor gets this page without React (decision
// 0025): the form is a plain post either way.
import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Form, useActionData } from "react-router";
import { DataNotice } from "~/components/data-notice";
import { buttonClass } from "~/components/ui/button";
import { ErrorSummary } from "~/components/ui/error-summary";
import { Field, SelectField } from "~/components/ui/field";
import { currentI18n, translateText } from "../../common/i18n";
import { alertFrequencies, describeSearch, jobAlertMessages } from "../../common/schemas/job-alerts";
import { ALL_LEVELS, ALL_STATES, experienceLevels, MAX_SEARCH_LENGTH } from "../../common/schemas/jobs";
import { indianStates } from "../../common/schemas/indian-states";
import { originFrom, pageMeta } from "~/seo";
import { visitorPage } from "~/visitor-pages";
import { createJobAlert } from "../../server/domain/job-alerts";
import { searchJobs } from "../../server/domain/jobs";
import { DATABASE_UNAVAILABLE } from "../../server/db/database";
import { formAction } from "../../server/http/action";
import { openToAll } from "../../server/http/guards";
import { pageLoader } from "../../server/http/loader";
import { redirectWithToast } from "../../server/http/toast";
import { requestOf } from "../../server/http/load-context";
import type { Route } from "./+types/job-alerts.new";

export const handle = visitorPage;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: currentI18n()._(msg`Get new jobs by e-mail`),
    description: currentI18n()._(
      msg`Tell us what you are looking for and we'll e-mail you new jobs daily or weekly.`,
    ),
    path: "/job-alerts/new",
    origin: originFrom(matches),
    noindex: true,
  });

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, openToAll, async (ctx) => {
    // The search, read as /jobs reads it (one source of its rules).
    const { search } = await searchJobs(ctx, args.url.searchParams);
    // "E-mail me jobs like these" on /jobs comes here with its choice of how often.
    const asked = args.url.searchParams.get("frequency");
    const frequency = alertFrequencies.find((each) => each.value === asked)?.value ?? "daily";
    return { search, frequency, role: ctx.actor?.role ?? null };
  });

export const action = (args: Route.ActionArgs) =>
  formAction(args, openToAll, {
    // No SPEC §8 message of its own: a database that cannot be reached is said in the general words.
    failed: DATABASE_UNAVAILABLE.message,
    run: async (ctx, form) => {
      const values = Object.fromEntries(
        ["q", "state", "experience", "frequency", "name", "email", "consent"].map((name) => [
          name,
          form.get(name) ?? undefined,
        ]),
      );
      const created = await createJobAlert(ctx, values, { language: requestOf(args.context).locale });
      if (created.confirmationSentTo) return { ok: true as const, sentTo: created.confirmationSentTo };
      // Its first e-mail went at once with the jobs that match now, or none matched (decision 0044).
      const count = created.matchingNow ?? 0;
      return redirectWithToast(args.context, "/job-alerts", {
        title: jobAlertMessages.created,
        description: count
          ? currentI18n()._(
              msg`${plural(count, {
                one: "We've e-mailed you the # job that matches it now. After this, only new jobs.",
                other: "We've e-mailed you the # jobs that match it now. After this, only new jobs.",
              })}`,
            )
          : /*i18n*/ "No job matches it yet, so nothing was sent. We'll e-mail you when one is posted.",
      });
    },
  });

export default function NewJobAlertPage({ loaderData }: Route.ComponentProps) {
  const { search, frequency, role } = loaderData;
  const result = useActionData<typeof action>();
  const refused = result && !result.ok ? result : null;
  const values = (refused?.values ?? {}) as Record<string, string | undefined>;
  const staff = role === "employer" || role === "admin";
  const { t } = useLingui();
  const stateOptions: [string, string][] = [
    [ALL_STATES, t`All States`],
    ...indianStates.map((state): [string, string] => [state, translateText(state)]),
  ];
  const levelOptions: [string, string][] = [
    [ALL_LEVELS, t`All Levels`],
    ...experienceLevels.map((level): [string, string] => [level.value, translateText(level.label)]),
  ];
  const frequencyOptions = alertFrequencies.map((frequency): [string, string] => [
    frequency.value,
    translateText(frequency.label),
  ]);
  return (
    <section className="mx-auto max-w-[640px] px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-bold text-navy-900">{t`Get new jobs by e-mail`}</h1>
      <p className="mt-2 text-ink-muted">
        {t`Tell us what you are looking for. We'll e-mail you the new jobs that match, daily or weekly, and nothing when there are none. Every e-mail has a one-click unsubscribe link.`}
      </p>
      {result?.ok ? (
        <div
          role="status"
          className="mt-6 rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-green-900"
        >
          <p className="font-semibold">{translateText(jobAlertMessages.confirmSent)}</p>
          <p>{translateText(jobAlertMessages.confirmSentDescriptionText, { email: result.sentTo })}</p>
        </div>
      ) : staff ? (
        <p
          role="status"
          className="mt-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900"
        >
          {translateText(jobAlertMessages.staff)}
        </p>
      ) : (
        <Form
          method="post"
          noValidate
          className="mt-6 space-y-5 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
        >
          {refused ? <ErrorSummary result={refused} /> : null}
          <Field
            label={t`Keywords`}
            name="q"
            type="search"
            maxLength={MAX_SEARCH_LENGTH}
            defaultValue={values.q ?? search.q}
            placeholder={t`Job title, skill or city`}
            hint={t`Leave empty for every new job.`}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              label={t`State`}
              name="state"
              options={stateOptions}
              placeholder={null}
              defaultValue={values.state ?? search.state}
            />
            <SelectField
              label={t`Experience`}
              name="experience"
              options={levelOptions}
              placeholder={null}
              defaultValue={values.experience ?? search.experience}
            />
          </div>
          <SelectField
            label={t`How often`}
            name="frequency"
            options={frequencyOptions}
            placeholder={null}
            defaultValue={values.frequency ?? frequency}
            error={refused?.fieldErrors.frequency}
          />
          {role === "candidate" ? (
            <Field
              label={t`Name of the alert`}
              name="name"
              maxLength={80}
              defaultValue={values.name ?? translateText(describeSearch(search))}
              error={refused?.fieldErrors.name}
            />
          ) : (
            <Field
              label={t`Your e-mail address`}
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={values.email}
              error={refused?.fieldErrors.email}
              hint={t`We'll send a link to confirm it first.`}
            />
          )}
          <DataNotice
            purpose="job_alert"
            error={refused?.fieldErrors.consent}
            given={values.consent === "yes"}
          />
          <button type="submit" className={buttonClass("primary", "md", "w-full sm:w-auto")}>
            {t`Create job alert`}
          </button>
        </Form>
      )}
    </section>
  );
}
