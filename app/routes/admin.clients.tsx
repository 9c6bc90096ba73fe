// Admin dashboard, Clients (issue #37): the companies the firm recruits for,
// searched by name, city or industry, and Add a client.
import { useLingui } from "@lingui/react/macro";
import { useActionData } from "react-router";
import { ActionResult } from "~/components/admin/action-result";
import { ClientForm, Disclosure, refusedBy } from "~/components/clients/client-forms";
import { ClientList } from "~/components/clients/client-list";
import { createClient, listClients } from "../../server/domain/clients";
import { formAction } from "../../server/http/action";
import { requireAdmin } from "../../server/http/guards";
import { pageLoader } from "../../server/http/loader";
import { redirectWithToast } from "../../server/http/toast";
import type { Route } from "./+types/admin.clients";

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, requireAdmin, async (ctx) => {
    const { searchParams } = args.url;
    return {
      list: await listClients(ctx, {
        q: searchParams.get("q"),
        page: searchParams.get("page"),
        archived: true,
      }),
    };
  });

export const action = (args: Route.ActionArgs) =>
  formAction(args, requireAdmin, {
    "create-client": {
      failed: /*i18n*/ "Failed to add the client.",
      run: async (ctx, form) => {
        const id = await createClient(ctx, Object.fromEntries(form));
        return redirectWithToast(args.context, `/admin/clients/${id}`, { title: /*i18n*/ "Client added" });
      },
    },
  });

export default function ClientsTab({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const result = useActionData<typeof action>();
  const refused = refusedBy(result, "create-client");
  return (
    <div className="space-y-6">
      <ActionResult result={result} />
      <Disclosure summary={t`Add a client`} open={Boolean(refused)}>
        <ClientForm intent="create-client" refused={refused} submitLabel={t`Add client`} />
      </Disclosure>
      <ClientList list={loaderData.list} basePath="/admin/clients" />
    </div>
  );
}
