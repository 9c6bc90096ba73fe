-- The hiring pipeline (issue #37, decision 0050). An application's status
-- becomes its stage: applied, screening, submitted (to the client), client
-- interview, offered, joined, and rejected or withdrawn from any of them.
-- The old four map onto stages (reviewed -> screening; shortlisted ->
-- submitted, which is what the candidate was told "shortlisted" meant).
-- application_status_changes is the stage history: its rows are mapped the
-- same way, nothing is dropped, and every move from now on also keeps why a
-- candidate was rejected and an optional note.
alter table job_applications drop constraint job_applications_application_status_check;

update job_applications set application_status = case application_status
    when 'reviewed' then 'screening'
    when 'shortlisted' then 'submitted'
    else application_status end
  where application_status in ('reviewed', 'shortlisted');

alter table job_applications add constraint job_applications_application_status_check
  check (application_status in
    ('applied', 'screening', 'submitted', 'client_interview', 'offered', 'joined', 'rejected', 'withdrawn'));

update application_status_changes set
    from_status = case from_status when 'reviewed' then 'screening' when 'shortlisted' then 'submitted' else from_status end,
    to_status = case to_status when 'reviewed' then 'screening' when 'shortlisted' then 'submitted' else to_status end
  where from_status in ('reviewed', 'shortlisted') or to_status in ('reviewed', 'shortlisted');

alter table application_status_changes
  add column reason text check (reason in ('skills_mismatch', 'experience_mismatch', 'salary_expectation',
    'location', 'not_reachable', 'client_rejected', 'other')),
  add column note text check (note is null or length(note) <= 500);
-- A rejection made from now on names its reason; the rejections before this
-- migration had none to give, so only new rows are held to it (not valid yet).
alter table application_status_changes
  add constraint application_status_changes_reason_check2
  check (to_status <> 'rejected' or reason is not null) not valid;

-- Since when the application is in its stage, for the board's "days in
-- stage" without reading the history: the last change, else the application.
alter table job_applications add column stage_changed_at timestamptz;
update job_applications set stage_changed_at = coalesce(
  (select max(changed_at) from application_status_changes c where c.application_id = job_applications.id),
  applied_at);
alter table job_applications alter column stage_changed_at set default now();
alter table job_applications alter column stage_changed_at set not null;
