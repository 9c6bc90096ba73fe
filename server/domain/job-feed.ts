// The RSS 2.0 feeds of jobs (issue #24, decision 0033): the newest active
// jobs, or any /jobs search, for feed readers. Public, as the job search is:
// a feed reader cannot sign in.
import { Feed } from "feed";
import { formatSalaryRange } from "../../common/format";
import { jobFeedPath, jobFeedTitle, jobSearchInWords } from "../../common/job-feed";
import {
  placesOf,
  placeText,
  workModeLabels,
  jobSearchHref,
  jobTypeLabels,
  type JobSummary,
} from "../../common/schemas/jobs";
import { pageNumber } from "../../common/schemas/paging";
import { site } from "../../app/site.config";
import type { DomainContext } from "./context";
import { findJobs, readJobSearch } from "./jobs";

/** How long a feed reader or a shared cache may keep a feed, in minutes (the channel's ttl and the route's max-age). */
export const FEED_TTL_MINUTES = 10;

/**
 * The jobs on one page of a feed (decision 0047): a feed of 100,000 jobs in
 * one document would be 60 MB, which no feed reader wants, so a feed comes
 * in pages of this many, each naming the next (RFC 5005 paged feeds). Some
 * 400 KB of XML a page, 80 KB as sent.
 */
export const FEED_PAGE_SIZE = 500;

/**
 * Characters XML 1.0 cannot carry at all, escaped or not: the C0 controls but
 * tab, line feed and carriage return, U+FFFE, U+FFFF and lone surrogates. A
 * search typed into a URL (or a job written in psql) may hold them; they are
 * dropped so the feed stays well-formed.
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const xmlText = (text: string) => text.replace(NOT_XML, "");

/**
 * An item's title. `feed` writes it as CDATA, and its XML writer (xml-js)
 * splits only the first "]]>" of a text (the end of a CDATA section): a
 * second one would end the section early, so every "]]>" gets a space.
 */
const titleText = (text: string) => xmlText(text).replaceAll("]]>", "]] >");

/** Plain text in a description, which readers show as HTML: its markup characters escaped. */
function asHtmlText(text: string): string {
  return text.replace(/[&<>]/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" })[char]!);
}

/**
 * The facts a job card shows first, in one line, with every place of the job
 * and its work mode unless on-site (decision 0053): "Pune, Maharashtra;
 * Mumbai, Maharashtra · Hybrid · 2-5 years · Full-time · 6.0-9.5 LPA".
 */
function jobFacts(job: JobSummary): string {
  // Not by comparing with formatSalaryRange's "Not specified": that is in the language being rendered.
  const salary =
    job.salary_min || job.salary_max
      ? formatSalaryRange(job.salary_min, job.salary_max)
      : "Salary not specified";
  return [
    placesOf(job).map(placeText).join("; "),
    job.work_mode === "on_site" ? "" : workModeLabels[job.work_mode],
    job.experience_required || "Experience not specified",
    jobTypeLabels[job.job_type] ?? job.job_type,
    salary,
  ]
    .filter(Boolean)
    .join(" · ");
}

/**
 * RFC 5005's links between a feed's pages, beside its atom:link rel="self":
 * the first page, and the previous and next ones where there are. `feed`
 * writes only self and hub links, and it writes the self one exactly so.
 */
function withPageLinks(xml: string, links: Record<string, string | null>): string {
  const self = /<atom:link href="[^"]*" rel="self" type="application\/rss\+xml"\/>/;
  const added = Object.entries(links)
    .filter((entry): entry is [string, string] => entry[1] !== null)
    .map(
      ([rel, href]) =>
        `<atom:link href="${asHtmlText(href).replaceAll('"', "&quot;")}" rel="${rel}" type="application/rss+xml"/>`,
    )
    .join("");
  return xml.replace(self, (link) => link + added);
}

/**
 * The feed of a /jobs search, as RSS 2.0: the jobs /jobs shows for it, in
 * the same order (findJobs), FEED_PAGE_SIZE a page; `page` is the feed's
 * own page, each linking to the next until every job is listed, past the
 * 1,000 that /jobs pages through. The parameters are read as /jobs reads
 * them, leniently: an unknown state is every state, a long text is cut, NUL
 * is dropped, a bad page is page 1.
 */
export async function jobFeedXml(ctx: DomainContext, params: URLSearchParams): Promise<string> {
  const page = pageNumber(params.get("page"));
  const query = new URLSearchParams(params);
  query.delete("page");
  const { page: _, ...feedSearch } = readJobSearch(query);
  const search = { ...feedSearch, page };
  const { jobs, total, capped, correctedQ } = await findJobs(ctx.db, search, { pageSize: FEED_PAGE_SIZE });
  // Up to COUNT_LIMIT the count is exact; past it a full page may have a next one.
  const hasNext = capped ? jobs.length === FEED_PAGE_SIZE : page * FEED_PAGE_SIZE < total;
  const origin = ctx.services.config.publicUrl;
  const inWords = xmlText(jobSearchInWords(feedSearch));
  const correction = correctedQ
    ? ` No jobs match “${xmlText(search.q)}”: these match “${xmlText(correctedQ)}”.`
    : "";
  const feed = new Feed({
    title: xmlText(jobFeedTitle(feedSearch)),
    description: `${inWords} at ${site.name} and our clients${search.q ? ", the most relevant first" : ""}.${correction}`,
    link: `${origin}${jobSearchHref(feedSearch)}`,
    // atom:link rel="self": the search as read, so a cleaned or cut text names the feed it gave.
    feed: `${origin}${jobFeedPath(feedSearch, page)}`,
    language: "en-IN",
    // The newest job's date, so the same jobs give the same bytes (and ETag)
    // on every instance; an empty feed was built now.
    updated: new Date(Math.max(0, ...jobs.map((job) => Date.parse(job.created_at))) || Date.now()),
    ttl: FEED_TTL_MINUTES,
    generator: false,
  });
  for (const job of jobs) {
    const url = `${origin}/jobs/${job.id}`;
    feed.addItem({
      // As the Quick Apply dialog names a job: title · company, city.
      title: titleText(`${job.title} · ${job.company_name}, ${job.location_city}`),
      // No id or guid: `feed` then makes the link the guid, isPermaLink="true".
      link: url,
      date: new Date(job.created_at),
      // Markup escaped, so it has no "]]>" either.
      description: xmlText(asHtmlText(`${jobFacts(job)}. ${job.description_excerpt}`)),
      category: job.required_skills.map((skill) => ({ name: xmlText(skill) })),
    });
  }
  return withPageLinks(feed.rss2(), {
    first: `${origin}${jobFeedPath(feedSearch)}`,
    previous: page > 1 ? `${origin}${jobFeedPath(feedSearch, page - 1)}` : null,
    next: hasNext ? `${origin}${jobFeedPath(feedSearch, page + 1)}` : null,
  });
}
