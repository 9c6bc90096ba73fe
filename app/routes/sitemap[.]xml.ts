import { sitemapIndexXml } from "../../server/domain/sitemap";
import type { Route } from "./+types/sitemap[.]xml";
import { requestOf } from "../../server/http/load-context";

export async function loader({ context }: Route.LoaderArgs) {
  const { services, clientIp } = requestOf(context);
  const xml = await sitemapIndexXml(
    { services, db: services.db, actor: null, clientIp },
    services.config.publicUrl,
  );
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
