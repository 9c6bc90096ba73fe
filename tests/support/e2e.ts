// End-to-end harness: the production build served in-process on a random
// port, over a fresh database with the demo content, driven by Debian's
// Chromium through playwright-core.
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { loadConfig } from "../../server/config";
import type { ServerApp } from "../../server/app";
import type { Services } from "../../server/services";
import { createServerDatabase } from "./test-database";
import { freePort } from "./ports";
import { answerOnce } from "./eventually";

export { demoAccounts } from "../../server/seed/demo";

export interface TestServer {
  baseUrl: string;
  services: Services;
  close(): Promise<void>;
}

/** Starts the built app on 127.0.0.1 with demo content; PostgreSQL when DATABASE_URL is set. */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const buildDir = inject("buildDir");
  const { createApp } = (await import(/* @vite-ignore */ path.join(buildDir, "server/index.js"))) as {
    createApp: (options: {
      clientDir?: string;
      config?: ReturnType<typeof loadConfig>;
    }) => Promise<ServerApp>;
  };
  const serverDatabase = process.env.DATABASE_URL
    ? await createServerDatabase(process.env.DATABASE_URL)
    : null;
  const dataDir = mkdtempSync(path.join(tmpdir(), "jobboard-e2e-"));
  // On PGlite, a copy of the installation made once (tests/e2e/global-setup.ts)
  // instead of migrating and seeding for every file; not when the test sets
  // up storage or the seed itself.
  const seeded = serverDatabase ? "" : inject("seededDataDir");
  if (seeded && !Object.keys(env).some((name) => /^(DATA_DIR|SEED_DEMO|S3_)/.test(name))) {
    cpSync(seeded, dataDir, { recursive: true });
  }
  // The public URL must match the port, which is known only after listening:
  // reserve a port first, then build the config with it.
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: "production",
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: "true",
    SESSION_SECRET: "e2e-secret-e2e-secret-e2e-secret-012345",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // A line per request would bury a failing test's output; tests/e2e/metrics.test.ts turns it on.
    ACCESS_LOG: "off",
    ...(serverDatabase ? { DATABASE_URL: serverDatabase.url } : {}),
    ...env,
  });
  const { app, services } = await createApp({ clientDir: path.join(buildDir, "client"), config });
  const server = app.listen(port, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    services,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await services.close();
      await serverDatabase?.drop();
      // Each copy of the installation is some 50 MB: a whole run's would fill /tmp.
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
  });
}

/** What setupTestServer gives a test file; its server is there once the hook has run. */
export interface TestServerSetup {
  readonly server: TestServer;
}

/** What setupServerAndBrowser gives a test file. */
export interface ServerAndBrowserSetup extends TestServerSetup {
  readonly browser: Browser;
}

type TestServerEnv = Record<string, string> | (() => Promise<Record<string, string>>);

/**
 * Starts a test server (startTestServer with `env`, or with what `env()`
 * answers, for values known only then) before the tests of the file or the
 * describe block it is called in, and closes it after them. Read `.server`
 * in tests and in hooks registered after this call, not at the top level.
 */
export function setupTestServer(env: TestServerEnv = {}): TestServerSetup {
  return setupServer(env, false);
}

/** setupTestServer with a Chromium (launchBrowser) as well: both started at once; the browser closed first. */
export function setupServerAndBrowser(env: TestServerEnv = {}): ServerAndBrowserSetup {
  return setupServer(env, true);
}

function setupServer(env: TestServerEnv, withBrowser: boolean): ServerAndBrowserSetup {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    // Both settle before a failure is thrown, so afterAll closes whichever did start.
    const started = await Promise.allSettled([
      (async () => {
        server = await startTestServer(typeof env === "function" ? await env() : env);
      })(),
      withBrowser ? launchBrowser().then((launched) => (browser = launched)) : null,
    ]);
    for (const result of started) if (result.status === "rejected") throw result.reason;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  const notYet = (what: string) =>
    new Error(`the test ${what} is not there yet: read it in a test or a later hook, not at the top level`);
  return {
    get server() {
      if (!server) throw notYet("server");
      return server;
    },
    get browser() {
      if (!browser) throw notYet("browser");
      return browser;
    },
  };
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** A fresh browser context (its own cookies) at phone or desktop size. */
export async function newPage(
  browser: Browser,
  baseUrl: string,
  options: {
    viewport?: { width: number; height: number };
    javaScript?: boolean;
    reducedMotion?: boolean;
  } = {},
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: options.viewport ?? DESKTOP,
    javaScriptEnabled: options.javaScript ?? true,
    reducedMotion: options.reducedMotion ? "reduce" : "no-preference",
  });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  return { page, context };
}

/**
 * Waits until the page's scripts run: React has hydrated it, so client-side
 * handlers are attached, or, on a visitor's page that React does not hydrate
 * (app/visitor-pages.ts), the page has loaded with its visitor script.
 */
export async function pageReady(page: Page) {
  await page.waitForFunction(
    () =>
      (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !==
        undefined ||
      (document.readyState === "complete" && !document.querySelector("script[type=module]")),
  );
  await page.waitForLoadState("networkidle");
}

/** Whether React hydrated the page (a visitor's public page it does not). */
export function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined,
  );
}

/** The newest outbox message to `to`. */
/** The newest active job, for tests that need any job page. */
export async function someActiveJob(services: Services) {
  return services.db
    .selectFrom("jobs")
    .select("id")
    .where("is_active", "=", true)
    .orderBy("created_at", "desc")
    .executeTakeFirstOrThrow();
}

export async function latestMailTo(services: Services, to: string) {
  return services.db
    .selectFrom("mail_outbox")
    .selectAll()
    .where("to_address", "=", to)
    .orderBy("created_at", "desc")
    .executeTakeFirst();
}

/**
 * After sign-up (which signs nobody in): opens the link of the verification
 * mail in `page`, as the new candidate would, which signs them in and lands
 * on /profile.
 */
export async function followVerificationLink(page: Page, services: Services, email: string) {
  const mail = await services.db
    .selectFrom("mail_outbox")
    .select("text_body")
    .where("to_address", "=", email)
    .where("text_body", "like", "%/verify-email?token=%")
    .orderBy("created_at", "desc")
    .executeTakeFirstOrThrow();
  const link = mail.text_body.match(/https?:\/\/\S+\/verify-email\?token=\S+/)![0];
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.waitForURL("**/profile");
}

/** Saves a screenshot under test-results/screenshots for a person to look at. */
export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: path.join("test-results", "screenshots", `${name}.png`), fullPage: true });
}

/** Waits (up to 10 s) until the locator's first match is visible; fails the test otherwise. */
export async function visible(locator: import("playwright-core").Locator, timeout = 10_000) {
  await locator.first().waitFor({ state: "visible", timeout });
}

/** Waits until the locator's first match is in the DOM (visible or not). */
export async function attached(locator: import("playwright-core").Locator, timeout = 10_000) {
  await locator.first().waitFor({ state: "attached", timeout });
}

let candidates = 0;

/**
 * A new candidate whose profile is complete enough to apply, written straight
 * into the database (sign-up, role, profile); sign in with `sessionCookie` or
 * `signInAs`.
 */
export async function newCompleteCandidate(
  server: TestServer,
  name: { first: string; last: string } = { first: "Asha", last: "Verma" },
): Promise<{ email: string; password: string; userId: string; profileId: string }> {
  const email = `candidate-${++candidates}.${Date.now()}@example.com`;
  const password = "good-password-1";
  const { user } = await server.services.auth.api.signUpEmail({ body: { email, password, name: "" } });
  await server.services.db
    .insertInto("user_roles")
    .values({ user_id: user.id, email, role: "user" })
    .execute();
  const profile = await server.services.db
    .insertInto("candidate_profiles")
    .values({
      user_id: user.id,
      phone: `+91981${String(candidates).padStart(7, "0")}`,
      first_name: name.first,
      last_name: name.last,
      current_city: "Pune",
      total_experience: "3-5",
      profile_summary: "NOC engineer with three years of round-the-clock network monitoring.",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { email, password, userId: user.id, profileId: profile.id };
}

/** Signs in through the real form post and returns the session cookie, for fetch and API calls. */
export async function sessionCookie(
  baseUrl: string,
  account: { email: string; password: string },
): Promise<string> {
  const response = await fetch(`${baseUrl}/auth`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: baseUrl },
    body: new URLSearchParams({ email: account.email, password: account.password }),
  });
  if (response.status !== 302) throw new Error(`sign-in of ${account.email} answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/**
 * A session cookie as sessionCookie returns it, made by the auth library
 * rather than the sign-in form: it counts against no sign-in rate limit, so
 * a file can ask for many without crowding out the tests of signing in.
 */
export async function libraryCookie(
  server: TestServer,
  account: { email: string; password: string },
): Promise<string> {
  const { headers } = await server.services.auth.api.signInEmail({
    body: { email: account.email, password: account.password },
    returnHeaders: true,
  });
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** Gives a browser context the cookies of a Cookie header (as sessionCookie returns it), so its pages are signed in. */
export async function useCookies(context: BrowserContext, baseUrl: string, cookieHeader: string) {
  const cookies = cookieHeader
    .split("; ")
    .filter(Boolean)
    .map((pair) => {
      const split = pair.indexOf("=");
      return { name: pair.slice(0, split), value: pair.slice(split + 1), url: baseUrl };
    });
  await context.addCookies(cookies);
}

/** Signs in through the sign-in page and waits to be sent on. */
export async function signInAs(page: Page, account: { email: string; password: string }) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL((url) => url.pathname !== "/auth");
}

/**
 * Asks for `url` until the answer comes from the anonymous page cache (at most
 * 10 times): PostgreSQL's notification of an earlier write can arrive a moment
 * late and empty the cache between two requests. The body is left unread.
 */
export async function cachedAnswer(url: string, headers: Record<string, string> = {}): Promise<Response> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const response = await fetch(url, { headers, redirect: "manual" });
    if (response.headers.get("x-page-cache") === "hit") return response;
    await response.arrayBuffer();
  }
  throw new Error(`${url} never came from the page cache`);
}

/** The page at `url` once `changed` holds for it, or as it is after 5 s (answerOnce). */
export function pageOnceChanged(url: string, changed: (html: string) => boolean): Promise<string> {
  return answerOnce(async () => (await fetch(url)).text(), changed);
}

/**
 * The focused element, to check a refused form's error summary: whether it is
 * the summary, its role and text, and where it is on screen.
 */
export function focusedSummary(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    const box = active?.getBoundingClientRect();
    return {
      isSummary: active?.hasAttribute("data-error-summary") ?? false,
      role: active?.getAttribute("role") ?? null,
      text: active?.textContent ?? "",
      top: box?.top ?? -1,
      bottom: box?.bottom ?? -1,
      viewportHeight: window.innerHeight,
    };
  });
}
