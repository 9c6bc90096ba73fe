// HTML validity: every public page, the account pages and a signed-in user's
// pages, as the server sends them, checked by the Nu HTML checker (vnu.jar
// from the vnu-jar package, run offline on saved copies) with no errors.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { profileSections } from "../../common/schemas/profile";
import { demoAccounts, sessionCookie, setupTestServer, someActiveJob } from "../support/e2e";
import { marketingPages } from "../support/pages";

const e2e = setupTestServer();

const vnuJar = String(createRequire(import.meta.url)("vnu-jar"));

/** A page to check: where it is, as whom, and the status it must answer with. */
interface Checked {
  path: string;
  as?: keyof typeof demoAccounts;
  status?: number;
  /** A form posted to the page, to check it as re-rendered with the errors it shows. */
  post?: Record<string, string>;
}

const PUBLIC_PAGES = [
  ...marketingPages,
  "/careers",
  // The job search, public since issue #36, with its filters set.
  "/jobs",
  "/jobs?q=noc&state=Karnataka&salary=5&type=full_time&sort=newest",
];

const AUTH_PAGES = [
  "/auth",
  "/auth?tab=admin",
  "/auth?redirectTo=%2Fjobs",
  "/register",
  "/forgot-password",
  "/reset-password",
  "/reset-password?token=some-token",
];

/** Pages of each demo account, `jobId` an active job's. */
const SIGNED_IN_PAGES = (jobId: string): [keyof typeof demoAccounts, string[]][] => [
  [
    "candidate",
    [
      "/jobs",
      "/jobs?q=engineer",
      `/jobs/${jobId}`,
      "/profile",
      // The setup wizard's steps, which a candidate can go back to.
      ...profileSections.map((step) => `/profile?step=${step}`),
      "/profile/edit",
      "/profile/delete",
      "/my-applications",
    ],
  ],
  ["employer", ["/employer-dashboard/applications", "/employer-dashboard/jobs", "/post-job"]],
  [
    "admin",
    [
      ...["jobs", "post", "users", "system-users", "contact", "audit"].map((tab) => `/admin/${tab}`),
      "/employer-dashboard/users",
    ],
  ],
];

/** A message of the checker's JSON output (`--format json`). */
interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

/** Fails with how to install Java when there is none: the checker is a Java program. */
function requireJava() {
  const probe = spawnSync("java", ["-version"], { encoding: "utf8" });
  if (probe.error || probe.status !== 0)
    throw new Error(
      "The Nu HTML checker (vnu.jar) needs a Java runtime (11 or newer) and `java` was not found on the PATH: " +
        "install one, e.g. `apt-get install default-jre-headless` on Debian.",
    );
}

/**
 * Runs vnu.jar once over the files; its JSON report is written to stderr.
 * Errors only: its one warning on these pages is about the `/>` React writes
 * on void elements, harmless with every attribute value quoted.
 */
function vnu(files: string[]): VnuMessage[] {
  const run = spawnSync("java", ["-jar", vnuJar, "--errors-only", "--format", "json", ...files], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) throw run.error;
  try {
    // The report is the line that starts with "{": the JVM may print a notice before it (JAVA_TOOL_OPTIONS).
    return (JSON.parse(run.stderr.slice(run.stderr.search(/^\{/m))) as { messages: VnuMessage[] }).messages;
  } catch {
    throw new Error(`vnu.jar exited with ${run.status} without a JSON report:\n${run.stderr}${run.stdout}`);
  }
}

describe("HTML validity", () => {
  it("finds no errors on the public, account and signed-in pages (Nu HTML checker)", async () => {
    requireJava();
    const { baseUrl } = e2e.server;
    const job = await someActiveJob(e2e.server.services);
    const pages: Checked[] = [
      ...PUBLIC_PAGES.map((path) => ({ path })),
      { path: `/jobs/${job.id}` },
      { path: "/no-such-page", status: 404 },
      // A dashboard's 'Access Denied', drawn by its error boundary.
      { path: "/employer-dashboard/applications", status: 401 },
      { path: "/post-job", as: "candidate", status: 403 },
      ...AUTH_PAGES.map((path) => ({ path })),
      // The forms again with their field errors (an empty form is refused).
      { path: "/auth", post: { email: "", password: "" }, status: 422 },
      { path: "/register", post: { email: "", phone: "", password: "", confirmPassword: "" }, status: 422 },
      ...SIGNED_IN_PAGES(job.id).flatMap(([as, paths]) => paths.map((path) => ({ path, as }))),
    ];

    const cookies = new Map<string, string>(); // one sign-in per account
    const dir = mkdtempSync(path.join(tmpdir(), "html-validity-"));
    try {
      const names = new Map<string, string>();
      for (const [index, page] of pages.entries()) {
        const label = `${page.post ? "POST " : ""}${page.path}${page.as ? ` (as ${page.as})` : ""}`;
        const headers: Record<string, string> = {};
        if (page.as) {
          if (!cookies.has(page.as))
            cookies.set(page.as, await sessionCookie(baseUrl, demoAccounts[page.as]));
          headers.cookie = cookies.get(page.as)!;
        }
        const response = await fetch(
          baseUrl + page.path,
          page.post
            ? {
                method: "POST",
                redirect: "manual",
                headers: { ...headers, origin: baseUrl, "content-type": "application/x-www-form-urlencoded" },
                body: new URLSearchParams(page.post),
              }
            : { redirect: "manual", headers },
        );
        expect(response.status, label).toBe(page.status ?? 200);
        const file = path.join(dir, `${String(index).padStart(2, "0")}.html`);
        writeFileSync(file, await response.text());
        names.set(path.basename(file), label);
      }

      const errors = vnu([...names.keys()].map((name) => path.join(dir, name))).map((message) => {
        const page = names.get(path.basename(message.url ?? "")) ?? message.url ?? "(no page)";
        const near = message.extract ? ` near “${message.extract.trim().slice(0, 120)}”` : "";
        return `${page}, line ${message.lastLine ?? "?"}:${message.firstColumn ?? "?"}: ${message.message}${near}`;
      });
      expect(errors, `the Nu HTML checker found errors:\n${errors.join("\n")}`).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
