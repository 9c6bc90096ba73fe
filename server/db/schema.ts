// Row types for Kysely. They mirror server/db/migrations (schema.test.ts holds
// the two together); a job's and a profile's own columns come from their zod schemas.
import type { ColumnType, Generated } from "kysely";

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

import type { JobFields, RequiredJobField } from "../../common/schemas/job-form";
import type {
  EducationFields,
  ExperienceFields,
  PersonalFields,
  SkillFields,
  SummaryFields,
} from "../../common/schemas/profile";
import type { StoredRole } from "../../common/schemas/roles";
import type { PipelineStage, RejectionReason } from "../../common/schemas/pipeline";
import type { ApplicationSource } from "../../common/schemas/application-source";

export type { StoredRole };
/** An application's stage in the pipeline (migration 0023, common/schemas/pipeline.ts). */
export type ApplicationStatus = PipelineStage;

export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
  lastSignInAt: Date | null;
  /** The account's language for pages and e-mails (migration 0015); null: not chosen. */
  language: "en-IN" | "hi-IN" | null;
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

/**
 * A job's own columns are the job form's fields (common/schemas/job-form.ts):
 * the required ones must be given, the others have a default in the table
 * (migrations) and may be left out when inserting.
 */
type JobFieldColumns = {
  [K in keyof JobFields]: K extends RequiredJobField ? JobFields[K] : Generated<JobFields[K]>;
};

export interface JobsTable extends Omit<JobFieldColumns, "company_name" | "other_locations"> {
  /** Its places after the first, as jsonb (migration 0026): read as the list, written as its JSON. */
  other_locations: ColumnType<JobFields["other_locations"], string | undefined, string>;
  id: Generated<string>;
  /** The public name, always written: the client's, its confidential wording or the firm's (decision 0049). */
  company_name: string;
  /** The years range read from experience_required, for the experience filter. */
  experience_min_years: number | null;
  experience_max_years: number | null;
  is_active: Generated<boolean>;
  /** When the job was closed (by its owner, an admin or its deadline); null while open (migration 0021). */
  closed_at: Date | null;
  application_count: ColumnType<number, never, never>;
  posted_by: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  /** The required skills joined by " | "; kept by a trigger (0002_job_search.sql). */
  skills_text: ColumnType<string, never, never>;
  /** Full-text vector of title, skills and city; kept by the same trigger. */
  search_vector: ColumnType<string, never, never>;
}

/**
 * A candidate's own columns are the profile form's fields (common/schemas/profile.ts).
 * The profile exists, empty, from registration until the wizard fills it, so
 * each may be null; the names default to ''.
 */
type ProfileFieldColumns = {
  [K in keyof PersonalFields]: K extends "first_name" | "last_name"
    ? Generated<string>
    : PersonalFields[K] | null;
} & { [K in keyof SummaryFields]: SummaryFields[K] | null };

export interface CandidateProfilesTable extends ProfileFieldColumns {
  id: Generated<string>;
  user_id: string;
  resume_key: string | null;
  resume_filename: string | null;
  resume_content_type: string | null;
  resume_uploaded_at: Date | null;
  photo_key: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

// The list tables: each row is one entry of the wizard's lists, as its schema gives it.
type Entry<Fields, Defaulted extends keyof Fields = never> = {
  [K in keyof Fields]: K extends Defaulted ? Generated<Fields[K]> : Fields[K];
} & { id: Generated<string>; candidate_id: string };

export type CandidateEducationTable = Entry<EducationFields>;
export type CandidateSkillsTable = Entry<SkillFields, "proficiency_level" | "years_of_experience">;
export type CandidateExperienceTable = Entry<ExperienceFields, "is_current_job">;

export interface JobApplicationsTable {
  id: Generated<string>;
  job_id: string;
  candidate_id: string;
  cover_letter: Generated<string>;
  application_status: Generated<ApplicationStatus>;
  applied_at: CreatedAt;
  updated_at: Timestamp;
  /** 1 to 5 stars from the recruiter, or none (migration 0012). */
  rating: number | null;
  /** When the application entered its stage (migration 0023). */
  stage_changed_at: Generated<Date>;
  /** How the candidate reached the job (migration 0030, decision 0058). */
  source: Generated<ApplicationSource>;
  /** Who shared the job, for a referral (migration 0030). */
  referred_by: string | null;
}

export interface ApplicationNotesTable {
  id: Generated<string>;
  application_id: string;
  author_id: string | null;
  author_email: string;
  body: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** The admin's message templates, in English and Hindi (migration 0024). */
export interface MessageTemplatesTable {
  id: Generated<string>;
  name: string;
  subject_en: string;
  body_en: string;
  subject_hi: string;
  body_hi: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** A message written to a candidate from their application, as sent (migration 0024). */
export interface ApplicationMessagesTable {
  id: Generated<string>;
  application_id: string;
  sender_id: string | null;
  sender_email: string;
  template_id: string | null;
  language: "en-IN" | "hi-IN";
  subject: string;
  body: string;
  sent_at: CreatedAt;
}

export interface InterviewsTable {
  id: Generated<string>;
  application_id: string;
  starts_at: Date;
  duration_minutes: number;
  mode: "in_person" | "phone" | "video";
  location: string | null;
  meeting_link: string | null;
  interviewer_name: string;
  instructions: string | null;
  status: Generated<"scheduled" | "cancelled">;
  sequence: Generated<number>;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface ApplicationStatusChangesTable {
  id: Generated<string>;
  application_id: string;
  changed_by: string | null;
  from_status: string;
  to_status: string;
  /** Why a candidate was rejected, and a note, kept with each move (migration 0023). */
  reason: RejectionReason | null;
  note: string | null;
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
  /** queued until the mail queue's worker sends it (sent), keeps it without SMTP (stored) or gives up (failed). */
  status: Generated<MailStatus>;
  /** The last attempt's reason, while retried and once failed. */
  error: string | null;
  /** A text/calendar invitation sent with the message (migration 0012). */
  calendar: string | null;
  /** Extra headers, such as List-Unsubscribe (migration 0013). */
  headers: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
  /** Where a reply goes: the sender of a contact enquiry (migration 0016). */
  reply_to: string | null;
  attempts: Generated<number>;
  last_attempt_at: Date | null;
  created_at: CreatedAt;
  sent_at: Date | null;
}

export const mailStatuses = ["queued", "stored", "sent", "failed"] as const;
export type MailStatus = (typeof mailStatuses)[number];

export interface JobAlertsTable {
  id: Generated<string>;
  /** The candidate's own alert; null for a visitor's. */
  candidate_id: string | null;
  email: string;
  name: string;
  q: Generated<string>;
  state: string;
  experience: string;
  frequency: "daily" | "weekly";
  paused: Generated<boolean>;
  /** Null until a visitor follows the confirmation link; nothing is sent before. */
  confirmed_at: Date | null;
  created_at: CreatedAt;
  /** India's date of the run that last took this alert. */
  last_run_on: ColumnType<string, string | undefined, string>;
  /** Jobs posted up to then were considered already. */
  covered_until: Generated<Date>;
  last_sent_at: Date | null;
  /** A visitor's alert: the language of the page it was made on (migration 0015); an account's own language comes first. */
  language: "en-IN" | "hi-IN" | null;
}

/** What a person agreed to where their data was first collected (migration 0020, decision 0046). */
export interface ConsentsTable {
  id: Generated<string>;
  user_id: string | null;
  email: string | null;
  purpose: "registration" | "guest_application" | "job_alert" | "client_disclosure";
  notice_version: string;
  language: "en-IN" | "hi-IN";
  /** The notice as it was shown, in its language. */
  notice_text: string;
  notice_sha256: string;
  /** A job alert's consent: the alert's id (kept after the alert is deleted). */
  job_alert_id: string | null;
  given_at: Generated<Date>;
  withdrawn_at: Date | null;
  /** A client_disclosure consent: the client it lets the profile go to (migration 0027). */
  client_id: Generated<string | null>;
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

/** The text of a stored resume (server/domain/resume-text.ts); the row of another resume_key is stale. */
export interface ResumeTextsTable {
  candidate_id: string;
  resume_key: string;
  status: "extracted" | "empty" | "unreadable";
  body: Generated<string>;
  extracted_at: CreatedAt;
}

export interface ProfileViewsTable {
  id: Generated<string>;
  candidate_id: string;
  viewer_id: string | null;
  viewer_role: "employer" | "admin";
  kind: "profile" | "resume";
  viewed_at: CreatedAt;
}

export interface JobInvitationsTable {
  id: Generated<string>;
  job_id: string;
  candidate_id: string;
  invited_by: string | null;
  created_at: CreatedAt;
}

/** A job a candidate saved (migration 0014): `candidate_id` is the account's user id. */
export interface SavedJobsTable {
  candidate_id: string;
  job_id: string;
  created_at: CreatedAt;
}

/** A cover letter kept while its writer finishes the profile (migration 0018, decision 0043). */
export interface ApplicationDraftsTable {
  user_id: string;
  job_id: string;
  cover_letter: string;
  /** Where the candidate came from, carried to the application (migration 0030). */
  source: ApplicationSource | null;
  referred_by: string | null;
  /** Renewed when the letter is kept again. */
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A company the firm recruits for (migration 0022, decision 0049). */
export interface ClientsTable {
  id: Generated<string>;
  name: string;
  industry: string | null;
  city: string | null;
  website: string | null;
  notes: string | null;
  archived_at: Date | null;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
  /** The replacement guarantee in days from joining, and the usual fee (migration 0029). */
  guarantee_days: Generated<number>;
  default_fee_percent: number | null;
}

export type PlacementStatus = "offered" | "joined" | "offer_declined" | "ended";
export type PlacementEndReason = "left" | "terminated" | "replaced";

/** An offer and its joining: the CTC, the fee and the guarantee (migration 0029). Staff only. */
export interface PlacementsTable {
  id: Generated<string>;
  application_id: string;
  job_id: string;
  client_id: string | null;
  recruiter_id: string | null;
  status: Generated<PlacementStatus>;
  offered_at: Generated<Date>;
  /** India dates, "YYYY-MM-DD". */
  expected_joining_on: string | null;
  joined_on: string | null;
  /** Rupees a year; null only in rows migration 0029 made. */
  annual_ctc: number | null;
  fee_type: "percent" | "fixed" | null;
  fee_percent: number | null;
  fee_amount: number | null;
  guarantee_days: number;
  guarantee_ends_on: string | null;
  ended_on: string | null;
  end_reason: PlacementEndReason | null;
  replacement_for: string | null;
  reminder_sent_at: Date | null;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** A person at a client; staff only, never public. */
export interface ClientContactsTable {
  id: Generated<string>;
  client_id: string;
  name: string;
  designation: string | null;
  email: string | null;
  mobile: string | null;
  /** The language the contact reads (migration 0027): their mails and the submittal page. */
  language: Generated<"en-IN" | "hi-IN">;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

// Submittals (migration 0027, decision 0055).
export type SubmittalStatus = "awaiting_consent" | "declined" | "cancelled" | "sent" | "revoked";
export type ClientDecision = "shortlist" | "interview" | "not_suitable";
export type RevokedReason = "consent_withdrawn" | "application_withdrawn" | "recruiter";

/** A candidate sent (or asked to be sent) to a client contact. */
export interface SubmittalsTable {
  id: Generated<string>;
  application_id: string;
  job_id: string;
  client_id: string;
  contact_id: string | null;
  contact_name: string;
  contact_email: string;
  contact_language: Generated<"en-IN" | "hi-IN">;
  pitch: string;
  status: Generated<SubmittalStatus>;
  submitted_by: string | null;
  created_at: CreatedAt;
  consent_expires_at: Date;
  consent_answered_at: Date | null;
  consent_id: string | null;
  sent_at: Date | null;
  link_version: Generated<number>;
  link_expires_at: Date | null;
  cv_key: string | null;
  cv_sha256: string | null;
  view_count: Generated<number>;
  first_viewed_at: Date | null;
  last_viewed_at: Date | null;
  decision: ClientDecision | null;
  decided_at: Date | null;
  revoked_at: Date | null;
  revoked_reason: RevokedReason | null;
  updated_at: Timestamp;
}

/** A client's decision through one version of the link (unique per version: the one-time guard). */
export interface SubmittalDecisionsTable {
  id: Generated<string>;
  submittal_id: string;
  link_version: number;
  decision: ClientDecision;
  comment: string | null;
  proposed_times: ColumnType<Date[], Date[] | string | undefined, never>;
  contact_email: string;
  decided_at: CreatedAt;
}

/** What went to which client, when, with which consent (kept as proof, like consents). */
export interface DisclosuresTable {
  id: Generated<string>;
  user_id: string | null;
  email: string;
  submittal_id: string | null;
  client_id: string | null;
  client_name: string;
  job_title: string;
  recipient_email: string;
  fields: ColumnType<string[], string[] | string, never>;
  consent_id: string | null;
  cv_sha256: string;
  disclosed_at: CreatedAt;
}

export interface SearchableCandidatesTable {
  candidate_id: string;
  discoverable: boolean;
  name: string;
  current_city: string | null;
  home_location: string | null;
  state: string | null;
  total_experience: string | null;
  expected_salary: number | null;
  notice_period: number | null;
  industry: string | null;
  education_rank: number;
  updated_at: Date;
  search_vector: string;
}

/** Two profiles that may be one person (migration 0028, decision 0056): `candidate_a` < `candidate_b`. */
export interface CandidateDuplicatesTable {
  id: Generated<string>;
  candidate_a: string;
  candidate_b: string;
  reasons: ColumnType<DuplicateReason[], DuplicateReason[], DuplicateReason[]>;
  status: ColumnType<"open" | "dismissed", "open" | "dismissed" | undefined>;
  found_at: CreatedAt;
  resolved_by: string | null;
  resolved_at: Date | null;
}
export type DuplicateReason = "mobile" | "email" | "name_city_profile";

/** One run of the duplicate scan. */
export interface DuplicateScansTable {
  id: Generated<string>;
  started_at: ColumnType<Date, Date | string, Date | string>;
  finished_at: CreatedAt;
  profiles_scanned: number;
  pairs_found: number;
  requested_by: string | null;
}

/** One run of the daily backup (server/domain/backups.ts). */
export interface BackupRunsTable {
  id: Generated<string>;
  started_at: ColumnType<Date, Date | string, Date | string>;
  finished_at: CreatedAt;
  succeeded: boolean;
  name: string;
  rows_written: number | null;
  files_written: number | null;
  bytes: number | null;
  error: string | null;
}

/** A merge of two profiles: the removed one's rows kept whole. */
export interface CandidateMergesTable {
  id: Generated<string>;
  kept_candidate_id: string;
  kept_user_id: string;
  removed_candidate_id: string;
  removed_user_id: string;
  removed_email: string;
  removed_rows: ColumnType<Record<string, unknown>, string, string>;
  moved: ColumnType<Record<string, unknown>, string, string>;
  merged_by: string | null;
  merged_at: CreatedAt;
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
  job_alerts: JobAlertsTable;
  consents: ConsentsTable;
  rate_limits: RateLimitsTable;
  audit_log: AuditLogTable;
  /** Every word of the jobs' titles, cities and skills, kept by triggers (migration 0005). */
  search_words: { word: string };
  // The talent pool (migration 0011).
  resume_texts: ResumeTextsTable;
  profile_views: ProfileViewsTable;
  job_invitations: JobInvitationsTable;
  // The recruiter's workflow (migration 0012).
  application_notes: ApplicationNotesTable;
  interviews: InterviewsTable;
  // Writing to candidates (migration 0024).
  message_templates: MessageTemplatesTable;
  application_messages: ApplicationMessagesTable;
  // Saved jobs (migration 0014).
  saved_jobs: SavedJobsTable;
  application_drafts: ApplicationDraftsTable;
  // Clients and their contacts (migration 0022).
  clients: ClientsTable;
  client_contacts: ClientContactsTable;
  // Duplicates and merges (migration 0028).
  candidate_duplicates: CandidateDuplicatesTable;
  duplicate_scans: DuplicateScansTable;
  backup_runs: BackupRunsTable;
  candidate_merges: CandidateMergesTable;
  // Submittals, client decisions and disclosures (migration 0027).
  submittals: SubmittalsTable;
  submittal_decisions: SubmittalDecisionsTable;
  disclosures: DisclosuresTable;
  // Placements, fees and guarantees (migration 0029).
  placements: PlacementsTable;
  /** What the candidate search reads; kept by triggers, never written by the app. */
  searchable_candidates: SearchableCandidatesTable;
  candidate_search_words: { word: string };
  city_states: { city: string; state: string };
  /** The active jobs' search fields, kept by triggers on jobs (migration 0007). */
  searchable_jobs: {
    id: string;
    created_at: Date;
    /** Every state of the job's places, its first first (migration 0026). */
    states: string[];
    experience_min_years: number | null;
    experience_max_years: number | null;
    title: string;
    /** Every city of the job's places, joined by " | " (migration 0026). */
    cities: string;
    search_vector: string;
    /** on_site, hybrid or remote (migration 0026). */
    work_mode: string;
    /** The job's salary_max and job_type (migration 0017), for the salary and type filters and the salary order. */
    salary_max: number;
    job_type: string;
  };
}
