import { requireEmployer } from "../../server/http/guards";
import { toTab } from "../../server/http/dashboard-tabs";
import { pageLoader } from "../../server/http/loader";
import type { Route } from "./+types/employer-dashboard._index";

const tabPaths = { orders: "orders", applications: "applications", jobs: "jobs", users: "users" };

/**
 * /employer-dashboard opens the recruiter's open job orders (decision 0052);
 * an old /employer-dashboard?tab=…&… address opens its tab, with the rest of
 * its query (the job, filters, page, an open profile). An old address with a
 * query but no known tab opens Applications, which it always meant.
 */
export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, requireEmployer, () =>
    toTab(args.url, "/employer-dashboard", tabPaths, args.url.search ? "applications" : "orders"),
  );

// Never drawn, as the loader always answers; a page route rather than a
// resource route, so that a refusal is drawn by the dashboard's own page.
export default function DashboardIndex() {
  return null;
}
