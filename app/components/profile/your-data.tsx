import { useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { buttonClass } from "../ui/button";
import { Section } from "./profile-view";

/** The candidate's own data: a copy to download, or the account deleted. */
export function YourData() {
  const { t } = useLingui();
  return (
    <Section title={t`Your Data`}>
      <p className="text-sm text-ink-muted">
        {t`Download a copy of everything we hold about you, or delete your account.`}
      </p>
      <div className="mt-4 flex flex-col gap-2">
        <a href="/profile/export" className={buttonClass("ghost")} download>
          {t`Download My Data`}
        </a>
        <Link to="/profile/delete" className={buttonClass("ghost", "md", "text-red-700")}>
          {t`Delete My Account`}
        </Link>
      </div>
    </Section>
  );
}
