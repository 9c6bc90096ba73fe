// Admin dashboard, Contact Submissions: the messages of the contact form,
// newest first, each viewed in a dialog (?view=<id>, so it works without
// JavaScript) or deleted after a confirming dialog (?delete=<id>).
import { useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import { Link, useActionData, useSearchParams } from "react-router";
import { ActionResult } from "~/components/admin/action-result";
import { Table, td } from "~/components/admin/table";
import { TableHead } from "~/components/admin/table-head";
import { Pager, useSearchHref } from "~/components/pager";
import { buttonClass } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { ConfirmButton, ConfirmForm, PageDialog } from "~/components/ui/page-dialog";
import { formatDate } from "../../common/format";
import { pageNumber } from "../../common/schemas/paging";
import { deleteContactSubmission, listContactSubmissions } from "../../server/domain/admin";
import { succeeded, formAction } from "../../server/http/action";
import { requireAdmin } from "../../server/http/guards";
import { pageLoader } from "../../server/http/loader";
import type { Route } from "./+types/admin.contact";

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, requireAdmin, async (ctx) => ({
    contact: await listContactSubmissions(ctx, { page: pageNumber(args.url.searchParams.get("page")) }),
  }));

export const action = (args: Route.ActionArgs) =>
  formAction(args, requireAdmin, {
    // SPEC §8 "Contact submissions".
    "delete-contact": {
      failed: /*i18n*/ "Failed to delete submission.",
      run: async (ctx, form) => {
        await deleteContactSubmission(ctx, String(form.get("id")));
        return succeeded(/*i18n*/ "Submission deleted successfully.");
      },
    },
  });

export default function ContactSubmissionsTab({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { contact } = loaderData;
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const link = useSearchHref();
  const open = contact.rows.find((row) => row.id === params.get("view"));
  const deleting = contact.rows.find((row) => row.id === params.get("delete"));
  const openName = open?.full_name;
  const deletingName = deleting?.full_name;
  const deletingEmail = deleting?.email;
  const deletingDate = formatDate(deleting?.created_at);
  return (
    <div className="space-y-4">
      <ActionResult result={result} />
      {contact.rows.length === 0 ? (
        <EmptyState>{t`No contact submissions yet.`}</EmptyState>
      ) : (
        <Table caption={t`Contact submissions, newest first`}>
          <TableHead
            columns={[t`Name`, t`Email`, t`Company`, t`Date`, { label: t`Actions`, hidden: true }]}
          />
          <tbody>
            {contact.rows.map((row) => {
              const name = row.full_name;
              return (
                <tr key={row.id}>
                  <td className={td}>{row.full_name}</td>
                  <td className={td}>{row.email}</td>
                  <td className={td}>
                    {row.company || (
                      <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700">
                        {t`No company`}
                      </span>
                    )}
                  </td>
                  <td className={td}>{formatDate(row.created_at)}</td>
                  <td className={clsx(td, "flex gap-2")}>
                    <Link
                      id={`view-${row.id}`}
                      to={link({ view: row.id })}
                      preventScrollReset
                      className={buttonClass("ghost", "sm")}
                      aria-label={t`View message from ${name}`}
                    >
                      {t`View`}
                    </Link>
                    <ConfirmButton
                      param="delete"
                      value={row.id}
                      keep={params}
                      id={`delete-${row.id}`}
                      label={t`Delete`}
                      accessibleLabel={t`Delete message from ${name}`}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      )}
      <Pager page={contact.page} pageCount={contact.pageCount} />
      {open ? (
        <PageDialog
          title={t`Message from ${openName}`}
          closeTo={link({ view: null })}
          returnFocusTo={`view-${open.id}`}
        >
          <dl className="mt-4 space-y-2 text-sm">
            <div>
              <dt className="font-semibold">{t`Email`}</dt>
              <dd>
                <a href={`mailto:${open.email}`} className="text-navy-700 underline">
                  {open.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold">{t`Phone`}</dt>
              <dd>{open.phone || t`Not given`}</dd>
            </div>
            <div>
              <dt className="font-semibold">{t`Company`}</dt>
              <dd>{open.company || t`No company`}</dd>
            </div>
            <div>
              <dt className="font-semibold">{t`Message`}</dt>
              <dd className="whitespace-pre-line">{open.message}</dd>
            </div>
          </dl>
        </PageDialog>
      ) : null}
      {deleting ? (
        <PageDialog
          title={t`Delete this message?`}
          closeTo={link({ delete: null })}
          returnFocusTo={`delete-${deleting.id}`}
          actions={
            <ConfirmForm
              action={link({ delete: null })}
              fields={{ intent: "delete-contact", id: deleting.id }}
              label={t`Yes, delete`}
            />
          }
        >
          <p className="mt-3 text-sm text-ink">
            {t`The message from ${deletingName} (${deletingEmail}) of ${deletingDate} will be deleted for good. This cannot be undone.`}
          </p>
        </PageDialog>
      ) : null}
    </div>
  );
}
