// Admin dashboard, Audit Log: who activated jobs, imported, created users,
// changed or removed roles and deleted messages, and when (decision 0008).
import { clsx } from "clsx";
import { Table, td } from "~/components/admin/table";
import { TableHead } from "~/components/admin/table-head";
import { Pager } from "~/components/pager";
import { pageNumber } from "~/schemas/paging";
import { listAuditLog } from "../../server/domain/admin";
import { requireAdmin } from "../../server/http/guards";
import type { Route } from "./+types/admin.audit";

export async function loader(args: Route.LoaderArgs) {
  const ctx = await requireAdmin(args);
  return { log: await listAuditLog(ctx, { page: pageNumber(args.url.searchParams.get("page")) }) };
}

const auditLabels: Record<string, string> = {
  "job.activate": "Activated a job",
  "job.deactivate": "Deactivated a job",
  "jobs.bulk_import": "Imported jobs",
  "user.create": "Created a user",
  "role.change": "Changed a role",
  "role.remove": "Removed a role",
  "contact.delete": "Deleted a contact submission",
};

export default function AuditLogTab({ loaderData }: Route.ComponentProps) {
  const { log } = loaderData;
  if (log.rows.length === 0) {
    // Not a bare header row: a plain note (issue #19). A page past the end says so too.
    return (
      <div className="rounded-2xl border border-stone-200 bg-white px-6 py-10 text-center">
        <p className="font-semibold text-navy-900">No audit entries yet.</p>
        <p className="mt-1 text-sm text-ink-muted">
          {log.page > 1
            ? "There are no entries on this page."
            : "Activating jobs, imports, new users, role changes and deleted messages are recorded here."}
        </p>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <Table caption="Audit log, newest first">
        <TableHead columns={["When", "Who", "What", "Details"]} />
        <tbody>
          {log.rows.map((row) => (
            <tr key={row.id}>
              <td className={td}>
                {new Date(row.created_at).toLocaleString("en-IN", {
                  dateStyle: "medium",
                  timeStyle: "short",
                  timeZone: "Asia/Kolkata",
                })}
              </td>
              <td className={td}>{row.actor_email ?? "—"}</td>
              <td className={td}>{auditLabels[row.action] ?? row.action}</td>
              <td className={clsx(td, "font-mono text-xs")}>
                {Object.entries(row.details ?? {})
                  .map(([key, value]) => `${key}: ${String(value)}`)
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
