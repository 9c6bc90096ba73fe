// The RSS feeds of jobs (issue #24, decision 0033): what the feed of a /jobs
// search is called and where it is, for the feed (app/routes/jobs[.]rss.ts)
// and for the pages that name it in their head (/jobs, /careers). Without
// zod, like ./schemas/jobs.ts: the pages' JavaScript carries this file.
import type { MetaDescriptor } from "react-router";
import {
  ALL_MODES,
  ALL_STATES,
  defaultJobSearch,
  experienceLevels,
  jobSearchHref,
  jobSorts,
  jobTypeOptions,
  type JobSearch,
  workModeLabels,
} from "./schemas/jobs";
import { site } from "../app/site.config";

/** What a feed is of: a /jobs search without its page (a feed has pages of its own, of 500 jobs). */
export type FeedSearch = Omit<JobSearch, "page">;

/** The newest jobs, no search: the feed /careers names. */
export const newestJobs: FeedSearch = {
  q: defaultJobSearch.q,
  state: defaultJobSearch.state,
  experience: defaultJobSearch.experience,
  salary: defaultJobSearch.salary,
  type: defaultJobSearch.type,
  mode: defaultJobSearch.mode,
  sort: defaultJobSearch.sort,
};

/** The feed's path and query: "/jobs.rss?q=noc&state=Karnataka", defaults left out as on /jobs (and page 1). */
export function jobFeedPath(search: FeedSearch, page = 1): string {
  return jobSearchHref({ ...search, page }, "/jobs.rss");
}

/**
 * The search in words: "Jobs matching “noc engineer” in Karnataka for 3-5
 * years of experience, Full time, paying 5+ LPA, highest salary first".
 */
export function jobSearchInWords(search: FeedSearch): string {
  const level = experienceLevels.find((candidate) => candidate.value === search.experience);
  const type = jobTypeOptions.find(([value]) => value === search.type)?.[1];
  const mode = search.mode === ALL_MODES ? undefined : workModeLabels[search.mode];
  const filtered = Boolean(
    level ||
    type ||
    mode ||
    search.salary > 0 ||
    search.state !== ALL_STATES ||
    search.sort !== defaultJobSearch.sort,
  );
  const words = [search.q ? `Jobs matching “${search.q}”` : filtered ? "Jobs" : "Newest Jobs"];
  if (search.state !== ALL_STATES) words.push(`in ${search.state}`);
  if (level) words.push(level.value === "fresher" ? "for freshers" : `for ${level.label} of experience`);
  const more: string[] = [];
  if (type) more.push(type);
  if (mode) more.push(mode);
  if (search.salary > 0) more.push(`paying ${search.salary}+ LPA`);
  const sort = jobSorts.find((candidate) => candidate.value === search.sort);
  if (sort && sort.value !== defaultJobSearch.sort) more.push(sort.label.toLowerCase());
  return [words.join(" "), ...more].join(", ");
}

/** The feed's title, as its channel and the page head's link both give it. */
export function jobFeedTitle(search: FeedSearch): string {
  return `${jobSearchInWords(search)} | ${site.name}`;
}

/** `<link rel="alternate" type="application/rss+xml">` for a page's meta, so browsers and feed readers find the feed. */
export function jobFeedLink(search: FeedSearch, origin: string): MetaDescriptor {
  return {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: jobFeedTitle(search),
    href: `${origin}${jobFeedPath(search)}`,
  };
}
