import { robotsTxt } from "../../server/domain/sitemap";
import type { Route } from "./+types/robots[.]txt";
import { requestOf } from "../../server/http/load-context";

export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(requestOf(context).services.config.publicUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
