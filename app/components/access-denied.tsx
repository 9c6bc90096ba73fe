import { useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { useLocalizedPath } from "../../common/i18n";
import { buttonClass } from "./ui/button";

/** SPEC §2: 'Access Denied' / 'Please log in to access the employer dashboard.' */
export function AccessDenied({ signedIn, signIn }: { signedIn: boolean; signIn: string }) {
  const { t } = useLingui();
  const to = useLocalizedPath();
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <div className="rounded-2xl border border-stone-200 bg-white p-8">
        <h1 className="text-2xl font-bold text-navy-900">{t`Access Denied`}</h1>
        <p className="mt-2 text-ink-muted">{t`Please log in to access the employer dashboard.`}</p>
        {signedIn ? (
          <p className="mt-2 text-sm text-ink-muted">
            {t`Your account is a candidate account; employer tools need an employer account.`}
          </p>
        ) : null}
        <Link to={signedIn ? to("/") : signIn} className={buttonClass("primary", "md", "mt-6")}>
          {signedIn ? t`Return to Home` : t`Sign In`}
        </Link>
      </div>
    </section>
  );
}
