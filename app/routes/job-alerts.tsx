// A candidate's job alerts (issue #24): each a /jobs search e-mailed daily or
// weekly. Rename, change how often, pause, delete (after a confirming
// dialog, ?delete=<id>); every form is a plain post, so all of it works
// before JavaScript loads. New alerts come from /jobs or /job-alerts/new.
import { msg, ph } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Link, useActionData, useSearchParams } from "react-router";
import { useSearchHref } from "~/components/pager";
import { buttonClass } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { ErrorSummary } from "~/components/ui/error-summary";
import { inputClass, selectClass } from "~/components/ui/field";
import { ConfirmButton, ConfirmForm, PageDialog } from "~/components/ui/page-dialog";
import { formatDate, formatDayAndTime } from "../../common/format";
import { currentI18n, translateText } from "../../common/i18n";
import { ALERT_NAME_MAX_LENGTH, alertFrequencies, jobAlertMessages } from "../../common/schemas/job-alerts";
import { originFrom, pageMeta } from "~/seo";
import { deleteJobAlert, listJobAlerts, updateJobAlert } from "../../server/domain/job-alerts";
import { DATABASE_UNAVAILABLE } from "../../server/db/database";
import { formAction } from "../../server/http/action";
import { requireCandidate } from "../../server/http/guards";
import { pageLoader } from "../../server/http/loader";
import { redirectWithToast } from "../../server/http/toast";
import type { Route } from "./+types/job-alerts";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: currentI18n()._(msg`Job Alerts`),
    description: currentI18n()._(msg`The searches we e-mail you new jobs for.`),
    path: "/job-alerts",
    origin: originFrom(matches),
    noindex: true,
  });

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, requireCandidate, async (ctx) => ({ alerts: await listJobAlerts(ctx) }));

// No SPEC §8 message of their own: a database that cannot be reached is said in the general words.
const failed = DATABASE_UNAVAILABLE.message;
const idOf = (form: FormData) => String(form.get("id") ?? "");

export const action = (args: Route.ActionArgs) => {
  const updated = () => redirectWithToast(args.context, "/job-alerts", { title: jobAlertMessages.updated });
  return formAction(
    args,
    requireCandidate,
    {
      update: {
        failed,
        run: async (ctx, form) => {
          const changes = {
            name: form.get("name") ?? undefined,
            frequency: form.get("frequency") ?? undefined,
          };
          await updateJobAlert(ctx, idOf(form), changes);
          return updated();
        },
      },
      pause: {
        failed,
        run: async (ctx, form) => {
          await updateJobAlert(ctx, idOf(form), { paused: "true" });
          return updated();
        },
      },
      resume: {
        failed,
        run: async (ctx, form) => {
          await updateJobAlert(ctx, idOf(form), { paused: "false" });
          return updated();
        },
      },
      delete: {
        failed,
        run: async (ctx, form) => {
          await deleteJobAlert(ctx, idOf(form));
          return redirectWithToast(args.context, "/job-alerts", { title: jobAlertMessages.deleted });
        },
      },
    },
    // The rename form's Enter key sends its Save button's intent; a form without one is a rename too.
    { fallbackIntent: "update" },
  );
};

export default function JobAlertsPage({ loaderData }: Route.ComponentProps) {
  const { alerts } = loaderData;
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const link = useSearchHref();
  const deleting = alerts.find((alert) => alert.id === params.get("delete"));
  const { t } = useLingui();
  return (
    <section className="mx-auto max-w-[1200px] px-4 py-8 sm:py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold text-navy-900">{t`Job Alerts`}</h1>
          <p className="mt-1 text-ink-muted">{t`We e-mail you the new jobs of each search, and nothing when there are none.`}</p>
          <p className="mt-1 text-sm text-ink-muted">{t`Alerts go out every morning at 7:00 am India time; weekly ones once a week.`}</p>
        </div>
        <Link to="/job-alerts/new" className={buttonClass("primary", "md")}>
          {t`New job alert`}
        </Link>
      </div>
      {result && !result.ok ? <ErrorSummary result={result} className="mt-6" /> : null}
      {alerts.length === 0 ? (
        <EmptyState title={t`You have no job alerts yet.`} className="mt-8">
          <p className="mt-2 text-ink-muted">
            <Trans>
              Search on the{" "}
              <Link to="/jobs" className="font-semibold text-navy-800 underline">
                jobs page
              </Link>{" "}
              and choose “E-mail me jobs like these”.
            </Trans>
          </p>
        </EmptyState>
      ) : (
        <ul className="mt-6 space-y-3">
          {alerts.map((alert) => (
            <li key={alert.id}>
              <article
                aria-labelledby={`alert-${alert.id}`}
                className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 id={`alert-${alert.id}`} className="text-lg font-bold text-navy-900">
                    {alert.name}
                  </h2>
                  {alert.paused ? (
                    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                      {t`Paused`}
                    </span>
                  ) : null}
                </div>
                <p className="mt-1 text-sm text-ink-muted">
                  <Link to={alert.href} className="text-navy-800 underline underline-offset-2">
                    {t`See the jobs of this search`}
                  </Link>
                  {" · "}
                  {alert.last_sent_at
                    ? t`Last e-mail ${ph({ date: formatDate(alert.last_sent_at) })}`
                    : t`No e-mail yet`}
                </p>
                {alert.next_mail_at ? (
                  <p className="mt-1 text-sm font-semibold text-navy-900" data-next-mail>
                    {t`Next e-mail: ${ph({ time: formatDayAndTime(alert.next_mail_at) })}, if new jobs match.`}
                  </p>
                ) : null}
                <Form method="post" className="mt-4 grid gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-end">
                  <input type="hidden" name="id" value={alert.id} />
                  <label className="block space-y-1 text-sm font-medium">
                    <span>{t`Name`}</span>
                    <input
                      name="name"
                      defaultValue={alert.name}
                      maxLength={ALERT_NAME_MAX_LENGTH}
                      required
                      className={inputClass}
                    />
                  </label>
                  <label className="block space-y-1 text-sm font-medium">
                    <span>{t`How often`}</span>
                    <select name="frequency" defaultValue={alert.frequency} className={selectClass}>
                      {alertFrequencies.map((frequency) => (
                        <option key={frequency.value} value={frequency.value}>
                          {translateText(frequency.label)}
                        </option>
                      ))}
                    </select>
                  </label>
                  <button
                    type="submit"
                    name="intent"
                    value="update"
                    className={buttonClass("secondary", "md")}
                  >
                    {t`Save`}
                  </button>
                </Form>
                <div className="mt-3 flex flex-wrap gap-2">
                  <Form method="post">
                    <input type="hidden" name="id" value={alert.id} />
                    <button
                      type="submit"
                      name="intent"
                      value={alert.paused ? "resume" : "pause"}
                      className={buttonClass("ghost", "sm")}
                      aria-label={
                        alert.paused
                          ? t`Resume ${ph({ name: alert.name })}`
                          : t`Pause ${ph({ name: alert.name })}`
                      }
                    >
                      {/* Ids of their own: "Resume" alone is also the candidate's CV. */}
                      {alert.paused
                        ? t({ id: "job-alert.resume", message: "Resume" })
                        : t({ id: "job-alert.pause", message: "Pause" })}
                    </button>
                  </Form>
                  <ConfirmButton
                    param="delete"
                    value={alert.id}
                    keep={params}
                    id={`delete-${alert.id}`}
                    label={t`Delete`}
                    accessibleLabel={t`Delete ${ph({ name: alert.name })}`}
                  />
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      {deleting ? (
        <PageDialog
          title={t`Delete this job alert?`}
          closeTo={link({ delete: null })}
          returnFocusTo={`delete-${deleting.id}`}
          actions={
            <ConfirmForm
              action="/job-alerts"
              fields={{ intent: "delete", id: deleting.id }}
              label={t`Yes, delete`}
            />
          }
        >
          <p className="mt-3 text-sm text-ink">{t`You will receive no more e-mails for “${ph({ name: deleting.name })}”.`}</p>
        </PageDialog>
      ) : null}
    </section>
  );
}
