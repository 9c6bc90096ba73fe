-- Job search (docs/decisions/0006-jobs-and-applications.md): full-text search
-- over title, required skills and city, plus trigram indexes so that substring
-- matches ("noc", "bengal") and small typos ("enginer") are found by index too.
-- pg_trgm was created in 0001.

-- The required skills as one text, for substring and trigram matching.
alter table jobs add column skills_text text not null default '';
-- Title (A), required skills (B) and city (C), for ranking and multi-word queries.
alter table jobs add column search_vector tsvector not null default ''::tsvector;

-- Kept by a trigger rather than generated columns: array_to_string() is only
-- STABLE, which PostgreSQL refuses in a generated column.
create function jobs_keep_search_fields() returns trigger
language plpgsql as $$
begin
  new.skills_text := array_to_string(new.required_skills, ' | ');
  new.search_vector :=
    setweight(to_tsvector('english'::regconfig, coalesce(new.title, '')), 'A') ||
    setweight(to_tsvector('english'::regconfig, new.skills_text), 'B') ||
    setweight(to_tsvector('english'::regconfig, coalesce(new.location_city, '')), 'C');
  return new;
end;
$$;

create trigger jobs_search_fields
  before insert or update of title, required_skills, location_city on jobs
  for each row execute function jobs_keep_search_fields();

-- Fill both for the jobs that already exist (the trigger fires on this update).
update jobs set title = title;

create index jobs_search_vector_idx on jobs using gin (search_vector);
-- Trigram indexes serve ILIKE '%…%' and the word-similarity operator <%.
create index jobs_title_trgm_idx on jobs using gin (title gin_trgm_ops);
create index jobs_city_trgm_idx on jobs using gin (location_city gin_trgm_ops);
create index jobs_skills_trgm_idx on jobs using gin (skills_text gin_trgm_ops);
