-- Tells every server instance, at commit, that a signed-in user may no longer
-- be who they were: a session was signed out, revoked, extended or expired, a
-- role changed, or a user was removed. Each instance then forgets the
-- sessions it remembers (server/auth/sessions.ts, decision 0012), so a
-- session ended on one instance is refused on all of them. As in 0003, the
-- notification is sent only when the transaction commits, and a
-- transaction's identical notifications arrive as one.

create function sessions_notify_changed() returns trigger
language plpgsql as $$
begin
  perform pg_notify('sessions_changed', '');
  return null;
end;
$$;

-- A new session changes nothing a remembered one says; only updates and deletes.
create trigger session_changed
  after update or delete on "session"
  for each statement execute function sessions_notify_changed();

create trigger session_truncated
  after truncate on "session"
  for each statement execute function sessions_notify_changed();

create trigger user_roles_changed
  after insert or update or delete on user_roles
  for each statement execute function sessions_notify_changed();

create trigger user_roles_truncated
  after truncate on user_roles
  for each statement execute function sessions_notify_changed();

-- Sign-in writes lastSignInAt on every sign-in: only the e-mail counts.
create trigger user_changed
  after update of email or delete on "user"
  for each statement execute function sessions_notify_changed();
