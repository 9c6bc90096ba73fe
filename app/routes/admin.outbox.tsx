// Admin dashboard, E-mail Outbox (issue #24): every e-mail the site sent or
// is sending, newest first, filtered by status; a failed one shows why and
// can be queued again (Retry, a plain form post).
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import { Form, Link, useActionData } from "react-router";
import { ActionResult } from "~/components/admin/action-result";
import { Table, td } from "~/components/admin/table";
import { TableHead } from "~/components/admin/table-head";
import { Pager, useSearchHref } from "~/components/pager";
import { buttonClass } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { formatDate } from "../../common/format";
import { pageNumber } from "../../common/schemas/paging";
import { listOutbox, retryOutboxMail } from "../../server/domain/admin";
import { succeeded, formAction } from "../../server/http/action";
import { requireAdmin } from "../../server/http/guards";
import { pageLoader } from "../../server/http/loader";
import type { Route } from "./+types/admin.outbox";

/** What each status means to an admin. */
const statusWords = {
  queued: { label: msg`Queued`, className: "bg-amber-100 text-amber-900" },
  sent: { label: msg`Sent`, className: "bg-green-100 text-green-900" },
  stored: { label: msg`Stored (no SMTP)`, className: "bg-stone-100 text-stone-800" },
  failed: { label: msg`Failed`, className: "bg-red-100 text-red-900" },
} as const;
const filters = [null, "failed", "queued", "sent", "stored"] as const;

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, requireAdmin, async (ctx) => {
    const params = args.url.searchParams;
    return {
      outbox: await listOutbox(ctx, { status: params.get("status"), page: pageNumber(params.get("page")) }),
    };
  });

export const action = (args: Route.ActionArgs) =>
  formAction(args, requireAdmin, {
    retry: {
      failed: /*i18n*/ "Failed to queue the e-mail again.",
      run: async (ctx, form) => {
        await retryOutboxMail(ctx, String(form.get("id")));
        return succeeded(/*i18n*/ "E-mail queued again.", /*i18n*/ "It will be sent in a moment.");
      },
    },
  });

export default function OutboxTab({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useLingui();
  const { outbox } = loaderData;
  const total = outbox.total.toLocaleString("en-IN");
  const result = useActionData<typeof action>();
  const link = useSearchHref();
  return (
    <div className="space-y-4">
      <ActionResult result={result} />
      <nav aria-label={t`Filter by status`} className="flex flex-wrap gap-2">
        {filters.map((status) => (
          <Link
            key={status ?? "all"}
            to={link({ status, page: null })}
            aria-current={outbox.status === status ? "page" : undefined}
            className={clsx(
              buttonClass("ghost", "sm"),
              outbox.status === status && "bg-navy-100 text-navy-900 ring-1 ring-navy-200",
            )}
          >
            {status ? i18n._(statusWords[status].label) : t`All`}
          </Link>
        ))}
      </nav>
      {outbox.rows.length === 0 ? (
        <EmptyState>{outbox.status ? t`No e-mails with this status.` : t`No e-mails yet.`}</EmptyState>
      ) : (
        <Table caption={t`E-mails, newest first (${total})`}>
          <TableHead
            columns={[
              // A context of its own: the talent pool's "To" (a salary range's end) is another word in Hindi.
              t({ message: "To", context: "e-mail recipient" }),
              t`Subject`,
              t`Status`,
              t`Attempts`,
              t`Date`,
              { label: t`Actions`, hidden: true },
            ]}
          />
          <tbody>
            {outbox.rows.map((row) => {
              const address = row.to_address;
              return (
                <tr key={row.id}>
                  <td className={clsx(td, "min-w-48 break-all")}>{row.to_address}</td>
                  <td className={td}>
                    {row.subject}
                    {row.error ? (
                      <p className="mt-1 text-xs text-red-800">
                        <span className="font-semibold">{t`Last error:`}</span> {row.error}
                      </p>
                    ) : null}
                  </td>
                  <td className={td}>
                    <span
                      className={clsx(
                        "whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold",
                        statusWords[row.status].className,
                      )}
                    >
                      {i18n._(statusWords[row.status].label)}
                    </span>
                  </td>
                  <td className={td}>{row.attempts}</td>
                  <td className={clsx(td, "whitespace-nowrap")}>
                    {formatDate(row.sent_at ?? row.created_at)}
                  </td>
                  <td className={td}>
                    {row.status === "failed" ? (
                      <Form method="post" preventScrollReset>
                        <input type="hidden" name="intent" value="retry" />
                        <input type="hidden" name="id" value={row.id} />
                        <button
                          type="submit"
                          className={buttonClass("secondary", "sm")}
                          aria-label={t`Retry the e-mail to ${address}`}
                        >
                          {t`Retry`}
                        </button>
                      </Form>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      )}
      <Pager page={outbox.page} pageCount={outbox.pageCount} />
    </div>
  );
}
