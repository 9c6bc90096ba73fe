import { registeredUsersCsv } from "../../server/domain/admin";
import { requireAdmin } from "../../server/http/guards";
import { pageLoader } from "../../server/http/loader";
import type { Route } from "./+types/admin.users-csv";

/** All registered users as CSV (admins only). */
export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, requireAdmin, async (ctx) => {
    const csv = await registeredUsersCsv(ctx, args.url.searchParams.get("q"));
    return new Response("\uFEFF" + csv, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": 'attachment; filename="registered-users.csv"',
        "Cache-Control": "private, no-store",
      },
    });
  });
