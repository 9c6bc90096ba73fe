import { XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contextFor, createTestServices, type TestServices } from "../../tests/support/services";
import { insertJobs, type NewJob } from "./jobs";
import { JOBS_PER_SITEMAP, sitemapFile, sitemapIndexXml } from "./sitemap";

const ORIGIN = "https://careers.example.in";
const MAX_URLS = 50_000;
const MAX_BYTES = 50 * 1024 * 1024;

let services: TestServices;
let active: string[];
let inactive: string[];

const newJob = (index: number, is_active = true): NewJob => ({
  title: `Field Technician ${index}`,
  company_name: "Vistaar Technologies",
  job_description: "Splicing and testing fibre.",
  location_city: "Pune",
  location_state: "Maharashtra",
  is_active,
});

beforeAll(async () => {
  services = await createTestServices();
  // One statement, so every job has the same created_at: the order and the
  // paging must still hold on the id alone. More than a chunk (1,000) of them.
  active = await insertJobs(
    services.db,
    Array.from({ length: 2_345 }, (_, index) => newJob(index)),
    null,
  );
  inactive = await insertJobs(services.db, [newJob(-1, false), newJob(-2, false)], null);
  // And some a day later.
  const later = await insertJobs(services.db, [newJob(10_001), newJob(10_002), newJob(10_003)], null);
  await services.db
    .updateTable("jobs")
    .set({ created_at: new Date(Date.now() + 86_400_000) } as never)
    .where("id", "in", later)
    .execute();
  active.push(...later);
});
afterAll(async () => {
  await services?.dispose();
});

const ctx = () => contextFor(services);

async function read(name: string, jobsPerSitemap?: number): Promise<string | null> {
  const chunks = await sitemapFile(ctx(), ORIGIN, name, jobsPerSitemap);
  if (!chunks) return null;
  let text = "";
  for await (const chunk of chunks) text += chunk;
  return text;
}

const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

describe("the sitemap index", () => {
  it("lists the pages' sitemap and one sitemap per JOBS_PER_SITEMAP active jobs", async () => {
    const xml = await sitemapIndexXml(ctx(), ORIGIN, 1_000);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).not.toContain("<urlset");
    // 2,348 active jobs: three files of 1,000.
    expect(locations(xml)).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/jobs-1.xml`,
      `${ORIGIN}/sitemaps/jobs-2.xml`,
      `${ORIGIN}/sitemaps/jobs-3.xml`,
    ]);
    expect(locations(await sitemapIndexXml(ctx(), ORIGIN))).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/jobs-1.xml`,
    ]);
  });

  it("keeps a full job sitemap inside the protocol's limits", async () => {
    // Two URLs a job (English, Hindi); the bytes of a real file, scaled up.
    expect(JOBS_PER_SITEMAP * 2).toBeLessThanOrEqual(MAX_URLS);
    const xml = (await read("jobs-1.xml", 1_000))!;
    const perJob = Buffer.byteLength(xml) / 1_000;
    expect(perJob * JOBS_PER_SITEMAP).toBeLessThan(MAX_BYTES / 2);
  });
});

describe("the sitemaps", () => {
  it("list every active job exactly once across the files, in both languages", async () => {
    for (const perFile of [1_000, 2_000, 700]) {
      const index = await sitemapIndexXml(ctx(), ORIGIN, perFile);
      const files = locations(index).map((url) => url.slice(`${ORIGIN}/sitemaps/`.length));
      const seen: string[] = [];
      for (const file of files.filter((name) => name.startsWith("jobs-"))) {
        const xml = (await read(file, perFile))!;
        expect(XMLValidator.validate(xml), file).toBe(true);
        expect(Buffer.byteLength(xml)).toBeLessThanOrEqual(MAX_BYTES);
        const urls = locations(xml);
        expect(urls.length).toBeLessThanOrEqual(Math.min(MAX_URLS, perFile * 2));
        const english = urls.filter((url) => url.startsWith(`${ORIGIN}/jobs/`));
        expect(urls.filter((url) => url.startsWith(`${ORIGIN}/hi/jobs/`)).length).toBe(english.length);
        seen.push(...english.map((url) => url.slice(`${ORIGIN}/jobs/`.length)));
        // Each names its Hindi address as an alternate.
        const [first] = english;
        expect(xml).toContain(
          `<xhtml:link rel="alternate" hreflang="hi-IN" href="${first!.replace("/jobs/", "/hi/jobs/")}"/>`,
        );
      }
      expect(seen.length, `${perFile} a file`).toBe(active.length);
      expect(new Set(seen)).toEqual(new Set(active));
      for (const id of inactive) expect(seen).not.toContain(id);
    }
  });

  it("lists the site's pages in pages.xml, each in both languages", async () => {
    const xml = (await read("pages.xml"))!;
    expect(XMLValidator.validate(xml)).toBe(true);
    const urls = locations(xml);
    for (const path of ["", "/about", "/careers", "/jobs", "/products?tab=fiber-cables"]) {
      expect(urls).toContain(ORIGIN + (path || "/"));
      expect(urls).toContain(`${ORIGIN}/hi${path}`);
    }
    expect(urls.some((url) => url.includes("/jobs/"))).toBe(false);
  });

  it("has no file for a name the index does not list", async () => {
    for (const name of [
      "jobs-0.xml",
      "jobs-4.xml",
      "jobs-01.xml",
      "jobs--1.xml",
      "jobs-1e3.xml",
      "jobs-1.5.xml",
      "jobs-9999999999999999999999.xml",
      "jobs-1.xml.gz",
      "jobs-1",
      "../sitemap.xml",
      "pages.xml ",
      "",
    ]) {
      expect(await read(name, 1_000), name).toBeNull();
    }
  });
});
