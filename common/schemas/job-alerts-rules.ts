// The rules of a job alert (zod), for the server (server/domain/job-alerts.ts)
// and the API. The words are in ./job-alerts.ts.
import { z } from "zod";
import { ALERT_NAME_MAX_LENGTH, alertFrequencies, type AlertFrequency } from "./job-alerts";
import { oneLine } from "./form";
import { jobSearchSchema } from "./jobs-rules";

const frequencyValues = alertFrequencies.map((frequency) => frequency.value) as [
  AlertFrequency,
  ...AlertFrequency[],
];

const frequency = z.enum(frequencyValues, { message: /*i18n*/ "Please choose daily or weekly." });
const name = z
  .string({ message: /*i18n*/ "Please give the alert a name." })
  .transform((value) => oneLine(value).replace(/\s+/g, " ").trim())
  .pipe(
    z
      .string()
      .min(1, /*i18n*/ "Please give the alert a name.")
      // Written out (ALERT_NAME_MAX_LENGTH is 80) so the catalogue can hold it (docs/i18n.md).
      .max(ALERT_NAME_MAX_LENGTH, /*i18n*/ "Please keep the name under 80 characters."),
  );

/** A new alert: the /jobs search it repeats (read as leniently as the page reads it) and how often. */
export const newAlertSchema = jobSearchSchema.pick({ q: true, state: true, experience: true }).extend({
  frequency,
  name: name.optional().or(z.literal("").transform(() => undefined)),
});

/** A visitor's alert also needs the address it goes to. */
export const visitorAlertSchema = newAlertSchema.extend({
  email: z
    .string({ message: /*i18n*/ "Please enter your email address." })
    .trim()
    .toLowerCase()
    .min(1, /*i18n*/ "Please enter your email address.")
    .max(254, /*i18n*/ "That email address is too long.")
    .pipe(z.email({ message: /*i18n*/ "Please enter a valid email address." })),
});

/** Changes to an alert: any of its name, how often, paused. */
export const alertChangesSchema = z
  .object({
    name: name.optional(),
    frequency: frequency.optional(),
    paused: z
      .enum(["true", "false"], { message: /*i18n*/ "Please choose whether the alert is paused." })
      .or(z.boolean())
      .optional()
      .transform((value) => (value === undefined ? undefined : value === true || value === "true")),
  })
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), {
    message: /*i18n*/ "Nothing to change.",
  });
