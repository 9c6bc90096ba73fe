-- Job orders (issue #37, docs/decisions/0052-job-orders.md): a job is a
-- client's request for people. How many are wanted (openings), the recruiter
-- who owns the request (owner_id: the one who manages the job from now on),
-- how pressing it is (priority) and when the client wants them filled
-- (target_date). How many are placed is not stored: it is the number of the
-- job's applications at the stage 'joined'.
alter table jobs
  add column openings integer not null default 1 check (openings between 1 and 1000),
  add column owner_id text references "user" ("id") on delete set null,
  add column priority text not null default 'normal'
    check (priority in ('low', 'normal', 'high', 'urgent')),
  add column target_date date;

-- Every job so far is owned by whoever posted it, as its rights were.
update jobs set owner_id = posted_by;

-- A job inserted without an owner is its poster's: the domain names one, but
-- the demo seed, the benches' set-based SQL and the tests insert jobs with a
-- poster only, and none of them should leave a job that nobody manages.
create function jobs_owner_defaults_to_poster() returns trigger
language plpgsql as $$
begin
  if new.owner_id is null then
    new.owner_id := new.posted_by;
  end if;
  return new;
end;
$$;
create trigger jobs_owner_default before insert on jobs
  for each row execute function jobs_owner_defaults_to_poster();

-- A recruiter's jobs and open orders, and every check of who manages a job.
create index jobs_owner_idx on jobs (owner_id, created_at desc);
