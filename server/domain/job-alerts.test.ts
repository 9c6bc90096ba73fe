import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobAlertMessages } from "../../common/schemas/job-alerts";
import {
  contextFor,
  createStaff,
  createTestServices,
  rejection,
  registerNewCandidate,
  type TestServices,
} from "../../tests/support/services";
import type { Actor } from "./context";
import {
  alertLink,
  createJobAlert,
  deleteJobAlert,
  confirmJobAlert,
  listJobAlerts,
  nextAlertMailAt,
  runJobAlerts,
  unsubscribeJobAlert,
  updateJobAlert,
} from "./job-alerts";
import { insertJobs, searchJobs, type NewJob } from "./jobs";
import { deleteMyAccount, exportMyData } from "./profiles";

let services: TestServices;
let candidate: Actor;
let other: Actor;

/** 08:00 in India on `day` (YYYY-MM-DD): after the alerts' morning hour. */
const morning = (day: string) => new Date(`${day}T08:00:00+05:30`);

function job(overrides: Partial<NewJob> & { title: string }): NewJob {
  return {
    company_name: "Vistaar Technologies",
    job_description: "A role with our delivery team.",
    location_city: "Bengaluru",
    location_state: "Karnataka",
    ...overrides,
  };
}

/** Jobs posted at `at` (created_at set as if posted then). */
async function postJobsAt(at: Date, jobs: NewJob[]): Promise<string[]> {
  const ids = await insertJobs(services.db, jobs, null);
  await sql`update jobs set created_at = ${at} where id = any(${ids})`.execute(services.db);
  return ids;
}

/** The mails to `email` other than the sign-up's own (confirm your address); `runs`: the runs' only, not an alert's first. */
const mailsTo = (email: string, { runs = false } = {}) =>
  services.db
    .selectFrom("mail_outbox")
    .selectAll()
    .where("to_address", "=", email)
    .where("subject", "not like", "Confirm your email address%")
    .$if(runs, (query) => query.where("text_body", "not like", "%Your job alert has started%"))
    .orderBy("created_at")
    .execute();

async function signUp(email: string): Promise<Actor> {
  const { userId } = await registerNewCandidate(services, {
    email,
    phone: "9876543210",
    password: "good-password-1",
    confirmPassword: "good-password-1",
  });
  return { userId, email, role: "candidate" };
}

beforeAll(async () => {
  services = await createTestServices();
  candidate = await signUp("alerts-asha@example.com");
  other = await signUp("alerts-ravi@example.com");
});
afterAll(async () => {
  await services?.dispose();
});

describe("a candidate's job alerts", () => {
  it("are created from a search, named after it, listed newest first, and changed", async () => {
    const ctx = contextFor(services, candidate);
    const first = await createJobAlert(ctx, {
      consent: "yes",
      q: "  NOC   engineer ",
      state: "Karnataka",
      experience: "3-5",
      frequency: "daily",
    });
    const second = await createJobAlert(ctx, {
      consent: "yes",
      q: "",
      frequency: "weekly",
      name: "Everything",
    });
    expect(first.confirmationSentTo).toBeNull();
    const alerts = await listJobAlerts(ctx);
    expect(alerts.map((alert) => [alert.name, alert.frequency, alert.href])).toEqual([
      ["Everything", "weekly", "/jobs"],
      [
        "NOC engineer · Karnataka · 3-5 years",
        "daily",
        "/jobs?q=NOC+engineer&state=Karnataka&experience=3-5",
      ],
    ]);
    const renamed = await updateJobAlert(ctx, first.id!, {
      name: "NOC roles",
      frequency: "weekly",
      paused: "true",
    });
    expect(renamed).toMatchObject({ name: "NOC roles", frequency: "weekly", paused: true });
    await deleteJobAlert(ctx, second.id!);
    expect((await listJobAlerts(ctx)).map((alert) => alert.name)).toEqual(["NOC roles"]);
    await deleteJobAlert(ctx, first.id!);
  });

  it("refuse the same search twice, another person's alert, staff and visitors' lists", async () => {
    const ctx = contextFor(services, candidate);
    const { id } = await createJobAlert(ctx, { consent: "yes", q: "fibre", frequency: "daily" });
    const again = await rejection(createJobAlert(ctx, { consent: "yes", q: "FIBRE", frequency: "weekly" }));
    expect([again.kind, again.message]).toEqual(["conflict", jobAlertMessages.duplicate]);
    // Another candidate cannot see, change or delete it: it does not exist for them.
    const otherCtx = contextFor(services, other);
    expect(await listJobAlerts(otherCtx)).toEqual([]);
    expect((await rejection(updateJobAlert(otherCtx, id!, { name: "Mine now" }))).kind).toBe("not_found");
    expect((await rejection(deleteJobAlert(otherCtx, id!))).kind).toBe("not_found");
    expect((await listJobAlerts(ctx))[0].name).toBe("fibre");
    const employer = await createStaff(services, "alerts-employer@example.com", "moderator");
    const refused = await rejection(
      createJobAlert(contextFor(services, employer), { consent: "yes", q: "x", frequency: "daily" }),
    );
    expect([refused.kind, refused.message]).toEqual(["forbidden", jobAlertMessages.staff]);
    expect((await rejection(listJobAlerts(contextFor(services)))).kind).toBe("unauthenticated");
    await deleteJobAlert(ctx, id!);
  });

  it("answer hostile input with a message and write nothing", async () => {
    const ctx = contextFor(services, candidate);
    const bad = [
      { q: "x", frequency: "hourly" },
      { q: "x", frequency: ["daily"] },
      { q: "x", frequency: "daily", name: "n".repeat(81) },
      { q: "x", frequency: "daily", name: { toString: "boom" } },
      JSON.parse('{"__proto__": {"frequency": "daily"}, "q": "x"}'),
      { constructor: "daily", q: "x" },
    ];
    for (const input of bad)
      expect((await rejection(createJobAlert(ctx, { ...input, consent: "yes" }))).kind).toBe("invalid");
    const { id } = await createJobAlert(ctx, {
      consent: "yes",
      q: "x".repeat(5000),
      state: "Atlantis",
      experience: "99",
      frequency: "daily",
    });
    // Read as leniently as /jobs reads a search: cut to 100 characters, unknown filters mean "all".
    expect((await listJobAlerts(ctx))[0]).toMatchObject({
      q: "x".repeat(100),
      state: "all-states",
      experience: "all-levels",
    });
    // A NUL (PostgreSQL cannot store it) is dropped, as /jobs drops it from a search.
    const nul = await createJobAlert(ctx, {
      consent: "yes",
      q: "fi\u0000bre",
      name: "Fi\u0000bre",
      frequency: "weekly",
    });
    expect((await listJobAlerts(ctx)).find((alert) => alert.id === nul.id)).toMatchObject({
      q: "fibre",
      name: "Fibre",
    });
    await deleteJobAlert(ctx, nul.id!);
    for (const changes of [{}, { paused: "maybe" }, { name: "   " }, { frequency: "monthly" }])
      expect((await rejection(updateJobAlert(ctx, id!, changes))).kind).toBe("invalid");
    for (const badId of ["not-a-uuid", "__proto__", "00000000-0000-0000-0000-000000000000"])
      expect((await rejection(updateJobAlert(ctx, badId, { name: "x" }))).kind).toBe("not_found");
    expect((await listJobAlerts(ctx))[0].name).toBe("x".repeat(80));
    await deleteJobAlert(ctx, id!);
  });
});

describe("an account's alerts", () => {
  it("are in the data export and go with the account", async () => {
    const leaving = await signUp("alerts-leaving@example.com");
    const ctx = contextFor(services, leaving);
    await createJobAlert(ctx, { consent: "yes", q: "optical", frequency: "weekly" });
    const data = await exportMyData(ctx);
    expect(data.jobAlerts.map((alert) => [alert.name, alert.frequency])).toEqual([["optical", "weekly"]]);
    await deleteMyAccount(ctx, leaving.email);
    expect(
      await services.db.selectFrom("job_alerts").select("id").where("email", "=", leaving.email).execute(),
    ).toEqual([]);
  });
});

describe("an address's place for alerts", () => {
  const unconfirmed = (email: string) =>
    services.db
      .selectFrom("job_alerts")
      .select(["id", "q"])
      .where("email", "=", email)
      .where("confirmed_at", "is", null)
      .orderBy("q")
      .execute();

  it("counts confirmed alerts only: a visitor's unconfirmed ones never lock the address's owner out", async () => {
    const owner = await signUp("alerts-quota@example.com");
    // Anyone can ask for alerts to a candidate's address: twenty of them, from twenty clients.
    for (let n = 0; n < 20; n++)
      await createJobAlert(contextFor(services, null, `203.0.113.${n}`), {
        consent: "yes",
        q: `unasked ${String(n).padStart(2, "0")}`,
        frequency: "daily",
        email: owner.email,
      });
    expect(await unconfirmed(owner.email)).toHaveLength(20);

    const ctx = contextFor(services, owner);
    // The same search as one of them: the owner's alert takes its place.
    const mine = await createJobAlert(ctx, { consent: "yes", q: "unasked 00", frequency: "weekly" });
    expect(mine).toEqual({ id: expect.any(String), confirmationSentTo: null, matchingNow: 0 });
    for (let n = 1; n < 20; n++)
      await createJobAlert(ctx, { consent: "yes", q: `wanted ${n}`, frequency: "daily" });
    const alerts = await listJobAlerts(ctx);
    expect(alerts).toHaveLength(20);
    expect(alerts.map((alert) => alert.name)).toContain("unasked 00");
    expect((await unconfirmed(owner.email)).map((row) => row.q)).not.toContain("unasked 00");
    // Twenty of the owner's own: the next is refused.
    const refused = await rejection(
      createJobAlert(ctx, { consent: "yes", q: "one more", frequency: "daily" }),
    );
    expect([refused.kind, refused.message]).toEqual([
      "invalid",
      "You have 20 job alerts, the most one person can have. Delete one to add another.",
    ]);

    // A visitor's link for that full address is refused with a reason, and starts nothing.
    const [pending, second] = await unconfirmed(owner.email);
    const linkOf = (id: string) => {
      const url = new URL(alertLink(services, "confirm", id));
      return { alert: id, token: url.searchParams.get("token") };
    };
    const full = await rejection(confirmJobAlert(contextFor(services), linkOf(pending.id)));
    expect([full.kind, full.message]).toEqual([
      "invalid",
      "This address already receives 20 job alerts, the most one person can have. Unsubscribe from one, then open this link again.",
    ]);
    expect(await unconfirmed(owner.email)).toHaveLength(19);

    // With one place free, two links confirmed at once: one starts, the other is refused.
    await deleteJobAlert(ctx, alerts[0].id);
    const both = await Promise.allSettled([
      confirmJobAlert(contextFor(services), linkOf(pending.id)),
      confirmJobAlert(contextFor(services), linkOf(second.id)),
    ]);
    expect(both.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(await unconfirmed(owner.email)).toHaveLength(18);
    // Pressing the button of a started alert again is not refused.
    const started = both[0].status === "fulfilled" ? pending : second;
    expect(await confirmJobAlert(contextFor(services), linkOf(started.id))).toMatchObject({
      id: started.id,
      confirmed: true,
    });
    await deleteMyAccount(ctx, owner.email);
  });
});

describe("the alerts run", () => {
  it("mails each alert the new jobs its search finds, as the page orders them, once a day", async () => {
    const asha = await signUp("run-asha@example.com");
    const ctx = contextFor(services, asha);
    // Before the alert: never sent.
    await postJobsAt(new Date("2026-03-01T10:00:00+05:30"), [job({ title: "Old NOC Engineer" })]);
    const noc = await createJobAlert(ctx, {
      consent: "yes",
      q: "noc engineer",
      state: "Karnataka",
      frequency: "daily",
    });
    const nothing = await createJobAlert(ctx, { consent: "yes", q: "underwater welder", frequency: "daily" });
    await services.db
      .updateTable("job_alerts")
      .set({ covered_until: new Date("2026-03-01T12:00:00+05:30"), last_run_on: "2026-03-01" })
      .where("candidate_id", "=", asha.userId)
      .execute();
    const [senior, junior] = await postJobsAt(new Date("2026-03-01T20:00:00+05:30"), [
      job({ title: "Senior NOC Engineer", required_skills: ["CCNP"] }),
      job({ title: "NOC Engineer - L1", required_skills: ["CCNA"] }),
    ]);
    await postJobsAt(new Date("2026-03-01T21:00:00+05:30"), [
      job({ title: "NOC Engineer, Pune", location_city: "Pune", location_state: "Maharashtra" }),
      job({ title: "Field Technician" }),
    ]);

    // Its first e-mail went as it was made, with the job that matched then (issue #36).
    const [first] = await mailsTo("run-asha@example.com");
    expect(first.subject).toBe("1 job matches “noc engineer · Karnataka” now");
    expect(first.text_body).toContain("Old NOC Engineer");
    expect(noc.matchingNow).toBe(1);
    expect(nothing.matchingNow).toBe(0);

    const report = await runJobAlerts(services, { now: morning("2026-03-02") });
    expect(report).toMatchObject({ taken: 2, sent: 1 });
    const mails = await mailsTo("run-asha@example.com", { runs: true });
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail.subject).toBe("2 new jobs for “noc engineer · Karnataka”");
    // The same jobs as /jobs gives for that search, in its order, without the old one.
    const page = await searchJobs(contextFor(services, asha), { q: "noc engineer", state: "Karnataka" });
    const pageOrder = page.jobs.map((found) => found.id).filter((id) => [senior, junior].includes(id));
    const listed = [...mail.text_body.matchAll(/\/jobs\/([0-9a-f-]{36})/g)].map((match) => match[1]);
    expect(listed).toEqual(pageOrder);
    expect(mail.text_body).not.toContain("Old NOC Engineer");
    expect(mail.text_body).not.toContain("Pune");
    expect(mail.html_body).toContain("Senior NOC Engineer");
    expect(mail.html_body).not.toContain("<script");
    expect(mail.headers).toEqual({
      "List-Unsubscribe": `<${alertLink(services, "unsubscribe", noc.id!)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });

    // The same day again: nothing more. The next day, no new jobs: nothing.
    expect(await runJobAlerts(services, { now: new Date("2026-03-02T11:00:00+05:30") })).toMatchObject({
      taken: 0,
      sent: 0,
    });
    expect(await runJobAlerts(services, { now: morning("2026-03-03") })).toMatchObject({ taken: 2, sent: 0 });
    expect(await mailsTo("run-asha@example.com", { runs: true })).toHaveLength(1);
    // Before the morning hour, nothing is taken.
    await postJobsAt(new Date("2026-03-03T10:00:00+05:30"), [job({ title: "NOC Engineer - L2" })]);
    expect(await runJobAlerts(services, { now: new Date("2026-03-04T06:30:00+05:30") })).toMatchObject({
      taken: 0,
    });
    expect(await runJobAlerts(services, { now: morning("2026-03-04") })).toMatchObject({ sent: 1 });
    await deleteJobAlert(ctx, noc.id!);
    await deleteJobAlert(ctx, nothing.id!);
  });

  it("sends a weekly alert once in seven days, and nothing while paused", async () => {
    const ravi = await signUp("run-ravi@example.com");
    const ctx = contextFor(services, ravi);
    const weekly = await createJobAlert(ctx, { consent: "yes", q: "splicer", frequency: "weekly" });
    const paused = await createJobAlert(ctx, { consent: "yes", q: "rigger", frequency: "daily" });
    await updateJobAlert(ctx, paused.id!, { paused: true });
    await services.db
      .updateTable("job_alerts")
      .set({ covered_until: new Date("2026-04-01T00:00:00+05:30"), last_run_on: "2026-04-01" })
      .where("candidate_id", "=", ravi.userId)
      .execute();
    await postJobsAt(new Date("2026-04-02T10:00:00+05:30"), [
      job({ title: "Fibre Splicer" }),
      job({ title: "Tower Rigger" }),
    ]);
    await runJobAlerts(services, { now: morning("2026-04-03") });
    expect(await mailsTo("run-ravi@example.com")).toHaveLength(0);
    await runJobAlerts(services, { now: morning("2026-04-08") });
    const mails = await mailsTo("run-ravi@example.com");
    expect(mails.map((mail) => mail.subject)).toEqual(["1 new job for “splicer”"]);
    await deleteJobAlert(ctx, weekly.id!);
    await deleteJobAlert(ctx, paused.id!);
  });

  it("sends one e-mail per alert when two runs take the same alerts at once", async () => {
    const meena = await signUp("run-meena@example.com");
    const ctx = contextFor(services, meena);
    const { id } = await createJobAlert(ctx, { consent: "yes", q: "rf engineer", frequency: "daily" });
    await services.db
      .updateTable("job_alerts")
      .set({ covered_until: new Date("2026-05-01T00:00:00+05:30"), last_run_on: "2026-05-01" })
      .where("id", "=", id!)
      .execute();
    await postJobsAt(new Date("2026-05-01T10:00:00+05:30"), [job({ title: "RF Engineer" })]);
    const reports = await Promise.all(
      [1, 2, 3].map(() => runJobAlerts(services, { now: morning("2026-05-02") })),
    );
    expect(reports.reduce((sum, report) => sum + report.taken, 0)).toBe(1);
    expect(await mailsTo("run-meena@example.com", { runs: true })).toHaveLength(1);
    await deleteJobAlert(ctx, id!);
  });
});

describe("a visitor's job alert", () => {
  const email = "visitor-alerts@example.com";

  it("sends nothing before its link is followed, then sends, and unsubscribes by link", async () => {
    const visitor = contextFor(services, null, "198.51.100.20");
    const answer = await createJobAlert(visitor, {
      consent: "yes",
      q: "data centre technician",
      frequency: "daily",
      email: ` ${email.toUpperCase()} `,
    });
    expect(answer).toEqual({ id: null, confirmationSentTo: email });
    const [confirmation] = await mailsTo(email);
    expect(confirmation.subject).toContain("Confirm your job alert");
    const link = new URL(confirmation.text_body.match(/https?:\/\/\S+\/job-alerts\/confirm\?\S+/)![0]);
    const alert = link.searchParams.get("alert")!;
    const token = link.searchParams.get("token")!;
    await services.db
      .updateTable("job_alerts")
      .set({ covered_until: new Date("2026-06-01T00:00:00+05:30"), last_run_on: "2026-06-01" })
      .where("id", "=", alert)
      .execute();
    await postJobsAt(new Date("2026-06-01T10:00:00+05:30"), [job({ title: "Data Centre Technician" })]);
    // Unconfirmed: the run passes it by.
    await runJobAlerts(services, { now: morning("2026-06-02") });
    expect(await mailsTo(email)).toHaveLength(1);

    // A forged token, another alert's token, or the unsubscribe token do not confirm.
    const forged = await rejection(confirmJobAlert(visitor, { alert, token: token.slice(0, -2) + "AA" }));
    expect([forged.kind, forged.message]).toEqual(["invalid", jobAlertMessages.badLink]);
    const unsubscribeToken = new URL(alertLink(services, "unsubscribe", alert)).searchParams.get("token");
    expect((await rejection(confirmJobAlert(visitor, { alert, token: unsubscribeToken }))).kind).toBe(
      "invalid",
    );
    expect((await rejection(confirmJobAlert(visitor, { alert: "__proto__", token }))).kind).toBe("invalid");
    expect((await rejection(confirmJobAlert(visitor, { alert: [alert], token }))).kind).toBe("invalid");

    expect(await confirmJobAlert(visitor, { alert, token })).toMatchObject({ id: alert, email });
    await postJobsAt(new Date(Date.now() + 1000), [job({ title: "Data Centre Technician II" })]);
    const later = new Date(Date.now() + 2 * 86_400_000);
    later.setUTCHours(6, 0, 0, 0); // 11:30 in India
    await runJobAlerts(services, { now: later });
    const mails = await mailsTo(email);
    // The confirmation, the first e-mail as it started (the job posted before), and the run's.
    expect(mails).toHaveLength(3);
    expect(mails[1].subject).toBe("1 job matches “data centre technician” now");
    expect(mails[2].text_body).toContain("Data Centre Technician II");
    // A visitor has no alerts page: only the unsubscribe link.
    expect(mails[1].text_body).not.toContain("Manage your alerts");

    // Unsubscribing needs the unsubscribe token, not the confirm one; twice is fine.
    expect((await rejection(unsubscribeJobAlert(visitor, { alert, token }))).kind).toBe("invalid");
    const unsubscribe = { alert, token: unsubscribeToken };
    expect(await unsubscribeJobAlert(visitor, unsubscribe)).toMatchObject({ id: alert });
    expect(await unsubscribeJobAlert(visitor, unsubscribe)).toBeNull();
    expect(await services.db.selectFrom("job_alerts").select("id").where("id", "=", alert).execute()).toEqual(
      [],
    );
  });

  it("writes a visitor's alert e-mails in the language of the page it was made on", async () => {
    const hindiReader = "hindi-reader@example.com";
    const visitor = contextFor(services, null, "198.51.100.21");
    await createJobAlert(
      visitor,
      { consent: "yes", q: "tower technician", frequency: "daily", email: hindiReader },
      { language: "hi-IN" },
    );
    await createJobAlert(visitor, {
      consent: "yes",
      q: "tower rigger",
      frequency: "daily",
      email: "english-reader@example.com",
    });
    const [hindi] = await mailsTo(hindiReader);
    const [english] = await mailsTo("english-reader@example.com");
    // Devanagari in the Hindi one's subject and text; the English one as before.
    expect(hindi.subject).toMatch(/[\u0900-\u097F]/);
    expect(hindi.text_body).toMatch(/[\u0900-\u097F]/);
    expect(english.subject).toContain("Confirm your job alert");
    const rows = await services.db
      .selectFrom("job_alerts")
      .select(["email", "language"])
      .where("email", "in", [hindiReader, "english-reader@example.com"])
      .orderBy("email")
      .execute();
    expect(rows).toEqual([
      { email: "english-reader@example.com", language: null },
      { email: hindiReader, language: "hi-IN" },
    ]);
    // A language it does not know is not kept.
    await createJobAlert(
      visitor,
      { consent: "yes", q: "x", frequency: "daily", email: "odd@example.com" },
      {
        language: "__proto__" as never,
      },
    );
    const odd = await services.db
      .selectFrom("job_alerts")
      .select("language")
      .where("email", "=", "odd@example.com")
      .executeTakeFirstOrThrow();
    expect(odd.language).toBeNull();
  });

  it("answers the same for an address asked again, without mailing it more than three times an hour", async () => {
    const address = "asked-often@example.com";
    for (let time = 0; time < 5; time++) {
      const answer = await createJobAlert(contextFor(services, null, `198.51.100.${30 + time}`), {
        consent: "yes",
        q: "noc",
        frequency: "weekly",
        email: address,
      });
      expect(answer).toEqual({ id: null, confirmationSentTo: address });
    }
    expect(await mailsTo(address)).toHaveLength(3);
    expect(
      await services.db.selectFrom("job_alerts").select("id").where("email", "=", address).execute(),
    ).toHaveLength(1);
  });

  it("refuses a missing or bad address and forgets unconfirmed alerts after a week", async () => {
    const visitor = contextFor(services, null, "198.51.100.60");
    for (const bad of ["", "not-an-address", "a@b", ["x@example.com"]]) {
      const error = await rejection(
        createJobAlert(visitor, { consent: "yes", q: "noc", frequency: "daily", email: bad }),
      );
      expect(error.kind).toBe("invalid");
    }
    await createJobAlert(visitor, {
      consent: "yes",
      q: "forgotten",
      frequency: "daily",
      email: "forgetful@example.com",
    });
    const forgotten = () =>
      services.db
        .selectFrom("job_alerts")
        .select("id")
        .where("email", "=", "forgetful@example.com")
        .execute();
    // At any hour of the day, also before the morning's e-mails (03:30 in India).
    const nightIn = (days: number) => {
      const night = new Date(Date.now() + days * 86_400_000);
      night.setUTCHours(22, 0, 0, 0);
      return night;
    };
    await runJobAlerts(services, { now: nightIn(6) });
    expect(await forgotten()).toHaveLength(1);
    await runJobAlerts(services, { now: nightIn(8) });
    expect(await forgotten()).toEqual([]);
  });
});

describe("an alert's first e-mail and the next (issue #36)", () => {
  it("goes at once with the jobs that match now, posted whenever; none when nothing matches", async () => {
    const kiran = await signUp("first-kiran@example.com");
    const ctx = contextFor(services, kiran);
    await postJobsAt(new Date("2025-01-10T10:00:00+05:30"), [
      job({ title: "DWDM Engineer", location_city: "Chennai", location_state: "Tamil Nadu" }),
      job({ title: "DWDM Field Engineer", location_city: "Chennai", location_state: "Tamil Nadu" }),
    ]);
    const dwdm = await createJobAlert(ctx, {
      consent: "yes",
      q: "dwdm",
      state: "Tamil Nadu",
      frequency: "weekly",
    });
    expect(dwdm.matchingNow).toBe(2);
    const none = await createJobAlert(ctx, {
      consent: "yes",
      q: "submarine cable jointer",
      frequency: "daily",
    });
    expect(none.matchingNow).toBe(0);
    const mails = await mailsTo(kiran.email);
    expect(mails).toHaveLength(1);
    const [first] = mails;
    expect(first.subject).toBe("2 jobs match “dwdm · Tamil Nadu” now");
    expect(first.text_body).toContain(
      "Your job alert has started. These are the jobs that match it now; from next week we e-mail you only the new ones.",
    );
    expect(first.text_body).toContain("DWDM Field Engineer");
    expect(first.html_body).toContain("DWDM Engineer");
    expect(first.html_body).not.toContain("<script");
    expect(first.text_body).toContain("http://localhost:3000/job-alerts");
    expect(first.headers).toMatchObject({
      "List-Unsubscribe": `<${alertLink(services, "unsubscribe", dwdm.id!)}>`,
    });
    const alerts = await listJobAlerts(ctx);
    expect(alerts.find((alert) => alert.id === dwdm.id)?.last_sent_at).not.toBeNull();
    expect(alerts.find((alert) => alert.id === none.id)?.last_sent_at).toBeNull();
    // The next morning's run sends none of them again; a job posted after the first e-mail comes in the next.
    await postJobsAt(new Date(Date.now() + 60_000), [job({ title: "Submarine Cable Jointer" })]);
    // A morning after the day it was made, whatever India's date is now.
    const morningAfter = new Date(Date.now() + 2 * 86_400_000);
    morningAfter.setUTCHours(4, 0, 0, 0); // 09:30 in India
    await runJobAlerts(services, { now: morningAfter });
    const later = await mailsTo(kiran.email);
    expect(later.map((mail) => mail.subject)).toEqual([
      "2 jobs match “dwdm · Tamil Nadu” now",
      "1 new job for “submarine cable jointer”",
    ]);
    await deleteJobAlert(ctx, dwdm.id!);
    await deleteJobAlert(ctx, none.id!);
  });

  it("is said on the alerts page: the next morning at 7, a week on for a weekly one, none while paused", () => {
    const at = (text: string) => new Date(text);
    // Made on 28 Nov in the evening: the next e-mail is 29 Nov, 07:00 in India.
    const daily = { frequency: "daily" as const, paused: false, last_run_on: "2026-11-28" };
    expect(nextAlertMailAt(daily, at("2026-11-28T21:00:00+05:30"))).toEqual(at("2026-11-29T07:00:00+05:30"));
    // Made on 28 Nov at 06:00 in India: its run of the day is taken by its making, so also the 29th.
    expect(nextAlertMailAt(daily, at("2026-11-28T06:00:00+05:30"))).toEqual(at("2026-11-29T07:00:00+05:30"));
    const weekly = { ...daily, frequency: "weekly" as const };
    expect(nextAlertMailAt(weekly, at("2026-11-28T21:00:00+05:30"))).toEqual(at("2026-12-05T07:00:00+05:30"));
    expect(nextAlertMailAt({ ...daily, paused: true }, at("2026-11-28T21:00:00+05:30"))).toBeNull();
    // A turn the hourly run has not taken yet (it was down): the next hour.
    expect(nextAlertMailAt(daily, at("2026-11-29T09:20:00+05:30"))).toEqual(at("2026-11-29T09:30:00+05:30"));
  });

  it("is listed with each alert, and moves on after each run", async () => {
    const lata = await signUp("next-lata@example.com");
    const ctx = contextFor(services, lata);
    const { id } = await createJobAlert(ctx, { consent: "yes", q: "rigger", frequency: "daily" });
    const [alert] = await listJobAlerts(ctx);
    const row = await services.db
      .selectFrom("job_alerts")
      .select(sql<string>`last_run_on::text`.as("day"))
      .where("id", "=", id!)
      .executeTakeFirstOrThrow();
    const nextDay = new Date(`${row.day}T07:00:00+05:30`);
    nextDay.setUTCDate(nextDay.getUTCDate() + 1);
    expect(alert.next_mail_at).toBe(nextDay.toISOString());
    await runJobAlerts(services, { now: new Date(nextDay.getTime() + 3_600_000) });
    const [after] = await listJobAlerts(ctx);
    expect(new Date(after.next_mail_at!).getTime() - nextDay.getTime()).toBe(86_400_000);
    await updateJobAlert(ctx, id!, { paused: "true" });
    expect((await listJobAlerts(ctx))[0].next_mail_at).toBeNull();
    await deleteJobAlert(ctx, id!);
  });
});
