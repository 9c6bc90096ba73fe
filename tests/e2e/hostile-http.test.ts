// Hostile HTTP (the security review's findings on the request itself): a
// malformed Host, posts behind a proxy that ends TLS, large bodies from
// callers without a session, prototype names as sort keys, JSON nested a
// hundred thousand deep, and posts to pages that take none. Each is answered
// as the sender's mistake (4xx, said in words), never a 500, never logged as
// an error, and writes nothing.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { jobTemplate } from "../../common/schemas/job-form";
import type { Logger } from "../../server/log";
import type { Services } from "../../server/services";
import { rawRequest } from "../support/raw-get";
import {
  demoAccounts,
  libraryCookie,
  setupTestServer,
  someActiveJob,
  type TestServerSetup,
} from "../support/e2e";

// Rate limits count per client address: each sign-in below comes from one of its own (TRUST_PROXY).
const e2e = setupTestServer({ TRUST_PROXY: "true" });

interface Logged {
  level: keyof Logger;
  message: string;
  fields?: Record<string, unknown>;
}

/** What `setup`'s server logs during each test of the block this is called in. */
function captureLog(setup: TestServerSetup): Logged[] {
  const logged: Logged[] = [];
  let original: Logger | null = null;
  beforeEach(() => {
    const log = setup.server.services.log;
    original = { info: log.info, warn: log.warn, error: log.error };
    logged.length = 0;
    for (const level of ["info", "warn", "error"] as const) {
      log[level] = (message, fields) => {
        logged.push({ level, message, fields });
        original![level](message, fields);
      };
    }
  });
  afterEach(() => {
    if (original) Object.assign(setup.server.services.log, original);
  });
  return logged;
}

const errorsIn = (logged: Logged[]) =>
  logged.filter((entry) => entry.level === "error").map((entry) => entry.message);

/** Rows of the tables these requests could write. */
async function counts(services: Services) {
  const count = async (table: "jobs" | "job_applications" | "audit_log") =>
    Number(
      (
        await services.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    jobs: await count("jobs"),
    applications: await count("job_applications"),
    audit: await count("audit_log"),
  };
}

describe("a Host header that is not a host", () => {
  const logged = captureLog(e2e);

  it("is answered 400 in a line of text, logged at info, for pages, cached pages, the API and files", async () => {
    const job = await someActiveJob(e2e.server.services);
    const paths = ["/", `/jobs/${job.id}`, "/careers", "/auth", "/api/v1/jobs", "/robots.txt"];
    const failures: string[] = [];
    for (const host of ["a b", "[::1", "jobs.example.in:80x"]) {
      for (const path of paths) {
        for (const method of ["GET", "POST"]) {
          const answer = await rawRequest(`${e2e.server.baseUrl}${path}`, {
            method,
            headers: {
              host,
              ...(method === "POST"
                ? { origin: e2e.server.baseUrl, "content-type": "application/x-www-form-urlencoded" }
                : {}),
            },
            body: method === "POST" ? "email=a%40b.in&password=x" : undefined,
          });
          const text = answer.body.toString();
          if (answer.status !== 400 || !/^text\/plain/.test(String(answer.headers["content-type"])))
            failures.push(`${method} ${path} with Host ${host}: ${answer.status} ${text.slice(0, 80)}`);
          else if (text !== "Bad request: the Host header is not a valid host name.")
            failures.push(`${method} ${path} with Host ${host}: says ${text.slice(0, 80)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(errorsIn(logged)).toEqual([]);
    expect(logged.filter((entry) => entry.message === "malformed Host header")).toHaveLength(
      3 * paths.length * 2,
    );
    expect(logged.find((entry) => entry.message === "malformed Host header")?.level).toBe("info");
  });

  it("a well-formed Host of another site makes no link to it: pages link to PUBLIC_URL", async () => {
    const job = await someActiveJob(e2e.server.services);
    for (const path of ["/", `/jobs/${job.id}`, "/auth"]) {
      const answer = await rawRequest(`${e2e.server.baseUrl}${path}`, { headers: { host: "evil.example" } });
      expect(answer.status).toBe(200);
      expect(answer.body.toString()).not.toContain("evil.example");
    }
  });
});

describe("behind a proxy that ends TLS, without TRUST_PROXY", () => {
  // The site is at https://jobs.example.in; the proxy passes requests on over http:// with the Host it was asked for.
  const site = "https://jobs.example.in";
  const behindProxy = setupTestServer({ PUBLIC_URL: site });
  const logged = captureLog(behindProxy);
  const signIn = (origin: string, extra: Record<string, string> = {}) =>
    rawRequest(`${behindProxy.server.baseUrl}/auth`, {
      method: "POST",
      headers: {
        host: "jobs.example.in",
        "x-forwarded-proto": "https",
        origin,
        "content-type": "application/x-www-form-urlencoded",
        ...extra,
      },
      body: new URLSearchParams({
        email: demoAccounts.candidate.email,
        password: demoAccounts.candidate.password,
      }).toString(),
    });

  it("takes a form posted from the site's address: the candidate is signed in", async () => {
    const answer = await signIn(site);
    expect(answer.status).toBe(302);
    expect(String(answer.headers["set-cookie"])).toMatch(/jb\.session_token=/);
    // The answer to a script's post (React Router's .data) as well.
    const data = await rawRequest(`${behindProxy.server.baseUrl}/auth.data`, {
      method: "POST",
      headers: {
        host: "jobs.example.in",
        origin: site,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({
        email: demoAccounts.candidate.email,
        password: demoAccounts.candidate.password,
      }).toString(),
    });
    expect(data.status).toBe(202);
    expect(String(data.headers["set-cookie"])).toMatch(/jb\.session_token=/);
    expect(errorsIn(logged)).toEqual([]);
  });

  it("refuses a post from another address saying where the site is, and tells the operator what came", async () => {
    for (const origin of ["http://jobs.example.in", behindProxy.server.baseUrl, "https://evil.example"]) {
      const answer = await signIn(origin);
      expect(answer.status, origin).toBe(403);
      expect(answer.headers["set-cookie"]).toBeUndefined();
      expect(answer.body.toString()).toContain(
        `<p>This request did not come from ${site}, so it was refused. Open ${site} in your browser and try again.</p>`,
      );
    }
    const warnings = logged.filter((entry) => entry.level === "warn");
    expect(warnings.map((entry) => entry.message)).toEqual(Array(3).fill("cross-site request refused"));
    expect(warnings[0].fields).toMatchObject({ expectedOrigin: site, origin: "http://jobs.example.in" });
    expect(String(warnings[0].fields?.hint)).toContain("PUBLIC_URL");
    expect(errorsIn(logged)).toEqual([]);
  });
});

describe("large API bodies", () => {
  const MB = 1024 * 1024;
  /** A bulk import of `bytes` that would be accepted if it were read. */
  const bulkOf = (bytes: number) =>
    JSON.stringify([{ ...jobTemplate[0], title: "Large body test", job_description: "x" }]).padEnd(
      bytes,
      " ",
    );

  it("are refused (413, unread) from a caller without a session, or of a role that sends none", async () => {
    const job = await someActiveJob(e2e.server.services);
    const candidate = await libraryCookie(e2e.server, demoAccounts.candidate);
    const before = await counts(e2e.server.services);
    const cases = [
      { path: "/api/v1/admin/jobs/bulk", cookie: "", body: bulkOf(11 * MB) },
      { path: "/api/v1/admin/jobs/bulk", cookie: candidate, body: bulkOf(2 * MB) },
      { path: `/api/v1/jobs/${job.id}/applications`, cookie: "", body: bulkOf(2 * MB) },
      { path: `/api/v1/jobs/${job.id}/applications`, cookie: candidate, body: bulkOf(2 * MB) },
      { path: "/api/v1/employer/jobs", cookie: "", body: bulkOf(MB + 1) },
    ];
    for (const { path, cookie, body } of cases) {
      for (const framing of ["declared", "chunked"] as const) {
        const answer = await rawRequest(`${e2e.server.baseUrl}${path}`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            ...(cookie ? { cookie } : {}),
            ...(framing === "chunked" ? { "transfer-encoding": "chunked" } : {}),
          },
          body,
        });
        expect(answer.status, `${path} ${framing} ${cookie ? "signed in" : "anonymous"}`).toBe(413);
        expect(JSON.parse(answer.body.toString())).toEqual({
          error: { title: "Error", message: "The request body is too large." },
        });
      }
    }
    expect(await counts(e2e.server.services)).toEqual(before);
  });

  it("are still taken from an admin's bulk import", async () => {
    const admin = await libraryCookie(e2e.server, demoAccounts.admin);
    const answer = await rawRequest(`${e2e.server.baseUrl}/api/v1/admin/jobs/bulk`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: admin },
      body: bulkOf(3 * MB),
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString())).toEqual({ data: { count: 1 } });
  });
});

describe("prototype names as the admin's job sort", () => {
  const logged = captureLog(e2e);

  it("sort by date posted, by API and page", async () => {
    const admin = await libraryCookie(e2e.server, demoAccounts.admin);
    for (const sort of ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"]) {
      const api = await fetch(`${e2e.server.baseUrl}/api/v1/admin/jobs?sort=${sort}`, {
        headers: { cookie: admin },
      });
      expect(api.status, sort).toBe(200);
      expect((await api.json()).data.sort).toBe("posted");
      const page = await fetch(`${e2e.server.baseUrl}/admin/jobs?sort=${sort}`, {
        headers: { cookie: admin },
      });
      expect(page.status, sort).toBe(200);
    }
    expect(errorsIn(logged)).toEqual([]);
  });
});

describe("JSON nested a hundred thousand deep", () => {
  const logged = captureLog(e2e);
  const deepArray = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
  const deepObject = (depth: number) => '{"a":'.repeat(depth) + "1" + "}".repeat(depth);

  it("is refused 400 by the API, signed in or not, and nothing is written", async () => {
    const job = await someActiveJob(e2e.server.services);
    const candidate = await libraryCookie(e2e.server, demoAccounts.candidate);
    const admin = await libraryCookie(e2e.server, demoAccounts.admin);
    const before = await counts(e2e.server.services);
    const bodies = [
      deepArray(100_000),
      deepObject(150_000),
      `{"coverLetter": ${deepArray(100_000)}}`,
      `[{"title": "Deep", "company_name": ${deepObject(100_000)}}]`,
    ];
    const failures: string[] = [];
    for (const [path, cookie] of [
      [`/api/v1/jobs/${job.id}/applications`, candidate],
      [`/api/v1/jobs/${job.id}/applications`, ""],
      ["/api/v1/admin/jobs/bulk", admin],
      ["/api/v1/employer/jobs", admin],
    ] as const) {
      for (const body of bodies) {
        const answer = await rawRequest(`${e2e.server.baseUrl}${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
          body,
        });
        const said = answer.body.toString();
        if (answer.status !== 400 || !said.includes("The request body is nested too deeply."))
          failures.push(`${path} ${body.slice(0, 12)}…: ${answer.status} ${said.slice(0, 100)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await counts(e2e.server.services)).toEqual(before);
    expect(errorsIn(logged)).toEqual([]);
  });

  it("is refused with a message by the admin's bulk import form, and nothing is written", async () => {
    const admin = await libraryCookie(e2e.server, demoAccounts.admin);
    const before = await counts(e2e.server.services);
    for (const jobs of [deepArray(150_000), `[{"title": ${deepObject(100_000)}}]`]) {
      const form = new FormData();
      form.set("intent", "bulk-import");
      form.set("jobs", jobs);
      const answer = await fetch(`${e2e.server.baseUrl}/admin/post`, {
        method: "POST",
        redirect: "manual",
        headers: { cookie: admin, origin: e2e.server.baseUrl },
        body: form,
      });
      // Refused as any other bad import is (422, the form's error), not a failure.
      expect(answer.status).toBe(422);
      expect(await answer.text()).toContain("The JSON is nested too deeply to be job data.");
    }
    expect(await counts(e2e.server.services)).toEqual(before);
    expect(errorsIn(logged)).toEqual([]);
  });
});

describe("a post to a page that takes none", () => {
  const logged = captureLog(e2e);

  it("is answered 405, logged at info, not as an error", async () => {
    for (const path of ["/about", "/careers", "/privacy"]) {
      for (const suffix of ["", ".data"]) {
        const answer = await fetch(`${e2e.server.baseUrl}${path}${suffix}`, {
          method: "POST",
          redirect: "manual",
          headers: { origin: e2e.server.baseUrl, "content-type": "application/x-www-form-urlencoded" },
          body: "a=1",
        });
        expect(answer.status, `${path}${suffix}`).toBe(405);
      }
    }
    expect(errorsIn(logged)).toEqual([]);
    const refused = logged.filter((entry) => entry.message === "request refused");
    expect(refused).toHaveLength(6);
    expect(refused.every((entry) => entry.level === "info" && entry.fields?.status === 405)).toBe(true);
  });
});
