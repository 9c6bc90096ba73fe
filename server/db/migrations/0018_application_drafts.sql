-- A cover letter typed before being sent to finish the profile (issue #36,
-- decision 0043): kept for the account and job until the application is
-- made, or for a day. Server-side, because a letter of 5,000 characters (in
-- Hindi, 15,000 bytes) does not fit in a cookie or an address.
create table application_drafts (
  user_id text not null references "user" ("id") on delete cascade,
  job_id uuid not null references jobs (id) on delete cascade,
  cover_letter text not null,
  created_at timestamptz not null default now(),
  primary key (user_id, job_id)
);
create index application_drafts_job_idx on application_drafts (job_id);
