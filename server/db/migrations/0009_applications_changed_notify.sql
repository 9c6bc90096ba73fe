-- Tells every server instance, at commit, that what an employer sees of an
-- application or an applicant may have changed in a way 0008 does not tell:
-- an application's status, or a candidate's education, skills or
-- experience. Each instance then forgets the signed-in pages it keeps
-- (server/http/session-pages.ts, decision 0015), which also forget on 0003,
-- 0006 and 0008. As there, the notification is sent only when the
-- transaction commits, and a transaction's identical notifications arrive as
-- one.

create function applications_notify_changed() returns trigger
language plpgsql as $$
begin
  perform pg_notify('applications_changed', '');
  return null;
end;
$$;

create trigger job_applications_status_changed
  after update on job_applications
  for each statement execute function applications_notify_changed();

create trigger candidate_education_changed
  after insert or update or delete on candidate_education
  for each statement execute function applications_notify_changed();

create trigger candidate_education_truncated
  after truncate on candidate_education
  for each statement execute function applications_notify_changed();

create trigger candidate_skills_changed
  after insert or update or delete on candidate_skills
  for each statement execute function applications_notify_changed();

create trigger candidate_skills_truncated
  after truncate on candidate_skills
  for each statement execute function applications_notify_changed();

create trigger candidate_experience_changed
  after insert or update or delete on candidate_experience
  for each statement execute function applications_notify_changed();

create trigger candidate_experience_truncated
  after truncate on candidate_experience
  for each statement execute function applications_notify_changed();
