// The candidate profile: the rules of SPEC §5, to which the server holds what
// the setup wizard and the edit form send. The option lists and the other
// values the pages need are in ./profile-fields.ts, without zod, so the
// pages' JavaScript does not carry zod; they are exported from here as well.
import { z } from "zod";
import { parseSalaryInput } from "../format";
import { indianMobile } from "./accounts";
import { isCalendarDate, oneLine } from "./form";
import {
  disabilityOptions,
  educationLevelOptions,
  employmentTypeOptions,
  experienceOptions,
  genderOptions,
  industryOptions,
  maritalStatusOptions,
} from "./profile-fields";

export * from "./profile-fields";

const values = <T extends readonly (readonly [string, string])[]>(options: T) =>
  options.map(([value]) => value) as unknown as [T[number][0], ...T[number][0][]];

// The messages are written out whole where the fields are declared, not built
// from a label and a number, so the catalogue can hold them (docs/i18n.md).
// Single-line (oneLine) unless `multiline` (the summary, what a job was).
const optionalText = (max: number, tooLong: string, multiline = false) =>
  z
    .string()
    .overwrite((value) => (multiline ? value : oneLine(value)))
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => value || null);

const requiredText = (max: number, message: string, tooLong: string) =>
  z.string({ message }).overwrite(oneLine).trim().min(1, message).max(max, tooLong);

const emptyAsNull = (value: unknown) => (value === "" || value === undefined ? null : value);

const optionalEnum = <T extends [string, ...string[]]>(options: T, message: string) =>
  z.preprocess(emptyAsNull, z.enum(options, { message }).nullable());

/** Rupees typed as LPA or rupees; empty is null (SPEC §5 edit profile). */
const salary = (invalid: string) =>
  z
    .string()
    .optional()
    .transform((value, context) => {
      const rupees = parseSalaryInput(value ?? "");
      if (rupees === null) return null;
      if (Number.isNaN(rupees) || rupees < 0 || rupees > 100_000_000) {
        context.addIssue({
          code: "custom",
          message: invalid,
        });
        return z.NEVER;
      }
      return rupees;
    });

const optionalInteger = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value, context) => {
      if (!value) return null;
      const number = Number(value);
      if (!Number.isInteger(number) || number < min || number > max) {
        context.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return number;
    });

const isoDate = z
  .string()
  .trim()
  .optional()
  .transform((value, context) => {
    if (!value) return null;
    if (!isCalendarDate(value)) {
      context.addIssue({ code: "custom", message: /*i18n*/ "Please enter a valid date." });
      return z.NEVER;
    }
    return value;
  });

export const personalSchema = z.object({
  first_name: requiredText(
    100,
    /*i18n*/ "Please enter your first name.",
    /*i18n*/ "First name must be at most 100 characters.",
  ),
  last_name: requiredText(
    100,
    /*i18n*/ "Please enter your last name.",
    /*i18n*/ "Last name must be at most 100 characters.",
  ),
  phone: z.preprocess(
    (value) => (typeof value === "string" ? emptyAsNull(value.trim()) : null),
    indianMobile.nullable(),
  ),
  date_of_birth: isoDate.refine(
    (value) => value === null || (value >= "1940-01-01" && value <= new Date().toISOString().slice(0, 10)),
    /*i18n*/ "Please enter a valid date of birth.",
  ),
  gender: optionalEnum(values(genderOptions), /*i18n*/ "Please choose a gender from the list."),
  current_city: requiredText(
    100,
    /*i18n*/ "Please enter your current city.",
    /*i18n*/ "Current city must be at most 100 characters.",
  ),
  home_location: optionalText(100, /*i18n*/ "Home location must be at most 100 characters."),
  total_experience: z.enum(values(experienceOptions), {
    message: /*i18n*/ "Please choose your total experience.",
  }),
  current_salary: salary(
    /*i18n*/ "Current salary: enter an amount in LPA (e.g. 6.5) or rupees (e.g. 650000).",
  ),
  expected_salary: salary(
    /*i18n*/ "Expected salary: enter an amount in LPA (e.g. 6.5) or rupees (e.g. 650000).",
  ),
  notice_period: optionalInteger(
    0,
    365,
    /*i18n*/ "Notice period must be a whole number of days from 0 to 365.",
  ),
  marital_status: optionalEnum(
    values(maritalStatusOptions),
    /*i18n*/ "Please choose a marital status from the list.",
  ),
  family_details: optionalText(500, /*i18n*/ "Family details must be at most 500 characters."),
  caste: optionalText(100, /*i18n*/ "Caste must be at most 100 characters."),
  disability_status: optionalEnum(
    values(disabilityOptions),
    /*i18n*/ "Please choose a disability status from the list.",
  ),
  industry: optionalEnum(values(industryOptions), /*i18n*/ "Please choose an industry from the list."),
});

const blank = (value: unknown) => typeof value !== "string" || value.trim() === "";

/** An entry missing a required field is dropped, not refused (SPEC §5). */
const dropIncomplete =
  <T extends Record<string, unknown>>(required: (keyof T)[]) =>
  (entries: T[]) =>
    entries.filter((entry) => !required.some((field) => blank(entry[field])));

export const educationEntrySchema = z.object({
  education_level: z.enum(values(educationLevelOptions), {
    message: /*i18n*/ "Please choose an education level.",
  }),
  course_name: requiredText(
    150,
    /*i18n*/ "Please enter the course name.",
    /*i18n*/ "Course name must be at most 150 characters.",
  ),
  specialization: optionalText(150, /*i18n*/ "Specialization must be at most 150 characters."),
  institute_name: requiredText(
    200,
    /*i18n*/ "Please enter the institute name.",
    /*i18n*/ "Institute name must be at most 200 characters.",
  ),
  year_of_passing: optionalInteger(1980, 2030, /*i18n*/ "Year of passing must be between 1980 and 2030."),
  percentage: z
    .string()
    .trim()
    .optional()
    .transform((value, context) => {
      if (!value) return null;
      const number = Number(value);
      if (!Number.isFinite(number) || number < 0 || number > 100 || Math.round(number * 10) !== number * 10) {
        context.addIssue({
          code: "custom",
          message: /*i18n*/ "Percentage must be between 0 and 100, in steps of 0.1.",
        });
        return z.NEVER;
      }
      return number;
    }),
});

export const skillEntrySchema = z.object({
  skill_name: requiredText(
    100,
    /*i18n*/ "Please enter the skill name.",
    /*i18n*/ "Skill name must be at most 100 characters.",
  ),
  proficiency_level: z
    .string()
    .optional()
    .transform((value, context) => {
      const number = value ? Number(value) : 3;
      if (!Number.isInteger(number) || number < 1 || number > 5) {
        context.addIssue({
          code: "custom",
          message: /*i18n*/ "Proficiency must be from 1 (Beginner) to 5 (Expert).",
        });
        return z.NEVER;
      }
      return number;
    }),
  years_of_experience: z
    .string()
    .optional()
    .transform((value, context) => {
      const number = value ? Number(value) : 0;
      if (!Number.isFinite(number) || number < 0 || number > 60 || number * 2 !== Math.floor(number * 2)) {
        context.addIssue({
          code: "custom",
          message: /*i18n*/ "Years of experience must be 0 or more, in steps of 0.5.",
        });
        return z.NEVER;
      }
      return number;
    }),
});

export const experienceEntrySchema = z
  .object({
    company_name: requiredText(
      200,
      /*i18n*/ "Please enter the company name.",
      /*i18n*/ "Company name must be at most 200 characters.",
    ),
    designation: requiredText(
      150,
      /*i18n*/ "Please enter the designation.",
      /*i18n*/ "Designation must be at most 150 characters.",
    ),
    employment_type: optionalEnum(
      values(employmentTypeOptions),
      /*i18n*/ "Please choose an employment type from the list.",
    ),
    start_date: isoDate,
    end_date: isoDate,
    is_current_job: z
      .union([z.literal("on"), z.literal("true"), z.literal("false"), z.literal("")])
      .optional()
      .transform((value) => value === "on" || value === "true"),
    salary: salary(/*i18n*/ "Salary: enter an amount in LPA (e.g. 6.5) or rupees (e.g. 650000)."),
    job_description: optionalText(2000, /*i18n*/ "Job description must be at most 2000 characters.", true),
    location: optionalText(100, /*i18n*/ "Location must be at most 100 characters."),
  })
  // A current job has no end date (SPEC §4).
  .transform((entry) => (entry.is_current_job ? { ...entry, end_date: null } : entry))
  .refine((entry) => !entry.start_date || !entry.end_date || entry.end_date >= entry.start_date, {
    message: /*i18n*/ "End date cannot be before the start date.",
    path: ["end_date"],
  });

export const SUMMARY_MAX_LENGTH = 3000;
export const summarySchema = z.object({
  profile_summary: z
    .string({ message: /*i18n*/ "Please write a short profile summary." })
    .trim()
    .min(1, /*i18n*/ "Please write a short profile summary.")
    .max(SUMMARY_MAX_LENGTH, /*i18n*/ "The profile summary must be at most 3000 characters."),
  /**
   * "Let recruiters find my profile" (issue #22, DPDP Act 2023): a checkbox on
   * the form that sends the summary, so a summary sent without it turns it
   * off. Off unless the candidate says yes.
   */
  discoverable: z.preprocess((value) => value === true || value === "on" || value === "true", z.boolean()),
});

const entries = <S extends z.ZodType>(schema: S, required: string[], max: number, tooMany: string) =>
  z.preprocess(
    (list) => dropIncomplete<Record<string, unknown>>(required)(Array.isArray(list) ? list : []),
    z.array(schema).max(max, tooMany),
  );

export const educationListSchema = entries(
  educationEntrySchema,
  ["education_level", "course_name", "institute_name"],
  20,
  /*i18n*/ "At most 20 education entries.",
);
export const experienceListSchema = entries(
  experienceEntrySchema,
  ["company_name", "designation"],
  30,
  /*i18n*/ "At most 30 experience entries.",
);
export const skillListSchema = entries(
  skillEntrySchema,
  ["skill_name"],
  60,
  /*i18n*/ "At most 60 skill entries.",
).transform((skills) => {
  // The same skill twice (any letter case) is kept once.
  const seen = new Set<string>();
  return skills.filter((skill) => {
    const key = skill.skill_name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
});

// A profile's fields, declared once: the tables' columns (server/db/schema.ts)
// are derived from these.
export type PersonalFields = z.output<typeof personalSchema>;
export type SummaryFields = z.output<typeof summarySchema>;
export type EducationFields = z.output<typeof educationEntrySchema>;
export type SkillFields = z.output<typeof skillEntrySchema>;
export type ExperienceFields = z.output<typeof experienceEntrySchema>;
