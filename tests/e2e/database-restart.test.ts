// PostgreSQL restarted under load (issue #8, Faults): the production build
// runs against a private PostgreSQL server (tests/support/postgres-cluster.ts;
// the shared one at DATABASE_URL must stay up for other test files) while a
// few loops keep requesting pages, the health check, the API and the contact
// form. The server is stopped (fast shutdown), kept down a few seconds and
// started again. The app must answer every request the whole time, say
// "database down" on /healthz, be unready on /readyz and live on /livez
// (issue #39), and show an error page (never a stack trace)
// where a page needs the database, come back by itself, and lose no message:
// every "Message Received!" is in the database afterwards. A form posted
// while it is down (the contact form, a signed-in candidate's profile step,
// as a plain post and as the enhanced form's fetch, and the contact form in
// Chromium) answers 503 with Retry-After and the form's own failure message
// from the specification, never a 500 (issue #17).
//
// It starts its own server, so it needs no DATABASE_URL; npm test runs it on
// the PostgreSQL pass only (scripts/test.js).
import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { contactMessages } from "../../common/schemas/contact-fields";
import type { ServerApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { profileMessages } from "../../server/domain/profiles";
import { demoAccounts } from "../../server/seed/demo";
import type { Services } from "../../server/services";
import { pageReady, launchBrowser, newPage, sessionCookie } from "../support/e2e";
import { startPostgresCluster, type PostgresCluster } from "../support/postgres-cluster";
import { freePort } from "../support/ports";

/** Longer than any answer may take: a request still open after this counts as hung. */
const REQUEST_TIMEOUT_MS = 15_000;
/** How long the database stays down. */
const OUTAGE_MS = 3_000;
/** How long /healthz may take to report the database up again after it started. */
const RECOVERY_DEADLINE_MS = 30_000;
const LOOPS = 4;

type Kind =
  | "home"
  | "healthz"
  | "readyz"
  | "livez"
  | "careers"
  | "careers (signed in)"
  | "job page"
  | "job page (signed in)"
  | "my applications"
  | "api jobs"
  | "api me"
  | "contact"
  | "profile step"
  | "profile step (script)";

interface Answer {
  kind: Kind;
  started: number;
  ended: number;
  status: number | null;
  retryAfter: string | null;
  /** Set when no answer came: a timeout, a reset connection. */
  failure: string | null;
  body: string;
  location: string | null;
  requestId: string | null;
  /** For "contact": the e-mail address the message was sent from. */
  email?: string;
}

let cluster: PostgresCluster | undefined;
let server: Server | undefined;
let services: Services | undefined;
let dataDir: string | undefined;
let baseUrl = "";
let cookie = "";
let job = { id: "", title: "" };
const logged: { level: string; message: string; fields?: Record<string, unknown> }[] = [];
/** Errors nothing caught: in production (server.js) each would have ended the process. */
const uncaught: unknown[] = [];
const recordUncaught = (error: unknown) => uncaught.push(error);

const answers: Answer[] = [];
const timeline = { stopping: 0, stopped: 0, starting: 0, started: 0, healthy: 0 };
const afterRecovery: Partial<Record<Kind, Answer>> = {};
let signInAfterRecovery: { status: number; sessionCookie: boolean } | null = null;
let browser: Browser | undefined;
/** The contact form sent from Chromium while the database was down. */
let inChromium: ChromiumContact | null = null;
let chromiumFailure: string | null = null;
/** The load loops run while this is true; afterAll ends them even when the setup failed half-way. */
let loading = false;
let loops: Promise<void>[] = [];

let contactCount = 0;
/** The contact form, as a browser without JavaScript posts it, from a client address of its own (rate limits). */
function contactRequest(): { path: string; init: RequestInit; email: string } {
  const n = ++contactCount;
  const email = `restart-${n}@example.com`;
  return {
    path: "/?index",
    email,
    init: {
      method: "POST",
      headers: {
        origin: baseUrl,
        "content-type": "application/x-www-form-urlencoded",
        "x-forwarded-for": `10.77.${Math.floor(n / 250)}.${(n % 250) + 1}`,
      },
      body: new URLSearchParams({
        fullName: `Restart Test ${n}`,
        email,
        message: `Message ${n} sent while the database restarts.`,
      }),
    },
  };
}

let profileSteps = 0;
/**
 * The summary step of the profile wizard, as the signed-in candidate's browser
 * posts it: without JavaScript to /profile, or through the enhanced form's
 * fetch to /profile.data.
 */
function profileStep(path: string): { path: string; init: RequestInit } {
  return {
    path,
    init: {
      method: "POST",
      headers: { cookie, origin: baseUrl, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        intent: "wizard",
        section: "summary",
        go: "next",
        profile_summary: `NOC engineer; summary saved ${++profileSteps} times during a database restart.`,
      }),
    },
  };
}

function requestFor(kind: Kind): { path: string; init?: RequestInit; email?: string } {
  const signedIn = { headers: { cookie } };
  switch (kind) {
    case "home":
      return { path: "/" };
    case "healthz":
      return { path: "/healthz" };
    case "readyz":
      return { path: "/readyz" };
    case "livez":
      return { path: "/livez" };
    case "careers":
      return { path: "/careers" };
    case "careers (signed in)":
      return { path: "/careers", init: signedIn };
    case "job page":
      return { path: `/jobs/${job.id}` };
    case "job page (signed in)":
      return { path: `/jobs/${job.id}`, init: signedIn };
    case "my applications":
      return { path: "/my-applications", init: signedIn };
    case "api jobs":
      return { path: "/api/v1/jobs" };
    case "api me":
      return { path: "/api/v1/me", init: signedIn };
    case "contact":
      return contactRequest();
    case "profile step":
      return profileStep("/profile");
    case "profile step (script)":
      return profileStep("/profile.data");
  }
}

async function send(kind: Kind): Promise<Answer> {
  const { path: urlPath, init, email } = requestFor(kind);
  const started = Date.now();
  try {
    const response = await fetch(`${baseUrl}${urlPath}`, {
      ...init,
      redirect: "manual",
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body = await response.text();
    return {
      kind,
      started,
      ended: Date.now(),
      status: response.status,
      retryAfter: response.headers.get("retry-after"),
      failure: null,
      body,
      location: response.headers.get("location"),
      requestId: response.headers.get("x-request-id"),
      email,
    };
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    return {
      kind,
      started,
      ended: Date.now(),
      status: null,
      retryAfter: null,
      failure: `${String(error)}${cause ? ` (${String(cause)})` : ""}`,
      body: "",
      location: null,
      requestId: null,
      email,
    };
  }
}

/** What the visitor gets when all is well. */
function isNormal(answer: Answer): boolean {
  const { kind, status, body } = answer;
  switch (kind) {
    case "home":
      return status === 200 && body.includes('id="contact"');
    case "healthz":
      return status === 200 && body.includes('"database":"up"');
    case "readyz":
      return status === 200 && body.includes('"status":"ready"');
    case "livez":
      return status === 200 && body.includes('"status":"live"');
    case "careers":
    case "careers (signed in)":
      return status === 200 && body.includes("Join Our Team") && /href="\/jobs\/[0-9a-f-]{36}"/.test(body);
    case "job page":
    case "job page (signed in)":
      return status === 200 && body.includes(escapeHtml(job.title));
    case "my applications":
      return status === 200 && body.includes("My Applications");
    case "api jobs":
      return (
        status === 200 && Array.isArray((json(body) as { data?: { jobs?: unknown } } | null)?.data?.jobs)
      );
    case "api me":
      return (
        status === 200 &&
        (json(body) as { data?: { email?: string } } | null)?.data?.email === demoAccounts.candidate.email
      );
    case "contact":
      return status === 200 && body.includes(contactMessages.successTitle);
    case "profile step":
      return status === 302 && answer.location === "/profile?step=summary";
    case "profile step (script)":
      // React Router's answer to a fetch whose action redirects.
      return status === 202 && body.includes('"/profile?step=summary"');
  }
}

const STACK_FRAME =
  /at \S+ \(.*:\d+:\d+\)|node_modules|ECONNREFUSED|terminating connection|Connection terminated/;

/**
 * A plain error page: 503 "try again" (the database is down, so temporary),
 * a message for people, the request id as reference, nothing internal.
 */
function isErrorPage(answer: Answer): boolean {
  const { status, body, requestId } = answer;
  return (
    status === 503 &&
    body.includes("Something went wrong") &&
    body.includes("Please try again in a moment") &&
    requestId !== null &&
    body.includes(requestId) &&
    !STACK_FRAME.test(body)
  );
}

/**
 * The contact form's own refusal: 503 with Retry-After (temporary), the form
 * again with the specification's failure message, and what was typed still
 * in it.
 */
function isContactFailure(answer: Answer): boolean {
  return (
    answer.status === 503 &&
    answer.retryAfter === "5" &&
    answer.body.includes(contactMessages.failureTitle) &&
    answer.body.includes(contactMessages.failureFallback) &&
    answer.body.includes(`value="${answer.email}"`) &&
    !answer.body.includes(contactMessages.successTitle) &&
    !STACK_FRAME.test(answer.body)
  );
}

/**
 * A profile step that could not be saved: 503 with Retry-After and the
 * specification's 'Update failed' message, on the error page of a plain post
 * (the page's own data needs the database too) or in the fetch's answer.
 */
function isProfileFailure(answer: Answer): boolean {
  return (
    answer.status === 503 &&
    answer.retryAfter === "5" &&
    answer.body.includes(profileMessages.updateFailed.title) &&
    answer.body.includes(profileMessages.updateFailed.description) &&
    !STACK_FRAME.test(answer.body)
  );
}

function isApiUnavailable(answer: Answer): boolean {
  if (answer.status !== 503) return false;
  const body = json(answer.body) as { error?: { message?: string } } | null;
  return Boolean(body?.error?.message) && !STACK_FRAME.test(answer.body);
}

function json(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const KINDS: Kind[] = [
  "healthz",
  "readyz",
  "livez",
  "careers (signed in)",
  "contact",
  "job page",
  "home",
  "my applications",
  "api jobs",
  "job page (signed in)",
  "api me",
  "profile step",
  "careers",
  "profile step (script)",
];

/** Requests every kind in turn, starting at `offset`, until `running()` is false. */
async function loadLoop(offset: number, running: () => boolean) {
  for (let i = offset; running(); i++) {
    answers.push(await send(KINDS[i % KINDS.length]));
    await sleep(20);
  }
}

/**
 * Lets the load run for at least `minimumMs`, and on until every kind has had
 * an answer to a request started at or after `since()` (a slow machine gets
 * fewer rounds per second), within a deadline.
 */
async function loadUntilEveryKindAnswered(since: () => number, minimumMs: number) {
  const begun = Date.now();
  await sleep(minimumMs);
  while (Date.now() - begun < 60_000) {
    const answered = new Set(answers.filter((a) => a.started >= since()).map((a) => a.kind));
    if (KINDS.every((kind) => answered.has(kind))) return;
    await sleep(100);
  }
}

/** Answers whose whole life fell inside [from, to]. */
const within = (from: number, to: number) => answers.filter((a) => a.started >= from && a.ended <= to);

const describeAnswer = (a: Answer) =>
  `${a.kind}: ${a.failure ?? a.status}${a.location ? ` → ${a.location}` : ""} ${a.body.slice(0, 200).replace(/\s+/g, " ")}`;

interface ChromiumContact {
  started: number;
  ended: number;
  status: number;
  retryAfter: string | null;
  /** The text of the form's alert. */
  alert: string;
  /** The message field afterwards. */
  message: string;
}

const CHROMIUM_CONTACT = {
  fullName: "Chromium Visitor",
  email: "chromium-outage@example.com",
  message: "Sent from Chromium while the database is down.",
};

/** Sends the contact form from `page` (the home page) and waits for its alert. */
async function contactFormInChromium(page: Page): Promise<ChromiumContact> {
  const form = page.locator("#contact form");
  await form.getByLabel("Full Name", { exact: true }).fill(CHROMIUM_CONTACT.fullName);
  await form.getByLabel("Email", { exact: true }).fill(CHROMIUM_CONTACT.email);
  await form.getByLabel("Message", { exact: true }).fill(CHROMIUM_CONTACT.message);
  const started = Date.now();
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST", { timeout: REQUEST_TIMEOUT_MS }),
    form.getByRole("button", { name: "Send Message" }).click(),
  ]);
  const alert = form.getByRole("alert");
  await alert.waitFor({ timeout: REQUEST_TIMEOUT_MS });
  return {
    started,
    ended: Date.now(),
    status: response.status(),
    retryAfter: await response.headerValue("retry-after"),
    alert: await alert.innerText(),
    message: await form.getByLabel("Message", { exact: true }).inputValue(),
  };
}

describe("PostgreSQL restarted under load", () => {
  beforeAll(async () => {
    process.on("uncaughtException", recordUncaught);
    process.on("unhandledRejection", recordUncaught);
    [cluster, browser] = await Promise.all([startPostgresCluster(), launchBrowser()]);
    dataDir = mkdtempSync(path.join(tmpdir(), "jobboard-restart-"));
    const buildDir = inject("buildDir");
    const { createApp } = (await import(/* @vite-ignore */ path.join(buildDir, "server/index.js"))) as {
      createApp: (options: {
        clientDir: string;
        config: ReturnType<typeof loadConfig>;
      }) => Promise<ServerApp>;
    };
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    const app = await createApp({
      clientDir: path.join(buildDir, "client"),
      config: loadConfig({
        NODE_ENV: "production",
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: cluster.url,
        SEED_DEMO: "true",
        SESSION_SECRET: "restart-secret-restart-secret-restart-0",
        PUBLIC_URL: baseUrl,
        // Each contact message comes from an address of its own (X-Forwarded-For), under the per-address limit.
        TRUST_PROXY: "true",
      }),
    });
    services = app.services;
    // Kept, not printed: an outage logs an error per failed request.
    for (const level of ["info", "warn", "error"] as const) {
      services.log[level] = (message, fields) => logged.push({ level, message, fields });
    }
    server = app.app.listen(port, "127.0.0.1");
    await new Promise<void>((resolve) => server!.once("listening", () => resolve()));

    cookie = await sessionCookie(baseUrl, demoAccounts.candidate);
    job = await services.db
      .selectFrom("jobs")
      .select(["id", "title"])
      .where("is_active", "=", true)
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();

    // The home page open in Chromium, ready to send its contact form during the outage.
    const { page } = await newPage(browser, baseUrl);
    await page.goto("/");
    await pageReady(page);

    // Load, then the outage in the middle of it.
    loading = true;
    loops = Array.from({ length: LOOPS }, (_, i) => loadLoop(i * 2, () => loading));
    await loadUntilEveryKindAnswered(() => 0, 1_500);
    timeline.stopping = Date.now();
    await cluster.stop();
    timeline.stopped = Date.now();
    // A browser that fails is reported by its own test; the database is started again regardless.
    const [chromium] = await Promise.allSettled([
      contactFormInChromium(page),
      loadUntilEveryKindAnswered(() => timeline.stopped, OUTAGE_MS),
    ]);
    if (chromium.status === "fulfilled") inChromium = chromium.value;
    else chromiumFailure = String(chromium.reason);
    timeline.starting = Date.now();
    await cluster.start();
    timeline.started = Date.now();
    while (Date.now() - timeline.started < RECOVERY_DEADLINE_MS) {
      const health = await send("healthz");
      if (isNormal(health)) {
        timeline.healthy = Date.now();
        break;
      }
      await sleep(200);
    }
    // More load once it is back, then one of each, in turn.
    if (timeline.healthy) await loadUntilEveryKindAnswered(() => timeline.healthy, 2_000);
    loading = false;
    await Promise.all(loops);
    if (timeline.healthy) {
      for (const kind of KINDS) afterRecovery[kind] = await send(kind);
      const signIn = await fetch(`${baseUrl}/auth`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: baseUrl },
        body: new URLSearchParams(demoAccounts.employer),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      signInAfterRecovery = {
        status: signIn.status,
        sessionCookie: signIn.headers.getSetCookie().some((c) => c.includes("session_token=")),
      };
    }
  }, 240_000);

  afterAll(async () => {
    loading = false;
    await Promise.all(loops);
    process.off("uncaughtException", recordUncaught);
    process.off("unhandledRejection", recordUncaught);
    await browser?.close();
    if (server) {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server!.close(() => resolve()));
    }
    await services?.close();
    await cluster?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("never fails outside a request (which would end the process)", () => {
    expect(uncaught.map(String)).toEqual([]);
  });

  it("answers every request, before, during and after the outage", () => {
    expect(answers.length).toBeGreaterThan(50);
    const unanswered = answers.filter((a) => a.failure !== null);
    expect(unanswered.map(describeAnswer)).toEqual([]);
    // Every answer is either the normal page or a deliberate error answer, never a stack trace.
    const odd = answers.filter(
      (a) =>
        !isNormal(a) &&
        !isErrorPage(a) &&
        !isContactFailure(a) &&
        !isProfileFailure(a) &&
        !isApiUnavailable(a) &&
        !(a.kind === "healthz" && a.status === 503) &&
        !(a.kind === "readyz" && a.status === 503),
    );
    expect(odd.map(describeAnswer)).toEqual([]);
    for (const a of answers) expect(a.body).not.toMatch(STACK_FRAME);
  });

  it("works normally before the outage", () => {
    const before = within(0, timeline.stopping);
    for (const kind of KINDS) {
      const ofKind = before.filter((a) => a.kind === kind);
      expect(ofKind.length, kind).toBeGreaterThan(0);
      expect(ofKind.filter((a) => !isNormal(a)).map(describeAnswer), kind).toEqual([]);
    }
  });

  it("reports the database down and shows error answers while it is down", () => {
    const down = within(timeline.stopped, timeline.starting);
    const ofKind = (kind: Kind) => {
      const found = down.filter((a) => a.kind === kind);
      expect(found.length, `${kind} requested during the outage`).toBeGreaterThan(0);
      return found;
    };
    for (const a of ofKind("healthz")) {
      expect(a.status).toBe(503);
      expect(JSON.parse(a.body)).toMatchObject({ status: "degraded", database: "down" });
    }
    // Out of the load balancer while the database is away, but alive: no restart.
    for (const a of ofKind("readyz")) {
      expect(a.status).toBe(503);
      expect(JSON.parse(a.body)).toEqual({ status: "not ready", database: "down" });
    }
    for (const a of ofKind("livez")) expect(isNormal(a), describeAnswer(a)).toBe(true);
    // The home page needs no database.
    for (const a of ofKind("home")) expect(isNormal(a), describeAnswer(a)).toBe(true);
    for (const kind of ["careers (signed in)", "job page (signed in)"] as const) {
      for (const a of ofKind(kind)) expect(isErrorPage(a), describeAnswer(a)).toBe(true);
    }
    // Anonymous public pages need the database too, unless the page cache still has them.
    for (const kind of ["careers", "job page"] as const) {
      for (const a of ofKind(kind)) expect(isErrorPage(a) || isNormal(a), describeAnswer(a)).toBe(true);
    }
    // Still signed in: told the site is briefly unavailable, not sent to sign in again.
    for (const a of ofKind("my applications")) expect(isErrorPage(a), describeAnswer(a)).toBe(true);
    // The API says 503 (try again), not "please sign in" to a signed-in client.
    for (const kind of ["api jobs", "api me"] as const) {
      for (const a of ofKind(kind)) expect(isApiUnavailable(a), describeAnswer(a)).toBe(true);
    }
    for (const a of ofKind("contact")) expect(isContactFailure(a), describeAnswer(a)).toBe(true);
    for (const kind of ["profile step", "profile step (script)"] as const) {
      for (const a of ofKind(kind)) expect(isProfileFailure(a), describeAnswer(a)).toBe(true);
    }
  });

  it("shows the contact form's failure message in Chromium while the database is down", async () => {
    expect(chromiumFailure).toBeNull();
    expect(inChromium).not.toBeNull();
    const sent = inChromium!;
    expect(sent.started).toBeGreaterThanOrEqual(timeline.stopped);
    expect(sent.ended).toBeLessThanOrEqual(timeline.starting);
    expect(sent.status).toBe(503);
    expect(sent.retryAfter).toBe("5");
    expect(sent.alert).toContain(contactMessages.failureTitle);
    expect(sent.alert).toContain(contactMessages.failureFallback);
    // What was typed is still there to send again, and nothing was stored.
    expect(sent.message).toBe(CHROMIUM_CONTACT.message);
    const stored = await services!.db
      .selectFrom("contact_submissions")
      .select("id")
      .where("email", "=", CHROMIUM_CONTACT.email)
      .execute();
    expect(stored).toEqual([]);
  });

  it("comes back by itself once PostgreSQL is up again", () => {
    expect(timeline.healthy, "/healthz reported the database up within the deadline").toBeGreaterThan(0);
    // Everything asked after /healthz said "up" works: pages, the session made before the outage, writes.
    const after = answers.filter((a) => a.started >= timeline.healthy);
    for (const kind of KINDS) {
      expect(after.filter((a) => a.kind === kind).length, kind).toBeGreaterThan(0);
    }
    expect(after.filter((a) => !isNormal(a)).map(describeAnswer)).toEqual([]);
    // And one more of each, one at a time, after the load.
    for (const kind of KINDS) {
      const answer = afterRecovery[kind]!;
      expect(isNormal(answer), describeAnswer(answer)).toBe(true);
    }
    // A new sign-in works too.
    expect(signInAfterRecovery).toEqual({ status: 302, sessionCookie: true });
    expect(server?.listening).toBe(true);
  });

  it("keeps every message it confirmed, and says so when it could not", async () => {
    const contacts = answers.filter((a) => a.kind === "contact");
    if (afterRecovery.contact) contacts.push(afterRecovery.contact);
    const stored = new Set(
      (
        await services!.db
          .selectFrom("contact_submissions")
          .select("email")
          .where("email", "like", "restart-%@example.com")
          .execute()
      ).map((row) => row.email),
    );
    const confirmed = contacts.filter(isNormal);
    const refused = contacts.filter((a) => !isNormal(a));
    expect(confirmed.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    expect(confirmed.filter((a) => !stored.has(a.email!)).map(describeAnswer)).toEqual([]);
    expect(refused.filter((a) => !isContactFailure(a)).map(describeAnswer)).toEqual([]);
  });

  it("logs each failure with the request id its error page quotes", () => {
    const errorPages = answers.filter(isErrorPage);
    expect(errorPages.length).toBeGreaterThan(0);
    const loggedIds = new Set(logged.map((entry) => entry.fields?.requestId));
    expect(errorPages.filter((a) => !loggedIds.has(a.requestId)).map(describeAnswer)).toEqual([]);
  });
});
