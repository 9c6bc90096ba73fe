import { requireAdmin } from "../../server/http/guards";
import { pageLoader } from "../../server/http/loader";
import { toTab } from "../../server/http/dashboard-tabs";
import type { Route } from "./+types/admin._index";

// The tabs by the names their ?tab= addresses used.
const tabPaths = {
  jobs: "jobs",
  post: "post",
  users: "users",
  system: "system-users",
  contact: "contact",
  audit: "audit",
};

/** /admin opens All Jobs; an old /admin?tab=…&… address opens its tab, with the rest of its query. */
export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, requireAdmin, () => toTab(args.url, "/admin", tabPaths, "jobs"));

// Never drawn, as the loader always answers; a page route rather than a
// resource route, so that a refusal is drawn by the dashboard's own page.
export default function DashboardIndex() {
  return null;
}
