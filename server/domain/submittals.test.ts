// Submittals (issue #38 part A, decision 0055): the recruiter's rights, the
// candidate's Yes and No, the client's one-time decision through a signed
// link, tampered and expired links, and withdrawals. On PGlite and, with
// DATABASE_URL, PostgreSQL.
import { createHash } from "node:crypto";
import { sql } from "kysely";
import { extractText } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contextFor,
  createStaff,
  createTestServices,
  rejection,
  type TestServices,
} from "../../tests/support/services";
import { withdrawApplication } from "./applications";
import { listMyConsents, withdrawConsent } from "./consents";
import type { Actor } from "./context";
import { exportMyDisclosures, sharedWithCount } from "./disclosures";
import { postJob } from "./employer";
import { exportMyData } from "./profiles";
import { expiringToken } from "./signed-links";
import {
  answerConsentByToken,
  answerMyConsent,
  applicationSubmittals,
  cancelSubmittal,
  clientCvPdf,
  clientLink,
  clientSubmittalView,
  consentLink,
  consentRequestByToken,
  decideByToken,
  mySubmittalRequests,
  resendSubmittal,
  revokeSubmittal,
  submitToClient,
  withoutContacts,
} from "./submittals";

let services: TestServices;
let owner: Actor;
let other: Actor;
let admin: Actor;
let clientId: string;
let contactId: string;
let jobId: string;
let counter = 0;

const PHONE = "+919876543210";

/** A candidate (user with a complete profile and an experience row) applied to `job`. */
async function candidate(job = jobId) {
  const n = ++counter;
  const userId = `sub-cand-${n}`;
  const email = `sub-cand-${n}@example.com`;
  await services.db
    .insertInto("user")
    .values({ id: userId, name: "Cand", email, emailVerified: true } as never)
    .execute();
  const profile = await services.db
    .insertInto("candidate_profiles")
    .values({
      user_id: userId,
      first_name: "Meera",
      last_name: `Iyer${n}`,
      phone: PHONE,
      current_city: "Pune",
      total_experience: "3-5",
      notice_period: 30,
      profile_summary: `Fibre splicer. Call me on 98765 43210 or write to ${email}.`,
    } as never)
    .returning("id")
    .executeTakeFirstOrThrow();
  await services.db
    .insertInto("candidate_experience")
    .values({
      candidate_id: profile.id,
      company_name: "Deccan Fibre Works",
      designation: "Senior Splicer",
      start_date: "2021-04-01",
      is_current_job: true,
    } as never)
    .execute();
  const application = await services.db
    .insertInto("job_applications")
    .values({ job_id: job, candidate_id: profile.id })
    .returning("id")
    .executeTakeFirstOrThrow();
  const actor: Actor = { userId, email, role: "candidate" };
  return { applicationId: application.id, actor, email, profileId: profile.id };
}

const submit = (applicationId: string, as: Actor = owner) =>
  submitToClient(contextFor(services, as), applicationId, { contactId, pitch: "Strong splicer, 5 years." });

/** The token of the last link of `kind` mailed to `to`. */
async function mailedToken(to: string, path: string): Promise<string> {
  const mail = await services.db
    .selectFrom("mail_outbox")
    .select("text_body")
    .where("to_address", "=", to)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9._-]+)`).exec(mail.text_body);
  if (!match) throw new Error(`no ${path} link in the mail to ${to}`);
  return match[1]!;
}

const stageOf = async (id: string) =>
  (
    await services.db
      .selectFrom("job_applications")
      .select("application_status")
      .where("id", "=", id)
      .executeTakeFirstOrThrow()
  ).application_status;

const statusOf = async (id: string) =>
  (await services.db.selectFrom("submittals").select("status").where("id", "=", id).executeTakeFirstOrThrow())
    .status;

/** Submitted, then Yes from the mailed link: the client's token. */
async function sentSubmittal() {
  const person = await candidate();
  const id = await submit(person.applicationId);
  const consentToken = await mailedToken(person.email, "/submittal-consent");
  await answerConsentByToken(contextFor(services), consentToken, { answer: "yes" });
  const token = await mailedToken("buyer@airwave.example", "/client/submittal");
  return { ...person, id, token };
}

beforeAll(async () => {
  services = await createTestServices();
  owner = await createStaff(services, "owner@example.com", "moderator");
  other = await createStaff(services, "other@example.com", "moderator");
  admin = await createStaff(services, "boss@example.com", "admin");
  jobId = await postJob(contextFor(services, owner), {
    title: "Fibre Splicer",
    company_name: "Airwave Telecom",
    location_city: "Pune",
    location_state: "Maharashtra",
    job_description: "Splice fibre.",
    required_skills: "Splicing",
  });
  const client = await services.db
    .insertInto("clients")
    .values({ name: "Airwave Telecom Pvt Ltd" })
    .returning("id")
    .executeTakeFirstOrThrow();
  clientId = client.id;
  const contact = await services.db
    .insertInto("client_contacts")
    .values({ client_id: clientId, name: "Rohit Buyer", email: "buyer@airwave.example" })
    .returning("id")
    .executeTakeFirstOrThrow();
  contactId = contact.id;
  await services.db.updateTable("jobs").set({ client_id: clientId }).where("id", "=", jobId).execute();
});

afterAll(async () => {
  await services?.dispose();
});

describe("submitting a candidate", () => {
  it("asks the candidate first, in the issue's words, and shows the request under My Applications", async () => {
    const person = await candidate();
    const id = await submit(person.applicationId);
    expect(await statusOf(id)).toBe("awaiting_consent");
    const mail = await services.db
      .selectFrom("mail_outbox")
      .select(["subject", "text_body"])
      .where("to_address", "=", person.email)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe("Share your profile with Airwave Telecom Pvt Ltd for Fibre Splicer?");
    expect(mail.text_body).toContain("/submittal-consent?token=");
    const mine = await mySubmittalRequests(contextFor(services, person.actor));
    expect(mine.map((row) => [row.client, row.job, row.status])).toEqual([
      ["Airwave Telecom Pvt Ltd", "Fibre Splicer", "awaiting_consent"],
    ]);
    // The application has not moved: nothing went to the client yet.
    expect(await stageOf(person.applicationId)).toBe("applied");
  });

  it("lets only the job's owner and admins submit or see; another owner's application is not found", async () => {
    const person = await candidate();
    const refused = await rejection(submit(person.applicationId, other));
    expect(refused.kind).toBe("not_found");
    expect(
      (await rejection(applicationSubmittals(contextFor(services, other), person.applicationId))).kind,
    ).toBe("not_found");
    expect((await rejection(submit(person.applicationId, person.actor))).kind).toBe("forbidden");
    expect((await rejection(submit("not-a-uuid"))).kind).toBe("not_found");
    const id = await submit(person.applicationId, admin);
    expect((await rejection(cancelSubmittal(contextFor(services, other), id))).kind).toBe("not_found");
    await cancelSubmittal(contextFor(services, owner), id);
    expect(await statusOf(id)).toBe("cancelled");
  });

  it("refuses a job without a client, a contact of another client, a second open one and bad input", async () => {
    const person = await candidate();
    const elsewhere = await services.db
      .insertInto("clients")
      .values({ name: "Other Client" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const stranger = await services.db
      .insertInto("client_contacts")
      .values({ client_id: elsewhere.id, name: "Stranger", email: "s@other.example" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const ctx = contextFor(services, owner);
    const wrong = await rejection(
      submitToClient(ctx, person.applicationId, { contactId: stranger.id, pitch: "x" }),
    );
    expect(wrong.fieldErrors.contactId).toBe("Please choose a contact of this job's client.");
    for (const pitch of ["", "   ", "x".repeat(2001)])
      expect((await rejection(submitToClient(ctx, person.applicationId, { contactId, pitch }))).kind).toBe(
        "invalid",
      );
    expect(
      (await rejection(submitToClient(ctx, person.applicationId, { contactId: "__proto__", pitch: "x" })))
        .kind,
    ).toBe("invalid");
    await submit(person.applicationId);
    expect((await rejection(submit(person.applicationId))).message).toBe(
      "This candidate is already submitted to this client, or waiting to say yes.",
    );
    const ownJob = await postJob(contextFor(services, owner), {
      title: "In-house NOC Engineer",
      company_name: "Vistaar Technologies",
      location_city: "Pune",
      location_state: "Maharashtra",
      job_description: "NOC.",
      required_skills: "NOC",
    });
    const inHouse = await candidate(ownJob);
    expect((await rejection(submit(inHouse.applicationId))).message).toBe(
      "This job has no client, so the candidate cannot be submitted to one.",
    );
    expect(
      await services.db
        .selectFrom("submittals")
        .select("id")
        .where("application_id", "=", inHouse.applicationId)
        .execute(),
    ).toEqual([]);
  });
});

describe("the candidate's answer", () => {
  it("Yes: consent, the stored CV without contact details, the disclosure, Submitted, and the client's mail", async () => {
    const { id, token, applicationId, actor, email } = await sentSubmittal();
    const row = await services.db
      .selectFrom("submittals")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "sent", link_version: 1 });
    expect(row.cv_key).toMatch(/^client-cvs\/[0-9a-f]{32}\.pdf$/);
    const pdf = await services.storage.get(row.cv_key!);
    const { text } = await extractText(new Uint8Array(pdf!), { mergePages: true });
    expect(text).toContain("Deccan Fibre Works");
    expect(text).toContain("Senior Splicer");
    const digits = text.replace(/[\s-]/g, "");
    for (const secret of [email, "9876543210"]) expect(digits).not.toContain(secret);
    expect(row.cv_sha256).toBe(createHash("sha256").update(pdf!).digest("hex"));
    expect(await stageOf(applicationId)).toBe("submitted");
    // No "Shortlisted" mail: the candidate just said yes.
    const subjects = await services.db
      .selectFrom("mail_outbox")
      .select("subject")
      .where("to_address", "=", email)
      .execute();
    expect(subjects.map((mail) => mail.subject)).toEqual([
      "Share your profile with Airwave Telecom Pvt Ltd for Fibre Splicer?",
    ]);
    const consents = await listMyConsents(contextFor(services, actor));
    expect(consents.map((consent) => [consent.purpose, consent.clientName])).toEqual([
      ["client_disclosure", "Airwave Telecom Pvt Ltd"],
    ]);
    const notice = await services.db
      .selectFrom("consents")
      .select("notice_text")
      .where("user_id", "=", actor.userId)
      .executeTakeFirstOrThrow();
    expect(notice.notice_text).toContain(
      "Share your profile with Airwave Telecom Pvt Ltd for Fibre Splicer?",
    );
    const disclosures = await exportMyDisclosures(contextFor(services, actor));
    expect(disclosures).toMatchObject([
      { client: "Airwave Telecom Pvt Ltd", job: "Fibre Splicer", sentTo: "buyer@airwave.example" },
    ]);
    expect(disclosures[0]!.fields).not.toContain("phone");
    expect((await exportMyData(contextFor(services, actor))).disclosures).toHaveLength(1);
    expect(await sharedWithCount(contextFor(services, actor))).toBe(1);
    expect(token.split(".")).toHaveLength(4);
    // A second Yes is refused: it was answered.
    const again = await rejection(answerMyConsent(contextFor(services, actor), id, { answer: "yes" }));
    expect(again.message).toBe("You have already answered this request.");
  });

  it("No: declined, nothing shared, and the candidate is never asked again for that job", async () => {
    const person = await candidate();
    const id = await submit(person.applicationId);
    const request = await consentRequestByToken(
      contextFor(services),
      await mailedToken(person.email, "/submittal-consent"),
    );
    expect(request).toMatchObject({
      client: "Airwave Telecom Pvt Ltd",
      job: "Fibre Splicer",
      status: "awaiting_consent",
    });
    await answerMyConsent(contextFor(services, person.actor), id, { answer: "no" });
    expect(await statusOf(id)).toBe("declined");
    expect(await exportMyDisclosures(contextFor(services, person.actor))).toEqual([]);
    expect(await stageOf(person.applicationId)).toBe("applied");
    expect((await rejection(submit(person.applicationId))).message).toBe(
      "The candidate declined to be shared for this job. They will not be asked again.",
    );
    expect(
      (await applicationSubmittals(contextFor(services, owner), person.applicationId)).submittals[0],
    ).toMatchObject({
      status: "declined",
    });
  });

  it("refuses another candidate's request, a bad answer, an expired request and a tampered link", async () => {
    const person = await candidate();
    const stranger = await candidate();
    const id = await submit(person.applicationId);
    expect(
      (await rejection(answerMyConsent(contextFor(services, stranger.actor), id, { answer: "yes" }))).kind,
    ).toBe("not_found");
    expect(
      (await rejection(answerMyConsent(contextFor(services, person.actor), id, { answer: "maybe" }))).kind,
    ).toBe("invalid");
    const token = await mailedToken(person.email, "/submittal-consent");
    const tampered = token.slice(0, -2) + (token.endsWith("A") ? "BB" : "AA");
    expect(
      (await rejection(answerConsentByToken(contextFor(services), tampered, { answer: "yes" }))).kind,
    ).toBe("not_found");
    const other = await candidate();
    const otherId = await submit(other.applicationId);
    // A token for one submittal with another's id in it fails its signature.
    const swapped = token.replace(id, otherId);
    expect(
      (await rejection(answerConsentByToken(contextFor(services), swapped, { answer: "yes" }))).kind,
    ).toBe("not_found");
    await services.db
      .updateTable("submittals")
      .set({ consent_expires_at: sql`now() - interval '1 minute'` })
      .where("id", "=", id)
      .execute();
    expect(
      (await rejection(answerMyConsent(contextFor(services, person.actor), id, { answer: "yes" }))).message,
    ).toBe("This request has expired. Your profile was not shared.");
    const expiredLink = expiringToken(
      services.config.sessionSecret,
      "submittal:consent",
      [id],
      new Date(Date.now() - 1000),
    );
    expect((await rejection(consentRequestByToken(contextFor(services), expiredLink))).kind).toBe("conflict");
    expect(await statusOf(id)).toBe("awaiting_consent");
    expect(consentLink(services, id, new Date(Date.now() + 60_000))).toContain("/submittal-consent?token=");
  });
});

describe("the client's link", () => {
  it("shows the pitch, the job and the CV without contact details, and serves the PDF", async () => {
    const { token, email } = await sentSubmittal();
    const view = await clientSubmittalView(contextFor(services), token);
    if (view.state !== "ok") throw new Error(view.state);
    expect(view).toMatchObject({
      pitch: "Strong splicer, 5 years.",
      jobTitle: "Fibre Splicer",
      decided: null,
    });
    expect(view.cv.experience[0]).toMatchObject({
      company_name: "Deccan Fibre Works",
      designation: "Senior Splicer",
    });
    const shown = JSON.stringify(view);
    for (const secret of [email, "9876543210", "98765 43210", PHONE]) expect(shown).not.toContain(secret);
    const pdf = await clientCvPdf(contextFor(services), token);
    expect(pdf.state).toBe("ok");
  });

  it("Interview with times moves the card, mails the owner, and a second decision is refused", async () => {
    const { id, token, applicationId } = await sentSubmittal();
    const result = await decideByToken(contextFor(services), token, {
      decision: "interview",
      times: ["2030-01-15T10:30", "", "2030-01-16T15:00"],
      comment: "Good fit.",
    });
    expect(result).toMatchObject({ state: "ok", decision: "interview" });
    expect(await stageOf(applicationId)).toBe("client_interview");
    const change = await services.db
      .selectFrom("application_status_changes")
      .select(["changed_by", "note"])
      .where("application_id", "=", applicationId)
      .where("to_status", "=", "client_interview")
      .executeTakeFirstOrThrow();
    expect(change).toEqual({ changed_by: null, note: "Client decision via link (Rohit Buyer): Good fit." });
    const mail = await services.db
      .selectFrom("mail_outbox")
      .select(["subject", "text_body"])
      .where("to_address", "=", "owner@example.com")
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    expect(mail.subject).toMatch(/^Client decision: Meera Iyer\d+ for Fibre Splicer$/);
    expect(mail.text_body).toContain("would like to interview");
    const board = await applicationSubmittals(contextFor(services, owner), applicationId);
    expect(board.submittals[0]!.decisions[0]!.proposed_times.map((time) => time.toISOString())).toEqual([
      "2030-01-15T05:00:00.000Z",
      "2030-01-16T09:30:00.000Z",
    ]);
    const second = await rejection(decideByToken(contextFor(services), token, { decision: "shortlist" }));
    expect(second.kind).toBe("conflict");
    expect(second.message).toMatch(
      /^Your answer \(Interview\) was recorded on \d{1,2} [A-Z][a-z]{2} \d{4}\.$/,
    );
    const view = await clientSubmittalView(contextFor(services), token);
    expect(view.state === "ok" && view.decided?.decision).toBe("interview");
    expect(
      await services.db
        .selectFrom("submittal_decisions")
        .select("id")
        .where("submittal_id", "=", id)
        .execute(),
    ).toHaveLength(1);
  });

  it("refuses an interview without times, Not suitable rejects with the client's reason", async () => {
    const { token, applicationId } = await sentSubmittal();
    for (const input of [
      { decision: "interview" },
      { decision: "interview", times: ["a", "b"] },
      {
        decision: "interview",
        times: ["2030-01-01T10:00", "2030-01-02T10:00", "2030-01-03T10:00", "2030-01-04T10:00"],
      },
      { decision: "hire" },
      { decision: "shortlist", comment: "x".repeat(2001) },
    ])
      expect((await rejection(decideByToken(contextFor(services), token, input))).kind).toBe("invalid");
    await decideByToken(contextFor(services), token, { decision: "not_suitable", comment: "Needs OTDR." });
    expect(await stageOf(applicationId)).toBe("rejected");
    const change = await services.db
      .selectFrom("application_status_changes")
      .select(["reason"])
      .where("application_id", "=", applicationId)
      .where("to_status", "=", "rejected")
      .executeTakeFirstOrThrow();
    expect(change.reason).toBe("client_rejected");
  });

  it("refuses tampered (404), expired (410) and revoked or old-version (410) links, one after another at once", async () => {
    const { id, token } = await sentSubmittal();
    const ctx = contextFor(services);
    const tampered = token.slice(0, -3) + "abc";
    for (const bad of [tampered, "", "a.b.c.d", "__proto__", "x".repeat(5000), token.replace(".1.", ".2.")])
      expect(await clientSubmittalView(ctx, bad)).toMatchObject({ state: "invalid", status: 404 });
    const expired = expiringToken(
      services.config.sessionSecret,
      "submittal:client",
      [id, "1"],
      new Date(Date.now() - 1000),
    );
    expect(await clientSubmittalView(ctx, expired)).toMatchObject({ state: "expired", status: 410 });
    expect(await decideByToken(ctx, expired, { decision: "shortlist" })).toMatchObject({ state: "expired" });
    // Resend: version 2, the first link is gone.
    await resendSubmittal(contextFor(services, owner), id);
    expect(await clientSubmittalView(ctx, token)).toMatchObject({ state: "gone", status: 410 });
    const second = await mailedToken("buyer@airwave.example", "/client/submittal");
    expect(await clientSubmittalView(ctx, second)).toMatchObject({ state: "ok" });
    expect((await rejection(revokeSubmittal(contextFor(services, other), id))).kind).toBe("not_found");
    await revokeSubmittal(contextFor(services, owner), id);
    expect(await clientSubmittalView(ctx, second)).toMatchObject({ state: "gone" });
    expect(await clientCvPdf(ctx, second)).toMatchObject({ state: "gone" });
    expect(clientLink(services, id, 3, new Date(Date.now() + 1000))).toContain("/client/submittal?token=");
  });

  it("takes exactly one of two decisions made at the same time", async () => {
    const { id, token } = await sentSubmittal();
    const results = await Promise.allSettled([
      decideByToken(contextFor(services), token, { decision: "shortlist" }),
      decideByToken(contextFor(services), token, { decision: "not_suitable" }),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect(
      await services.db
        .selectFrom("submittal_decisions")
        .select("id")
        .where("submittal_id", "=", id)
        .execute(),
    ).toHaveLength(1);
  });
});

describe("the client's limits", () => {
  it("refuses the 61st view and the 11th decision in an hour from one address", async () => {
    const viewer = contextFor(services, null, "203.0.113.61");
    for (let i = 0; i < 60; i++)
      expect(await clientSubmittalView(viewer, "x")).toMatchObject({ state: "invalid" });
    expect((await rejection(clientSubmittalView(viewer, "x"))).kind).toBe("rate_limited");
    const decider = contextFor(services, null, "203.0.113.10");
    for (let i = 0; i < 10; i++)
      expect(await decideByToken(decider, "x", { decision: "shortlist" })).toMatchObject({
        state: "invalid",
      });
    expect((await rejection(decideByToken(decider, "x", { decision: "shortlist" }))).kind).toBe(
      "rate_limited",
    );
  });
});

describe("withdrawal", () => {
  it("stopping sharing with a client revokes its open submittals and refuses new ones", async () => {
    const { id, token, actor, applicationId } = await sentSubmittal();
    const consent = (await listMyConsents(contextFor(services, actor))).find(
      (row) => row.purpose === "client_disclosure",
    );
    expect((await rejection(withdrawConsent(contextFor(services, other), consent!.id))).kind).toBe(
      "not_found",
    );
    await withdrawConsent(contextFor(services, actor), consent!.id);
    expect(await statusOf(id)).toBe("revoked");
    expect(await clientSubmittalView(contextFor(services), token)).toMatchObject({ state: "gone" });
    const row = await services.db
      .selectFrom("submittals")
      .select("revoked_reason")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.revoked_reason).toBe("consent_withdrawn");
    expect((await rejection(submit(applicationId))).message).toBe(
      "The candidate stopped sharing their profile with this client.",
    );
    // The disclosure stays as the record of what was shared.
    expect(await exportMyDisclosures(contextFor(services, actor))).toHaveLength(1);
  });

  it("withdrawing the application revokes its open submittals", async () => {
    const { id, token, actor, applicationId } = await sentSubmittal();
    await withdrawApplication(contextFor(services, actor), applicationId);
    expect(await statusOf(id)).toBe("revoked");
    expect(await clientSubmittalView(contextFor(services), token)).toMatchObject({ state: "gone" });
  });
});

describe("the client's free text", () => {
  it("takes out e-mail addresses, mobile numbers in any spelling and links", () => {
    const text = withoutContacts(
      "Mail a.b+c@x.co.in, call +91 98765-43210 or 09876543210, see https://me.example/cv; 2019-2023 at 5 sites.",
    )!;
    expect(text).not.toMatch(/@|98765|https/);
    expect(text).toContain("2019-2023 at 5 sites.");
  });
});
