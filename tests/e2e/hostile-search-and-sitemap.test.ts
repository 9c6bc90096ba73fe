// Over HTTP: the sitemap is an index of files within the sitemaps protocol's
// limits and any other file name is a 404; a search of punctuation alone
// answers as an empty search; a single-line field sent with line breaks is
// stored as one line.
import { XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { demoAccounts, libraryCookie, setupTestServer } from "../support/e2e";
import { sitemapsOf } from "../support/sitemaps";

const e2e = setupTestServer();
const base = () => e2e.server.baseUrl;
const db = () => e2e.server.services.db;

describe("the sitemap index", () => {
  it("lists the sitemaps, each valid, within the protocol's limits, every active job once", async () => {
    const index = await fetch(`${base()}/sitemap.xml`);
    expect(index.status).toBe(200);
    const xml = await index.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain("<sitemapindex");
    const sitemaps = await sitemapsOf(base());
    expect([...sitemaps.keys()]).toEqual([`${base()}/sitemaps/pages.xml`, `${base()}/sitemaps/jobs-1.xml`]);
    const jobUrls: string[] = [];
    for (const [url, file] of sitemaps) {
      expect(XMLValidator.validate(file), url).toBe(true);
      expect(Buffer.byteLength(file)).toBeLessThanOrEqual(50 * 1024 * 1024);
      expect(file.match(/<url>/g)?.length ?? 0).toBeLessThanOrEqual(50_000);
      jobUrls.push(
        ...[...file.matchAll(/<loc>[^<]*\/jobs\/([0-9a-f-]{36})<\/loc>/g)].map((match) => match[1]!),
      );
    }
    const active = await db().selectFrom("jobs").select("id").where("is_active", "=", true).execute();
    expect(active.length).toBeGreaterThan(0);
    // Each job at its English and its Hindi address, in one file only.
    expect(jobUrls.sort()).toEqual(active.flatMap(({ id }) => [id, id]).sort());
  });

  it("answers 404 for a sitemap it does not list", async () => {
    for (const name of [
      "jobs-0.xml",
      "jobs-2.xml",
      "jobs-999999.xml",
      "jobs-99999999999999999999999999.xml",
      "jobs--1.xml",
      "jobs-01.xml",
      "jobs-1e3.xml",
      "jobs-0x1.xml",
      "jobs-%31.xml.gz",
      "jobs-NaN.xml",
      "pages.xml%00",
      "..%2fsitemap.xml",
      "x".repeat(2_000),
    ]) {
      const response = await fetch(`${base()}/sitemaps/${name}`);
      expect(response.status, name).toBe(404);
      expect(await response.text(), name).not.toContain("<urlset");
    }
  });
});

describe("a search of punctuation alone", () => {
  it("lists what an empty search lists, on the API and on the feed", async () => {
    const ids = async (query: string) =>
      ((await (await fetch(`${base()}/api/v1/jobs${query}`)).json()).data.jobs as { id: string }[]).map(
        (job) => job.id,
      );
    const all = await ids("");
    expect(all.length).toBeGreaterThan(0);
    for (const q of ["!@#$%^&*()", "%%%%", "_", "'\"\\", "—…·", "?".repeat(1_000)]) {
      expect(await ids(`?q=${encodeURIComponent(q)}`), q).toEqual(all);
    }
    const feed = async (query: string) =>
      [
        ...(await (await fetch(`${base()}/jobs.rss${query}`)).text()).matchAll(/<guid[^>]*>([^<]+)<\/guid>/g),
      ].map((match) => match[1]);
    const everything = await feed("");
    expect(everything.length).toBeGreaterThan(0);
    expect(await feed(`?q=${encodeURIComponent("!@#$%")}`)).toEqual(everything);
  });
});

describe("single-line fields with line breaks", () => {
  it("are stored as one line: a job posted through the API", async () => {
    const cookie = await libraryCookie(e2e.server, demoAccounts.employer);
    const response = await fetch(`${base()}/api/v1/employer/jobs`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json", origin: base() },
      body: JSON.stringify({
        title: "Splicing\r\nTechnician\u2028(Night)",
        company_name: "Vistaar\nTechnologies",
        location_city: "Navi\rMumbai",
        location_state: "Maharashtra",
        job_description: "Splice fibre.\nTest with an OTDR.",
        required_skills: ["Fibre\nSplicing", "OTDR"],
      }),
    });
    expect(response.status).toBe(200);
    const { id } = (await response.json()).data as { id: string };
    try {
      const job = await db()
        .selectFrom("jobs")
        .select(["title", "company_name", "location_city", "job_description", "required_skills"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(job).toEqual({
        title: "Splicing Technician (Night)",
        company_name: "Vistaar Technologies",
        location_city: "Navi Mumbai",
        job_description: "Splice fibre.\nTest with an OTDR.",
        required_skills: ["Fibre Splicing", "OTDR"],
      });
    } finally {
      await db().deleteFrom("jobs").where("id", "=", id).execute();
    }
  });
});
