// The rules of a job search and of an application (zod), used by the server
// (server/domain/jobs.ts, server/domain/applications.ts) and the JSON API.
// The values the pages need are in ./jobs.ts, without zod, so the browser's
// JavaScript does not carry zod. The quoted messages are the specification's,
// word for word.
import { z } from "zod";
import {
  ALL_LEVELS,
  ALL_MODES,
  ALL_STATES,
  ALL_TYPES,
  COVER_LETTER_MAX_LENGTH,
  jobSorts,
  jobTypeOptions,
  MAX_MINIMUM_SALARY_LPA,
  experienceLevels,
  MAX_PAGE,
  MAX_SEARCH_LENGTH,
  type ExperienceLevel,
  type JobSearch,
  type JobSort,
  workModeOptions,
} from "./jobs";
import { indianStates } from "./indian-states";
import { pageNumber } from "./paging";

const levelValues = experienceLevels.map((level) => level.value) as [ExperienceLevel, ...ExperienceLevel[]];

/**
 * The /jobs query string (and GET /api/v1/jobs). Lenient on purpose: it comes
 * from URLs people share and edit, so an unknown state or level means "all"
 * and a bad page number means page 1 (a number past MAX_PAGE means MAX_PAGE),
 * instead of an error page.
 */
export const jobSearchSchema = z.object({
  q: z
    .string()
    .optional()
    .catch(undefined)
    .transform((value) => (value ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_SEARCH_LENGTH)),
  state: z
    .enum([ALL_STATES, ...indianStates])
    .optional()
    .catch(undefined)
    .transform((value) => value ?? ALL_STATES),
  experience: z
    .enum([ALL_LEVELS, ...levelValues])
    .optional()
    .catch(undefined)
    .transform((value) => value ?? ALL_LEVELS),
  // Lakhs per annum, whole or with one decimal ("7.5"); anything else means any salary.
  salary: z.coerce
    .number()
    .min(0)
    .max(MAX_MINIMUM_SALARY_LPA)
    .transform((value) => Math.round(value * 10) / 10)
    .optional()
    .catch(undefined)
    .transform((value) => value ?? 0),
  type: z
    .enum([ALL_TYPES, ...jobTypeOptions.map(([value]) => value)])
    .optional()
    .catch(undefined)
    .transform((value) => value ?? ALL_TYPES),
  mode: z
    .enum([ALL_MODES, ...workModeOptions.map(([value]) => value)])
    .optional()
    .catch(undefined)
    .transform((value) => value ?? ALL_MODES),
  sort: z
    .enum(jobSorts.map((sort) => sort.value) as [JobSort, ...JobSort[]])
    .optional()
    .catch(undefined)
    .transform((value) => value ?? "relevance"),
  page: z
    .unknown()
    .optional()
    .transform((value) => pageNumber(value, MAX_PAGE)),
}) satisfies z.ZodType<JobSearch>;

export const applySchema = z.object({
  coverLetter: z
    .string()
    .optional()
    .transform((value) => (value ?? "").replace(/\r\n/g, "\n").trim())
    .pipe(
      z
        .string()
        // Written out (COVER_LETTER_MAX_LENGTH is 5000) so the catalogue can hold it (docs/i18n.md).
        .max(
          COVER_LETTER_MAX_LENGTH,
          /*i18n*/ "Your cover letter is too long: please keep it under 5,000 characters.",
        ),
    ),
});
export type ApplyInput = z.input<typeof applySchema>;
