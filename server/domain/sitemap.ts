// The sitemap and robots.txt: which public pages search engines should know.
// Active jobs join from the jobs module (one entry per job page, /careers too).
import { DEFAULT_PRODUCT_TAB, productCategories } from "../../app/content/products";
import { LOCALES, localizedPath } from "../../app/i18n";
import type { DomainContext } from "./context";
import { activeJobsForSitemap } from "./jobs";

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
    .map((category): SitemapEntry => ({ path: `/products?tab=${category.slug}`, changeFrequency: "monthly", priority: 0.5 })),
  { path: "/clients", changeFrequency: "monthly", priority: 0.6 },
  { path: "/support", changeFrequency: "yearly", priority: 0.5 },
  { path: "/privacy", changeFrequency: "yearly", priority: 0.2 },
  { path: "/terms", changeFrequency: "yearly", priority: 0.2 },
  { path: "/cookies", changeFrequency: "yearly", priority: 0.2 },
];

/** Everything the sitemap lists. Async and given the context so that database-backed pages can join. */
export async function sitemapEntries(ctx: DomainContext): Promise<SitemapEntry[]> {
  const jobs = await activeJobsForSitemap(ctx);
  return [
    ...publicPages,
    { path: "/careers", changeFrequency: "daily", priority: 0.9 },
    ...jobs.map((job): SitemapEntry => ({
      path: `/jobs/${job.id}`,
      lastModified: new Date(job.updated_at),
      changeFrequency: "weekly",
      priority: 0.7,
    })),
  ];
}

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/**
 * Every page at its address in each language (`/careers`, `/hi/careers`),
 * each naming all of them as alternates, as search engines ask (issue #25).
 */
export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
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
      if (entry.lastModified) lines.push(`    <lastmod>${entry.lastModified.toISOString().slice(0, 10)}</lastmod>`);
      if (entry.changeFrequency) lines.push(`    <changefreq>${entry.changeFrequency}</changefreq>`);
      if (entry.priority !== undefined) lines.push(`    <priority>${entry.priority.toFixed(1)}</priority>`);
      return `  <url>\n${[...lines, ...alternates].join("\n")}\n  </url>`;
    });
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
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
