// Who may do what: every page action and every /api/v1 endpoint, tried as
// each of six people, asserting allowed or refused. One table, read row by row.
//
// The people: a visitor (signed out), candidate A (the demo candidate),
// candidate B, employer A (the demo employer), employer B, and the admin.
// Candidate A applied to employer A's job A (the demo seed), candidate B to
// employer B's job B: so employer A may read candidate A and not B, and
// employer B the other way round.
//
// How a row is judged, for each person in turn:
// - "allowed" means the answer looks allowed (any 2xx unless the row says
//   more) and, where the row names the change it asks for (`changed`), the
//   database shows that change; "refused" means neither. An answer and a
//   database that disagree fail the row.
// - Rows that write make fresh rows of their own for each attempt (`prepare`):
//   a job, a contact submission, a throwaway account. So the order of rows and
//   of people does not matter, and one person's success cannot make the next
//   one fail for the wrong reason.
// - Rows that name another user's row by id (`target`) are asked again, by
//   everyone refused, with a random id: both answers must be the same, so
//   guessing ids tells nobody which rows exist.
//
// The talent pool (issue #22) adds candidate C, who let recruiters find their
// profile and applied nowhere: every employer may find, open and invite them,
// while candidates A and B (who did not choose so) stay visible only to the
// employer they applied to, and to the admin.
//
// Job orders (issue #37, decision 0052): each employer lists their own open
// orders only, whatever owner they ask for; the admin lists anyone's. Only the
// admin hands an order to another recruiter: the owner is refused, and the
// other employer finds no such job.
//
// The recruiter's workflow (issue #23) acts on applications, notes and
// interviews by id: the job's own employer and the admin may rate, note and
// schedule; the other employer is answered "not found" (404) exactly as for an
// id that is no row, a candidate 403, a visitor 401. A note is changed by its
// author only (not even by an admin), deleted by its author or an admin.
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { roleOfStored, type StoredRole } from "../../common/schemas/roles";
import { createUser } from "../../server/domain/admin";
import { applyToJob } from "../../server/domain/applications";
import type { Actor } from "../../server/domain/context";
import { postJob } from "../../server/domain/employer";
import { insertJobs } from "../../server/domain/jobs";
import { referralRef } from "../../server/domain/referrals";
import { alertLink, createJobAlert } from "../../server/domain/job-alerts";
import { loadProfile, saveProfile, uploadPhoto, uploadResume } from "../../server/domain/profiles";
import { answerMyConsent, submitToClient } from "../../server/domain/submittals";
import { demoAccounts, sessionCookie, setupTestServer } from "../support/e2e";
import { contextFor, registerNewCandidate } from "../support/services";

type Who = "visitor" | "candidateA" | "candidateB" | "employerA" | "employerB" | "admin";
type Side = "A" | "B";
const everyone: Who[] = ["visitor", "candidateA", "candidateB", "employerA", "employerB", "admin"];
const signedIn: Who[] = everyone.filter((who) => who !== "visitor");
const candidates: Who[] = ["candidateA", "candidateB"];
const staff: Who[] = ["employerA", "employerB", "admin"];

const roleOf: Record<Who, StoredRole | null> = {
  visitor: null,
  candidateA: "user",
  candidateB: "user",
  employerA: "moderator",
  employerB: "moderator",
  admin: "admin",
};
/** Whose side a candidate or an employer is on. */
const sideOf = (who: Who): Side => (who.endsWith("B") ? "B" : "A");
const otherSide = (side: Side): Side => (side === "A" ? "B" : "A");

// Each person comes from an address of their own (the server trusts
// X-Forwarded-For here), so per-address rate limits count each separately.
const e2e = setupTestServer({ TRUST_PROXY: "true" });
const addressOf: Record<Who, string> = {
  visitor: "198.51.100.1",
  candidateA: "198.51.100.2",
  candidateB: "198.51.100.3",
  employerA: "198.51.100.4",
  employerB: "198.51.100.5",
  admin: "198.51.100.6",
};

const cookies = {} as Record<Who, string>;
const users = {} as Record<Who, string>;
const emails: Record<Who, string> = {
  visitor: "",
  candidateA: demoAccounts.candidate.email,
  candidateB: "b.candidate@example.com",
  employerA: demoAccounts.employer.email,
  employerB: "b.employer@example.com",
  admin: demoAccounts.admin.email,
};
const passwords: Record<Who, string> = {
  visitor: "",
  candidateA: demoAccounts.candidate.password,
  candidateB: "candidate-b-pass",
  employerA: demoAccounts.employer.password,
  employerB: "employer-b-pass",
  admin: demoAccounts.admin.password,
};
const firstNames: Record<Side, string> = { A: "Priya", B: "Bhavna" };
const ids = {
  job: {} as Record<Side, string>,
  jobTitle: {} as Record<Side, string>,
  application: {} as Record<Side, string>,
  candidate: {} as Record<Side, string>,
  inactiveJob: "",
  /** Candidate C's profile: discoverable (the talent pool), no applications. */
  discoverable: "",
};
/** Candidate C, who let recruiters find their profile; not one of the six people. */
const candidateC = { email: "c.candidate@example.com", password: "candidate-c-pass", firstName: "Chitra" };
const resumeOfC = "%PDF-1.4\n% the resume of candidate C\n%%EOF\n";
/** Each employer's private note on their applicant, and the interviewer of the interview tomorrow. */
const privateNotes: Record<Side, string> = {
  A: "Private note on Priya: strong NOC",
  B: "Private note on Bhavna: climbs",
};
const interviewers: Record<Side, string> = { A: "Interviewer Anand", B: "Interviewer Bela" };
/** The subject of a message each employer wrote to their applicant (issue #37). */
const messageSubjects: Record<Side, string> = { A: "Message for side A", B: "Message for side B" };
/** Whether a message with this subject is kept on an application. */
const messageKept = async (subject: string) =>
  Boolean(
    await db()
      .selectFrom("application_messages")
      .select("id")
      .where("subject", "=", subject)
      .executeTakeFirst(),
  );
const templateNamed = async (name: string) =>
  Boolean(
    await db().selectFrom("message_templates").select("id").where("name", "=", name).executeTakeFirst(),
  );
const isCalendar = (response: Response, body: string) =>
  ok(response) &&
  response.headers.get("content-type")?.startsWith("text/calendar") === true &&
  body.startsWith("BEGIN:VCALENDAR");

const db = () => e2e.server.services.db;
const ctxFor = (actor: Actor | null) => contextFor(e2e.server.services, actor);
const actorOf = (who: Who): Actor => ({
  userId: users[who],
  email: emails[who],
  role: roleOfStored(roleOf[who]),
});
const unique = () => randomUUID().slice(0, 8);
const resumeOf = (who: Who) => `%PDF-1.4\n% the resume of ${who}\n%%EOF\n`;
const resumeFile = (who: Who) => new File([resumeOf(who)], "cv.pdf", { type: "application/pdf" });
const photoFile = async () =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width: 8, height: 8, channels: 3, background: "#c00" } })
          .png()
          .toBuffer(),
      ),
    ],
    "me.png",
    { type: "image/png" },
  );

beforeAll(async () => {
  for (const who of ["candidateA", "employerA", "admin"] as const) {
    users[who] = (
      await db().selectFrom("user").select("id").where("email", "=", emails[who]).executeTakeFirstOrThrow()
    ).id;
  }
  users.visitor = "";
  // Candidate B registers and completes a profile of their own.
  users.candidateB = (
    await registerNewCandidate(e2e.server.services, {
      email: emails.candidateB,
      phone: "9833300011",
      password: passwords.candidateB,
      confirmPassword: passwords.candidateB,
    })
  ).userId;
  await saveProfile(ctxFor(actorOf("candidateB")), ["personal", "summary"], {
    first_name: "Bhavna",
    last_name: "Rao",
    current_city: "Mysuru",
    total_experience: "1-2",
    profile_summary: "Field technician.",
  });
  // Candidate C completes a profile, lets recruiters find it, and uploads a resume.
  const userC = (
    await registerNewCandidate(e2e.server.services, {
      email: candidateC.email,
      phone: "9833300022",
      password: candidateC.password,
      confirmPassword: candidateC.password,
    })
  ).userId;
  const actorC: Actor = { userId: userC, email: candidateC.email, role: "candidate" };
  await saveProfile(ctxFor(actorC), ["personal", "summary"], {
    first_name: candidateC.firstName,
    last_name: "Nair",
    current_city: "Kochi",
    total_experience: "3-5",
    profile_summary: "GPON engineer.",
    discoverable: "on",
  });
  await uploadResume(ctxFor(actorC), new File([resumeOfC], "cv.pdf", { type: "application/pdf" }));
  ids.discoverable = (await profileOf(userC))!.id;
  // The admin makes employer B, who posts job B; candidate B applies to it.
  users.employerB = (
    await createUser(ctxFor(actorOf("admin")), {
      email: emails.employerB,
      password: passwords.employerB,
      role: "moderator",
    })
  ).userId;
  ids.job.B = await postJob(ctxFor(actorOf("employerB")), {
    title: "Tower Rigger",
    company_name: "B Towers",
    location_city: "Mysuru",
    location_state: "Karnataka",
    job_description: "Tower work.",
  });
  ids.jobTitle.B = "Tower Rigger";
  ids.application.B = (await applyToJob(ctxFor(actorOf("candidateB")), ids.job.B, {})).applicationId;
  // Candidate A's application to employer A's job A comes from the seed.
  const seeded = await db()
    .selectFrom("job_applications")
    .innerJoin("jobs", "jobs.id", "job_applications.job_id")
    .innerJoin("candidate_profiles", "candidate_profiles.id", "job_applications.candidate_id")
    .select(["job_applications.id", "jobs.id as job_id", "jobs.title", "candidate_profiles.id as candidate"])
    .where("candidate_profiles.user_id", "=", users.candidateA)
    .orderBy("jobs.title")
    .executeTakeFirstOrThrow();
  ids.application.A = seeded.id;
  ids.job.A = seeded.job_id;
  ids.jobTitle.A = seeded.title;
  expect(seeded.title, "the page checks look for the title as it is").not.toMatch(/[&<>"']/);
  ids.candidate.A = seeded.candidate;
  ids.candidate.B = (
    await db()
      .selectFrom("candidate_profiles")
      .select("id")
      .where("user_id", "=", users.candidateB)
      .executeTakeFirstOrThrow()
  ).id;
  // Both candidates have a resume and candidate B a photo, so a refusal is about who asks.
  for (const who of candidates) await uploadResume(ctxFor(actorOf(who)), resumeFile(who));
  await uploadPhoto(ctxFor(actorOf("candidateB")), await photoFile());
  [ids.inactiveJob] = await insertJobs(
    db(),
    [{ ...jobFields("Switched-off job"), is_active: false }],
    users.employerA,
  );

  // Each employer's note on their applicant, and an interview tomorrow (the Interviews tab's week).
  for (const side of ["A", "B"] as const) {
    await db()
      .insertInto("application_notes")
      .values({
        application_id: ids.application[side],
        author_id: users[employer(side)],
        author_email: emails[employer(side)],
        body: privateNotes[side],
      })
      .execute();
    await db()
      .insertInto("interviews")
      .values({
        application_id: ids.application[side],
        starts_at: new Date(Date.now() + 24 * 3600_000),
        duration_minutes: 30,
        mode: "in_person",
        location: `Office of employer ${side}`,
        interviewer_name: interviewers[side],
        created_by: users[employer(side)],
      })
      .execute();
  }

  // A message each employer wrote to their applicant (issue #37): each candidate reads only their own.
  for (const side of ["A", "B"] as const) {
    await db()
      .insertInto("application_messages")
      .values({
        application_id: ids.application[side],
        sender_id: users[employer(side)],
        sender_email: emails[employer(side)],
        language: "en-IN",
        subject: messageSubjects[side],
        body: "Please bring your documents.",
      })
      .execute();
  }

  cookies.visitor = "";
  for (const who of signedIn) {
    cookies[who] = await sessionCookie(e2e.server.baseUrl, { email: emails[who], password: passwords[who] });
  }
});

// ── Fresh rows for one attempt ─────────────────────────────────────────────

function jobFields(title: string) {
  return {
    title,
    company_name: "Matrix Ltd",
    location_city: "Pune",
    location_state: "Maharashtra",
    job_description: "A job made for one attempt.",
  };
}

/** An active job posted by `who`, with no applications (so it gives nobody rights to read anyone). */
async function freshJob(who: Who): Promise<string> {
  const [id] = await insertJobs(db(), [jobFields(`Fresh job ${unique()}`)], users[who]);
  return id;
}

async function freshContactSubmission(): Promise<{ id: string; name: string }> {
  const name = `Sender ${unique()}`;
  const { id } = await db()
    .insertInto("contact_submissions")
    .values({ full_name: name, email: "sender@example.com", phone: null, company: null, message: "Hello" })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id, name };
}

/** A session cookie for an account, made by the auth library (no HTTP sign-in, so no rate limit). */
async function signedInCookie(email: string, password: string): Promise<string> {
  const { headers } = await e2e.server.services.auth.api.signInEmail({
    body: { email, password },
    returnHeaders: true,
  });
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** A throwaway account with `role` (candidates get their empty profile) and a session of its own. */
async function throwawayAccount(
  role: StoredRole,
): Promise<{ userId: string; email: string; cookie: string }> {
  const email = `throwaway-${role}-${unique()}@example.com`;
  const password = "throwaway-pass-1";
  const { user } = await e2e.server.services.auth.api.signUpEmail({ body: { email, password, name: "" } });
  await db().insertInto("user_roles").values({ user_id: user.id, email, role }).execute();
  if (role === "user") await db().insertInto("candidate_profiles").values({ user_id: user.id }).execute();
  return { userId: user.id, email, cookie: await signedInCookie(email, password) };
}

/** An entry in the audit log that names a fresh e-mail address. */
async function freshAuditEntry(): Promise<string> {
  const email = `audited-${unique()}@example.com`;
  await createUser(ctxFor(actorOf("admin")), { email, password: "audited-pass-1", role: "user" });
  return email;
}

/** Two throwaway candidates paired as one person by the duplicate scan (issue #38). */
async function freshDuplicatePair(): Promise<{ pair: string; name: string; a: string; b: string }> {
  const name = `Twin${unique()}`;
  const ids: string[] = [];
  for (const _ of [1, 2]) {
    const { userId } = await throwawayAccount("user");
    const { id } = await db()
      .updateTable("candidate_profiles")
      .set({ first_name: name, last_name: "Pair" })
      .where("user_id", "=", userId)
      .returning("id")
      .executeTakeFirstOrThrow();
    ids.push(id);
  }
  const [a, b] = ids.sort();
  const { id } = await db()
    .insertInto("candidate_duplicates")
    .values({ candidate_a: a, candidate_b: b, reasons: ["mobile"] })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { pair: id, name, a, b };
}
const pairStatus = async (id: string) =>
  (await db().selectFrom("candidate_duplicates").select("status").where("id", "=", id).executeTakeFirst())
    ?.status ?? "gone";

// ── What the database says ─────────────────────────────────────────────────

const roleIn = async (userId: string) =>
  (await db().selectFrom("user_roles").select("role").where("user_id", "=", userId).executeTakeFirst())
    ?.role ?? "none";
const userExists = async (userId: string) =>
  (await db().selectFrom("user").select("id").where("id", "=", userId).executeTakeFirst()) !== undefined;
const userWithEmail = async (email: string) =>
  (await db().selectFrom("user").select("id").where("email", "=", email).executeTakeFirst()) !== undefined;
const profileOf = (userId: string) =>
  db()
    .selectFrom("candidate_profiles")
    .select(["id", "photo_key", "resume_key", "profile_summary"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
const jobTitled = (title: string) =>
  db().selectFrom("jobs").select(["posted_by", "is_active"]).where("title", "=", title).executeTakeFirst();
const ownerOf = async (jobId: string) =>
  (await db().selectFrom("jobs").select("owner_id").where("id", "=", jobId).executeTakeFirstOrThrow())
    .owner_id;
const titleOf = async (jobId: string) =>
  (await db().selectFrom("jobs").select("title").where("id", "=", jobId).executeTakeFirstOrThrow()).title;
/** A fresh job of `who`'s, closed (issue #37: for reopening). */
async function freshClosedJob(who: Who): Promise<string> {
  const id = await freshJob(who);
  await db()
    .updateTable("jobs")
    .set({ is_active: false, closed_at: new Date() })
    .where("id", "=", id)
    .execute();
  return id;
}
const isActive = async (jobId: string) =>
  (await db().selectFrom("jobs").select("is_active").where("id", "=", jobId).executeTakeFirstOrThrow())
    .is_active;
const applicationStatus = async (id: string) =>
  (
    await db()
      .selectFrom("job_applications")
      .select("application_status")
      .where("id", "=", id)
      .executeTakeFirstOrThrow()
  ).application_status;
/** Puts side's application back to "applied", so that moving it to "screening" is a change. */
async function resetStatus(side: Side): Promise<Rows> {
  await db()
    .updateTable("job_applications")
    .set({ application_status: "applied" })
    .where("id", "=", ids.application[side])
    .execute();
  return {};
}
/**
 * Side's application joined, with a live placement (issue #38, decision
 * 0057), so that ending it is a change; the placement's id as `placement`.
 */
async function joinedPlacement(side: Side): Promise<Rows> {
  await resetStatus(side);
  const { job_id } = await db()
    .updateTable("job_applications")
    .set({ application_status: "joined" })
    .where("id", "=", ids.application[side])
    .returning("job_id")
    .executeTakeFirstOrThrow();
  const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
  const { id } = await db()
    .insertInto("placements")
    .values({
      application_id: ids.application[side],
      job_id,
      status: "joined",
      joined_on: today,
      guarantee_days: 0,
      guarantee_ends_on: today,
      annual_ctc: 600_000,
      fee_type: "fixed",
      fee_amount: 50_000,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { placement: id };
}
/**
 * Side's application joined today, credited to side's employer (the reports'
 * placements figure counts a placement for its credited recruiter); any
 * earlier live placement of it goes first, so each attempt makes one.
 */
async function creditedPlacement(side: Side): Promise<Rows> {
  await db()
    .deleteFrom("placements")
    .where("application_id", "=", ids.application[side])
    .where("status", "in", ["offered", "joined"])
    .execute();
  const rows = await joinedPlacement(side);
  await db()
    .updateTable("placements")
    .set({ recruiter_id: users[employer(side)] })
    .where("id", "=", rows.placement!)
    .execute();
  return rows;
}
const placementStatus = async (id: string) =>
  (await db().selectFrom("placements").select("status").where("id", "=", id).executeTakeFirst())?.status;
const placementOffer = { stage: "offered", ctc_lpa: "6", fee_type: "percent", fee_percent: "8" };
const contactExists = async (id: string) =>
  (await db().selectFrom("contact_submissions").select("id").where("id", "=", id).executeTakeFirst()) !==
  undefined;
async function hasApplied(who: Who, jobId: string) {
  const profile = await profileOf(users[who]);
  if (!profile) return false;
  const row = await db()
    .selectFrom("job_applications")
    .select("id")
    .where("candidate_id", "=", profile.id)
    .where("job_id", "=", jobId)
    .executeTakeFirst();
  return row !== undefined;
}
/** Whether `who` applied to `jobId` as referred by `referrer` (source "referral"). */
async function referredBy(who: Who, jobId: string, referrer: string) {
  const profile = await profileOf(users[who]);
  if (!profile) return false;
  const row = await db()
    .selectFrom("job_applications")
    .select("id")
    .where("candidate_id", "=", profile.id)
    .where("job_id", "=", jobId)
    .where("source", "=", "referral")
    .where("referred_by", "=", referrer)
    .executeTakeFirst();
  return row !== undefined;
}
/** A fresh job and a fresh address for an application without an account (issue #36). */
const guestJob = async (): Promise<Rows> => ({
  job: await freshJob("admin"),
  email: `guest-${unique()}@example.com`,
});
/** The guest form's fields: multipart, with a resume. */
const guestForm = ({ rows }: Attempt) => ({
  intent: "guest",
  name: "Guest Applicant",
  phone: "9876543210",
  email: rows.email!,
  resume: new File([resumeOf("visitor")], "cv.pdf", { type: "application/pdf" }),
  consent: "yes",
});
/** Whether the address applied to the job (through the account the application made for it). */
async function guestApplied(email: string, jobId: string) {
  const row = await db()
    .selectFrom("job_applications")
    .innerJoin("candidate_profiles", "candidate_profiles.id", "job_applications.candidate_id")
    .innerJoin("user", "user.id", "candidate_profiles.user_id")
    .select("job_applications.id")
    .where("user.email", "=", email)
    .where("job_applications.job_id", "=", jobId)
    .executeTakeFirst();
  return row !== undefined;
}
/** Whether `candidateId` was invited to apply for `jobId` (the talent pool's invitation). */
const invited = async (jobId: string, candidateId: string) =>
  (await db()
    .selectFrom("job_invitations")
    .select("id")
    .where("job_id", "=", jobId)
    .where("candidate_id", "=", candidateId)
    .executeTakeFirst()) !== undefined;
const isDiscoverable = async (userId: string) =>
  (
    await db()
      .selectFrom("candidate_profiles")
      .select("discoverable")
      .where("user_id", "=", userId)
      .executeTakeFirst()
  )?.discoverable === true;
/** A fresh job of `who` for an invitation, or, for someone who posts none, of employer `side`. */
const inviteJob = async (who: Who, side: Side) => ({
  job: await freshJob(staff.includes(who) ? who : employer(side)),
});
/** Sets the rating of both applications (null: none), so each row starts from what it expects. */
async function rateBoth(rating: number | null): Promise<Rows> {
  await db()
    .updateTable("job_applications")
    .set({ rating })
    .where("id", "in", [ids.application.A, ids.application.B])
    .execute();
  return {};
}
const ratingOf = async (side: Side) =>
  (
    await db()
      .selectFrom("job_applications")
      .select("rating")
      .where("id", "=", ids.application[side])
      .executeTakeFirstOrThrow()
  ).rating;
/** A fresh note on side's application by `author`, and the text an edit would give it. */
async function freshNote(side: Side, author: Who): Promise<Rows> {
  const { id } = await db()
    .insertInto("application_notes")
    .values({
      application_id: ids.application[side],
      author_id: users[author],
      author_email: emails[author],
      body: `Note ${unique()}`,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { note: id, body: `Edited note ${unique()}` };
}
const noteBody = async (noteId: string) =>
  (await db().selectFrom("application_notes").select("body").where("id", "=", noteId).executeTakeFirst())
    ?.body;
const noteWritten = async (side: Side, body: string) =>
  (await db()
    .selectFrom("application_notes")
    .select("id")
    .where("application_id", "=", ids.application[side])
    .where("body", "=", body)
    .executeTakeFirst()) !== undefined;
/** A day a month from now, in India (the scheduling form's date). */
const inAMonth = () => new Date(Date.now() + (30 * 24 + 5.5) * 3600_000).toISOString().slice(0, 10);
/** The scheduling form: a video interview a month from now, found again by its interviewer's name. */
const interviewForm = (interviewer: string) => ({
  date: inAMonth(),
  time: "11:30",
  duration_minutes: "45",
  mode: "video",
  meeting_link: "https://meet.example.com/matrix",
  interviewer_name: interviewer,
  instructions: "Keep your ID ready.",
});
/** A fresh interview on side's application a month from now, and a new interviewer's name for a change. */
async function freshInterview(side: Side): Promise<Rows> {
  const { id } = await db()
    .insertInto("interviews")
    .values({
      application_id: ids.application[side],
      starts_at: new Date(Date.now() + 30 * 24 * 3600_000),
      duration_minutes: 30,
      mode: "phone",
      interviewer_name: `Interviewer ${unique()}`,
      created_by: users[employer(side)],
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { interview: id, interviewer: `Interviewer ${unique()}` };
}
const interviewOf = (interviewId: string) =>
  db()
    .selectFrom("interviews")
    .select(["interviewer_name", "status", "sequence"])
    .where("id", "=", interviewId)
    .executeTakeFirstOrThrow();
/** Whether an interview by `interviewer` was written, or an invitation naming them sent. */
const interviewScheduled = async (interviewer: string) =>
  (await db()
    .selectFrom("interviews")
    .select("id")
    .where("interviewer_name", "=", interviewer)
    .executeTakeFirst()) !== undefined ||
  (await db()
    .selectFrom("mail_outbox")
    .select("id")
    .where("text_body", "like", `%${interviewer}%`)
    .executeTakeFirst()) !== undefined;
/** Whether the candidate was sent anything about the interview (its invitation's UID names it). */
const interviewMailed = async (interviewId: string) =>
  (await db()
    .selectFrom("mail_outbox")
    .select("id")
    .where("calendar", "like", `%interview-${interviewId}@%`)
    .executeTakeFirst()) !== undefined;
async function stillSignedIn(cookie: string) {
  const response = await fetch(`${e2e.server.baseUrl}/api/v1/me`, { headers: { cookie } });
  await response.arrayBuffer();
  return response.status === 200;
}

/** The /profile/edit form filled with the profile as it is, and a new summary. */
async function profileEditForm(userId: string, summary: string): Promise<Record<string, string>> {
  const profile = await loadProfile(db(), { userId });
  const form: Record<string, string> = { profile_summary: summary };
  if (!profile) return form;
  const put = (name: string, value: unknown) => {
    if (value !== null && value !== undefined) form[name] = String(value);
  };
  const fields = (row: object, names: string[], prefix = "") =>
    names.forEach((name) => put(prefix + name, (row as Record<string, unknown>)[name]));
  fields(profile, [
    "first_name",
    "last_name",
    "phone",
    "date_of_birth",
    "gender",
    "current_city",
    "home_location",
    "total_experience",
    "current_salary",
    "expected_salary",
    "notice_period",
    "marital_status",
    "family_details",
    "caste",
    "disability_status",
    "industry",
  ]);
  profile.education.forEach((row, i) =>
    fields(
      row,
      ["education_level", "course_name", "specialization", "institute_name", "year_of_passing", "percentage"],
      `education[${i}].`,
    ),
  );
  profile.skills.forEach((row, i) =>
    fields(row, ["skill_name", "proficiency_level", "years_of_experience"], `skills[${i}].`),
  );
  profile.experience.forEach((row, i) =>
    fields(
      row,
      [
        "company_name",
        "designation",
        "employment_type",
        "start_date",
        "end_date",
        "is_current_job",
        "salary",
        "job_description",
        "location",
      ],
      `experience[${i}].`,
    ),
  );
  return form;
}

// ── Saved jobs (issue #24) ─────────────────────────────────────────────────
// Each candidate's list holds a job of their own ("Saved by candidate A/B"):
// a candidate sees and changes their own list only; nobody else has one.

const savedJob = {} as Record<Side, { id: string; title: string }>;
beforeAll(async () => {
  for (const side of ["A", "B"] as const) {
    const title = `Saved by candidate ${side}`;
    const [id] = await insertJobs(db(), [jobFields(title)], users.employerA);
    await db()
      .insertInto("saved_jobs")
      .values({ candidate_id: users[candidate(side)], job_id: id })
      .execute();
    savedJob[side] = { id, title };
  }
});
const isSaved = async (who: Who, jobId: string) =>
  (await db()
    .selectFrom("saved_jobs")
    .select("job_id")
    .where("candidate_id", "=", users[who])
    .where("job_id", "=", jobId)
    .executeTakeFirst()) !== undefined;
/** A fresh job on both candidates' lists: one's own removal must leave the other's. */
async function jobSavedByBoth(): Promise<Rows> {
  const job = await freshJob("admin");
  await db()
    .insertInto("saved_jobs")
    .values(candidates.map((who) => ({ candidate_id: users[who], job_id: job })))
    .execute();
  return { job };
}
/** Gone from the list of `who` (of candidate A for anyone else), and still on the other candidate's. */
async function unsavedOwnOnly({ who, rows }: Attempt) {
  const owner: Who = candidates.includes(who) ? who : "candidateA";
  const other: Who = owner === "candidateA" ? "candidateB" : "candidateA";
  return !(await isSaved(owner, rows.job)) && (await isSaved(other, rows.job));
}

// ── The table ──────────────────────────────────────────────────────────────

/** What `prepare` made for one attempt: ids, e-mails, and `cookie` to act as a throwaway account instead. */
type Rows = Record<string, string>;

interface Attempt {
  who: Who;
  rows: Rows;
  /** The id the request names: the `target` row's, or a random one when probing. */
  id: string;
}

interface Case {
  name: string;
  allowed: Who[];
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: (a: Attempt) => string;
  /** A JSON body (the API). */
  json?: (a: Attempt) => unknown;
  /** Form fields (pages); a File makes it multipart. */
  form?: (a: Attempt) => Record<string, string | File> | Promise<Record<string, string | File>>;
  /** Makes fresh rows for each person's attempt. */
  prepare?: (who: Who) => Promise<Rows>;
  /** Another user's row the request names; refused people must get the same answer for a random id. */
  target?: (a: { who: Who; rows: Rows }) => string;
  /** How an allowed answer looks; by default any 2xx. */
  isAllowed?: (response: Response, body: string, a: Attempt) => boolean;
  /** Whether what the request asks for happened, read from the database. */
  changed?: (a: Attempt) => Promise<boolean>;
  /** A refused person's answer where the row says which (its status, as `answerOf` writes it). */
  refusal?: (who: Who) => string | undefined;
  /** Refused people who read the row all the same (a note they did not write): their answer may differ from a random id's. */
  readers?: Who[];
}

const ok = (response: Response) => response.status >= 200 && response.status < 300;
const pageOk = (response: Response, body: string) => ok(response) && !body.includes("Access Denied");
/** A redirect to `path` (its query aside): how many page actions say "done". */
const redirectsTo = (path: string) => (response: Response) =>
  response.status >= 300 && response.status < 400 && response.headers.get("location")?.split("?")[0] === path;
const seesOnly = (body: string, mine: string[], theirs: string[]) =>
  mine.every((text) => body.includes(text)) && !theirs.some((text) => body.includes(text));
/** Two rows, one about side A's people and one about side B's. */
const bothSides = (row: (side: Side) => Case): Case[] => [row("A"), row("B")];
const employer = (side: Side): Who => `employer${side}`;
const candidate = (side: Side): Who => `candidate${side}`;
/**
 * The refusals of a recruiter's action on side's row (issue #23): a visitor
 * must sign in (401), a candidate may not (403), the other employer finds no
 * such row (404); `others` says the rest (a note's non-author).
 */
const recruiterRefusal =
  (side: Side, others: Partial<Record<Who, string>> = {}) =>
  (who: Who) =>
    others[who] ??
    (who === "visitor"
      ? "401"
      : candidates.includes(who)
        ? "403"
        : who === employer(otherSide(side))
          ? "404"
          : undefined);

/**
 * `who` applies to `job`. The matrix makes more applications per candidate
 * than the hourly limit allows a person (rateLimits.applyPerUser), so each
 * starts with that count cleared: the limit is not what these cases test.
 */
async function applyAs(who: Who, job: string) {
  await db().deleteFrom("rate_limits").where("key", "=", `apply:user:${users[who].toLowerCase()}`).execute();
  return applyToJob(ctxFor(actorOf(who)), job, {});
}

/** A fresh application of `who`'s, to a fresh job of employer A's. */
async function freshApplication(who: Who): Promise<string> {
  const { applicationId } = await applyAs(who, await freshJob("employerA"));
  return applicationId;
}

/** A fresh job alert of `who`'s, as the alerts page makes it. */
async function freshAlert(who: Who): Promise<string> {
  const { id } = await createJobAlert(ctxFor(actorOf(who)), {
    consent: "yes",
    q: `alert-${unique()}`,
    frequency: "daily",
  });
  return id!;
}
/** The consent of a fresh job alert of `who`'s (decision 0046). */
async function freshAlertConsent(who: Who): Promise<string> {
  const alert = await freshAlert(who);
  const { id } = await db()
    .selectFrom("consents")
    .select("id")
    .where("job_alert_id", "=", alert)
    .executeTakeFirstOrThrow();
  return id;
}
const alertExists = async (id: string) =>
  Boolean(await db().selectFrom("job_alerts").select("id").where("id", "=", id).executeTakeFirst());
/** An e-mail the mail queue gave up on. */
async function failedMail(): Promise<string> {
  const { id } = await db()
    .insertInto("mail_outbox")
    .values({
      to_address: `failed-${unique()}@example.com`,
      subject: "Failed",
      text_body: "Body",
      status: "failed",
      error: "550 refused",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

// ── Clients and contacts (issue #37): staff read them, the admin writes them ──

/** A fresh client with one contact, whose e-mail only staff may ever see. */
async function freshClient(): Promise<Rows> {
  const name = `Client ${unique()}`;
  const { id } = await db().insertInto("clients").values({ name }).returning("id").executeTakeFirstOrThrow();
  const email = `contact-${unique()}@client.example`;
  const contact = await db()
    .insertInto("client_contacts")
    .values({ client_id: id, name: `Contact ${unique()}`, email })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { client: id, name, contact: contact.id, email };
}
const clientNamed = async (name: string) =>
  db().selectFrom("clients").select(["id", "archived_at"]).where("name", "=", name).executeTakeFirst();
const contactOf = async (id: string) =>
  db().selectFrom("client_contacts").select(["name", "client_id"]).where("id", "=", id).executeTakeFirst();
const contactsOf = async (client: string) =>
  db().selectFrom("client_contacts").select("name").where("client_id", "=", client).execute();

// ── The scheduled backup's outcome (issue #39): shown to the admin only ──

/** A failed run of the daily backup, with a reason no other row has. */
async function failedBackupRun(): Promise<Rows> {
  const reason = `disk full ${unique()}`;
  await db()
    .insertInto("backup_runs")
    .values({
      started_at: new Date(),
      succeeded: false,
      name: "backup-2026-11-29T213000Z.jsonl.gz",
      error: reason,
    })
    .execute();
  return { reason };
}

const backupCases: Case[] = [
  {
    name: "page /admin: the last scheduled backup's failure",
    prepare: failedBackupRun,
    path: () => "/admin/jobs",
    allowed: ["admin"],
    isAllowed: (response, body, { rows }) => pageOk(response, body) && body.includes(rows.reason),
  },
];

const clientCases: Case[] = [
  {
    name: "page /admin/clients",
    prepare: freshClient,
    path: ({ rows }) => `/admin/clients?q=${encodeURIComponent(rows.name)}`,
    allowed: ["admin"],
    isAllowed: (response, body, { rows }) => pageOk(response, body) && body.includes(rows.name),
  },
  {
    name: "page /admin/clients: add a client",
    prepare: async () => ({ name: `New client ${unique()}` }),
    method: "POST",
    path: () => "/admin/clients",
    form: ({ rows }) => ({ intent: "create-client", name: rows.name }),
    allowed: ["admin"],
    isAllowed: (response) =>
      response.status >= 300 &&
      response.status < 400 &&
      /^\/admin\/clients\/[0-9a-f-]{36}$/.test(response.headers.get("location") ?? ""),
    changed: async ({ rows }) => (await clientNamed(rows.name)) !== undefined,
  },
  {
    name: "page /admin/clients/:id",
    prepare: freshClient,
    target: ({ rows }) => rows.client,
    path: ({ id }) => `/admin/clients/${id}`,
    allowed: ["admin"],
    isAllowed: (response, body, { rows }) => pageOk(response, body) && body.includes(rows.email),
  },
  {
    name: "page /admin/clients/:id: edit the client",
    prepare: async () => ({ ...(await freshClient()), renamed: `Renamed ${unique()}` }),
    target: ({ rows }) => rows.client,
    method: "POST",
    path: ({ id }) => `/admin/clients/${id}`,
    form: ({ rows }) => ({ intent: "update-client", name: rows.renamed }),
    allowed: ["admin"],
    changed: async ({ rows }) => (await clientNamed(rows.renamed))?.id === rows.client,
  },
  {
    name: "page /admin/clients/:id: archive the client",
    prepare: freshClient,
    target: ({ rows }) => rows.client,
    method: "POST",
    path: ({ id }) => `/admin/clients/${id}`,
    form: () => ({ intent: "archive-client" }),
    allowed: ["admin"],
    changed: async ({ rows }) => Boolean((await clientNamed(rows.name))?.archived_at),
  },
  {
    name: "page /admin/clients/:id: add a contact",
    prepare: async () => ({ ...(await freshClient()), added: `Added ${unique()}` }),
    target: ({ rows }) => rows.client,
    method: "POST",
    path: ({ id }) => `/admin/clients/${id}`,
    form: ({ rows }) => ({ intent: "add-contact", name: rows.added, mobile: "9876543210" }),
    allowed: ["admin"],
    changed: async ({ rows }) => (await contactsOf(rows.client)).some((row) => row.name === rows.added),
  },
  {
    name: "page /admin/clients/:id: edit a contact",
    prepare: async () => ({ ...(await freshClient()), renamed: `Renamed ${unique()}` }),
    target: ({ rows }) => rows.contact,
    method: "POST",
    path: ({ rows }) => `/admin/clients/${rows.client}`,
    form: ({ id, rows }) => ({ intent: "update-contact", id, name: rows.renamed }),
    allowed: ["admin"],
    changed: async ({ rows }) => (await contactOf(rows.contact))?.name === rows.renamed,
  },
  {
    name: "page /admin/clients/:id: delete a contact",
    prepare: freshClient,
    target: ({ rows }) => rows.contact,
    method: "POST",
    path: ({ rows }) => `/admin/clients/${rows.client}`,
    form: ({ id }) => ({ intent: "delete-contact", id }),
    allowed: ["admin"],
    changed: async ({ rows }) => (await contactOf(rows.contact)) === undefined,
  },
  {
    name: "page /employer-dashboard/clients",
    prepare: freshClient,
    path: ({ rows }) => `/employer-dashboard/clients?q=${encodeURIComponent(rows.name)}`,
    allowed: staff,
    isAllowed: (response, body, { rows }) => pageOk(response, body) && body.includes(rows.name),
  },
  {
    name: "page /employer-dashboard/clients/:id (contacts for staff only)",
    prepare: freshClient,
    target: ({ rows }) => rows.client,
    path: ({ id }) => `/employer-dashboard/clients/${id}`,
    allowed: staff,
    isAllowed: (response, body, { rows }) => pageOk(response, body) && body.includes(rows.email),
  },
  {
    name: "API clients: list",
    prepare: freshClient,
    path: ({ rows }) => `/api/v1/clients?q=${encodeURIComponent(rows.name)}`,
    allowed: staff,
    isAllowed: (response, body, { rows }) => ok(response) && body.includes(rows.name),
  },
  {
    name: "API clients: one client with its contacts",
    prepare: freshClient,
    target: ({ rows }) => rows.client,
    path: ({ id }) => `/api/v1/clients/${id}`,
    allowed: staff,
    isAllowed: (response, body, { rows }) => ok(response) && body.includes(rows.email),
  },
  {
    name: "API clients: a client's contacts",
    prepare: freshClient,
    target: ({ rows }) => rows.client,
    path: ({ id }) => `/api/v1/clients/${id}/contacts`,
    allowed: staff,
    isAllowed: (response, body, { rows }) => ok(response) && body.includes(rows.email),
  },
  {
    name: "API clients: add a client",
    prepare: async () => ({ name: `API client ${unique()}` }),
    method: "POST",
    path: () => "/api/v1/clients",
    json: ({ rows }) => ({ name: rows.name }),
    allowed: ["admin"],
    changed: async ({ rows }) => (await clientNamed(rows.name)) !== undefined,
  },
  {
    name: "API clients: edit a client",
    prepare: async () => ({ ...(await freshClient()), renamed: `Renamed ${unique()}` }),
    target: ({ rows }) => rows.client,
    method: "PUT",
    path: ({ id }) => `/api/v1/clients/${id}`,
    json: ({ rows }) => ({ name: rows.renamed }),
    allowed: ["admin"],
    changed: async ({ rows }) => (await clientNamed(rows.renamed))?.id === rows.client,
  },
  {
    name: "API clients: archive a client",
    prepare: freshClient,
    target: ({ rows }) => rows.client,
    method: "POST",
    path: ({ id }) => `/api/v1/clients/${id}/archived`,
    json: () => ({ archived: true }),
    allowed: ["admin"],
    changed: async ({ rows }) => Boolean((await clientNamed(rows.name))?.archived_at),
  },
  {
    name: "API clients: add a contact",
    prepare: async () => ({ ...(await freshClient()), added: `Added ${unique()}` }),
    target: ({ rows }) => rows.client,
    method: "POST",
    path: ({ id }) => `/api/v1/clients/${id}/contacts`,
    json: ({ rows }) => ({ name: rows.added, email: "added@client.example" }),
    allowed: ["admin"],
    changed: async ({ rows }) => (await contactsOf(rows.client)).some((row) => row.name === rows.added),
  },
  {
    name: "API clients: edit a contact",
    prepare: async () => ({ ...(await freshClient()), renamed: `Renamed ${unique()}` }),
    target: ({ rows }) => rows.contact,
    method: "PUT",
    path: ({ id }) => `/api/v1/contacts/${id}`,
    json: ({ rows }) => ({ name: rows.renamed }),
    allowed: ["admin"],
    changed: async ({ rows }) => (await contactOf(rows.contact))?.name === rows.renamed,
  },
  {
    name: "API clients: delete a contact",
    prepare: freshClient,
    target: ({ rows }) => rows.contact,
    method: "DELETE",
    path: ({ id }) => `/api/v1/contacts/${id}`,
    allowed: ["admin"],
    changed: async ({ rows }) => (await contactOf(rows.contact)) === undefined,
  },
];

// ── Submittals (issue #38, decision 0055) ──────────────────────────────────
// The job's owner and the admin submit, list and cancel; the other employer
// finds no such application or submittal (404, as for a random id). Only the
// candidate answers their own request; the signed links are the authority
// for the mailed consent page and the client's page and PDF, whoever holds
// them, and a tampered link is refused to everyone alike.

/** A fresh job of employer `side` for a fresh client with a contact, and candidate `side`'s application to it. */
async function freshSubmittable(side: Side): Promise<Rows> {
  const client = await freshClient();
  const job = await freshJob(employer(side));
  await db().updateTable("jobs").set({ client_id: client.client }).where("id", "=", job).execute();
  const { applicationId } = await applyAs(candidate(side), job);
  return { ...client, job, application: applicationId };
}
/** The same, submitted: waiting for candidate `side`'s answer. */
async function freshSubmittal(side: Side): Promise<Rows> {
  const rows = await freshSubmittable(side);
  const submittal = await submitToClient(ctxFor(actorOf(employer(side))), rows.application, {
    contactId: rows.contact,
    pitch: `Pitch ${unique()}`,
  });
  const mail = await db()
    .selectFrom("mail_outbox")
    .select("text_body")
    .where("to_address", "=", emails[candidate(side)])
    .where("text_body", "like", "%/submittal-consent?token=%")
    .orderBy("created_at", "desc")
    .executeTakeFirstOrThrow();
  return { ...rows, submittal, consentToken: /token=([\w.-]+)/.exec(mail.text_body)![1]! };
}
/** The same, agreed to: the client's link mailed to the contact, and the consent given. */
async function freshSentSubmittal(side: Side): Promise<Rows> {
  const rows = await freshSubmittal(side);
  await answerMyConsent(ctxFor(actorOf(candidate(side))), rows.submittal, { answer: "yes" });
  const mail = await db()
    .selectFrom("mail_outbox")
    .select("text_body")
    .where("to_address", "=", rows.email)
    .executeTakeFirstOrThrow();
  const consent = await db()
    .selectFrom("submittals")
    .select(["consent_id", "pitch"])
    .where("id", "=", rows.submittal)
    .executeTakeFirstOrThrow();
  return {
    ...rows,
    clientToken: /token=([\w.-]+)/.exec(mail.text_body)![1]!,
    consent: consent.consent_id!,
    pitch: consent.pitch,
  };
}
const submittalStatus = async (id: string) =>
  (await db().selectFrom("submittals").select("status").where("id", "=", id).executeTakeFirst())?.status;
const submittalsOf = async (application: string) =>
  db().selectFrom("submittals").select("id").where("application_id", "=", application).execute();
/** A token with its signature changed. */
const tampered = (token: string) => token.slice(0, -4) + (token.endsWith("AAAA") ? "BBBB" : "AAAA");

const submittalCases: Case[] = [
  ...bothSides((side) => ({
    name: `page /employer-dashboard/applications: submit candidate ${side} to a client`,
    prepare: () => freshSubmittable(side),
    target: ({ rows }) => rows.application,
    method: "POST",
    path: () => "/employer-dashboard/applications",
    form: ({ id, rows }) => ({
      intent: "submit-to-client",
      applicationId: id,
      contactId: rows.contact,
      pitch: "Good.",
    }),
    allowed: [employer(side), "admin"],
    refusal: recruiterRefusal(side),
    changed: async ({ rows }) => (await submittalsOf(rows.application)).length === 1,
  })),
  ...bothSides((side) => ({
    name: `API submittals: submit candidate ${side} to a client`,
    prepare: () => freshSubmittable(side),
    target: ({ rows }) => rows.application,
    method: "POST",
    path: ({ id }) => `/api/v1/employer/applications/${id}/submittals`,
    json: ({ rows }) => ({ contactId: rows.contact, pitch: "Good." }),
    allowed: [employer(side), "admin"],
    refusal: recruiterRefusal(side),
    changed: async ({ rows }) => (await submittalsOf(rows.application)).length === 1,
  })),
  ...bothSides((side) => ({
    name: `API submittals: candidate ${side}'s application's submittals`,
    prepare: () => freshSubmittal(side),
    target: ({ rows }) => rows.application,
    path: ({ id }) => `/api/v1/employer/applications/${id}/submittals`,
    allowed: [employer(side), "admin"],
    refusal: recruiterRefusal(side),
    isAllowed: (response, body, { rows }) => ok(response) && body.includes(rows.submittal),
  })),
  ...bothSides((side) => ({
    name: `API submittals: cancel candidate ${side}'s submittal`,
    prepare: () => freshSubmittal(side),
    target: ({ rows }) => rows.submittal,
    method: "POST",
    path: ({ id }) => `/api/v1/employer/submittals/${id}/cancel`,
    allowed: [employer(side), "admin"],
    refusal: recruiterRefusal(side),
    changed: async ({ rows }) => (await submittalStatus(rows.submittal)) === "cancelled",
  })),
  ...bothSides((side) => ({
    name: `page /employer-dashboard/applications: revoke the client's link to candidate ${side}`,
    prepare: () => freshSentSubmittal(side),
    target: ({ rows }) => rows.submittal,
    method: "POST",
    path: () => "/employer-dashboard/applications",
    form: ({ id }) => ({ intent: "revoke-submittal", submittalId: id }),
    allowed: [employer(side), "admin"],
    refusal: recruiterRefusal(side),
    changed: async ({ rows }) => (await submittalStatus(rows.submittal)) === "revoked",
  })),
  ...bothSides((side) => ({
    name: `API me/submittals: candidate ${side} answers their own request`,
    prepare: () => freshSubmittal(side),
    target: ({ rows }) => rows.submittal,
    method: "POST",
    path: ({ id }) => `/api/v1/me/submittals/${id}/answer`,
    json: () => ({ answer: "no" }),
    allowed: [candidate(side)],
    refusal: (who) => (who === "visitor" ? "401" : staff.includes(who) ? "403" : undefined),
    changed: async ({ rows }) => (await submittalStatus(rows.submittal)) === "declined",
  })),
  ...bothSides((side) => ({
    name: `page /my-applications: candidate ${side} answers their own request`,
    prepare: () => freshSubmittal(side),
    target: ({ rows }) => rows.submittal,
    method: "POST",
    path: () => "/my-applications",
    form: ({ id }) => ({ intent: "consent", submittalId: id, answer: "no" }),
    allowed: [candidate(side)],
    changed: async ({ rows }) => (await submittalStatus(rows.submittal)) === "declined",
  })),
  {
    name: "API me/submittals: one's own requests only",
    prepare: async () => ({
      a: (await freshSubmittal("A")).submittal,
      b: (await freshSubmittal("B")).submittal,
    }),
    path: () => "/api/v1/me/submittals",
    allowed: candidates,
    isAllowed: (response, body, { who, rows }) =>
      ok(response) &&
      (sideOf(who) === "A" ? seesOnly(body, [rows.a], [rows.b]) : seesOnly(body, [rows.b], [rows.a])),
  },
  {
    name: "page /submittal-consent: the mailed link answers, whoever holds it",
    prepare: () => freshSubmittal("A"),
    method: "POST",
    path: ({ rows }) => `/submittal-consent?token=${rows.consentToken}`,
    form: () => ({ answer: "no" }),
    allowed: everyone,
    changed: async ({ rows }) => (await submittalStatus(rows.submittal)) === "declined",
  },
  {
    name: "page /submittal-consent: a tampered link answers nothing",
    prepare: () => freshSubmittal("A"),
    method: "POST",
    path: ({ rows }) => `/submittal-consent?token=${tampered(rows.consentToken)}`,
    form: () => ({ answer: "yes" }),
    allowed: [],
    refusal: () => "404",
    changed: async ({ rows }) => (await submittalStatus(rows.submittal)) !== "awaiting_consent",
  },
  {
    name: "page /client/submittal: the client's link shows the pitch, without contact details",
    prepare: () => freshSentSubmittal("A"),
    path: ({ rows }) => `/client/submittal?token=${rows.clientToken}`,
    allowed: everyone,
    isAllowed: (response, body, { rows }) =>
      pageOk(response, body) &&
      body.includes(rows.pitch) &&
      !body.includes(emails.candidateA) &&
      response.headers.get("cache-control")?.includes("no-store") === true &&
      response.headers.get("x-robots-tag")?.includes("noindex") === true,
  },
  {
    name: "page /client/submittal: a tampered link is refused (404)",
    prepare: () => freshSentSubmittal("A"),
    path: ({ rows }) => `/client/submittal?token=${tampered(rows.clientToken)}`,
    allowed: [],
    refusal: () => "404",
  },
  {
    name: "page /client/submittal/cv.pdf: the client's PDF by its link",
    prepare: () => freshSentSubmittal("B"),
    path: ({ rows }) => `/client/submittal/cv.pdf?token=${rows.clientToken}`,
    allowed: everyone,
    isAllowed: (response, body) =>
      ok(response) && response.headers.get("content-type") === "application/pdf" && body.startsWith("%PDF"),
  },
  {
    name: "page /client/submittal/cv.pdf: a tampered link is refused (404)",
    prepare: () => freshSentSubmittal("B"),
    path: ({ rows }) => `/client/submittal/cv.pdf?token=${tampered(rows.clientToken)}`,
    allowed: [],
    refusal: () => "404",
  },
  ...bothSides((side) => ({
    name: `page /profile: candidate ${side} stops sharing with a client`,
    prepare: () => freshSentSubmittal(side),
    target: ({ rows }) => rows.consent,
    method: "POST",
    path: () => "/profile",
    form: ({ id }) => ({ intent: "withdraw-consent", id }),
    allowed: [candidate(side)],
    changed: async ({ rows }) => (await submittalStatus(rows.submittal)) === "revoked",
  })),
];

const cases: Case[] = [
  // ── API: identity, jobs, applying ──
  {
    name: "API who am I",
    path: () => "/api/v1/me",
    allowed: signedIn,
    isAllowed: (response, body, { who }) => ok(response) && JSON.parse(body).data.id === users[who],
  },
  { name: "API search jobs", path: () => "/api/v1/jobs?q=engineer", allowed: everyone },
  {
    name: "API job A's detail",
    path: () => `/api/v1/jobs/${ids.job.A}`,
    allowed: everyone,
    isAllowed: (response, body) => ok(response) && body.includes(ids.jobTitle.A),
  },
  {
    name: "API an inactive job's detail (as if it did not exist)",
    target: () => ids.inactiveJob,
    path: ({ id }) => `/api/v1/jobs/${id}`,
    allowed: [],
  },
  {
    name: "API my applications: one's own, never the other candidate's",
    path: () => "/api/v1/me/applications",
    allowed: candidates,
    isAllowed: (response, body, { who }) =>
      ok(response) &&
      seesOnly(body, [ids.application[sideOf(who)]], [ids.application[otherSide(sideOf(who))]]),
  },
  {
    name: "API apply to a job",
    prepare: async () => ({ job: await freshJob("admin") }),
    method: "POST",
    path: ({ rows }) => `/api/v1/jobs/${rows.job}/applications`,
    json: () => ({ coverLetter: "Hello" }),
    allowed: candidates,
    changed: ({ who, rows }) => hasApplied(who, rows.job),
  },
  {
    name: "API apply without an account",
    prepare: guestJob,
    method: "POST",
    path: ({ rows }) => `/api/v1/jobs/${rows.job}/guest-applications`,
    form: (attempt) => {
      const { intent: _, ...fields } = guestForm(attempt);
      return fields;
    },
    allowed: ["visitor"],
    changed: ({ rows }) => guestApplied(rows.email!, rows.job!),
  },

  // ── API: employers (and admins) ──
  {
    name: "API employer's own jobs: never another employer's",
    path: () => "/api/v1/employer/jobs",
    allowed: staff,
    isAllowed: (response, body, { who }) =>
      ok(response) &&
      (who === "admin"
        ? seesOnly(body, [ids.job.A, ids.job.B], [])
        : seesOnly(body, [ids.job[sideOf(who)]], [ids.job[otherSide(sideOf(who))]])),
  },
  {
    name: "API post a job",
    method: "POST",
    path: () => "/api/v1/employer/jobs",
    prepare: async () => ({ title: `API job ${unique()}` }),
    json: ({ rows }) => jobFields(rows.title),
    allowed: staff,
    changed: async ({ who, rows }) => (await jobTitled(rows.title))?.posted_by === users[who],
  },
  // A job's life (issue #37): its owner and admins edit, close and reopen it.
  ...bothSides((side) => ({
    name: `API edit employer ${side}'s job (PUT)`,
    prepare: async () => ({ job: await freshJob(employer(side)), title: `Put job ${unique()}` }),
    target: ({ rows }) => rows.job,
    method: "PUT" as const,
    path: ({ id }) => `/api/v1/employer/jobs/${id}`,
    json: ({ rows }) => jobFields(rows.title),
    allowed: [employer(side), "admin"],
    refusal: recruiterRefusal(side),
    changed: async ({ rows }) => (await titleOf(rows.job)) === rows.title,
  })),
  ...bothSides((side) => ({
    name: `API edit employer ${side}'s job (PATCH)`,
    prepare: async () => ({ job: await freshJob(employer(side)), title: `Patched job ${unique()}` }),
    target: ({ rows }) => rows.job,
    method: "PATCH" as const,
    path: ({ id }) => `/api/v1/employer/jobs/${id}`,
    json: ({ rows }) => ({ title: rows.title }),
    allowed: [employer(side), "admin"],
    refusal: recruiterRefusal(side),
    changed: async ({ rows }) => (await titleOf(rows.job)) === rows.title,
  })),
  // Job orders (issue #37, decision 0052): the owner lists them; only an admin hands one on.
  ...bothSides((side) => ({
    name: `API employer ${side}'s open job orders (an employer's own whatever owner is asked for)`,
    path: () => `/api/v1/employer/orders?owner=${users[employer(side)]}`,
    allowed: [employer(side), "admin"],
    isAllowed: (response, body) =>
      ok(response) && seesOnly(body, [ids.job[side]], [ids.job[otherSide(side)]]),
  })),
  // The firm's numbers (issue #38, decision 0058): a recruiter's are their own orders' whatever is
  // asked for, so job ${side}'s application counts for its owner and an admin, and is nothing to another.
  ...bothSides((side) => ({
    name: `API reports: the sources of employer ${side}'s job ${side} (another's scope is their own)`,
    // No target: another recruiter is answered 200 with their own (empty) numbers, stamped with the time.
    path: () => `/api/v1/employer/reports/sources?owner=${users[employer(side)]}&job=${ids.job[side]}`,
    allowed: [employer(side), "admin"],
    isAllowed: (response, body) => ok(response) && /"total":[1-9]/.test(body),
  })),
  // Placements and fees are the credited recruiter's: another recruiter asking for them gets their own (none).
  ...bothSides((side) => ({
    name: `API reports: the placements credited to employer ${side} (another's scope is their own)`,
    prepare: () => creditedPlacement(side),
    path: () => `/api/v1/employer/reports/placements?owner=${users[employer(side)]}&job=${ids.job[side]}`,
    allowed: [employer(side), "admin"],
    isAllowed: (response, body) =>
      ok(response) && /"placements":[1-9]/.test(body) && body.includes('"fees":50000'),
  })),
  ...bothSides((side) => ({
    name: `page /employer-dashboard/reports/csv/placements: employer ${side}'s placements and fees as CSV`,
    prepare: () => creditedPlacement(side),
    path: () =>
      `/employer-dashboard/reports/csv/placements?owner=${users[employer(side)]}&job=${ids.job[side]}`,
    allowed: [employer(side), "admin"],
    isAllowed: (response, body) => ok(response) && /\r\n\d{4}-\d{2},[^,]*,1,50000,0\r\n/.test(body),
  })),
  ...bothSides((side) => ({
    name: `page /employer-dashboard/reports/csv/sources: employer ${side}'s job ${side} as CSV`,
    path: () => `/employer-dashboard/reports/csv/sources?owner=${users[employer(side)]}&job=${ids.job[side]}`,
    allowed: [employer(side), "admin"],
    isAllowed: (response, body) => ok(response) && /\r\n[a-z_]+,[1-9]/.test(body),
  })),
  ...bothSides((side) => ({
    name: `API hand employer ${side}'s job to the other employer (PATCH owner_id)`,
    prepare: async () => ({ job: await freshJob(employer(side)) }),
    target: ({ rows }) => rows.job,
    method: "PATCH" as const,
    path: ({ id }) => `/api/v1/employer/jobs/${id}`,
    json: () => ({ owner_id: users[employer(otherSide(side))] }),
    allowed: ["admin"],
    // Its owner sees the job, and is told they may not give it away.
    readers: [employer(side)],
    refusal: recruiterRefusal(side, { [employer(side)]: "422" }),
    changed: async ({ rows }) => (await ownerOf(rows.job)) === users[employer(otherSide(side))],
  })),
  ...bothSides((side) => ({
    name: `API close employer ${side}'s job`,
    prepare: async () => ({ job: await freshJob(employer(side)) }),
    target: ({ rows }) => rows.job,
    method: "POST" as const,
    path: ({ id }) => `/api/v1/employer/jobs/${id}/close`,
    allowed: [employer(side), "admin"],
    refusal: recruiterRefusal(side),
    changed: async ({ rows }) => !(await isActive(rows.job)),
  })),
  ...bothSides((side) => ({
    name: `API reopen employer ${side}'s job`,
    prepare: async () => ({ job: await freshClosedJob(employer(side)) }),
    target: ({ rows }) => rows.job,
    method: "POST" as const,
    path: ({ id }) => `/api/v1/employer/jobs/${id}/reopen`,
    allowed: [employer(side), "admin"],
    refusal: recruiterRefusal(side),
    changed: async ({ rows }) => isActive(rows.job),
  })),
  ...bothSides((side) => ({
    name: `API applications of employer ${side}'s job ${side}`,
    target: () => ids.job[side],
    path: ({ id }) => `/api/v1/employer/jobs/${id}/applications`,
    allowed: [employer(side), "admin"],
    isAllowed: (response, body) => ok(response) && body.includes(ids.application[side]),
  })),
  ...bothSides((side) => ({
    name: `API applications of employer ${side}'s job ${side}, highest rated first`,
    prepare: () => rateBoth(3),
    target: () => ids.job[side],
    path: ({ id }) => `/api/v1/employer/jobs/${id}/applications?sort=rating&rating=3`,
    allowed: [employer(side), "admin"],
    isAllowed: (response, body) => ok(response) && body.includes(ids.application[side]),
  })),
  ...bothSides((side) => ({
    name: `API set the status of candidate ${side}'s application to job ${side}`,
    prepare: () => resetStatus(side),
    target: () => ids.application[side],
    method: "PUT",
    path: ({ id }) => `/api/v1/employer/applications/${id}/status`,
    json: () => ({ status: "screening" }),
    allowed: [employer(side), "admin"],
    changed: async () => (await applicationStatus(ids.application[side])) === "screening",
  })),
  // The pipeline (issue #37): a job's board, and moves of one application or several.
  ...bothSides((side) => ({
    name: `API the pipeline of employer ${side}'s job ${side}`,
    target: () => ids.job[side],
    path: ({ id }) => `/api/v1/employer/jobs/${id}/pipeline`,
    allowed: [employer(side), "admin"],
    isAllowed: (response, body) => ok(response) && body.includes(ids.application[side]),
  })),
  ...bothSides((side) => ({
    name: `API move candidate ${side}'s application to job ${side} to a stage`,
    prepare: () => resetStatus(side),
    target: () => ids.application[side],
    method: "POST",
    path: ({ id }) => `/api/v1/employer/applications/${id}/stage`,
    json: () => ({ stage: "client_interview" }),
    allowed: [employer(side), "admin"],
    changed: async () => (await applicationStatus(ids.application[side])) === "client_interview",
  })),
  ...bothSides((side) => ({
    name: `API bulk-reject candidate ${side}'s application to job ${side}`,
    prepare: () => resetStatus(side),
    target: () => ids.application[side],
    method: "POST",
    path: () => `/api/v1/employer/pipeline/moves`,
    json: ({ id }) => ({ applicationIds: [id], stage: "rejected", reason: "location" }),
    allowed: [employer(side), "admin"],
    changed: async () => (await applicationStatus(ids.application[side])) === "rejected",
  })),
  // Placements (issue #38, decision 0057): the job's owner and admins only.
  ...bothSides((side) => ({
    name: `API the placement of candidate ${side}'s application to job ${side}`,
    target: () => ids.application[side],
    path: ({ id }) => `/api/v1/employer/applications/${id}/placement`,
    allowed: [employer(side), "admin"],
    isAllowed: (response, body) => ok(response) && body.includes('"defaults"'),
  })),
  ...bothSides((side) => ({
    name: `API record the offer of candidate ${side}'s application to job ${side}`,
    prepare: () => resetStatus(side),
    target: () => ids.application[side],
    method: "PUT",
    path: ({ id }) => `/api/v1/employer/applications/${id}/placement`,
    json: () => placementOffer,
    allowed: [employer(side), "admin"],
    changed: async () => (await applicationStatus(ids.application[side])) === "offered",
  })),
  ...bothSides((side) => ({
    name: `API end the placement of candidate ${side} on job ${side}`,
    prepare: () => joinedPlacement(side),
    target: ({ rows }) => rows.placement!,
    method: "POST",
    path: ({ id }) => `/api/v1/employer/placements/${id}/end`,
    json: () => ({
      reason: "left",
      ended_on: new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10),
    }),
    allowed: [employer(side), "admin"],
    changed: async ({ rows }) => (await placementStatus(rows.placement!)) === "ended",
  })),
  ...bothSides((side) => ({
    name: `API candidate ${side}'s profile (applied to employer ${side} only)`,
    target: () => ids.candidate[side],
    path: ({ id }) => `/api/v1/employer/candidates/${id}`,
    allowed: [employer(side), "admin"],
    isAllowed: (response, body) => ok(response) && body.includes(firstNames[side]),
  })),

  // ── API: the talent pool (issue #22) ──
  ...bothSides((side) => ({
    name: `API talent pool: candidate ${side} (an applicant of employer ${side} only)`,
    path: () => `/api/v1/employer/talent-pool?q=${firstNames[side]}`,
    allowed: [employer(side), "admin"],
    isAllowed: (response, body) => ok(response) && body.includes(ids.candidate[side]),
  })),
  {
    name: "API talent pool: candidate C (who let recruiters find them)",
    path: () => `/api/v1/employer/talent-pool?q=${candidateC.firstName}`,
    allowed: staff,
    isAllowed: (response, body) => ok(response) && body.includes(ids.discoverable),
  },
  ...bothSides((side) => ({
    name: `API talent pool: invite candidate ${side} to apply (an applicant of employer ${side})`,
    prepare: (who) => inviteJob(who, side),
    target: () => ids.candidate[side],
    method: "POST",
    path: ({ id }) => `/api/v1/employer/talent-pool/${id}/invitations`,
    json: ({ rows }) => ({ jobId: rows.job }),
    allowed: [employer(side), "admin"],
    changed: ({ rows }) => invited(rows.job, ids.candidate[side]),
  })),
  {
    // Candidate C may be invited by anyone who employs: to one's own job only (an admin's: any).
    name: "API talent pool: invite candidate C to employer B's job",
    prepare: async () => ({ job: await freshJob("employerB") }),
    target: ({ rows }) => rows.job,
    method: "POST",
    path: () => `/api/v1/employer/talent-pool/${ids.discoverable}/invitations`,
    json: ({ id }) => ({ jobId: id }),
    allowed: ["employerB", "admin"],
    changed: ({ rows }) => invited(rows.job, ids.discoverable),
  },
  {
    name: "API candidate C's profile (who let recruiters find them)",
    path: () => `/api/v1/employer/candidates/${ids.discoverable}`,
    allowed: staff,
    isAllowed: (response, body) => ok(response) && body.includes(candidateC.firstName),
  },

  // ── API: admins ──
  {
    name: "API admin stats",
    path: () => "/api/v1/admin/stats",
    allowed: ["admin"],
    isAllowed: (response, body) => ok(response) && body.includes("totalJobs"),
  },
  {
    name: "API admin: every job",
    path: () => "/api/v1/admin/jobs?q=Tower%20Rigger",
    allowed: ["admin"],
    isAllowed: (response, body) => ok(response) && body.includes(ids.job.B),
  },
  {
    name: "API admin: deactivate another employer's job",
    prepare: async () => ({ job: await freshJob("employerB") }),
    target: ({ rows }) => rows.job,
    method: "POST",
    path: ({ id }) => `/api/v1/admin/jobs/${id}/active`,
    json: () => ({ active: false }),
    allowed: ["admin"],
    changed: async ({ rows }) => !(await isActive(rows.job)),
  },
  {
    name: "API admin: bulk import of jobs",
    prepare: async () => ({ title: `Bulk job ${unique()}` }),
    method: "POST",
    path: () => "/api/v1/admin/jobs/bulk",
    json: ({ rows }) => [jobFields(rows.title)],
    allowed: ["admin"],
    changed: async ({ rows }) => (await jobTitled(rows.title)) !== undefined,
  },
  {
    name: "API admin: registered users",
    path: () => `/api/v1/admin/users?q=${emails.candidateB}`,
    allowed: ["admin"],
    isAllowed: (response, body) => ok(response) && body.includes(emails.candidateB),
  },
  {
    name: "API admin: system users",
    path: () => `/api/v1/admin/system-users?q=${emails.employerB}`,
    allowed: ["admin"],
    isAllowed: (response, body) => ok(response) && body.includes(emails.employerB),
  },
  {
    name: "API admin: create an employer account",
    prepare: async () => ({ email: `made-${unique()}@example.com` }),
    method: "POST",
    path: () => "/api/v1/admin/users",
    json: ({ rows }) => ({ email: rows.email, password: "made-pass-1", role: "moderator" }),
    allowed: ["admin"],
    changed: ({ rows }) => userWithEmail(rows.email),
  },
  {
    // The privilege escalation: one's own real user id (a visitor names candidate A's).
    // For the admin it changes nothing, and is allowed.
    name: "API make oneself admin",
    target: ({ who }) => users[who] || users.candidateA,
    method: "PUT",
    path: ({ id }) => `/api/v1/admin/users/${id}/role`,
    json: () => ({ role: "admin" }),
    allowed: ["admin"],
    changed: async ({ who }) => (await roleIn(users[who] || users.candidateA)) === "admin",
  },
  {
    name: "API admin: make a candidate an employer",
    prepare: async () => ({ userId: (await throwawayAccount("user")).userId }),
    target: ({ rows }) => rows.userId,
    method: "PUT",
    path: ({ id }) => `/api/v1/admin/users/${id}/role`,
    json: () => ({ role: "moderator" }),
    allowed: ["admin"],
    changed: async ({ rows }) => (await roleIn(rows.userId)) === "moderator",
  },
  {
    name: "API admin: remove an employer's role",
    prepare: async () => ({ userId: (await throwawayAccount("moderator")).userId }),
    target: ({ rows }) => rows.userId,
    method: "DELETE",
    path: ({ id }) => `/api/v1/admin/users/${id}/role`,
    allowed: ["admin"],
    changed: async ({ rows }) => (await roleIn(rows.userId)) === "none",
  },
  {
    name: "API admin: contact submissions",
    prepare: async () => (await freshContactSubmission()) as Rows,
    path: () => "/api/v1/admin/contact-submissions",
    allowed: ["admin"],
    isAllowed: (response, body, { rows }) => ok(response) && body.includes(rows.name),
  },
  {
    name: "API admin: delete a contact submission",
    prepare: async () => (await freshContactSubmission()) as Rows,
    target: ({ rows }) => rows.id,
    method: "DELETE",
    path: ({ id }) => `/api/v1/admin/contact-submissions/${id}`,
    allowed: ["admin"],
    changed: async ({ rows }) => !(await contactExists(rows.id)),
  },
  {
    name: "API admin: audit log",
    prepare: async () => ({ email: await freshAuditEntry() }),
    path: () => "/api/v1/admin/audit-log",
    allowed: ["admin"],
    isAllowed: (response, body, { rows }) => ok(response) && body.includes(rows.email),
  },

  {
    name: "API admin: duplicate pairs",
    prepare: async () => await freshDuplicatePair(),
    path: () => "/api/v1/admin/duplicates",
    allowed: ["admin"],
    isAllowed: (response, body, { rows }) => ok(response) && body.includes(rows.name),
  },
  {
    name: "API admin: scan for duplicates",
    method: "POST",
    path: () => "/api/v1/admin/duplicates/scan",
    allowed: ["admin"],
  },
  {
    name: "API admin: merge a duplicate pair",
    prepare: async () => await freshDuplicatePair(),
    target: ({ rows }) => rows.pair,
    method: "POST",
    path: ({ id }) => `/api/v1/admin/duplicates/${id}/merge`,
    json: () => ({ keep: "a" }),
    allowed: ["admin"],
    changed: async ({ rows }) => (await pairStatus(rows.pair)) === "gone",
  },
  {
    name: "API admin: dismiss a duplicate pair",
    prepare: async () => await freshDuplicatePair(),
    target: ({ rows }) => rows.pair,
    method: "POST",
    path: ({ id }) => `/api/v1/admin/duplicates/${id}/dismiss`,
    allowed: ["admin"],
    changed: async ({ rows }) => (await pairStatus(rows.pair)) === "dismissed",
  },

  // ── Pages: public, and signing out ──
  {
    name: "page: the contact form on /",
    prepare: async () => ({ email: `contact-${unique()}@example.com` }),
    method: "POST",
    path: () => "/?index",
    form: ({ rows }) => ({ fullName: "Asha", email: rows.email, message: "Please call me." }),
    allowed: everyone,
    changed: async ({ rows }) =>
      (await db()
        .selectFrom("contact_submissions")
        .select("id")
        .where("email", "=", rows.email)
        .executeTakeFirst()) !== undefined,
  },
  {
    name: "page /careers",
    path: () => "/careers",
    allowed: everyone,
    isAllowed: (response, body) => ok(response) && body.includes('href="/jobs/'),
  },
  // The job search is open to everyone (issue #36, decision 0042), in both languages; never an inactive job.
  {
    name: "page /jobs: the search",
    path: () => "/jobs?q=rigger",
    allowed: everyone,
    isAllowed: (response, body) =>
      ok(response) && body.includes(ids.jobTitle.B) && !body.includes(ids.inactiveJob),
  },
  {
    name: "page /hi/jobs with the filters",
    path: () => "/hi/jobs?q=rigger&salary=0&type=all-types&sort=newest",
    allowed: everyone,
    isAllowed: (response, body) =>
      ok(response) && body.includes(ids.jobTitle.B) && body.includes('lang="hi-IN"'),
  },
  // The job feeds (issue #24): public, as a feed reader cannot sign in; never an inactive job.
  {
    name: "page /jobs.rss: the newest jobs",
    path: () => "/jobs.rss",
    allowed: everyone,
    isAllowed: (response, body) =>
      ok(response) &&
      response.headers.get("content-type") === "application/rss+xml; charset=utf-8" &&
      body.includes("<item>") &&
      !body.includes(ids.inactiveJob),
  },
  {
    name: "page /jobs.rss of a search",
    path: () => "/jobs.rss?q=rigger",
    allowed: everyone,
    isAllowed: (response, body) => ok(response) && body.includes(`/jobs/${ids.job.B}</guid>`),
  },
  {
    name: "page /jobs/:id of job A",
    path: () => `/jobs/${ids.job.A}`,
    allowed: everyone,
    isAllowed: (response, body) => ok(response) && body.includes(ids.jobTitle.A),
  },
  {
    name: "page /jobs/:id of an inactive job (as if it did not exist)",
    target: () => ids.inactiveJob,
    path: ({ id }) => `/jobs/${id}`,
    allowed: [],
  },
  {
    name: "page: apply on /jobs/:id",
    prepare: async () => ({ job: await freshJob("admin") }),
    method: "POST",
    path: ({ rows }) => `/jobs/${rows.job}`,
    form: () => ({ coverLetter: "Hello" }),
    allowed: candidates,
    changed: ({ who, rows }) => hasApplied(who, rows.job),
  },
  {
    // Issue #36: a visitor applies without an account; anyone signed in applies with theirs.
    name: "page: apply without an account on /jobs/:id",
    prepare: guestJob,
    method: "POST",
    path: ({ rows }) => `/jobs/${rows.job}`,
    form: guestForm,
    allowed: ["visitor"],
    isAllowed: (response, body) => ok(response) && body.includes("Application sent"),
    changed: ({ rows }) => guestApplied(rows.email!, rows.job!),
  },
  // The referral link (decision 0059): anyone signed in gets their own; it records the referrer, never the applicant.
  {
    name: "page /jobs/:id: Share this job, with the viewer's own signed referral",
    path: () => `/jobs/${ids.job.A}`,
    allowed: signedIn,
    isAllowed: (response, body, { who }) =>
      ok(response) &&
      body.includes("Share this job") &&
      body.includes(`/jobs/${ids.job.A}?ref=${users[who]}.`) &&
      // Nobody else's referral is shown to them.
      !signedIn.some((other) => other !== who && body.includes(`?ref=${users[other]}.`)),
  },
  {
    name: "page: apply on /jobs/:id through employer B's referral link (the referrer recorded)",
    prepare: async () => {
      const job = await freshJob("admin");
      return { job, ref: referralRef(e2e.server.services, users.employerB, job) };
    },
    method: "POST",
    path: ({ rows }) => `/jobs/${rows.job}`,
    form: ({ rows }) => ({ coverLetter: "Hello", ref: rows.ref! }),
    allowed: candidates,
    changed: ({ who, rows }) => referredBy(who, rows.job!, users.employerB),
  },
  {
    name: "page: apply on /jobs/:id with one's own referral link: applied, not as one's own referral",
    prepare: async (who) => {
      const job = await freshJob("admin");
      return { job, ref: who === "visitor" ? "" : referralRef(e2e.server.services, users[who], job) };
    },
    method: "POST",
    path: ({ rows }) => `/jobs/${rows.job}`,
    form: ({ rows }) => ({ coverLetter: "Hello", ref: rows.ref! }),
    allowed: candidates,
    changed: async ({ who, rows }) =>
      (await hasApplied(who, rows.job!)) && !(await referredBy(who, rows.job!, users[who])),
  },
  {
    name: "page: apply without an account on /jobs/:id through candidate A's referral link",
    prepare: async () => {
      const rows = await guestJob();
      return { ...rows, ref: referralRef(e2e.server.services, users.candidateA, rows.job!) };
    },
    method: "POST",
    path: ({ rows }) => `/jobs/${rows.job}`,
    form: (attempt) => ({ ...guestForm(attempt), ref: attempt.rows.ref! }),
    allowed: ["visitor"],
    isAllowed: (response, body) => ok(response) && body.includes("Application sent"),
    changed: async ({ rows }) =>
      (await guestApplied(rows.email!, rows.job!)) &&
      (await db()
        .selectFrom("job_applications")
        .select("id")
        .where("job_id", "=", rows.job!)
        .where("source", "=", "referral")
        .where("referred_by", "=", users.candidateA)
        .executeTakeFirst()) !== undefined,
  },
  {
    name: "page /files/*: a profile photo (public by its random name)",
    prepare: async () => ({ key: (await profileOf(users.candidateB))!.photo_key! }),
    path: ({ rows }) => `/files/${rows.key}`,
    allowed: everyone,
    isAllowed: (response) => ok(response) && response.headers.get("content-type") === "image/jpeg",
  },
  {
    name: "page /files/*: a resume by its storage name (resumes are never files)",
    prepare: async () => ({ key: (await profileOf(users.candidateA))!.resume_key! }),
    path: ({ rows }) => `/files/${rows.key}`,
    allowed: [],
  },
  {
    name: "page /admin/job-template.json (a sample, no data)",
    path: () => "/admin/job-template.json",
    allowed: everyone,
    isAllowed: (response, body) => ok(response) && Array.isArray(JSON.parse(body)),
  },
  {
    name: "page: sign out",
    prepare: async (who): Promise<Rows> =>
      who === "visitor" ? {} : { cookie: await signedInCookie(emails[who], passwords[who]) },
    method: "POST",
    path: () => "/sign-out",
    form: () => ({}),
    allowed: everyone,
    isAllowed: redirectsTo("/"),
    // The session it was sent with is over (a visitor had none).
    changed: async ({ rows }) => !rows.cookie || !(await stillSignedIn(rows.cookie)),
  },

  // ── Pages: one's own profile ──
  {
    name: "page /profile",
    path: () => "/profile",
    allowed: signedIn,
    isAllowed: (response, body, { who }) => pageOk(response, body) && body.includes(emails[who]),
  },
  {
    name: "page /profile: create the candidate profile",
    method: "POST",
    path: () => "/profile",
    form: () => ({ intent: "create-profile" }),
    allowed: candidates,
    isAllowed: redirectsTo("/profile"),
    changed: async ({ who }) => (await profileOf(users[who])) !== undefined,
  },
  {
    name: "page /profile: upload a photo",
    prepare: async (who) => ({ before: (await profileOf(users[who]))?.photo_key ?? "" }),
    method: "POST",
    path: () => "/profile",
    form: async () => ({ intent: "upload-photo", photo: await photoFile() }),
    allowed: candidates,
    changed: async ({ who, rows }) => {
      const key = (await profileOf(users[who]))?.photo_key;
      return Boolean(key) && key !== rows.before;
    },
  },
  {
    name: "page /profile: upload a resume",
    prepare: async (who) => ({ before: (await profileOf(users[who]))?.resume_key ?? "" }),
    method: "POST",
    path: () => "/profile",
    form: ({ who }) => ({ intent: "upload-resume", resume: resumeFile(who) }),
    allowed: candidates,
    changed: async ({ who, rows }) => {
      const key = (await profileOf(users[who]))?.resume_key;
      return Boolean(key) && key !== rows.before;
    },
  },
  {
    // The wizard's "Upload your resume to fill this in" (decision 0045): stores the resume, changes no field.
    name: "page /profile: fill the wizard from a resume",
    prepare: async (who) => ({ before: (await profileOf(users[who]))?.resume_key ?? "" }),
    method: "POST",
    path: () => "/profile",
    form: ({ who }) => ({ intent: "fill-from-resume", resume: resumeFile(who) }),
    allowed: candidates,
    isAllowed: redirectsTo("/profile"),
    changed: async ({ who, rows }) => {
      const key = (await profileOf(users[who]))?.resume_key;
      return Boolean(key) && key !== rows.before;
    },
  },
  {
    name: "page /profile: a step of the profile wizard",
    prepare: async () => ({ summary: `Wizard summary ${unique()}` }),
    method: "POST",
    path: () => "/profile",
    form: ({ rows }) => ({ intent: "wizard", section: "summary", go: "next", profile_summary: rows.summary }),
    allowed: candidates,
    isAllowed: redirectsTo("/profile"),
    changed: async ({ who, rows }) => (await profileOf(users[who]))?.profile_summary === rows.summary,
  },
  {
    // Each candidate's attempt is a throwaway candidate's, so A and B stay hidden from recruiters.
    name: "page /profile: let recruiters find one's own profile",
    prepare: async (who) => (candidates.includes(who) ? await throwawayAccount("user") : {}),
    method: "POST",
    path: () => "/profile",
    form: () => ({ intent: "discoverable", discoverable: "on" }),
    allowed: candidates,
    changed: async ({ rows }) => Boolean(rows.userId) && (await isDiscoverable(rows.userId)),
  },
  {
    // "Your data" (decision 0046): one's own job alert's consent, in one click; nobody else's.
    name: "page /profile: withdraw candidate A's job-alert consent",
    prepare: async () => ({ consent: await freshAlertConsent("candidateA") }),
    target: ({ rows }) => rows.consent,
    method: "POST",
    path: () => "/profile",
    form: ({ id }) => ({ intent: "withdraw-consent", id }),
    allowed: ["candidateA"],
    changed: async ({ rows }) =>
      (
        await db()
          .selectFrom("consents")
          .select("withdrawn_at")
          .where("id", "=", rows.consent)
          .executeTakeFirstOrThrow()
      ).withdrawn_at !== null,
  },
  {
    name: "page /profile/edit",
    path: () => "/profile/edit",
    allowed: candidates,
    isAllowed: (response, body, { who }) => ok(response) && body.includes(firstNames[sideOf(who)]),
  },
  {
    // The form also names the other candidate's ids: they must be ignored.
    name: "page /profile/edit: save one's own profile",
    prepare: async (who) => {
      const victim = candidate(who === "candidateA" ? "B" : "A");
      return {
        summary: `Edited summary ${unique()}`,
        victim,
        victimSummary: (await profileOf(users[victim]))!.profile_summary ?? "",
      };
    },
    method: "POST",
    path: () => "/profile/edit",
    form: async ({ who, rows }) => {
      const victim = rows.victim as Who;
      return {
        ...(await profileEditForm(users[who], rows.summary)),
        id: ids.candidate[sideOf(victim)],
        user_id: users[victim],
        candidate_id: ids.candidate[sideOf(victim)],
      };
    },
    allowed: candidates,
    // With the toast: the page also sends anyone without a profile to /profile, without one.
    isAllowed: (response) =>
      redirectsTo("/profile")(response) && response.headers.get("set-cookie")?.includes("jb_toast=") === true,
    changed: async ({ who, rows }) =>
      (await profileOf(users[who]))?.profile_summary === rows.summary &&
      (await profileOf(users[rows.victim as Who]))?.profile_summary === rows.victimSummary,
  },
  {
    name: "page /profile/resume: one's own resume",
    path: () => "/profile/resume",
    allowed: candidates,
    isAllowed: (response, body, { who }) => ok(response) && body === resumeOf(who),
  },
  {
    name: "page /profile/export: one's own data",
    path: () => "/profile/export",
    allowed: signedIn,
    isAllowed: (response, body, { who }) => ok(response) && JSON.parse(body).account.email === emails[who],
  },
  {
    name: "page /profile/delete",
    path: () => "/profile/delete",
    allowed: signedIn,
    isAllowed: (response, body, { who }) => ok(response) && body.includes(`Type ${emails[who]} to confirm`),
  },
  {
    // Each person deletes a throwaway account of their own role.
    name: "page /profile/delete: delete one's own account",
    prepare: async (who) => (who === "visitor" ? {} : await throwawayAccount(roleOf[who]!)),
    method: "POST",
    path: () => "/profile/delete",
    form: ({ rows }) => ({ confirmation: rows.email ?? "" }),
    allowed: signedIn,
    isAllowed: redirectsTo("/"),
    changed: async ({ rows }) => Boolean(rows.userId) && !(await userExists(rows.userId)),
  },
  {
    name: "page /profile/delete: typing someone else's e-mail",
    prepare: async () => {
      const { userId, email } = await throwawayAccount("user");
      return { userId, email };
    },
    method: "POST",
    path: () => "/profile/delete",
    form: ({ rows }) => ({ confirmation: rows.email }),
    allowed: [],
    changed: async ({ who, rows }) =>
      !(await userExists(rows.userId)) || (who !== "visitor" && !(await userExists(users[who]))),
  },

  // ── Pages: a candidate's applications ──
  {
    name: "page /my-applications: one's own, never the other candidate's",
    path: () => "/my-applications",
    allowed: candidates,
    isAllowed: (response, body, { who }) =>
      ok(response) && seesOnly(body, [ids.jobTitle[sideOf(who)]], [ids.jobTitle[otherSide(sideOf(who))]]),
  },

  // Withdrawing (issue #36, decision 0044): only the application's own
  // candidate; another candidate finds no such application (as for a random
  // id), staff are not candidates, a visitor must sign in.
  {
    name: "page /my-applications: withdraw candidate A's application",
    prepare: async () => ({ application: await freshApplication("candidateA") }),
    target: ({ rows }) => rows.application,
    method: "POST",
    path: () => "/my-applications",
    form: ({ id }) => ({ intent: "withdraw", applicationId: id }),
    allowed: ["candidateA"],
    isAllowed: (response, body) => ok(response) && body.includes("withdrawn"),
    changed: async ({ rows }) =>
      (
        await db()
          .selectFrom("job_applications")
          .select("application_status")
          .where("id", "=", rows.application)
          .executeTakeFirst()
      )?.application_status === "withdrawn",
  },

  // ── Saved jobs (issue #24): a candidate's own list, by API and page ──
  {
    name: "API my saved jobs: one's own, never the other candidate's",
    path: () => "/api/v1/me/saved-jobs",
    allowed: candidates,
    isAllowed: (response, body, { who }) =>
      ok(response) && seesOnly(body, [savedJob[sideOf(who)].id], [savedJob[otherSide(sideOf(who))].id]),
  },
  {
    name: "API save a job",
    prepare: async () => ({ job: await freshJob("admin") }),
    method: "PUT",
    path: ({ rows }) => `/api/v1/me/saved-jobs/${rows.job}`,
    allowed: candidates,
    changed: ({ who, rows }) => isSaved(who, rows.job),
  },
  {
    name: "API save an inactive job (as if it did not exist)",
    target: () => ids.inactiveJob,
    method: "PUT",
    path: ({ id }) => `/api/v1/me/saved-jobs/${id}`,
    allowed: [],
    changed: ({ who }) => isSaved(who, ids.inactiveJob),
  },
  {
    name: "API remove a saved job: from one's own list, never the other candidate's",
    prepare: jobSavedByBoth,
    method: "DELETE",
    path: ({ rows }) => `/api/v1/me/saved-jobs/${rows.job}`,
    allowed: candidates,
    changed: unsavedOwnOnly,
  },
  {
    name: "page /saved-jobs: one's own, never the other candidate's",
    path: () => "/saved-jobs",
    allowed: candidates,
    isAllowed: (response, body, { who }) =>
      ok(response) && seesOnly(body, [savedJob[sideOf(who)].title], [savedJob[otherSide(sideOf(who))].title]),
  },
  {
    name: "page /jobs: one's own saved jobs marked Saved, never the other candidate's",
    path: () => "/jobs?q=saved%20by%20candidate",
    allowed: candidates,
    isAllowed: (response, body, { who }) =>
      ok(response) &&
      seesOnly(
        body,
        [`Saved: ${savedJob[sideOf(who)].title}`],
        [`Saved: ${savedJob[otherSide(sideOf(who))].title}`],
      ),
  },
  {
    name: "page /jobs/:id: the Save button, Saved for one's own saved job",
    path: () => `/jobs/${savedJob.A.id}`,
    allowed: candidates,
    isAllowed: (response, body, { who }) =>
      ok(response) &&
      body.includes(
        who === "candidateA" ? 'aria-label="Saved, remove from saved jobs"' : 'aria-label="Save job"',
      ),
  },
  {
    name: "page /saved-jobs: save a job",
    prepare: async () => ({ job: await freshJob("admin") }),
    method: "POST",
    path: () => "/saved-jobs",
    form: ({ rows }) => ({ intent: "save", jobId: rows.job, returnTo: "/jobs" }),
    allowed: candidates,
    isAllowed: redirectsTo("/jobs"),
    changed: ({ who, rows }) => isSaved(who, rows.job),
  },
  {
    name: "page /saved-jobs: save an inactive job (as if it did not exist)",
    target: () => ids.inactiveJob,
    method: "POST",
    path: () => "/saved-jobs",
    form: ({ id }) => ({ intent: "save", jobId: id, returnTo: "/jobs" }),
    allowed: [],
    changed: ({ who }) => isSaved(who, ids.inactiveJob),
  },
  {
    name: "page /saved-jobs: remove a saved job from one's own list, never the other candidate's",
    prepare: jobSavedByBoth,
    method: "POST",
    path: () => "/saved-jobs",
    form: ({ rows }) => ({ intent: "unsave", jobId: rows.job, returnTo: "/saved-jobs" }),
    allowed: candidates,
    isAllowed: redirectsTo("/saved-jobs"),
    changed: unsavedOwnOnly,
  },

  // ── Pages: employers (and admins) ──
  {
    name: "page /post-job",
    path: () => "/post-job",
    allowed: staff,
    isAllowed: pageOk,
  },
  {
    name: "page /post-job: post a job",
    prepare: async () => ({ title: `Posted job ${unique()}` }),
    method: "POST",
    path: () => "/post-job",
    form: ({ rows }) => jobFields(rows.title),
    allowed: staff,
    isAllowed: redirectsTo("/employer-dashboard/jobs"),
    changed: async ({ who, rows }) => (await jobTitled(rows.title))?.posted_by === users[who],
  },
  // A job's life (issue #37): edit, duplicate, close and reopen, for its owner and admins.
  ...bothSides((side) => ({
    name: `page /employer-dashboard/jobs/:id/edit: employer ${side}'s job`,
    target: () => ids.job[side],
    path: ({ id }) => `/employer-dashboard/jobs/${id}/edit`,
    allowed: [employer(side), "admin"],
    isAllowed: (response, body) => pageOk(response, body) && body.includes(ids.jobTitle[side]),
  })),
  ...bothSides((side) => ({
    name: `page /employer-dashboard/jobs/:id/edit: save employer ${side}'s job`,
    prepare: async () => ({ job: await freshJob(employer(side)), title: `Edited job ${unique()}` }),
    target: ({ rows }) => rows.job,
    method: "POST" as const,
    path: ({ id }) => `/employer-dashboard/jobs/${id}/edit`,
    form: ({ rows }) => jobFields(rows.title),
    allowed: [employer(side), "admin"],
    isAllowed: redirectsTo("/employer-dashboard/jobs"),
    changed: async ({ rows }) => (await titleOf(rows.job)) === rows.title,
  })),
  ...bothSides((side) => ({
    name: `page /post-job?from=: duplicate employer ${side}'s job`,
    target: () => ids.job[side],
    path: ({ id }) => `/post-job?from=${id}`,
    allowed: [employer(side), "admin"],
    isAllowed: (response, body) => pageOk(response, body) && body.includes(ids.jobTitle[side]),
  })),
  ...bothSides((side) => ({
    name: `page /employer-dashboard/jobs: close employer ${side}'s job`,
    prepare: async () => ({ job: await freshJob(employer(side)) }),
    target: ({ rows }) => rows.job,
    method: "POST" as const,
    path: () => "/employer-dashboard/jobs",
    form: ({ id }) => ({ intent: "close-job", jobId: id }),
    allowed: [employer(side), "admin"],
    changed: async ({ rows }) => !(await isActive(rows.job)),
  })),
  ...bothSides((side) => ({
    name: `page /employer-dashboard/jobs: reopen employer ${side}'s job`,
    prepare: async () => ({ job: await freshClosedJob(employer(side)) }),
    target: ({ rows }) => rows.job,
    method: "POST" as const,
    path: () => "/employer-dashboard/jobs",
    form: ({ id }) => ({ intent: "reopen-job", jobId: id }),
    allowed: [employer(side), "admin"],
    changed: async ({ rows }) => isActive(rows.job),
  })),
  {
    name: "page /admin/jobs: close another employer's job",
    prepare: async () => ({ job: await freshJob("employerB") }),
    target: ({ rows }) => rows.job,
    method: "POST",
    path: () => "/admin/jobs",
    form: ({ id }) => ({ intent: "close-job", jobId: id }),
    allowed: ["admin"],
    changed: async ({ rows }) => !(await isActive(rows.job)),
  },
  {
    name: "page /admin/jobs: reopen another employer's job",
    prepare: async () => ({ job: await freshClosedJob("employerB") }),
    target: ({ rows }) => rows.job,
    method: "POST",
    path: () => "/admin/jobs",
    form: ({ id }) => ({ intent: "reopen-job", jobId: id }),
    allowed: ["admin"],
    changed: async ({ rows }) => isActive(rows.job),
  },
  {
    name: "page /employer-dashboard/applications",
    path: () => "/employer-dashboard/applications",
    allowed: staff,
    isAllowed: pageOk,
  },
  {
    name: "page /employer-dashboard/jobs: one's own jobs only",
    path: () => "/employer-dashboard/jobs",
    allowed: staff,
    isAllowed: (response, body, { who }) =>
      pageOk(response, body) &&
      (who === "admin"
        ? seesOnly(body, [ids.jobTitle.A, ids.jobTitle.B], [])
        : seesOnly(body, [ids.jobTitle[sideOf(who)]], [ids.jobTitle[otherSide(sideOf(who))]])),
  },
  {
    name: "page /employer-dashboard/users (all candidates)",
    path: () => "/employer-dashboard/users",
    allowed: ["admin"],
    isAllowed: (response, body) => pageOk(response, body) && body.includes("Total Candidates"),
  },
  ...bothSides((side) => ({
    name: `page /employer-dashboard/applications: applicants of employer ${side}'s job ${side}`,
    target: () => ids.job[side],
    path: ({ id }) => `/employer-dashboard/applications?job=${id}`,
    allowed: [employer(side), "admin"],
    isAllowed: (response, body) => pageOk(response, body) && body.includes(firstNames[side]),
  })),
  ...bothSides((side) => ({
    name: `page /employer-dashboard/applications: candidate ${side}'s profile dialog`,
    target: () => ids.candidate[side],
    path: ({ id }) => `/employer-dashboard/applications?candidate=${id}`,
    allowed: [employer(side), "admin"],
    isAllowed: (response, body) =>
      pageOk(response, body) && body.includes("Contact and Resume") && body.includes(firstNames[side]),
  })),
  ...bothSides((side) => ({
    name: `page /employer-dashboard/export: applicants CSV of job ${side}`,
    target: () => ids.job[side],
    path: ({ id }) => `/employer-dashboard/export?job=${id}`,
    allowed: [employer(side), "admin"],
    isAllowed: (response, body) => ok(response) && body.includes(emails[candidate(side)]),
  })),
  ...bothSides((side) => ({
    name: `page /employer-dashboard/applications: set the status of candidate ${side}'s application to job ${side}`,
    prepare: () => resetStatus(side),
    target: () => ids.application[side],
    method: "POST",
    path: () => "/employer-dashboard/applications",
    form: ({ id }) => ({ applicationId: id, status: "screening" }),
    allowed: [employer(side), "admin"],
    changed: async () => (await applicationStatus(ids.application[side])) === "screening",
  })),
  ...bothSides((side) => ({
    name: `page /employer-dashboard/jobs/:id/pipeline: the board of employer ${side}'s job ${side}`,
    target: () => ids.job[side],
    path: ({ id }) => `/employer-dashboard/jobs/${id}/pipeline`,
    allowed: [employer(side), "admin"],
    isAllowed: (response, body) => pageOk(response, body) && body.includes(firstNames[side]),
  })),
  ...bothSides((side) => ({
    name: `page /employer-dashboard/orders: employer ${side}'s open job orders`,
    path: () => `/employer-dashboard/orders?owner=${users[employer(side)]}`,
    allowed: [employer(side), "admin"],
    isAllowed: (response, body) =>
      pageOk(response, body) && seesOnly(body, [ids.jobTitle[side]], [ids.jobTitle[otherSide(side)]]),
  })),
  // The placement page (issue #38, decision 0057).
  ...bothSides((side) => ({
    name: `page /employer-dashboard/applications/:id/placement: candidate ${side}'s placement`,
    target: () => ids.application[side],
    path: ({ id }) => `/employer-dashboard/applications/${id}/placement`,
    allowed: [employer(side), "admin"],
    // The form, or (an ended placement) its summary: the page itself either way.
    isAllowed: (response, body) => pageOk(response, body) && body.includes("Back to the application"),
  })),
  ...bothSides((side) => ({
    name: `page /employer-dashboard/applications/:id/placement: record candidate ${side}'s offer`,
    prepare: () => resetStatus(side),
    target: () => ids.application[side],
    method: "POST",
    path: ({ id }) => `/employer-dashboard/applications/${id}/placement`,
    form: () => ({ intent: "save", ...placementOffer }),
    allowed: [employer(side), "admin"],
    // Saved, it sends the recruiter back to the application.
    isAllowed: redirectsTo("/employer-dashboard/applications"),
    changed: async () => (await applicationStatus(ids.application[side])) === "offered",
  })),
  ...bothSides((side) => ({
    name: `page /employer-dashboard/applications/:id/placement: end candidate ${side}'s placement`,
    prepare: () => joinedPlacement(side),
    target: () => ids.application[side],
    method: "POST",
    path: ({ id }) => `/employer-dashboard/applications/${id}/placement`,
    form: () => ({
      intent: "end",
      reason: "left",
      ended_on: new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10),
    }),
    allowed: [employer(side), "admin"],
    changed: async ({ rows }) => (await placementStatus(rows.placement!)) === "ended",
  })),
  // Only an admin credits a placement to another recruiter (decision 0057).
  ...bothSides((side) => ({
    name: `page /employer-dashboard/applications/:id/placement: credit candidate ${side}'s placement to another recruiter`,
    prepare: () => joinedPlacement(side),
    target: () => ids.application[side],
    method: "POST",
    path: ({ id }) => `/employer-dashboard/applications/${id}/placement`,
    form: () => ({ intent: "recruiter", recruiter_id: users[employer(otherSide(side))] }),
    allowed: ["admin"],
    // The job's recruiter sees the page (and the placement), only not this form.
    readers: [employer(side)],
    changed: async ({ rows }) =>
      (
        await db()
          .selectFrom("placements")
          .select("recruiter_id")
          .where("id", "=", rows.placement!)
          .executeTakeFirst()
      )?.recruiter_id === users[employer(otherSide(side))],
  })),
  ...bothSides((side) => ({
    name: `page /employer-dashboard/jobs/:id/pipeline: move candidate ${side}'s card to a stage`,
    prepare: () => resetStatus(side),
    target: () => ids.application[side],
    method: "POST",
    path: () => `/employer-dashboard/jobs/${ids.job[side]}/pipeline`,
    form: ({ id }) => ({ intent: "move", applicationId: id, stage: "client_interview" }),
    allowed: [employer(side), "admin"],
    changed: async () => (await applicationStatus(ids.application[side])) === "client_interview",
  })),
  ...bothSides((side) => ({
    name: `page /employer-dashboard/jobs/:id/pipeline: bulk-reject candidate ${side}'s card`,
    prepare: () => resetStatus(side),
    target: () => ids.application[side],
    method: "POST",
    path: () => `/employer-dashboard/jobs/${ids.job[side]}/pipeline`,
    form: ({ id }) => ({ intent: "bulk", applicationId: id, stage: "rejected:not_reachable", note: "x" }),
    allowed: [employer(side), "admin"],
    changed: async () => (await applicationStatus(ids.application[side])) === "rejected",
  })),
  ...bothSides((side) => ({
    name: `page /resumes/:id: candidate ${side}'s resume`,
    target: () => ids.candidate[side],
    path: ({ id }) => `/resumes/${id}`,
    allowed: [candidate(side), employer(side), "admin"],
    isAllowed: (response, body) => ok(response) && body === resumeOf(candidate(side)),
  })),

  // ── Pages: the talent pool (issue #22) ──
  {
    name: "page /employer-dashboard/talent-pool",
    path: () => "/employer-dashboard/talent-pool",
    allowed: staff,
    isAllowed: (response, body) => pageOk(response, body) && body.includes("Talent Pool"),
  },
  ...bothSides((side) => ({
    name: `page /employer-dashboard/talent-pool: candidate ${side} (an applicant of employer ${side} only)`,
    path: () => `/employer-dashboard/talent-pool?q=${firstNames[side]}`,
    allowed: [employer(side), "admin"],
    isAllowed: (response, body) =>
      pageOk(response, body) && body.includes(`candidate=${ids.candidate[side]}`),
  })),
  {
    name: "page /employer-dashboard/talent-pool: candidate C (who let recruiters find them)",
    path: () => `/employer-dashboard/talent-pool?q=${candidateC.firstName}`,
    allowed: staff,
    isAllowed: (response, body) => pageOk(response, body) && body.includes(`candidate=${ids.discoverable}`),
  },
  ...bothSides((side) => ({
    name: `page /employer-dashboard/talent-pool: candidate ${side}'s profile dialog`,
    target: () => ids.candidate[side],
    path: ({ id }) => `/employer-dashboard/talent-pool?candidate=${id}`,
    allowed: [employer(side), "admin"],
    isAllowed: (response, body) =>
      pageOk(response, body) && body.includes("Contact and Resume") && body.includes(firstNames[side]),
  })),
  {
    name: "page /employer-dashboard/talent-pool: candidate C's profile dialog",
    path: () => `/employer-dashboard/talent-pool?candidate=${ids.discoverable}`,
    allowed: staff,
    isAllowed: (response, body) =>
      pageOk(response, body) && body.includes("Contact and Resume") && body.includes(candidateC.firstName),
  },
  ...bothSides((side) => ({
    name: `page /employer-dashboard/talent-pool: invite candidate ${side} to apply (an applicant of employer ${side})`,
    prepare: (who) => inviteJob(who, side),
    target: () => ids.candidate[side],
    method: "POST",
    path: () => "/employer-dashboard/talent-pool",
    form: ({ id, rows }) => ({ candidateId: id, jobId: rows.job }),
    allowed: [employer(side), "admin"],
    isAllowed: redirectsTo("/employer-dashboard/talent-pool"),
    changed: ({ rows }) => invited(rows.job, ids.candidate[side]),
  })),
  {
    name: "page /employer-dashboard/talent-pool: invite candidate C to employer B's job",
    prepare: async () => ({ job: await freshJob("employerB") }),
    target: ({ rows }) => rows.job,
    method: "POST",
    path: () => "/employer-dashboard/talent-pool",
    form: ({ id }) => ({ candidateId: ids.discoverable, jobId: id }),
    allowed: ["employerB", "admin"],
    isAllowed: redirectsTo("/employer-dashboard/talent-pool"),
    changed: ({ rows }) => invited(rows.job, ids.discoverable),
  },
  {
    name: "page /resumes/:id: candidate C's resume (who let recruiters find them)",
    path: () => `/resumes/${ids.discoverable}`,
    allowed: staff,
    isAllowed: (response, body) => ok(response) && body === resumeOfC,
  },

  // ── Pages: the recruiter's workflow (issue #23) ──
  ...bothSides((side) => ({
    name: `page /employer-dashboard/applications: rate candidate ${side}'s application`,
    prepare: () => rateBoth(null),
    target: () => ids.application[side],
    method: "POST",
    path: () => "/employer-dashboard/applications",
    form: ({ id }) => ({ intent: "rate", applicationId: id, rating: "4" }),
    allowed: [employer(side), "admin"],
    refusal: recruiterRefusal(side),
    changed: async () => (await ratingOf(side)) === 4,
  })),
  ...bothSides((side) => ({
    name: `page /employer-dashboard/applications: add a note to candidate ${side}'s application`,
    prepare: async () => ({ body: `New note ${unique()}` }),
    target: () => ids.application[side],
    method: "POST",
    path: () => "/employer-dashboard/applications",
    form: ({ id, rows }) => ({ intent: "add-note", applicationId: id, body: rows.body }),
    allowed: [employer(side), "admin"],
    refusal: recruiterRefusal(side),
    changed: ({ rows }) => noteWritten(side, rows.body),
  })),
  ...bothSides((side) => ({
    // Its author only: the admin, who reads it, may not put words in someone else's note.
    name: `page /employer-dashboard/applications: edit employer ${side}'s note`,
    prepare: () => freshNote(side, employer(side)),
    target: ({ rows }) => rows.note,
    method: "POST",
    path: () => "/employer-dashboard/applications",
    form: ({ id, rows }) => ({ intent: "edit-note", noteId: id, body: rows.body }),
    allowed: [employer(side)],
    refusal: recruiterRefusal(side, { admin: "403" }),
    readers: ["admin"],
    changed: async ({ rows }) => (await noteBody(rows.note)) === rows.body,
  })),
  {
    name: "page /employer-dashboard/applications: edit the admin's note on candidate A's application",
    prepare: () => freshNote("A", "admin"),
    target: ({ rows }) => rows.note,
    method: "POST",
    path: () => "/employer-dashboard/applications",
    form: ({ id, rows }) => ({ intent: "edit-note", noteId: id, body: rows.body }),
    allowed: ["admin"],
    refusal: recruiterRefusal("A", { employerA: "403" }),
    readers: ["employerA"],
    changed: async ({ rows }) => (await noteBody(rows.note)) === rows.body,
  },
  ...bothSides((side) => ({
    name: `page /employer-dashboard/applications: delete employer ${side}'s note`,
    prepare: () => freshNote(side, employer(side)),
    target: ({ rows }) => rows.note,
    method: "POST",
    path: () => "/employer-dashboard/applications",
    form: ({ id }) => ({ intent: "delete-note", noteId: id }),
    allowed: [employer(side), "admin"],
    refusal: recruiterRefusal(side),
    changed: async ({ rows }) => (await noteBody(rows.note)) === undefined,
  })),
  {
    // The job's own employer reads the admin's note, and may not delete it.
    name: "page /employer-dashboard/applications: delete the admin's note on candidate A's application",
    prepare: () => freshNote("A", "admin"),
    target: ({ rows }) => rows.note,
    method: "POST",
    path: () => "/employer-dashboard/applications",
    form: ({ id }) => ({ intent: "delete-note", noteId: id }),
    allowed: ["admin"],
    refusal: recruiterRefusal("A", { employerA: "403" }),
    readers: ["employerA"],
    changed: async ({ rows }) => (await noteBody(rows.note)) === undefined,
  },
  ...bothSides((side) => ({
    name: `page /employer-dashboard/applications: schedule an interview for candidate ${side}'s application`,
    prepare: async () => ({ interviewer: `Interviewer ${unique()}` }),
    target: () => ids.application[side],
    method: "POST",
    path: () => "/employer-dashboard/applications",
    form: ({ id, rows }) => ({ intent: "schedule", applicationId: id, ...interviewForm(rows.interviewer) }),
    allowed: [employer(side), "admin"],
    refusal: recruiterRefusal(side),
    changed: ({ rows }) => interviewScheduled(rows.interviewer),
  })),
  ...bothSides((side) => ({
    name: `page /employer-dashboard/applications: reschedule candidate ${side}'s interview`,
    prepare: () => freshInterview(side),
    target: ({ rows }) => rows.interview,
    method: "POST",
    path: () => "/employer-dashboard/applications",
    form: ({ id, rows }) => ({ intent: "reschedule", interviewId: id, ...interviewForm(rows.interviewer) }),
    allowed: [employer(side), "admin"],
    refusal: recruiterRefusal(side),
    changed: async ({ rows }) =>
      (await interviewOf(rows.interview)).interviewer_name === rows.interviewer ||
      (await interviewMailed(rows.interview)),
  })),
  ...bothSides((side) => ({
    name: `page /employer-dashboard/applications: cancel candidate ${side}'s interview`,
    prepare: () => freshInterview(side),
    target: ({ rows }) => rows.interview,
    method: "POST",
    path: () => "/employer-dashboard/applications",
    form: ({ id }) => ({ intent: "cancel-interview", interviewId: id }),
    allowed: [employer(side), "admin"],
    refusal: recruiterRefusal(side),
    changed: async ({ rows }) =>
      (await interviewOf(rows.interview)).status === "cancelled" || (await interviewMailed(rows.interview)),
  })),
  ...bothSides((side) => ({
    name: `page /employer-dashboard/applications: candidate ${side}'s application with its notes and interviews`,
    prepare: () => rateBoth(3),
    target: () => ids.application[side],
    path: ({ id }) => `/employer-dashboard/applications?job=all&rating=3&sort=rating&application=${id}`,
    allowed: [employer(side), "admin"],
    isAllowed: (response, body) =>
      pageOk(response, body) &&
      body.includes("Your notes and interviews") &&
      body.includes(privateNotes[side]) &&
      body.includes(interviewers[side]),
  })),
  ...bothSides((side) => ({
    name: `page /employer-dashboard/applications: job ${side}'s applicants of 3 stars or more, highest rated first`,
    prepare: () => rateBoth(3),
    target: () => ids.job[side],
    path: ({ id }) => `/employer-dashboard/applications?job=${id}&rating=3&sort=rating`,
    allowed: [employer(side), "admin"],
    isAllowed: (response, body) => pageOk(response, body) && body.includes(firstNames[side]),
  })),
  {
    name: "page /employer-dashboard/applications: all jobs' applicants by rating, never another employer's",
    prepare: () => rateBoth(3),
    path: () => "/employer-dashboard/applications?job=all&rating=1&sort=rating",
    allowed: staff,
    isAllowed: (response, body, { who }) =>
      pageOk(response, body) &&
      (who === "admin"
        ? seesOnly(body, [firstNames.A, firstNames.B], [])
        : seesOnly(body, [firstNames[sideOf(who)]], [firstNames[otherSide(sideOf(who))]])),
  },
  {
    name: "page /employer-dashboard/interviews",
    path: () => "/employer-dashboard/interviews",
    allowed: staff,
    refusal: recruiterRefusal("A"),
    isAllowed: (response, body) => pageOk(response, body) && body.includes('aria-label="Interviews shown"'),
  },
  {
    name: "page /employer-dashboard/interviews?range=week: one's own jobs' interviews only",
    path: () => "/employer-dashboard/interviews?range=week",
    allowed: staff,
    refusal: recruiterRefusal("A"),
    isAllowed: (response, body, { who }) =>
      pageOk(response, body) &&
      (who === "admin"
        ? seesOnly(body, [interviewers.A, interviewers.B], [])
        : seesOnly(body, [interviewers[sideOf(who)]], [interviewers[otherSide(sideOf(who))]])),
  },

  // ── Writing to candidates, calendar files, exports (issue #37) ──
  ...bothSides((side) => ({
    name: `page /employer-dashboard/applications: write to candidate ${side}`,
    prepare: async () => ({ subject: `Subject ${unique()}` }),
    target: () => ids.application[side],
    method: "POST",
    path: () => "/employer-dashboard/applications",
    form: ({ id, rows }) => ({
      intent: "send-message",
      applicationId: id,
      subject: rows.subject,
      body: "Hello.",
    }),
    allowed: [employer(side), "admin"],
    refusal: recruiterRefusal(side),
    changed: ({ rows }) => messageKept(rows.subject),
  })),
  ...bothSides((side) => ({
    name: `page /employer-dashboard/applications: candidate ${side}'s application with its messages`,
    target: () => ids.application[side],
    path: ({ id }) => `/employer-dashboard/applications?job=all&application=${id}`,
    allowed: [employer(side), "admin"],
    isAllowed: (response, body) =>
      pageOk(response, body) &&
      body.includes("Write to the candidate") &&
      body.includes(messageSubjects[side]),
  })),
  ...bothSides((side) => ({
    name: `page /my-applications/interviews/<id>.ics: candidate ${side}'s interview`,
    prepare: () => freshInterview(side),
    target: ({ rows }) => rows.interview,
    path: ({ id }) => `/my-applications/interviews/${id}.ics`,
    allowed: [candidate(side)],
    isAllowed: isCalendar,
  })),
  ...bothSides((side) => ({
    name: `page /employer-dashboard/interviews/<id>.ics: candidate ${side}'s interview`,
    prepare: () => freshInterview(side),
    target: ({ rows }) => rows.interview,
    path: ({ id }) => `/employer-dashboard/interviews/${id}.ics`,
    allowed: [employer(side), "admin"],
    refusal: recruiterRefusal(side),
    isAllowed: isCalendar,
  })),
  {
    name: "page /employer-dashboard/export?job=all: one's own applicants only",
    path: () => "/employer-dashboard/export?job=all",
    allowed: staff,
    refusal: recruiterRefusal("A"),
    isAllowed: (response, body, { who }) =>
      ok(response) &&
      (who === "admin"
        ? seesOnly(body, [emails.candidateA, emails.candidateB], [])
        : seesOnly(body, [emails[candidate(sideOf(who))]], [emails[candidate(otherSide(sideOf(who)))]])),
  },
  {
    name: "page /my-applications: one's own messages, never the other candidate's",
    path: () => "/my-applications",
    allowed: candidates,
    isAllowed: (response, body, { who }) =>
      ok(response) &&
      seesOnly(body, [messageSubjects[sideOf(who)]], [messageSubjects[otherSide(sideOf(who))]]),
  },
  ...bothSides((side) => ({
    name: `API candidate ${side}'s application's messages, for its employer and admins`,
    target: () => ids.application[side],
    path: ({ id }) => `/api/v1/employer/applications/${id}/messages`,
    allowed: [employer(side), "admin"],
    refusal: recruiterRefusal(side),
    isAllowed: (response, body) => ok(response) && body.includes(messageSubjects[side]),
  })),
  ...bothSides((side) => ({
    name: `API write to candidate ${side}`,
    prepare: async () => ({ subject: `Subject ${unique()}` }),
    target: () => ids.application[side],
    method: "POST",
    path: ({ id }) => `/api/v1/employer/applications/${id}/messages`,
    json: ({ rows }) => ({ subject: rows.subject, body: "Hello." }),
    allowed: [employer(side), "admin"],
    refusal: recruiterRefusal(side),
    changed: ({ rows }) => messageKept(rows.subject),
  })),
  ...bothSides((side) => ({
    name: `API candidate ${side}'s own application's messages`,
    target: () => ids.application[side],
    path: ({ id }) => `/api/v1/me/applications/${id}/messages`,
    allowed: [candidate(side)],
    isAllowed: (response, body) => ok(response) && body.includes(messageSubjects[side]),
  })),
  {
    name: "page /admin/templates",
    path: () => "/admin/templates",
    allowed: ["admin"],
    isAllowed: (response, body) => pageOk(response, body) && body.includes("Call for interview"),
  },
  {
    name: "page /admin/templates: add a template",
    prepare: async () => ({ name: `Template ${unique()}` }),
    method: "POST",
    path: () => "/admin/templates",
    form: ({ rows }) => ({
      intent: "save-template",
      id: "",
      name: rows.name,
      subject_en: "Hello {candidate}",
      body_en: "Hello.",
      subject_hi: "नमस्ते {candidate}",
      body_hi: "नमस्ते।",
    }),
    allowed: ["admin"],
    changed: ({ rows }) => templateNamed(rows.name),
  },
  {
    name: "page /admin/templates: delete a template",
    prepare: async () => {
      const name = `Template ${unique()}`;
      const { id } = await db()
        .insertInto("message_templates")
        .values({ name, subject_en: "Hello", body_en: "Hello.", subject_hi: "नमस्ते", body_hi: "नमस्ते।" })
        .returning("id")
        .executeTakeFirstOrThrow();
      return { id, name };
    },
    target: ({ rows }) => rows.id,
    method: "POST",
    path: () => "/admin/templates",
    form: ({ id }) => ({ intent: "delete-template", id }),
    allowed: ["admin"],
    changed: async ({ rows }) => !(await templateNamed(rows.name)),
  },

  // ── Pages: the admin dashboard ──
  {
    name: "page /admin/jobs",
    path: () => "/admin/jobs?q=Tower%20Rigger",
    allowed: ["admin"],
    isAllowed: (response, body) => ok(response) && body.includes(ids.jobTitle.B),
  },
  {
    name: "page /admin/users",
    path: () => `/admin/users?q=${emails.candidateB}`,
    allowed: ["admin"],
    isAllowed: (response, body) => ok(response) && body.includes(emails.candidateB),
  },
  {
    name: "page /admin/system-users",
    path: () => `/admin/system-users?q=${emails.employerB}`,
    allowed: ["admin"],
    isAllowed: (response, body) => ok(response) && body.includes(emails.employerB),
  },
  {
    name: "page /admin/contact",
    prepare: async () => (await freshContactSubmission()) as Rows,
    path: () => "/admin/contact",
    allowed: ["admin"],
    isAllowed: (response, body, { rows }) => ok(response) && body.includes(rows.name),
  },
  {
    name: "page /admin/audit",
    prepare: async () => ({ email: await freshAuditEntry() }),
    path: () => "/admin/audit",
    allowed: ["admin"],
    isAllowed: (response, body, { rows }) => ok(response) && body.includes(rows.email),
  },
  {
    name: "page /admin/users.csv",
    path: () => "/admin/users.csv",
    allowed: ["admin"],
    isAllowed: (response, body) => ok(response) && body.includes(emails.candidateB),
  },
  {
    name: "page /admin/jobs: deactivate another employer's job",
    prepare: async () => ({ job: await freshJob("employerB") }),
    target: ({ rows }) => rows.job,
    method: "POST",
    path: () => "/admin/jobs",
    form: ({ id }) => ({ intent: "toggle-job", jobId: id, active: "false" }),
    allowed: ["admin"],
    changed: async ({ rows }) => !(await isActive(rows.job)),
  },
  {
    name: "page /admin/post: create a job",
    prepare: async () => ({ title: `Admin job ${unique()}` }),
    method: "POST",
    path: () => "/admin/post",
    form: ({ rows }) => ({ intent: "create-job", ...jobFields(rows.title) }),
    allowed: ["admin"],
    changed: async ({ rows }) => (await jobTitled(rows.title)) !== undefined,
  },
  {
    name: "page /admin/post: bulk import of jobs",
    prepare: async () => ({ title: `Bulk page job ${unique()}` }),
    method: "POST",
    path: () => "/admin/post",
    form: ({ rows }) => ({ intent: "bulk-import", jobs: JSON.stringify([jobFields(rows.title)]) }),
    allowed: ["admin"],
    changed: async ({ rows }) => (await jobTitled(rows.title)) !== undefined,
  },
  {
    name: "page /admin/system-users: create an admin account",
    prepare: async () => ({ email: `made-${unique()}@example.com` }),
    method: "POST",
    path: () => "/admin/system-users",
    form: ({ rows }) => ({
      intent: "create-user",
      email: rows.email,
      password: "made-pass-1",
      role: "admin",
    }),
    allowed: ["admin"],
    changed: ({ rows }) => userWithEmail(rows.email),
  },
  {
    // As on the API: one's own real user id (a visitor names candidate A's).
    name: "page /admin/system-users: make oneself admin",
    target: ({ who }) => users[who] || users.candidateA,
    method: "POST",
    path: () => "/admin/system-users",
    form: ({ id }) => ({ intent: "change-role", userId: id, role: "admin" }),
    allowed: ["admin"],
    changed: async ({ who }) => (await roleIn(users[who] || users.candidateA)) === "admin",
  },
  {
    name: "page /admin/system-users: make a candidate an employer",
    prepare: async () => ({ userId: (await throwawayAccount("user")).userId }),
    target: ({ rows }) => rows.userId,
    method: "POST",
    path: () => "/admin/system-users",
    form: ({ id }) => ({ intent: "change-role", userId: id, role: "moderator" }),
    allowed: ["admin"],
    changed: async ({ rows }) => (await roleIn(rows.userId)) === "moderator",
  },
  {
    name: "page /admin/system-users: remove an employer's role",
    prepare: async () => ({ userId: (await throwawayAccount("moderator")).userId }),
    target: ({ rows }) => rows.userId,
    method: "POST",
    path: () => "/admin/system-users",
    form: ({ id }) => ({ intent: "remove-role", userId: id }),
    allowed: ["admin"],
    changed: async ({ rows }) => (await roleIn(rows.userId)) === "none",
  },
  {
    name: "page /admin/contact: delete a contact submission",
    prepare: async () => (await freshContactSubmission()) as Rows,
    target: ({ rows }) => rows.id,
    method: "POST",
    path: () => "/admin/contact",
    form: ({ id }) => ({ intent: "delete-contact", id }),
    allowed: ["admin"],
    changed: async ({ rows }) => !(await contactExists(rows.id)),
  },
  // Job alerts and the outbox (issue #24). A candidate's alerts are their
  // own: another candidate is answered "not found" as for an id that is no
  // row. Anyone may ask for an alert but staff; a signed link is its own
  // authority, for anyone who holds it. The outbox is the admin's.
  {
    name: "page /job-alerts",
    path: () => "/job-alerts",
    allowed: candidates,
    isAllowed: (response, body) => pageOk(response, body) && body.includes("Job Alerts"),
  },
  {
    name: "page /job-alerts: delete candidate A's alert",
    prepare: async () => ({ alert: await freshAlert("candidateA") }),
    target: ({ rows }) => rows.alert,
    method: "POST",
    path: () => "/job-alerts",
    form: ({ id }) => ({ intent: "delete", id }),
    allowed: ["candidateA"],
    isAllowed: redirectsTo("/job-alerts"),
    changed: async ({ rows }) => !(await alertExists(rows.alert)),
  },
  {
    name: "page /job-alerts: pause candidate A's alert",
    prepare: async () => ({ alert: await freshAlert("candidateA") }),
    target: ({ rows }) => rows.alert,
    method: "POST",
    path: () => "/job-alerts",
    form: ({ id }) => ({ intent: "pause", id }),
    allowed: ["candidateA"],
    isAllowed: redirectsTo("/job-alerts"),
    changed: async ({ rows }) =>
      (await db().selectFrom("job_alerts").select("paused").where("id", "=", rows.alert).executeTakeFirst())
        ?.paused === true,
  },
  {
    name: "page /job-alerts/new: ask for an alert",
    prepare: async () => ({ q: `alert-${unique()}` }),
    method: "POST",
    path: () => "/job-alerts/new",
    form: ({ rows }) => ({ q: rows.q, frequency: "weekly", email: `${rows.q}@example.com`, consent: "yes" }),
    allowed: ["visitor", ...candidates],
    isAllowed: (response, body) =>
      redirectsTo("/job-alerts")(response) || (ok(response) && body.includes("Check your inbox")),
    changed: async ({ rows }) =>
      (await db().selectFrom("job_alerts").select("id").where("q", "=", rows.q).execute()).length === 1,
  },
  {
    name: "page /job-alerts/unsubscribe: the signed link of candidate A's alert",
    prepare: async () => ({ alert: await freshAlert("candidateA") }),
    method: "POST",
    path: ({ rows }) =>
      new URL(alertLink(e2e.server.services, "unsubscribe", rows.alert)).pathname +
      new URL(alertLink(e2e.server.services, "unsubscribe", rows.alert)).search,
    form: () => ({ "List-Unsubscribe": "One-Click" }),
    allowed: everyone,
    changed: async ({ rows }) => !(await alertExists(rows.alert)),
  },
  {
    name: "page /admin/outbox",
    path: () => "/admin/outbox",
    allowed: ["admin"],
    isAllowed: (response, body) => pageOk(response, body) && body.includes("E-mails, newest first"),
  },
  {
    name: "page /admin/outbox: retry a failed e-mail",
    prepare: async () => ({ mail: await failedMail() }),
    target: ({ rows }) => rows.mail,
    method: "POST",
    path: () => "/admin/outbox",
    form: ({ id }) => ({ intent: "retry", id }),
    allowed: ["admin"],
    changed: async ({ rows }) =>
      (await db().selectFrom("mail_outbox").select("status").where("id", "=", rows.mail).executeTakeFirst())
        ?.status !== "failed",
  },
  {
    name: "page /admin/duplicates",
    prepare: async () => await freshDuplicatePair(),
    path: () => "/admin/duplicates",
    allowed: ["admin"],
    isAllowed: (response, body, { rows }) => pageOk(response, body) && body.includes(rows.name),
  },
  {
    name: "page /admin/duplicates: merge a pair",
    prepare: async () => await freshDuplicatePair(),
    target: ({ rows }) => rows.pair,
    method: "POST",
    path: () => "/admin/duplicates",
    form: ({ id }) => ({ intent: "merge", id, keep: "b" }),
    allowed: ["admin"],
    changed: async ({ rows }) => (await pairStatus(rows.pair)) === "gone",
  },
  {
    name: "page /admin/duplicates: dismiss a pair",
    prepare: async () => await freshDuplicatePair(),
    target: ({ rows }) => rows.pair,
    method: "POST",
    path: () => "/admin/duplicates",
    form: ({ id }) => ({ intent: "dismiss", id }),
    allowed: ["admin"],
    changed: async ({ rows }) => (await pairStatus(rows.pair)) === "dismissed",
  },
  ...clientCases,
  ...backupCases,
  ...submittalCases,
];

// ── Running it ─────────────────────────────────────────────────────────────

async function send(testCase: Case, attempt: Attempt) {
  const headers: Record<string, string> = {
    cookie: attempt.rows.cookie ?? cookies[attempt.who],
    origin: e2e.server.baseUrl,
    "x-forwarded-for": addressOf[attempt.who],
  };
  let body: string | FormData | undefined;
  if (testCase.json) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(testCase.json(attempt));
  } else if (testCase.form) {
    const fields = Object.entries(await testCase.form(attempt));
    if (fields.some(([, value]) => value instanceof File)) {
      body = new FormData();
      for (const [name, value] of fields) body.append(name, value);
    } else {
      headers["content-type"] = "application/x-www-form-urlencoded";
      body = new URLSearchParams(fields as [string, string][]).toString();
    }
  }
  const response = await fetch(e2e.server.baseUrl + testCase.path(attempt), {
    method: testCase.method ?? "GET",
    headers,
    body,
    redirect: "manual",
  });
  return { response, body: await response.text() };
}

/** The answer in a line: its status, and where a redirect goes. */
function answerOf(response: Response) {
  const location = response.headers.get("location");
  return location ? `${response.status} → ${location.split("?")[0]}` : String(response.status);
}

/** An answer with the id it was asked about, and the page's per-response nonce, blanked out. */
function comparable(response: Response, body: string, id: string) {
  const text = `${response.status} ${response.headers.get("location") ?? ""}\n${body}`;
  return text
    .replaceAll(id, "<id>")
    .replaceAll(encodeURIComponent(id), "<id>")
    .replace(/nonce="[^"]*"/g, 'nonce=""');
}

describe("authorization matrix", () => {
  for (const testCase of cases) {
    it(testCase.name, async () => {
      const outcome: Record<string, string> = {};
      const expected: Record<string, string> = {};
      for (const who of everyone) {
        const rows = (await testCase.prepare?.(who)) ?? {};
        const attempt: Attempt = { who, rows, id: testCase.target?.({ who, rows }) ?? "" };
        const { response, body } = await send(testCase, attempt);
        expect(response.status, `${who}: no server error`).toBeLessThan(500);
        const looksAllowed = (testCase.isAllowed ?? ok)(response, body, attempt);
        const changed = testCase.changed ? await testCase.changed(attempt) : looksAllowed;
        let result: string;
        if (looksAllowed && changed) result = "allowed";
        else if (looksAllowed) result = `answered ${answerOf(response)}, but nothing changed`;
        else if (changed) result = `refused (${answerOf(response)}), but the data changed`;
        else {
          result = `refused (${answerOf(response)})`;
          if (testCase.target && !testCase.readers?.includes(who)) {
            const guess = { ...attempt, id: randomUUID() };
            const probe = await send(testCase, guess);
            if (comparable(probe.response, probe.body, guess.id) !== comparable(response, body, attempt.id)) {
              result += `, but a random id is answered otherwise (${answerOf(probe.response)})`;
            }
          }
        }
        outcome[who] = result;
        const refusal = testCase.refusal?.(who);
        expected[who] = testCase.allowed.includes(who)
          ? "allowed"
          : /^refused \([^)]*\)$/.test(result)
            ? refusal
              ? `refused (${refusal})`
              : result
            : "refused, the same as for a random id";
      }
      expect(outcome).toEqual(expected);
    });
  }

  it("left every role as it was", async () => {
    const rows = await db().selectFrom("user_roles").select(["email", "role"]).execute();
    const roles = Object.fromEntries(rows.map((row) => [row.email, row.role]));
    expect(roles).toMatchObject({
      [emails.candidateA]: "user",
      [emails.candidateB]: "user",
      [emails.employerA]: "moderator",
      [emails.employerB]: "moderator",
      [emails.admin]: "admin",
    });
  });
});
