// A client (a company the firm recruits for) and a contact there (issue #37,
// decision 0049): the admin's forms, the API's bodies.
import { z } from "zod";
import { emailAddress, indianMobile } from "./accounts";
import { oneLine } from "./form";

const text = (max: number, tooLong: string, multiline = false) =>
  z.preprocess(
    (value) => (value === undefined ? null : value),
    z
      .string({ message: /*i18n*/ "Please enter text." })
      .overwrite((value) => (multiline ? value.trim() : oneLine(value).trim()))
      .max(max, tooLong)
      .nullable()
      .transform((value) => value || null),
  );

const emptyAsNull = (value: unknown) =>
  value === "" || value === undefined || (typeof value === "string" && !value.trim()) ? null : value;

/**
 * The client's terms (issue #38, migration 0029): the replacement guarantee in
 * days (default 90) and the usual fee, a percentage of the CTC, which a new
 * placement's form starts from.
 */
const clientTerms = {
  guarantee_days: z.preprocess(
    (value) => (value === undefined || value === "" || value === null ? "90" : String(value)),
    z
      .string({ message: /*i18n*/ "The guarantee must be a whole number of days from 0 to 365." })
      .trim()
      .regex(/^\d{1,3}$/, /*i18n*/ "The guarantee must be a whole number of days from 0 to 365.")
      .transform(Number)
      .refine(
        (value) => value <= 365,
        /*i18n*/ "The guarantee must be a whole number of days from 0 to 365.",
      ),
  ),
  default_fee_percent: z.preprocess(
    (value) =>
      value === undefined || value === null || (typeof value === "string" && !value.trim())
        ? null
        : String(value),
    z
      .string({ message: /*i18n*/ "The fee must be a percentage above 0 and at most 100, such as 8.33." })
      .trim()
      .regex(
        /^\d{1,3}(\.\d{1,2})?$/,
        /*i18n*/ "The fee must be a percentage above 0 and at most 100, such as 8.33.",
      )
      .transform(Number)
      .refine(
        (value) => value > 0 && value <= 100,
        /*i18n*/ "The fee must be a percentage above 0 and at most 100, such as 8.33.",
      )
      .nullable(),
  ),
};

export const clientSchema = z.object({
  name: z
    .string({ message: /*i18n*/ "Please enter the client's name." })
    .overwrite(oneLine)
    .trim()
    .min(1, /*i18n*/ "Please enter the client's name.")
    .max(200, /*i18n*/ "The client's name must be at most 200 characters."),
  industry: text(100, /*i18n*/ "Industry must be at most 100 characters."),
  city: text(100, /*i18n*/ "City must be at most 100 characters."),
  // A site typed without its scheme is taken as https; anything but http(s) is refused.
  website: z.preprocess(
    (value) => {
      const cleaned = emptyAsNull(value);
      return typeof cleaned === "string" && !/^[a-z][a-z0-9+.-]*:/i.test(cleaned.trim())
        ? `https://${cleaned.trim()}`
        : cleaned;
    },
    z
      .string({ message: /*i18n*/ "Please enter a valid website address." })
      .trim()
      .max(300, /*i18n*/ "The website address must be at most 300 characters.")
      .pipe(
        z.url({
          protocol: /^https?$/,
          hostname: z.regexes.domain,
          message: /*i18n*/ "Please enter a valid website address.",
        }),
      )
      .nullable(),
  ),
  notes: text(5000, /*i18n*/ "Notes must be at most 5000 characters.", true),
  ...clientTerms,
});
export type ClientInput = z.output<typeof clientSchema>;

export const contactSchema = z.object({
  name: z
    .string({ message: /*i18n*/ "Please enter the contact's name." })
    .overwrite(oneLine)
    .trim()
    .min(1, /*i18n*/ "Please enter the contact's name.")
    .max(200, /*i18n*/ "The contact's name must be at most 200 characters."),
  designation: text(100, /*i18n*/ "Designation must be at most 100 characters."),
  email: z.preprocess(emptyAsNull, emailAddress.nullable()),
  mobile: z.preprocess(emptyAsNull, indianMobile.nullable()),
});
export type ContactInput = z.output<typeof contactSchema>;
