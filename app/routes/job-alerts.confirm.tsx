// The link in a visitor's confirmation e-mail (issue #24). Opening it shows
// one button; the alert starts when it is pressed, so a mail scanner that
// follows links starts nothing. No sign-in: the signed link is the proof.
import { msg } from "@lingui/core/macro";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { formatDayAndTime } from "../../common/format";
import { Form, Link, useActionData, useLocation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { currentI18n, translateText, useLocalizedPath } from "../../common/i18n";
import { jobAlertMessages } from "../../common/schemas/job-alerts";
import { originFrom, pageMeta } from "~/seo";
import { visitorPage } from "~/visitor-pages";
import { alertOfLink, confirmJobAlert } from "../../server/domain/job-alerts";
import { DATABASE_UNAVAILABLE } from "../../server/db/database";
import { formAction } from "../../server/http/action";
import { openToAll } from "../../server/http/guards";
import { pageLoader, refusalText } from "../../server/http/loader";
import type { Route } from "./+types/job-alerts.confirm";

export const handle = visitorPage;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: currentI18n()._(msg`Confirm your job alert`),
    description: "",
    path: "/job-alerts/confirm",
    origin: originFrom(matches),
    noindex: true,
  });

const linkOf = (url: URL) => ({ alert: url.searchParams.get("alert"), token: url.searchParams.get("token") });

// A refused link (bad, expired, its alert gone) is said in the page's body, not as an error page.
export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, openToAll, async (ctx) => {
    try {
      const alert = await alertOfLink(ctx, "confirm", linkOf(args.url));
      return {
        problem: alert ? null : jobAlertMessages.gone,
        alert: alert && { name: alert.name, email: alert.email, confirmed: alert.confirmed },
      };
    } catch (error) {
      return { problem: refusalText(error), alert: null };
    }
  });

export const action = (args: Route.ActionArgs) =>
  formAction(args, openToAll, {
    // No SPEC §8 message of its own: a database that cannot be reached is said in the general words.
    failed: DATABASE_UNAVAILABLE.message,
    run: async (ctx) => {
      const alert = await confirmJobAlert(ctx, linkOf(args.url));
      return {
        ok: true as const,
        name: alert.name,
        matchingNow: alert.matchingNow,
        nextMailAt: alert.nextMailAt?.toISOString() ?? null,
      };
    },
  });

export default function ConfirmJobAlertPage({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  // The signed link is in the address: the form posts back to it, as it is.
  const location = useLocation();
  const { alert, problem } = loaderData;
  const done = result?.ok || alert?.confirmed;
  const { t } = useLingui();
  const to = useLocalizedPath();
  const name = alert?.name;
  const email = alert?.email;
  return (
    <section className="mx-auto max-w-[640px] px-4 py-10">
      <h1 className="text-3xl font-bold text-navy-900">
        {done ? translateText(jobAlertMessages.confirmed) : t`Confirm your job alert`}
      </h1>
      {problem || (result && !result.ok) ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900">
          {result && !result.ok ? result.toast.description : translateText(problem ?? "")}
        </p>
      ) : done ? (
        <div role="status" className="mt-4 space-y-2 text-ink">
          <p>{t`You'll receive new jobs like “${name}” by e-mail. Each e-mail has a link to unsubscribe.`}</p>
          {result?.ok ? <FirstMail matchingNow={result.matchingNow} nextMailAt={result.nextMailAt} /> : null}
        </div>
      ) : (
        <Form method="post" action={location.pathname + location.search} className="mt-4 space-y-4">
          <p className="text-ink">
            <Trans>
              Send new jobs like “{name}” to <strong>{email}</strong>?
            </Trans>
          </p>
          <button type="submit" className={buttonClass("primary", "md")}>
            {t`Yes, start my job alert`}
          </button>
        </Form>
      )}
      <p className="mt-6">
        <Link to={to("/careers")} className="font-semibold text-navy-800 underline underline-offset-2">
          {t`See the latest jobs`}
        </Link>
      </p>
    </section>
  );
}

/** What the alert's first e-mail, sent as it started, held (decision 0044), and when the next one goes. */
function FirstMail({ matchingNow, nextMailAt }: { matchingNow: number | null; nextMailAt: string | null }) {
  const { t } = useLingui();
  const count = matchingNow ?? 0;
  const next = nextMailAt ? formatDayAndTime(nextMailAt) : null;
  return (
    <>
      {matchingNow === null ? null : (
        <p>
          {count
            ? t`${plural(count, {
                one: "We've e-mailed you the # job that matches it now. After this, only new jobs.",
                other: "We've e-mailed you the # jobs that match it now. After this, only new jobs.",
              })}`
            : t`No job matches it yet, so nothing was sent. We'll e-mail you when one is posted.`}
        </p>
      )}
      {next ? <p className="font-semibold">{t`Next e-mail: ${next}, if new jobs match.`}</p> : null}
    </>
  );
}
