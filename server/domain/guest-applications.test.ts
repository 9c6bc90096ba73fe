import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { docxWith, pdfWith } from "../../tests/support/documents";
import {
  contextFor,
  createStaff,
  createTestServices,
  registerNewCandidate,
  rejection,
  type TestServices,
} from "../../tests/support/services";
import { evenAnswers, resetPassword, signIn } from "./accounts";
import { applyToJob } from "./applications";
import { applyAsGuest, GUEST_EVEN_ANSWER_MS } from "./guest-applications";
import { insertJobs, type NewJob } from "./jobs";
import { rateLimits } from "./rate-limits";
import { referralRef } from "./referrals";

let services: TestServices;
let counter = 0;

beforeAll(async () => {
  services = await createTestServices();
});
afterAll(async () => {
  await services?.dispose();
});
beforeEach(() => {
  // The even pace is tested on its own below; elsewhere it would only slow the tests.
  vi.restoreAllMocks();
  vi.spyOn(evenAnswers, "wait").mockResolvedValue();
});

async function newJob(overrides: Partial<NewJob> = {}): Promise<string> {
  const [id] = await insertJobs(
    services.db,
    [
      {
        title: `NOC Engineer ${++counter}`,
        company_name: "Vistaar Technologies",
        location_city: "Pune",
        location_state: "Maharashtra",
        job_description: "Watch the network.",
        ...overrides,
      },
    ],
    null,
  );
  return id!;
}

const resume = () => new File([pdfWith(["Asha Verma", "NOC engineer, CCNA"])], "Asha CV.pdf");

function form(fields: Record<string, string | File>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

let emails = 0;
function guest(overrides: Record<string, string | File> = {}): FormData {
  return form({
    name: "Asha Rani Verma",
    phone: "98765 43210",
    email: `guest${++emails}@example.com`,
    coverLetter: "I run a NOC shift in Pune.",
    resume: resume(),
    consent: "yes",
    ...overrides,
  });
}

const userOf = (email: string) =>
  services.db.selectFrom("user").selectAll().where("email", "=", email).executeTakeFirst();

async function everythingFor(email: string) {
  const user = await userOf(email);
  if (!user) return { user: null, profiles: [], applications: [], links: [], roles: [] };
  const profiles = await services.db
    .selectFrom("candidate_profiles")
    .selectAll()
    .where("user_id", "=", user.id)
    .execute();
  const applications = profiles.length
    ? await services.db
        .selectFrom("job_applications")
        .selectAll()
        .where(
          "candidate_id",
          "in",
          profiles.map((profile) => profile.id),
        )
        .execute()
    : [];
  const links = await services.db
    .selectFrom("verification")
    .selectAll()
    .where("value", "=", user.id)
    .execute();
  const roles = await services.db
    .selectFrom("user_roles")
    .selectAll()
    .where("user_id", "=", user.id)
    .execute();
  return { user, profiles, applications, links, roles };
}

const mailsTo = (email: string) =>
  services.db
    .selectFrom("mail_outbox")
    .select(["subject", "text_body"])
    .where("to_address", "=", email)
    .orderBy("created_at")
    .execute();

describe("applyAsGuest, a new address", () => {
  it("makes a candidate account with the name, phone and resume, and the application", async () => {
    const jobId = await newJob();
    // Found through search, but made as a guest: its source says guest (decision 0058).
    const input = guest({ from: "search" });
    const email = String(input.get("email"));
    await expect(applyAsGuest(contextFor(services), jobId, input)).resolves.toEqual({ sent: true });

    const { user, profiles, applications, roles } = await everythingFor(email);
    expect(user).toMatchObject({ name: "Asha Rani Verma", emailVerified: false });
    expect(roles.map((row) => row.role)).toEqual(["user"]);
    expect(profiles).toHaveLength(1);
    expect(profiles[0]).toMatchObject({
      first_name: "Asha Rani",
      last_name: "Verma",
      phone: "+919876543210",
      resume_content_type: "application/pdf",
      resume_filename: "Asha CV.pdf",
    });
    const stored = await services.storage.get(profiles[0]!.resume_key!);
    expect(stored && new TextDecoder().decode(stored.slice(0, 5))).toBe("%PDF-");
    expect(applications).toHaveLength(1);
    expect(applications[0]).toMatchObject({
      job_id: jobId,
      cover_letter: "I run a NOC shift in Pune.",
      application_status: "applied",
      source: "guest",
    });
    const job = await services.db
      .selectFrom("jobs")
      .select("application_count")
      .where("id", "=", jobId)
      .executeTakeFirstOrThrow();
    expect(job.application_count).toBe(1);
  });

  it("mails a link that sets the password, confirms the address and lets them sign in", async () => {
    const jobId = await newJob({ title: "Fibre Splicer" });
    const input = guest();
    const email = String(input.get("email"));
    await applyAsGuest(contextFor(services), jobId, input);
    const [mail, ...others] = await mailsTo(email);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe("Your application for Fibre Splicer was sent: set your password");
    expect(mail!.text_body).toContain("Dear Asha Rani,");
    const link = /http:\/\/localhost:3000\/reset-password\?token=([\w-]+)/.exec(mail!.text_body);
    expect(link).not.toBeNull();

    await resetPassword(contextFor(services), {
      token: decodeURIComponent(link![1]!),
      password: "noc-shift-2026",
      confirmPassword: "noc-shift-2026",
    });
    expect((await userOf(email))?.emailVerified).toBe(true);
    const signedIn = await signIn(contextFor(services), { email, password: "noc-shift-2026" });
    expect(signedIn.role).toBe("candidate");
    // The link was for one use.
    const again = await rejection(
      resetPassword(contextFor(services), {
        token: decodeURIComponent(link![1]!),
        password: "another-pass-77",
        confirmPassword: "another-pass-77",
      }),
    );
    expect(again.message).toBe("This reset link is invalid or has expired. Please request a new one.");
  });

  it("writes the mail in the page's language", async () => {
    const jobId = await newJob({ title: "Rigger" });
    const input = guest();
    await applyAsGuest(contextFor(services), jobId, input, { language: "hi-IN" });
    const email = String(input.get("email"));
    expect((await userOf(email))?.language).toBe("hi-IN");
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it("takes a DOCX resume and a one-word name", async () => {
    const jobId = await newJob();
    const docx = new File([await docxWith(["Ravi", "BTS installation"])], "ravi.docx");
    const input = guest({ name: "Ravi", resume: docx });
    await applyAsGuest(contextFor(services), jobId, input);
    const { profiles } = await everythingFor(String(input.get("email")));
    expect(profiles[0]).toMatchObject({ first_name: "Ravi", last_name: "", resume_filename: "ravi.docx" });
  });
});

describe("applyAsGuest, an address that has an account", () => {
  it("gives a candidate's account the application and its owner a mail, and keeps their resume", async () => {
    const email = `known${++counter}@example.com`;
    const { userId } = await registerNewCandidate(services, {
      email,
      phone: "9123456780",
      password: "fibre-splice-42",
      confirmPassword: "fibre-splice-42",
    });
    await services.db
      .updateTable("candidate_profiles")
      .set({ first_name: "Meera", resume_key: "resumes/own.pdf", resume_filename: "own.pdf" })
      .where("user_id", "=", userId)
      .execute();
    const jobId = await newJob({ title: "OFC Technician" });
    const answer = await applyAsGuest(contextFor(services), jobId, guest({ email, name: "Somebody Else" }));
    expect(answer).toEqual({ sent: true });

    const users = await services.db.selectFrom("user").select("id").where("email", "=", email).execute();
    expect(users).toHaveLength(1);
    const { profiles, applications, links } = await everythingFor(email);
    expect(applications.map((row) => row.job_id)).toEqual([jobId]);
    // Nothing of the profile changes: a post anyone can make replaces no one's name or resume.
    expect(profiles[0]).toMatchObject({
      first_name: "Meera",
      resume_key: "resumes/own.pdf",
      phone: "+919123456780",
    });
    expect(links).toEqual([]);
    const mails = (await mailsTo(email)).filter((mail) => mail.subject.startsWith("An application"));
    expect(mails.map((mail) => mail.subject)).toEqual([
      "An application for OFC Technician was made with your email",
    ]);
    expect(mails[0]!.text_body).toContain("Dear Meera,");
    expect(mails[0]!.text_body).toContain("http://localhost:3000/my-applications");
  });

  it("gives a candidate without a resume the one sent", async () => {
    const email = `noresume${++counter}@example.com`;
    await registerNewCandidate(services, {
      email,
      phone: "9123456781",
      password: "fibre-splice-42",
      confirmPassword: "fibre-splice-42",
    });
    await applyAsGuest(contextFor(services), await newJob(), guest({ email }));
    const { profiles } = await everythingFor(email);
    expect(profiles[0]?.resume_filename).toBe("Asha CV.pdf");
  });

  it("makes nothing for an employer's or admin's address, and tells its owner", async () => {
    for (const role of ["moderator", "admin"] as const) {
      const email = `staff-${role}${++counter}@example.com`;
      const staff = await createStaff(services, email, role);
      const answer = await applyAsGuest(contextFor(services), await newJob(), guest({ email }));
      expect(answer).toEqual({ sent: true });
      const profiles = await services.db
        .selectFrom("candidate_profiles")
        .select("id")
        .where("user_id", "=", staff.userId)
        .execute();
      expect(profiles).toEqual([]);
      const mails = await mailsTo(email);
      expect(mails.some((mail) => mail.subject.startsWith("Someone tried to apply for NOC Engineer"))).toBe(
        true,
      );
    }
  });

  it("answers a new address and a known one at the same pace", async () => {
    const wait = vi.spyOn(evenAnswers, "wait").mockResolvedValue();
    const input = guest();
    const jobId = await newJob();
    await applyAsGuest(contextFor(services), jobId, input);
    await applyAsGuest(contextFor(services), await newJob(), guest({ email: String(input.get("email")) }));
    expect(wait.mock.calls.map(([, ms]) => ms)).toEqual([GUEST_EVEN_ANSWER_MS, GUEST_EVEN_ANSWER_MS]);
  });

  it("mails the owner at most three times an hour, and still applies after", async () => {
    const input = guest();
    const email = String(input.get("email"));
    await applyAsGuest(contextFor(services), await newJob(), input);
    for (let n = 0; n < 5; n++) await applyAsGuest(contextFor(services), await newJob(), guest({ email }));
    const notices = (await mailsTo(email)).filter((mail) => mail.subject.startsWith("An application"));
    expect(notices).toHaveLength(3);
    expect((await everythingFor(email)).applications).toHaveLength(6);
  });
});

describe("applyAsGuest refuses", () => {
  it("the same address twice for the same job as 'Already Applied', and makes one application", async () => {
    const jobId = await newJob();
    const input = guest();
    const email = String(input.get("email"));
    await applyAsGuest(contextFor(services), jobId, input);
    const error = await rejection(applyAsGuest(contextFor(services), jobId, guest({ email, name: "Asha" })));
    expect(error.title).toBe("Already Applied");
    expect(error.message).toBe("You have already applied for this job.");
    expect(error.kind).toBe("conflict");
    expect((await everythingFor(email)).applications).toHaveLength(1);
  });

  it("a signed-in candidate's own second application after a guest one", async () => {
    const email = `both${++counter}@example.com`;
    const { userId } = await registerNewCandidate(services, {
      email,
      phone: "9123456782",
      password: "fibre-splice-42",
      confirmPassword: "fibre-splice-42",
    });
    await services.db
      .updateTable("candidate_profiles")
      .set({
        first_name: "Asha",
        last_name: "Verma",
        current_city: "Pune",
        total_experience: "1-2",
        profile_summary: "NOC engineer.",
      })
      .where("user_id", "=", userId)
      .execute();
    const jobId = await newJob();
    await applyAsGuest(contextFor(services), jobId, guest({ email }));
    const error = await rejection(
      applyToJob(contextFor(services, { userId, email, role: "candidate" }), jobId),
    );
    expect(error.message).toBe("You have already applied for this job.");
  });

  it("two posts at once with a new address: one account, one application", async () => {
    const jobId = await newJob();
    const email = `race${++counter}@example.com`;
    const results = await Promise.allSettled([
      applyAsGuest(contextFor(services), jobId, guest({ email })),
      applyAsGuest(contextFor(services), jobId, guest({ email })),
      applyAsGuest(contextFor(services), jobId, guest({ email })),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    for (const result of results) {
      if (result.status === "rejected")
        expect(String(result.reason.message)).toBe("You have already applied for this job.");
    }
    const users = await services.db.selectFrom("user").select("id").where("email", "=", email).execute();
    expect(users).toHaveLength(1);
    const { profiles, applications } = await everythingFor(email);
    expect(profiles).toHaveLength(1);
    expect(applications).toHaveLength(1);
  });

  it("two posts at once with a new address for two jobs: one account, both applications", async () => {
    const [first, second] = [await newJob(), await newJob()];
    const email = `race${++counter}@example.com`;
    await Promise.all([
      applyAsGuest(contextFor(services), first, guest({ email })),
      applyAsGuest(contextFor(services), second, guest({ email })),
    ]);
    const { profiles, applications } = await everythingFor(email);
    expect(profiles).toHaveLength(1);
    expect(applications.map((row) => row.job_id).sort()).toEqual([first, second].sort());
  });

  it("and leaves nothing when a step fails halfway: no account, profile, application, link or file", async () => {
    const jobId = await newJob();
    const input = guest();
    const email = String(input.get("email"));
    const put = vi.spyOn(services.storage, "put");
    vi.spyOn(services.mailer, "send").mockRejectedValueOnce(new Error("outbox write failed"));
    const error = await rejection(applyAsGuest(contextFor(services), jobId, input));
    expect(error.title).toBe("Application Failed");
    expect(await everythingFor(email)).toMatchObject({ user: null });
    const applications = await services.db
      .selectFrom("job_applications")
      .select("id")
      .where("job_id", "=", jobId)
      .execute();
    expect(applications).toEqual([]);
    expect(put).toHaveBeenCalledTimes(1);
    expect(await services.storage.get(put.mock.calls[0]![0])).toBeNull();
    // The person can simply try again.
    await applyAsGuest(contextFor(services), jobId, guest({ email }));
    expect((await everythingFor(email)).applications).toHaveLength(1);
  });

  it("bad fields, each under its field, and writes nothing", async () => {
    const jobId = await newJob();
    const email = `bad${++counter}@example.com`;
    const error = await rejection(
      applyAsGuest(contextFor(services), jobId, guest({ email, phone: "12345", name: "  " })),
    );
    expect(error.kind).toBe("invalid");
    expect(error.fieldErrors).toMatchObject({
      name: "Please enter your name.",
      phone: "Please enter a valid 10-digit Indian mobile number.",
    });
    // A bad file is named with the bad fields, in one refusal.
    const both = await rejection(
      applyAsGuest(contextFor(services), jobId, guest({ phone: "1", resume: new File(["MZ"], "cv.pdf") })),
    );
    expect(both.fieldErrors).toEqual({
      phone: "Please enter a valid 10-digit Indian mobile number.",
      resume: "Please upload a PDF or Word document.",
    });
    const badEmail = await rejection(
      applyAsGuest(contextFor(services), jobId, guest({ email: "not-an-address" })),
    );
    expect(badEmail.fieldErrors.email).toBe("Please enter a valid email address.");
    const long = await rejection(
      applyAsGuest(contextFor(services), jobId, guest({ email, coverLetter: "x".repeat(5001) })),
    );
    expect(long.fieldErrors.coverLetter).toBe(
      "Your cover letter is too long: please keep it under 5,000 characters.",
    );
    expect(await userOf(email)).toBeUndefined();
  });

  it("without the notice's box ticked, with the other fields' errors, and writes nothing (decision 0046)", async () => {
    const jobId = await newJob();
    const email = `noconsent${++counter}@example.com`;
    const refused = await rejection(applyAsGuest(contextFor(services), jobId, guest({ email, consent: "" })));
    expect(refused.kind).toBe("invalid");
    expect(refused.text).toBe(
      "Please tick the box to agree to the notice. Without your consent we cannot go ahead.",
    );
    expect(refused.fieldErrors).toEqual({
      consent: "Please tick the box to agree to the notice. Without your consent we cannot go ahead.",
    });
    const both = await rejection(
      applyAsGuest(contextFor(services), jobId, guest({ email, phone: "1", consent: "no" })),
    );
    expect(Object.keys(both.fieldErrors).sort()).toEqual(["consent", "phone"]);
    expect(await userOf(email)).toBeUndefined();
    const consents = await services.db
      .selectFrom("consents")
      .select("id")
      .where("email", "=", email)
      .execute();
    expect(consents).toEqual([]);
  });

  it("records the consent with the account and the application, in the page's language", async () => {
    const jobId = await newJob();
    const input = guest();
    const email = String(input.get("email"));
    await applyAsGuest(contextFor(services), jobId, input, { language: "hi-IN" });
    const user = await userOf(email);
    const consents = await services.db
      .selectFrom("consents")
      .selectAll()
      .where("email", "=", email)
      .execute();
    expect(consents).toHaveLength(1);
    expect(consents[0]).toMatchObject({
      user_id: user!.id,
      purpose: "guest_application",
      language: "hi-IN",
      notice_version: "2026-11",
      withdrawn_at: null,
    });
  });

  it("a hostile or missing file under the resume field, and stores nothing", async () => {
    const jobId = await newJob();
    const put = vi.spyOn(services.storage, "put");
    const exe = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03])], "resume.pdf", {
      type: "application/pdf",
    });
    const html = new File(["<script>alert(1)</script>"], "cv.docx");
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.pdf");
    for (const file of [exe, html]) {
      const error = await rejection(applyAsGuest(contextFor(services), jobId, guest({ resume: file })));
      expect(error.fieldErrors.resume).toBe("Please upload a PDF or Word document.");
    }
    const tooBig = await rejection(applyAsGuest(contextFor(services), jobId, guest({ resume: big })));
    expect(tooBig.fieldErrors.resume).toBe("Please upload a file smaller than 5MB.");
    const input = guest();
    input.delete("resume");
    const none = await rejection(applyAsGuest(contextFor(services), jobId, input));
    expect(none.fieldErrors.resume).toBe("Please upload a PDF or Word document.");
    const text = await rejection(applyAsGuest(contextFor(services), jobId, guest({ resume: "resume.pdf" })));
    expect(text.fieldErrors.resume).toBe("Please upload a PDF or Word document.");
    expect(put).not.toHaveBeenCalled();
    const applications = await services.db
      .selectFrom("job_applications")
      .select("id")
      .where("job_id", "=", jobId)
      .execute();
    expect(applications).toEqual([]);
  });

  it("keys like __proto__ and constructor are only names", async () => {
    const jobId = await newJob();
    const email = `proto${++counter}@example.com`;
    const input = guest({ email });
    input.append("__proto__", "polluted");
    input.append("constructor", "polluted");
    await applyAsGuest(contextFor(services), jobId, input);
    const object = JSON.parse(
      `{"__proto__": {"resume": "x", "polluted": true}, "name": "Asha", "phone": "9876543210", "email": "proto-object${counter}@example.com"}`,
    ) as Record<string, unknown>;
    const error = await rejection(applyAsGuest(contextFor(services), jobId, object));
    expect(error.fieldErrors.resume).toBe("Please upload a PDF or Word document.");
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((await everythingFor(email)).applications).toHaveLength(1);
  });

  it("a signed-in caller, a closed job and a missing one", async () => {
    const { userId } = await registerNewCandidate(services, {
      email: `signed${++counter}@example.com`,
      phone: "9123456783",
      password: "fibre-splice-42",
      confirmPassword: "fibre-splice-42",
    });
    const jobId = await newJob();
    const signedIn = await rejection(
      applyAsGuest(
        contextFor(services, { userId, email: "x@example.com", role: "candidate" }),
        jobId,
        guest(),
      ),
    );
    expect(signedIn.message).toBe("You are signed in: apply with your account instead.");

    const closed = await newJob({ application_deadline: "2020-01-01" });
    const closedError = await rejection(applyAsGuest(contextFor(services), closed, guest()));
    expect(closedError.title).toBe("Applications closed");
    const missing = await rejection(
      applyAsGuest(contextFor(services), "00000000-0000-4000-8000-000000000000", guest()),
    );
    expect(missing.kind).toBe("not_found");
    const inactive = await newJob();
    await services.db.updateTable("jobs").set({ is_active: false }).where("id", "=", inactive).execute();
    const input = guest();
    expect((await rejection(applyAsGuest(contextFor(services), inactive, input))).kind).toBe("not_found");
    expect(await userOf(String(input.get("email")))).toBeUndefined();
  });

  it("too many applications for one address, and from one client address", async () => {
    const email = `often${++counter}@example.com`;
    for (let n = 0; n < rateLimits.guestApplyPerEmail.max; n++) {
      await applyAsGuest(contextFor(services), await newJob(), guest({ email }));
    }
    const perEmail = await rejection(applyAsGuest(contextFor(services), await newJob(), guest({ email })));
    expect(perEmail.kind).toBe("rate_limited");
    expect(perEmail.options.retryAfterSeconds).toBeGreaterThan(0);

    const ip = "203.0.113.77";
    const jobId = await newJob();
    for (let n = 0; n < rateLimits.guestApplyPerIp.max; n++) {
      // Refusals count too: a bad phone costs the address an attempt.
      await rejection(applyAsGuest(contextFor(services, null, ip), jobId, guest({ phone: "1" })));
    }
    const perIp = await rejection(applyAsGuest(contextFor(services, null, ip), jobId, guest()));
    expect(perIp.kind).toBe("rate_limited");
  });
});

describe("applyAsGuest through a referral link (decision 0059)", () => {
  const sourceFor = async (email: string) => {
    const { applications } = await everythingFor(email);
    return applications.map((row) => [row.source, row.referred_by]);
  };

  it("records the referral for a new address; a tampered ref is a plain guest application", async () => {
    const referrer = await createStaff(services, "guest-referrer@example.com", "moderator");
    const jobId = await newJob();
    const ref = referralRef(services, referrer.userId, jobId);
    const referred = guest({ ref });
    await applyAsGuest(contextFor(services), jobId, referred);
    expect(await sourceFor(String(referred.get("email")))).toEqual([["referral", referrer.userId]]);
    for (const bad of [
      `${ref.slice(0, -2)}zz`,
      "__proto__",
      referralRef(services, referrer.userId, await newJob()),
    ]) {
      const input = guest({ ref: bad });
      await expect(applyAsGuest(contextFor(services), jobId, input)).resolves.toEqual({ sent: true });
      expect(await sourceFor(String(input.get("email")))).toEqual([["guest", null]]);
    }
  });

  it("does not let an account's owner refer themselves by the guest form", async () => {
    const jobId = await newJob();
    const first = guest();
    const email = String(first.get("email"));
    await applyAsGuest(contextFor(services), await newJob(), first);
    const owner = await userOf(email);
    await applyAsGuest(
      contextFor(services),
      jobId,
      guest({ email, ref: referralRef(services, owner!.id, jobId) }),
    );
    const { applications } = await everythingFor(email);
    expect(applications.find((row) => row.job_id === jobId)).toMatchObject({
      source: "guest",
      referred_by: null,
    });
  });
});
