import { translateText } from "../../common/i18n";
import { exportApplicantsCsv } from "../../server/domain/employer";
import { httpStatusOf, isDomainError } from "../../server/domain/errors";
import { requireEmployer } from "../../server/http/guards";
import type { Route } from "./+types/employer-dashboard.export";

/** A job's applicants as CSV, for the employer who posted it or an admin. */
export async function loader(args: Route.LoaderArgs) {
  const ctx = await requireEmployer(args);
  const { url } = args;
  try {
    const { filename, csv } = await exportApplicantsCsv(ctx, url.searchParams.get("job") ?? "");
    // The byte-order mark makes Excel read the ₹ sign and Indian names as UTF-8.
    return new Response("\uFEFF" + csv, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${filename}"`,
        "Cache-Control": "private, no-store",
      },
    });
  } catch (error) {
    if (!isDomainError(error)) throw error;
    // The CSV's own column headers stay English (spreadsheets and importers read them); a refusal is in the page's language.
    return new Response(translateText(error.message), {
      status: httpStatusOf[error.kind],
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
}
