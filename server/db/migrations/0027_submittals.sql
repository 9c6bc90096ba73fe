-- Submittals (issue #38 part A, docs/decisions/0055-submittals-and-client-decisions.md):
-- a candidate sent to a client contact, with the candidate's consent for that
-- client and job (DPDP Act 2023, s.6: a specific purpose), the client's
-- decision through a signed link, and a disclosure row for each CV sent
-- (s.11(1)(b): with whom the data was shared, and what).

-- The language a contact reads: the client's mail and page are in it.
alter table client_contacts add column language text not null default 'en-IN'
  check (language in ('en-IN', 'hi-IN'));

create table submittals (
  id uuid primary key default gen_random_uuid(),
  application_id uuid not null references job_applications (id) on delete cascade,
  -- Copied from the application (which never changes job); reports read it.
  job_id uuid not null references jobs (id) on delete cascade,
  client_id uuid not null references clients (id) on delete restrict,
  -- Contacts get deleted (decision 0049): their name and address are copied.
  contact_id uuid references client_contacts (id) on delete set null,
  contact_name text not null check (length(btrim(contact_name)) between 1 and 200),
  contact_email text not null check (length(contact_email) between 3 and 254),
  contact_language text not null default 'en-IN' check (contact_language in ('en-IN', 'hi-IN')),
  pitch text not null check (length(btrim(pitch)) between 1 and 2000),
  status text not null default 'awaiting_consent'
    check (status in ('awaiting_consent', 'declined', 'cancelled', 'sent', 'revoked')),
  submitted_by text references "user" ("id") on delete set null,
  created_at timestamptz not null default now(),
  -- Seven days to answer; the expiry is checked when read, no task runs.
  consent_expires_at timestamptz not null,
  consent_answered_at timestamptz,
  consent_id uuid references consents (id) on delete set null,
  sent_at timestamptz,
  -- Resend and revoke bump the version: the links of older versions stop.
  link_version smallint not null default 1 check (link_version between 1 and 100),
  link_expires_at timestamptz,
  cv_key text check (cv_key ~ '^client-cvs/[0-9a-f]{32}\.pdf$'),
  cv_sha256 text check (cv_sha256 ~ '^[0-9a-f]{64}$'),
  view_count integer not null default 0,
  first_viewed_at timestamptz,
  last_viewed_at timestamptz,
  -- The latest decision; every one is in submittal_decisions.
  decision text check (decision in ('shortlist', 'interview', 'not_suitable')),
  decided_at timestamptz,
  revoked_at timestamptz,
  revoked_reason text check (revoked_reason in ('consent_withdrawn', 'application_withdrawn', 'recruiter')),
  updated_at timestamptz not null default now(),
  check (status <> 'sent' or (sent_at is not null and link_expires_at is not null
    and cv_key is not null and consent_id is not null)),
  check (status <> 'declined' or consent_answered_at is not null),
  check ((decision is null) = (decided_at is null)),
  check ((status = 'revoked') = (revoked_at is not null))
);
-- One open submittal per application and client.
create unique index submittals_open_key on submittals (application_id, client_id)
  where status in ('awaiting_consent', 'sent');
create index submittals_application_idx on submittals (application_id, created_at desc);
-- The first submittal of a job order, and the funnel's cohort (part D's reports).
create index submittals_job_sent_idx on submittals (job_id, sent_at) where sent_at is not null;
create index submittals_sent_idx on submittals (sent_at) where sent_at is not null;
create index submittals_client_idx on submittals (client_id) where status in ('awaiting_consent', 'sent');

-- One decision per link version: the unique key is the one-time guard.
create table submittal_decisions (
  id uuid primary key default gen_random_uuid(),
  submittal_id uuid not null references submittals (id) on delete cascade,
  link_version smallint not null,
  decision text not null check (decision in ('shortlist', 'interview', 'not_suitable')),
  comment text check (comment is null or length(comment) <= 2000),
  proposed_times timestamptz[] not null default '{}',
  contact_email text not null,
  decided_at timestamptz not null default now(),
  unique (submittal_id, link_version),
  check ((decision = 'interview') = (cardinality(proposed_times) between 1 and 3))
);

-- Consent for one client (and the job its notice names). "No" is not a
-- consent: it stays on the submittal.
alter table consents drop constraint consents_purpose_check;
alter table consents add constraint consents_purpose_check
  check (purpose in ('registration', 'guest_application', 'job_alert', 'client_disclosure'));
-- Not consents.submittal_id: submittals.consent_id links them already, and a
-- cycle of foreign keys would break the ordered restore (server/backup.ts).
alter table consents add column client_id uuid references clients (id) on delete restrict;
alter table consents add constraint consents_client_check
  check (purpose <> 'client_disclosure' or client_id is not null);
create index consents_client_idx on consents (user_id, client_id) where purpose = 'client_disclosure';

-- What went to whom, kept like consents: the address stays as proof after
-- the account is gone (decision 0046).
create table disclosures (
  id uuid primary key default gen_random_uuid(),
  user_id text references "user" ("id") on delete set null,
  email text not null,
  submittal_id uuid references submittals (id) on delete set null,
  client_id uuid references clients (id) on delete set null,
  client_name text not null,
  job_title text not null,
  recipient_email text not null,
  fields text[] not null,
  consent_id uuid references consents (id) on delete set null,
  cv_sha256 text not null check (cv_sha256 ~ '^[0-9a-f]{64}$'),
  disclosed_at timestamptz not null default now()
);
create index disclosures_user_idx on disclosures (user_id, disclosed_at desc) where user_id is not null;
create index disclosures_client_idx on disclosures (client_id, disclosed_at desc);
