import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contextFor,
  createTestServices,
  registerNewCandidate,
  rejection,
  type TestServices,
} from "../../tests/support/services";
import { applyKeepingDraft, draftCoverLetter, jobAwaitingApplication } from "./application-drafts";
import type { Actor } from "./context";
import { insertJobs } from "./jobs";

let services: TestServices;
let counter = 0;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(async () => {
  await services?.dispose();
});

async function halfCandidate(): Promise<Actor> {
  const email = `draft${++counter}@example.com`;
  const { userId } = await registerNewCandidate(services, {
    email,
    phone: `98765${String(counter).padStart(5, "0")}`,
    password: "fibre-splice-42",
    confirmPassword: "fibre-splice-42",
  });
  return { userId, email, role: "candidate" };
}

async function newJob(): Promise<string> {
  const [id] = await insertJobs(
    services.db,
    [
      {
        title: `Rigger ${++counter}`,
        company_name: "Vistaar Technologies",
        location_city: "Pune",
        location_state: "Maharashtra",
        job_description: "Climb towers.",
      },
    ],
    null,
  );
  return id!;
}

const letter = "सात साल टावर पर काम। ".repeat(200).trim();

describe("a cover letter typed before the profile is complete", () => {
  it("is kept when applying is refused for the profile, and comes back for that job only", async () => {
    const candidate = await halfCandidate();
    const ctx = contextFor(services, candidate);
    const [jobId, other] = [await newJob(), await newJob()];
    const error = await rejection(applyKeepingDraft(ctx, jobId, { coverLetter: letter }));
    expect(error.kind).toBe("profile_required");
    expect(await draftCoverLetter(ctx, jobId)).toBe(letter);
    expect(await draftCoverLetter(ctx, other)).toBeNull();
    expect(await jobAwaitingApplication(ctx)).toBe(jobId);
    // Nobody else sees it.
    expect(await draftCoverLetter(contextFor(services, await halfCandidate()), jobId)).toBeNull();
    expect(await draftCoverLetter(contextFor(services), jobId)).toBeNull();
  });

  it("is dropped once the application is made, and forgotten after a day", async () => {
    const candidate = await halfCandidate();
    const ctx = contextFor(services, candidate);
    const jobId = await newJob();
    await rejection(applyKeepingDraft(ctx, jobId, { coverLetter: "First try." }));
    await services.db
      .updateTable("candidate_profiles")
      .set({
        first_name: "Asha",
        last_name: "Verma",
        current_city: "Pune",
        total_experience: "1-2",
        profile_summary: "Rigger.",
      })
      .where("user_id", "=", candidate.userId)
      .execute();
    await applyKeepingDraft(ctx, jobId, { coverLetter: "First try." });
    expect(await draftCoverLetter(ctx, jobId)).toBeNull();

    const later = await halfCandidate();
    const laterCtx = contextFor(services, later);
    await rejection(applyKeepingDraft(laterCtx, jobId, { coverLetter: "Old letter." }));
    await services.db
      .updateTable("application_drafts")
      .set({ created_at: new Date(Date.now() - 25 * 3600_000) })
      .where("user_id", "=", later.userId)
      .execute();
    expect(await draftCoverLetter(laterCtx, jobId)).toBeNull();
    expect(await jobAwaitingApplication(laterCtx)).toBeNull();
  });

  it("keeps nothing for an empty or too long letter, or a job that is not there", async () => {
    const ctx = contextFor(services, await halfCandidate());
    const jobId = await newJob();
    await rejection(applyKeepingDraft(ctx, jobId, { coverLetter: "   " }));
    await rejection(applyKeepingDraft(ctx, jobId, { coverLetter: "x".repeat(5001) }));
    expect(await draftCoverLetter(ctx, jobId)).toBeNull();
    const missing = await rejection(
      applyKeepingDraft(ctx, "00000000-0000-4000-8000-000000000000", { coverLetter: "Hello" }),
    );
    expect(missing.kind).toBe("profile_required");
    const rows = await services.db.selectFrom("application_drafts").select("job_id").execute();
    expect(rows.map((row) => row.job_id)).not.toContain("00000000-0000-4000-8000-000000000000");
  });
});
