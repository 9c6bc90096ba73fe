import { exportMyData } from "../../server/domain/profiles";
import { requireSignedIn } from "../../server/http/guards";
import { pageLoader } from "../../server/http/loader";
import type { Route } from "./+types/profile.export";

/** The candidate's own data as a JSON download. */
export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, requireSignedIn, async (ctx) => {
    const document = await exportMyData(ctx);
    return new Response(JSON.stringify(document, null, 2), {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": 'attachment; filename="my-data.json"',
        "Cache-Control": "private, no-store",
      },
    });
  });
