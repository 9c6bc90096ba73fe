import { sitemapEntries, sitemapXml } from "../../server/domain/sitemap";
import type { Route } from "./+types/sitemap[.]xml";
import { requestOf } from "../../server/http/load-context";

export async function loader({ context }: Route.LoaderArgs) {
  const { services, clientIp } = requestOf(context);
  const entries = await sitemapEntries({ services, db: services.db, actor: null, clientIp });
  return new Response(sitemapXml(services.config.publicUrl, entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
