import { FEED_TTL_MINUTES, jobFeedXml } from "../../server/domain/job-feed";
import { requestOf } from "../../server/http/load-context";
import type { Route } from "./+types/jobs[.]rss";

/**
 * /jobs.rss?q=…&state=…&experience=…: the RSS feed of a job search (issue
 * #24). Public, with no session looked up: a feed reader cannot sign in, and
 * the feed is the same for everyone (so the anonymous page cache keeps it).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { services, clientIp } = requestOf(context);
  const xml = await jobFeedXml({ services, db: services.db, actor: null, clientIp }, url.searchParams);
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": `public, max-age=${FEED_TTL_MINUTES * 60}`,
    },
  });
}
