-- Where applicants come from, and the firm's numbers (issue #38 part D,
-- docs/decisions/0058-the-firms-numbers.md).
--
-- job_applications.source: how the candidate reached the job, recorded when
-- they apply. The job page's link says where it was found (?from=search from
-- the results, ?from=alert from an alert mail, ?from=invite from an
-- invitation mail); the apply forms carry it; the guest flow says 'guest'; an
-- invitation on record makes it 'invitation' whatever the link said. Unknown
-- or missing: 'job_page'. 'talent_pool' and 'referral' are kept for what comes
-- next (an application a recruiter starts from the pool; a signed "share this
-- job" link, whose sharer is referred_by).
alter table job_applications
  add column source text not null default 'job_page'
    check (source in ('job_page', 'search', 'job_alert', 'talent_pool', 'invitation', 'guest', 'referral')),
  add column referred_by text references "user" ("id") on delete set null;

-- Carried through "finish your profile" (decision 0043) with the cover letter.
alter table application_drafts
  add column source text check (source is null or source in
    ('job_page', 'search', 'job_alert', 'talent_pool', 'invitation', 'guest', 'referral')),
  add column referred_by text;

-- Rows from before this column are approximate, by the CSV's rule (decision
-- 0051): an invitation to that job, else a guest application's consent,
-- else the job page.
update job_applications a set source = 'invitation' where exists
  (select 1 from job_invitations i where i.job_id = a.job_id and i.candidate_id = a.candidate_id);
update job_applications a set source = 'guest' from candidate_profiles p
  where p.id = a.candidate_id and a.source = 'job_page'
    and exists (select 1 from consents c where c.user_id = p.user_id and c.purpose = 'guest_application');

-- The sources figure over every order (admin): applications in a period.
create index job_applications_applied_source_idx on job_applications (applied_at, source);

-- Until submittals and placements hold them, the milestones are the stage
-- history: the first move of an application to submitted (sent to the
-- client) or beyond, to client_interview, offered and joined. One index
-- answers "when did this application first reach X" (the order's first
-- submission, the funnel's furthest stage, time to fill) without the table;
-- the other finds the applications first sent in a period (the funnel's cohort).
create index application_status_changes_milestone_idx on application_status_changes
  (application_id, to_status, changed_at)
  where to_status in ('submitted', 'client_interview', 'offered', 'joined');
create index application_status_changes_reached_idx on application_status_changes
  (changed_at, application_id)
  where to_status in ('submitted', 'client_interview', 'offered', 'joined');
