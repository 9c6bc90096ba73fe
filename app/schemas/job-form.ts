// A job's own fields, declared once: this schema is the form of /post-job and
// the admin's Create New Job, the API's body and the bulk JSON import, so a job
// is held to the same rules however it arrives. The table's columns
// (server/db/schema.ts), the domain's input (NewJob), the job page's data and
// the JSON-LD input (JobDetail) are all derived from it.
import { z } from "zod";
import { isCalendarDate } from "./form";
import { indianStates } from "./jobs";

export const jobTypeOptions = [
  ["full_time", "Full time"],
  ["part_time", "Part time"],
  ["contract", "Contract"],
  ["internship", "Internship"],
] as const;

export const jobEmploymentTypeOptions = [
  ["permanent", "Permanent"],
  ["temporary", "Temporary"],
  ["contract", "Contract"],
] as const;

export const REQUIRED_FIELDS_MESSAGE = "Please fill in all required fields.";

const required = (label: string, max: number) =>
  z
    .string({ message: REQUIRED_FIELDS_MESSAGE })
    .trim()
    .min(1, REQUIRED_FIELDS_MESSAGE)
    .max(max, `${label} must be at most ${max} characters.`);

const optionalText = (label: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" ? value.trim() || null : (value ?? null)),
    z
      .string({ message: `${label} must be text.` })
      .max(max, `${label} must be at most ${max} characters.`)
      .nullable(),
  );

/** A list typed comma-separated (the form) or given as an array (JSON): trimmed, empties dropped. */
const list = (label: string) =>
  z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === "") return [];
      if (typeof value === "string") return value.split(",");
      return value;
    },
    z
      .array(z.string({ message: `${label} must be a list of text.` }), {
        message: `${label} must be a list of text.`,
      })
      .transform((items) => items.map((item) => item.trim()).filter(Boolean))
      .pipe(
        z
          .array(z.string().max(300, `${label}: each item must be at most 300 characters.`))
          .max(50, `${label}: at most 50 items.`),
      ),
  );

/** Salaries are whole rupees per year; empty is 0 (SPEC §5). */
const rupees = (label: string) =>
  z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === "") return 0;
      if (typeof value === "string") return Number(value.replace(/[,\s₹]/g, ""));
      return value;
    },
    z
      .number({ message: `${label} must be a whole number of rupees.` })
      .int(`${label} must be a whole number of rupees.`)
      .min(0, `${label} cannot be negative.`)
      .max(1_000_000_000, `${label} is too large.`),
  );

const enumWithDefault = <T extends readonly (readonly [string, string])[]>(
  options: T,
  fallback: T[number][0],
  label: string,
) =>
  z.preprocess(
    (value) => (value === undefined || value === null || value === "" ? fallback : value),
    z.enum(options.map(([value]) => value) as [T[number][0], ...T[number][0][]], {
      message: `${label} must be one of: ${options.map(([value]) => value).join(", ")}.`,
    }),
  );

export const jobFormSchema = z
  .object({
    title: required("Title", 200),
    company_name: required("Company name", 200),
    department: optionalText("Department", 100),
    job_type: enumWithDefault(jobTypeOptions, "full_time", "Job type"),
    employment_type: enumWithDefault(jobEmploymentTypeOptions, "permanent", "Employment type"),
    experience_required: optionalText("Experience required", 50),
    salary_min: rupees("Minimum salary"),
    salary_max: rupees("Maximum salary"),
    salary_type: z.preprocess(
      (value) => value || "annual",
      z.enum(["annual", "monthly"], { message: "Salary type must be annual or monthly." }),
    ),
    location_city: required("City", 100),
    location_state: z
      .string({ message: REQUIRED_FIELDS_MESSAGE })
      .trim()
      .min(1, REQUIRED_FIELDS_MESSAGE)
      .refine(
        (value) => (indianStates as readonly string[]).includes(value),
        "Please choose a state from the list.",
      ),
    location_district: optionalText("District", 100),
    job_description: required("Job description", 20_000),
    key_responsibilities: list("Key responsibilities"),
    required_skills: list("Required skills"),
    preferred_skills: list("Preferred skills"),
    education_requirements: optionalText("Education requirements", 500),
    industry_type: optionalText("Industry", 100),
    role_category: optionalText("Role category", 100),
    job_highlights: list("Job highlights"),
    requirements: list("Requirements"),
    application_deadline: z.preprocess(
      (value) => (value === "" || value === undefined ? null : value),
      z
        .string({ message: "Application deadline must be a date in the form YYYY-MM-DD." })
        .regex(/^\d{4}-\d{2}-\d{2}$/, "Application deadline must be a date in the form YYYY-MM-DD.")
        .refine(isCalendarDate, "Application deadline must be a real date.")
        .nullable(),
    ),
  })
  .refine((job) => job.salary_max === 0 || job.salary_max >= job.salary_min, {
    path: ["salary_max"],
    message: "Maximum salary cannot be less than the minimum salary.",
  });

export type JobFormInput = z.input<typeof jobFormSchema>;
/** A job's own fields, with the form's defaults applied. */
export type JobFields = z.output<typeof jobFormSchema>;
export type JobFieldName = keyof JobFields;
export const jobFieldNames = Object.keys(jobFormSchema.shape) as JobFieldName[];

/** The fields every job must be given; the others have defaults, in the form and in the table. */
export const requiredJobFields = [
  "title",
  "company_name",
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
    application_deadline: "2027-01-31",
  },
];

/** Application statuses (SPEC §4): an employer may set any of them, in any order. */
export const applicationStatuses = ["applied", "reviewed", "shortlisted", "rejected"] as const;
export type ApplicationStatusValue = (typeof applicationStatuses)[number];

/** The largest bulk import accepted (about 10,000 jobs of ordinary length). */
export const BULK_IMPORT_MAX_BYTES = 15 * 1024 * 1024;
