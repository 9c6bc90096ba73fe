// Interviews (issue #23): a recruiter schedules one for an application; the
// candidate is e-mailed an iCalendar invitation that Google Calendar and
// Outlook import (METHOD:REQUEST), an update when it moves (same UID, higher
// SEQUENCE) and a cancellation (METHOD:CANCEL) when it is called off. Times
// are instants in the database and shown in IST, which has no daylight
// saving, so a day and a time in India name one instant all year.
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { sql } from "kysely";
import { DateTime } from "luxon";
import { interviewSchema, type InterviewInput } from "../../common/schemas/recruiting";
import { site } from "../../app/site.config";
import { errorFields } from "../log";
import { interviewMail } from "../mail/templates";
import { assertSignedIn, assertStaff, type DomainContext } from "./context";
import { reviewableApplication } from "./employer";
import { DomainError, validate } from "./errors";
import { isUuid } from "./ids";

export const INDIA_TIME_ZONE = "Asia/Kolkata";

const applicationNotFound = () =>
  new DomainError("not_found", /*i18n*/ "This application could not be found.", { title: /*i18n*/ "Error" });
const interviewNotFound = () =>
  new DomainError("not_found", /*i18n*/ "This interview could not be found.", { title: /*i18n*/ "Error" });

// India has kept +05:30 all year since 1945: one STANDARD rule is the whole zone.
const INDIA_VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${INDIA_TIME_ZONE}`,
  "BEGIN:STANDARD",
  "DTSTART:19700101T000000",
  "TZOFFSETFROM:+0530",
  "TZOFFSETTO:+0530",
  "TZNAME:IST",
  "END:STANDARD",
  "END:VTIMEZONE",
].join("\r\n");

export interface InterviewRow {
  id: string;
  starts_at: Date;
  duration_minutes: number;
  mode: "in_person" | "phone" | "video";
  location: string | null;
  meeting_link: string | null;
  interviewer_name: string;
  instructions: string | null;
  status: "scheduled" | "cancelled";
  sequence: number;
}

const interviewColumns = [
  "interviews.id",
  "interviews.starts_at",
  "interviews.duration_minutes",
  "interviews.mode",
  "interviews.location",
  "interviews.meeting_link",
  "interviews.interviewer_name",
  "interviews.instructions",
  "interviews.status",
  "interviews.sequence",
] as const;

/** The invitation's UID: the same for every version of one interview, so calendars update it in place. */
export function interviewUid(interviewId: string): string {
  return `interview-${interviewId}@${site.emails.noReply.split("@")[1]}`;
}

/** The interview as an iCalendar file: REQUEST (new or changed) or CANCEL. */
export function interviewCalendar(
  interview: InterviewRow,
  people: { candidateName: string; candidateEmail: string; jobTitle: string; company: string },
  method: "REQUEST" | "CANCEL" | "PUBLISH",
): string {
  const calendar = ical({
    prodId: { company: site.name, product: "Job Board", language: "EN" },
    method: ICalCalendarMethod[method],
    timezone: { name: INDIA_TIME_ZONE, generator: () => INDIA_VTIMEZONE },
  });
  const start = DateTime.fromJSDate(interview.starts_at).setZone(INDIA_TIME_ZONE);
  const where =
    interview.mode === "in_person"
      ? interview.location
      : interview.mode === "video"
        ? interview.meeting_link
        : "Phone call";
  calendar.createEvent({
    id: interviewUid(interview.id),
    sequence: interview.sequence,
    start,
    end: start.plus({ minutes: interview.duration_minutes }),
    timezone: INDIA_TIME_ZONE,
    summary: `Interview: ${people.jobTitle} at ${people.company}`,
    location: where,
    url: interview.mode === "video" ? interview.meeting_link : null,
    description: [
      `Interviewer: ${interview.interviewer_name}`,
      interview.mode === "phone"
        ? "The interviewer will call you on the phone number in your profile."
        : null,
      interview.instructions,
    ]
      .filter(Boolean)
      .join("\n\n"),
    organizer: { name: site.name, email: site.emails.noReply },
    attendees: [
      { name: people.candidateName || people.candidateEmail, email: people.candidateEmail, rsvp: true },
    ],
    status:
      method === "CANCEL" || interview.status === "cancelled"
        ? ICalEventStatus.CANCELLED
        : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}

function checkFuture(input: InterviewInput) {
  if (input.startsAt.getTime() <= Date.now())
    throw new DomainError("invalid", /*i18n*/ "Please choose a time in the future.", {
      title: /*i18n*/ "Interview not scheduled",
      fieldErrors: { date: /*i18n*/ "Please choose a time in the future." },
    });
}

async function mailCandidate(
  ctx: DomainContext,
  application: Awaited<ReturnType<typeof reviewableApplication>>["application"],
  interview: InterviewRow,
  kind: "scheduled" | "changed" | "cancelled",
) {
  const candidateName = `${application.first_name} ${application.last_name}`.trim();
  const people = {
    candidateName,
    candidateEmail: application.email,
    jobTitle: application.job_title,
    company: application.job_company,
  };
  const method = kind === "cancelled" ? "CANCEL" : "REQUEST";
  // After the commit: a mail failure must not undo the interview (the outbox keeps it).
  await ctx.services.mailer
    .send({
      ...interviewMail(application.email, application.first_name, {
        kind,
        jobTitle: application.job_title,
        company: application.job_company,
        when: interview.starts_at,
        durationMinutes: interview.duration_minutes,
        mode: interview.mode,
        location: interview.location,
        meetingLink: interview.meeting_link,
        interviewer: interview.interviewer_name,
        instructions: interview.instructions,
        applicationsUrl: `${ctx.services.config.publicUrl}/my-applications`,
      }),
      calendar: { method, content: interviewCalendar(interview, people, method) },
    })
    .catch((error) => ctx.services.log.error("interview mail failed", errorFields(error)));
}

/** Schedules an interview for an application the caller may review, and invites the candidate. */
export async function scheduleInterview(
  ctx: DomainContext,
  applicationId: unknown,
  input: unknown,
): Promise<InterviewRow> {
  const details = validate(interviewSchema, input, {
    "Please choose a time in the future.": "Interview not scheduled",
  });
  checkFuture(details);
  const { actor, application } = await reviewableApplication(ctx, applicationId, applicationNotFound());
  const interview = await ctx.db
    .insertInto("interviews")
    .values({
      application_id: application.id,
      starts_at: details.startsAt,
      duration_minutes: details.duration_minutes,
      mode: details.mode,
      location: details.location,
      meeting_link: details.meeting_link,
      interviewer_name: details.interviewer_name,
      instructions: details.instructions,
      created_by: actor.userId,
    })
    .returning(interviewColumns)
    .executeTakeFirstOrThrow();
  await mailCandidate(ctx, application, interview, "scheduled");
  return interview;
}

/** An interview the caller may manage, with its application. */
async function managedInterview(ctx: DomainContext, interviewId: unknown) {
  assertStaff(ctx);
  if (typeof interviewId !== "string" || !isUuid(interviewId)) throw interviewNotFound();
  const found = await ctx.db
    .selectFrom("interviews")
    .select(["application_id", "status"])
    .where("id", "=", interviewId)
    .executeTakeFirst();
  if (!found) throw interviewNotFound();
  const { application } = await reviewableApplication(ctx, found.application_id, interviewNotFound());
  if (found.status === "cancelled")
    throw new DomainError("conflict", /*i18n*/ "This interview was cancelled.", {
      title: /*i18n*/ "Interview cancelled",
    });
  return { id: interviewId, application };
}

/** Moves or changes an interview; the candidate gets the updated invitation (SEQUENCE + 1). */
export async function rescheduleInterview(
  ctx: DomainContext,
  interviewId: unknown,
  input: unknown,
): Promise<InterviewRow> {
  const details = validate(interviewSchema, input, {
    "Please choose a time in the future.": "Interview not scheduled",
  });
  checkFuture(details);
  const { id, application } = await managedInterview(ctx, interviewId);
  const interview = await ctx.db
    .updateTable("interviews")
    .set({
      starts_at: details.startsAt,
      duration_minutes: details.duration_minutes,
      mode: details.mode,
      location: details.location,
      meeting_link: details.meeting_link,
      interviewer_name: details.interviewer_name,
      instructions: details.instructions,
      sequence: sql`sequence + 1`,
      updated_at: sql`now()`,
    })
    .where("id", "=", id)
    .where("status", "=", "scheduled")
    .returning(interviewColumns)
    .executeTakeFirst();
  if (!interview)
    throw new DomainError("conflict", /*i18n*/ "This interview was cancelled.", {
      title: /*i18n*/ "Interview cancelled",
    });
  await mailCandidate(ctx, application, interview, "changed");
  return interview;
}

/** Calls an interview off; the candidate gets a cancellation (METHOD:CANCEL, SEQUENCE + 1, RFC 5546). */
export async function cancelInterview(ctx: DomainContext, interviewId: unknown): Promise<void> {
  const { id, application } = await managedInterview(ctx, interviewId);
  const interview = await ctx.db
    .updateTable("interviews")
    .set({ status: "cancelled", sequence: sql`sequence + 1`, updated_at: sql`now()` })
    .where("id", "=", id)
    .where("status", "=", "scheduled")
    .returning(interviewColumns)
    .executeTakeFirst();
  if (!interview) return;
  await mailCandidate(ctx, application, interview, "cancelled");
}

/** An application's interviews, soonest first, for the recruiter's dialog. */
export async function interviewsOf(ctx: DomainContext, applicationId: unknown): Promise<InterviewRow[]> {
  const { application } = await reviewableApplication(ctx, applicationId, applicationNotFound());
  return ctx.db
    .selectFrom("interviews")
    .select(interviewColumns)
    .where("application_id", "=", application.id)
    .orderBy("starts_at")
    .execute();
}

/**
 * The caller's scheduled interviews across their jobs (every job's for an
 * admin) from the start of today in India: today's, or the next seven days'.
 */
export async function upcomingInterviews(ctx: DomainContext, range: "today" | "week") {
  const actor = assertStaff(ctx);
  const startOfToday = DateTime.now().setZone(INDIA_TIME_ZONE).startOf("day");
  const end = startOfToday.plus({ days: range === "today" ? 1 : 7 });
  return ctx.db
    .selectFrom("interviews")
    .innerJoin("job_applications", "job_applications.id", "interviews.application_id")
    .innerJoin("jobs", "jobs.id", "job_applications.job_id")
    .innerJoin("candidate_profiles", "candidate_profiles.id", "job_applications.candidate_id")
    .select([
      ...interviewColumns,
      "job_applications.id as application_id",
      "jobs.id as job_id",
      "jobs.title as job_title",
      "candidate_profiles.id as candidate_id",
      "candidate_profiles.first_name",
      "candidate_profiles.last_name",
    ])
    .where("interviews.status", "=", "scheduled")
    .where("interviews.starts_at", ">=", startOfToday.toJSDate())
    .where("interviews.starts_at", "<", end.toJSDate())
    .$if(actor.role !== "admin", (query) => query.where("jobs.owner_id", "=", actor.userId))
    .orderBy("interviews.starts_at")
    .limit(500)
    .execute();
}

/** The signed-in candidate's interviews still to come (and those called off), by application. */
export async function myInterviews(
  ctx: DomainContext,
): Promise<(InterviewRow & { application_id: string })[]> {
  const actor = assertSignedIn(ctx);
  return ctx.db
    .selectFrom("interviews")
    .innerJoin("job_applications", "job_applications.id", "interviews.application_id")
    .innerJoin("candidate_profiles", "candidate_profiles.id", "job_applications.candidate_id")
    .select([...interviewColumns, "interviews.application_id"])
    .where("candidate_profiles.user_id", "=", actor.userId)
    .where("interviews.starts_at", ">=", sql<Date>`now() - interval '1 day'`)
    .orderBy("interviews.starts_at")
    .execute();
}

/**
 * An interview's calendar file to download (issue #37): for the candidate
 * whose application it is, the job's employer, or an admin; anyone else is
 * told it does not exist. PUBLISH (a file to import, RFC 5546) with the
 * invitation's UID and SEQUENCE, so importing it updates the invitation the
 * mail brought rather than adding a second event.
 */
export async function interviewCalendarFile(
  ctx: DomainContext,
  interviewId: unknown,
): Promise<{ filename: string; content: string }> {
  const actor = assertSignedIn(ctx);
  if (typeof interviewId !== "string" || !isUuid(interviewId)) throw interviewNotFound();
  const found = await ctx.db
    .selectFrom("interviews")
    .innerJoin("job_applications", "job_applications.id", "interviews.application_id")
    .innerJoin("jobs", "jobs.id", "job_applications.job_id")
    .innerJoin("candidate_profiles", "candidate_profiles.id", "job_applications.candidate_id")
    .innerJoin("user", "user.id", "candidate_profiles.user_id")
    .select([
      ...interviewColumns,
      "jobs.title as job_title",
      "jobs.company_name as job_company",
      "jobs.owner_id",
      "jobs.is_active",
      "candidate_profiles.user_id as candidate_user_id",
      "candidate_profiles.first_name",
      "candidate_profiles.last_name",
      "user.email",
    ])
    .where("interviews.id", "=", interviewId)
    .executeTakeFirst();
  const allowed =
    found &&
    (actor.role === "admin" ||
      (actor.role === "employer" && found.owner_id === actor.userId) ||
      // A candidate sees only their own, and not those of jobs since taken down (as My Applications).
      (actor.role === "candidate" && found.candidate_user_id === actor.userId && found.is_active));
  if (!found || !allowed) throw interviewNotFound();
  const content = interviewCalendar(
    found,
    {
      candidateName: `${found.first_name} ${found.last_name}`.trim(),
      candidateEmail: found.email,
      jobTitle: found.job_title,
      company: found.job_company,
    },
    "PUBLISH",
  );
  const day = DateTime.fromJSDate(found.starts_at).setZone(INDIA_TIME_ZONE).toFormat("yyyy-LL-dd");
  return { filename: `interview-${day}.ics`, content };
}
