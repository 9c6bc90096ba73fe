import { reportCsv } from "../../server/domain/reports";
import { requireEmployer } from "../../server/http/guards";
import { pageLoader } from "../../server/http/loader";
import type { Route } from "./+types/employer-dashboard.reports.csv";

/**
 * One figure of the reports page as CSV (decision 0058), for the period and
 * scope asked: a recruiter's own orders, an admin's choice. An unknown figure
 * is 404, answered by pageLoader in the page's language.
 */
export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, requireEmployer, async (ctx) => {
    const params = args.url.searchParams;
    const { filename, csv } = await reportCsv(ctx, args.params.figure, {
      from: params.get("from"),
      to: params.get("to"),
      owner: params.get("owner"),
      client: params.get("client"),
      job: params.get("job"),
    });
    return new Response("\uFEFF" + csv, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${filename}"`,
        "Cache-Control": "private, no-store",
      },
    });
  });
