// The employer dashboard's frame (an admin sees it too, as 'Admin Dashboard'):
// heading and tabs, each tab a route of its own below it
// (employer-dashboard.orders.tsx, .applications.tsx, .jobs.tsx, .users.tsx, .talent-pool.tsx,
// .interviews.tsx, .clients.tsx, .reports.tsx).
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Link, useRouteError, useSearchParams } from "react-router";
import { ErrorPage } from "~/components/error-page";
import { buttonClass } from "~/components/ui/button";
import { DashboardTabs } from "~/components/ui/dashboard-tabs";
import { currentI18n } from "../../common/i18n";
import { requireEmployer } from "../../server/http/guards";
import { pageLoader } from "../../server/http/loader";
import type { Route } from "./+types/employer-dashboard";

export const meta: Route.MetaFunction = () => [
  { title: currentI18n()._(msg`Employer Dashboard`) },
  { name: "robots", content: "noindex" },
];

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, requireEmployer, (ctx) => ({ isAdmin: ctx.actor.role === "admin" }));

/** 'Access Denied' for visitors and candidates (the guard's refusal, from any tab), or an error. */
export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}

export default function EmployerDashboard({ loaderData }: Route.ComponentProps) {
  const { isAdmin } = loaderData;
  const { t } = useLingui();
  const [params] = useSearchParams();
  // The job picked on one tab stays picked on Applications.
  const job = params.get("job");
  const tabs = [
    // The recruiter's open job orders come first: where the dashboard opens (decision 0052).
    { to: "/employer-dashboard/orders", label: t`Orders` },
    {
      to: `/employer-dashboard/applications${job ? `?job=${encodeURIComponent(job)}` : ""}`,
      label: t`Applications`,
    },
    { to: "/employer-dashboard/interviews", label: t`Interviews` },
    { to: "/employer-dashboard/jobs", label: isAdmin ? t`All Jobs` : t`My Jobs` },
    ...(isAdmin ? [{ to: "/employer-dashboard/users", label: t`All Users` }] : []),
    { to: "/employer-dashboard/talent-pool", label: t`Talent Pool` },
    { to: "/employer-dashboard/clients", label: t`Clients` },
    { to: "/employer-dashboard/reports", label: t`Reports` },
  ];
  return (
    <section className="mx-auto max-w-[1200px] px-4 py-8 sm:py-10">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-navy-900 sm:text-3xl">
            {isAdmin ? t`Admin Dashboard` : t`Employer Dashboard`}
          </h1>
          <p className="text-ink-muted">
            {isAdmin
              ? t`Review applications for every job and all registered candidates.`
              : t`Your open job orders, and the candidates who applied to them.`}
          </p>
        </div>
        {!isAdmin ? (
          <Link to="/post-job" className={buttonClass("primary")}>
            {t`Post New Job`}
          </Link>
        ) : null}
      </div>
      <DashboardTabs label={t`Dashboard sections`} tabs={tabs} className="mt-6" />
    </section>
  );
}
