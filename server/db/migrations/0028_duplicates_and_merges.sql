-- One person, one candidate (issue #38, docs/decisions/0056-client-cv-and-candidate-merge.md).
-- Pairs of candidate profiles that may be the same person, found by a scan
-- (server/domain/duplicates.ts), and the merges an admin made of them
-- (server/domain/candidate-merge.ts).

-- The last ten digits of an Indian mobile number however it was written
-- ("+91 98450-12345", "098450 12345"), or null when they are not one:
-- what indianMobile (common/schemas/accounts.ts) stores for a new account.
create function mobile_key(phone text) returns text
language sql immutable parallel safe
as $$
  select case when d ~ '^[6-9][0-9]{9}$' then d end
  from (select right(regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g'), 10) as d) digits
$$;

-- An e-mail address as one mailbox: lower case, without a "+tag", and for
-- Gmail without the dots of the local part (which Gmail ignores).
create function email_key(email text) returns text
language sql immutable parallel safe
as $$
  select case
    when domain in ('gmail.com', 'googlemail.com') then replace(local, '.', '') || '@gmail.com'
    else local || '@' || domain
  end
  from (
    select split_part(split_part(e, '@', 1), '+', 1) as local, split_part(e, '@', 2) as domain
    from (select lower(btrim(coalesce(email, ''))) as e) lowered
  ) parts
$$;

-- A city as one name: lower case, trimmed, and the old names of the large
-- cities written the new way.
create function city_key(city text) returns text
language sql immutable parallel safe
as $$
  select case c
    when 'bangalore' then 'bengaluru'
    when 'gurgaon' then 'gurugram'
    when 'bombay' then 'mumbai'
    when 'madras' then 'chennai'
    when 'calcutta' then 'kolkata'
    when 'poona' then 'pune'
    when 'baroda' then 'vadodara'
    when 'mysore' then 'mysuru'
    when 'mangalore' then 'mangaluru'
    when 'trivandrum' then 'thiruvananthapuram'
    when 'cochin' then 'kochi'
    when 'benares' then 'varanasi'
    when 'allahabad' then 'prayagraj'
    when 'pondicherry' then 'puducherry'
    when 'vizag' then 'visakhapatnam'
    when 'new delhi' then 'delhi'
    else nullif(c, '')
  end
  from (select lower(regexp_replace(btrim(coalesce(city, '')), '\s+', ' ', 'g')) as c) cleaned
$$;

-- A person's name as the name pairs compare it: every profile, complete or
-- not (searchable_candidates holds the complete ones only).
create function person_name(first_name text, last_name text) returns text
language sql immutable parallel safe
as $$ select lower(btrim(coalesce(first_name, '') || ' ' || coalesce(last_name, ''))) $$;

create index candidate_profiles_name_trgm_idx on candidate_profiles
  using gin (person_name(first_name, last_name) gin_trgm_ops);
create index candidate_profiles_mobile_key_idx on candidate_profiles (mobile_key(phone))
  where mobile_key(phone) is not null;
create index user_email_key_idx on "user" (email_key(email));

-- A pair that may be one person: the two profiles in id order, so a pair is
-- stored once; a dismissed pair stays dismissed (the scan inserts, never updates).
create table candidate_duplicates (
  id uuid primary key default gen_random_uuid(),
  candidate_a uuid not null references candidate_profiles (id) on delete cascade,
  candidate_b uuid not null references candidate_profiles (id) on delete cascade,
  reasons text[] not null
    check (cardinality(reasons) between 1 and 3 and reasons <@ array['mobile', 'email', 'name_city_profile']),
  status text not null default 'open' check (status in ('open', 'dismissed')),
  found_at timestamptz not null default now(),
  resolved_by text references "user" ("id") on delete set null,
  resolved_at timestamptz,
  check (candidate_a < candidate_b),
  check ((status = 'open') = (resolved_at is null)),
  unique (candidate_a, candidate_b)
);
create index candidate_duplicates_open_idx on candidate_duplicates (found_at desc) where status = 'open';
create index candidate_duplicates_b_idx on candidate_duplicates (candidate_b);

-- When the scan last ran (the nightly run and "Scan now"): the next looks at
-- the profiles changed since it started.
create table duplicate_scans (
  id uuid primary key default gen_random_uuid(),
  started_at timestamptz not null,
  finished_at timestamptz not null default now(),
  profiles_scanned integer not null check (profiles_scanned >= 0),
  pairs_found integer not null check (pairs_found >= 0),
  requested_by text references "user" ("id") on delete set null
);
create index duplicate_scans_started_idx on duplicate_scans (started_at desc);

-- A merge: the kept profile, and the removed one's rows whole (its profile,
-- its account and every row that could not be moved because the kept one
-- had the same), so nothing of the person is lost. Erased with the kept
-- profile when the person deletes their account.
create table candidate_merges (
  id uuid primary key default gen_random_uuid(),
  kept_candidate_id uuid not null references candidate_profiles (id) on delete cascade,
  kept_user_id text not null references "user" ("id") on delete cascade,
  removed_candidate_id uuid not null,
  removed_user_id text not null,
  removed_email text not null,
  removed_rows jsonb not null,
  moved jsonb not null,
  merged_by text references "user" ("id") on delete set null,
  merged_at timestamptz not null default now()
);
create index candidate_merges_kept_idx on candidate_merges (kept_candidate_id);
