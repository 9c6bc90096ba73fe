-- Mail through a queue, and job alerts (issue #24, decision 0031).

-- Every message is queued first; the mail queue's worker sends it (sent),
-- keeps it without SMTP (stored), or gives up after its attempts (failed).
-- `error` is the last attempt's reason, kept while it is retried.
alter table mail_outbox drop constraint mail_outbox_status_check;
alter table mail_outbox add constraint mail_outbox_status_check
  check (status in ('queued', 'stored', 'sent', 'failed'));
alter table mail_outbox alter column status set default 'queued';
alter table mail_outbox add column attempts smallint not null default 0;
alter table mail_outbox add column last_attempt_at timestamptz;
-- Extra headers (List-Unsubscribe of the alert e-mails), as a JSON object of strings.
alter table mail_outbox add column headers jsonb;
create index mail_outbox_status_idx on mail_outbox (status, created_at desc);

-- A saved search sent by e-mail. A candidate's alert goes to their account's
-- address and is confirmed at once; a visitor's is confirmed by a link first.
-- `covered_until`: jobs posted up to then were considered by an earlier
-- e-mail (or predate the alert); `last_run_on` (India's date) says which
-- day's run last took the alert, so two instances never send it twice a day.
create table job_alerts (
  id uuid primary key default gen_random_uuid(),
  candidate_id text references "user" ("id") on delete cascade,
  email text not null check (length(email) between 3 and 254),
  name text not null check (length(btrim(name)) between 1 and 80),
  q text not null default '' check (length(q) <= 100),
  state text not null,
  experience text not null,
  frequency text not null check (frequency in ('daily', 'weekly')),
  paused boolean not null default false,
  confirmed_at timestamptz,
  created_at timestamptz not null default now(),
  last_run_on date not null default (now() at time zone 'Asia/Kolkata')::date,
  covered_until timestamptz not null default now(),
  last_sent_at timestamptz
);
-- One alert per search and address.
create unique index job_alerts_search_idx on job_alerts (lower(email), lower(q), state, experience);
create index job_alerts_candidate_idx on job_alerts (candidate_id, created_at desc) where candidate_id is not null;
-- The run's walk over the alerts that may be due.
create index job_alerts_due_idx on job_alerts (last_run_on, id) where confirmed_at is not null and not paused;
-- Visitors' alerts never confirmed are removed after a week.
create index job_alerts_unconfirmed_idx on job_alerts (created_at) where confirmed_at is null;
