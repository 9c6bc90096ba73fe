// A job's own fields, declared once: this schema is the form of /post-job and
// the admin's Create New Job, the API's body and the bulk JSON import, so a job
// is held to the same rules however it arrives. The table's columns
// (server/db/schema.ts), the domain's input (NewJob), the job page's data and
// the JSON-LD input (JobDetail) are all derived from it.
import { z } from "zod";
import { isCalendarDate, oneLine, type FieldErrors } from "./form";
import { indianStates } from "./indian-states";
import { jobOrderFields } from "./job-order-form";
import { jobLocationFields, noRepeatedPlace } from "./job-locations-rules";
import { DEFAULT_CONFIDENTIAL_LABEL, jobEmploymentTypeOptions, jobTypeOptions } from "./jobs";

export const REQUIRED_FIELDS_MESSAGE = /*i18n*/ "Please fill in all required fields.";

// Each field's messages are written out whole where it is declared, not built
// from its label, so the catalogue can hold them (docs/i18n.md).

/** One line of text (oneLine); `multiline` keeps the line breaks (the description). */
const required = (max: number, tooLong: string, multiline = false) =>
  z
    .string({ message: REQUIRED_FIELDS_MESSAGE })
    .overwrite((value) => (multiline ? value : oneLine(value)))
    .trim()
    .min(1, REQUIRED_FIELDS_MESSAGE)
    .max(max, tooLong);

const optionalText = (max: number, messages: { notText: string; tooLong: string }) =>
  z.preprocess(
    (value) => (typeof value === "string" ? oneLine(value).trim() || null : (value ?? null)),
    z.string({ message: messages.notText }).max(max, messages.tooLong).nullable(),
  );

/** A list typed comma-separated (the form) or given as an array (JSON): trimmed, empties dropped. */
const list = (messages: { notList: string; itemTooLong: string; tooMany: string }) =>
  z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === "") return [];
      if (typeof value === "string") return value.split(",");
      return value;
    },
    z
      .array(z.string({ message: messages.notList }), { message: messages.notList })
      .transform((items) => items.map((item) => oneLine(item).trim()).filter(Boolean))
      .pipe(z.array(z.string().max(300, messages.itemTooLong)).max(50, messages.tooMany)),
  );

/** Salaries are whole rupees per year; empty is 0 (SPEC §5). */
const rupees = (messages: { notWhole: string; negative: string; tooLarge: string }) =>
  z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === "") return 0;
      if (typeof value === "string") return Number(value.replace(/[,\s₹]/g, ""));
      return value;
    },
    z
      .number({ message: messages.notWhole })
      .int(messages.notWhole)
      .min(0, messages.negative)
      .max(1_000_000_000, messages.tooLarge),
  );

const enumWithDefault = <T extends readonly (readonly [string, string])[]>(
  options: T,
  fallback: T[number][0],
  invalid: string,
) =>
  z.preprocess(
    (value) => (value === undefined || value === null || value === "" ? fallback : value),
    z.enum(options.map(([value]) => value) as [T[number][0], ...T[number][0][]], { message: invalid }),
  );

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CHOOSE_CLIENT = /*i18n*/ "Please choose a client from the list.";

/**
 * The job's client (issue #37, decision 0049): none is the firm itself. A
 * confidential job shows its label instead of the client's name to the public.
 */
const jobClientFields = {
  client_id: z.preprocess(
    (value) => (value === "" || value === undefined ? null : value),
    z.string({ message: CHOOSE_CLIENT }).regex(UUID, CHOOSE_CLIENT).nullable(),
  ),
  // A checkbox: "on" when ticked, absent when not; JSON may send true.
  is_confidential: z.preprocess((value) => value === true || value === "on" || value === "true", z.boolean()),
  confidential_label: z.preprocess(
    (value) =>
      typeof value === "string"
        ? oneLine(value).trim() || DEFAULT_CONFIDENTIAL_LABEL
        : (value ?? DEFAULT_CONFIDENTIAL_LABEL),
    z
      .string({ message: /*i18n*/ "The confidential wording must be text." })
      .max(120, /*i18n*/ "The confidential wording must be at most 120 characters."),
  ),
};

export const jobFormSchema = z
  .object({
    title: required(200, /*i18n*/ "Title must be at most 200 characters."),
    // Written from the client when one is chosen (decision 0049); typed only for a job without one.
    company_name: optionalText(200, {
      notText: /*i18n*/ "Company name must be text.",
      tooLong: /*i18n*/ "Company name must be at most 200 characters.",
    }),
    department: optionalText(100, {
      notText: /*i18n*/ "Department must be text.",
      tooLong: /*i18n*/ "Department must be at most 100 characters.",
    }),
    job_type: enumWithDefault(
      jobTypeOptions,
      "full_time",
      /*i18n*/ "Job type must be one of: full_time, part_time, contract, internship.",
    ),
    employment_type: enumWithDefault(
      jobEmploymentTypeOptions,
      "permanent",
      /*i18n*/ "Employment type must be one of: permanent, temporary, contract.",
    ),
    experience_required: optionalText(50, {
      notText: /*i18n*/ "Experience required must be text.",
      tooLong: /*i18n*/ "Experience required must be at most 50 characters.",
    }),
    salary_min: rupees({
      notWhole: /*i18n*/ "Minimum salary must be a whole number of rupees.",
      negative: /*i18n*/ "Minimum salary cannot be negative.",
      tooLarge: /*i18n*/ "Minimum salary is too large.",
    }),
    salary_max: rupees({
      notWhole: /*i18n*/ "Maximum salary must be a whole number of rupees.",
      negative: /*i18n*/ "Maximum salary cannot be negative.",
      tooLarge: /*i18n*/ "Maximum salary is too large.",
    }),
    salary_type: z.preprocess(
      (value) => value || "annual",
      z.enum(["annual", "monthly"], { message: /*i18n*/ "Salary type must be annual or monthly." }),
    ),
    location_city: required(100, /*i18n*/ "City must be at most 100 characters."),
    location_state: z
      .string({ message: REQUIRED_FIELDS_MESSAGE })
      .trim()
      .min(1, REQUIRED_FIELDS_MESSAGE)
      .refine(
        (value) => (indianStates as readonly string[]).includes(value),
        /*i18n*/ "Please choose a state from the list.",
      ),
    location_district: optionalText(100, {
      notText: /*i18n*/ "District must be text.",
      tooLong: /*i18n*/ "District must be at most 100 characters.",
    }),
    // Its other places and work mode (decision 0053).
    ...jobLocationFields,
    job_description: required(20_000, /*i18n*/ "Job description must be at most 20000 characters.", true),
    key_responsibilities: list({
      notList: /*i18n*/ "Key responsibilities must be a list of text.",
      itemTooLong: /*i18n*/ "Key responsibilities: each item must be at most 300 characters.",
      tooMany: /*i18n*/ "Key responsibilities: at most 50 items.",
    }),
    required_skills: list({
      notList: /*i18n*/ "Required skills must be a list of text.",
      itemTooLong: /*i18n*/ "Required skills: each item must be at most 300 characters.",
      tooMany: /*i18n*/ "Required skills: at most 50 items.",
    }),
    preferred_skills: list({
      notList: /*i18n*/ "Preferred skills must be a list of text.",
      itemTooLong: /*i18n*/ "Preferred skills: each item must be at most 300 characters.",
      tooMany: /*i18n*/ "Preferred skills: at most 50 items.",
    }),
    education_requirements: optionalText(500, {
      notText: /*i18n*/ "Education requirements must be text.",
      tooLong: /*i18n*/ "Education requirements must be at most 500 characters.",
    }),
    industry_type: optionalText(100, {
      notText: /*i18n*/ "Industry must be text.",
      tooLong: /*i18n*/ "Industry must be at most 100 characters.",
    }),
    role_category: optionalText(100, {
      notText: /*i18n*/ "Role category must be text.",
      tooLong: /*i18n*/ "Role category must be at most 100 characters.",
    }),
    job_highlights: list({
      notList: /*i18n*/ "Job highlights must be a list of text.",
      itemTooLong: /*i18n*/ "Job highlights: each item must be at most 300 characters.",
      tooMany: /*i18n*/ "Job highlights: at most 50 items.",
    }),
    requirements: list({
      notList: /*i18n*/ "Requirements must be a list of text.",
      itemTooLong: /*i18n*/ "Requirements: each item must be at most 300 characters.",
      tooMany: /*i18n*/ "Requirements: at most 50 items.",
    }),
    application_deadline: z.preprocess(
      (value) => (value === "" || value === undefined ? null : value),
      z
        .string({ message: /*i18n*/ "Application deadline must be a date in the form YYYY-MM-DD." })
        .regex(/^\d{4}-\d{2}-\d{2}$/, /*i18n*/ "Application deadline must be a date in the form YYYY-MM-DD.")
        .refine(isCalendarDate, /*i18n*/ "Application deadline must be a real date.")
        .nullable(),
    ),
    // The job as an order: openings, owner, priority, target date (issue #37, decision 0052).
    ...jobOrderFields,

    ...jobClientFields,
  })
  .refine((job) => job.client_id !== null || job.company_name !== null, {
    path: ["company_name"],
    message: REQUIRED_FIELDS_MESSAGE,
  })
  .refine((job) => !job.is_confidential || job.client_id !== null, {
    path: ["client_id"],
    message: /*i18n*/ "A confidential job needs its client: please choose one from the list.",
  })
  .superRefine(noRepeatedPlace)
  .refine((job) => job.salary_max === 0 || job.salary_max >= job.salary_min, {
    path: ["salary_max"],
    message: /*i18n*/ "Maximum salary cannot be less than the minimum salary.",
  });

export type JobFormInput = z.input<typeof jobFormSchema>;
/** A job's own fields, with the form's defaults applied. */
export type JobFields = z.output<typeof jobFormSchema>;
export type JobFieldName = keyof JobFields;
export const jobFieldNames = Object.keys(jobFormSchema.shape) as JobFieldName[];

/** The fields every job must be given; the others have defaults, in the form and in the table. */
export const requiredJobFields = [
  "title",
  "location_city",
  "location_state",
  "job_description",
] as const satisfies readonly JobFieldName[];
export type RequiredJobField = (typeof requiredJobFields)[number];

/** The bulk-import template (SPEC §9: salary_min 500000, salary_max 800000, deadline YYYY-MM-DD). */
export const jobTemplate = [
  {
    title: "Network Engineer (L2)",
    company_name: "Vistaar Technologies",
    department: "Network Operations",
    job_type: "full_time",
    employment_type: "permanent",
    experience_required: "2-5 years",
    salary_min: 500000,
    salary_max: 800000,
    salary_type: "annual",
    location_city: "Noida",
    location_state: "Uttar Pradesh",
    location_district: "Gautam Buddh Nagar",
    // Its other places, up to nine, and on_site, hybrid or remote (decision 0053).
    work_mode: "hybrid",
    other_locations: [{ city: "Gurugram", state: "Haryana" }],
    job_description:
      "Troubleshoot and maintain routing and switching for enterprise customers across North India.",
    key_responsibilities: [
      "Resolve L2 incidents within SLA",
      "Configure routers and switches",
      "Coordinate with field teams",
    ],
    required_skills: ["CCNA", "OSPF", "BGP", "VLANs"],
    preferred_skills: ["CCNP", "MPLS"],
    education_requirements: "B.Tech/B.E. in ECE, EE or CSE",
    industry_type: "Telecommunications",
    role_category: "Network Operations",
    job_highlights: ["Rotational shifts with allowance", "PF and medical insurance"],
    requirements: ["2+ years in a NOC or network support role", "Willing to work rotational shifts"],
    // Two months ahead of the day the server started: a date in the past is
    // refused (decision 0048), and a sample must import whenever it is taken.
    application_deadline: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
  },
];

// ── Salary in LPA (issue #37, decision 0048) ─────────────────────────────
// Every screen shows salaries in lakhs per annum ("12.5 LPA"), so the job form
// takes them so; the table, the API's salary_min/salary_max and the bulk
// import keep whole rupees. A body may give salary_min_lpa/salary_max_lpa
// instead; both names for one salary is refused as ambiguous.

export const salaryLpaFields = { salary_min: "salary_min_lpa", salary_max: "salary_max_lpa" } as const;

/** Rupees a year as LPA text for the form: 1250000 → "12.5"; 0 → "". */
export function lpaOf(rupees: number | null | undefined): string {
  if (!rupees) return "";
  return String(Math.round(rupees / 1_000) / 100);
}

const lpaMessages = {
  salary_min: {
    notNumber: /*i18n*/ "Minimum salary must be a number of lakhs per annum, such as 12.5.",
    both: /*i18n*/ "Give the minimum salary once: in rupees or in LPA, not both.",
  },
  salary_max: {
    notNumber: /*i18n*/ "Maximum salary must be a number of lakhs per annum, such as 12.5.",
    both: /*i18n*/ "Give the maximum salary once: in rupees or in LPA, not both.",
  },
};

/**
 * The input with salary_min_lpa/salary_max_lpa turned into rupees
 * (salary_min/salary_max), or the refusals keyed by the LPA field's name.
 * Up to two decimals ("12.5", "3.25"); empty is no salary.
 */
export function salaryFromLpa(input: unknown): { values: unknown; errors: FieldErrors } {
  if (!input || typeof input !== "object" || Array.isArray(input)) return { values: input, errors: {} };
  const values: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  const errors: FieldErrors = {};
  for (const [field, lpaField] of Object.entries(salaryLpaFields) as [
    keyof typeof salaryLpaFields,
    string,
  ][]) {
    const lpa = values[lpaField];
    delete values[lpaField];
    if (lpa === undefined) continue;
    const given = values[field];
    if (given !== undefined && given !== null && given !== "") {
      errors[lpaField] = lpaMessages[field].both;
      continue;
    }
    const text = typeof lpa === "number" ? String(lpa) : typeof lpa === "string" ? lpa.trim() : null;
    if (text === "" || lpa === null) values[field] = 0;
    else if (text !== null && /^\d{1,5}(\.\d{1,2})?$/.test(text))
      values[field] = Math.round(Number(text) * 100_000);
    else errors[lpaField] = lpaMessages[field].notNumber;
  }
  return { values, errors };
}
