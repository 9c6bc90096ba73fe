-- The daily backup's runs (issue #39, docs/decisions/0061-scheduled-backups.md):
-- one row per run, whether it succeeded, so the admin's dashboard can say
-- when the last one failed and why (server/domain/backups.ts).
create table backup_runs (
  id uuid primary key default gen_random_uuid(),
  started_at timestamptz not null,
  finished_at timestamptz not null default now(),
  succeeded boolean not null,
  -- The file's name (in DATA_DIR/backups, or under backups/ in the bucket).
  name text not null,
  rows_written bigint,
  files_written integer,
  bytes bigint,
  error text,
  check (succeeded = (error is null))
);
create index backup_runs_started_idx on backup_runs (started_at desc);
