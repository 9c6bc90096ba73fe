// Rendering remembered by URL and loader data (server/http/render-memo.ts):
// signed-in pages are rendered once for the same data, yet each visitor still
// gets their own page, and each response its own CSP nonce.
import { describe, expect, it } from "vitest";
import {
  demoAccounts,
  hydrated,
  newPage,
  sessionCookie,
  signInAs,
  setupServerAndBrowser,
  visible,
} from "../support/e2e";

const e2e = setupServerAndBrowser();

let counter = 0;

/** A new candidate with a complete profile, signed in: their Cookie header. */
async function newCandidate(): Promise<string> {
  const email = `memo-${++counter}@example.com`;
  const password = "good-password-1";
  const { user } = await e2e.server.services.auth.api.signUpEmail({ body: { email, password, name: "" } });
  await e2e.server.services.db
    .insertInto("candidate_profiles")
    .values({
      user_id: user.id,
      phone: `+9198100${String(counter).padStart(5, "0")}`,
      first_name: "Asha",
      last_name: "Verma",
      current_city: "Pune",
      total_experience: "3-5",
      profile_summary: "NOC engineer.",
    })
    .execute();
  return sessionCookie(e2e.server.baseUrl, { email, password });
}

async function page(path: string, cookie: string) {
  const response = await fetch(`${e2e.server.baseUrl}${path}`, { headers: { cookie } });
  expect(response.status).toBe(200);
  const nonce = response.headers.get("content-security-policy")!.match(/'nonce-([^']+)'/)![1]!;
  return { html: await response.text(), nonce };
}

const renders = () => ({ ...e2e.server.services.renders.stats });

async function someActiveJob() {
  return e2e.server.services.db
    .selectFrom("jobs")
    .select(["id", "title"])
    .where("is_active", "=", true)
    .orderBy("created_at", "desc")
    .executeTakeFirstOrThrow();
}

describe("remembered renders", () => {
  it("render a signed-in page once for the same data, each answer with its own nonce", async () => {
    const cookie = await sessionCookie(e2e.server.baseUrl, demoAccounts.candidate);
    const path = "/jobs?q=engineer";
    const first = await page(path, cookie);
    const before = renders();
    const second = await page(path, cookie);
    expect(renders().hits).toBe(before.hits + 1);
    expect(renders().misses).toBe(before.misses);

    expect(second.nonce).not.toBe(first.nonce);
    for (const { html, nonce } of [first, second]) {
      const nonces = [...html.matchAll(/\snonce="([^"]*)"/g)].map((match) => match[1]);
      expect(nonces.length).toBeGreaterThan(0);
      expect(new Set(nonces)).toEqual(new Set([nonce]));
    }
    expect(second.html.replaceAll(second.nonce, "N")).toBe(first.html.replaceAll(first.nonce, "N"));
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
    expect(thirds.html.replaceAll(thirds.nonce, "N")).toBe(theirs.html.replaceAll(theirs.nonce, "N"));

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
