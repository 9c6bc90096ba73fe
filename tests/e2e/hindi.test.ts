// The site in Hindi (issue #25): which language a request is answered in,
// the public pages' Hindi addresses and what search engines are told of them,
// the language switch, and a sweep of every page each role opens, in Hindi,
// for English left over from the interface.
import { beforeAll, describe, expect, it } from "vitest";
import { localizedPath } from "../../common/i18n";
import { site } from "../../app/site.config";
import { hindiCatalogue, sayPattern } from "../support/catalogue";
import { demoAccounts, libraryCookie, newCompleteCandidate, setupTestServer } from "../support/e2e";
import { pagesOf, sweepRows, type SweepRole, type SweepRows } from "../support/pages";

const e2e = setupTestServer();
let rows: SweepRows;

beforeAll(async () => {
  rows = await sweepRows(e2e.server.services);
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(new URL(path, e2e.server.baseUrl), { headers, redirect: "manual" });

const langOf = (html: string) => /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1];

describe("the language of a page", () => {
  it("is the address's for a public page, and a visitor who prefers Hindi is sent to its Hindi address", async () => {
    const english = await get("/careers");
    expect(english.status).toBe(200);
    expect(langOf(await english.text())).toBe("en-IN");

    const hindi = await get("/hi/careers");
    expect(hindi.status).toBe(200);
    const html = await hindi.text();
    expect(langOf(html)).toBe("hi-IN");
    expect(html).toContain(hindiCatalogue().get("Careers"));

    // First visit, the browser asks for Hindi: to the Hindi address, keeping the query.
    const byBrowser = await get("/careers?q=noc", { "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" });
    expect(byBrowser.status).toBe(302);
    expect(byBrowser.headers.get("location")).toBe("/hi/careers?q=noc");
    const home = await get("/", { cookie: "lang=hi-IN" });
    expect(home.headers.get("location")).toBe("/hi");
    // A choice of English outweighs the browser; an English browser stays.
    expect((await get("/careers", { cookie: "lang=en-IN", "accept-language": "hi" })).status).toBe(200);
    expect((await get("/careers", { "accept-language": "en-GB,en;q=0.9" })).status).toBe(200);
    // The Hindi address is Hindi whatever the visitor chose before.
    expect(langOf(await (await get("/hi/about", { cookie: "lang=en-IN" })).text())).toBe("hi-IN");
  });

  it("follows the cookie, then the browser, on a page with one address", async () => {
    const byCookie = await (await get("/auth", { cookie: "lang=hi-IN" })).text();
    expect(langOf(byCookie)).toBe("hi-IN");
    expect(byCookie).toContain(hindiCatalogue().get("Skip to content"));
    expect(langOf(await (await get("/auth", { "accept-language": "hi" })).text())).toBe("hi-IN");
    expect(langOf(await (await get("/auth", { "accept-language": "fr, de" })).text())).toBe("en-IN");
    expect(
      langOf(await (await get("/auth", { cookie: "lang=__proto__", "accept-language": "en" })).text()),
    ).toBe("en-IN");
  });

  it("names both addresses of a public page (hreflang), its own as canonical, and keeps the job's structured data", async () => {
    const origin = e2e.server.baseUrl;
    const job = `/jobs/${rows.jobId}`;
    const english = await (await get(job)).text();
    const hindi = await (await get(`/hi${job}`)).text();
    for (const html of [english, hindi]) {
      expect(html).toMatch(new RegExp(`<link rel="alternate" hrefLang="en-IN" href="${origin}${job}"/>`));
      expect(html).toMatch(new RegExp(`<link rel="alternate" hrefLang="hi-IN" href="${origin}/hi${job}"/>`));
      expect(html).toMatch(new RegExp(`<link rel="alternate" hrefLang="x-default" href="${origin}${job}"/>`));
    }
    expect(hindi).toContain(`<link rel="canonical" href="${origin}/hi${job}"/>`);
    expect(english).toContain(`<link rel="canonical" href="${origin}${job}"/>`);
    const jsonLd = (html: string) =>
      JSON.parse(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]);
    expect(jsonLd(hindi)).toEqual(jsonLd(english));
  });

  it("keeps each address's language in the page cache", async () => {
    for (let round = 0; round < 2; round++) {
      expect(langOf(await (await get("/hi/services")).text())).toBe("hi-IN");
      expect(langOf(await (await get("/services")).text())).toBe("en-IN");
    }
    expect((await get("/hi/services")).headers.get("x-page-cache")).toBe("hit");
    expect((await get("/services")).headers.get("x-page-cache")).toBe("hit");
  });
});

describe("the language switch", () => {
  const post = (body: Record<string, string>, cookie = "") =>
    fetch(`${e2e.server.baseUrl}/language`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: e2e.server.baseUrl,
        ...(cookie ? { cookie } : {}),
      },
      body: new URLSearchParams(body),
    });

  it("is in the header and footer of every page, as a form that works without JavaScript", async () => {
    const html = await (await get("/hi/about")).text();
    const forms = html.match(/<form[^>]* action="\/language" method="post">[\s\S]*?<\/form>/g) ?? [];
    // Header (desktop and phone) and footer.
    expect(forms.length).toBe(3);
    for (const form of forms) {
      expect(form).toContain('<input type="hidden" name="next" value="/hi/about"/>');
      expect(form).toMatch(
        /<button type="submit" value="en-IN" lang="en-IN"[^>]* name="lang">(?:<svg[\s\S]*?<\/svg>)?English<\/button>/,
      );
    }
  });

  it("keeps a visitor's choice in a cookie and returns to the page in that language", async () => {
    const answer = await post({ lang: "hi-IN", next: "/careers?q=noc" });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/hi/careers?q=noc");
    expect(answer.headers.get("set-cookie")).toMatch(/^lang=hi-IN; Path=\/; Max-Age=31536000; SameSite=Lax/);
    const back = await post({ lang: "en-IN", next: "/hi/careers" });
    expect(back.headers.get("location")).toBe("/careers");
    expect((await post({ lang: "en-IN", next: "/profile" })).headers.get("location")).toBe("/profile");
  });

  it("refuses what it does not know, changing nothing, and never leaves the site", async () => {
    for (const [lang, next] of [
      ["__proto__", "/careers"],
      ["constructor", "/careers"],
      ["fr", "/careers"],
    ]) {
      const answer = await post({ lang, next });
      expect(answer.status).toBe(302);
      expect(answer.headers.get("location")).toBe("/careers");
      expect(answer.headers.get("set-cookie")).toBeNull();
    }
    for (const next of ["//evil.example/", "https://evil.example/", "/\\evil.example"]) {
      expect((await post({ lang: "hi-IN", next })).headers.get("location")).toBe("/hi");
    }
  });

  it("keeps a signed-in user's choice in the account, which sign-in brings back and e-mails follow", async () => {
    const candidate = await newCompleteCandidate(e2e.server, { first: "Sunita", last: "Yadav" });
    const cookie = await libraryCookie(e2e.server, candidate);
    const answer = await post({ lang: "hi-IN", next: "/profile" }, cookie);
    expect(answer.headers.get("location")).toBe("/profile");
    const { db } = e2e.server.services;
    const account = () =>
      db.selectFrom("user").select("language").where("id", "=", candidate.userId).executeTakeFirstOrThrow();
    expect((await account()).language).toBe("hi-IN");

    // Another browser, no cookie of ours: signing in sets the account's language.
    const signIn = await fetch(`${e2e.server.baseUrl}/auth?index`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: e2e.server.baseUrl },
      body: new URLSearchParams({ email: candidate.email, password: candidate.password, portal: "user" }),
    });
    expect(signIn.status).toBe(302);
    expect(signIn.headers.getSetCookie().some((value) => value.startsWith("lang=hi-IN;"))).toBe(true);

    await post({ lang: "en-IN", next: "/profile" }, cookie);
    expect((await account()).language).toBe("en-IN");
  });
});

/**
 * What a page shows a person, as text: each text node of the body, the title,
 * and the words of attributes read aloud or shown (labels, placeholders,
 * titles, alternative texts, the meta description). Scripts are not text.
 */
function textsOf(html: string): string[] {
  const decode = (text: string) =>
    text
      .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
      .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&nbsp;/g, " ");
  const texts: string[] = [];
  const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1];
  if (title) texts.push(decode(title));
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
  if (description) texts.push(decode(description));
  const body = (/<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? html)
    .replace(/<script\b[\s\S]*?<\/script>/g, "")
    .replace(/<style\b[\s\S]*?<\/style>/g, "");
  for (const match of body.matchAll(/\b(?:aria-label|placeholder|title|alt)="([^"]*)"/g))
    texts.push(decode(match[1]));
  for (const piece of body.replace(/<[^>]*>/g, "\u0000").split("\u0000")) {
    const text = decode(piece).replace(/\s+/g, " ").trim();
    if (text) texts.push(text);
  }
  return texts;
}

/**
 * English on a Hindi page that comes from the interface, not from what people
 * typed (`written`: a job's title, a city, a candidate's words stay as they
 * were written, as does the firm's address):
 * - a text that is an English message of the catalogue, whole; or
 * - a text of Latin words only, two or more of them, at least half of which
 *   are words of the English interface that the Hindi catalogue does not keep
 *   (hard-coded English that never reached the catalogue).
 */
function leftoverEnglish(texts: string[], written: string[] = []): string[] {
  const catalogue = hindiCatalogue();
  const messages = [...catalogue].filter(
    ([english, hindi]) => english !== hindi && /[a-z]{2}/i.test(english),
  );
  const exact = new Set(messages.filter(([english]) => !english.includes("{")).map(([english]) => english));
  const patterns = messages
    .filter(
      ([english]) =>
        english.includes("{") &&
        !english.includes(", plural,") &&
        english.replace(/\{\w+\}/g, "").trim().length > 6,
    )
    .map(([english]) => sayPattern("en-IN", english));
  const wordsOf = (text: string) => text.toLowerCase().match(/[a-z][a-z']{2,}/g) ?? [];
  // Latin words a translation keeps (job, e-mail, LPA), placeholders' names aside.
  const keptInHindi = new Set(
    [...catalogue.values()].flatMap((text) => wordsOf(text.replace(/\{[^{}]*\}/g, ""))),
  );
  const brand = JSON.stringify(site);
  const interfaceWords = new Set(
    [...catalogue.keys()]
      .flatMap(wordsOf)
      .filter((word) => !keptInHindi.has(word) && !brand.toLowerCase().includes(word)),
  );
  const isWrittenPart = (bare: string) =>
    brand.includes(bare) || written.some((value) => value.includes(bare));
  // Also a join of typed texts, as a card shows "designation, company" or
  // "job · client", and the audit log its records' "key: value, key: value".
  const isWritten = (text: string) => {
    const bare = text.replace(/…$/, "");
    return isWrittenPart(bare) || bare.split(/, | · |: /).every(isWrittenPart);
  };
  return texts.filter((text) => {
    if (isWritten(text)) return false;
    if (exact.has(text) || patterns.some((pattern) => pattern.test(text))) return true;
    if (/[\u0900-\u097F]/.test(text)) return false;
    const words = wordsOf(text);
    const fromInterface = words.filter((word) => interfaceWords.has(word));
    return fromInterface.length >= 2 && fromInterface.length / words.length >= 0.5;
  });
}

/** Every text the database holds (what people typed and chose), for leftoverEnglish. */
async function writtenByPeople(): Promise<string[]> {
  const { db } = e2e.server.services;
  const tables = [
    "jobs",
    "candidate_profiles",
    "candidate_education",
    "candidate_skills",
    "candidate_experience",
    "job_applications",
    "application_notes",
    "interviews",
    "contact_submissions",
    "job_alerts",
    // What the admin typed of the firm's clients and its message templates (issue #37).
    "clients",
    "client_contacts",
    "message_templates",
    // E-mails as they were written for their recipients, and the audit log's records.
    "mail_outbox",
    "audit_log",
    "user",
  ] as const;
  const texts: string[] = [];
  const collect = (value: unknown) => {
    // As typed, and as a page shows it: its runs of white space as one space.
    if (typeof value === "string" && value.length > 1) texts.push(value, value.replace(/\s+/g, " ").trim());
    else if (Array.isArray(value)) value.forEach(collect);
    // A record (the audit log's details): its keys and values as the log shows them.
    else if (value && typeof value === "object" && !(value instanceof Date))
      for (const [key, inner] of Object.entries(value)) {
        texts.push(key);
        collect(inner);
      }
  };
  for (const table of tables) {
    for (const row of await db.selectFrom(table).selectAll().execute()) Object.values(row).forEach(collect);
  }
  return texts;
}

describe("every page in Hindi", () => {
  it("shows no English of the interface, for every role", { timeout: 300_000 }, async () => {
    const leftovers: string[] = [];
    const opened: string[] = [];
    const written = await writtenByPeople();
    for (const [role, paths] of Object.entries(pagesOf(rows)) as [SweepRole, string[]][]) {
      const session = role === "visitor" ? "" : `${await libraryCookie(e2e.server, demoAccounts[role])}; `;
      for (const path of paths) {
        const address = localizedPath(path, "hi-IN");
        const answer = await get(address, { cookie: `${session}lang=hi-IN` });
        const html = await answer.text();
        expect(langOf(html), `${role} at ${address}`).toBe("hi-IN");
        opened.push(address);
        for (const text of leftoverEnglish(textsOf(html), written))
          leftovers.push(`${role} at ${address}: "${text}"`);
      }
    }
    expect(opened.length).toBeGreaterThan(60);
    expect([...new Set(leftovers)], `English on Hindi pages:\n${[...new Set(leftovers)].join("\n")}`).toEqual(
      [],
    );
  });

  it("finds English the catalogue has and a sentence it never had", () => {
    // The sweep itself, shown a page with both: it must be able to fail.
    const page = `<html lang="hi-IN"><body><h1>Return to Home</h1><p>Please upload your resume before you apply</p><p>Priya Sharma</p><p>${hindiCatalogue().get("Sign Out")}</p></body></html>`;
    expect(leftoverEnglish(textsOf(page))).toEqual([
      "Return to Home",
      "Please upload your resume before you apply",
    ]);
  });
});
