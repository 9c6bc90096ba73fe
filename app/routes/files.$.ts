import { readPhoto } from "../../server/domain/profiles";
import { openToAll } from "../../server/http/guards";
import { pageLoader } from "../../server/http/loader";
import type { Route } from "./+types/files.$";

/** Profile photos: public, served by their random key, cached for a long time (a new upload gets a new key). */
export const loader = (args: Route.LoaderArgs) =>
  pageLoader(args, openToAll, async (ctx) => {
    const bytes = await readPhoto(ctx, args.params["*"] ?? "");
    if (!bytes) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
    return new Response(bytes, {
      headers: {
        "Content-Type": "image/jpeg",
        "Cache-Control": "public, max-age=31536000, immutable",
        "Content-Security-Policy": "default-src 'none'; sandbox",
      },
    });
  });
