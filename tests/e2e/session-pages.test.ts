// Signed-in pages kept for their session (server/http/session-pages.ts,
// decision 0015): sent again without React Router while nothing they show
// has changed, only to the session they were made for, never for pages that
// do not take part, and forgotten on any change.
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from "kysely";
import { describe, expect, it } from "vitest";
import {
  demoAccounts,
  DESKTOP,
  hydrated,
  newCompleteCandidate,
  newPage,
  PHONE,
  screenshot,
  sessionCookie,
  setupServerAndBrowser,
  useCookies,
  visible,
} from "../support/e2e";

const e2e = setupServerAndBrowser();

/** A new candidate with a complete profile, signed in: their profile id and Cookie header. */
async function newCandidate(first = "Asha"): Promise<{ id: string; cookie: string }> {
  const candidate = await newCompleteCandidate(e2e.server, { first, last: "Verma" });
  return { id: candidate.profileId, cookie: await sessionCookie(e2e.server.baseUrl, candidate) };
}

async function get(path: string, cookie: string) {
  const response = await fetch(`${e2e.server.baseUrl}${path}`, { headers: { cookie }, redirect: "manual" });
  return {
    status: response.status,
    kept: response.headers.get("x-page-cache") === "session",
    headers: response.headers,
    html: await response.text(),
  };
}

const post = (path: string, cookie: string, form: Record<string, string>) =>
  fetch(`${e2e.server.baseUrl}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie, origin: e2e.server.baseUrl, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form),
  });

/** A job of the demo employer's, newest first. */
async function employersJob() {
  return e2e.server.services.db
    .selectFrom("jobs")
    .innerJoin("user_roles", "user_roles.user_id", "jobs.posted_by")
    .select(["jobs.id", "jobs.title"])
    .where("user_roles.email", "=", demoAccounts.employer.email)
    .where("jobs.is_active", "=", true)
    .orderBy("jobs.created_at", "desc")
    .executeTakeFirstOrThrow();
}

// What PostgreSQL tells every instance of when it changes (migrations 0003,
// 0005 and 0007 through the jobs' triggers, 0006, 0008, 0009). "user" is read
// for its e-mail and creation date: 0006 tells of a changed e-mail or a
// removal, and the date never changes.
const NOTIFIED_TABLES = new Set([
  "jobs",
  "searchable_jobs",
  "search_words",
  "session",
  "user",
  "user_roles",
  "job_applications",
  "candidate_profiles",
  "candidate_education",
  "candidate_skills",
  "candidate_experience",
]);

/**
 * Every table a query names: its table nodes, and FROM or JOIN in its raw SQL
 * fragments, less the names of its common table expressions (WITH x AS) and
 * table aliases (FROM t AS x).
 */
function tablesOf(node: unknown, tables: Set<string>, expressions: Set<string>) {
  if (!node || typeof node !== "object") return;
  if (Array.isArray(node)) {
    for (const item of node) tablesOf(item, tables, expressions);
    return;
  }
  const { kind, table, sqlFragments, alias } = node as {
    kind?: string;
    table?: { table?: { identifier?: { name?: string } }; identifier?: { name?: string } };
    sqlFragments?: readonly string[];
    alias?: { name?: string };
  };
  if (kind === "CommonTableExpressionNameNode" && table?.table?.identifier?.name)
    expressions.add(table.table.identifier.name);
  // "searchable_jobs as found": columns then name "found" as their table.
  if (
    kind === "AliasNode" &&
    (node as { node?: { kind?: string } }).node?.kind === "TableNode" &&
    alias?.name
  )
    expressions.add(alias.name);
  if (kind === "TableNode" && table?.identifier?.name) tables.add(table.identifier.name);
  if (kind === "RawNode" && sqlFragments) {
    const text = sqlFragments.join(" ");
    for (const match of text.matchAll(/\b(?:from|join)\s+"?([a-z_]+)(?![a-z_])"?(?!\s*\()/gi))
      tables.add(match[1]);
    for (const match of text.matchAll(/\b([a-z_]+)\s+as\s+(?:not\s+)?(?:materialized\s+)?\(/gi))
      expressions.add(match[1]);
  }
  for (const value of Object.values(node)) tablesOf(value, tables, expressions);
}

class TablesRead implements KyselyPlugin {
  readonly #tables = new Set<string>();
  readonly #expressions = new Set<string>();
  get tables(): string[] {
    return [...this.#tables].filter((name) => !this.#expressions.has(name));
  }
  transformQuery({ node }: PluginTransformQueryArgs) {
    tablesOf(node, this.#tables, this.#expressions);
    return node;
  }
  async transformResult({ result }: PluginTransformResultArgs) {
    return result;
  }
}

describe("pages kept for a session", () => {
  it("take part only for routes whose loaders read nothing but tables whose changes are notified", async () => {
    const { services } = e2e.server;
    const job = await employersJob();
    const candidate = await newCandidate();
    expect((await post(`/jobs/${job.id}`, candidate.cookie, { coverLetter: "" })).status).toBeLessThan(400);
    const employer = await sessionCookie(e2e.server.baseUrl, demoAccounts.employer);
    const admin = await sessionCookie(e2e.server.baseUrl, demoAccounts.admin);
    const visits: [string, string][] = [
      [candidate.cookie, "/jobs"],
      [candidate.cookie, "/jobs?q=engineer&state=Uttar+Pradesh&experience=3-5&page=1"],
      [candidate.cookie, "/jobs?q=enginer"],
      [candidate.cookie, `/jobs/${job.id}`],
      [employer, "/employer-dashboard"],
      [employer, "/employer-dashboard?tab=jobs"],
      [employer, `/employer-dashboard?tab=applications&job=${job.id}&status=applied&sort=oldest`],
      [employer, `/employer-dashboard?tab=applications&job=${job.id}&candidate=${candidate.id}`],
      [admin, "/employer-dashboard?tab=users&q=verma"],
      [admin, `/employer-dashboard?tab=applications&job=${job.id}&candidate=${candidate.id}`],
    ];
    const recorder = new TablesRead();
    const db = services.db;
    services.db = db.withPlugin(recorder);
    try {
      for (const [cookie, path] of visits) {
        // Nothing from memory: every loader reads what it reads.
        for (const cache of [...Object.values(services.caches), services.applicants, services.searchTerms])
          cache.clear();
        services.sessionPages.clear();
        const answer = await get(path, cookie);
        expect(answer.status, path).toBe(200);
        expect((await get(path, cookie)).kept, path).toBe(true);
      }
    } finally {
      services.db = db;
    }
    expect(recorder.tables).toEqual(
      expect.arrayContaining(["jobs", "job_applications", "candidate_profiles"]),
    );
    expect(recorder.tables.filter((table) => !NOTIFIED_TABLES.has(table))).toEqual([]);
  });

  it("send a candidate's job page again as it was, with this response's own headers", async () => {
    const job = await employersJob();
    const { cookie } = await newCandidate();
    const first = await get(`/jobs/${job.id}`, cookie);
    const again = await get(`/jobs/${job.id}`, cookie);
    expect(first.status).toBe(200);
    expect(first.kept).toBe(false);
    expect(again.kept).toBe(true);
    expect(again.html).toBe(first.html);
    expect(again.html).toContain(job.title);
    // Kept pages list their inline scripts by hash; the answer is still private and its own.
    const policy = again.headers.get("content-security-policy")!;
    expect(policy).toContain("'sha256-");
    expect(policy).not.toContain("nonce");
    expect(again.headers.get("cache-control")).toBe("private, no-store");
    expect(again.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(again.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
  });

  it("forget a candidate's search once they apply to a job in it", async () => {
    const job = await employersJob();
    const { cookie } = await newCandidate();
    const path = `/jobs?q=${encodeURIComponent(job.title)}`;
    const first = await get(path, cookie);
    expect(first.html).toContain(job.title);
    expect((await get(path, cookie)).kept).toBe(true);
    const cardOf = (html: string) => {
      const start = html.indexOf(`href="/jobs/${job.id}"`);
      expect(start).toBeGreaterThan(-1);
      return html.slice(start, html.indexOf("</article>", start));
    };
    expect(cardOf(first.html)).not.toContain(">Applied<");
    expect((await post(`/jobs/${job.id}`, cookie, { coverLetter: "" })).status).toBeLessThan(400);
    const after = await get(path, cookie);
    expect(after.kept).toBe(false);
    expect(cardOf(after.html)).toContain(">Applied<");
  });

  it("never send one session's page to another", async () => {
    const job = await employersJob();
    const looker = await newCandidate();
    const applicant = await newCandidate();
    expect((await post(`/jobs/${job.id}`, applicant.cookie, { coverLetter: "" })).status).toBeLessThan(400);
    await get(`/jobs/${job.id}`, looker.cookie);
    expect((await get(`/jobs/${job.id}`, looker.cookie)).kept).toBe(true);

    const theirs = await get(`/jobs/${job.id}`, applicant.cookie);
    expect(theirs.kept).toBe(false);
    expect(theirs.html).toMatch(/>\s*Applied\s*</);
    const lookers = await get(`/jobs/${job.id}`, looker.cookie);
    expect(lookers.html).not.toMatch(/>\s*Applied\s*</);
    // A second session of the same person is another Cookie header: its own answer.
    const employer = await sessionCookie(e2e.server.baseUrl, demoAccounts.employer);
    expect((await get(`/jobs/${job.id}`, employer)).kept).toBe(false);
  });

  it("forget an employer's list when a status, an application or a profile changes", async () => {
    const job = await employersJob();
    const employer = await sessionCookie(e2e.server.baseUrl, demoAccounts.employer);
    const candidate = await newCandidate("Meera");
    expect((await post(`/jobs/${job.id}`, candidate.cookie, { coverLetter: "" })).status).toBeLessThan(400);
    const path = `/employer-dashboard?tab=applications&job=${job.id}`;
    const list = await get(path, employer);
    expect(list.html).toContain("Meera Verma");
    expect((await get(path, employer)).kept).toBe(true);

    // A status set through the dashboard.
    const application = await e2e.server.services.db
      .selectFrom("job_applications")
      .select("id")
      .where("job_id", "=", job.id)
      .where("candidate_id", "=", candidate.id)
      .executeTakeFirstOrThrow();
    expect(
      (await post("/employer-dashboard", employer, { applicationId: application.id, status: "reviewed" }))
        .status,
    ).toBe(200);
    const afterStatus = await get(path, employer);
    expect(afterStatus.kept).toBe(false);
    expect(afterStatus.html).not.toBe(list.html);
    expect((await get(`${path}&status=reviewed`, employer)).html).toContain("Meera Verma");

    // A candidate's profile edited.
    expect((await get(path, employer)).kept).toBe(true);
    await e2e.server.services.db
      .updateTable("candidate_profiles")
      .set({ first_name: "Meenakshi" })
      .where("id", "=", candidate.id)
      .execute();
    const afterProfile = await get(path, employer);
    expect(afterProfile.kept).toBe(false);
    expect(afterProfile.html).toContain("Meenakshi Verma");

    // A new application.
    expect((await get(path, employer)).kept).toBe(true);
    const another = await newCandidate("Kavya");
    expect((await post(`/jobs/${job.id}`, another.cookie, { coverLetter: "" })).status).toBeLessThan(400);
    const afterApply = await get(path, employer);
    expect(afterApply.kept).toBe(false);
    expect(afterApply.html).toContain("Kavya Verma");
  });

  it("keep nothing for pages that do not take part, data requests, or answers that set a cookie", async () => {
    const job = await employersJob();
    const { cookie } = await newCandidate();
    for (const path of ["/profile", "/my-applications", `/jobs/${job.id}.data`, "/jobs.data?q=engineer"]) {
      await get(path, cookie);
      expect((await get(path, cookie)).kept, path).toBe(false);
    }
    // A toast's cookie is cleared by the page that shows it: that page is not kept.
    const toast = `${cookie}; jb_toast=${encodeURIComponent(JSON.stringify({ title: "Hello", description: "there" }))}`;
    const withToast = await get(`/jobs/${job.id}`, toast);
    expect(withToast.headers.get("set-cookie")).toBeTruthy();
    expect((await get(`/jobs/${job.id}`, toast)).kept).toBe(false);
  });

  it("stop sending a page once its session is signed out", async () => {
    const job = await employersJob();
    const { cookie } = await newCandidate();
    await get(`/jobs/${job.id}`, cookie);
    const kept = await get(`/jobs/${job.id}`, cookie);
    expect(kept.kept).toBe(true);
    expect(kept.html).toContain("My Applications");
    expect((await post("/sign-out", cookie, {})).status).toBeLessThan(400);
    const after = await get(`/jobs/${job.id}`, cookie);
    expect(after.kept).toBe(false);
    expect(after.html).not.toContain("My Applications");
    expect(after.html).toContain("Sign In");
  });

  it("hydrate a kept employer dashboard in a real browser with no policy violation", async () => {
    const job = await employersJob();
    const cookie = await sessionCookie(e2e.server.baseUrl, demoAccounts.employer);
    const path = `/employer-dashboard?tab=applications&job=${job.id}`;
    await get(path, cookie);
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: DESKTOP });
    await useCookies(context, e2e.server.baseUrl, cookie);
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    const response = await page.goto(path);
    expect(response?.headers()["x-page-cache"]).toBe("session");
    await hydrated(page);
    await visible(page.getByRole("heading", { name: "Employer Dashboard" }));
    await screenshot(page, "session-kept-employer-list-1280");
    await page.getByRole("link", { name: "My Jobs" }).click();
    await page.waitForURL("**/employer-dashboard?tab=jobs");
    await visible(page.getByText(job.title, { exact: true }).first());
    expect(problems).toEqual([]);
    await context.close();
  });

  it("show a candidate the same job page, kept, at phone size", async () => {
    const job = await employersJob();
    const { cookie } = await newCandidate();
    await get(`/jobs/${job.id}`, cookie);
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl, { viewport: PHONE });
    await useCookies(context, e2e.server.baseUrl, cookie);
    const response = await page.goto(`/jobs/${job.id}`);
    expect(response?.headers()["x-page-cache"]).toBe("session");
    await hydrated(page);
    await visible(page.getByRole("heading", { level: 1, name: job.title }));
    await visible(page.getByRole("link", { name: "Apply Now" }));
    await screenshot(page, "session-kept-job-page-390");
    await context.close();
  });
});
