// Jobs: the postings candidates browse and employers own.
import type { Insertable, Kysely, Transaction } from "kysely";
import type { DB, JobsTable } from "../db/schema";

/** A job as written by a form, the bulk import or the demo seed. */
export interface NewJob {
  title: string;
  company_name: string;
  department?: string | null;
  job_type?: "full_time" | "part_time" | "contract" | "internship";
  employment_type?: "permanent" | "temporary" | "contract";
  experience_required?: string | null;
  salary_min?: number;
  salary_max?: number;
  salary_type?: "annual" | "monthly";
  location_city: string;
  location_state: string;
  location_district?: string | null;
  job_description: string;
  key_responsibilities?: string[];
  required_skills?: string[];
  preferred_skills?: string[];
  education_requirements?: string | null;
  industry_type?: string | null;
  role_category?: string | null;
  job_highlights?: string[];
  requirements?: string[];
  /** YYYY-MM-DD */
  application_deadline?: string | null;
  is_active?: boolean;
}

/**
 * Reads a years range out of free text such as "2-5 years", "5+ years",
 * "0-1 year" or "Fresher", for the experience filter. Unknown text gives nulls.
 */
export function parseExperienceRange(text: string | null | undefined): { min: number | null; max: number | null } {
  if (!text) return { min: null, max: null };
  const value = text.toLowerCase();
  if (/fresher|entry/.test(value)) return { min: 0, max: 1 };
  const range = value.match(/(\d{1,2})\s*(?:-|–|to)\s*(\d{1,2})/);
  if (range) {
    const [a, b] = [Number(range[1]), Number(range[2])];
    return { min: Math.min(a, b), max: Math.max(a, b) };
  }
  const open = value.match(/(\d{1,2})\s*\+/);
  if (open) return { min: Number(open[1]), max: null };
  const single = value.match(/(\d{1,2})/);
  if (single) return { min: Number(single[1]), max: Number(single[1]) };
  return { min: null, max: null };
}

export function jobRow(job: NewJob, postedBy: string | null): Insertable<JobsTable> {
  const experience = parseExperienceRange(job.experience_required);
  return {
    ...job,
    title: job.title.trim(),
    company_name: job.company_name.trim(),
    location_city: job.location_city.trim(),
    location_state: job.location_state.trim(),
    experience_min_years: experience.min,
    experience_max_years: experience.max,
    posted_by: postedBy,
  };
}

/** Inserts jobs as given; callers validate and authorise first. */
export async function insertJobs(
  db: Kysely<DB> | Transaction<DB>,
  jobs: NewJob[],
  postedBy: string | null,
): Promise<string[]> {
  if (jobs.length === 0) return [];
  const rows = await db
    .insertInto("jobs")
    .values(jobs.map((job) => jobRow(job, postedBy)))
    .returning("id")
    .execute();
  return rows.map((row) => row.id);
}
