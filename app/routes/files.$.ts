import { readPhoto } from "../../server/domain/profiles";
import { domainContext } from "../../server/http/session";
import type { Route } from "./+types/files.$";

/** Profile photos: public, served by their random key, cached for a long time (a new upload gets a new key). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const bytes = await readPhoto(await domainContext(request, context), params["*"] ?? "");
  if (!bytes) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(bytes, {
    headers: {
      "Content-Type": "image/jpeg",
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
