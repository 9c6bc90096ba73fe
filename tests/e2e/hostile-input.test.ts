// Malformed, oversized, wrong-typed and hostile values sent to every form and
// API body: each gets an answer below 500, a refusal writes nothing, and text
// that is stored comes back escaped.
import { beforeAll, describe, expect, it } from "vitest";
import { jobTemplate } from "../../app/schemas/job-form";
import { MAX_PAGE } from "../../app/schemas/jobs";
import { MAX_PAGE_NUMBER } from "../../app/schemas/paging";
import { demoAccounts, sessionCookie, setupTestServer } from "../support/e2e";

const e2e = setupTestServer();
const cookies: Record<string, string> = {};
let jobId: string;
let applicationId: string;

const hostileStrings = [
  "' OR '1'='1'; DROP TABLE jobs; --",
  "<script>alert('x')</script>",
  "<img src=x onerror=alert(1)>",
  "9".repeat(400),
  "-1",
  "1e308",
  "NaN",
  "2026-13-45",
  "\u0000\u0001\u001f",
  "🙂".repeat(3000),
  " ",
  "x".repeat(30_000),
];
/** Values of the wrong JSON type, for API bodies. */
const wrongTypes: unknown[] = [
  null,
  true,
  12345,
  -1.5,
  [],
  ["a", { b: 1 }],
  { nested: { deep: "x" } },
  1e308,
];

async function counts() {
  const db = e2e.server.services.db;
  const count = async (
    table:
      "user" | "jobs" | "job_applications" | "contact_submissions" | "candidate_education" | "user_roles",
  ) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    users: await count("user"),
    jobs: await count("jobs"),
    applications: await count("job_applications"),
    contact: await count("contact_submissions"),
    education: await count("candidate_education"),
    roles: await count("user_roles"),
  };
}

beforeAll(async () => {
  cookies.candidate = await sessionCookie(e2e.server.baseUrl, {
    email: demoAccounts.candidate.email,
    password: demoAccounts.candidate.password,
  });
  cookies.employer = await sessionCookie(e2e.server.baseUrl, {
    email: demoAccounts.employer.email,
    password: demoAccounts.employer.password,
  });
  cookies.admin = await sessionCookie(e2e.server.baseUrl, {
    email: demoAccounts.admin.email,
    password: demoAccounts.admin.password,
  });
  const application = await e2e.server.services.db
    .selectFrom("job_applications")
    .select(["id", "job_id"])
    .executeTakeFirstOrThrow();
  applicationId = application.id;
  jobId = application.job_id;
});

interface Target {
  name: string;
  path: () => string;
  method?: string;
  as: "visitor" | "candidate" | "employer" | "admin";
  kind: "form" | "json";
  /**
   * A payload invalid in at least two fields, so that replacing any one field
   * by a hostile value still leaves it invalid: nothing may be written.
   */
  valid: () => Record<string, unknown>;
  fields: string[];
}

const jobFields = [
  "title",
  "company_name",
  "location_city",
  "location_state",
  "job_description",
  "salary_min",
  "salary_max",
  "application_deadline",
  "required_skills",
];

const targets: Target[] = [
  {
    name: "register",
    path: () => "/register",
    as: "visitor",
    kind: "form",
    valid: () => ({ email: "", phone: "", password: "pass-word-1", confirmPassword: "pass-word-1" }),
    fields: ["email", "phone", "password", "confirmPassword"],
  },
  {
    name: "sign in",
    path: () => "/auth",
    as: "visitor",
    kind: "form",
    valid: () => ({ email: "nobody@example.com", password: "x", portal: "user" }),
    fields: ["email", "password", "portal"],
  },
  {
    name: "forgot password",
    path: () => "/forgot-password",
    as: "visitor",
    kind: "form",
    valid: () => ({ email: "nobody@example.com" }),
    fields: ["email"],
  },
  {
    name: "reset password",
    path: () => "/reset-password",
    as: "visitor",
    kind: "form",
    valid: () => ({ token: "bad", password: "pass-word-1", confirmPassword: "pass-word-1" }),
    fields: ["token", "password"],
  },
  {
    name: "contact",
    path: () => "/?index",
    as: "visitor",
    kind: "form",
    valid: () => ({ fullName: "", email: "a@example.com", message: "" }),
    fields: ["fullName", "email", "phone", "company", "message"],
  },
  {
    name: "profile wizard",
    path: () => "/profile",
    as: "candidate",
    kind: "form",
    valid: () => ({
      intent: "wizard",
      section: "personal",
      go: "next",
      first_name: "Priya",
      last_name: "Sharma",
      current_city: "Noida",
      total_experience: "bogus",
    }),
    fields: ["first_name", "date_of_birth", "current_salary", "notice_period", "gender", "section"],
  },
  {
    name: "profile edit",
    path: () => "/profile/edit",
    as: "candidate",
    kind: "form",
    valid: () => ({
      first_name: "Priya",
      last_name: "Sharma",
      current_city: "Noida",
      total_experience: "3-5",
      profile_summary: "",
      "education[0].education_level": "bachelor",
      "education[0].course_name": "B.Tech",
      "education[0].institute_name": "X",
      "education[0].year_of_passing": "1800",
    }),
    fields: [
      "education[0].percentage",
      "education[0].year_of_passing",
      "skills[0].skill_name",
      "experience[0].start_date",
    ],
  },
  {
    name: "apply",
    path: () => `/jobs/${jobId}`,
    as: "candidate",
    kind: "form",
    valid: () => ({ intent: "apply", cover_letter: "" }),
    fields: ["cover_letter", "intent"],
  },
  {
    name: "post job (page)",
    path: () => "/post-job",
    as: "employer",
    kind: "form",
    valid: () => ({ ...jobTemplate[0], title: "", location_state: "Atlantis", required_skills: "a, b" }),
    fields: jobFields,
  },
  {
    name: "status (page)",
    path: () => "/employer-dashboard",
    as: "employer",
    kind: "form",
    valid: () => ({ applicationId, status: "hired" }),
    fields: ["applicationId", "status"],
  },
  {
    name: "admin create user (page)",
    path: () => "/admin",
    as: "admin",
    kind: "form",
    valid: () => ({ intent: "create-user", email: "", password: "", role: "superuser" }),
    fields: ["email", "password", "role", "intent"],
  },
  {
    name: "admin bulk (page)",
    path: () => "/admin",
    as: "admin",
    kind: "form",
    valid: () => ({ intent: "bulk-import", jobs: "" }),
    fields: ["jobs"],
  },
  {
    name: "API apply",
    path: () => `/api/v1/jobs/${jobId}/applications`,
    method: "POST",
    as: "employer",
    kind: "json",
    valid: () => ({ cover_letter: "" }),
    fields: ["cover_letter"],
  },
  {
    name: "API post job",
    path: () => "/api/v1/employer/jobs",
    method: "POST",
    as: "employer",
    kind: "json",
    valid: () => ({ ...jobTemplate[0], title: "", location_state: "Atlantis" }),
    fields: jobFields,
  },
  {
    name: "API status",
    path: () => `/api/v1/employer/applications/${applicationId}/status`,
    method: "PUT",
    as: "employer",
    kind: "json",
    valid: () => ({ status: "hired" }),
    fields: ["status"],
  },
  {
    name: "API create user",
    path: () => "/api/v1/admin/users",
    method: "POST",
    as: "admin",
    kind: "json",
    valid: () => ({ email: "", password: "", role: "superuser" }),
    fields: ["email", "password", "role"],
  },
];

describe("hostile input", () => {
  for (const target of targets) {
    it(target.name, async () => {
      const before = await counts();
      const values: unknown[] = target.kind === "json" ? [...hostileStrings, ...wrongTypes] : hostileStrings;
      const failures: string[] = [];
      for (const field of target.fields) {
        for (const value of values) {
          const payload = { ...target.valid(), [field]: value };
          const headers: Record<string, string> = { origin: e2e.server.baseUrl };
          if (target.as !== "visitor") headers.cookie = cookies[target.as];
          let body: string;
          if (target.kind === "json") {
            headers["content-type"] = "application/json";
            body = JSON.stringify(payload);
          } else {
            headers["content-type"] = "application/x-www-form-urlencoded";
            body = new URLSearchParams(
              Object.entries(payload).map(([key, v]) => [key, String(v)]),
            ).toString();
          }
          const response = await fetch(e2e.server.baseUrl + target.path(), {
            method: target.method ?? "POST",
            headers,
            body,
            redirect: "manual",
          });
          const text = await response.text();
          const label = `${field}=${JSON.stringify(value).slice(0, 40)} → ${response.status}`;
          if (response.status >= 500) failures.push(`${label}: server error`);
          else if (response.status < 400 && response.status !== 302) failures.push(`${label}: accepted`);
          if (/<script>alert\('x'\)<\/script>|<img src=x onerror/.test(text))
            failures.push(`${label}: echoed unescaped`);
        }
      }
      expect(failures).toEqual([]);
      // Every payload above is invalid in some field, so nothing may have been written.
      expect(await counts()).toEqual(before);
    });
  }

  it("malformed JSON bodies get a 400 JSON error", async () => {
    const response = await fetch(`${e2e.server.baseUrl}/api/v1/admin/jobs/bulk`, {
      method: "POST",
      headers: { cookie: cookies.admin, "content-type": "application/json" },
      body: '{"title": ',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe("The request body is not valid JSON.");
  });

  it("stored text is escaped when shown", async () => {
    const title = "<script>alert('x')</script> NOC Lead";
    const response = await fetch(`${e2e.server.baseUrl}/api/v1/employer/jobs`, {
      method: "POST",
      headers: { cookie: cookies.employer, "content-type": "application/json" },
      body: JSON.stringify({
        ...jobTemplate[0],
        title,
        job_description: "<img src=x onerror=alert(1)> details",
      }),
    });
    expect(response.status).toBe(200);
    const { data } = await response.json();
    const page = await (await fetch(`${e2e.server.baseUrl}/jobs/${data.id}`)).text();
    expect(page).toContain("&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt; NOC Lead");
    expect(page).not.toContain("<script>alert('x')</script>");
    expect(page).not.toContain("<img src=x onerror");
  });
});

describe("page numbers", () => {
  // Every paged list, as a page and through the API: a page number that is not
  // a whole number of 1 or more is page 1, a huge one the last page there can
  // be (an empty one), never a database error.
  const firstPage = ["abc", "-5", "0", "2.5", "", "NaN", "-Infinity", "0x"];
  const huge = ["1e999", "9999999999999999999", "Infinity", "9".repeat(400)];
  const pages: [string, () => string, keyof typeof cookies][] = [
    ["admin jobs", () => "/admin?tab=jobs", "admin"],
    ["admin users", () => "/admin?tab=users", "admin"],
    ["admin system users", () => "/admin?tab=system", "admin"],
    ["admin contact", () => "/admin?tab=contact", "admin"],
    ["admin audit log", () => "/admin?tab=audit", "admin"],
    ["employer applications", () => "/employer-dashboard?tab=applications", "employer"],
    ["employer applications (admin)", () => `/employer-dashboard?tab=applications&job=${jobId}`, "admin"],
    ["employer all users", () => "/employer-dashboard?tab=users", "admin"],
    ["job search", () => "/jobs?q=engineer", "candidate"],
  ];
  const apis: [string, () => string, keyof typeof cookies | null, number][] = [
    ["API admin jobs", () => "/api/v1/admin/jobs", "admin", MAX_PAGE_NUMBER],
    ["API admin users", () => "/api/v1/admin/users", "admin", MAX_PAGE_NUMBER],
    ["API admin system users", () => "/api/v1/admin/system-users", "admin", MAX_PAGE_NUMBER],
    ["API admin contact", () => "/api/v1/admin/contact-submissions", "admin", MAX_PAGE_NUMBER],
    ["API admin audit log", () => "/api/v1/admin/audit-log", "admin", MAX_PAGE_NUMBER],
    ["API applications", () => `/api/v1/employer/jobs/${jobId}/applications`, "admin", MAX_PAGE_NUMBER],
    ["API job search", () => "/api/v1/jobs?q=engineer", null, MAX_PAGE],
  ];
  const withPage = (path: string, page: string) =>
    `${e2e.server.baseUrl}${path}${path.includes("?") ? "&" : "?"}page=${encodeURIComponent(page)}`;

  it.each(pages)("%s: answered 200", async (_name, path, as) => {
    const failures: string[] = [];
    for (const page of [...firstPage, ...huge]) {
      const response = await fetch(withPage(path(), page), { headers: { cookie: cookies[as] } });
      const html = await response.text();
      if (response.status !== 200) failures.push(`page=${page.slice(0, 20)} → ${response.status}`);
      // The employer dashboard answers 200 with this alert when the list fails.
      if (html.includes("Failed to load applications"))
        failures.push(`page=${page.slice(0, 20)}: list failed`);
    }
    expect(failures).toEqual([]);
  });

  it.each(apis)("%s: page 1 or the last page there can be", async (_name, path, as, max) => {
    const failures: string[] = [];
    const expected = [
      ...firstPage.map((page) => [page, 1] as const),
      ...huge.map((page) => [page, max] as const),
    ];
    for (const [page, want] of expected) {
      const response = await fetch(withPage(path(), page), { headers: as ? { cookie: cookies[as] } : {} });
      const body = await response.json();
      if (response.status !== 200 || body.data?.page !== want)
        failures.push(`page=${page.slice(0, 20)} → ${response.status} page ${body.data?.page}`);
    }
    expect(failures).toEqual([]);
  });
});
