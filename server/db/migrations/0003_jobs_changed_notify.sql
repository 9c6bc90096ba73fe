-- Tells every server instance, at commit, that what visitors see of the jobs
-- has changed, so each drops its cached anonymous pages (server/http/page-cache.ts,
-- docs/decisions/0011-anonymous-page-cache.md). NOTIFY is sent only when the
-- transaction commits, and one transaction's identical notifications arrive
-- as one, so a bulk import of 10,000 jobs is a single message.

create function jobs_notify_changed() returns trigger
language plpgsql as $$
begin
  perform pg_notify('jobs_changed', '');
  return null;
end;
$$;

create trigger jobs_changed_rows
  after insert or delete on jobs
  for each statement execute function jobs_notify_changed();

create trigger jobs_changed_truncate
  after truncate on jobs
  for each statement execute function jobs_notify_changed();

-- Every column a visitor can see, and so every column but application_count:
-- each application bumps that one, and it is shown only to employers and
-- admins, who are never served cached pages. A column added to jobs later
-- belongs in this list if public pages show it.
create trigger jobs_changed_columns
  after update of title, company_name, department, job_type, employment_type,
    experience_required, experience_min_years, experience_max_years, salary_min,
    salary_max, salary_type, location_city, location_state, location_district,
    job_description, key_responsibilities, required_skills, preferred_skills,
    education_requirements, industry_type, role_category, job_highlights,
    requirements, application_deadline, is_active, posted_by, created_at,
    updated_at, skills_text, search_vector
  on jobs
  for each statement execute function jobs_notify_changed();
