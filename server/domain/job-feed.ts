// The RSS 2.0 feeds of jobs (issue #24, decision 0033): the newest active
// jobs, or any /jobs search, for feed readers. Public, as the job search is:
// a feed reader cannot sign in.
import { Feed } from "feed";
import { formatSalaryRange } from "../../common/format";
import { jobFeedPath, jobFeedTitle, jobSearchInWords } from "../../common/job-feed";
import { jobSearchHref, jobTypeLabels, type JobSearch, type JobSummary } from "../../common/schemas/jobs";
import { site } from "../../app/site.config";
import type { DomainContext } from "./context";
import { searchJobs } from "./jobs";

/** How long a feed reader or a shared cache may keep a feed, in minutes (the channel's ttl and the route's max-age). */
export const FEED_TTL_MINUTES = 10;

/**
 * The most jobs one feed lists (decision 0042): every active job of a
 * search up to this many, the first ones in the search's order (the newest
 * without a text). Some 400 KB of XML, 80 KB as sent; a full feed of
 * 100,000 jobs would be 60 MB, which no feed reader wants. The sitemap lists
 * every job.
 */
export const FEED_MAX_ITEMS = 500;

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

/** The facts a job card shows first, in one line: "Bengaluru, Karnataka · 2-5 years · Full-time · 6.0-9.5 LPA". */
function jobFacts(job: JobSummary): string {
  // Not by comparing with formatSalaryRange's "Not specified": that is in the language being rendered.
  const salary =
    job.salary_min || job.salary_max
      ? formatSalaryRange(job.salary_min, job.salary_max)
      : "Salary not specified";
  return [
    `${job.location_city}, ${job.location_state}`,
    job.experience_required || "Experience not specified",
    jobTypeLabels[job.job_type] ?? job.job_type,
    salary,
  ].join(" · ");
}

/**
 * The jobs of a search for its feed: its pages on /jobs in turn, up to
 * FEED_MAX_ITEMS jobs. Page by page through searchJobs, so a feed lists
 * exactly what /jobs shows, in its order, and each page is the one the
 * search cache already holds.
 */
async function feedJobs(ctx: DomainContext, query: URLSearchParams) {
  const first = await searchJobs(ctx, query);
  const jobs = [...first.jobs];
  const lastPage = Math.min(first.pageCount, Math.ceil(FEED_MAX_ITEMS / first.pageSize));
  for (let page = 2; page <= lastPage && jobs.length < FEED_MAX_ITEMS; page++) {
    query.set("page", String(page));
    const next = await searchJobs(ctx, query);
    if (!next.jobs.length) break;
    jobs.push(...next.jobs);
  }
  // A job that moved between pages while they were read is listed once.
  const seen = new Set<string>();
  const unique = jobs.filter((job) => !seen.has(job.id) && seen.add(job.id));
  return { ...first, jobs: unique.slice(0, FEED_MAX_ITEMS) };
}

/**
 * The feed of a /jobs search, as RSS 2.0: the jobs /jobs shows for it, in
 * the same order (searchJobs), every page up to FEED_MAX_ITEMS jobs (`page`
 * is not read). The parameters are read as /jobs reads them, leniently: an
 * unknown state is every state, a long text is cut, NUL is dropped.
 */
export async function jobFeedXml(ctx: DomainContext, params: URLSearchParams): Promise<string> {
  const query = new URLSearchParams(params);
  query.delete("page");
  const { jobs, search, correctedQ } = await feedJobs(ctx, query);
  const { page: _, ...feedSearch }: JobSearch = search;
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
    feed: `${origin}${jobFeedPath(feedSearch)}`,
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
  return feed.rss2();
}
