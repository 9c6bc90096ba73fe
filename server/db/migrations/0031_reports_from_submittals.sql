-- The firm's numbers read submittals and placements now (issue #38 part D,
-- docs/decisions/0058-the-firms-numbers.md): the funnel's cohort is the
-- submittals sent in the period (submittals_sent_idx, 0027), so the stage
-- history's index of milestones by date, made for that cohort while the stage
-- history stood in for submittals, has no reader left and only slows every
-- stage move. The index by application (0030's milestone index) stays: the
-- funnel asks it whether an application was moved to Client interview.
drop index if exists application_status_changes_reached_idx;
