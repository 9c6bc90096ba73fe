-- Initial schema: the auth library's tables, the product's entities (SPEC §3),
-- the mail outbox, rate-limit counters and the audit log.
-- Money is annual rupees in bigint; every timestamp is timestamptz.

create extension if not exists pg_trgm;

-- ── Auth (better-auth's schema, as its migration generator prints it) ──────
create table "user" (
  "id" text not null primary key,
  "name" text not null,
  "email" text not null unique,
  "emailVerified" boolean not null,
  "image" text,
  "createdAt" timestamptz default current_timestamp not null,
  "updatedAt" timestamptz default current_timestamp not null,
  -- ours: shown to admins as "Last sign in"
  "lastSignInAt" timestamptz
);

create table "session" (
  "id" text not null primary key,
  "expiresAt" timestamptz not null,
  "token" text not null unique,
  "createdAt" timestamptz default current_timestamp not null,
  "updatedAt" timestamptz not null,
  "ipAddress" text,
  "userAgent" text,
  "userId" text not null references "user" ("id") on delete cascade
);

create table "account" (
  "id" text not null primary key,
  "accountId" text not null,
  "providerId" text not null,
  "userId" text not null references "user" ("id") on delete cascade,
  "accessToken" text,
  "refreshToken" text,
  "idToken" text,
  "accessTokenExpiresAt" timestamptz,
  "refreshTokenExpiresAt" timestamptz,
  "scope" text,
  "password" text,
  "createdAt" timestamptz default current_timestamp not null,
  "updatedAt" timestamptz not null
);

create table "verification" (
  "id" text not null primary key,
  "identifier" text not null,
  "value" text not null,
  "expiresAt" timestamptz not null,
  "createdAt" timestamptz default current_timestamp not null,
  "updatedAt" timestamptz default current_timestamp not null
);

create index "session_userId_idx" on "session" ("userId");
create index "account_userId_idx" on "account" ("userId");
create index "verification_identifier_idx" on "verification" ("identifier");

-- ── Roles ─────────────────────────────────────────────────────────────────
create table user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id text not null unique references "user" ("id") on delete cascade,
  email text not null,
  role text not null default 'user' check (role in ('user', 'moderator', 'admin')),
  created_at timestamptz not null default now()
);
create index user_roles_role_idx on user_roles (role);
create index user_roles_created_at_idx on user_roles (created_at desc);

-- ── Jobs ──────────────────────────────────────────────────────────────────
create table jobs (
  id uuid primary key default gen_random_uuid(),
  title text not null check (length(btrim(title)) between 1 and 200),
  company_name text not null check (length(btrim(company_name)) between 1 and 200),
  department text,
  job_type text not null default 'full_time'
    check (job_type in ('full_time', 'part_time', 'contract', 'internship')),
  employment_type text not null default 'permanent'
    check (employment_type in ('permanent', 'temporary', 'contract')),
  experience_required text,
  -- derived from experience_required when the job is written, for the filter
  experience_min_years smallint check (experience_min_years >= 0),
  experience_max_years smallint check (experience_max_years >= experience_min_years),
  salary_min bigint not null default 0 check (salary_min >= 0),
  salary_max bigint not null default 0 check (salary_max >= 0),
  salary_type text not null default 'annual' check (salary_type in ('annual', 'monthly')),
  location_city text not null check (length(btrim(location_city)) between 1 and 100),
  location_state text not null check (length(btrim(location_state)) between 1 and 100),
  location_district text,
  job_description text not null check (length(btrim(job_description)) >= 1),
  key_responsibilities text[] not null default '{}',
  required_skills text[] not null default '{}',
  preferred_skills text[] not null default '{}',
  education_requirements text,
  industry_type text,
  role_category text,
  job_highlights text[] not null default '{}',
  requirements text[] not null default '{}',
  application_deadline date,
  is_active boolean not null default true,
  application_count integer not null default 0 check (application_count >= 0),
  posted_by text references "user" ("id") on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (salary_max = 0 or salary_max >= salary_min)
);
-- careers and /jobs: active jobs newest first
create index jobs_active_created_idx on jobs (created_at desc, id) where is_active;
create index jobs_created_idx on jobs (created_at desc, id);
-- employer dashboard: a poster's jobs newest first
create index jobs_posted_by_idx on jobs (posted_by, created_at desc);
create index jobs_state_idx on jobs (location_state) where is_active;

-- ── Candidates ────────────────────────────────────────────────────────────
create table candidate_profiles (
  id uuid primary key default gen_random_uuid(),
  user_id text not null unique references "user" ("id") on delete cascade,
  first_name text not null default '',
  last_name text not null default '',
  phone text,
  date_of_birth date,
  gender text check (gender in ('male', 'female', 'other', 'prefer_not_to_say')),
  current_city text,
  home_location text,
  total_experience text check (total_experience in ('fresher', '1-2', '3-5', '6-10', '10+')),
  current_salary bigint check (current_salary >= 0),
  expected_salary bigint check (expected_salary >= 0),
  notice_period integer check (notice_period between 0 and 365),
  profile_summary text,
  -- storage keys, never public URLs: files are served through an access check
  resume_key text,
  resume_filename text,
  resume_content_type text,
  resume_uploaded_at timestamptz,
  photo_key text,
  marital_status text
    check (marital_status in ('single', 'married', 'divorced', 'widowed', 'prefer_not_to_say')),
  family_details text,
  caste text,
  disability_status text check (disability_status in (
    'none', 'visual_impairment', 'hearing_impairment', 'mobility_impairment',
    'cognitive_impairment', 'other', 'prefer_not_to_say')),
  industry text check (industry in (
    'technology', 'healthcare', 'finance', 'education', 'retail', 'manufacturing',
    'consulting', 'marketing', 'real_estate', 'automotive', 'aerospace', 'energy', 'media',
    'hospitality', 'construction', 'agriculture', 'logistics', 'telecommunications',
    'government', 'non_profit', 'other')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index candidate_profiles_created_idx on candidate_profiles (created_at desc);

create table candidate_education (
  id uuid primary key default gen_random_uuid(),
  candidate_id uuid not null references candidate_profiles (id) on delete cascade,
  education_level text not null
    check (education_level in ('10th', '12th', 'diploma', 'bachelor', 'master', 'phd', 'other')),
  course_name text not null check (length(btrim(course_name)) >= 1),
  specialization text,
  institute_name text not null check (length(btrim(institute_name)) >= 1),
  year_of_passing smallint check (year_of_passing between 1980 and 2030),
  percentage numeric(4, 1) check (percentage between 0 and 100)
);
create index candidate_education_candidate_idx on candidate_education (candidate_id, year_of_passing desc);

create table candidate_skills (
  id uuid primary key default gen_random_uuid(),
  candidate_id uuid not null references candidate_profiles (id) on delete cascade,
  skill_name text not null check (length(btrim(skill_name)) between 1 and 100),
  proficiency_level smallint not null default 3 check (proficiency_level between 1 and 5),
  years_of_experience numeric(4, 1) not null default 0
    check (years_of_experience >= 0 and years_of_experience * 2 = floor(years_of_experience * 2))
);
create index candidate_skills_candidate_idx on candidate_skills (candidate_id);
create unique index candidate_skills_unique_name_idx on candidate_skills (candidate_id, lower(skill_name));

create table candidate_experience (
  id uuid primary key default gen_random_uuid(),
  candidate_id uuid not null references candidate_profiles (id) on delete cascade,
  company_name text not null check (length(btrim(company_name)) >= 1),
  designation text not null check (length(btrim(designation)) >= 1),
  employment_type text
    check (employment_type in ('full_time', 'part_time', 'contract', 'internship', 'freelance')),
  start_date date,
  end_date date,
  is_current_job boolean not null default false,
  salary bigint check (salary >= 0),
  job_description text,
  location text,
  check (not is_current_job or end_date is null),
  check (end_date is null or start_date is null or end_date >= start_date)
);
create index candidate_experience_candidate_idx on candidate_experience (candidate_id, start_date desc);

-- ── Applications ──────────────────────────────────────────────────────────
create table job_applications (
  id uuid primary key default gen_random_uuid(),
  job_id uuid not null references jobs (id) on delete cascade,
  candidate_id uuid not null references candidate_profiles (id) on delete cascade,
  cover_letter text not null default '',
  application_status text not null default 'applied'
    check (application_status in ('applied', 'reviewed', 'shortlisted', 'rejected')),
  applied_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (job_id, candidate_id)
);
create index job_applications_candidate_idx on job_applications (candidate_id, applied_at desc);
create index job_applications_job_idx on job_applications (job_id, applied_at desc);
create index job_applications_job_status_idx on job_applications (job_id, application_status, applied_at desc);
create index job_applications_applied_at_idx on job_applications (applied_at);

-- application_count is kept by the database itself, so it stays exact however
-- many applications arrive at once (each insert locks the job's row).
create function jobs_keep_application_count() returns trigger
language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    update jobs set application_count = application_count + 1 where id = new.job_id;
  elsif tg_op = 'DELETE' then
    update jobs set application_count = application_count - 1 where id = old.job_id;
  end if;
  return null;
end;
$$;
create trigger job_applications_count
  after insert or delete on job_applications
  for each row execute function jobs_keep_application_count();

create table application_status_changes (
  id uuid primary key default gen_random_uuid(),
  application_id uuid not null references job_applications (id) on delete cascade,
  changed_by text references "user" ("id") on delete set null,
  from_status text not null,
  to_status text not null,
  changed_at timestamptz not null default now()
);
create index application_status_changes_application_idx
  on application_status_changes (application_id, changed_at desc);

-- ── Contact ───────────────────────────────────────────────────────────────
create table contact_submissions (
  id uuid primary key default gen_random_uuid(),
  full_name text not null check (length(btrim(full_name)) between 1 and 100),
  email text not null check (length(email) between 3 and 254),
  phone text check (length(phone) <= 20),
  company text check (length(company) <= 200),
  message text not null check (length(btrim(message)) between 1 and 5000),
  created_at timestamptz not null default now()
);
create index contact_submissions_created_idx on contact_submissions (created_at desc);

-- ── Mail outbox: every message is kept; without SMTP it is only kept ──────
create table mail_outbox (
  id uuid primary key default gen_random_uuid(),
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text,
  status text not null default 'stored' check (status in ('stored', 'sent', 'failed')),
  error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
create index mail_outbox_created_idx on mail_outbox (created_at desc);
create index mail_outbox_to_idx on mail_outbox (to_address, created_at desc);

-- ── Rate limits, shared by every server instance ──────────────────────────
create table rate_limits (
  key text primary key,
  window_started_at timestamptz not null,
  hits integer not null
);

-- ── Audit log ─────────────────────────────────────────────────────────────
create table audit_log (
  id uuid primary key default gen_random_uuid(),
  actor_id text references "user" ("id") on delete set null,
  actor_email text,
  action text not null,
  target text,
  details jsonb not null default '{}',
  created_at timestamptz not null default now()
);
create index audit_log_created_idx on audit_log (created_at desc);
