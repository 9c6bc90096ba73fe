// Employer dashboard, Clients (issue #37): the firm's clients, for the
// recruiters to read; the admin adds and changes them (/admin/clients).
import { ClientList } from "~/components/clients/client-list";
import { listClients } from "../../server/domain/clients";
import { requireEmployer } from "../../server/http/guards";
import { pageLoader } from "../../server/http/loader";
import type { Route } from "./+types/employer-dashboard.clients";

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, requireEmployer, async (ctx) => {
    const { searchParams } = args.url;
    return { list: await listClients(ctx, { q: searchParams.get("q"), page: searchParams.get("page") }) };
  });

export default function EmployerClientsTab({ loaderData }: Route.ComponentProps) {
  return <ClientList list={loaderData.list} basePath="/employer-dashboard/clients" />;
}
