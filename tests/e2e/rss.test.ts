// The RSS feeds of jobs (issue #24, decision 0033): /jobs.rss and its
// searches are well-formed XML and valid RSS 2.0, give the jobs /jobs shows
// for the same search in the same order, never an inactive job, stay valid
// whatever the query string holds, are named in the head of /jobs and
// /careers, and are kept by the anonymous page cache like the public pages.
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { formatSalaryRange } from "../../common/format";
import { insertJobs, searchJobs } from "../../server/domain/jobs";
import { FEED_PAGE_SIZE } from "../../server/domain/job-feed";
import { demoAccounts, libraryCookie, setupTestServer, cachedAnswer } from "../support/e2e";
import { rawGet } from "../support/raw-get";
import { contextFor } from "../support/services";

const e2e = setupTestServer();
const base = () => e2e.server.baseUrl;
const db = () => e2e.server.services.db;

// ── Reading a feed as the RSS 2.0 specification has it ───────────────────

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  // Text as text: "2.0" and "10" stay strings, entities are decoded.
  parseTagValue: false,
  parseAttributeValue: false,
});

/** Characters XML 1.0 cannot carry at all, escaped or not. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;
/** RFC 822 date-time, as RSS 2.0 asks for pubDate and lastBuildDate ("Thu, 26 Nov 2026 04:30:00 GMT"). */
const RFC_822 =
  /^(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), )?\d{1,2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{2,4} \d{2}:\d{2}(?::\d{2})? (?:UT|GMT|[ECMP][SD]T|[A-IK-Z]|[+-]\d{4})$/;

const listOf = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
const textOf = (value: unknown): string =>
  typeof value === "object" && value !== null
    ? String((value as { "#text"?: unknown })["#text"] ?? "")
    : String(value ?? "");

function isAbsoluteUrl(text: string): boolean {
  try {
    return ["http:", "https:"].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

/** A date as RSS 2.0 writes it: RFC 822, a real date (the weekday agrees with it). */
function expectRfc822(text: string, what: string): Date {
  expect(text, what).toMatch(RFC_822);
  const date = new Date(text);
  expect(Number.isNaN(date.getTime()), `${what} parses`).toBe(false);
  if (text.endsWith(" GMT")) expect(date.toUTCString(), what).toBe(text);
  return date;
}

interface FeedItem {
  title: string;
  link: string;
  guid: string;
  pubDate: Date;
  description: string;
  categories: string[];
  /** The job's id, from its link. */
  id: string;
}

/** Checks that `xml` is well-formed and follows the RSS 2.0 rules, and reads it. */
function readFeed(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  expect(NOT_XML.test(xml), "only characters XML allows").toBe(false);
  expect(xml).toMatch(/^<\?xml version="1\.0" encoding="utf-8"\?>/);
  const document = parser.parse(xml) as Record<string, unknown>;
  const rss = document.rss as Record<string, unknown>;
  expect(rss["@version"]).toBe("2.0");
  expect(rss["@xmlns:atom"]).toBe("http://www.w3.org/2005/Atom");
  const channels = listOf(rss.channel as Record<string, unknown> | Record<string, unknown>[]);
  expect(channels).toHaveLength(1);
  const channel = channels[0];
  // The three elements every channel must have, each once.
  for (const name of ["title", "link", "description"]) {
    expect(typeof channel[name], `channel ${name}, once`).toBe("string");
    expect(String(channel[name]).trim(), `channel ${name}`).not.toBe("");
  }
  expect(isAbsoluteUrl(String(channel.link))).toBe(true);
  expect(channel.language).toBe("en-IN");
  const lastBuildDate = expectRfc822(String(channel.lastBuildDate), "lastBuildDate");
  const atomLinks = listOf(channel["atom:link"] as Record<string, string>[]);
  const selfLinks = atomLinks.filter((link) => link["@rel"] === "self");
  expect(selfLinks).toHaveLength(1);
  expect(selfLinks[0]["@type"]).toBe("application/rss+xml");
  // RFC 5005 paged feeds: first on every page, previous and next where there are, each at most once.
  const pageLink = (rel: string) => {
    const links = atomLinks.filter((link) => link["@rel"] === rel);
    expect(links.length, `${rel} links`).toBeLessThanOrEqual(1);
    return links[0]?.["@href"] ?? null;
  };
  const first = pageLink("first");
  expect(first).not.toBeNull();
  const items = listOf(channel.item as Record<string, unknown>[]).map((item, index): FeedItem => {
    const what = `item ${index}`;
    // An item must have a title or a description; ours have both.
    expect(textOf(item.title).trim(), `${what} title`).not.toBe("");
    expect(textOf(item.description).trim(), `${what} description`).not.toBe("");
    const link = textOf(item.link);
    expect(isAbsoluteUrl(link), `${what} link`).toBe(true);
    const guid = item.guid as Record<string, string>;
    expect(guid["@isPermaLink"], `${what} guid isPermaLink`).toBe("true");
    expect(guid["#text"], `${what} guid`).toBe(link);
    return {
      title: textOf(item.title),
      link,
      guid: guid["#text"],
      pubDate: expectRfc822(textOf(item.pubDate), `${what} pubDate`),
      description: textOf(item.description),
      categories: listOf(item.category as unknown[]).map(textOf),
      id: new URL(link).pathname.replace(/^\/jobs\//, ""),
    };
  });
  return {
    title: String(channel.title),
    link: String(channel.link),
    description: String(channel.description),
    lastBuildDate,
    self: selfLinks[0]["@href"],
    first: first!,
    previous: pageLink("previous"),
    next: pageLink("next"),
    ttl: String(channel.ttl),
    items,
  };
}

/** GET `path`: a 200 RSS answer, read (readFeed). */
async function feedAt(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(base() + path, { headers, redirect: "manual" });
  expect(response.status, path).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
  return { response, feed: readFeed(await response.text()) };
}

/**
 * The ids of the jobs /jobs shows for a query string (the page's own search:
 * the last of repeated parameters), on every page in turn, up to FEED_PAGE_SIZE.
 */
async function jobsPageIds(query: string): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ids.length < FEED_PAGE_SIZE; page++) {
    const params = new URLSearchParams(query);
    params.set("page", String(page));
    const result = await searchJobs(contextFor(e2e.server.services, null), params);
    ids.push(...result.jobs.map((job) => job.id));
    if (page >= result.pageCount) break;
  }
  return ids.slice(0, FEED_PAGE_SIZE);
}

/** The ids of the jobs the API's job search gives for a query string, page after page (up to FEED_PAGE_SIZE). */
async function apiIds(query: string): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ids.length < FEED_PAGE_SIZE; page++) {
    const params = new URLSearchParams(query);
    params.set("page", String(page));
    const response = await fetch(`${base()}/api/v1/jobs?${params}`);
    const { data } = (await response.json()) as { data: { jobs: { id: string }[]; pageCount: number } };
    ids.push(...data.jobs.map((job) => job.id));
    if (page >= data.pageCount) break;
  }
  return ids.slice(0, FEED_PAGE_SIZE);
}

const activeCount = async () =>
  Number(
    (
      await db()
        .selectFrom("jobs")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .where("is_active", "=", true)
        .executeTakeFirstOrThrow()
    ).n,
  );

// ── The feeds ─────────────────────────────────────────────────────────────

describe("the feed of the newest jobs", () => {
  it("is valid RSS 2.0 of every active job, newest first, as /jobs lists them page after page", async () => {
    const { feed } = await feedAt("/jobs.rss");
    expect(feed.title).toBe("Newest Jobs | Vistaar Technologies");
    expect(feed.link).toBe(`${base()}/jobs`);
    expect(feed.self).toBe(`${base()}/jobs.rss`);
    // More than a page of /jobs (issue #36: the feed used to stop at 20).
    expect(feed.items.length).toBe(await activeCount());
    expect(feed.items.length).toBeGreaterThan(20);
    expect(new Set(feed.items.map((item) => item.id)).size).toBe(feed.items.length);
    expect(feed.items.map((item) => item.id)).toEqual(await apiIds(""));
    expect(feed.items.map((item) => item.id)).toEqual(await jobsPageIds(""));
    // Built when its newest job was posted.
    expect(feed.lastBuildDate.getTime()).toBe(Math.max(...feed.items.map((item) => item.pubDate.getTime())));
  });

  it("describes each job as its card does", async () => {
    const { feed } = await feedAt("/jobs.rss");
    const rows = await db()
      .selectFrom("jobs")
      .selectAll()
      .where(
        "id",
        "in",
        feed.items.map((item) => item.id),
      )
      .execute();
    for (const item of feed.items) {
      const job = rows.find((row) => row.id === item.id)!;
      expect(item.link).toBe(`${base()}/jobs/${job.id}`);
      expect(item.title).toBe(`${job.title} · ${job.company_name}, ${job.location_city}`);
      expect(item.pubDate.getTime()).toBe(Math.floor(new Date(job.created_at).getTime() / 1000) * 1000);
      expect(item.categories).toEqual(job.required_skills);
      const salary = formatSalaryRange(job.salary_min, job.salary_max);
      // Every place of the job, and its work mode unless on-site (decision 0053).
      const places = [{ city: job.location_city, state: job.location_state }, ...job.other_locations]
        .map((place) => `${place.city}, ${place.state}`)
        .join("; ");
      const mode = { on_site: "", hybrid: "Hybrid · ", remote: "Remote · " }[job.work_mode];
      expect(item.description).toContain(`${places} · ${mode}`);
      expect(item.description).toContain(salary === "Not specified" ? "Salary not specified" : salary);
      if (job.experience_required) expect(item.description).toContain(job.experience_required);
    }
    expect(feed.items.some((item) => / LPA/.test(item.description))).toBe(true);
    // The demo's jobs at several places, and hybrid and remote ones, are among the newest.
    expect(
      feed.items.some((item) =>
        item.description.includes(
          "Lucknow, Uttar Pradesh; Kanpur, Uttar Pradesh; Varanasi, Uttar Pradesh · ",
        ),
      ),
    ).toBe(true);
    expect(feed.items.some((item) => / · Remote · /.test(item.description))).toBe(true);
  });
});

describe("the feed of a search", () => {
  const searches = [
    "q=noc+engineer",
    "q=engineer&state=Karnataka",
    "state=Maharashtra",
    "experience=3-5",
    "q=network&experience=1-2",
    // Misspelt: /jobs shows the jobs of the corrected text, and so does the feed.
    "q=hyderbad",
    // The filters and orders of issue #36.
    "salary=5&type=full_time&sort=salary",
    "q=engineer&sort=newest",
    "type=contract",
  ];

  it.each(searches)("?%s: the jobs /jobs shows, in its order", async (query) => {
    const { feed } = await feedAt(`/jobs.rss?${query}`);
    const ids = feed.items.map((item) => item.id);
    if (!query.startsWith("type=")) expect(ids.length).toBeGreaterThan(0);
    expect(ids).toEqual(await jobsPageIds(query));
    expect(ids).toEqual(await apiIds(query));
    expect(feed.self).toBe(`${base()}/jobs.rss?${query}`);
    expect(feed.link).toBe(`${base()}/jobs?${query}`);
  });

  it("is named by the search in words", async () => {
    const titles: Record<string, string> = {
      "q=noc+engineer&state=Karnataka": "Jobs matching “noc engineer” in Karnataka",
      "state=Maharashtra&experience=3-5": "Jobs in Maharashtra for 3-5 years of experience",
      "experience=fresher": "Jobs for freshers",
      "salary=5&type=contract": "Jobs, Contract, paying 5+ LPA",
      "q=noc&sort=salary": "Jobs matching “noc”, highest salary",
    };
    for (const [query, words] of Object.entries(titles)) {
      const { feed } = await feedAt(`/jobs.rss?${query}`);
      expect(feed.title).toBe(`${words} | Vistaar Technologies`);
      expect(feed.description).toContain(words);
    }
    const { feed } = await feedAt("/jobs.rss?q=hyderbad");
    expect(feed.description).toContain("No jobs match “hyderbad”: these match “hyderabad”.");
  });

  it("the same jobs as the signed-in /jobs page shows, in its order", async () => {
    const cookie = await libraryCookie(e2e.server, demoAccounts.candidate);
    const html = await (await fetch(`${base()}/jobs?q=engineer`, { headers: { cookie } })).text();
    const shown = [
      ...new Set([...html.matchAll(/href="\/jobs\/([0-9a-f-]{36})"/g)].map((match) => match[1])),
    ];
    const { feed } = await feedAt("/jobs.rss?q=engineer");
    // The page's first 20, then the next pages'.
    expect(feed.items.map((item) => item.id).slice(0, shown.length)).toEqual(shown);
  });

  it("is one page when the search has fewer jobs than a page, and a page past the end is empty", async () => {
    const { feed } = await feedAt("/jobs.rss?q=engineer");
    expect(feed.first).toBe(`${base()}/jobs.rss?q=engineer`);
    expect(feed.previous).toBeNull();
    expect(feed.next).toBeNull();
    const past = (await feedAt("/jobs.rss?q=engineer&page=2")).feed;
    expect(past.items).toEqual([]);
    expect(past.self).toBe(`${base()}/jobs.rss?q=engineer&page=2`);
    expect(past.previous).toBe(`${base()}/jobs.rss?q=engineer`);
    expect(past.next).toBeNull();
    // A page number that is not one is page 1.
    for (const page of ["0", "-3", "abc", "2.5"]) {
      const odd = (await feedAt(`/jobs.rss?q=engineer&page=${page}`)).feed;
      expect(odd.self).toBe(`${base()}/jobs.rss?q=engineer`);
      expect(odd.items.map((item) => item.id)).toEqual(feed.items.map((item) => item.id));
    }
  });

  it("with no results is a valid feed with no items", async () => {
    const { feed } = await feedAt("/jobs.rss?q=qqqqzzzzxxxx");
    expect(feed.items).toEqual([]);
    expect(feed.title).toBe("Jobs matching “qqqqzzzzxxxx” | Vistaar Technologies");
    expect(feed.self).toBe(`${base()}/jobs.rss?q=qqqqzzzzxxxx`);
  });
});

describe("a feed of many jobs (issue #36, decision 0047)", () => {
  it("lists every active job, newest first, each once, page after page by its next links", async () => {
    // More than /jobs pages through (COUNT_LIMIT, 1,000), so the last page is found by the feed's own paging.
    const before = await activeCount();
    const extra = 2 * FEED_PAGE_SIZE + 15 - before;
    const ids = await insertJobs(
      db(),
      Array.from({ length: extra }, (_, i) => ({
        title: `Feed Volume Technician ${i + 1}`,
        company_name: "Volume Probe Infra",
        location_city: "Nagpur",
        location_state: "Maharashtra",
        job_description: "One of many jobs that make a long feed.",
      })),
      null,
    );
    try {
      const pages = [];
      for (let path: string | null = "/jobs.rss"; path;) {
        const { feed } = await feedAt(path);
        pages.push(feed);
        expect(feed.first).toBe(`${base()}/jobs.rss`);
        path = feed.next ? feed.next.slice(base().length) : null;
      }
      expect(pages.map((page) => page.items.length)).toEqual([FEED_PAGE_SIZE, FEED_PAGE_SIZE, 15]);
      expect(pages.map((page) => page.self)).toEqual([
        `${base()}/jobs.rss`,
        `${base()}/jobs.rss?page=2`,
        `${base()}/jobs.rss?page=3`,
      ]);
      expect(pages.map((page) => page.previous)).toEqual([
        null,
        `${base()}/jobs.rss`,
        `${base()}/jobs.rss?page=2`,
      ]);
      const listed = pages.flatMap((page) => page.items);
      const active = await db()
        .selectFrom("jobs")
        .select("id")
        .where("is_active", "=", true)
        .orderBy("created_at", "desc")
        .orderBy("id")
        .execute();
      expect(listed.map((item) => item.id)).toEqual(active.map((job) => job.id));
      // The first page is the first 500 the API's pages list.
      expect(pages[0]!.items.map((item) => item.id)).toEqual(await apiIds(""));
      // A search of more than a page: all of its jobs, over two pages.
      const first = (await feedAt("/jobs.rss?q=feed+volume+technician&state=Maharashtra")).feed;
      expect(first.items).toHaveLength(FEED_PAGE_SIZE);
      expect(first.next).toBe(`${base()}/jobs.rss?q=feed+volume+technician&state=Maharashtra&page=2`);
      const second = (await feedAt(first.next!.slice(base().length))).feed;
      const found = [...first.items, ...second.items];
      expect(found.every((item) => item.title.startsWith("Feed Volume Technician"))).toBe(true);
      expect(new Set(found.map((item) => item.id)).size).toBe(extra);
      expect(second.next).toBeNull();
    } finally {
      await db().deleteFrom("jobs").where("id", "in", ids).execute();
    }
  });
});

describe("inactive jobs", () => {
  it("never appear, and a job switched off leaves the feeds at once", async () => {
    const [inactive] = await insertJobs(
      db(),
      [
        {
          title: "Feed Probe Switched Off",
          company_name: "Probe Ltd",
          location_city: "Pune",
          location_state: "Maharashtra",
          job_description: "Never listed.",
          is_active: false,
        },
      ],
      null,
    );
    const newest = (await feedAt("/jobs.rss")).feed;
    expect(newest.items.map((item) => item.id)).not.toContain(inactive);
    expect((await feedAt("/jobs.rss?q=feed+probe")).feed.items).toEqual([]);

    const listed = newest.items[0].id;
    const { title } = await db()
      .selectFrom("jobs")
      .select("title")
      .where("id", "=", listed)
      .executeTakeFirstOrThrow();
    const byTitle = `/jobs.rss?q=${encodeURIComponent(title)}`;
    expect((await feedAt(byTitle)).feed.items.map((item) => item.id)).toContain(listed);
    await db().updateTable("jobs").set({ is_active: false }).where("id", "=", listed).execute();
    try {
      for (const path of ["/jobs.rss", byTitle]) {
        expect(
          (await feedAt(path)).feed.items.map((item) => item.id),
          path,
        ).not.toContain(listed);
      }
      // What a feed lists, a reader can open.
      const { feed } = await feedAt("/jobs.rss");
      for (const item of feed.items.slice(0, 3)) expect((await fetch(item.link)).status, item.link).toBe(200);
    } finally {
      await db().updateTable("jobs").set({ is_active: true }).where("id", "=", listed).execute();
    }
    expect((await feedAt("/jobs.rss")).feed.items.map((item) => item.id)).toContain(listed);
  });
});

describe("hostile parameters", () => {
  // The feed reads its query string as /jobs does (lenient: common/schemas/jobs-rules.ts):
  // anything it does not know is the default, text is cleaned and cut; the answer is
  // always a valid feed of what /jobs would show, and names the search it read.
  const cases: { query: string; self: string; title?: string }[] = [
    { query: "state=Atlantis", self: "/jobs.rss" },
    { query: "state=karnataka&experience=99", self: "/jobs.rss" },
    { query: `q=${"x".repeat(10_000)}`, self: `/jobs.rss?q=${"x".repeat(100)}` },
    { query: "__proto__=x&constructor[prototype][q]=y&q[]=z", self: "/jobs.rss" },
    { query: "__proto__[q]=noc&prototype=1", self: "/jobs.rss" },
    // Repeated: the last, as the /jobs page reads it.
    { query: "q=noc&q=engineer&state=Delhi&state=Karnataka", self: "/jobs.rss?q=engineer&state=Karnataka" },
    // NUL is dropped (PostgreSQL cannot take it); other controls cannot be in XML, and leave the title.
    { query: "q=noc%00", self: "/jobs.rss?q=noc", title: "Jobs matching “noc” | Vistaar Technologies" },
    {
      query: "q=a%01b%1Fc%EF%BF%BF",
      self: "/jobs.rss?q=a%01b%1Fc%EF%BF%BF",
      title: "Jobs matching “abc” | Vistaar Technologies",
    },
    // A lone surrogate arrives as U+FFFD.
    { query: "q=%ED%A0%80", self: `/jobs.rss?q=${"%EF%BF%BD".repeat(3)}` },
    {
      query: `q=${encodeURIComponent(`<script>alert('x')</script> ]]> ]]> &amp; "`)}`,
      self: `/jobs.rss?q=${new URLSearchParams({ q: `<script>alert('x')</script> ]]> ]]> &amp; "` }).toString().slice(2)}`,
    },
    { query: `q=${encodeURIComponent("' OR '1'='1'; DROP TABLE jobs; --")}`, self: "" },
    { query: "page=-1&page=1e999&q=engineer", self: "/jobs.rss?q=engineer" },
  ];

  it.each(cases)("?$query: a valid feed of what /jobs shows", async ({ query, self, title }) => {
    const { feed } = await feedAt(`/jobs.rss?${query}`);
    expect(feed.items.map((item) => item.id)).toEqual(await jobsPageIds(query));
    if (self) expect(feed.self).toBe(base() + self);
    if (title) expect(feed.title).toBe(title);
    // The channel's link opens the same search on /jobs.
    expect(feed.link).toBe(base() + feed.self.slice(base().length).replace("/jobs.rss", "/jobs"));
  });

  it("markup in the search is text in the feed, never markup", async () => {
    const text = `<script>alert('x')</script>`;
    const response = await fetch(`${base()}/jobs.rss?q=${encodeURIComponent(text)}`);
    const xml = await response.text();
    expect(xml).not.toContain("<script>");
    expect(readFeed(xml).title).toBe(`Jobs matching “${text}” | Vistaar Technologies`);
  });

  it("a job written with odd characters (as psql could) still gives a valid feed, its text kept", async () => {
    const [id] = await insertJobs(
      db(),
      [
        {
          title: "Rigger ]]> <b>bold</b> ]]> A&B\u0001 \uFFFE end",
          company_name: `"Quotes" & <Co>`,
          location_city: "Pune",
          location_state: "Maharashtra",
          job_description: "Climb ]]> twice ]]> & <script>alert('x')</script>",
          required_skills: ["C&C++", "<script>", "]]>"],
          experience_required: "2-4 years",
          salary_min: 650_000,
          salary_max: 950_000,
        },
      ],
      null,
    );
    try {
      const { feed } = await feedAt("/jobs.rss?q=rigger");
      const item = feed.items.find((candidate) => candidate.id === id)!;
      expect(item.title).toBe(`Rigger ]] > <b>bold</b> ]] > A&B  end · "Quotes" & <Co>, Pune`);
      expect(item.categories).toEqual(["C&C++", "<script>", "]]>"]);
      // Plain text, its markup escaped for readers that show descriptions as HTML.
      expect(item.description).toBe(
        "Pune, Maharashtra · 2-4 years · Full-time · 6.5-9.5 LPA. Climb ]]&gt; twice ]]&gt; &amp; &lt;script&gt;alert('x')&lt;/script&gt;",
      );
    } finally {
      await db().deleteFrom("jobs").where("id", "=", id).execute();
    }
  });
});

// ── The page head ─────────────────────────────────────────────────────────

/** The `<link rel="alternate" type="application/rss+xml">` tags of a page, as written. */
const feedLinksIn = (html: string) =>
  (html.match(/<head>[\s\S]*<\/head>/)?.[0].match(/<link\b[^>]*>/g) ?? []).filter((tag) =>
    tag.includes('type="application/rss+xml"'),
  );

describe("the page head", () => {
  it("/careers names the feed of the newest jobs", async () => {
    const html = await (await fetch(`${base()}/careers`)).text();
    expect(feedLinksIn(html)).toEqual([
      `<link rel="alternate" type="application/rss+xml" title="Newest Jobs | Vistaar Technologies" href="${base()}/jobs.rss"/>`,
    ]);
  });

  it("/jobs names the feed of its search, escaped", async () => {
    const cookie = await libraryCookie(e2e.server, demoAccounts.candidate);
    const page = async (query: string) =>
      feedLinksIn(await (await fetch(`${base()}/jobs?${query}`, { headers: { cookie } })).text());
    expect(await page("q=noc+engineer&state=Karnataka&page=2")).toEqual([
      `<link rel="alternate" type="application/rss+xml" title="Jobs matching “noc engineer” in Karnataka | Vistaar Technologies" href="${base()}/jobs.rss?q=noc+engineer&amp;state=Karnataka"/>`,
    ]);
    const [hostile] = await page(`q=${encodeURIComponent(`"><script>x</script>`)}`);
    expect(hostile).toBe(
      `<link rel="alternate" type="application/rss+xml" title="Jobs matching “&quot;&gt;&lt;script&gt;x&lt;/script&gt;” | Vistaar Technologies" href="${base()}/jobs.rss?q=%22%3E%3Cscript%3Ex%3C%2Fscript%3E"/>`,
    );
    // The link opens that feed, named as the page named it.
    const href = hostile.match(/href="([^"]+)"/)![1].replaceAll("&amp;", "&");
    const { feed } = await feedAt(href.slice(base().length));
    expect(feed.self).toBe(href);
    expect(feed.title).toBe(`Jobs matching “"><script>x</script>” | Vistaar Technologies`);
  });
});

// ── Caching ───────────────────────────────────────────────────────────────

describe("caching", () => {
  it("is kept by the anonymous page cache, with a short public max-age and an ETag", async () => {
    const first = await fetch(`${base()}/jobs.rss?q=engineer`);
    expect(first.headers.get("cache-control")).toBe("public, max-age=600");
    const again = await cachedAnswer(`${base()}/jobs.rss?q=engineer`);
    expect(again.headers.get("cache-control")).toBe("public, max-age=600");
    expect(again.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    expect(await again.text()).toBe(await first.text());
    const etag = again.headers.get("etag")!;
    expect(etag).toBeTruthy();
    // node:http, not fetch: fetch adds "Cache-Control: no-cache" to a conditional request.
    expect((await rawGet(`${base()}/jobs.rss?q=engineer`, { "if-none-match": etag })).status).toBe(304);
  });

  it("shows a job posted at once", async () => {
    await cachedAnswer(`${base()}/jobs.rss`);
    const [id] = await insertJobs(
      db(),
      [
        {
          title: "Feed Probe Newly Posted",
          company_name: "Probe Ltd",
          location_city: "Pune",
          location_state: "Maharashtra",
          job_description: "Just posted.",
        },
      ],
      null,
    );
    try {
      const { feed } = await feedAt("/jobs.rss");
      expect(feed.items[0].id).toBe(id);
      expect(feed.items).toHaveLength(await activeCount());
    } finally {
      await db().deleteFrom("jobs").where("id", "=", id).execute();
    }
  });

  it("is the same feed for a signed-in browser, which needs no sign-in to read it", async () => {
    const cookie = await libraryCookie(e2e.server, demoAccounts.candidate);
    const signedIn = await fetch(`${base()}/jobs.rss?q=noc`, { headers: { cookie } });
    expect(signedIn.status).toBe(200);
    const visitor = await fetch(`${base()}/jobs.rss?q=noc`);
    expect(await signedIn.text()).toBe(await visitor.text());
  });
});
