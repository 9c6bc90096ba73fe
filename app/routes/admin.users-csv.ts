import { registeredUsersCsv } from "../../server/domain/admin";
import { translateText } from "../../common/i18n";
import { httpStatusOf, isDomainError } from "../../server/domain/errors";
import { requireAdmin } from "../../server/http/guards";
import type { Route } from "./+types/admin.users-csv";

/** All registered users as CSV (admins only). */
export async function loader(args: Route.LoaderArgs) {
  const ctx = await requireAdmin(args);
  const { url } = args;
  try {
    const csv = await registeredUsersCsv(ctx, url.searchParams.get("q"));
    return new Response("\uFEFF" + csv, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": 'attachment; filename="registered-users.csv"',
        "Cache-Control": "private, no-store",
      },
    });
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return new Response(translateText(error.text, error.values), {
      status: httpStatusOf[error.kind],
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
}
