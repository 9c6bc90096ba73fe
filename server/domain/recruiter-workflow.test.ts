// The recruiter's workflow (issue #23): notes and ratings that never reach
// the candidate, interviews whose invitations calendars can import, and the
// candidate's e-mails on each change that matters to them.
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contextFor,
  createStaff,
  createTestServices,
  registerNewCandidate,
  rejection,
  type TestServices,
} from "../../tests/support/services";
import { myApplications } from "./applications";
import type { Actor } from "./context";
import { applicationForReview, listApplications, postJob, setApplicationStatus } from "./employer";
import {
  cancelInterview,
  interviewsOf,
  rescheduleInterview,
  scheduleInterview,
  upcomingInterviews,
} from "./interviews";
import { addNote, deleteNote, editNote, listNotes, rateApplication } from "./notes";
import { exportMyData, saveProfile } from "./profiles";

let services: TestServices;
let employerA: Actor;
let employerB: Actor;
let admin: Actor;
let candidate: Actor;
let applicationId: string;

/** Tomorrow in India at the given time, as the form sends it. */
function tomorrowAt(time: string) {
  const date = new Date(Date.now() + 24 * 3600 * 1000 + 5.5 * 3600 * 1000).toISOString().slice(0, 10);
  return { date, time };
}

const outbox = (subjectStart: string) =>
  services.db
    .selectFrom("mail_outbox")
    .select(["subject", "text_body", "calendar"])
    .where("to_address", "=", "meena@example.com")
    .where("subject", "like", `${subjectStart}%`)
    .orderBy("created_at")
    .execute();

/** The one VEVENT of an invitation, parsed by ical.js. */
function eventOf(calendar: string) {
  const component = new ICAL.Component(ICAL.parse(calendar));
  const vevent = component.getFirstSubcomponent("vevent")!;
  return { method: component.getFirstPropertyValue("method"), event: new ICAL.Event(vevent), vevent };
}

beforeAll(async () => {
  services = await createTestServices();
  employerA = await createStaff(services, "hr-a@example.com", "moderator");
  employerB = await createStaff(services, "hr-b@example.com", "moderator");
  admin = await createStaff(services, "admin@example.com", "admin");
  const { userId } = await registerNewCandidate(services, {
    email: "meena@example.com",
    phone: "9811122233",
    password: "good-password-1",
    confirmPassword: "good-password-1",
  });
  candidate = { userId, email: "meena@example.com", role: "candidate" };
  await saveProfile(contextFor(services, candidate), ["personal", "summary"], {
    first_name: "Meena",
    last_name: "Iyer",
    current_city: "Chennai",
    total_experience: "3-5",
    profile_summary: "NOC engineer.",
  });
  const job = await postJob(contextFor(services, employerA), {
    title: "NOC Engineer",
    company_name: "Bharat FibreNet Ltd.",
    location_city: "Chennai",
    location_state: "Tamil Nadu",
    job_description: "Watch the network.",
    required_skills: "NOC",
  });
  const candidateId = (
    await services.db
      .selectFrom("candidate_profiles")
      .select("id")
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow()
  ).id;
  applicationId = (
    await services.db
      .insertInto("job_applications")
      .values({ job_id: job, candidate_id: candidateId, cover_letter: "" })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
});

afterAll(async () => {
  await services?.dispose();
});

describe("notes and ratings", () => {
  it("are kept for the job's employer and admins, each note editable by its author alone", async () => {
    const noteA = await addNote(contextFor(services, employerA), applicationId, {
      body: "  Strong on Zabbix; call back Monday.  ",
    });
    const noteAdmin = await addNote(contextFor(services, admin), applicationId, {
      body: "Checked references.",
    });
    const seenByA = await listNotes(contextFor(services, employerA), applicationId);
    expect(seenByA.map((note) => [note.body, note.mine, note.deletable])).toEqual([
      ["Strong on Zabbix; call back Monday.", true, true],
      ["Checked references.", false, false],
    ]);
    expect((await rejection(editNote(contextFor(services, admin), noteA, { body: "x" }))).kind).toBe(
      "forbidden",
    );
    await editNote(contextFor(services, employerA), noteA, { body: "Strong on Zabbix." });
    expect((await rejection(deleteNote(contextFor(services, employerA), noteAdmin))).kind).toBe("forbidden");
    await deleteNote(contextFor(services, admin), noteA);
    expect((await listNotes(contextFor(services, admin), applicationId)).map((note) => note.body)).toEqual([
      "Checked references.",
    ]);
  });

  it("are out of reach of another employer and of the candidate", async () => {
    for (const actor of [employerB]) {
      expect((await rejection(listNotes(contextFor(services, actor), applicationId))).kind).toBe("not_found");
      expect((await rejection(addNote(contextFor(services, actor), applicationId, { body: "x" }))).kind).toBe(
        "not_found",
      );
      expect(
        (await rejection(rateApplication(contextFor(services, actor), applicationId, { rating: "5" }))).kind,
      ).toBe("not_found");
    }
    expect((await rejection(listNotes(contextFor(services, candidate), applicationId))).kind).toBe(
      "forbidden",
    );
    expect((await rejection(addNote(contextFor(services, employerA), "__proto__", { body: "x" }))).kind).toBe(
      "not_found",
    );
    expect(
      (await rejection(addNote(contextFor(services, employerA), applicationId, { body: "   " }))).message,
    ).toBe("Please write the note.");
  });

  it("rate 1 to 5 stars, shown in the list and never to the candidate", async () => {
    expect(await rateApplication(contextFor(services, employerA), applicationId, { rating: "4" })).toBe(4);
    for (const bad of ["6", "2.5", "abc", "-1"])
      expect(
        (await rejection(rateApplication(contextFor(services, employerA), applicationId, { rating: bad })))
          .message,
      ).toBe("Please choose from 1 to 5 stars.");
    const stored = await services.db
      .selectFrom("job_applications")
      .select("rating")
      .where("id", "=", applicationId)
      .executeTakeFirstOrThrow();
    expect(stored.rating).toBe(4);
    // Nothing of the notes or the rating in what the candidate is given.
    const mine = JSON.stringify(await myApplications(contextFor(services, candidate)));
    const exported = JSON.stringify(await exportMyData(contextFor(services, candidate)));
    for (const text of [mine, exported]) {
      expect(text).not.toContain("Checked references");
      expect(text).not.toContain('"rating"');
    }
    const list = await listApplications(contextFor(services, employerA), "all");
    expect(list.applications[0]).toMatchObject({ id: applicationId });
  });
});

describe("the pipeline by rating", () => {
  it("sorts by stars (unrated last), filters by at least N stars, and steps through in that order", async () => {
    const job = await postJob(contextFor(services, employerA), {
      title: "Tower Technician",
      company_name: "Bharat FibreNet Ltd.",
      location_city: "Madurai",
      location_state: "Tamil Nadu",
      job_description: "Climb and fix.",
      required_skills: "Rigging",
    });
    const ids: Record<string, string> = {};
    for (const [key, stars] of [
      ["two", 2],
      ["five", 5],
      ["none", null],
      ["four", 4],
    ] as const) {
      const { userId } = await registerNewCandidate(services, {
        email: `${key}@example.com`,
        phone: "9811122233",
        password: "good-password-1",
        confirmPassword: "good-password-1",
      });
      await saveProfile(
        contextFor(services, { userId, email: `${key}@example.com`, role: "candidate" }),
        ["personal", "summary"],
        {
          first_name: key,
          last_name: "Kumar",
          current_city: "Madurai",
          total_experience: "1-2",
          profile_summary: "Rigger.",
        },
      );
      const profile = await services.db
        .selectFrom("candidate_profiles")
        .select("id")
        .where("user_id", "=", userId)
        .executeTakeFirstOrThrow();
      ids[key] = (
        await services.db
          .insertInto("job_applications")
          .values({ job_id: job, candidate_id: profile.id, cover_letter: "" })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
      if (stars) await rateApplication(contextFor(services, employerA), ids[key], { rating: String(stars) });
    }
    const ctx = contextFor(services, employerA);
    const byRating = await listApplications(ctx, job, { sort: "rating" });
    expect(byRating.applications.map((row) => [row.first_name, row.rating])).toEqual([
      ["five", 5],
      ["four", 4],
      ["two", 2],
      ["none", null],
    ]);
    const good = await listApplications(ctx, job, { sort: "rating", rating: "4" });
    expect([good.total, good.applications.map((row) => row.first_name)]).toEqual([2, ["five", "four"]]);
    const review = await applicationForReview(ctx, { applicationId: ids.four }, { job, sort: "rating" });
    expect([review?.previous?.id, review?.next?.id]).toEqual([ids.five, ids.two]);
    const filtered = await applicationForReview(
      ctx,
      { applicationId: ids.four },
      { job, sort: "rating", rating: "4" },
    );
    expect([filtered?.previous?.id, filtered?.next?.id ?? null]).toEqual([ids.five, null]);
  });
});

describe("interviews", () => {
  it("invite the candidate with an iCalendar REQUEST in IST, then update and cancel it", async () => {
    const scheduled = await scheduleInterview(contextFor(services, employerA), applicationId, {
      ...tomorrowAt("14:30"),
      duration_minutes: "45",
      mode: "video",
      meeting_link: "https://meet.example.com/noc-123",
      interviewer_name: "Priya Sharma",
      instructions: "Keep your CCNA certificate at hand.",
    });
    const [invite] = await outbox("Interview scheduled");
    expect(invite!.subject).toBe("Interview scheduled: NOC Engineer at Bharat FibreNet Ltd.");
    expect(invite!.text_body).toContain("IST (45 minutes)");
    expect(invite!.text_body).toContain("http://localhost:3000/my-applications");
    const first = eventOf(invite!.calendar!);
    expect(first.method).toBe("REQUEST");
    expect(first.event.uid).toMatch(new RegExp(`^interview-${scheduled.id}@`));
    expect(first.event.sequence).toBe(0);
    const start = first.vevent.getFirstProperty("dtstart")!;
    expect(start.getParameter("tzid")).toBe("Asia/Kolkata");
    expect(first.event.startDate.toString()).toBe(`${tomorrowAt("14:30").date}T14:30:00`);
    expect(first.event.endDate.toString()).toBe(`${tomorrowAt("14:30").date}T15:15:00`);
    expect(first.event.startDate.toJSDate().getTime()).toBe(scheduled.starts_at.getTime());

    await rescheduleInterview(contextFor(services, employerA), scheduled.id, {
      ...tomorrowAt("16:00"),
      duration_minutes: "30",
      mode: "in_person",
      location: "Vistaar House, Anna Salai, Chennai",
      interviewer_name: "Priya Sharma",
    });
    const [update] = await outbox("Interview changed");
    const second = eventOf(update!.calendar!);
    expect([second.method, second.event.uid, second.event.sequence]).toEqual(["REQUEST", first.event.uid, 1]);
    expect(second.event.location).toBe("Vistaar House, Anna Salai, Chennai");

    await cancelInterview(contextFor(services, employerA), scheduled.id);
    const [cancel] = await outbox("Interview cancelled");
    const third = eventOf(cancel!.calendar!);
    expect([third.method, third.event.uid, third.event.sequence]).toEqual(["CANCEL", first.event.uid, 2]);
    expect(
      (
        await rejection(
          rescheduleInterview(contextFor(services, employerA), scheduled.id, {
            ...tomorrowAt("10:00"),
            duration_minutes: "30",
            mode: "phone",
            interviewer_name: "P",
          }),
        )
      ).kind,
    ).toBe("conflict");
  });

  it("refuse a time in the past, a video call without a link, and other people's applications", async () => {
    const base = { duration_minutes: "30", mode: "phone", interviewer_name: "Priya" };
    expect(
      (
        await rejection(
          scheduleInterview(contextFor(services, employerA), applicationId, {
            ...base,
            date: "2020-01-01",
            time: "10:00",
          }),
        )
      ).message,
    ).toBe("Please choose a time in the future.");
    expect(
      (
        await rejection(
          scheduleInterview(contextFor(services, employerA), applicationId, {
            ...base,
            ...tomorrowAt("10:00"),
            mode: "video",
            meeting_link: "javascript:alert(1)",
          }),
        )
      ).message,
    ).toBe("Please enter the video call's link, starting with https://.");
    expect(
      (
        await rejection(
          scheduleInterview(contextFor(services, employerB), applicationId, {
            ...base,
            ...tomorrowAt("10:00"),
          }),
        )
      ).kind,
    ).toBe("not_found");
    expect(
      (
        await rejection(
          scheduleInterview(contextFor(services, candidate), applicationId, {
            ...base,
            ...tomorrowAt("10:00"),
          }),
        )
      ).kind,
    ).toBe("forbidden");
  });

  it("show in the employer's day and week, and in the candidate's applications", async () => {
    const next = await scheduleInterview(contextFor(services, employerA), applicationId, {
      ...tomorrowAt("11:00"),
      duration_minutes: "60",
      mode: "phone",
      interviewer_name: "Arjun Rao",
    });
    const week = await upcomingInterviews(contextFor(services, employerA), "week");
    expect(week.map((row) => row.id)).toContain(next.id);
    expect(await upcomingInterviews(contextFor(services, employerB), "week")).toEqual([]);
    expect((await upcomingInterviews(contextFor(services, admin), "week")).map((row) => row.id)).toContain(
      next.id,
    );
    const [application] = await myApplications(contextFor(services, candidate));
    expect(
      application!.interviews.map((interview) => [interview.interviewer_name, interview.status]),
    ).toEqual(
      expect.arrayContaining([
        ["Arjun Rao", "scheduled"],
        ["Priya Sharma", "cancelled"],
      ]),
    );
    expect((await interviewsOf(contextFor(services, employerA), applicationId)).length).toBe(2);
  });
});

describe("the candidate's messages and history", () => {
  it("a mail for submitted (shortlisted) and rejected, none for screening, and every change with its date", async () => {
    const before = (await outbox("")).length;
    await setApplicationStatus(contextFor(services, employerA), applicationId, "screening");
    expect((await outbox("")).length).toBe(before);
    await setApplicationStatus(contextFor(services, employerA), applicationId, "submitted");
    await setApplicationStatus(contextFor(services, employerA), applicationId, "rejected:not_reachable");
    const mails = (await outbox("")).slice(before);
    expect(mails.map((mail) => mail.subject)).toEqual([
      "Shortlisted: NOC Engineer",
      "Update on your application for NOC Engineer",
    ]);
    for (const mail of mails) expect(mail.text_body).toContain("http://localhost:3000/my-applications");
    const [application] = await myApplications(contextFor(services, candidate));
    expect(application!.history.map((change) => change.status)).toEqual([
      "screening",
      "submitted",
      "rejected",
    ]);
    expect(application!.history.every((change) => !Number.isNaN(Date.parse(change.at)))).toBe(true);
  });
});
