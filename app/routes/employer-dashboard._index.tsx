import { requireEmployer } from "../../server/http/guards";
import { toTab } from "../../server/http/dashboard-tabs";
import { pageLoader } from "../../server/http/loader";
import type { Route } from "./+types/employer-dashboard._index";

const tabPaths = { applications: "applications", jobs: "jobs", users: "users" };

/**
 * /employer-dashboard opens Applications; an old /employer-dashboard?tab=…&…
 * address opens its tab, with the rest of its query (the job, filters, page,
 * an open profile).
 */
export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, requireEmployer, () => toTab(args.url, "/employer-dashboard", tabPaths, "applications"));

// Never drawn, as the loader always answers; a page route rather than a
// resource route, so that a refusal is drawn by the dashboard's own page.
export default function DashboardIndex() {
  return null;
}
