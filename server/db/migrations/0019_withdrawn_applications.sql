-- A candidate may withdraw an application (issue #36, decision 0044). The
-- row stays, with the status 'withdrawn', and the change is recorded in
-- application_status_changes like an employer's; nothing is deleted, so the
-- job's application_count (0001) and the employer's history stay as they were.
alter table job_applications drop constraint job_applications_application_status_check;
alter table job_applications add constraint job_applications_application_status_check
  check (application_status in ('applied', 'reviewed', 'shortlisted', 'rejected', 'withdrawn'));
