import { useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";

/** SPEC §2 /employer-dashboard: the state of an employer with no jobs. */
export function NoJobs() {
  const { t } = useLingui();
  return (
    <EmptyState title={t`No jobs posted yet`}>
      <Link to="/post-job" className={buttonClass("primary", "md", "mt-4")}>
        {t`Post Your First Job`}
      </Link>
    </EmptyState>
  );
}
