import { describe, expect, it } from "vitest";
import { contactMessages } from "../../common/schemas/contact-fields";
import { profileMessages } from "../../server/domain/profiles";
import {
  demoAccounts,
  pageReady,
  newPage,
  PHONE,
  sessionCookie,
  setupServerAndBrowser,
  visible,
} from "../support/e2e";

const e2e = setupServerAndBrowser();

describe("/api/v1", () => {
  it("answers 401 with a JSON error when signed out", async () => {
    const response = await fetch(`${e2e.server.baseUrl}/api/v1/me`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { title: "Login Required", message: "Please sign in to continue.", fields: {} },
    });
  });

  it("knows the signed-in user and role", async () => {
    const cookie = await sessionCookie(e2e.server.baseUrl, {
      email: demoAccounts.employer.email,
      password: demoAccounts.employer.password,
    });
    const response = await fetch(`${e2e.server.baseUrl}/api/v1/me`, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect((await response.json()).data).toMatchObject({
      email: demoAccounts.employer.email,
      role: "moderator",
    });
  });

  it("answers 404 JSON for unknown endpoints", async () => {
    const response = await fetch(`${e2e.server.baseUrl}/api/v1/nothing-here`);
    expect(response.status).toBe(404);
    expect((await response.json()).error.title).toBe("Not Found");
  });
});

describe("cross-site requests", () => {
  it("refuses a form post from another origin and signs nobody in", async () => {
    const response = await fetch(`${e2e.server.baseUrl}/auth?index`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
      body: new URLSearchParams({
        email: demoAccounts.candidate.email,
        password: demoAccounts.candidate.password,
      }),
    });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe("unexpected errors", () => {
  it("shows a friendly page with a reference and no stack trace, and logs it", async () => {
    const cookie = await sessionCookie(e2e.server.baseUrl, {
      email: demoAccounts.candidate.email,
      password: demoAccounts.candidate.password,
    });
    const logged: Record<string, unknown>[] = [];
    const originalError = e2e.server.services.log.error;
    e2e.server.services.log.error = (message, fields) => logged.push({ message, ...fields });
    const originalUserOf = e2e.server.services.sessions.userOf;
    const failSessionLookup = (message: string) => {
      e2e.server.services.sessions.userOf = async () => {
        throw new Error(message);
      };
    };
    const originalPing = e2e.server.services.database.ping;
    try {
      // A session lookup failing for another reason is logged and treated as signed out: to sign-in, not a crash.
      failSessionLookup("unexpected token in session data");
      const signedOut = await fetch(`${e2e.server.baseUrl}/profile`, {
        headers: { cookie },
        redirect: "manual",
      });
      expect(signedOut.status).toBe(302);
      expect(signedOut.headers.get("location")).toMatch(/^\/auth\?redirectTo=/);
      expect(logged.some((entry) => entry.message === "session lookup failed" && entry.requestId)).toBe(true);

      // The database goes away under a signed-in page: the visitor is not sent to
      // sign in again, but told it is temporary (503, Retry-After).
      failSessionLookup("Connection terminated unexpectedly");
      const response = await fetch(`${e2e.server.baseUrl}/profile`, {
        headers: { cookie },
        redirect: "manual",
      });
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      const page = await response.text();
      expect(page).toContain("Something went wrong");
      expect(page).toContain("Please try again in a moment.");
      expect(page).not.toMatch(/at \S+ \(|Connection terminated/);

      e2e.server.services.database.ping = async () => false;
      const health = await fetch(`${e2e.server.baseUrl}/healthz`);
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ status: "degraded", database: "down" });
    } finally {
      e2e.server.services.sessions.userOf = originalUserOf;
      e2e.server.services.database.ping = originalPing;
      e2e.server.services.log.error = originalError;
    }
  });

  it("renders the error page when a loader fails", async () => {
    const logged: Record<string, unknown>[] = [];
    const originalError = e2e.server.services.log.error;
    e2e.server.services.log.error = (message, fields) => logged.push({ message, ...fields });
    const originalConfig = e2e.server.services.config;
    // The root loader reads the configuration on every page; make that blow up.
    Object.defineProperty(e2e.server.services, "config", {
      configurable: true,
      get() {
        throw new Error("simulated failure in a loader");
      },
    });
    try {
      const response = await fetch(`${e2e.server.baseUrl}/auth`);
      const html = await response.text();
      expect(response.status).toBe(500);
      expect(html).toContain("Something went wrong");
      const requestId = response.headers.get("x-request-id")!;
      expect(html).toContain(`Reference: ${requestId}`);
      expect(html).not.toContain("simulated failure");
      expect(html).not.toMatch(/at \S+ \(.*:\d+:\d+\)/);
      expect(
        logged.some((entry) => entry.requestId === requestId && String(entry.error).includes("simulated")),
      ).toBe(true);
    } finally {
      Object.defineProperty(e2e.server.services, "config", {
        configurable: true,
        writable: true,
        value: originalConfig,
      });
      e2e.server.services.log.error = originalError;
    }
  });

  it("keeps the error page's reference once the page has come to life in the browser", async () => {
    const job = await e2e.server.services.db
      .selectFrom("jobs")
      .select("id")
      .where("is_active", "=", true)
      .limit(1)
      .executeTakeFirstOrThrow();
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: PHONE });
    await page.goto(`/jobs/${job.id}`);
    await pageReady(page);
    // A form post the server cannot read (plain text): refused with the root's error page.
    const refused = page.waitForResponse((response) => response.request().method() === "POST");
    await page.evaluate((id) => {
      const form = document.createElement("form");
      form.method = "post";
      form.action = `/jobs/${id}`;
      form.enctype = "text/plain";
      const field = document.createElement("input");
      field.name = "coverLetter";
      field.value = "Hello";
      form.append(field);
      document.body.append(form);
      HTMLFormElement.prototype.submit.call(form);
    }, job.id);
    const response = await refused;
    expect(response.status()).toBe(400);
    const requestId = (await response.allHeaders())["x-request-id"];
    expect(requestId).toBeTruthy();
    await pageReady(page);
    await visible(page.getByText("The form could not be read."));
    await visible(page.getByText(`Reference: ${requestId}`));
    await context.close();
  });
});

describe("forms while the database cannot be reached", () => {
  // Every form's action looks the session up first; here that lookup meets the
  // database gone (as node-postgres reports it), on PGlite and PostgreSQL
  // alike. tests/e2e/database-restart.test.ts stops a real server.
  const form = (fields: Record<string, string>) => new URLSearchParams(fields);
  const posts: {
    name: string;
    as: "candidate" | "employer" | "admin";
    path: (jobId: string) => string;
    body: (jobId: string) => URLSearchParams;
    says: string[];
  }[] = [
    {
      name: "the contact form, signed in",
      as: "candidate",
      path: () => "/?index",
      body: () => form({ fullName: "Asha Verma", email: "asha.outage@example.com", message: "Hello" }),
      says: [contactMessages.failureTitle, contactMessages.failureFallback],
    },
    {
      name: "a profile wizard step",
      as: "candidate",
      path: () => "/profile",
      body: () => form({ intent: "wizard", section: "summary", go: "next", profile_summary: "Not saved" }),
      says: [profileMessages.updateFailed.title, profileMessages.updateFailed.description],
    },
    {
      name: "a profile wizard step, as the enhanced form fetches it",
      as: "candidate",
      path: () => "/profile.data",
      body: () => form({ intent: "wizard", section: "summary", go: "next", profile_summary: "Not saved" }),
      says: [profileMessages.updateFailed.title, profileMessages.updateFailed.description],
    },
    {
      name: "the profile editor",
      as: "candidate",
      path: () => "/profile/edit",
      body: () => form({ first_name: "Not", last_name: "Saved", profile_summary: "Not saved" }),
      says: [profileMessages.updateFailed.title, profileMessages.updateFailed.description],
    },
    {
      name: "an application, as Quick Apply fetches it",
      as: "candidate",
      path: (jobId) => `/jobs/${jobId}.data`,
      body: () => form({ coverLetter: "Not sent" }),
      says: [
        "Application Failed",
        "Failed to submit application: the service is temporarily unavailable. Please try again.",
      ],
    },
    {
      name: "the admin's job switch",
      as: "admin",
      path: () => "/admin/jobs.data",
      body: (jobId) => form({ intent: "toggle-job", jobId, active: "false" }),
      says: ["Failed to update job status."],
    },
    {
      // What was typed comes back with the message, for the form to show again.
      name: "a new job, as the enhanced form fetches it",
      as: "employer",
      path: () => "/post-job.data",
      body: () => form({ title: "Not posted while the database is down" }),
      says: ["Failed to post job.", "Not posted while the database is down"],
    },
  ];

  async function counts() {
    const { db } = e2e.server.services;
    const count = async (table: "job_applications" | "jobs" | "contact_submissions") =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const active = await db.selectFrom("jobs").select("id").where("is_active", "=", true).execute();
    const summaries = await db.selectFrom("candidate_profiles").select("profile_summary").execute();
    return {
      applications: await count("job_applications"),
      jobs: await count("jobs"),
      contacts: await count("contact_submissions"),
      active: active.length,
      summaries: summaries.map((row) => row.profile_summary).sort(),
    };
  }

  it("answer 503 with Retry-After and each form's own failure message, changing nothing", async () => {
    const { services, baseUrl } = e2e.server;
    const cookies = {
      candidate: await sessionCookie(baseUrl, demoAccounts.candidate),
      employer: await sessionCookie(baseUrl, demoAccounts.employer),
      admin: await sessionCookie(baseUrl, demoAccounts.admin),
    };
    const toSignOut = await sessionCookie(baseUrl, demoAccounts.candidate);
    const job = await services.db
      .selectFrom("jobs")
      .select("id")
      .where("is_active", "=", true)
      .executeTakeFirstOrThrow();
    const before = await counts();
    const userOf = services.sessions.userOf;
    const logError = services.log.error;
    services.sessions.userOf = async () => {
      throw new Error("Connection terminated unexpectedly");
    };
    services.log.error = () => {};
    try {
      for (const post of posts) {
        const response = await fetch(baseUrl + post.path(job.id), {
          method: "POST",
          redirect: "manual",
          headers: {
            cookie: cookies[post.as],
            origin: baseUrl,
            "content-type": "application/x-www-form-urlencoded",
          },
          body: post.body(job.id),
        });
        const text = await response.text();
        expect(response.status, post.name).toBe(503);
        expect(response.headers.get("retry-after"), post.name).toBe("5");
        for (const words of post.says) expect(text, post.name).toContain(words);
        expect(text, post.name).not.toContain("Connection terminated");
      }
      // Signing out needs no lookup: it still clears the cookie.
      const signOut = await fetch(`${baseUrl}/sign-out`, {
        method: "POST",
        redirect: "manual",
        headers: { cookie: toSignOut, origin: baseUrl },
      });
      expect(signOut.status).toBe(302);
      expect(signOut.headers.get("location")).toBe("/");
      expect(signOut.headers.getSetCookie().some((c) => /session_token=;/.test(c))).toBe(true);
    } finally {
      services.sessions.userOf = userOf;
      services.log.error = logError;
    }
    expect(await counts()).toEqual(before);
  });
});
