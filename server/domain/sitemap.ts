// The sitemap and robots.txt: which public pages search engines should know.
// /sitemap.xml is an index (the sitemaps protocol allows 50,000 URLs and 50 MB
// a file, which 25,000 jobs in two languages already pass): the site's pages
// in /sitemaps/pages.xml and the active jobs in /sitemaps/jobs-1.xml, … of
// JOBS_PER_SITEMAP each, streamed from the database in chunks.
import { sql } from "kysely";
import { DEFAULT_PRODUCT_TAB, productCategories } from "../../common/content/products";
import { LOCALES, localizedPath } from "../../common/i18n";
import type { DomainContext } from "./context";

export interface SitemapEntry {
  /** Path and query on this site, e.g. "/products?tab=rf-cables". */
  path: string;
  lastModified?: Date;
  changeFrequency?: "daily" | "weekly" | "monthly" | "yearly";
  /** 0.0 to 1.0 */
  priority?: number;
}

/** The public marketing pages (SPEC §2), most important first. */
export const publicPages: SitemapEntry[] = [
  { path: "/", changeFrequency: "weekly", priority: 1 },
  { path: "/about", changeFrequency: "monthly", priority: 0.8 },
  { path: "/services", changeFrequency: "monthly", priority: 0.8 },
  { path: "/products", changeFrequency: "monthly", priority: 0.7 },
  ...productCategories
    .filter((category) => category.slug !== DEFAULT_PRODUCT_TAB)
    .map((category): SitemapEntry => ({
      path: `/products?tab=${category.slug}`,
      changeFrequency: "monthly",
      priority: 0.5,
    })),
  { path: "/clients", changeFrequency: "monthly", priority: 0.6 },
  { path: "/support", changeFrequency: "yearly", priority: 0.5 },
  { path: "/privacy", changeFrequency: "yearly", priority: 0.2 },
  { path: "/terms", changeFrequency: "yearly", priority: 0.2 },
  { path: "/cookies", changeFrequency: "yearly", priority: 0.2 },
];

/**
 * The site's own pages: the public pages, the careers list and the job
 * search as it opens, every job newest first (issue #36; a search with
 * parameters is not indexed, decision 0042).
 */
export const sitePages: SitemapEntry[] = [
  ...publicPages,
  { path: "/careers", changeFrequency: "daily", priority: 0.9 },
  { path: "/jobs", changeFrequency: "daily", priority: 0.8 },
];

/**
 * Active jobs a job sitemap lists. Each job is two URLs (English and Hindi),
 * each about 600 bytes with its alternates, so a file holds 20,000 URLs and
 * some 12 MB: well inside the protocol's 50,000 URLs and 50 MB, and a
 * crawler's request never makes the server hold more than one chunk.
 */
export const JOBS_PER_SITEMAP = 10_000;
/** Jobs read from the database (and written out) at a time. */
const CHUNK = 1_000;

const PAGES_FILE = "pages.xml";
const jobsFile = (number: number) => `jobs-${number}.xml`;

function jobEntry(job: { id: string; updated_at: Date | string }): SitemapEntry {
  return {
    path: `/jobs/${job.id}`,
    lastModified: new Date(job.updated_at),
    changeFrequency: "weekly",
    priority: 0.7,
  };
}

/**
 * /sitemap.xml: the sitemaps of the site's pages and of the active jobs,
 * JOBS_PER_SITEMAP jobs each (the parameter is for the tests).
 */
export async function sitemapIndexXml(
  ctx: DomainContext,
  origin: string,
  jobsPerSitemap = JOBS_PER_SITEMAP,
): Promise<string> {
  const { count } = await ctx.db
    .selectFrom("jobs")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("is_active", "=", true)
    .executeTakeFirstOrThrow();
  const files = [
    PAGES_FILE,
    ...Array.from({ length: Math.ceil(Number(count) / jobsPerSitemap) }, (_, index) => jobsFile(index + 1)),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map(
      (file) => `  <sitemap>\n    <loc>${escapeXml(`${origin}/sitemaps/${file}`)}</loc>\n  </sitemap>`,
    ),
    "</sitemapindex>",
    "",
  ].join("\n");
}

/**
 * The sitemap /sitemaps/{name}, in chunks of XML, or null (a 404) for a name
 * the index does not list. Jobs are in a stable order, oldest first (the
 * active jobs' index read backwards), so a new job lands in the last file;
 * each file starts at its offset and goes on by key.
 */
export async function sitemapFile(
  ctx: DomainContext,
  origin: string,
  name: string,
  jobsPerSitemap = JOBS_PER_SITEMAP,
): Promise<AsyncIterable<string> | null> {
  if (name === PAGES_FILE) return oneChunk(sitemapXml(origin, sitePages));
  // At most six digits and no leading zero: anything else is no file of ours.
  const number = /^jobs-([1-9][0-9]{0,5})\.xml$/.exec(name)?.[1];
  if (!number) return null;
  const jobs = () =>
    ctx.db
      .selectFrom("jobs")
      .select(["id", "updated_at"])
      .where("is_active", "=", true)
      .orderBy("created_at", "asc")
      .orderBy("id", "desc");
  const first = await jobs()
    .offset((Number(number) - 1) * jobsPerSitemap)
    .limit(Math.min(CHUNK, jobsPerSitemap))
    .execute();
  if (!first.length) return null;
  return (async function* () {
    yield URLSET_OPEN;
    let chunk = first;
    let left = jobsPerSitemap;
    for (;;) {
      yield urlsXml(origin, chunk.map(jobEntry));
      left -= chunk.length;
      const last = chunk.at(-1)!;
      if (left <= 0 || chunk.length < CHUNK) break;
      // After the last job read: its created_at from the table, not from a JS
      // Date, which drops the microseconds and would read it again.
      const after = sql`(select created_at from jobs as previous where previous.id = ${last.id})`;
      // The range condition alone is what walks the index from there; the
      // `or` only drops the jobs of the same instant already read.
      chunk = await jobs()
        .where(sql<boolean>`jobs.created_at >= ${after}`)
        .where(sql<boolean>`(jobs.created_at > ${after} or jobs.id < ${last.id})`)
        .limit(Math.min(CHUNK, left))
        .execute();
      if (!chunk.length) break;
    }
    yield URLSET_CLOSE;
  })();
}

async function* oneChunk(text: string) {
  yield text;
}

const escapeXml = (value: string) =>
  value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const URLSET_CLOSE = "</urlset>\n";

/**
 * Every page at its address in each language (`/careers`, `/hi/careers`),
 * each naming all of them as alternates, as search engines ask (issue #25).
 */
export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  return URLSET_OPEN + urlsXml(origin, entries) + URLSET_CLOSE;
}

/** The <url> elements of the entries, each ending in a line break. */
function urlsXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.flatMap((entry) => {
    const alternates = [
      ...LOCALES.map((locale) => [locale, localizedPath(entry.path, locale)] as const),
      ["x-default", localizedPath(entry.path, "en-IN")] as const,
    ].map(
      ([hreflang, path]) =>
        `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(origin + path)}"/>`,
    );
    return LOCALES.map((locale) => {
      const lines = [`    <loc>${escapeXml(origin + localizedPath(entry.path, locale))}</loc>`];
      if (entry.lastModified)
        lines.push(`    <lastmod>${entry.lastModified.toISOString().slice(0, 10)}</lastmod>`);
      if (entry.changeFrequency) lines.push(`    <changefreq>${entry.changeFrequency}</changefreq>`);
      if (entry.priority !== undefined) lines.push(`    <priority>${entry.priority.toFixed(1)}</priority>`);
      return `  <url>\n${[...lines, ...alternates].join("\n")}\n  </url>\n`;
    });
  });
  return urls.join("");
}

/** Private areas crawlers have no business in (they need a sign-in anyway). */
const disallowed = ["/admin", "/employer-dashboard", "/profile", "/my-applications", "/api/"];

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...disallowed.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
