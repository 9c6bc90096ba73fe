// Job search and applying: the shapes shared by the pages, the JSON API and
// the domain layer (server/domain/jobs.ts, server/domain/applications.ts).
// Without zod, so the JavaScript of the pages that import it stays small: the
// rules (zod schemas) are in ./jobs-rules.ts.
import { translateText } from "../i18n";
import type { JobFields } from "./job-form";
import type { IndianState } from "./indian-states";
import type { JobOrderFieldName } from "./job-orders";

/** Filter sentinels (SPEC §2 /jobs). */
export const ALL_STATES = "all-states";
export const ALL_LEVELS = "all-levels";

/**
 * Experience filter buckets: the candidate buckets of SPEC §3. A job matches a
 * bucket when its years range (read from experience_required) overlaps it.
 */
export const experienceLevels = [
  { value: "fresher", label: /*i18n*/ "Fresher", min: 0, max: 0 },
  { value: "1-2", label: /*i18n*/ "1-2 years", min: 1, max: 2 },
  { value: "3-5", label: /*i18n*/ "3-5 years", min: 3, max: 5 },
  { value: "6-10", label: /*i18n*/ "6-10 years", min: 6, max: 10 },
  { value: "10+", label: /*i18n*/ "10+ years", min: 10, max: null },
] as const;
export type ExperienceLevel = (typeof experienceLevels)[number]["value"];

export const JOBS_PAGE_SIZE = 20;
/** Searches count their matches up to this many; beyond it the page says "1,000+ Jobs Found". */
export const COUNT_LIMIT = 1000;
export const CAREERS_LIMIT = 20;
export const MAX_SEARCH_LENGTH = 100;
export const MAX_PAGE = COUNT_LIMIT / JOBS_PAGE_SIZE;
export const COVER_LETTER_MAX_LENGTH = 5000;
/** The largest bulk import accepted (about 10,000 jobs of ordinary length). */
export const BULK_IMPORT_MAX_BYTES = 15 * 1024 * 1024;

/** A job's types and employment types, with their labels (the job form's choices and the search filter's). */
/** What a confidential job says instead of its client's name when none is typed. */
export const DEFAULT_CONFIDENTIAL_LABEL = "A leading telecom operator";

export const jobTypeOptions = [
  ["full_time", /*i18n*/ "Full time"],
  ["part_time", /*i18n*/ "Part time"],
  ["contract", /*i18n*/ "Contract"],
  ["internship", /*i18n*/ "Internship"],
] as const;

export const jobEmploymentTypeOptions = [
  ["permanent", /*i18n*/ "Permanent"],
  ["temporary", /*i18n*/ "Temporary"],
  ["contract", /*i18n*/ "Contract"],
] as const;

/** The job type filter's sentinel: every type. */
export const ALL_TYPES = "all-types";
export type JobTypeFilter = typeof ALL_TYPES | (typeof jobTypeOptions)[number][0];

/** The work mode filter's sentinel: every mode (decision 0053). */
export const ALL_MODES = "all-modes";
export type WorkModeFilter = typeof ALL_MODES | WorkMode;

/** The orders a search can be sorted in (issue #36); relevance is the default with a text, newest without. */
export const jobSorts = [
  { value: "relevance", label: /*i18n*/ "Most relevant" },
  { value: "newest", label: /*i18n*/ "Newest first" },
  { value: "salary", label: /*i18n*/ "Highest salary" },
] as const;
export type JobSort = (typeof jobSorts)[number]["value"];

/** The minimum-salary filter's choices, in lakhs per annum (0: any salary). */
export const minimumSalaryOptions = [0, 3, 5, 8, 10, 15, 20, 30] as const;
/** The highest minimum salary a query string may ask for, in LPA. */
export const MAX_MINIMUM_SALARY_LPA = 100;

/** A /jobs search, as jobSearchSchema (./jobs-rules.ts) reads it from a query string. */
export interface JobSearch {
  q: string;
  state: typeof ALL_STATES | IndianState;
  experience: typeof ALL_LEVELS | ExperienceLevel;
  /** Jobs paying at least this many lakhs a year (their salary_max); 0 for any salary. */
  salary: number;
  type: JobTypeFilter;
  /** On-site, hybrid or remote jobs only; ALL_MODES for every job. */
  mode: WorkModeFilter;
  sort: JobSort;
  page: number;
}

/** A search with every filter at its default: what an empty query string means. */
export const defaultJobSearch: JobSearch = {
  q: "",
  state: ALL_STATES,
  experience: ALL_LEVELS,
  salary: 0,
  type: ALL_TYPES,
  mode: ALL_MODES,
  sort: "relevance",
  page: 1,
};

/** The URL of a /jobs search, leaving defaults out so shared links stay short. */
export function jobSearchHref(search: Partial<JobSearch>, path = "/jobs"): string {
  const params = new URLSearchParams();
  if (search.q) params.set("q", search.q);
  if (search.state && search.state !== ALL_STATES) params.set("state", search.state);
  if (search.experience && search.experience !== ALL_LEVELS) params.set("experience", search.experience);
  if (search.salary && search.salary > 0) params.set("salary", String(search.salary));
  if (search.type && search.type !== ALL_TYPES) params.set("type", search.type);
  if (search.mode && search.mode !== ALL_MODES) params.set("mode", search.mode);
  if (search.sort && search.sort !== "relevance") params.set("sort", search.sort);
  if (search.page && search.page > 1) params.set("page", String(search.page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** Who is looking at a job, for the apply buttons. */
export type Applicant =
  | "anonymous" // signed out: 'Login to Apply'
  | "no-profile" // signed in without a complete candidate profile (or not a candidate)
  | "candidate"; // may apply

/** A job with every field, for /jobs/{id} and its JSON-LD: the job form's fields and what the site adds. */
// Never the order's fields either (openings, owner, priority, target date): the firm's own business.
export type JobDetail = Omit<JobFields, "company_name" | "client_id" | JobOrderFieldName> & {
  id: string;
  /** The name the public sees: the client's, its confidential wording, or the firm's (decision 0049). */
  company_name: string;
  /**
   * The start of the description, cut at a word and ending in "…" when cut:
   * a card shows three lines of it, and a list page would otherwise carry
   * 20 whole descriptions twice (in the HTML and in the hydration data).
   */
  description_excerpt: string;
  created_at: string;
  updated_at: string;
  /** false once the deadline has passed (IST): listed, but not offered for application. */
  accepting: boolean;
};

/** A job as the careers and /jobs cards show it. */
export type JobSummary = Pick<
  JobDetail,
  | "id"
  | "title"
  | "company_name"
  | "location_city"
  | "location_state"
  | "other_locations"
  | "work_mode"
  | "job_type"
  | "employment_type"
  | "experience_required"
  | "salary_min"
  | "salary_max"
  | "description_excerpt"
  | "required_skills"
  | "job_highlights"
  | "application_deadline"
  | "created_at"
  | "accepting"
>;

/** Characters of the description a job card receives: three lines on the widest card, with room to spare. */
export const DESCRIPTION_EXCERPT_LENGTH = 240;

export interface JobSearchResult {
  jobs: JobSummary[];
  /** The number of matches, at most COUNT_LIMIT. */
  total: number;
  /** True when there are more than COUNT_LIMIT matches. */
  capped: boolean;
  page: number;
  pageSize: number;
  pageCount: number;
  /** The text searched instead when a word of it was misspelt ("hyderbad" → "hyderabad"); null otherwise. */
  correctedQ: string | null;
}

/** One of the candidate's applications, for /my-applications. */
export interface MyApplication {
  id: string;
  job_id: string;
  application_status: string;
  applied_at: string;
  cover_letter: string;
  title: string;
  company_name: string;
  location_city: string;
  location_state: string;
  other_locations: JobFields["other_locations"];
  work_mode: string;
  salary_min: number;
  salary_max: number;
  employment_type: string;
  experience_required: string | null;
  /** The job takes no more applications and has left the site (closed, by hand or at its deadline). */
  job_closed: boolean;
  /** The status changes the candidate has been through, oldest first (issue #23). */
  history: { status: string; at: string }[];
  /** Interviews of this application still to come, or called off recently. */
  interviews: MyInterview[];
}

/** An interview as the candidate sees it: never the recruiter's notes or rating. */
export interface MyInterview {
  id: string;
  starts_at: string;
  duration_minutes: number;
  mode: "in_person" | "phone" | "video";
  location: string | null;
  meeting_link: string | null;
  interviewer_name: string;
  instructions: string | null;
  status: "scheduled" | "cancelled";
}

export const jobTypeLabels: Record<string, string> = {
  full_time: /*i18n*/ "Full-time",
  part_time: /*i18n*/ "Part-time",
  contract: /*i18n*/ "Contract",
  internship: /*i18n*/ "Internship",
};

export const employmentTypeLabels: Record<string, string> = {
  permanent: /*i18n*/ "Permanent",
  temporary: /*i18n*/ "Temporary",
  contract: /*i18n*/ "Contract",
};

// ── A job's places and work mode (issue #37, decision 0053) ───────────────
// The first place is the job's own columns (location_city, location_state,
// location_district), which everything that shows or searches a job already
// reads; the others are `other_locations`, a list of {city, state}. The
// rules are in ./job-locations-rules.ts, the form's rows in
// ./job-location-rows.ts.

/** At most this many places a job: its first and nine others. */
export const MAX_JOB_LOCATIONS = 10;
export const MAX_OTHER_LOCATIONS = MAX_JOB_LOCATIONS - 1;

/** Where the work is done, with its label; on-site unless said otherwise. */
export const workModeOptions = [
  ["on_site", /*i18n*/ "On-site"],
  ["hybrid", /*i18n*/ "Hybrid"],
  ["remote", /*i18n*/ "Remote"],
] as const;
export type WorkMode = (typeof workModeOptions)[number][0];
export const DEFAULT_WORK_MODE: WorkMode = "on_site";

export const workModeLabels: Record<string, string> = Object.fromEntries(workModeOptions);

/** One more place of a job. */
export interface JobLocation {
  city: string;
  state: string;
}

/** What a job says of its places: its first location, the others, and its work mode. */
export interface JobPlaces {
  location_city: string;
  location_state: string;
  other_locations?: readonly JobLocation[] | null;
  work_mode?: string | null;
}

/** Every place of a job, the first first. */
export function placesOf(job: JobPlaces): JobLocation[] {
  return [{ city: job.location_city, state: job.location_state }, ...(job.other_locations ?? [])];
}

/** "Pune, Maharashtra", in English (feeds, the JobPosting data). */
export const placeText = (place: JobLocation) => `${place.city}, ${place.state}`;

/**
 * A job as a card needs it: its places' defaults (no other place, on-site)
 * may be left out, so a page of 20 cards does not carry them 20 times in its
 * data (the page-weight budget, tests/e2e/page-weight.test.ts).
 */
export type JobCardData = Omit<JobSummary, "other_locations" | "work_mode"> & JobPlaces;

/** The job without its places' defaults, for a page's data (JobCardData). */
export function withoutDefaultPlaces({ other_locations, work_mode, ...job }: JobSummary): JobCardData {
  return {
    ...job,
    ...(other_locations.length ? { other_locations } : {}),
    ...(work_mode === DEFAULT_WORK_MODE ? {} : { work_mode }),
  };
}

/** "+2 more" after a job's first place (the shared schemas' catalogue, which every page has). */
const MORE_PLACES = /*i18n*/ "+{count} more";

/**
 * A job's places (decision 0053): its first and how many more, "Pune,
 * Maharashtra +2 more"; with `all`, every one, "Pune, Maharashtra; Mumbai,
 * Maharashtra".
 */
export function formatPlaces(job: JobPlaces, all = false): string {
  const places = placesOf(job);
  const count = places.length - 1;
  if (all || !count) return places.map(placeWords).join("; ");
  // "+2 more" kept on one line.
  return `${placeWords(places[0]!)} ${translateText(MORE_PLACES, { count }).replaceAll(" ", "\u00a0")}`;
}

/** A place as a page shows it: its state in the page's language, as the state filter names it. */
const placeWords = (place: JobLocation) => `${place.city}, ${translateText(place.state)}`;

/** "Hybrid" or "Remote" in the page's language; nothing for on-site, the usual case. */
export function formatWorkMode(mode: string | null | undefined): string {
  return mode && mode !== "on_site" ? translateText(workModeLabels[mode] ?? mode) : "";
}

/** A job's places and its work mode in one line, as lists show them: "Pune, Maharashtra +2 more · Hybrid". */
export function formatPlacesAndMode(job: JobPlaces): string {
  return [formatPlaces(job), formatWorkMode(job.work_mode)].filter(Boolean).join(" · ");
}
