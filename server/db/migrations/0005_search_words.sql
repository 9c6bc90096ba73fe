-- The words jobs are found by (title, city, required skills), for correcting
-- a misspelt search word ("hyderbad", "kubernets") before searching again
-- (docs/decisions/0006-jobs-and-applications.md). Comparing a word with a few
-- thousand known words by trigram takes about a millisecond; comparing the
-- whole text with every job, as the search did before, read thousands of
-- jobs and took up to half a second.
--
-- Words are only added: a word whose last job is gone stays, and a search
-- corrected to it finds nothing, as the uncorrected search did.

create function search_words_of(text) returns setof text
language sql immutable parallel safe as $$
  select distinct word
  from regexp_split_to_table(lower($1), '[^[:alnum:]]+') as word
  where length(word) >= 3
$$;

create table search_words (word text primary key);
create index search_words_trgm_idx on search_words using gin (word gin_trgm_ops);

create function jobs_add_search_words() returns trigger
language plpgsql as $$
begin
  insert into search_words (word)
  select distinct search_words_of(concat_ws(' ', job.title, job.location_city, job.skills_text))
  from new_jobs as job
  on conflict do nothing;
  return null;
end;
$$;

-- Per statement, so a bulk import adds its words in one insert.
create trigger jobs_search_words_on_insert
  after insert on jobs
  referencing new table as new_jobs
  for each statement execute function jobs_add_search_words();

-- Per row, and only when a searched field changed: every application updates
-- its job's application_count, which must not cost a look at the words.
create function jobs_add_changed_search_words() returns trigger
language plpgsql as $$
begin
  insert into search_words (word)
  select search_words_of(concat_ws(' ', new.title, new.location_city, new.skills_text))
  on conflict do nothing;
  return null;
end;
$$;

create trigger jobs_search_words_on_update
  after update of title, location_city, required_skills on jobs
  for each row
  when (old.title is distinct from new.title
    or old.location_city is distinct from new.location_city
    or old.skills_text is distinct from new.skills_text)
  execute function jobs_add_changed_search_words();

insert into search_words (word)
select distinct search_words_of(concat_ws(' ', title, location_city, skills_text))
from jobs
on conflict do nothing;
