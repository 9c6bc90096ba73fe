-- Tells every server instance, at commit, that what a job list or job page
-- shows a signed-in candidate may have changed: an application was made or
-- removed, or a candidate profile was created, edited or removed. Each
-- instance then forgets the applicant facts it keeps (services.applicants,
-- server/domain/applications.ts). As in 0003 and 0006, the notification is
-- sent only when the transaction commits, and a transaction's identical
-- notifications arrive as one. Status changes of an application are left
-- out: no candidate's apply button depends on them.

create function applicants_notify_changed() returns trigger
language plpgsql as $$
begin
  perform pg_notify('applicants_changed', '');
  return null;
end;
$$;

create trigger job_applications_applicants_changed
  after insert or delete on job_applications
  for each statement execute function applicants_notify_changed();

create trigger job_applications_applicants_truncated
  after truncate on job_applications
  for each statement execute function applicants_notify_changed();

create trigger candidate_profiles_applicants_changed
  after insert or update or delete on candidate_profiles
  for each statement execute function applicants_notify_changed();

create trigger candidate_profiles_applicants_truncated
  after truncate on candidate_profiles
  for each statement execute function applicants_notify_changed();
