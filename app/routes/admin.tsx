// The admin dashboard's frame: heading, stats and the tabs, each tab a route
// of its own below it (admin.jobs.tsx, admin.post.tsx, …).
import { clsx } from "clsx";
import { NavLink, Outlet } from "react-router";
import { ApplicationsChart } from "~/components/admin/charts";
import { StatusBadge } from "~/components/status-badge";
import { applicationStatuses } from "~/schemas/job-form";
import { dashboardStats } from "../../server/domain/admin";
import { requireAdmin } from "../../server/http/guards";
import type { Route } from "./+types/admin";

export const meta: Route.MetaFunction = () => [
  { title: "Admin Dashboard" },
  { name: "robots", content: "noindex" },
];

const tabs = [
  ["/admin/jobs", "All Jobs"],
  ["/admin/post", "Post Jobs"],
  ["/admin/users", "All Registered Users"],
  ["/admin/system-users", "System Users"],
  ["/admin/contact", "Contact Submissions"],
  ["/admin/audit", "Audit Log"],
] as const;

export async function loader(args: Route.LoaderArgs) {
  const ctx = await requireAdmin(args);
  return { stats: await dashboardStats(ctx) };
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { stats } = loaderData;
  return (
    <section className="mx-auto max-w-[1200px] px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold text-navy-900 sm:text-3xl">Admin Dashboard</h1>
      <p className="text-ink-muted">Run the whole board: jobs, candidates, staff accounts and messages.</p>
      <div className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Total Jobs" value={stats.totalJobs} note={`${stats.totalActiveJobs} active`} />
        <StatCard label="Total Users" value={stats.totalUsers} note="registered candidates" />
        <StatCard label="Total Applications" value={stats.totalApplications} />
        <StatCard label="Contact Submissions" value={stats.contactSubmissions} />
      </div>
      <div className="mt-4 grid gap-4 lg:grid-cols-[2fr_1fr]">
        <div className="rounded-2xl border border-stone-200 bg-white p-5">
          <h2 className="mb-3 font-semibold text-navy-900">Applications per day</h2>
          <ApplicationsChart days={stats.applicationsPerDay} />
        </div>
        <div className="rounded-2xl border border-stone-200 bg-white p-5">
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
      <nav aria-label="Admin sections" className="mt-8 flex gap-1 overflow-x-auto border-b border-stone-200">
        {tabs.map(([to, label]) => (
          <NavLink
            key={to}
            to={to}
            className={({ isActive }) =>
              clsx(
                "min-h-11 shrink-0 border-b-2 px-4 py-2.5 text-sm font-semibold",
                isActive
                  ? "border-accent-600 text-navy-900"
                  : "border-transparent text-ink-muted hover:text-navy-900",
              )
            }
          >
            {label}
          </NavLink>
        ))}
      </nav>
      <div className="mt-6">
        <Outlet />
      </div>
    </section>
  );
}

function StatCard({ label, value, note }: { label: string; value: number; note?: string }) {
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-4">
      <p className="text-sm font-medium text-ink-muted">{label}</p>
      <p className="mt-1 text-3xl font-bold text-navy-900">{value.toLocaleString("en-IN")}</p>
      {note ? <p className="text-sm text-ink-muted">{note}</p> : null}
    </div>
  );
}
