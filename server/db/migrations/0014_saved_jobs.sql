-- Saved jobs (issue #24, decision 0032): a candidate keeps jobs to come back
-- to. One row per candidate and job, so saving twice is saving once. The
-- candidate is the account, not the profile: a candidate may save jobs
-- before finishing a profile. A job that closes stays saved (shown as
-- closed); one that is deleted, or an account that is, takes its rows along.
create table saved_jobs (
  candidate_id text not null references "user" ("id") on delete cascade,
  job_id uuid not null references jobs (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (candidate_id, job_id)
);
-- /saved-jobs: a candidate's jobs, newest saved first.
create index saved_jobs_candidate_created_idx on saved_jobs (candidate_id, created_at desc, job_id);
-- Deleting a job finds its rows without reading the whole table.
create index saved_jobs_job_idx on saved_jobs (job_id);
