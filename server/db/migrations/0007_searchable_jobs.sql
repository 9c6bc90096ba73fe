-- The public job search reads a narrow copy of the active jobs' search fields
-- (docs/decisions/0006-jobs-and-applications.md). A job row is about 1.4 KB
-- (description, responsibilities, requirements), so finding and counting up to
-- a thousand matches read a thousand wide rows, scattered over a table larger
-- than PostgreSQL's buffers, and a common word made a sequential scan of all
-- of it. This table holds only what a search filters, matches and ranks by,
-- for active jobs only: about a sixth of the size. The page's jobs are then
-- read whole from jobs by id.
--
-- Kept by triggers on jobs, so every writer (the app, a bulk import, psql)
-- keeps it in step; a deleted job's row goes with it (foreign key).

create table searchable_jobs (
  id uuid primary key references jobs (id) on delete cascade,
  created_at timestamptz not null,
  location_state text not null,
  experience_min_years smallint,
  experience_max_years smallint,
  title text not null,
  location_city text not null,
  search_vector tsvector not null
);

create index searchable_jobs_search_vector_idx on searchable_jobs using gin (search_vector);
create index searchable_jobs_title_trgm_idx on searchable_jobs using gin (title gin_trgm_ops);
create index searchable_jobs_city_trgm_idx on searchable_jobs using gin (location_city gin_trgm_ops);
create index searchable_jobs_created_idx on searchable_jobs (created_at desc, id);
create index searchable_jobs_state_idx on searchable_jobs (location_state);

-- Per statement, so a bulk import of thousands of jobs is one insert.
create function searchable_jobs_add() returns trigger
language plpgsql as $$
begin
  insert into searchable_jobs (id, created_at, location_state, experience_min_years,
    experience_max_years, title, location_city, search_vector)
  select id, created_at, location_state, experience_min_years, experience_max_years,
    title, location_city, search_vector
  from new_jobs
  where is_active;
  return null;
end;
$$;

create trigger jobs_searchable_on_insert
  after insert on jobs
  referencing new table as new_jobs
  for each statement execute function searchable_jobs_add();

-- Per row, and only when a field the search uses changed: every application
-- updates its job's application_count, which must cost nothing here.
create function searchable_jobs_change() returns trigger
language plpgsql as $$
begin
  if new.is_active then
    insert into searchable_jobs (id, created_at, location_state, experience_min_years,
      experience_max_years, title, location_city, search_vector)
    values (new.id, new.created_at, new.location_state, new.experience_min_years,
      new.experience_max_years, new.title, new.location_city, new.search_vector)
    on conflict (id) do update set
      created_at = excluded.created_at,
      location_state = excluded.location_state,
      experience_min_years = excluded.experience_min_years,
      experience_max_years = excluded.experience_max_years,
      title = excluded.title,
      location_city = excluded.location_city,
      search_vector = excluded.search_vector;
  else
    delete from searchable_jobs where id = new.id;
  end if;
  return null;
end;
$$;

create trigger jobs_searchable_on_update
  after update on jobs
  for each row
  when (old.is_active is distinct from new.is_active
    or old.created_at is distinct from new.created_at
    or old.location_state is distinct from new.location_state
    or old.experience_min_years is distinct from new.experience_min_years
    or old.experience_max_years is distinct from new.experience_max_years
    or old.title is distinct from new.title
    or old.location_city is distinct from new.location_city
    or old.search_vector is distinct from new.search_vector)
  execute function searchable_jobs_change();

insert into searchable_jobs (id, created_at, location_state, experience_min_years,
  experience_max_years, title, location_city, search_vector)
select id, created_at, location_state, experience_min_years, experience_max_years,
  title, location_city, search_vector
from jobs
where is_active;

-- Statistics now, for the planner's first searches; autovacuum keeps them after.
analyze searchable_jobs;

-- Only the public search used these; the admin's job list keeps its trigram
-- indexes on title and city.
drop index jobs_search_vector_idx;
drop index jobs_skills_trgm_idx;
