-- Search that understands its users (issue #36,
-- docs/decisions/0041-search-vocabulary.md).
--
-- 1. The public job search filters by minimum salary and job type and sorts
--    by salary: searchable_jobs (migration 0007) carries salary_max and
--    job_type, kept by the same triggers, so those filters and orders read
--    the narrow table and its indexes, never the wide jobs rows.

alter table searchable_jobs add column salary_max bigint not null default 0;
alter table searchable_jobs add column job_type text not null default 'full_time';

update searchable_jobs set salary_max = jobs.salary_max, job_type = jobs.job_type
from jobs where jobs.id = searchable_jobs.id;

-- "Highest salary first" walks this one and stops after a page; "at least N
-- LPA" is a range of it.
create index searchable_jobs_salary_idx on searchable_jobs (salary_max desc, created_at desc, id);
-- A type, newest first (an internship is a few in a hundred jobs: without it
-- a page of them read the newest-first index until twenty turned up).
create index searchable_jobs_type_idx on searchable_jobs (job_type, created_at desc, id);

create or replace function searchable_jobs_add() returns trigger
language plpgsql as $$
begin
  insert into searchable_jobs (id, created_at, location_state, experience_min_years,
    experience_max_years, title, location_city, search_vector, salary_max, job_type)
  select id, created_at, location_state, experience_min_years, experience_max_years,
    title, location_city, search_vector, salary_max, job_type
  from new_jobs
  where is_active;
  return null;
end;
$$;

create or replace function searchable_jobs_change() returns trigger
language plpgsql as $$
begin
  if new.is_active then
    insert into searchable_jobs (id, created_at, location_state, experience_min_years,
      experience_max_years, title, location_city, search_vector, salary_max, job_type)
    values (new.id, new.created_at, new.location_state, new.experience_min_years,
      new.experience_max_years, new.title, new.location_city, new.search_vector,
      new.salary_max, new.job_type)
    on conflict (id) do update set
      created_at = excluded.created_at,
      location_state = excluded.location_state,
      experience_min_years = excluded.experience_min_years,
      experience_max_years = excluded.experience_max_years,
      title = excluded.title,
      location_city = excluded.location_city,
      search_vector = excluded.search_vector,
      salary_max = excluded.salary_max,
      job_type = excluded.job_type;
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
    or old.experience_min_years is distinct from new.experience_min_years
    or old.experience_max_years is distinct from new.experience_max_years
    or old.title is distinct from new.title
    or old.location_city is distinct from new.location_city
    or old.search_vector is distinct from new.search_vector
    or old.salary_max is distinct from new.salary_max
    or old.job_type is distinct from new.job_type)
  execute function searchable_jobs_change();

analyze searchable_jobs;

-- 2. The talent pool corrects a misspelt word to the closest word of
--    candidate_search_words (migration 0011), which held the words of
--    names, skills, designations, companies, courses and cities, but not of
--    the summary nor the resume, which the search also reads: a one-letter
--    slip in a word only a resume holds found nothing. Their words are
--    added too, by triggers of their own (words are only ever added, as
--    for search_words). Words of more than 40 characters are left out: no
--    one types them, and a resume's links and codes would fill the table.

create function candidate_words_of(body text) returns setof text
language sql immutable parallel safe as $$
  select word from search_words_of(left(coalesce(body, ''), 100000)) as word
  where length(word) <= 40
$$;

create function candidate_words_of_resumes() returns trigger
language plpgsql as $$
begin
  insert into candidate_search_words (word)
  select distinct candidate_words_of(body) from changed_rows
  on conflict do nothing;
  return null;
end;
$$;

create trigger resume_texts_words_on_insert
  after insert on resume_texts referencing new table as changed_rows
  for each statement execute function candidate_words_of_resumes();
create trigger resume_texts_words_on_update
  after update on resume_texts referencing new table as changed_rows
  for each statement execute function candidate_words_of_resumes();

create function candidate_words_of_summaries() returns trigger
language plpgsql as $$
begin
  insert into candidate_search_words (word)
  select distinct candidate_words_of(profile_summary) from changed_rows
  on conflict do nothing;
  return null;
end;
$$;

create trigger candidate_profiles_words_on_insert
  after insert on candidate_profiles referencing new table as changed_rows
  for each statement execute function candidate_words_of_summaries();
create trigger candidate_profiles_words_on_update
  after update on candidate_profiles referencing new table as changed_rows
  for each statement execute function candidate_words_of_summaries();

insert into candidate_search_words (word)
select distinct candidate_words_of(body) from resume_texts
on conflict do nothing;
insert into candidate_search_words (word)
select distinct candidate_words_of(profile_summary) from candidate_profiles
on conflict do nothing;
