-- A job's several places and its work mode (issue #37,
-- docs/decisions/0053-job-locations-and-work-mode.md).
--
-- The first place stays where it was (location_city, location_state,
-- location_district), which every page, feed, mail and list already reads;
-- the others are a list of {city, state} beside it. Every existing job keeps
-- its one place and becomes on-site: both columns' defaults, so adding them
-- rewrites no row.

alter table jobs add column work_mode text not null default 'on_site'
  check (work_mode in ('on_site', 'hybrid', 'remote'));
-- At most nine more (ten places a job), as the job form's schema allows.
alter table jobs add column other_locations jsonb not null default '[]'
  check (case when jsonb_typeof(other_locations) = 'array'
    then jsonb_array_length(other_locations) <= 9 else false end);

-- The other places as a list to read: anything else is read as none, so the
-- triggers that run before the table's check leave the refusal to the check.
create function job_other_places(others jsonb) returns jsonb
language sql immutable parallel safe as $$
  select case when jsonb_typeof(others) = 'array' then others else '[]'::jsonb end
$$;

-- Every city of a job, the first first, as one text: what its search matches.
create function job_cities(first_city text, others jsonb) returns text
language sql immutable parallel safe as $$
  select concat_ws(' | ', first_city,
    (select string_agg(place.value ->> 'city', ' | ' order by place.n)
     from jsonb_array_elements(job_other_places(others)) with ordinality as place(value, n)))
$$;

-- Every state of a job, each once, the first first: what the state filter matches.
create function job_states(first_state text, others jsonb) returns text[]
language sql immutable parallel safe as $$
  select array_agg(state order by first_at)
  from (
    select state, min(n) as first_at
    from (
      select first_state as state, 0::bigint as n
      union all
      select place.value ->> 'state', place.n
      from jsonb_array_elements(job_other_places(others)) with ordinality as place(value, n)
    ) as each_place
    group by state
  ) as states
$$;

-- 1. The full-text vector (migration 0002) weighs every city, not only the
--    first: "mumbai" finds a job in Pune and Mumbai.
create or replace function jobs_keep_search_fields() returns trigger
language plpgsql as $$
begin
  new.skills_text := array_to_string(new.required_skills, ' | ');
  new.search_vector :=
    setweight(to_tsvector('english'::regconfig, coalesce(new.title, '')), 'A') ||
    setweight(to_tsvector('english'::regconfig, new.skills_text), 'B') ||
    setweight(to_tsvector('english'::regconfig,
      job_cities(coalesce(new.location_city, ''), new.other_locations)), 'C');
  return new;
end;
$$;

drop trigger jobs_search_fields on jobs;
create trigger jobs_search_fields
  before insert or update of title, required_skills, location_city, other_locations on jobs
  for each row execute function jobs_keep_search_fields();

-- 2. The words a misspelt search is corrected to (migration 0005): every city's.
create or replace function jobs_add_search_words() returns trigger
language plpgsql as $$
begin
  insert into search_words (word)
  select distinct search_words_of(concat_ws(' ', job.title,
    job_cities(job.location_city, job.other_locations), job.skills_text))
  from new_jobs as job
  on conflict do nothing;
  return null;
end;
$$;

create or replace function jobs_add_changed_search_words() returns trigger
language plpgsql as $$
begin
  insert into search_words (word)
  select search_words_of(concat_ws(' ', new.title,
    job_cities(new.location_city, new.other_locations), new.skills_text))
  on conflict do nothing;
  return null;
end;
$$;

drop trigger jobs_search_words_on_update on jobs;
create trigger jobs_search_words_on_update
  after update of title, location_city, other_locations, required_skills on jobs
  for each row
  when (old.title is distinct from new.title
    or old.location_city is distinct from new.location_city
    or old.other_locations is distinct from new.other_locations
    or old.skills_text is distinct from new.skills_text)
  execute function jobs_add_changed_search_words();

-- 3. The search's narrow copy (migrations 0007, 0017) holds every state (an
--    array with a GIN index: "state = Karnataka" matches a job with any place
--    in Karnataka), every city (the text the trigram index serves for "the
--    text anywhere in the city"), and the work mode, with an index per mode
--    newest first, as for the job type: remote jobs are a few in a hundred,
--    and a page of them should not walk every newer job.
alter table searchable_jobs add column states text[] not null default '{}';
alter table searchable_jobs add column work_mode text not null default 'on_site';
update searchable_jobs set states = array[location_state];
drop index searchable_jobs_state_idx;
alter table searchable_jobs drop column location_state;
-- Its trigram index (migration 0007) is renamed with it and serves it as before.
alter table searchable_jobs rename column location_city to cities;
alter index searchable_jobs_city_trgm_idx rename to searchable_jobs_cities_trgm_idx;

create index searchable_jobs_states_idx on searchable_jobs using gin (states);
create index searchable_jobs_mode_idx on searchable_jobs (work_mode, created_at desc, id);

create or replace function searchable_jobs_add() returns trigger
language plpgsql as $$
begin
  insert into searchable_jobs (id, created_at, states, experience_min_years,
    experience_max_years, title, cities, search_vector, salary_max, job_type, work_mode)
  select id, created_at, job_states(location_state, other_locations), experience_min_years,
    experience_max_years, title, job_cities(location_city, other_locations), search_vector,
    salary_max, job_type, work_mode
  from new_jobs
  where is_active;
  return null;
end;
$$;

create or replace function searchable_jobs_change() returns trigger
language plpgsql as $$
begin
  if new.is_active then
    insert into searchable_jobs (id, created_at, states, experience_min_years,
      experience_max_years, title, cities, search_vector, salary_max, job_type, work_mode)
    values (new.id, new.created_at, job_states(new.location_state, new.other_locations),
      new.experience_min_years, new.experience_max_years, new.title,
      job_cities(new.location_city, new.other_locations), new.search_vector,
      new.salary_max, new.job_type, new.work_mode)
    on conflict (id) do update set
      created_at = excluded.created_at,
      states = excluded.states,
      experience_min_years = excluded.experience_min_years,
      experience_max_years = excluded.experience_max_years,
      title = excluded.title,
      cities = excluded.cities,
      search_vector = excluded.search_vector,
      salary_max = excluded.salary_max,
      job_type = excluded.job_type,
      work_mode = excluded.work_mode;
  else
    delete from searchable_jobs where id = new.id;
  end if;
  return null;
end;
$$;

drop trigger jobs_searchable_on_update on jobs;
create trigger jobs_searchable_on_update
  after update on jobs
  for each row
  when (old.is_active is distinct from new.is_active
    or old.created_at is distinct from new.created_at
    or old.location_state is distinct from new.location_state
    or old.other_locations is distinct from new.other_locations
    or old.experience_min_years is distinct from new.experience_min_years
    or old.experience_max_years is distinct from new.experience_max_years
    or old.title is distinct from new.title
    or old.location_city is distinct from new.location_city
    or old.search_vector is distinct from new.search_vector
    or old.salary_max is distinct from new.salary_max
    or old.job_type is distinct from new.job_type
    or old.work_mode is distinct from new.work_mode)
  execute function searchable_jobs_change();

analyze searchable_jobs;
