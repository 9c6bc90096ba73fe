// One client's page: its details, its contacts (the firm's staff only; the
// routes that show it are guarded) and its jobs. `editing` adds the admin's
// forms; recruiters read it as it is.
import { useLingui } from "@lingui/react/macro";
import { Form, Link, useSearchParams } from "react-router";
import { useSearchHref } from "~/components/pager";
import { ConfirmButton, ConfirmForm, PageDialog } from "~/components/ui/page-dialog";
import { formatDate } from "../../../common/format";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { ClientForm, ContactForm, Disclosure, refusedBy } from "./client-forms";

interface ClientData {
  client: {
    id: string;
    name: string;
    industry: string | null;
    city: string | null;
    website: string | null;
    notes: string | null;
    archived_at: Date | string | null;
    guarantee_days: number;
    default_fee_percent: number | null;
  };
  contacts: {
    id: string;
    name: string;
    designation: string | null;
    email: string | null;
    mobile: string | null;
  }[];
  jobs: {
    id: string;
    title: string;
    company_name: string;
    location_city: string;
    is_active: boolean;
    is_confidential: boolean;
    created_at: Date | string;
  }[];
}

export function ClientPage({
  data,
  backTo,
  editing = false,
  result,
}: {
  data: ClientData;
  backTo: string;
  editing?: boolean;
  /** The admin's last post, to open the refused form again with its messages. */
  result?: unknown;
}) {
  const { t } = useLingui();
  const { client, contacts, jobs } = data;
  const refusedEdit = refusedBy(result, "update-client");
  const refusedAdd = refusedBy(result, "add-contact");
  const [params] = useSearchParams();
  const link = useSearchHref();
  const deleting = editing ? contacts.find((contact) => contact.id === params.get("delete")) : undefined;
  const deletingName = deleting?.name;
  return (
    <div className="space-y-6">
      {deleting ? (
        <PageDialog
          title={t`Delete this contact?`}
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
            {t`${deletingName} and their details will be deleted for good. This cannot be undone.`}
          </p>
        </PageDialog>
      ) : null}
      <Link to={backTo} className="inline-flex min-h-11 items-center font-semibold text-navy-800 underline">
        {t`← All clients`}
      </Link>
      <section aria-labelledby="client-name" className="rounded-2xl border border-stone-200 bg-white p-5">
        <h2 id="client-name" className="text-2xl font-bold text-navy-900">
          {client.name}
          {client.archived_at ? (
            <span className="ml-2 align-middle rounded-full bg-stone-100 px-2 py-0.5 text-xs font-normal text-stone-700">
              {t`Archived`}
            </span>
          ) : null}
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
          <div>
            <dt className="font-semibold">{t`Industry`}</dt>
            <dd>{client.industry || t`Not given`}</dd>
          </div>
          <div>
            <dt className="font-semibold">{t`City`}</dt>
            <dd>{client.city || t`Not given`}</dd>
          </div>
          <div>
            <dt className="font-semibold">{t`Website`}</dt>
            <dd className="break-all">
              {client.website ? (
                <a
                  href={client.website}
                  rel="noopener noreferrer nofollow"
                  className="text-navy-700 underline"
                >
                  {client.website}
                </a>
              ) : (
                t`Not given`
              )}
            </dd>
          </div>
          <div>
            <dt className="font-semibold">{t`Replacement guarantee`}</dt>
            <dd>{t`${client.guarantee_days} days`}</dd>
          </div>
          <div>
            <dt className="font-semibold">{t`Usual fee`}</dt>
            <dd>{client.default_fee_percent === null ? t`Not given` : `${client.default_fee_percent}%`}</dd>
          </div>
          {client.notes ? (
            <div className="sm:col-span-3">
              <dt className="font-semibold">{t`Notes`}</dt>
              <dd className="whitespace-pre-line">{client.notes}</dd>
            </div>
          ) : null}
        </dl>
      </section>
      {editing ? (
        <div className="space-y-3">
          <Disclosure summary={t`Edit client`} open={Boolean(refusedEdit)}>
            <ClientForm
              intent="update-client"
              values={client}
              refused={refusedEdit}
              submitLabel={t`Save client`}
            />
          </Disclosure>
          <Form method="post">
            <input
              type="hidden"
              name="intent"
              value={client.archived_at ? "restore-client" : "archive-client"}
            />
            <Button type="submit" variant="secondary">
              {client.archived_at ? t`Restore client` : t`Archive client`}
            </Button>
          </Form>
        </div>
      ) : null}
      <section aria-labelledby="contacts-heading" className="space-y-3">
        <h3 id="contacts-heading" className="text-xl font-semibold text-navy-900">
          {t`Contacts`}
        </h3>
        {contacts.length === 0 ? (
          <EmptyState>{t`No contacts yet.`}</EmptyState>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {contacts.map((contact) => (
              <li key={contact.id} className="rounded-2xl border border-stone-200 bg-white p-4 text-sm">
                <p className="text-base font-semibold text-navy-900">{contact.name}</p>
                {contact.designation ? <p className="text-ink-muted">{contact.designation}</p> : null}
                {contact.email ? (
                  <p className="mt-1 break-all">
                    <a href={`mailto:${contact.email}`} className="text-navy-700 underline">
                      {contact.email}
                    </a>
                  </p>
                ) : null}
                {contact.mobile ? (
                  <p>
                    <a href={`tel:${contact.mobile}`} className="text-navy-700 underline">
                      {contact.mobile}
                    </a>
                  </p>
                ) : null}
                {editing ? <ContactActions contact={contact} result={result} /> : null}
              </li>
            ))}
          </ul>
        )}
        {editing ? (
          <Disclosure summary={t`Add a contact`} open={Boolean(refusedAdd)}>
            <ContactForm intent="add-contact" refused={refusedAdd} submitLabel={t`Add contact`} />
          </Disclosure>
        ) : null}
      </section>
      <section aria-labelledby="jobs-heading" className="space-y-3">
        <h3 id="jobs-heading" className="text-xl font-semibold text-navy-900">
          {t`Jobs`}
        </h3>
        {jobs.length === 0 ? (
          <EmptyState>{t`No jobs for this client yet.`}</EmptyState>
        ) : (
          <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
            {jobs.map((job) => {
              const shownAs = job.company_name;
              return (
                <li key={job.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 p-4 text-sm">
                  <Link
                    to={`/jobs/${job.id}`}
                    className="inline-flex min-h-11 items-center font-semibold text-navy-800 underline"
                  >
                    {job.title}
                  </Link>
                  <span className="text-ink-muted">
                    {job.location_city} · {formatDate(job.created_at)}
                  </span>
                  {!job.is_active ? (
                    <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700">{t`Inactive`}</span>
                  ) : null}
                  {job.is_confidential ? (
                    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900">
                      {t`Confidential: shown as “${shownAs}”`}
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}

function ContactActions({ contact, result }: { contact: ClientData["contacts"][number]; result: unknown }) {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const refused = refusedBy(result, "update-contact", contact.id);
  const name = contact.name;
  return (
    <div className="mt-3 space-y-2">
      <Disclosure summary={t`Edit contact`} open={Boolean(refused)}>
        <ContactForm
          intent="update-contact"
          id={contact.id}
          values={contact}
          refused={refused}
          submitLabel={t`Save contact`}
        />
      </Disclosure>
      <ConfirmButton
        param="delete"
        value={contact.id}
        keep={params}
        id={`delete-${contact.id}`}
        label={t`Delete contact`}
        accessibleLabel={t`Delete contact ${name}`}
      />
    </div>
  );
}
