// The admin dashboard's frame: heading, a compact strip of the stats, the
// charts folded away, and the tabs, each tab a route of its own below it
// (admin.jobs.tsx, admin.post.tsx, …). The frame is kept short so that each
// tab's own content starts in the first screen, on a phone too (decision 0020).
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { ApplicationsChart } from "~/components/admin/charts";
import { StatusBadge } from "~/components/status-badge";
import { Link } from "react-router";
import { DashboardTabs } from "~/components/ui/dashboard-tabs";
import { formatDate } from "../../common/format";
import { currentI18n } from "../../common/i18n";
import { pipelineStages } from "../../common/schemas/pipeline-stages";
import { dashboardStats } from "../../server/domain/admin";
import { lastScheduledBackup, type LastBackup } from "../../server/domain/backups";
import { requireAdmin } from "../../server/http/guards";
import { pageLoader } from "../../server/http/loader";
import type { Route } from "./+types/admin";

export const meta: Route.MetaFunction = () => [
  { title: currentI18n()._(msg`Admin Dashboard`) },
  { name: "robots", content: "noindex" },
];

const tabs = [
  { to: "/admin/jobs", label: msg`All Jobs` },
  { to: "/admin/post", label: msg`Post Jobs` },
  { to: "/admin/clients", label: msg`Clients` },
  { to: "/admin/users", label: msg`All Registered Users` },
  { to: "/admin/system-users", label: msg`System Users` },
  { to: "/admin/contact", label: msg`Contact Submissions` },
  { to: "/admin/audit", label: msg`Audit Log` },
  { to: "/admin/outbox", label: msg`E-mail Outbox` },
  { to: "/admin/templates", label: msg`Message Templates` },
  { to: "/admin/duplicates", label: msg`Duplicates` },
];

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, requireAdmin, async (ctx) => {
    const [stats, backup] = await Promise.all([dashboardStats(ctx), lastScheduledBackup(ctx)]);
    return { stats, backup };
  });

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useLingui();
  const { stats, backup } = loaderData;
  const last30 = stats.applicationsPerDay.reduce((sum, day) => sum + day.count, 0);
  const active = stats.totalActiveJobs;
  const failedMails = stats.failedMails.toLocaleString("en-IN");
  return (
    <section className="mx-auto max-w-[1200px] px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold text-navy-900 sm:text-3xl">{t`Admin Dashboard`}</h1>
      <p className="text-ink-muted">
        {/* Not on a phone: there the ten tabs and the tab's first lines must fit the first screen. */}
        <span className="hidden sm:inline">
          {t`Run the whole board: jobs, candidates, staff accounts and messages.`}{" "}
        </span>
        <Link
          to="/employer-dashboard/talent-pool"
          className="inline-flex min-h-11 items-center font-semibold text-navy-800 underline underline-offset-2"
        >
          {t`Search the talent pool`}
        </Link>
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-2 lg:grid-cols-4">
        <Stat label={t`Total Jobs`} value={stats.totalJobs} note={t`${active} active`} />
        <Stat
          label={t`Total Users`}
          value={stats.totalUsers}
          note={stats.totalUsers === 1 ? t`registered candidate` : t`registered candidates`}
        />
        <Stat label={t`Total Applications`} value={stats.totalApplications} />
        <Stat label={t`Contact Submissions`} value={stats.contactSubmissions} />
      </dl>
      {/* Only when there are some: the stats stay one screen on a phone (issue #24). */}
      {stats.failedMails ? (
        <p
          id="failed-mails"
          className="mt-2 rounded-xl border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900"
        >
          <span className="font-semibold">{t`Failed E-mails: ${failedMails}`}</span>{" "}
          {t`could not be sent after every attempt.`}{" "}
          <Link
            to="/admin/outbox?status=failed"
            className="inline-flex min-h-11 items-center font-semibold underline underline-offset-2 sm:min-h-0"
          >
            {t`See the E-mail Outbox`}
          </Link>
        </p>
      ) : null}
      <BackupNotice backup={backup} />
      {/* Folded by default: open, it stays open from tab to tab (the frame is not drawn again). */}
      <details className="group mt-2 rounded-xl border border-stone-200 bg-white">
        <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-3 py-2 text-sm font-semibold text-navy-900">
          <span
            aria-hidden="true"
            className="inline-block transition-transform group-open:rotate-90 motion-reduce:transition-none"
          >
            ▸
          </span>
          {t`Applications charts`}
          <span className="font-normal text-ink-muted">{t`(${last30} in the last 30 days)`}</span>
        </summary>
        <div className="grid gap-4 border-t border-stone-200 p-4 lg:grid-cols-[2fr_1fr]">
          <div>
            <h2 className="mb-3 font-semibold text-navy-900">{t`Applications per day`}</h2>
            <ApplicationsChart days={stats.applicationsPerDay} />
          </div>
          <div>
            <h2 className="mb-3 font-semibold text-navy-900">{t`Applications by status`}</h2>
            <ul className="space-y-2">
              {pipelineStages.map((status) => (
                <li key={status} className="flex items-center justify-between">
                  <StatusBadge status={status} />
                  <span className="font-semibold">{stats.applicationsByStatus[status] ?? 0}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </details>
      <DashboardTabs
        label={t`Admin sections`}
        tabs={tabs.map((tab) => ({ to: tab.to, label: i18n._(tab.label) }))}
        twoColumns
        className="mt-4"
      />
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

/** The daily backup's last run (decision 0061): loud when it failed, one quiet line when it worked. */
function BackupNotice({ backup }: { backup: LastBackup | null }) {
  const { t } = useLingui();
  if (!backup) return null;
  const when = formatDate(backup.at);
  if (!backup.succeeded) {
    const reason = backup.error ?? "";
    return (
      <p
        id="backup-failed"
        className="mt-2 rounded-xl border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900"
      >
        <span className="font-semibold">{t`The last scheduled backup failed on ${when}: ${reason}`}</span>{" "}
        {t`The server's log has the details; the next attempt follows on its own.`}
      </p>
    );
  }
  const rows = (backup.rows ?? 0).toLocaleString("en-IN");
  const files = (backup.files ?? 0).toLocaleString("en-IN");
  return (
    <p id="backup-status" className="mt-2 text-sm text-ink-muted">
      {t`Last scheduled backup: ${when}, ${rows} rows and ${files} files.`}
    </p>
  );
}
