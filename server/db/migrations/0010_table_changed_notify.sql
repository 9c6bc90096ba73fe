-- Tells every server instance, at commit, which table changed, so each
-- empties the caches made of it (server/cache/registry.ts, decision 0017).
-- One function, one channel (`table_changed`), the table's name as payload,
-- in place of the four channels and hand-kept column lists of migrations
-- 0003, 0006, 0008 and 0009. NOTIFY is sent only when the transaction
-- commits, and one transaction's identical notifications arrive as one, so a
-- bulk import of 10,000 jobs is a single message.
--
-- The tables below are the ones the registry names; registry.test.ts fails
-- when the two differ. A table added to the registry needs its trigger here,
-- in a new migration.

drop function jobs_notify_changed() cascade;
drop function sessions_notify_changed() cascade;
drop function applicants_notify_changed() cascade;
drop function applications_notify_changed() cascade;

create function notify_table_changed() returns trigger
language plpgsql as $$
begin
  perform pg_notify('table_changed', tg_table_name);
  return null;
end;
$$;

-- Any write, whatever its columns: a column added later is covered as it is.
create trigger table_changed
  after insert or update or delete or truncate on "session"
  for each statement execute function notify_table_changed();

create trigger table_changed
  after insert or update or delete or truncate on "user"
  for each statement execute function notify_table_changed();

create trigger table_changed
  after insert or update or delete or truncate on user_roles
  for each statement execute function notify_table_changed();

create trigger table_changed
  after insert or delete or truncate on jobs
  for each statement execute function notify_table_changed();

-- One exception: each application bumps its job's application_count
-- (migration 0001), which only employers and admins see, and they are never
-- served from a cache. An update that changes nothing else does not notify;
-- any other column, one added later included, does.
create trigger table_changed_row
  after update on jobs
  for each row
  when ((to_jsonb(old) - 'application_count') is distinct from (to_jsonb(new) - 'application_count'))
  execute function notify_table_changed();
