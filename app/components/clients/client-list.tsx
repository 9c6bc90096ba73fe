// The clients, for the admin (who adds them) and the recruiters (who read
// them): a search and one card per client, linking to its page.
import { useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { SearchBox } from "~/components/admin/table";
import { Pager } from "~/components/pager";
import { EmptyState } from "~/components/ui/empty-state";

export interface ClientRow {
  id: string;
  name: string;
  industry: string | null;
  city: string | null;
  open_jobs: number;
  contacts: number;
  archived_at: Date | string | null;
}

export function ClientList({
  list,
  basePath,
}: {
  list: { clients: ClientRow[]; total: number; page: number; pageCount: number };
  /** Where each client's page is: /admin/clients or /employer-dashboard/clients. */
  basePath: string;
}) {
  const { t } = useLingui();
  const total = list.total.toLocaleString("en-IN");
  return (
    <section aria-labelledby="clients-heading" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="clients-heading" className="text-xl font-semibold text-navy-900">
          {t`Clients (${total})`}
        </h2>
        <SearchBox id="client-search" placeholder={t`Search clients by name, city or industry`} />
      </div>
      {list.clients.length === 0 ? (
        <EmptyState>{t`No clients found.`}</EmptyState>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {list.clients.map((client) => {
            const jobs = client.open_jobs;
            const contacts = client.contacts;
            return (
              <li key={client.id} className="rounded-2xl border border-stone-200 bg-white p-4">
                <Link
                  to={`${basePath}/${client.id}`}
                  className="text-lg font-semibold text-navy-800 underline-offset-2 hover:underline"
                >
                  {client.name}
                </Link>
                {client.archived_at ? (
                  <span className="ml-2 rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700">
                    {t`Archived`}
                  </span>
                ) : null}
                <p className="text-sm text-ink-muted">
                  {/* Each what an admin typed in its own element, apart from the interface's words. */}
                  {client.industry || client.city
                    ? [client.industry, client.city]
                        .filter(Boolean)
                        .map((part, index) => <span key={index}>{index ? ` · ${part}` : part}</span>)
                    : t`No industry or city given`}
                </p>
                <p className="mt-2 text-sm text-ink">
                  {jobs === 1 ? t`1 open job` : t`${jobs} open jobs`} ·{" "}
                  {contacts === 1 ? t`1 contact` : t`${contacts} contacts`}
                </p>
              </li>
            );
          })}
        </ul>
      )}
      <Pager page={list.page} pageCount={list.pageCount} />
    </section>
  );
}
