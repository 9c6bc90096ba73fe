// Admin dashboard, one client (issue #37): its details, contacts and jobs,
// with the forms that change them.
import { useActionData } from "react-router";
import { ActionResult } from "~/components/admin/action-result";
import { ClientPage } from "~/components/clients/client-page";
import {
  addContact,
  deleteContact,
  getClient,
  setClientArchived,
  updateClient,
  updateContact,
} from "../../server/domain/clients";
import { formAction, succeeded } from "../../server/http/action";
import { requireAdmin } from "../../server/http/guards";
import { pageLoader } from "../../server/http/loader";
import type { Route } from "./+types/admin.clients.$id";

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, requireAdmin, async (ctx) => ({ data: await getClient(ctx, args.params.id) }));

export const action = (args: Route.ActionArgs) => {
  const id = args.params.id;
  return formAction(args, requireAdmin, {
    "update-client": {
      failed: /*i18n*/ "Failed to save the client.",
      run: async (ctx, form) => {
        await updateClient(ctx, id, Object.fromEntries(form));
        return succeeded(/*i18n*/ "Client saved");
      },
    },
    "archive-client": {
      failed: /*i18n*/ "Failed to archive the client.",
      run: async (ctx) => {
        await setClientArchived(ctx, id, true);
        return succeeded(/*i18n*/ "Client archived");
      },
    },
    "restore-client": {
      failed: /*i18n*/ "Failed to restore the client.",
      run: async (ctx) => {
        await setClientArchived(ctx, id, false);
        return succeeded(/*i18n*/ "Client restored");
      },
    },
    "add-contact": {
      failed: /*i18n*/ "Failed to add the contact.",
      run: async (ctx, form) => {
        await addContact(ctx, id, Object.fromEntries(form));
        return succeeded(/*i18n*/ "Contact added");
      },
    },
    "update-contact": {
      failed: /*i18n*/ "Failed to save the contact.",
      run: async (ctx, form) => {
        await updateContact(ctx, String(form.get("id")), Object.fromEntries(form));
        return succeeded(/*i18n*/ "Contact saved");
      },
    },
    "delete-contact": {
      failed: /*i18n*/ "Failed to delete the contact.",
      run: async (ctx, form) => {
        await deleteContact(ctx, String(form.get("id")));
        return succeeded(/*i18n*/ "Contact deleted");
      },
    },
  });
};

export default function ClientTab({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  return (
    <div className="space-y-4">
      <ActionResult result={result} />
      <ClientPage data={loaderData.data} backTo="/admin/clients" editing result={result} />
    </div>
  );
}
