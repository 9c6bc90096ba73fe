// The rules of a talent-pool search (zod), for the server and the JSON API.
// Lenient like the job search: the query string comes from addresses people
// bookmark and edit, so a value that makes no sense is left out (no filter)
// rather than answered with an error page.
import { z } from "zod";
import { indianStates } from "./indian-states";
import { pageNumber } from "./paging";
import { experienceOptions, industryOptions } from "./profile-fields";
import { educationRanks, TALENT_MAX_PAGE, type TalentSearch } from "./talent-pool";

const text = (max: number) =>
  z
    .string()
    .optional()
    .catch(undefined)
    .transform((value) => (value ?? "").replaceAll("\u0000", "").replace(/\s+/g, " ").trim().slice(0, max));

/** A whole number in [min, max], or undefined (no filter). */
const whole = (min: number, max: number) =>
  z
    .unknown()
    .optional()
    .transform((value) => {
      // Number(" ") is 0: a blank is no filter, not zero.
      if (typeof value !== "string" && typeof value !== "number") return undefined;
      if (String(value).trim() === "") return undefined;
      const number = Number(value);
      return Number.isFinite(number) && number >= min && number <= max ? Math.floor(number) : undefined;
    });

/** Lakhs per annum, to one decimal, or undefined. */
const lakhs = z
  .unknown()
  .optional()
  .transform((value) => {
    if (typeof value !== "string" && typeof value !== "number") return undefined;
    if (String(value).trim() === "") return undefined;
    const number = Number(value);
    return Number.isFinite(number) && number >= 0 && number <= 1000
      ? Math.round(number * 10) / 10
      : undefined;
  });

const oneOf = <T extends string>(values: readonly T[]) =>
  z
    .unknown()
    .optional()
    .transform((value) => ((values as readonly unknown[]).includes(value) ? (value as T) : undefined));

export const talentSearchSchema = z.object({
  q: text(200),
  city: text(100),
  state: oneOf(indianStates),
  experience: oneOf(experienceOptions.map(([value]) => value)),
  salaryMin: lakhs,
  salaryMax: lakhs,
  notice: whole(0, 365),
  skill: text(100),
  skillYears: whole(0, 50),
  education: oneOf(Object.keys(educationRanks) as (keyof typeof educationRanks)[]),
  industry: oneOf(industryOptions.map(([value]) => value)),
  updated: whole(1, 3650),
  page: z
    .unknown()
    .optional()
    .transform((value) => pageNumber(value, TALENT_MAX_PAGE)),
}) satisfies z.ZodType<TalentSearch>;
