-- The recruiter's workflow on an application (issue #23, decision 0030):
-- private notes, a rating, and interviews with calendar invitations.

-- 1 to 5 stars, or none yet. Seen by the job's employer and admins only.
alter table job_applications add column rating smallint check (rating between 1 and 5);
create index job_applications_job_rating_idx on job_applications (job_id, rating desc nulls last, applied_at desc);

-- Private notes: never shown to the candidate. Editable by their author,
-- deletable by their author or an admin.
create table application_notes (
  id uuid primary key default gen_random_uuid(),
  application_id uuid not null references job_applications (id) on delete cascade,
  author_id text references "user" ("id") on delete set null,
  author_email text not null,
  body text not null check (length(btrim(body)) between 1 and 5000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index application_notes_application_idx on application_notes (application_id, created_at);

-- Interviews, in absolute time (shown in IST). `sequence` is the iCalendar
-- SEQUENCE of the invitation: it rises with every change the candidate is
-- sent (a reschedule, a cancellation), so calendars replace the old one.
create table interviews (
  id uuid primary key default gen_random_uuid(),
  application_id uuid not null references job_applications (id) on delete cascade,
  starts_at timestamptz not null,
  duration_minutes smallint not null check (duration_minutes between 10 and 480),
  mode text not null check (mode in ('in_person', 'phone', 'video')),
  location text check (location is null or length(location) <= 300),
  meeting_link text check (meeting_link is null or meeting_link ~ '^https://'),
  interviewer_name text not null check (length(btrim(interviewer_name)) between 1 and 120),
  instructions text check (instructions is null or length(instructions) <= 2000),
  status text not null default 'scheduled' check (status in ('scheduled', 'cancelled')),
  sequence integer not null default 0,
  created_by text references "user" ("id") on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (mode <> 'in_person' or location is not null),
  check (mode <> 'video' or meeting_link is not null)
);
create index interviews_application_idx on interviews (application_id, starts_at);
create index interviews_upcoming_idx on interviews (starts_at) where status = 'scheduled';

-- A calendar invitation sent with a message (text/calendar, METHOD REQUEST
-- or CANCEL), kept with it so the outbox holds what was sent.
alter table mail_outbox add column calendar text;
