import { describe, expect, it } from "vitest";
import {
  demoAccounts,
  hydrated,
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
    await hydrated(page);
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
    await hydrated(page);
    await visible(page.getByText("The form could not be read."));
    await visible(page.getByText(`Reference: ${requestId}`));
    await context.close();
  });
});
