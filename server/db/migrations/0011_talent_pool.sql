-- The talent pool (issue #22, docs/decisions/0029-talent-pool.md): employers
-- and admins search every candidate, resumes included.

-- The candidate's choice (DPDP Act 2023): off until they turn it on. Employers
-- find only candidates who did (and their own applicants); admins find everyone.
alter table candidate_profiles add column discoverable boolean not null default false;

-- The text of each stored resume, extracted off the request path
-- (server/domain/resume-text.ts). A profile whose resume_key has no row here
-- with the same key is waiting for extraction; the backfill and the worker
-- find it so. 'empty' is a file without a text layer (a scan), 'unreadable' a
-- broken or hostile one: both are kept so that nobody tries them again.
create table resume_texts (
  candidate_id uuid primary key references candidate_profiles (id) on delete cascade,
  resume_key text not null,
  status text not null check (status in ('extracted', 'empty', 'unreadable')),
  body text not null default '',
  extracted_at timestamptz not null default now()
);

-- Who looked: every full-profile view and resume download by an employer or
-- an admin. Candidates see the count and the dates of the last 30 days.
create table profile_views (
  id uuid primary key default gen_random_uuid(),
  candidate_id uuid not null references candidate_profiles (id) on delete cascade,
  viewer_id text references "user" ("id") on delete set null,
  viewer_role text not null check (viewer_role in ('employer', 'admin')),
  kind text not null check (kind in ('profile', 'resume')),
  viewed_at timestamptz not null default now()
);
create index profile_views_candidate_idx on profile_views (candidate_id, viewed_at desc);

-- Invitations to apply: one per candidate and job.
create table job_invitations (
  id uuid primary key default gen_random_uuid(),
  job_id uuid not null references jobs (id) on delete cascade,
  candidate_id uuid not null references candidate_profiles (id) on delete cascade,
  invited_by text references "user" ("id") on delete set null,
  created_at timestamptz not null default now(),
  unique (job_id, candidate_id)
);

-- Where a candidate's city lies, for the state filter: the profile asks for a
-- city, not a state. The larger cities of each state and union territory; a
-- city or home location that names the state itself ("Jaipur, Rajasthan")
-- counts too.
create table city_states (city text primary key, state text not null);
insert into city_states (city, state) values
  ('visakhapatnam', 'Andhra Pradesh'), ('vijayawada', 'Andhra Pradesh'), ('guntur', 'Andhra Pradesh'),
  ('nellore', 'Andhra Pradesh'), ('tirupati', 'Andhra Pradesh'), ('kurnool', 'Andhra Pradesh'),
  ('itanagar', 'Arunachal Pradesh'), ('guwahati', 'Assam'), ('dibrugarh', 'Assam'), ('silchar', 'Assam'),
  ('patna', 'Bihar'), ('gaya', 'Bihar'), ('muzaffarpur', 'Bihar'), ('bhagalpur', 'Bihar'),
  ('raipur', 'Chhattisgarh'), ('bhilai', 'Chhattisgarh'), ('bilaspur', 'Chhattisgarh'),
  ('panaji', 'Goa'), ('margao', 'Goa'), ('vasco da gama', 'Goa'),
  ('ahmedabad', 'Gujarat'), ('surat', 'Gujarat'), ('vadodara', 'Gujarat'), ('rajkot', 'Gujarat'),
  ('gandhinagar', 'Gujarat'), ('bhavnagar', 'Gujarat'), ('jamnagar', 'Gujarat'),
  ('gurugram', 'Haryana'), ('gurgaon', 'Haryana'), ('faridabad', 'Haryana'), ('panipat', 'Haryana'),
  ('ambala', 'Haryana'), ('karnal', 'Haryana'), ('hisar', 'Haryana'),
  ('shimla', 'Himachal Pradesh'), ('dharamshala', 'Himachal Pradesh'), ('solan', 'Himachal Pradesh'),
  ('ranchi', 'Jharkhand'), ('jamshedpur', 'Jharkhand'), ('dhanbad', 'Jharkhand'), ('bokaro', 'Jharkhand'),
  ('bengaluru', 'Karnataka'), ('bangalore', 'Karnataka'), ('mysuru', 'Karnataka'), ('mysore', 'Karnataka'),
  ('mangaluru', 'Karnataka'), ('mangalore', 'Karnataka'), ('hubballi', 'Karnataka'), ('hubli', 'Karnataka'),
  ('belagavi', 'Karnataka'), ('belgaum', 'Karnataka'),
  ('thiruvananthapuram', 'Kerala'), ('trivandrum', 'Kerala'), ('kochi', 'Kerala'), ('cochin', 'Kerala'),
  ('kozhikode', 'Kerala'), ('calicut', 'Kerala'), ('thrissur', 'Kerala'),
  ('bhopal', 'Madhya Pradesh'), ('indore', 'Madhya Pradesh'), ('jabalpur', 'Madhya Pradesh'),
  ('gwalior', 'Madhya Pradesh'), ('ujjain', 'Madhya Pradesh'),
  ('mumbai', 'Maharashtra'), ('navi mumbai', 'Maharashtra'), ('thane', 'Maharashtra'), ('pune', 'Maharashtra'),
  ('nagpur', 'Maharashtra'), ('nashik', 'Maharashtra'), ('aurangabad', 'Maharashtra'),
  ('solapur', 'Maharashtra'), ('kolhapur', 'Maharashtra'),
  ('imphal', 'Manipur'), ('shillong', 'Meghalaya'), ('aizawl', 'Mizoram'), ('kohima', 'Nagaland'),
  ('dimapur', 'Nagaland'),
  ('bhubaneswar', 'Odisha'), ('cuttack', 'Odisha'), ('rourkela', 'Odisha'),
  ('ludhiana', 'Punjab'), ('amritsar', 'Punjab'), ('jalandhar', 'Punjab'), ('patiala', 'Punjab'),
  ('mohali', 'Punjab'),
  ('jaipur', 'Rajasthan'), ('jodhpur', 'Rajasthan'), ('udaipur', 'Rajasthan'), ('kota', 'Rajasthan'),
  ('ajmer', 'Rajasthan'), ('bikaner', 'Rajasthan'),
  ('gangtok', 'Sikkim'),
  ('chennai', 'Tamil Nadu'), ('coimbatore', 'Tamil Nadu'), ('madurai', 'Tamil Nadu'),
  ('tiruchirappalli', 'Tamil Nadu'), ('trichy', 'Tamil Nadu'), ('salem', 'Tamil Nadu'),
  ('tirunelveli', 'Tamil Nadu'), ('vellore', 'Tamil Nadu'), ('hosur', 'Tamil Nadu'),
  ('hyderabad', 'Telangana'), ('secunderabad', 'Telangana'), ('warangal', 'Telangana'),
  ('karimnagar', 'Telangana'),
  ('agartala', 'Tripura'),
  ('lucknow', 'Uttar Pradesh'), ('kanpur', 'Uttar Pradesh'), ('noida', 'Uttar Pradesh'),
  ('greater noida', 'Uttar Pradesh'), ('ghaziabad', 'Uttar Pradesh'), ('agra', 'Uttar Pradesh'),
  ('varanasi', 'Uttar Pradesh'), ('prayagraj', 'Uttar Pradesh'), ('allahabad', 'Uttar Pradesh'),
  ('meerut', 'Uttar Pradesh'), ('bareilly', 'Uttar Pradesh'), ('aligarh', 'Uttar Pradesh'),
  ('gorakhpur', 'Uttar Pradesh'),
  ('dehradun', 'Uttarakhand'), ('haridwar', 'Uttarakhand'), ('roorkee', 'Uttarakhand'),
  ('haldwani', 'Uttarakhand'),
  ('kolkata', 'West Bengal'), ('howrah', 'West Bengal'), ('durgapur', 'West Bengal'),
  ('asansol', 'West Bengal'), ('siliguri', 'West Bengal'),
  ('port blair', 'Andaman and Nicobar Islands'), ('chandigarh', 'Chandigarh'),
  ('silvassa', 'Dadra and Nagar Haveli and Daman and Diu'), ('daman', 'Dadra and Nagar Haveli and Daman and Diu'),
  ('delhi', 'Delhi'), ('new delhi', 'Delhi'),
  ('srinagar', 'Jammu and Kashmir'), ('jammu', 'Jammu and Kashmir'), ('leh', 'Ladakh'),
  ('kavaratti', 'Lakshadweep'), ('puducherry', 'Puducherry'), ('pondicherry', 'Puducherry');

-- The state a place is in: a known city named in it, or the state's own name.
create function state_of_place(place text) returns text
language sql stable parallel safe as $$
  select coalesce(
    (select state from city_states
      where lower(btrim(split_part(coalesce(place, ''), ',', 1))) = city_states.city),
    (select state from city_states
      where position(lower(state) in lower(coalesce(place, ''))) > 0
      order by length(state) desc limit 1)
  )
$$;

create function education_rank(level text) returns smallint
language sql immutable parallel safe as $$
  select case level
    when '10th' then 1 when '12th' then 2 when 'diploma' then 3
    when 'bachelor' then 4 when 'master' then 5 when 'phd' then 6 else 0 end::smallint
$$;

-- The parts of a text around the first place each searched word appears
-- (`lexemes`: the search's words as the text holds them), for the snippet of
-- a result: ts_headline reads every word of the text it is given, and the
-- profile and resume whole made the snippets of a page dearer than the search
-- itself (and a resume can be 20 times the bench's). The first two places
-- of each word, 100 characters before and 150 after (a fragment of the
-- snippet is at most 28 words), overlapping parts merged, joined by " … ";
-- the text's start when none of the words is there as it is written.
create function text_excerpt(body text, lexemes text[]) returns text
language sql immutable parallel safe as $$
  select coalesce(
    string_agg(
      regexp_replace(regexp_replace(substr(body, part_start, part_stop - part_start),
        case when part_start > 1 then '^\S*\s+' else '^' end, ''),
        case when part_stop <= length(body) then '\s+\S*$' else '$' end, ''),
      ' … ' order by part_start),
    left(body, 600))
  from (
    select min(part_start) as part_start, max(part_stop) as part_stop
    from (
      select part_start, part_stop, sum(opens) over (order by part_start, part_stop) as part
      from (
        select part_start, part_stop,
          case when part_start <= max(part_stop) over (order by part_start, part_stop
            rows between unbounded preceding and 1 preceding) then 0 else 1 end as opens
        from (
          select distinct greatest(1, at - 100) as part_start, at + 150 as part_stop
          from (select lower(body) as text) as lowered
          cross join unnest(lexemes) as lexeme
          -- The word's first two places: the first can be inside a longer
          -- token the search does not match ("IP/MPLS" for "mpls").
          cross join lateral (select strpos(lowered.text, lexeme) as first) as one
          cross join lateral (select unnest(array[first,
            nullif(strpos(substr(lowered.text, first + 1), lexeme), 0) + first]) as at) as two
          where length(lexeme) >= 3 and at > 0
        ) as parts
      ) as marked
    ) as numbered
    group by part
  ) as merged
$$;

-- What the candidate search reads: one narrow row per complete profile (one
-- a candidate could apply with), with the text of the profile, its lists and
-- the resume as one weighted vector. Caste, disability, marital status and
-- family details are not here, so nothing can match or filter by them.
-- Kept by triggers on the profile, its lists and the resume text, so every
-- writer (the app, a restore, psql) keeps it in step.
create table searchable_candidates (
  candidate_id uuid primary key references candidate_profiles (id) on delete cascade,
  discoverable boolean not null,
  name text not null,
  current_city text,
  home_location text,
  state text,
  total_experience text,
  expected_salary bigint,
  notice_period integer,
  industry text,
  education_rank smallint not null,
  updated_at timestamptz not null,
  search_vector tsvector not null,
  -- The employers (jobs.posted_by) of the jobs the candidate applied to, who
  -- find them whether or not they are discoverable: in the row, so that an
  -- employer's search reads no applications. Asking job_applications for
  -- each match cost 20 to 40 ms a search for the bench's demo employer
  -- (47,000 applicants, hashed first), or as much in lookups one at a time.
  applied_to text[] not null default '{}',
  -- Each skill as "name, lower case" U+001F "whole years, at most 50", for
  -- the skill filter ("Java, at least 3 years": any of java␟3 … java␟50),
  -- which its index then answers with the others instead of looking up the
  -- skills of every candidate the search reads.
  skill_years text[] not null default '{}'
);
create index searchable_candidates_vector_idx on searchable_candidates using gin (search_vector);
create index searchable_candidates_name_trgm_idx on searchable_candidates using gin (name gin_trgm_ops);
create index searchable_candidates_updated_idx on searchable_candidates (updated_at desc, candidate_id);
create index searchable_candidates_discoverable_idx on searchable_candidates (updated_at desc, candidate_id)
  where discoverable;
-- The filters, combined by bitmaps with each other and with the text's index:
-- without them a search by state and experience read every row (150 ms over
-- 200,000), and a text found in 30,000 resumes was filtered by state row by
-- row. Education at least N matches most candidates and has none.
create index searchable_candidates_state_idx on searchable_candidates (state);
create index searchable_candidates_experience_idx on searchable_candidates (total_experience);
create index searchable_candidates_salary_idx on searchable_candidates (expected_salary);
create index searchable_candidates_notice_idx on searchable_candidates (notice_period);
create index searchable_candidates_industry_idx on searchable_candidates (industry);
-- "pune" anywhere in the current city or the home location.
create index searchable_candidates_city_trgm_idx on searchable_candidates using gin (current_city gin_trgm_ops);
create index searchable_candidates_home_trgm_idx on searchable_candidates using gin (home_location gin_trgm_ops);
create index searchable_candidates_skill_years_idx on searchable_candidates using gin (skill_years);

-- Words of names, skills, designations, companies, courses and cities, for
-- correcting a misspelt search word, as search_words does for jobs.
create table candidate_search_words (word text primary key);
create index candidate_search_words_trgm_idx on candidate_search_words using gin (word gin_trgm_ops);

-- The employers whose jobs the candidates applied to, as applied_to holds them.
create function employers_applied_to(candidate uuid) returns text[]
language sql stable parallel safe as $$
  select array(
    select distinct jobs.posted_by from job_applications
    join jobs on jobs.id = job_applications.job_id
    where job_applications.candidate_id = candidate and jobs.posted_by is not null
    order by jobs.posted_by)
$$;

create function refresh_searchable_candidates(ids uuid[]) returns void
language plpgsql as $$
begin
  with found as (
    select p.id, p.discoverable, p.first_name, p.last_name, p.current_city, p.home_location,
      p.total_experience, p.expected_salary, p.notice_period, p.industry, p.updated_at,
      p.profile_summary,
      (select string_agg(s.skill_name, ' | ') from candidate_skills s where s.candidate_id = p.id) as skills,
      (select string_agg(e.designation, ' | ') from candidate_experience e where e.candidate_id = p.id) as designations,
      (select string_agg(e.company_name, ' | ') from candidate_experience e where e.candidate_id = p.id) as companies,
      (select string_agg(concat_ws(' ', d.course_name, d.specialization, d.institute_name), ' | ')
        from candidate_education d where d.candidate_id = p.id) as education,
      (select coalesce(max(education_rank(d.education_level)), 0) from candidate_education d
        where d.candidate_id = p.id) as education_rank,
      (select r.body from resume_texts r where r.candidate_id = p.id and r.resume_key = p.resume_key) as resume,
      array(select distinct lower(s.skill_name) || chr(31) || least(floor(s.years_of_experience), 50)::int
        from candidate_skills s where s.candidate_id = p.id) as skill_years
    from candidate_profiles p
    where p.id = any(ids)
      -- Complete profiles only (server/domain/profiles.ts isProfileComplete).
      and btrim(p.first_name) <> '' and btrim(p.last_name) <> ''
      and btrim(coalesce(p.current_city, '')) <> '' and p.total_experience is not null
      and btrim(coalesce(p.profile_summary, '')) <> ''
  ), gone as (
    delete from searchable_candidates
    where candidate_id = any(ids) and candidate_id not in (select id from found)
  ), kept as (
    -- Updated in place, applied_to aside: the applications' triggers keep
    -- it, and a refresh running beside one of them must not undo it.
    insert into searchable_candidates (candidate_id, discoverable, name, current_city, home_location,
      state, total_experience, expected_salary, notice_period, industry, education_rank, updated_at,
      search_vector, applied_to, skill_years)
    select id, discoverable, btrim(first_name || ' ' || last_name), current_city, home_location,
      coalesce(state_of_place(current_city), state_of_place(home_location)), total_experience,
      expected_salary, notice_period, industry, education_rank, updated_at,
      setweight(to_tsvector('english', concat_ws(' ', first_name, last_name, skills, designations)), 'A') ||
      setweight(to_tsvector('english', concat_ws(' ', profile_summary, companies, education,
        current_city, home_location)), 'B') ||
      -- A resume's first 100,000 characters: the words a recruiter searches
      -- for are there, and a tsvector has a size limit.
      setweight(to_tsvector('english', left(coalesce(resume, ''), 100000)), 'C'),
      employers_applied_to(id), skill_years
    from found
    on conflict (candidate_id) do update set
      discoverable = excluded.discoverable, name = excluded.name, current_city = excluded.current_city,
      home_location = excluded.home_location, state = excluded.state,
      total_experience = excluded.total_experience, expected_salary = excluded.expected_salary,
      notice_period = excluded.notice_period, industry = excluded.industry,
      education_rank = excluded.education_rank, updated_at = excluded.updated_at,
      search_vector = excluded.search_vector, skill_years = excluded.skill_years
    returning candidate_id
  )
  insert into candidate_search_words (word)
  select distinct search_words_of(concat_ws(' ', first_name, last_name, skills, designations, companies,
    education, current_city, home_location))
  from found
  on conflict do nothing;
end;
$$;

create function searchable_candidates_of_profiles() returns trigger
language plpgsql as $$
begin
  perform refresh_searchable_candidates(array(select id from changed_rows));
  return null;
end;
$$;

create function searchable_candidates_of_entries() returns trigger
language plpgsql as $$
begin
  perform refresh_searchable_candidates(array(select distinct candidate_id from changed_rows));
  return null;
end;
$$;

create trigger candidate_profiles_searchable_on_insert
  after insert on candidate_profiles referencing new table as changed_rows
  for each statement execute function searchable_candidates_of_profiles();
create trigger candidate_profiles_searchable_on_update
  after update on candidate_profiles referencing new table as changed_rows
  for each statement execute function searchable_candidates_of_profiles();

create trigger candidate_skills_searchable_on_insert
  after insert on candidate_skills referencing new table as changed_rows
  for each statement execute function searchable_candidates_of_entries();
create trigger candidate_skills_searchable_on_update
  after update on candidate_skills referencing new table as changed_rows
  for each statement execute function searchable_candidates_of_entries();
create trigger candidate_skills_searchable_on_delete
  after delete on candidate_skills referencing old table as changed_rows
  for each statement execute function searchable_candidates_of_entries();
create trigger candidate_education_searchable_on_insert
  after insert on candidate_education referencing new table as changed_rows
  for each statement execute function searchable_candidates_of_entries();
create trigger candidate_education_searchable_on_update
  after update on candidate_education referencing new table as changed_rows
  for each statement execute function searchable_candidates_of_entries();
create trigger candidate_education_searchable_on_delete
  after delete on candidate_education referencing old table as changed_rows
  for each statement execute function searchable_candidates_of_entries();
create trigger candidate_experience_searchable_on_insert
  after insert on candidate_experience referencing new table as changed_rows
  for each statement execute function searchable_candidates_of_entries();
create trigger candidate_experience_searchable_on_update
  after update on candidate_experience referencing new table as changed_rows
  for each statement execute function searchable_candidates_of_entries();
create trigger candidate_experience_searchable_on_delete
  after delete on candidate_experience referencing old table as changed_rows
  for each statement execute function searchable_candidates_of_entries();
create trigger resume_texts_searchable_on_insert
  after insert on resume_texts referencing new table as changed_rows
  for each statement execute function searchable_candidates_of_entries();
create trigger resume_texts_searchable_on_update
  after update on resume_texts referencing new table as changed_rows
  for each statement execute function searchable_candidates_of_entries();

-- applied_to, kept by the applications. A new application adds its job's
-- employer to what the row holds (read again after waiting for a concurrent
-- writer of the row, so two applications at once both count); a deleted one,
-- or a job given to another employer, recounts the candidates concerned.
-- Applications never move to another job or candidate.
create function searchable_candidates_of_new_applications() returns trigger
language plpgsql as $$
begin
  update searchable_candidates found
  set applied_to = array(select distinct employer from unnest(found.applied_to || added.employers) as employer
    order by employer)
  from (
    select changed_rows.candidate_id, array_agg(distinct jobs.posted_by) as employers
    from changed_rows join jobs on jobs.id = changed_rows.job_id
    where jobs.posted_by is not null
    group by changed_rows.candidate_id
  ) as added
  where found.candidate_id = added.candidate_id and not found.applied_to @> added.employers;
  return null;
end;
$$;

-- The rows first, then the count: a recount that waited for another writer of
-- the row counts what that one committed (each statement here reads anew),
-- so two applications of one candidate deleted at once leave neither
-- employer behind.
create function recount_applied_to(ids uuid[]) returns void
language plpgsql as $$
begin
  perform 1 from searchable_candidates where candidate_id = any(ids) order by candidate_id for update;
  update searchable_candidates found set applied_to = counted.employers
  from (select id, employers_applied_to(id) as employers from unnest(ids) as id) as counted
  where found.candidate_id = counted.id and found.applied_to <> counted.employers;
end;
$$;

create function searchable_candidates_of_gone_applications() returns trigger
language plpgsql as $$
begin
  perform recount_applied_to(array(select distinct candidate_id from changed_rows));
  return null;
end;
$$;

create function searchable_candidates_of_job_owner() returns trigger
language plpgsql as $$
begin
  perform recount_applied_to(array(select candidate_id from job_applications where job_id = new.id));
  return null;
end;
$$;

create trigger job_applications_searchable_on_insert
  after insert on job_applications referencing new table as changed_rows
  for each statement execute function searchable_candidates_of_new_applications();
create trigger job_applications_searchable_on_delete
  after delete on job_applications referencing old table as changed_rows
  for each statement execute function searchable_candidates_of_gone_applications();
-- Per row, and only when the owner changes (a deleted employer's jobs lose
-- theirs): a job's application count changes with every application.
create trigger jobs_searchable_on_owner_change
  after update of posted_by on jobs
  for each row when (old.posted_by is distinct from new.posted_by)
  execute function searchable_candidates_of_job_owner();

-- The candidates there are already.
select refresh_searchable_candidates(array(select id from candidate_profiles));
analyze searchable_candidates;
