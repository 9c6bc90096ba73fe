// Where applicants come from (decision 0058): the link's word, carried by the
// apply form (and the draft kept while the profile is finished), becomes the
// application's source; an invitation on record wins; anything unknown is
// the job page, never a refusal.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromWord, sourceOf, strongerSource } from "../../common/schemas/application-source";
import {
  contextFor,
  createStaff,
  createTestServices,
  registerNewCandidate,
  rejection,
  type TestServices,
} from "../../tests/support/services";
import { applicationDraft, applyKeepingDraft } from "./application-drafts";
import { applyToJob } from "./applications";
import type { Actor } from "./context";
import { insertJobs } from "./jobs";
import { referralRef, referrerOf, shareLink } from "./referrals";

let services: TestServices;
let counter = 0;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(async () => {
  await services?.dispose();
});

async function candidate(complete = true): Promise<Actor & { candidateId: string }> {
  const n = ++counter;
  const email = `source${n}@example.com`;
  const { userId } = await registerNewCandidate(services, {
    email,
    phone: `98766${String(n).padStart(5, "0")}`,
    password: "fibre-splice-42",
    confirmPassword: "fibre-splice-42",
  });
  if (complete) {
    await services.db
      .updateTable("candidate_profiles")
      .set({
        first_name: "Asha",
        last_name: `Verma ${n}`,
        current_city: "Pune",
        total_experience: "1-2",
        profile_summary: "Field technician.",
      })
      .where("user_id", "=", userId)
      .execute();
  }
  const { id } = await services.db
    .selectFrom("candidate_profiles")
    .select("id")
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return { userId, email, role: "candidate", candidateId: id };
}

async function newJob(): Promise<string> {
  const [id] = await insertJobs(
    services.db,
    [
      {
        title: `Splicer ${++counter}`,
        company_name: "Vistaar Technologies",
        location_city: "Pune",
        location_state: "Maharashtra",
        job_description: "Splice fibre.",
      },
    ],
    null,
  );
  return id!;
}

const sourceOfApplication = async (applicationId: string) =>
  (
    await services.db
      .selectFrom("job_applications")
      .select("source")
      .where("id", "=", applicationId)
      .executeTakeFirstOrThrow()
  ).source;

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

describe("the link's word", () => {
  it("maps the three known words and nothing else", () => {
    expect([sourceOf("search"), sourceOf("alert"), sourceOf("invite")]).toEqual([
      "search",
      "job_alert",
      "invitation",
    ]);
    for (const other of [
      undefined,
      null,
      "",
      "SEARCH",
      "job_alert",
      "__proto__",
      "constructor",
      "x".repeat(10_000),
      7,
      {},
    ]) {
      expect(sourceOf(other)).toBe("job_page");
    }
    expect([fromWord("alert"), fromWord("hasOwnProperty")]).toEqual(["alert", null]);
    expect(strongerSource("search", "invitation")).toBe("invitation");
    expect(strongerSource("guest", "job_alert")).toBe("guest");
  });
});

describe("an application's source", () => {
  it("is what the form carried: search, alert, or the job page when nothing or nonsense came", async () => {
    const asha = await candidate();
    const ctx = contextFor(services, asha);
    const cases: [Record<string, string>, string][] = [
      [{ from: "search" }, "search"],
      [{ from: "alert" }, "job_alert"],
      [{}, "job_page"],
      [{ from: "<script>" }, "job_page"],
      [{ from: "__proto__" }, "job_page"],
    ];
    for (const [fields, expected] of cases) {
      const { applicationId } = await applyToJob(ctx, await newJob(), form(fields));
      expect(await sourceOfApplication(applicationId)).toBe(expected);
    }
    // A JSON body (the API) the same way; a hostile key is only a name.
    const json = await applyToJob(
      ctx,
      await newJob(),
      JSON.parse('{"__proto__": {"from": "search"}}') as Record<string, unknown>,
    );
    expect(await sourceOfApplication(json.applicationId)).toBe("job_page");
    const api = await applyToJob(ctx, await newJob(), { from: "alert", coverLetter: "" });
    expect(await sourceOfApplication(api.applicationId)).toBe("job_alert");
  });

  it("is the invitation when one is on record, whatever the link said; a claimed invitation without one is not", async () => {
    const asha = await candidate();
    const recruiter = await createStaff(services, "source-recruiter@example.com", "moderator");
    const invited = await newJob();
    await services.db
      .insertInto("job_invitations")
      .values({ job_id: invited, candidate_id: asha.candidateId, invited_by: recruiter.userId })
      .execute();
    const ctx = contextFor(services, asha);
    const one = await applyToJob(ctx, invited, form({ from: "search" }));
    expect(await sourceOfApplication(one.applicationId)).toBe("invitation");
    const claimed = await applyToJob(ctx, await newJob(), form({ from: "invite" }));
    expect(await sourceOfApplication(claimed.applicationId)).toBe("job_page");
  });

  it("survives finishing the profile: the draft keeps it, the form brings it back", async () => {
    const ravi = await candidate(false);
    const ctx = contextFor(services, ravi);
    const jobId = await newJob();
    // No cover letter typed: where they came from is worth keeping alone.
    expect((await rejection(applyKeepingDraft(ctx, jobId, form({ from: "alert" })))).kind).toBe(
      "profile_required",
    );
    expect(await applicationDraft(ctx, jobId)).toEqual({ coverLetter: null, from: "alert", ref: null });
    const other = await newJob();
    await rejection(
      applyKeepingDraft(ctx, other, form({ from: "nonsense", coverLetter: "Seven years of towers." })),
    );
    expect(await applicationDraft(ctx, other)).toEqual({
      coverLetter: "Seven years of towers.",
      from: null,
      ref: null,
    });
    // Nobody else reads it.
    expect(await applicationDraft(contextFor(services, await candidate()), jobId)).toBeNull();

    await services.db
      .updateTable("candidate_profiles")
      .set({
        first_name: "Ravi",
        last_name: "Kumar",
        current_city: "Pune",
        total_experience: "1-2",
        profile_summary: "Rigger.",
      })
      .where("user_id", "=", ravi.userId)
      .execute();
    const kept = await applicationDraft(ctx, jobId);
    const { applicationId } = await applyKeepingDraft(ctx, jobId, form({ from: kept!.from! }));
    expect(await sourceOfApplication(applicationId)).toBe("job_alert");
    expect(await applicationDraft(ctx, jobId)).toBeNull();
  });
});

describe("the referral link (decision 0059)", () => {
  const applied = (applicationId: string) =>
    services.db
      .selectFrom("job_applications")
      .select(["source", "referred_by"])
      .where("id", "=", applicationId)
      .executeTakeFirstOrThrow();

  it("gives a signed-in user a link to the job with their signed ref; a visitor none", async () => {
    const meera = await candidate();
    const jobId = await newJob();
    const link = shareLink(contextFor(services, meera), jobId)!;
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe(`${services.config.publicUrl}/jobs/${jobId}`);
    const ref = url.searchParams.get("ref")!;
    expect(ref.startsWith(`${meera.userId}.`)).toBe(true);
    expect(referrerOf(services, jobId, ref)).toBe(meera.userId);
    const staff = await createStaff(services, "referring-hr@example.com", "moderator");
    expect(
      referrerOf(
        services,
        jobId,
        new URL(shareLink(contextFor(services, staff), jobId)!).searchParams.get("ref"),
      ),
    ).toBe(staff.userId);
    expect(shareLink(contextFor(services, null), jobId)).toBeNull();
  });

  it("records the referral and who referred; it outranks an invitation and the link's word", async () => {
    const [referrer, asha] = [await candidate(), await candidate()];
    const recruiter = await createStaff(services, "ref-inviter@example.com", "moderator");
    const jobId = await newJob();
    await services.db
      .insertInto("job_invitations")
      .values({ job_id: jobId, candidate_id: asha.candidateId, invited_by: recruiter.userId })
      .execute();
    const ref = referralRef(services, referrer.userId, jobId);
    const { applicationId } = await applyToJob(
      contextFor(services, asha),
      jobId,
      form({ from: "search", ref }),
    );
    expect(await applied(applicationId)).toEqual({ source: "referral", referred_by: referrer.userId });
  });

  it("ignores a tampered, foreign, hostile or own ref: the application is made, not a referral", async () => {
    const referrer = await candidate();
    const jobId = await newJob();
    const good = referralRef(services, referrer.userId, jobId);
    const sig = good.slice(good.lastIndexOf(".") + 1);
    const other = await candidate();
    const hostile: unknown[] = [
      `${good.slice(0, -1)}${good.endsWith("A") ? "B" : "A"}`, // one character changed
      `${other.userId}.${sig}`, // someone else's id under the signature
      referralRef(services, referrer.userId, await newJob()), // another job's
      `${referrer.userId}.`,
      `.${sig}`,
      ".",
      "",
      "__proto__",
      "constructor.prototype",
      `${"a".repeat(500)}.${sig}`,
      `${referrer.userId}'; drop table job_applications; --.${sig}`,
      `${referrer.userId}.${sig}.extra`,
      `../../admin.${sig}`,
      "नमस्ते.नमस्ते",
      ["x", good],
      { ref: good },
      42,
      null,
      `${referrer.userId}\u0000.${sig}`,
      `\uD800.${sig}`,
      `${referrer.userId}.${sig}\u200B`,
    ];
    for (const ref of hostile) expect(referrerOf(services, jobId, ref), String(ref)).toBeNull();
    expect(referrerOf(services, "not-a-job", good)).toBeNull();
    for (const [index, ref] of hostile.slice(0, 14).entries()) {
      const person = await candidate();
      const { applicationId } = await applyToJob(contextFor(services, person), jobId, {
        coverLetter: "",
        ref,
        ...(index === 0 ? { from: "search" } : {}),
      });
      expect(await applied(applicationId), String(ref)).toEqual({
        source: index === 0 ? "search" : "job_page",
        referred_by: null,
      });
    }
    // Nobody refers themselves.
    const own = await applyToJob(contextFor(services, referrer), jobId, form({ ref: good }));
    expect(await applied(own.applicationId)).toEqual({ source: "job_page", referred_by: null });
  });

  it("refers nobody once the referrer's account is gone, and still applies", async () => {
    const [referrer, asha] = [await candidate(), await candidate()];
    const jobId = await newJob();
    const ref = referralRef(services, referrer.userId, jobId);
    await services.db.deleteFrom("user").where("id", "=", referrer.userId).execute();
    const { applicationId } = await applyToJob(contextFor(services, asha), jobId, form({ ref }));
    expect(await applied(applicationId)).toEqual({ source: "job_page", referred_by: null });
  });

  it("survives finishing the profile: the draft keeps the referrer, the page signs it again", async () => {
    const [referrer, ravi] = [await candidate(), await candidate(false)];
    const ctx = contextFor(services, ravi);
    const jobId = await newJob();
    const ref = referralRef(services, referrer.userId, jobId);
    expect((await rejection(applyKeepingDraft(ctx, jobId, form({ ref })))).kind).toBe("profile_required");
    expect(await applicationDraft(ctx, jobId)).toEqual({ coverLetter: null, from: null, ref });
    // A tampered ref keeps nothing (no letter, no source).
    const other = await newJob();
    await rejection(applyKeepingDraft(ctx, other, form({ ref: `${ref}x` })));
    expect(await applicationDraft(ctx, other)).toBeNull();
    await services.db
      .updateTable("candidate_profiles")
      .set({
        first_name: "Ravi",
        last_name: "Kumar",
        current_city: "Pune",
        total_experience: "1-2",
        profile_summary: "Rigger.",
      })
      .where("user_id", "=", ravi.userId)
      .execute();
    const kept = await applicationDraft(ctx, jobId);
    const { applicationId } = await applyKeepingDraft(ctx, jobId, form({ ref: kept!.ref! }));
    expect(await applied(applicationId)).toEqual({ source: "referral", referred_by: referrer.userId });
  });
});
