// Employer dashboard, one client (issue #37): its details, contacts and the
// recruiter's own jobs for it, to read.
import { ClientPage } from "~/components/clients/client-page";
import { getClient } from "../../server/domain/clients";
import { requireEmployer } from "../../server/http/guards";
import { pageLoader } from "../../server/http/loader";
import type { Route } from "./+types/employer-dashboard.clients.$id";

export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, requireEmployer, async (ctx) => ({ data: await getClient(ctx, args.params.id) }));

export default function EmployerClientTab({ loaderData }: Route.ComponentProps) {
  return <ClientPage data={loaderData.data} backTo="/employer-dashboard/clients" />;
}
