-- A job's life (issue #37, decision 0048): a closed job is an inactive one
-- (is_active = false hides it from Careers, search, the feeds, the sitemap and
-- applying, as deactivating always did), and closed_at says since when, for
-- the dashboards' 'Closed' and for the closing task, which closes each job
-- once its deadline day has ended in India.
alter table jobs add column closed_at timestamptz;

-- The jobs deactivated before: closed since their last change.
update jobs set closed_at = updated_at where not is_active;

-- The closing task finds the open jobs past their deadline by this index.
create index jobs_open_deadline_idx on jobs (application_deadline)
  where is_active and application_deadline is not null;
