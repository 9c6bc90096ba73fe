// Who may do what: every page action and API endpoint tried as each kind of
// user, asserting allowed or refused. One table, read row by row.
import { beforeAll, describe, expect, it } from "vitest";
import { registerCandidate } from "../../server/domain/accounts";
import type { Actor, DomainContext } from "../../server/domain/context";
import { postJob } from "../../server/domain/employer";
import { saveProfile, uploadResume } from "../../server/domain/profiles";
import { demoAccounts, sessionCookie, setupTestServer } from "../support/e2e";

type Who = "visitor" | "candidateA" | "candidateB" | "employerA" | "employerB" | "admin";
const everyone: Who[] = ["visitor", "candidateA", "candidateB", "employerA", "employerB", "admin"];

const e2e = setupTestServer();
const cookies = {} as Record<Who, string>;
const ids = {} as {
  jobA: string;
  jobB: string;
  applicationA: string;
  candidateA: string;
  candidateB: string;
};

const ctxFor = (actor: Actor | null): DomainContext => ({
  services: e2e.server.services,
  db: e2e.server.services.db,
  actor,
  clientIp: "127.0.0.9",
});

beforeAll(async () => {
  const db = e2e.server.services.db;
  // Candidate B: a complete profile of their own.
  const { userId: candidateBUser } = await registerCandidate(ctxFor(null), {
    email: "b.candidate@example.com",
    phone: "9833300011",
    password: "candidate-b-pass",
    confirmPassword: "candidate-b-pass",
  });
  await saveProfile(
    ctxFor({ userId: candidateBUser, email: "b.candidate@example.com", role: "user" }),
    ["personal", "summary"],
    {
      first_name: "Bhavna",
      last_name: "Rao",
      current_city: "Mysuru",
      total_experience: "1-2",
      profile_summary: "Field technician.",
    },
  );
  // Employer B with a job of their own.
  const { user: employerB } = await e2e.server.services.auth.api.signUpEmail({
    body: { email: "b.employer@example.com", password: "employer-b-pass", name: "" },
  });
  await db
    .insertInto("user_roles")
    .values({ user_id: employerB.id, email: "b.employer@example.com", role: "moderator" })
    .execute();
  ids.jobB = await postJob(
    ctxFor({ userId: employerB.id, email: "b.employer@example.com", role: "moderator" }),
    {
      title: "Employer B's Rigger",
      company_name: "B Towers",
      location_city: "Mysuru",
      location_state: "Karnataka",
      job_description: "Tower work.",
    },
  );
  // Candidate A (the demo candidate) applied to employer A's (the demo employer's) jobs in the seed.
  const candidateA = await db
    .selectFrom("candidate_profiles")
    .innerJoin("user", "user.id", "candidate_profiles.user_id")
    .select(["candidate_profiles.id", "user.id as user_id"])
    .where("user.email", "=", demoAccounts.candidate.email)
    .executeTakeFirstOrThrow();
  ids.candidateA = candidateA.id;
  await uploadResume(
    ctxFor({ userId: candidateA.user_id, email: demoAccounts.candidate.email, role: "user" }),
    new File([new TextEncoder().encode("%PDF-1.4\n%%EOF\n")], "cv.pdf"),
  );
  ids.candidateB = (
    await db
      .selectFrom("candidate_profiles")
      .select("id")
      .where("user_id", "=", candidateBUser)
      .executeTakeFirstOrThrow()
  ).id;
  const application = await db
    .selectFrom("job_applications")
    .select(["id", "job_id"])
    .where("candidate_id", "=", candidateA.id)
    .orderBy("applied_at")
    .executeTakeFirstOrThrow();
  ids.applicationA = application.id;
  ids.jobA = application.job_id;

  cookies.visitor = "";
  cookies.candidateA = await sessionCookie(e2e.server.baseUrl, {
    email: demoAccounts.candidate.email,
    password: demoAccounts.candidate.password,
  });
  cookies.candidateB = await sessionCookie(e2e.server.baseUrl, {
    email: "b.candidate@example.com",
    password: "candidate-b-pass",
  });
  cookies.employerA = await sessionCookie(e2e.server.baseUrl, {
    email: demoAccounts.employer.email,
    password: demoAccounts.employer.password,
  });
  cookies.employerB = await sessionCookie(e2e.server.baseUrl, {
    email: "b.employer@example.com",
    password: "employer-b-pass",
  });
  cookies.admin = await sessionCookie(e2e.server.baseUrl, {
    email: demoAccounts.admin.email,
    password: demoAccounts.admin.password,
  });
});

interface Case {
  name: string;
  method?: string;
  path: () => string;
  /** JSON for the API, form fields for pages. */
  json?: () => unknown;
  form?: () => Record<string, string>;
  allowed: Who[];
  /** How an allowed answer looks; by default any 2xx. */
  isAllowed?: (response: Response, body: string) => boolean;
}

const ok = (response: Response) => response.status >= 200 && response.status < 300;
const pageOk = (response: Response, body: string) => ok(response) && !body.includes("Access Denied");

const cases: Case[] = [
  // ── API ──
  { name: "API who am I", path: () => "/api/v1/me", allowed: everyone.filter((who) => who !== "visitor") },
  { name: "API search jobs", path: () => "/api/v1/jobs?q=engineer", allowed: everyone },
  { name: "API job detail", path: () => `/api/v1/jobs/${ids.jobA}`, allowed: everyone },
  {
    name: "API my applications",
    path: () => "/api/v1/me/applications",
    allowed: ["candidateA", "candidateB"],
  },
  {
    name: "API employer jobs",
    path: () => "/api/v1/employer/jobs",
    allowed: ["employerA", "employerB", "admin"],
  },
  {
    name: "API applications of employer A's job",
    path: () => `/api/v1/employer/jobs/${ids.jobA}/applications`,
    allowed: ["employerA", "admin"],
  },
  {
    name: "API set status of an application to employer A's job",
    method: "PUT",
    path: () => `/api/v1/employer/applications/${ids.applicationA}/status`,
    json: () => ({ status: "reviewed" }),
    allowed: ["employerA", "admin"],
  },
  {
    name: "API candidate A's profile (applied to employer A only)",
    path: () => `/api/v1/employer/candidates/${ids.candidateA}`,
    allowed: ["employerA", "admin"],
  },
  {
    name: "API post a job",
    method: "POST",
    path: () => "/api/v1/employer/jobs",
    json: () => ({
      title: "Matrix job",
      company_name: "X",
      location_city: "Pune",
      location_state: "Maharashtra",
      job_description: "Y",
    }),
    allowed: ["employerA", "employerB", "admin"],
  },
  { name: "API admin stats", path: () => "/api/v1/admin/stats", allowed: ["admin"] },
  { name: "API admin users", path: () => "/api/v1/admin/users", allowed: ["admin"] },
  {
    name: "API make oneself admin",
    method: "PUT",
    path: () => "/api/v1/admin/users/self/role",
    json: () => ({ role: "admin" }),
    allowed: [],
    // Even an admin gets "not found" for a user id that does not exist.
  },
  { name: "API contact submissions", path: () => "/api/v1/admin/contact-submissions", allowed: ["admin"] },
  { name: "API audit log", path: () => "/api/v1/admin/audit-log", allowed: ["admin"] },

  // ── Pages ──
  {
    name: "page /profile",
    path: () => "/profile",
    allowed: everyone.filter((who) => who !== "visitor"),
    isAllowed: pageOk,
  },
  {
    name: "page /profile/export",
    path: () => "/profile/export",
    allowed: everyone.filter((who) => who !== "visitor"),
  },
  {
    name: "page /my-applications",
    path: () => "/my-applications",
    allowed: ["candidateA", "candidateB"],
    isAllowed: pageOk,
  },
  {
    name: "page /employer-dashboard",
    path: () => "/employer-dashboard",
    allowed: ["employerA", "employerB", "admin"],
    isAllowed: pageOk,
  },
  {
    name: "page: employer A's applicants on the dashboard",
    path: () => `/employer-dashboard?tab=applications&job=${ids.jobA}`,
    allowed: ["employerA", "admin"],
    isAllowed: (response, body) => ok(response) && body.includes("Priya Sharma"),
  },
  {
    name: "page: candidate A's profile dialog",
    path: () => `/employer-dashboard?candidate=${ids.candidateA}`,
    allowed: ["employerA", "admin"],
    isAllowed: (response, body) => ok(response) && body.includes("Contact via platform"),
  },
  {
    name: "page: applicants CSV of employer A's job",
    path: () => `/employer-dashboard/export?job=${ids.jobA}`,
    allowed: ["employerA", "admin"],
  },
  {
    name: "page: set status on the dashboard",
    method: "POST",
    path: () => "/employer-dashboard",
    form: () => ({ applicationId: ids.applicationA, status: "shortlisted" }),
    allowed: ["employerA", "admin"],
  },
  {
    name: "page /post-job",
    path: () => "/post-job",
    allowed: ["employerA", "employerB", "admin"],
    isAllowed: pageOk,
  },
  {
    name: "page: candidate A's resume",
    path: () => `/resumes/${ids.candidateA}`,
    allowed: ["candidateA", "employerA", "admin"],
  },
  {
    name: "page: candidate B's resume (none uploaded)",
    path: () => `/resumes/${ids.candidateB}`,
    allowed: [],
  },
  { name: "page /admin", path: () => "/admin", allowed: ["admin"] },
  {
    name: "page: admin toggles a job",
    method: "POST",
    path: () => "/admin",
    form: () => ({ intent: "toggle-job", jobId: ids.jobB, active: "true" }),
    allowed: ["admin"],
  },
  {
    name: "page: admin creates a user",
    method: "POST",
    path: () => "/admin",
    form: () => ({
      intent: "create-user",
      email: `made-${Math.random().toString(36).slice(2)}@example.com`,
      password: "made-pass-1",
      role: "admin",
    }),
    allowed: ["admin"],
  },
  // Last, because applying changes who may read whom.
  {
    name: "API apply (a complete candidate profile is needed)",
    method: "POST",
    path: () => `/api/v1/jobs/${ids.jobB}/applications`,
    json: () => ({ cover_letter: "Hello" }),
    allowed: ["candidateA", "candidateB"],
  },
  {
    name: "API candidate A's profile, now that they applied to employer B too",
    path: () => `/api/v1/employer/candidates/${ids.candidateA}`,
    allowed: ["employerA", "employerB", "admin"],
  },
];

describe("authorization matrix", () => {
  for (const testCase of cases) {
    it(testCase.name, async () => {
      const outcome: Record<string, string> = {};
      const expected: Record<string, string> = {};
      for (const who of everyone) {
        const method = testCase.method ?? "GET";
        const headers: Record<string, string> = { cookie: cookies[who], origin: e2e.server.baseUrl };
        let body: string | undefined;
        if (testCase.json) {
          headers["content-type"] = "application/json";
          body = JSON.stringify(testCase.json());
        } else if (testCase.form) {
          headers["content-type"] = "application/x-www-form-urlencoded";
          body = new URLSearchParams(testCase.form()).toString();
        }
        const response = await fetch(e2e.server.baseUrl + testCase.path(), {
          method,
          headers,
          body,
          redirect: "manual",
        });
        const text = await response.text();
        expect(response.status, `${who}: no server error`).toBeLessThan(500);
        const allowed = (testCase.isAllowed ?? ok)(response, text);
        outcome[who] = allowed ? "allowed" : `refused (${response.status})`;
        expected[who] = testCase.allowed.includes(who)
          ? "allowed"
          : outcome[who].startsWith("refused")
            ? outcome[who]
            : "refused";
      }
      expect(outcome).toEqual(expected);
    });
  }

  it("left every role as it was", async () => {
    const rows = await e2e.server.services.db.selectFrom("user_roles").select(["email", "role"]).execute();
    const roles = Object.fromEntries(rows.map((row) => [row.email, row.role]));
    expect(roles).toMatchObject({
      [demoAccounts.candidate.email]: "user",
      "b.candidate@example.com": "user",
      [demoAccounts.employer.email]: "moderator",
      "b.employer@example.com": "moderator",
      [demoAccounts.admin.email]: "admin",
    });
  });
});
