import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { useLocalizedPath } from "../../common/i18n";
import { buttonClass } from "./ui/button";

/** SPEC §2 /jobs: 'Login Required' with a Login button to /auth. */
export function LoginRequired({ signIn }: { signIn: string }) {
  const { t } = useLingui();
  const to = useLocalizedPath();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-navy-900">{t`Login Required`}</h1>
      <p className="mt-3 text-lg text-ink-muted">{t`Please login to browse and apply for jobs.`}</p>
      <Link to={signIn} className={buttonClass("primary", "lg", "mt-8 min-w-40")}>
        {t`Login`}
      </Link>
      <p className="mt-6 text-ink-muted">
        <Trans>
          New here?{" "}
          <Link to="/register" className="font-semibold text-navy-700 underline">
            Create an account
          </Link>{" "}
          or see our{" "}
          <Link to={to("/careers")} className="font-semibold text-navy-700 underline">
            current openings
          </Link>
          .
        </Trans>
      </p>
    </section>
  );
}
