// The in-memory cache of anonymous public pages (server/http/page-cache.ts):
// what it keeps, what it never keeps, that a cached page still runs under a
// strict Content-Security-Policy, and that a change to the jobs reaches
// visitors at once, whoever wrote it.
import { createHash } from "node:crypto";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import {
  cachedAnswer as cachedAnswerAt,
  demoAccounts,
  pageReady,
  newPage,
  pageOnceChanged,
  sessionCookie,
  setupServerAndBrowser,
  visible,
} from "../support/e2e";
import { answerOnce, changesHeard } from "../support/eventually";
import { rawGet } from "../support/raw-get";

const e2e = setupServerAndBrowser();

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${e2e.server.baseUrl}${path}`, { headers, redirect: "manual" });

/** `path` from the page cache (tests/support/e2e.ts). */
const cachedAnswer = (path: string, headers: Record<string, string> = {}) =>
  cachedAnswerAt(`${e2e.server.baseUrl}${path}`, headers);

async function activeJob(title?: string) {
  let query = e2e.server.services.db
    .selectFrom("jobs")
    .select(["id", "title"])
    .where("is_active", "=", true)
    .orderBy("created_at", "desc");
  if (title) query = query.where("title", "=", title);
  return query.executeTakeFirstOrThrow();
}

describe("anonymous public pages", () => {
  it("are rendered once, then sent from memory with the same content", async () => {
    const first = await get("/about");
    expect(first.status).toBe(200);
    const second = await cachedAnswer("/about");
    expect(await second.text()).toBe(await first.text());
  });

  it("keep the careers list and every job page", async () => {
    const job = await activeJob();
    for (const path of ["/careers", `/jobs/${job.id}`]) {
      const again = await cachedAnswer(path);
      expect(await again.text(), path).toContain(job.title);
    }
  });

  it("allow exactly their own inline scripts by hash in the Content-Security-Policy", async () => {
    const response = await cachedAnswer("/careers");
    const policy = response.headers.get("content-security-policy")!;
    const html = await response.text();
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes, body]) => !/\ssrc=/.test(attributes) && body !== "",
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const [, , body] of inline) {
      expect(policy).toContain(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
    }
    const scriptSources = policy.match(/script-src ([^;]*)/)![1];
    expect(scriptSources).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
  });

  it("run their inline visitor script in a real browser with no policy violation", async () => {
    await get("/support");
    const { page, context } = await newPage(e2e.browser, e2e.server.baseUrl);
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    const response = await page.goto("/support");
    expect(response?.headers()["x-page-cache"]).toBe("hit");
    await pageReady(page);
    // The toast comes from the inline script, which runs only if the cached
    // page's policy carries its hash (the nonce in the HTML is another response's).
    await page
      .getByRole("link", { name: /Email Support/ })
      .first()
      .click();
    await visible(page.getByRole("region", { name: "Notifications" }).getByText("Email client opened"));
    expect(problems).toEqual([]);
    await context.close();
  });

  it("are compressed for the browser, and answer 304 to a browser that has the page", async () => {
    await get("/services");
    const brotli = await fetch(`${e2e.server.baseUrl}/services`, { headers: { "accept-encoding": "br" } });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    const gzip = await fetch(`${e2e.server.baseUrl}/services`, { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    // fetch decodes both: the same page either way.
    expect(await brotli.text()).toBe(await gzip.text());
    const etag = gzip.headers.get("etag")!;
    expect(etag).toBeTruthy();
    // node:http, not fetch: fetch adds "Cache-Control: no-cache" to a conditional request.
    const { status } = await rawGet(`${e2e.server.baseUrl}/services`, { "if-none-match": etag });
    expect(status).toBe(304);
  });
});

describe("never cached", () => {
  it("a signed-in visitor's pages: each shows that person", async () => {
    await get("/careers");
    const cookie = await sessionCookie(e2e.server.baseUrl, demoAccounts.candidate);
    const response = await get("/careers", { cookie });
    expect(response.headers.get("x-page-cache")).toBeNull();
    expect(response.headers.get("content-security-policy")).toContain("'nonce-");
    const html = await response.text();
    expect(html).toContain("Sign Out");
    // And the anonymous copy was not replaced by the signed-in one.
    expect(await (await get("/careers")).text()).not.toContain("Sign Out");
  });

  it("a signed-in visitor's answers, by any cache: shared, or the browser's own", async () => {
    const cookie = await sessionCookie(e2e.server.baseUrl, demoAccounts.candidate);
    for (const path of ["/profile", "/jobs?q=noc", "/jobs.data?q=noc", "/careers", "/my-applications"]) {
      const response = await get(path, { cookie });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("private, no-store");
    }
    // Asked for again: the same.
    expect((await get("/jobs?q=noc", { cookie })).headers.get("cache-control")).toBe("private, no-store");
    // Anonymous pages stay cacheable by the browser (revalidated by ETag).
    expect((await cachedAnswer("/careers")).headers.get("cache-control")).toBeNull();
    // The site's scripts and styles are the same for everyone: kept for a year, signed in or not.
    const html = await (await get("/careers", { cookie })).text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)![0];
    expect((await get(asset, { cookie })).headers.get("cache-control")).toContain("immutable");
  });

  it("a page for a browser holding a one-time message (toast) or any other cookie of ours", async () => {
    await cachedAnswer("/");
    for (const cookie of ["jb_toast=message", "jb.session_token=expired", "__Secure-jb.session_token=x"]) {
      expect((await get("/", { cookie })).headers.get("x-page-cache"), cookie).toBeNull();
    }
    // Someone else's cookies (analytics, say) do not make the page personal.
    await cachedAnswer("/", { cookie: "_ga=GA1.1.1" });
  });

  it("answers other than 200, pages outside the public list, and other methods", async () => {
    const missing = "/jobs/00000000-0000-4000-8000-000000000000";
    await get(missing);
    const again = await get(missing);
    expect(again.status).toBe(404);
    expect(again.headers.get("x-page-cache")).toBeNull();
    for (const path of ["/auth", "/register", "/reset-password?token=abc", "/profile"]) {
      await get(path);
      expect((await get(path)).headers.get("x-page-cache"), path).toBeNull();
    }
    const head = await fetch(`${e2e.server.baseUrl}/about`, { method: "HEAD" });
    expect(head.headers.get("x-page-cache")).toBeNull();
  });
});

describe("a change to the jobs", () => {
  it("made through the app reaches the cached careers list and job page at once", async () => {
    const job = await activeJob();
    const jobPage = `/jobs/${job.id}`;
    for (const path of ["/careers", jobPage]) await cachedAnswer(path);
    await e2e.server.services.db
      .updateTable("jobs")
      .set({ is_active: false })
      .where("id", "=", job.id)
      .execute();
    try {
      const careers = await (await get("/careers")).text();
      expect(careers).not.toContain(`/jobs/${job.id}`);
      expect((await get(jobPage)).status).toBe(404);
    } finally {
      await e2e.server.services.db
        .updateTable("jobs")
        .set({ is_active: true })
        .where("id", "=", job.id)
        .execute();
    }
    expect((await get(jobPage)).status).toBe(200);
  });

  it("made by anyone else (another instance, an operator in psql) reaches them as soon as it commits", async () => {
    const job = await activeJob();
    const jobPage = `/jobs/${job.id}`;
    await cachedAnswer(jobPage);
    // Plain SQL, which this process does not notice itself: only PostgreSQL's
    // notification at commit can tell the cache. It arrives a moment later on
    // a server, so the page is asked for until it changes (at most 5 s).
    await sql`update jobs set title = 'Renamed Tower Engineer' where id = ${job.id}`.execute(
      e2e.server.services.db,
    );
    try {
      const page = await pageOnceChanged(`${e2e.server.baseUrl}${jobPage}`, (html) =>
        html.includes("Renamed Tower Engineer"),
      );
      expect(page).toContain("Renamed Tower Engineer");
    } finally {
      await sql`update jobs set title = ${job.title} where id = ${job.id}`.execute(e2e.server.services.db);
    }
  });

  it("to a column added later, and to it alone, reaches the cached pages and searches", async () => {
    const { db } = e2e.server.services;
    const job = await activeJob();
    const jobPage = `/jobs/${job.id}`;
    const search = `/jobs?q=${encodeURIComponent(job.title)}`;
    const cookie = await sessionCookie(e2e.server.baseUrl, demoAccounts.candidate);
    const renamed = `${job.title} (Night Shift)`;
    await sql`alter table jobs add column site_code text`.execute(db);
    try {
      // Earlier tests' changes heard first: nothing else empties the caches below.
      await changesHeard(e2e.server.services);
      await cachedAnswer(jobPage);
      expect(await (await get(search, { cookie })).text()).toContain(job.title);
      // A new title written with every trigger off, as if its notification were
      // lost: the page in memory still shows the old one.
      await db.transaction().execute(async (trx) => {
        await sql`set local session_replication_role = replica`.execute(trx);
        await sql`update jobs set title = ${renamed} where id = ${job.id}`.execute(trx);
      });
      expect(await (await cachedAnswer(jobPage)).text()).not.toContain(renamed);
      // Only the new column changes (plain SQL: PostgreSQL's notification is
      // all that tells), and the pages and the search show the job as it is.
      await sql`update jobs set site_code = 'NOI-3' where id = ${job.id}`.execute(db);
      const page = await pageOnceChanged(`${e2e.server.baseUrl}${jobPage}`, (html) => html.includes(renamed));
      expect(page).toContain(renamed);
      const found = await answerOnce(
        async () => (await get(search, { cookie })).text(),
        (html) => html.includes(renamed),
      );
      expect(found).toContain(renamed);
    } finally {
      await sql`update jobs set title = ${job.title} where id = ${job.id}`.execute(db);
      await sql`alter table jobs drop column site_code`.execute(db);
    }
  });

  it("an application (which only moves the employer's count) keeps the cached pages", async () => {
    await cachedAnswer("/careers");
    const job = await activeJob();
    // What the applications trigger does when a candidate applies.
    await sql`update jobs set application_count = application_count where id = ${job.id}`.execute(
      e2e.server.services.db,
    );
    expect((await get("/careers")).headers.get("x-page-cache")).toBe("hit");
  });
});
