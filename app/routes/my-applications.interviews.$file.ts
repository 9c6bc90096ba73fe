import { calendarDownload } from "../../server/http/calendar-file";
import { requireCandidate } from "../../server/http/guards";
import { pageLoader } from "../../server/http/loader";
import type { Route } from "./+types/my-applications.interviews.$file";

/** The candidate's own interview as an .ics file; anyone else's is "not found" (pageLoader's 404). */
export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, requireCandidate, (ctx) => calendarDownload(ctx, args.params.file));
