import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { LegalPage } from "~/components/marketing/legal-page";
import { formatDate } from "../../common/format";
import { currentI18n, useLocalizedPath } from "../../common/i18n";
import { originFrom, pageMeta } from "~/seo";
import { site } from "~/site.config";
import type { Route } from "./+types/cookies";
import { visitorPage } from "~/visitor-pages";

export const handle = visitorPage;

const siteName = site.name;
const supportEmail = site.emails.support;

export const meta: Route.MetaFunction = ({ matches }) => {
  const i18n = currentI18n();
  return pageMeta({
    title: i18n._(msg`Cookie Policy`),
    description: i18n._(msg`The few cookies the ${siteName} website uses, and why none of them track you.`),
    path: "/cookies",
    origin: originFrom(matches),
  });
};

const cookies = [
  {
    name: "jb.session_token",
    purpose: msg`Keeps you signed in. Set only when you sign in or register.`,
    lifetime: msg`14 days, or until you sign out`,
  },
  {
    name: "jb_toast",
    purpose: msg`Carries a short confirmation message (such as “Account Created!”) to the next page.`,
    lifetime: msg`60 seconds`,
  },
];

export default function CookiesPage() {
  const { t, i18n } = useLingui();
  const to = useLocalizedPath();
  return (
    <LegalPage
      title={t`Cookie Policy`}
      updated={formatDate("2026-11-23")}
      intro={t`We use as few cookies as possible: only those the site needs to work. We use no advertising, analytics or third-party tracking cookies, so there is nothing to opt out of.`}
    >
      <h2>{t`The cookies we set`}</h2>
      {/* Scrolls sideways on narrow phones, so it takes keyboard focus too. */}
      <div
        role="region"
        aria-label={t`Cookies we set`}
        tabIndex={0}
        className="mt-4 overflow-x-auto rounded-xl border border-stone-200"
      >
        <table className="w-full min-w-[520px] text-left text-sm">
          <thead className="bg-surface-muted text-navy-900">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t`Cookie`}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t`Purpose`}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t`Lifetime`}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200 bg-white">
            {cookies.map((cookie) => (
              <tr key={cookie.name}>
                <td className="px-4 py-3 align-top font-mono text-[13px]">{cookie.name}</td>
                <td className="px-4 py-3 align-top">{i18n._(cookie.purpose)}</td>
                <td className="px-4 py-3 align-top">{i18n._(cookie.lifetime)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        <Trans>
          On secure (HTTPS) connections the session cookie's name starts with <code>__Secure-</code>. Both
          cookies are “HTTP only” (scripts cannot read them) and are sent only to this site.
        </Trans>
      </p>

      <h2>{t`Managing cookies`}</h2>
      <p>
        {t`You can delete or block cookies in your browser's settings. The public pages work without cookies; signing in and applying for jobs need the session cookie.`}
      </p>

      <h2>{t`More information`}</h2>
      <p>
        <Trans>
          See our <Link to={to("/privacy")}>Privacy Policy</Link>, or write to{" "}
          <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
        </Trans>
      </p>
    </LegalPage>
  );
}
