// The Orders tab with nothing open (decision 0052): what an order is, and the
// way to the first one.
import { useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";

export function NoOrders({ filtered }: { filtered: boolean }) {
  const { t } = useLingui();
  if (filtered) return <EmptyState title={t`This recruiter has no open job orders.`} />;
  return (
    <EmptyState title={t`No open job orders`}>
      <p className="mx-auto mt-2 max-w-prose text-ink-muted">
        {t`When a client asks for people, post the job with how many they want, by when, and how urgent it is. Your open orders show here, the ones that need you first.`}
      </p>
      <Link to="/post-job" className={buttonClass("primary", "md", "mt-4")}>
        {t`Post New Job`}
      </Link>
    </EmptyState>
  );
}
