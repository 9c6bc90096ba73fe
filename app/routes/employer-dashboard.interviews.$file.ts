import { calendarDownload } from "../../server/http/calendar-file";
import { requireEmployer } from "../../server/http/guards";
import { pageLoader } from "../../server/http/loader";
import type { Route } from "./+types/employer-dashboard.interviews.$file";

/** An interview of the employer's own jobs (every job's for an admin) as an .ics file; others: 404. */
export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, requireEmployer, (ctx) => calendarDownload(ctx, args.params.file));
