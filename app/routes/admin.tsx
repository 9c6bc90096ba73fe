// The admin dashboard's frame: heading, a compact strip of the stats, the
// charts folded away, and the tabs, each tab a route of its own below it
// (admin.jobs.tsx, admin.post.tsx, …). The frame is kept short so that each
// tab's own content starts in the first screen, on a phone too (decision 0020).
import { ApplicationsChart } from "~/components/admin/charts";
import { StatusBadge } from "~/components/status-badge";
import { Link } from "react-router";
import { DashboardTabs } from "~/components/ui/dashboard-tabs";
import { applicationStatuses } from "~/schemas/job-form";
import { dashboardStats } from "../../server/domain/admin";
import { requireAdmin } from "../../server/http/guards";
import type { Route } from "./+types/admin";

export const meta: Route.MetaFunction = () => [
  { title: "Admin Dashboard" },
  { name: "robots", content: "noindex" },
];

const tabs = [
  { to: "/admin/jobs", label: "All Jobs" },
  { to: "/admin/post", label: "Post Jobs" },
  { to: "/admin/users", label: "All Registered Users" },
  { to: "/admin/system-users", label: "System Users" },
  { to: "/admin/contact", label: "Contact Submissions" },
  { to: "/admin/audit", label: "Audit Log" },
  { to: "/admin/outbox", label: "E-mail Outbox" },
];

export async function loader(args: Route.LoaderArgs) {
  const ctx = await requireAdmin(args);
  return { stats: await dashboardStats(ctx) };
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { stats } = loaderData;
  const last30 = stats.applicationsPerDay.reduce((sum, day) => sum + day.count, 0);
  return (
    <section className="mx-auto max-w-[1200px] px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold text-navy-900 sm:text-3xl">Admin Dashboard</h1>
      <p className="text-ink-muted">
        Run the whole board: jobs, candidates, staff accounts and messages.{" "}
        <Link
          to="/employer-dashboard/talent-pool"
          className="inline-flex min-h-11 items-center font-semibold text-navy-800 underline underline-offset-2"
        >
          Search the talent pool
        </Link>
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-2 lg:grid-cols-4">
        <Stat label="Total Jobs" value={stats.totalJobs} note={`${stats.totalActiveJobs} active`} />
        <Stat
          label="Total Users"
          value={stats.totalUsers}
          note={stats.totalUsers === 1 ? "registered candidate" : "registered candidates"}
        />
        <Stat label="Total Applications" value={stats.totalApplications} />
        <Stat label="Contact Submissions" value={stats.contactSubmissions} />
      </dl>
      {/* Only when there are some: the stats stay one screen on a phone (issue #24). */}
      {stats.failedMails ? (
        <p
          id="failed-mails"
          className="mt-2 rounded-xl border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900"
        >
          <span className="font-semibold">Failed E-mails: {stats.failedMails.toLocaleString("en-IN")}</span>{" "}
          could not be sent after every attempt.{" "}
          <Link
            to="/admin/outbox?status=failed"
            className="inline-flex min-h-11 items-center font-semibold underline underline-offset-2 sm:min-h-0"
          >
            See the E-mail Outbox
          </Link>
        </p>
      ) : null}
      {/* Folded by default: open, it stays open from tab to tab (the frame is not drawn again). */}
      <details className="group mt-2 rounded-xl border border-stone-200 bg-white">
        <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-3 py-2 text-sm font-semibold text-navy-900">
          <span
            aria-hidden="true"
            className="inline-block transition-transform group-open:rotate-90 motion-reduce:transition-none"
          >
            ▸
          </span>
          Applications charts
          <span className="font-normal text-ink-muted">({last30} in the last 30 days)</span>
        </summary>
        <div className="grid gap-4 border-t border-stone-200 p-4 lg:grid-cols-[2fr_1fr]">
          <div>
            <h2 className="mb-3 font-semibold text-navy-900">Applications per day</h2>
            <ApplicationsChart days={stats.applicationsPerDay} />
          </div>
          <div>
            <h2 className="mb-3 font-semibold text-navy-900">Applications by status</h2>
            <ul className="space-y-2">
              {applicationStatuses.map((status) => (
                <li key={status} className="flex items-center justify-between">
                  <StatusBadge status={status} />
                  <span className="font-semibold">{stats.applicationsByStatus[status] ?? 0}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </details>
      <DashboardTabs label="Admin sections" tabs={tabs} twoColumns className="mt-4" />
    </section>
  );
}

function Stat({ label, value, note }: { label: string; value: number; note?: string }) {
  return (
    <div className="rounded-xl border border-stone-200 bg-white px-3 py-2">
      <dt className="text-xs font-medium text-ink-muted sm:text-sm">{label}</dt>
      <dd className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-xl font-bold text-navy-900">{value.toLocaleString("en-IN")}</span>
        {note ? <span className="text-xs text-ink-muted">{note}</span> : null}
      </dd>
    </div>
  );
}
