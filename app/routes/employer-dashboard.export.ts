import { exportApplicantsCsv } from "../../server/domain/employer";
import { requireEmployer } from "../../server/http/guards";
import { pageLoader } from "../../server/http/loader";
import type { Route } from "./+types/employer-dashboard.export";

/**
 * A job's applicants as CSV, for the employer who posted it or an admin. A
 * refusal (a job that is not theirs: 404) is answered by pageLoader, in the
 * page's language; the CSV's own column headers stay English (spreadsheets
 * and importers read them).
 */
export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, requireEmployer, async (ctx) => {
    const { filename, csv } = await exportApplicantsCsv(ctx, args.url.searchParams.get("job") ?? "");
    // The byte-order mark makes Excel read the ₹ sign and Indian names as UTF-8.
    return new Response("\uFEFF" + csv, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${filename}"`,
        "Cache-Control": "private, no-store",
      },
    });
  });
