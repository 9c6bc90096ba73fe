// The rules of a job's places and work mode (issue #37, decision 0053), part
// of the job form's schema (./job-form.ts): so the form, the API and the bulk
// import hold a job's places to the same rules.
import { z } from "zod";
import { oneLine } from "./form";
import { indianStates } from "./indian-states";
import { DEFAULT_WORK_MODE, MAX_OTHER_LOCATIONS, workModeOptions, type WorkMode } from "./jobs";

const CHOOSE_STATE = /*i18n*/ "Please choose a state from the list.";
const GIVE_CITY = /*i18n*/ "Please give this location's city.";
const NOT_A_LIST = /*i18n*/ "Other locations must be a list of places, each with a city and a state.";

const otherLocation = z.object(
  {
    city: z
      .string({ message: GIVE_CITY })
      .overwrite(oneLine)
      .trim()
      .min(1, GIVE_CITY)
      .max(100, /*i18n*/ "City must be at most 100 characters."),
    state: z
      .string({ message: CHOOSE_STATE })
      .trim()
      .refine((value) => (indianStates as readonly string[]).includes(value), CHOOSE_STATE),
  },
  { message: NOT_A_LIST },
);

const workModes = workModeOptions.map(([value]) => value) as [WorkMode, ...WorkMode[]];

/** The fields the job form's schema takes in beside its first location. */
export const jobLocationFields = {
  work_mode: z.preprocess(
    (value) => (value === undefined || value === null || value === "" ? DEFAULT_WORK_MODE : value),
    z.enum(workModes, { message: /*i18n*/ "Work mode must be one of: on_site, hybrid, remote." }),
  ),
  // Nothing given is no other place; the form's rows come gathered (jobFormInput).
  other_locations: z.preprocess(
    (value) => (value === undefined || value === null || value === "" ? [] : value),
    z
      .array(otherLocation, { message: NOT_A_LIST })
      .max(MAX_OTHER_LOCATIONS, /*i18n*/ "A job can have at most 10 locations."),
  ),
};

/** The same place twice (a city's name in any case, in the same state) is refused where it repeats. */
export function noRepeatedPlace(
  job: { location_city: string; location_state: string; other_locations: { city: string; state: string }[] },
  context: z.RefinementCtx,
) {
  const seen = new Set([`${job.location_city.toLowerCase()}|${job.location_state}`]);
  job.other_locations.forEach((place, index) => {
    const key = `${place.city.toLowerCase()}|${place.state}`;
    if (seen.has(key)) {
      context.addIssue({
        code: "custom",
        path: ["other_locations", index, "city"],
        message: /*i18n*/ "This location is already listed.",
      });
    }
    seen.add(key);
  });
}
