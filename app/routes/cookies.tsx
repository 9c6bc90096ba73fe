import { Link } from "react-router";
import { LegalPage } from "~/components/marketing/legal-page";
import { originFrom, pageMeta } from "~/seo";
import { site } from "~/site.config";
import type { Route } from "./+types/cookies";
import { visitorPage } from "~/visitor-pages";

export const handle = visitorPage;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Cookie Policy",
    description: `The few cookies the ${site.name} website uses, and why none of them track you.`,
    path: "/cookies",
    origin: originFrom(matches),
  });

const cookies = [
  {
    name: "jb.session_token",
    purpose: "Keeps you signed in. Set only when you sign in or register.",
    lifetime: "14 days, or until you sign out",
  },
  {
    name: "jb_toast",
    purpose: "Carries a short confirmation message (such as “Account Created!”) to the next page.",
    lifetime: "60 seconds",
  },
];

export default function CookiesPage() {
  return (
    <LegalPage
      title="Cookie Policy"
      updated="23 Nov 2026"
      intro="We use as few cookies as possible: only those the site needs to work. We use no advertising, analytics or third-party tracking cookies, so there is nothing to opt out of."
    >
      <h2>The cookies we set</h2>
      {/* Scrolls sideways on narrow phones, so it takes keyboard focus too. */}
      <div
        role="region"
        aria-label="Cookies we set"
        tabIndex={0}
        className="mt-4 overflow-x-auto rounded-xl border border-stone-200"
      >
        <table className="w-full min-w-[520px] text-left text-sm">
          <thead className="bg-surface-muted text-navy-900">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Cookie
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Purpose
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Lifetime
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200 bg-white">
            {cookies.map((cookie) => (
              <tr key={cookie.name}>
                <td className="px-4 py-3 align-top font-mono text-[13px]">{cookie.name}</td>
                <td className="px-4 py-3 align-top">{cookie.purpose}</td>
                <td className="px-4 py-3 align-top">{cookie.lifetime}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        On secure (HTTPS) connections the session cookie's name starts with <code>__Secure-</code>. Both
        cookies are “HTTP only” (scripts cannot read them) and are sent only to this site.
      </p>

      <h2>Managing cookies</h2>
      <p>
        You can delete or block cookies in your browser's settings. The public pages work without cookies;
        signing in and applying for jobs need the session cookie.
      </p>

      <h2>More information</h2>
      <p>
        See our <Link to="/privacy">Privacy Policy</Link>, or write to{" "}
        <a href={`mailto:${site.emails.support}`}>{site.emails.support}</a>.
      </p>
    </LegalPage>
  );
}
