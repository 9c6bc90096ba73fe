// One-click unsubscribe (issue #24): the e-mail's link opens this page with
// one button. Its post, like a mail client's own Unsubscribe button (RFC
// 8058), is answered by server/http/unsubscribe.ts before React Router, which
// sends a browser back here: the alert is gone then, and the page says so.
// No sign-in: the signed link is the authority, and names one alert only.
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Link, useLocation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { currentI18n, translateText, useLocalizedPath } from "../../common/i18n";
import { jobAlertMessages } from "../../common/schemas/job-alerts";
import { originFrom, pageMeta } from "~/seo";
import { visitorPage } from "~/visitor-pages";
import { alertOfLink } from "../../server/domain/job-alerts";
import { openToAll } from "../../server/http/guards";
import { pageLoader, refusalText } from "../../server/http/loader";
import type { Route } from "./+types/job-alerts.unsubscribe";

export const handle = visitorPage;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: currentI18n()._(msg`Unsubscribe`),
    description: "",
    path: "/job-alerts/unsubscribe",
    origin: originFrom(matches),
    noindex: true,
  });

// A refused link (bad, expired) is said in the page's body, not as an error page.
export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, openToAll, async (ctx) => {
    try {
      const alert = await alertOfLink(ctx, "unsubscribe", {
        alert: args.url.searchParams.get("alert"),
        token: args.url.searchParams.get("token"),
      });
      return { problem: null, name: alert?.name ?? null };
    } catch (error) {
      return { problem: refusalText(error), name: null };
    }
  });

export default function UnsubscribePage({ loaderData }: Route.ComponentProps) {
  const { problem, name } = loaderData;
  const location = useLocation();
  // A valid link whose alert is gone: unsubscribed (now, or before).
  const done = !problem && name === null;
  const { t } = useLingui();
  const to = useLocalizedPath();
  return (
    <section className="mx-auto max-w-[640px] px-4 py-10">
      <h1 className="text-3xl font-bold text-navy-900">
        {done ? translateText(jobAlertMessages.unsubscribed) : t`Unsubscribe`}
      </h1>
      {problem ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900">
          {translateText(problem)}
        </p>
      ) : done ? (
        <p role="status" className="mt-4 text-ink">
          {t`You will receive no more e-mails from this job alert.`}
        </p>
      ) : (
        // A plain post (not React Router's): it is answered before React Router.
        <form method="post" action={location.pathname + location.search} className="mt-4 space-y-4">
          <input type="hidden" name="List-Unsubscribe" value="One-Click" />
          <p className="text-ink">{t`Stop the e-mails of your job alert “${name}”?`}</p>
          <button type="submit" className={buttonClass("primary", "md")}>
            {t`Unsubscribe`}
          </button>
        </form>
      )}
      <p className="mt-6">
        <Link to={to("/careers")} className="font-semibold text-navy-800 underline underline-offset-2">
          {t`See the latest jobs`}
        </Link>
      </p>
    </section>
  );
}
