// Admin dashboard, Audit Log: who activated jobs, imported, created users,
// changed or removed roles and deleted messages, and when (decision 0008).
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import { Table, td } from "~/components/admin/table";
import { TableHead } from "~/components/admin/table-head";
import { Pager } from "~/components/pager";
import { useLocale } from "../../common/i18n";
import { pageNumber } from "../../common/schemas/paging";
import { listAuditLog } from "../../server/domain/admin";
import { requireAdmin } from "../../server/http/guards";
import { pageLoader } from "../../server/http/loader";
import type { Route } from "./+types/admin.audit";

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, requireAdmin, async (ctx) => ({
    log: await listAuditLog(ctx, { page: pageNumber(args.url.searchParams.get("page")) }),
  }));

const auditLabels: Record<string, MessageDescriptor> = {
  "job.activate": msg`Activated a job`,
  "job.deactivate": msg`Deactivated a job`,
  "job.edit": msg`Edited a job`,
  "job.close": msg`Closed a job`,
  "job.reopen": msg`Reopened a job`,
  "jobs.expire": msg`Closed jobs past their deadline`,
  "jobs.bulk_import": msg`Imported jobs`,
  "user.create": msg`Created a user`,
  "role.change": msg`Changed a role`,
  "role.remove": msg`Removed a role`,
  "contact.delete": msg`Deleted a contact submission`,
};

export default function AuditLogTab({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { log } = loaderData;
  const actionLabel = (action: string) => {
    const label = Object.hasOwn(auditLabels, action) ? auditLabels[action] : undefined;
    return label ? i18n._(label) : action;
  };
  if (log.rows.length === 0) {
    // Not a bare header row: a plain note (issue #19). A page past the end says so too.
    return (
      <div className="rounded-2xl border border-stone-200 bg-white px-6 py-10 text-center">
        <p className="font-semibold text-navy-900">{t`No audit entries yet.`}</p>
        <p className="mt-1 text-sm text-ink-muted">
          {log.page > 1
            ? t`There are no entries on this page.`
            : t`Activating jobs, imports, new users, role changes and deleted messages are recorded here.`}
        </p>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <Table caption={t`Audit log, newest first`}>
        <TableHead columns={[t`When`, t`Who`, t`What`, t`Details`]} />
        <tbody>
          {log.rows.map((row) => (
            <tr key={row.id}>
              <td className={td}>
                {new Date(row.created_at).toLocaleString(locale, {
                  dateStyle: "medium",
                  timeStyle: "short",
                  timeZone: "Asia/Kolkata",
                })}
              </td>
              <td className={td}>{row.actor_email ?? "—"}</td>
              <td className={td}>{actionLabel(row.action)}</td>
              <td className={clsx(td, "font-mono text-xs")}>
                {Object.entries(row.details ?? {})
                  // A job's edit lists its changes as an object: shown as JSON, not "[object Object]".
                  .map(
                    ([key, value]) =>
                      `${key}: ${typeof value === "object" && value !== null ? JSON.stringify(value) : String(value)}`,
                  )
                  .join(", ")}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Pager page={log.page} pageCount={log.pageCount} />
    </div>
  );
}
