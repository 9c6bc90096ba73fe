// Row types for Kysely. They mirror server/db/migrations; change both together.
import type { ColumnType, Generated } from "kysely";

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** A `date` column: read as "YYYY-MM-DD" (see the type parsers in database.ts). */
type DateOnly = string;

import type { StoredRole } from "../../app/schemas/roles";

export type { StoredRole };
export type ApplicationStatus = "applied" | "reviewed" | "shortlisted" | "rejected";

export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
  lastSignInAt: Date | null;
}

export interface SessionTable {
  id: string;
  expiresAt: Date;
  token: string;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
}

export interface AccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  password: string | null;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Date;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

export interface UserRolesTable {
  id: Generated<string>;
  user_id: string;
  email: string;
  role: StoredRole;
  created_at: CreatedAt;
}

export interface JobsTable {
  id: Generated<string>;
  title: string;
  company_name: string;
  department: string | null;
  job_type: Generated<"full_time" | "part_time" | "contract" | "internship">;
  employment_type: Generated<"permanent" | "temporary" | "contract">;
  experience_required: string | null;
  experience_min_years: number | null;
  experience_max_years: number | null;
  salary_min: Generated<number>;
  salary_max: Generated<number>;
  salary_type: Generated<"annual" | "monthly">;
  location_city: string;
  location_state: string;
  location_district: string | null;
  job_description: string;
  key_responsibilities: Generated<string[]>;
  required_skills: Generated<string[]>;
  preferred_skills: Generated<string[]>;
  education_requirements: string | null;
  industry_type: string | null;
  role_category: string | null;
  job_highlights: Generated<string[]>;
  requirements: Generated<string[]>;
  application_deadline: DateOnly | null;
  is_active: Generated<boolean>;
  application_count: ColumnType<number, never, never>;
  posted_by: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  /** The required skills joined by " | "; kept by a trigger (0002_job_search.sql). */
  skills_text: ColumnType<string, never, never>;
  /** Full-text vector of title, skills and city; kept by the same trigger. */
  search_vector: ColumnType<string, never, never>;
}

export interface CandidateProfilesTable {
  id: Generated<string>;
  user_id: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
  phone: string | null;
  date_of_birth: DateOnly | null;
  gender: string | null;
  current_city: string | null;
  home_location: string | null;
  total_experience: string | null;
  current_salary: number | null;
  expected_salary: number | null;
  notice_period: number | null;
  profile_summary: string | null;
  resume_key: string | null;
  resume_filename: string | null;
  resume_content_type: string | null;
  resume_uploaded_at: Date | null;
  photo_key: string | null;
  marital_status: string | null;
  family_details: string | null;
  caste: string | null;
  disability_status: string | null;
  industry: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface CandidateEducationTable {
  id: Generated<string>;
  candidate_id: string;
  education_level: string;
  course_name: string;
  specialization: string | null;
  institute_name: string;
  year_of_passing: number | null;
  percentage: number | null;
}

export interface CandidateSkillsTable {
  id: Generated<string>;
  candidate_id: string;
  skill_name: string;
  proficiency_level: Generated<number>;
  years_of_experience: Generated<number>;
}

export interface CandidateExperienceTable {
  id: Generated<string>;
  candidate_id: string;
  company_name: string;
  designation: string;
  employment_type: string | null;
  start_date: DateOnly | null;
  end_date: DateOnly | null;
  is_current_job: Generated<boolean>;
  salary: number | null;
  job_description: string | null;
  location: string | null;
}

export interface JobApplicationsTable {
  id: Generated<string>;
  job_id: string;
  candidate_id: string;
  cover_letter: Generated<string>;
  application_status: Generated<ApplicationStatus>;
  applied_at: CreatedAt;
  updated_at: Timestamp;
}

export interface ApplicationStatusChangesTable {
  id: Generated<string>;
  application_id: string;
  changed_by: string | null;
  from_status: string;
  to_status: string;
  changed_at: CreatedAt;
}

export interface ContactSubmissionsTable {
  id: Generated<string>;
  full_name: string;
  email: string;
  phone: string | null;
  company: string | null;
  message: string;
  created_at: CreatedAt;
}

export interface MailOutboxTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  status: Generated<"stored" | "sent" | "failed">;
  error: string | null;
  created_at: CreatedAt;
  sent_at: Date | null;
}

export interface RateLimitsTable {
  key: string;
  window_started_at: Date;
  hits: number;
}

export interface AuditLogTable {
  id: Generated<string>;
  actor_id: string | null;
  actor_email: string | null;
  action: string;
  target: string | null;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: CreatedAt;
}

export interface DB {
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  user_roles: UserRolesTable;
  jobs: JobsTable;
  candidate_profiles: CandidateProfilesTable;
  candidate_education: CandidateEducationTable;
  candidate_skills: CandidateSkillsTable;
  candidate_experience: CandidateExperienceTable;
  job_applications: JobApplicationsTable;
  application_status_changes: ApplicationStatusChangesTable;
  contact_submissions: ContactSubmissionsTable;
  mail_outbox: MailOutboxTable;
  rate_limits: RateLimitsTable;
  audit_log: AuditLogTable;
  /** Every word of the jobs' titles, cities and skills, kept by triggers (migration 0005). */
  search_words: { word: string };
  /** The active jobs' search fields, kept by triggers on jobs (migration 0007). */
  searchable_jobs: {
    id: string;
    created_at: Date;
    location_state: string;
    experience_min_years: number | null;
    experience_max_years: number | null;
    title: string;
    location_city: string;
    search_vector: string;
  };
}
