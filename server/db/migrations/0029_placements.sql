-- Placements, fees and the replacement guarantee (issue #38, part C;
-- docs/decisions/0057-placements-and-guarantees.md). A placement is the
-- offer and the joining of one hire: the CTC, the firm's fee (a percentage of
-- the CTC or a fixed sum; the amount is stored, so a report adds one column)
-- and the guarantee: a client is owed a replacement when the person leaves
-- within guarantee_days of joining. The application's stage stays the
-- pipeline; this table holds what the stage cannot.

-- What a client's contract says, copied into each placement when it is made.
alter table clients
  add column guarantee_days smallint not null default 90 check (guarantee_days between 0 and 365),
  add column default_fee_percent numeric(5, 2)
    check (default_fee_percent > 0 and default_fee_percent <= 100);

create table placements (
  id uuid primary key default gen_random_uuid(),
  application_id uuid not null references job_applications (id) on delete cascade,
  job_id uuid not null references jobs (id) on delete cascade,
  -- null: the firm's own job.
  client_id uuid references clients (id) on delete restrict,
  -- Credited: the job's owner when the offer was recorded.
  recruiter_id text references "user" ("id") on delete set null,
  status text not null default 'offered' check (status in ('offered', 'joined', 'offer_declined', 'ended')),
  offered_at timestamptz not null default now(),
  -- Dates are India's days.
  expected_joining_on date,
  joined_on date,
  -- Rupees a year; null only in the rows this migration made ("details missing").
  annual_ctc bigint check (annual_ctc > 0 and annual_ctc <= 1000000000),
  fee_type text check (fee_type in ('percent', 'fixed')),
  fee_percent numeric(5, 2) check (fee_percent > 0 and fee_percent <= 100),
  -- round(annual_ctc * fee_percent / 100) when the fee is a percentage.
  fee_amount bigint check (fee_amount >= 0 and fee_amount <= 1000000000),
  guarantee_days smallint not null check (guarantee_days between 0 and 365),
  guarantee_ends_on date,
  ended_on date,
  end_reason text check (end_reason in ('left', 'terminated', 'replaced')),
  -- The placement this one replaces for free (backups restore rows by created_at).
  replacement_for uuid references placements (id) on delete set null,
  -- The guarantee reminder was queued (the daily run claims a row by setting it).
  reminder_sent_at timestamptz,
  created_by text references "user" ("id") on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (fee_type is null or (fee_type = 'percent') = (fee_percent is not null)),
  check ((fee_type is null) = (fee_amount is null)),
  check ((annual_ctc is null) = (fee_type is null)),
  check ((joined_on is null) = (guarantee_ends_on is null)),
  check (guarantee_ends_on is null or guarantee_ends_on = joined_on + guarantee_days),
  check (status not in ('joined', 'ended') or joined_on is not null),
  check ((status = 'ended') = (ended_on is not null)),
  check ((ended_on is null) = (end_reason is null)),
  check (ended_on is null or ended_on >= joined_on)
);
-- One offer or hire at a time per application; declined and ended ones stay as history.
create unique index placements_live_key on placements (application_id) where status in ('offered', 'joined');
create index placements_application_idx on placements (application_id, created_at desc);
-- The Orders tab's placed count, and time to fill.
create index placements_job_idx on placements (job_id, offered_at);
create index placements_joined_idx on placements (joined_on, recruiter_id) where joined_on is not null;
-- The daily guarantee reminder.
create index placements_guarantee_due_idx on placements (guarantee_ends_on)
  where status = 'joined' and reminder_sent_at is null;
create index placements_ended_idx on placements (ended_on) where ended_on is not null;

-- Leaving Offered or Joined keeps the placement in step, whoever moves the
-- application (a recruiter's move, the candidate's withdrawal, any later
-- internal move), in the move's own statement:
--   an offer rejected or withdrawn was declined;
--   Joined back to Offered is a correction: the joining is undone;
--   back to an earlier stage is a correction: the offer is deleted (the
--   stage history keeps the moves).
-- Entering Offered or Joined needs the placement's details, so the domain
-- does it (server/domain/placements.ts); a joined placement ends by "End
-- placement", never by a stage move.
create function placements_follow_stage() returns trigger
language plpgsql as $$
begin
  if new.application_status in ('rejected', 'withdrawn') then
    update placements set status = 'offer_declined', updated_at = now()
      where application_id = new.id and status = 'offered';
  elsif new.application_status = 'offered' and old.application_status = 'joined' then
    update placements set status = 'offered', joined_on = null, guarantee_ends_on = null,
        reminder_sent_at = null, updated_at = now()
      where application_id = new.id and status = 'joined';
  elsif new.application_status in ('applied', 'screening', 'submitted', 'client_interview') then
    delete from placements where application_id = new.id and status in ('offered', 'joined');
  end if;
  return null;
end;
$$;
create trigger placements_follow_stage after update of application_status on job_applications
  for each row when (old.application_status is distinct from new.application_status)
  execute function placements_follow_stage();

-- Applications already at Offered or Joined get their placement, the money
-- unknown ("details missing" until a recruiter fills it in): offered when
-- first moved to Offered, joined on the India day it reached Joined, the
-- guarantee from the client (90 days for the firm's own jobs).
insert into placements (application_id, job_id, client_id, recruiter_id, status, offered_at,
                        joined_on, guarantee_days, guarantee_ends_on, created_at)
select a.id, a.job_id, j.client_id, j.owner_id, a.application_status,
       coalesce((select min(c.changed_at) from application_status_changes c
                 where c.application_id = a.id and c.to_status = 'offered'), a.stage_changed_at),
       d.joined_on, d.days, d.joined_on + d.days, a.stage_changed_at
from job_applications a
join jobs j on j.id = a.job_id
left join clients cl on cl.id = j.client_id
cross join lateral (
  select case when a.application_status = 'joined'
              then (a.stage_changed_at at time zone 'Asia/Kolkata')::date end as joined_on,
         coalesce(cl.guarantee_days, 90)::smallint as days
) d
where a.application_status in ('offered', 'joined');
