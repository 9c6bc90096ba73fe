-- Consents (issue #36, decision 0046): what a person agreed to where their
-- personal data was first collected (registration, a guest application, a
-- visitor's job alert), under the Digital Personal Data Protection Act, 2023
-- (s.5 notice, s.6 consent; s.6(10) puts the proof on us). Each row keeps the
-- notice as it was shown (its version, language, text and SHA-256), when
-- consent was given and when it was withdrawn. A withdrawn consent is kept,
-- marked, as the proof of both.
create table consents (
  id uuid primary key default gen_random_uuid(),
  -- The account it belongs to, if any; the address it was given with.
  user_id text references "user" ("id") on delete set null,
  email text check (email is null or length(email) between 3 and 254),
  purpose text not null check (purpose in ('registration', 'guest_application', 'job_alert')),
  notice_version text not null check (length(notice_version) between 1 and 20),
  language text not null check (language in ('en-IN', 'hi-IN')),
  notice_text text not null check (length(notice_text) between 1 and 10000),
  notice_sha256 text not null check (notice_sha256 ~ '^[0-9a-f]{64}$'),
  -- What the consent is for, when it is one thing: a job alert's id.
  job_alert_id uuid,
  given_at timestamptz not null default now(),
  withdrawn_at timestamptz,
  check (user_id is not null or email is not null),
  check (withdrawn_at is null or withdrawn_at >= given_at)
);
-- The profile's "Your data": an account's consents, newest first.
create index consents_user_idx on consents (user_id, given_at desc) where user_id is not null;
-- Deleting an alert finds its consent.
create index consents_job_alert_idx on consents (job_alert_id) where job_alert_id is not null;

-- An alert deleted (its unsubscribe link, the alerts page, the week an
-- unconfirmed one is kept) ends the consent it was made under.
create function consents_alert_deleted() returns trigger
language plpgsql as $$
begin
  update consents set withdrawn_at = now()
  where job_alert_id = old.id and withdrawn_at is null;
  return null;
end;
$$;
create trigger consents_alert_deleted
  after delete on job_alerts
  for each row execute function consents_alert_deleted();

-- An account deleted withdraws every consent it gave (the rows keep the
-- address they were given with, as the proof the Act asks of us).
create function consents_user_deleted() returns trigger
language plpgsql as $$
begin
  update consents set withdrawn_at = now()
  where user_id = old.id and withdrawn_at is null;
  return old;
end;
$$;
create trigger consents_user_deleted
  before delete on "user"
  for each row execute function consents_user_deleted();
