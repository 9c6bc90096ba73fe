// The candidate search of the talent pool (issue #22): the values its page
// needs, without zod (the rules are in ./talent-pool-rules.ts).
import type { IndianState } from "./indian-states";
import type { experienceOptions, industryOptions } from "./profile-fields";

export const TALENT_PAGE_SIZE = 20;
/** Matches counted exactly up to here; "1,000+" past it, as in the job search. */
export const TALENT_COUNT_LIMIT = 1000;
export const TALENT_MAX_PAGE = TALENT_COUNT_LIMIT / TALENT_PAGE_SIZE;

/** Marks around the matched words of a snippet: characters no profile text holds, turned into <mark> by the page. */
export const MATCH_START = "\u0002";
export const MATCH_END = "\u0003";

/** A snippet as runs of text, each a match or not: for the page's <mark>s and the API's JSON. */
export function snippetParts(snippet: string): { text: string; match: boolean }[] {
  const parts: { text: string; match: boolean }[] = [];
  for (const [index, piece] of snippet.split(MATCH_START).entries()) {
    if (index === 0) {
      if (piece) parts.push({ text: piece, match: false });
      continue;
    }
    const [marked = "", rest = ""] = piece.split(MATCH_END);
    if (marked) parts.push({ text: marked, match: true });
    if (rest) parts.push({ text: rest, match: false });
  }
  return parts;
}

/** "Profile updated within": days. */
export const updatedWithinOptions = [
  [7, /*i18n*/ "Last 7 days"],
  [30, /*i18n*/ "Last 30 days"],
  [90, /*i18n*/ "Last 3 months"],
  [180, /*i18n*/ "Last 6 months"],
  [365, /*i18n*/ "Last year"],
] as const;

/** "Notice period at most": days. */
export const noticeOptions = [
  [0, /*i18n*/ "Immediate joiner"],
  [15, /*i18n*/ "15 days or less"],
  [30, /*i18n*/ "30 days or less"],
  [60, /*i18n*/ "60 days or less"],
  [90, /*i18n*/ "90 days or less"],
] as const;

/** "Education at least": the levels in order (migration 0011's education_rank). */
export const educationRanks = { "10th": 1, "12th": 2, diploma: 3, bachelor: 4, master: 5, phd: 6 } as const;

/** A search as talentSearchSchema reads it from a query string. */
export interface TalentSearch {
  q: string;
  city: string;
  state: IndianState | undefined;
  experience: (typeof experienceOptions)[number][0] | undefined;
  /** Lakhs per annum, to one decimal. */
  salaryMin: number | undefined;
  salaryMax: number | undefined;
  notice: number | undefined;
  skill: string;
  skillYears: number | undefined;
  education: keyof typeof educationRanks | undefined;
  industry: (typeof industryOptions)[number][0] | undefined;
  /** Updated within this many days. */
  updated: number | undefined;
  page: number;
}

/** The address of a search, leaving defaults out so shared links stay short. */
export function talentSearchHref(search: Partial<TalentSearch>, path = "/talent-pool"): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === "") continue;
    if (key === "page" && value === 1) continue;
    params.set(key, String(value));
  }
  const query = params.toString();
  return query || !path ? `${path}?${query}` : path;
}

/** A candidate a talent-pool search found, as its card shows them (server/domain/talent-pool.ts). */
export interface FoundCandidate {
  id: string;
  name: string;
  city: string;
  experience: string;
  expectedSalary: number | null;
  noticePeriod: number | null;
  skills: { name: string; years: number }[];
  updatedAt: Date;
  /** Words of the profile or resume around the matches, marked with MATCH_START / MATCH_END. */
  snippet: string | null;
  /** Whether this candidate applied to one of the employer's jobs. */
  applied: boolean;
}
