import { sitemapFile } from "../../server/domain/sitemap";
import { requestOf } from "../../server/http/load-context";
import type { Route } from "./+types/sitemaps.$name";

/** /sitemaps/pages.xml and /sitemaps/jobs-{n}.xml, the files /sitemap.xml lists. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, clientIp } = requestOf(context);
  const ctx = { services, db: services.db, actor: null, clientIp };
  const chunks = await sitemapFile(ctx, services.config.publicUrl, params.name);
  if (!chunks) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  const encoder = new TextEncoder();
  const iterator = chunks[Symbol.asyncIterator]();
  // Streamed as the client reads: a job sitemap is megabytes, read from the
  // database a chunk at a time.
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { value, done } = await iterator.next();
      if (done) controller.close();
      else controller.enqueue(encoder.encode(value));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
