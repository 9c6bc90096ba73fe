-- Clients (issue #37, docs/decisions/0049-clients.md): the companies the firm
-- recruits for and the people there it deals with. A job belongs to a client,
-- or (client_id null) to the firm itself. jobs.company_name stays the name the
-- public sees, written from the client's name, or from confidential_label when
-- the job is confidential, so nothing public ever reads the client.
create table clients (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(btrim(name)) between 1 and 200),
  industry text check (industry is null or length(industry) <= 100),
  city text check (city is null or length(city) <= 100),
  website text check (website is null or length(website) <= 300),
  notes text check (notes is null or length(notes) <= 5000),
  -- Archived, not deleted: its jobs keep their client.
  archived_at timestamptz,
  created_by text references "user" ("id") on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- One client per name, whatever its case.
create unique index clients_name_key on clients (lower(name));

create table client_contacts (
  id uuid primary key default gen_random_uuid(),
  client_id uuid not null references clients (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 200),
  designation text check (designation is null or length(designation) <= 100),
  email text check (email is null or length(email) between 3 and 254),
  -- Normalised like every mobile number here: +91 and ten digits.
  mobile text check (mobile is null or mobile ~ '^\+91[6-9][0-9]{9}$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index client_contacts_client_idx on client_contacts (client_id, lower(name));

alter table jobs
  add column client_id uuid references clients (id) on delete restrict,
  add column is_confidential boolean not null default false,
  add column confidential_label text not null default 'A leading telecom operator'
    check (length(btrim(confidential_label)) between 1 and 120);
-- A client's page lists its jobs.
create index jobs_client_idx on jobs (client_id, created_at desc) where client_id is not null;

-- Every company a job names becomes a client, one per name whatever its case
-- (the earliest job's spelling), except the firm's own name: those jobs are
-- the firm's. company_name is left as it was, so no job's text changes.
insert into clients (name, created_at)
select distinct on (lower(btrim(company_name))) btrim(company_name), created_at
from jobs
where lower(btrim(company_name)) <> 'vistaar technologies'
order by lower(btrim(company_name)), created_at;

update jobs set client_id = clients.id
from clients
where lower(btrim(jobs.company_name)) = lower(clients.name);
