// The job form's order fields (issue #37, decision 0052), spread into the job
// form's schema (job-form.ts): so the form, the API's body, the bulk import
// and the table's columns all take them with the same rules.
import { z } from "zod";
import { isCalendarDate } from "./form";
import { jobPriorities, OPENINGS_MAX } from "./job-orders";

const OPENINGS_MESSAGE = /*i18n*/ "Openings must be a whole number from 1 to 1000.";
export const CHOOSE_OWNER = /*i18n*/ "Please choose a recruiter from the list.";
const TARGET_DATE_FORMAT = /*i18n*/ "Target date must be a date in the form YYYY-MM-DD.";

/** Empty, absent or null: the field's default. */
const blank = (value: unknown) => value === undefined || value === null || value === "";

export const jobOrderFields = {
  // A form sends text ("5"), JSON a number; an empty field is one opening.
  openings: z.preprocess(
    (value) =>
      blank(value) ? 1 : typeof value === "string" && /^\s*\d{1,5}\s*$/.test(value) ? Number(value) : value,
    z
      .number({ message: OPENINGS_MESSAGE })
      .int(OPENINGS_MESSAGE)
      .min(1, OPENINGS_MESSAGE)
      .max(OPENINGS_MAX, OPENINGS_MESSAGE),
  ),
  priority: z.preprocess(
    (value) => (blank(value) ? "normal" : value),
    z.enum(jobPriorities, { message: /*i18n*/ "Priority must be one of: low, normal, high, urgent." }),
  ),
  target_date: z.preprocess(
    (value) => (blank(value) ? null : value),
    z
      .string({ message: TARGET_DATE_FORMAT })
      .regex(/^\d{4}-\d{2}-\d{2}$/, TARGET_DATE_FORMAT)
      .refine(isCalendarDate, /*i18n*/ "Target date must be a real date.")
      .nullable(),
  ),
  // The recruiter who owns the order; none given is the poster (posting) or
  // the owner it has (editing). Only an admin gives it to someone else (job-orders.ts).
  owner_id: z.preprocess(
    (value) => (blank(value) ? null : value),
    z
      .string({ message: CHOOSE_OWNER })
      .regex(/^[\w-]{1,64}$/, CHOOSE_OWNER)
      .nullable(),
  ),
};
