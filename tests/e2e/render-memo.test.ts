// Rendering remembered by URL and loader data (server/http/render-memo.ts):
// signed-in pages are rendered once for the same data, yet each visitor still
// gets their own page; a page sent again from memory is the same bytes, with
// its inline scripts allowed by hash, and compressed once.
import { createHash } from "node:crypto";
import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  demoAccounts,
  hydrated,
  newCompleteCandidate,
  newPage,
  sessionCookie,
  signInAs,
  setupServerAndBrowser,
  visible,
} from "../support/e2e";
import { rawGet } from "../support/raw-get";

const e2e = setupServerAndBrowser();

/** A new candidate with a complete profile, signed in: their Cookie header. */
const newCandidate = async () => sessionCookie(e2e.server.baseUrl, await newCompleteCandidate(e2e.server));

async function page(path: string, cookie: string) {
  const response = await fetch(`${e2e.server.baseUrl}${path}`, { headers: { cookie } });
  expect(response.status).toBe(200);
  const policy = response.headers.get("content-security-policy")!;
  return { html: await response.text(), policy, nonce: policy.match(/'nonce-([^']+)'/)?.[1] ?? null };
}

/** The page's inline scripts, as the policy names them when it lists them by hash. */
const inlineScriptSources = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((match) => !/\ssrc=/.test(match[1]) && match[2] !== "")
    .map((match) => `'sha256-${createHash("sha256").update(match[2]).digest("base64")}'`);

const renders = () => ({ ...e2e.server.services.renders.stats });

// The same session with another Cookie header: a page kept for the session
// (decision 0015) is keyed by the whole header, so these reach the render memo.
const alsoCarrying = (cookie: string, visit: number) => `${cookie}; visit=${visit}`;

async function someActiveJob() {
  return e2e.server.services.db
    .selectFrom("jobs")
    .select(["id", "title"])
    .where("is_active", "=", true)
    .orderBy("created_at", "desc")
    .executeTakeFirstOrThrow();
}

describe("remembered renders", () => {
  it("render a signed-in page once for the same data, and send the same bytes again", async () => {
    const cookie = await sessionCookie(e2e.server.baseUrl, demoAccounts.candidate);
    const path = "/jobs?q=engineer";
    const first = await page(path, cookie);
    const before = renders();
    const second = await page(path, alsoCarrying(cookie, 2));
    expect(renders().hits).toBe(before.hits + 1);
    expect(renders().misses).toBe(before.misses);

    // The first answer was rendered for its request, with its own nonce.
    expect(first.nonce).toBeTruthy();
    const nonces = [...first.html.matchAll(/\snonce="([^"]*)"/g)].map((match) => match[1]);
    expect(new Set(nonces)).toEqual(new Set([first.nonce]));
    // The second is the same page; the first answer's nonce is no longer in
    // any policy, which instead lists every inline script of the page by hash.
    expect(second.html).toBe(first.html);
    expect(second.nonce).toBeNull();
    const sources = inlineScriptSources(second.html);
    expect(sources.length).toBeGreaterThan(1);
    for (const source of sources) expect(second.policy).toContain(source);
    expect(second.policy).toContain("script-src 'self' 'sha256-");
  });

  it("send a kept page compressed as the browser asks, without compressing it again", async () => {
    const cookie = await sessionCookie(e2e.server.baseUrl, demoAccounts.candidate);
    const path = "/jobs?q=technician";
    const { html } = await page(path, cookie);
    const asBrowser = (visit: number) =>
      rawGet(`${e2e.server.baseUrl}${path}`, {
        cookie: alsoCarrying(cookie, visit),
        "accept-encoding": "gzip, deflate, br, zstd",
      });
    const before = renders();
    const [one, two] = [await asBrowser(1), await asBrowser(2)];
    expect(renders().hits).toBe(before.hits + 2);
    expect(one.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(one.body).toString()).toBe(html);
    // Made once: the same bytes both times.
    expect(two.body.equals(one.body)).toBe(true);
  });

  it("share one render between candidates whose pages are the same, and no more", async () => {
    const job = await someActiveJob();
    const path = `/jobs?q=${encodeURIComponent(job.title)}`;
    const [applicant, other, third] = await Promise.all([newCandidate(), newCandidate(), newCandidate()]);
    const apply = await fetch(`${e2e.server.baseUrl}/jobs/${job.id}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        cookie: applicant,
        origin: e2e.server.baseUrl,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ coverLetter: "" }),
    });
    expect(apply.status).toBeLessThan(400);

    const mine = await page(path, applicant);
    const before = renders();
    const theirs = await page(path, other);
    const thirds = await page(path, third);
    // The second of the two candidates with no application got the first one's render.
    expect(renders().hits).toBe(before.hits + 1);
    expect(thirds.html).toBe(theirs.html);

    const cardOf = (html: string) => {
      const start = html.indexOf(`href="/jobs/${job.id}"`);
      expect(start).toBeGreaterThan(-1);
      return html.slice(start, html.indexOf("</article>", start));
    };
    expect(cardOf(mine.html)).toContain(">Applied<");
    expect(cardOf(theirs.html)).not.toContain(">Applied<");
    expect(cardOf(theirs.html)).toContain("Quick Apply");
  });

  it("render anew when the data changes", async () => {
    const cookie = await sessionCookie(e2e.server.baseUrl, demoAccounts.candidate);
    const job = await someActiveJob();
    const before = await page(`/jobs/${job.id}`, cookie);
    expect(before.html).toContain(job.title);
    const title = `${job.title} (Night Shift)`;
    await e2e.server.services.db.updateTable("jobs").set({ title }).where("id", "=", job.id).execute();
    const after = await page(`/jobs/${job.id}`, cookie);
    expect(after.html).toContain(title);
    await e2e.server.services.db
      .updateTable("jobs")
      .set({ title: job.title })
      .where("id", "=", job.id)
      .execute();
  });

  it("hydrate and navigate in a real browser with no policy violation", async () => {
    const { page: tab, context } = await newPage(e2e.browser, e2e.server.baseUrl);
    const problems: string[] = [];
    tab.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    tab.on("pageerror", (error) => problems.push(error.message));
    await signInAs(tab, demoAccounts.candidate);
    await tab.goto("/jobs?q=network");
    const before = renders();
    await context.addCookies([{ name: "visit", value: "2", url: e2e.server.baseUrl }]);
    await tab.goto("/jobs?q=network");
    expect(renders().hits).toBe(before.hits + 1);
    await hydrated(tab);
    await tab.getByRole("link", { name: "My Applications" }).first().click();
    await tab.waitForURL("**/my-applications");
    await visible(tab.getByRole("heading", { level: 1 }));
    expect(problems).toEqual([]);
    await context.close();
  });
});
