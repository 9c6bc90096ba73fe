import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contextFor, createTestServices, type TestServices } from "../../tests/support/services";
import { DomainError } from "./errors";
import { DESCRIPTION_EXCERPT_LENGTH } from "../../common/schemas/jobs";
import {
  correctedText,
  editDistance,
  excerptOf,
  getJob,
  insertJobs,
  listCareerJobs,
  searchJobs,
  type NewJob,
} from "./jobs";

let services: TestServices;
const ids: Record<string, string> = {};

function job(
  overrides: Partial<NewJob> & { title: string; location_city: string; location_state: string },
): NewJob {
  return {
    company_name: "Vistaar Technologies",
    job_description: "A role with our delivery team.",
    ...overrides,
  };
}

// Oldest first: each job is made one day after the one before.
const fixtures: Record<string, NewJob> = {
  nocL1: job({
    title: "NOC Engineer - L1",
    location_city: "Noida",
    location_state: "Uttar Pradesh",
    required_skills: ["CCNA", "TCP/IP", "Ticketing Tools"],
    experience_required: "0-1 years",
  }),
  architect: job({
    title: "Senior Network Architect",
    location_city: "Bengaluru",
    location_state: "Karnataka",
    required_skills: ["BGP", "MPLS", "Python"],
    experience_required: "8-12 years",
  }),
  technician: job({
    title: "Field Technician",
    location_city: "Pune",
    location_state: "Maharashtra",
    required_skills: ["Fibre Splicing", "OTDR"],
    experience_required: "1-3 years",
  }),
  devops: job({
    title: "Cloud DevOps Lead",
    location_city: "Hyderabad",
    location_state: "Telangana",
    required_skills: ["AWS", "Kubernetes", "Terraform"],
    experience_required: "3-5 years",
  }),
  hidden: job({
    title: "NOC Manager (hidden)",
    location_city: "Noida",
    location_state: "Uttar Pradesh",
    required_skills: ["CCNA", "Kubernetes"],
    experience_required: "10+ years",
    is_active: false,
  }),
  coordinator: job({
    title: "Project Coordinator",
    location_city: "Chennai",
    location_state: "Tamil Nadu",
    required_skills: ["MS Project"],
    experience_required: "Fresher",
    job_description: "Coordinate the engineer teams on our tower sites.",
  }),
  network: job({
    title: "Network Engineer",
    location_city: "Noida",
    location_state: "Uttar Pradesh",
    required_skills: ["CCNA", "OSPF"],
    experience_required: "5+ years",
  }),
  unknownExperience: job({
    title: "Telecom Trainer",
    location_city: "Jaipur",
    location_state: "Rajasthan",
    required_skills: ["Training"],
    experience_required: "As per norms",
  }),
};

beforeAll(async () => {
  services = await createTestServices();
  const start = Date.parse("2026-01-01T10:00:00Z");
  let day = 0;
  for (const [name, value] of Object.entries(fixtures)) {
    const [id] = await insertJobs(services.db, [value], null);
    ids[name] = id;
    await services.db
      .updateTable("jobs")
      .set({ created_at: new Date(start + day++ * 86_400_000) } as never)
      .where("id", "=", id)
      .execute();
  }
});
afterAll(async () => {
  await services?.dispose();
});

const ctx = () => contextFor(services);
const titlesOf = async (input: Record<string, unknown>) =>
  (await searchJobs(ctx(), input)).jobs.map((job) => job.title);
const namesOf = async (input: Record<string, unknown>) => {
  const byId = Object.fromEntries(Object.entries(ids).map(([name, id]) => [id, name]));
  return (await searchJobs(ctx(), input)).jobs.map((job) => byId[job.id]);
};
const idsOf = async (input: Record<string, unknown>) =>
  (await searchJobs(ctx(), input)).jobs.map((job) => job.id);

describe("searchJobs without a text", () => {
  it("lists every active job, newest first, with the count", async () => {
    const result = await searchJobs(ctx(), {});
    expect(result.jobs.map((job) => job.title)).toEqual([
      "Telecom Trainer",
      "Network Engineer",
      "Project Coordinator",
      "Cloud DevOps Lead",
      "Field Technician",
      "Senior Network Architect",
      "NOC Engineer - L1",
    ]);
    expect(result.total).toBe(7);
    expect(result.pageCount).toBe(1);
  });

  it("treats the sentinels as no filter", async () => {
    expect((await searchJobs(ctx(), { state: "all-states", experience: "all-levels" })).total).toBe(7);
  });

  it("treats an unknown state, level or page as 'all' and page 1", async () => {
    const result = await searchJobs(ctx(), { state: "Atlantis", experience: "99", page: "-3" });
    expect(result.total).toBe(7);
    expect(result.page).toBe(1);
    expect(result.search).toMatchObject({ state: "all-states", experience: "all-levels", page: 1 });
  });

  it("takes a text of punctuation only, with no letter or digit, as no text", async () => {
    const all = await searchJobs(ctx(), {});
    for (const q of ["!@#$%^&*()", "%%%", "_", "--- ... ???", "\u2014\u00b7\u2026", "!".repeat(500)]) {
      const result = await searchJobs(ctx(), { q });
      expect(result.jobs, q).toEqual(all.jobs);
      expect(result.total, q).toBe(7);
      expect(result.correctedQ, q).toBeNull();
    }
    // Within the filters, like an empty text.
    expect(await titlesOf({ q: "&&&", state: "Uttar Pradesh" })).toEqual(
      await titlesOf({ state: "Uttar Pradesh" }),
    );
    // A text with a letter or digit is still searched.
    expect(await titlesOf({ q: "!!noc!!" })).toContain("NOC Engineer - L1");
  });
});

describe("searchJobs text matching", () => {
  it("matches the title case-insensitively, as a part of a word too", async () => {
    expect(await namesOf({ q: "noc" })).toEqual(["nocL1"]);
    expect(await namesOf({ q: "TECHNIC" })).toEqual(["technician"]);
  });

  it("matches the city", async () => {
    expect(new Set(await namesOf({ q: "NOIDA" }))).toEqual(new Set(["nocL1", "network"]));
    expect(await namesOf({ q: "bengal" })).toEqual(["architect"]);
  });

  it("matches any required skill", async () => {
    expect(await namesOf({ q: "kubernetes" })).toEqual(["devops"]);
    expect(await namesOf({ q: "tcp/ip" })).toEqual(["nocL1"]);
    expect(new Set(await namesOf({ q: "ccna" }))).toEqual(new Set(["nocL1", "network"]));
    expect(await namesOf({ q: "fibre splicing" })).toEqual(["technician"]);
  });

  it("matches the start of any word, and any part of the title", async () => {
    expect(await namesOf({ q: "kube" })).toEqual(["devops"]);
    expect(await namesOf({ q: "terra" })).toEqual(["devops"]);
    expect(await namesOf({ q: "ops" })).toEqual(["devops"]);
    expect(await namesOf({ q: "hyder" })).toEqual(["devops"]);
  });

  it("does not search the description", async () => {
    expect(await namesOf({ q: "engineer" })).not.toContain("coordinator");
  });

  it("finds words spread over title, skill and city", async () => {
    expect(await namesOf({ q: "engineer ospf noida" })).toEqual(["network"]);
  });

  it("finds plural and stemmed forms", async () => {
    expect(new Set(await namesOf({ q: "engineers" }))).toEqual(new Set(["nocL1", "network"]));
  });

  it("tolerates small typos", async () => {
    expect(new Set(await namesOf({ q: "enginer" }))).toEqual(new Set(["nocL1", "network"]));
    expect(await namesOf({ q: "kubernets" })).toEqual(["devops"]);
    expect(await namesOf({ q: "Hyderbad" })).toEqual(["devops"]);
    expect(await namesOf({ q: "techncian" })).toEqual(["technician"]);
  });

  it("takes LIKE wildcards literally", async () => {
    // As wildcards, both would find "NOC Engineer - L1". (Alone, with no
    // letter, they are no text at all: "searchJobs without a text".)
    expect(await titlesOf({ q: "N%C" })).toEqual([]);
    expect(await titlesOf({ q: "N_C" })).toEqual([]);
  });

  it("finds nothing for unrelated text", async () => {
    const result = await searchJobs(ctx(), { q: "zzqx plumber" });
    expect(result.jobs).toEqual([]);
    expect(result.total).toBe(0);
  });

  it("ranks the closest title first", async () => {
    expect((await namesOf({ q: "network engineer" }))[0]).toBe("network");
    expect((await namesOf({ q: "network architect" }))[0]).toBe("architect");
    // A title match outranks a skill-only or city-only match.
    expect((await namesOf({ q: "noc engineer" }))[0]).toBe("nocL1");
  });
});

describe("searchJobs filters", () => {
  it("filters by state", async () => {
    expect(await namesOf({ state: "Karnataka" })).toEqual(["architect"]);
    expect(await namesOf({ state: "Uttar Pradesh" })).toEqual(["network", "nocL1"]);
    expect(await namesOf({ state: "Goa" })).toEqual([]);
  });

  it.each([
    ["fresher", ["coordinator", "nocL1"]],
    ["1-2", ["coordinator", "technician", "nocL1"]],
    ["3-5", ["network", "devops", "technician"]],
    ["6-10", ["network", "architect"]],
    ["10+", ["network", "architect"]],
  ])("filters experience %s by overlap with the job's years", async (experience, expected) => {
    expect(await namesOf({ experience })).toEqual(expected);
  });

  it("combines the text with both filters", async () => {
    expect(await namesOf({ q: "engineer", state: "Uttar Pradesh", experience: "fresher" })).toEqual([
      "nocL1",
    ]);
    expect(await namesOf({ q: "engineer", state: "Uttar Pradesh", experience: "6-10" })).toEqual(["network"]);
  });
});

describe("inactive jobs", () => {
  it("never appear in search, by title, skill, city or filter", async () => {
    for (const input of [
      { q: "manager" },
      { q: "hidden" },
      { q: "kubernetes" },
      { q: "noida" },
      { experience: "10+" },
      {},
    ]) {
      expect(await namesOf(input)).not.toContain("hidden");
    }
  });

  it("never appear on the careers list", async () => {
    const jobs = await listCareerJobs(ctx());
    expect(jobs.map((job) => job.id)).not.toContain(ids.hidden);
    expect(jobs).toHaveLength(7);
    expect(jobs[0].title).toBe("Telecom Trainer");
  });

  it("have no job page: 'Job Not Found'", async () => {
    const error = await getJob(ctx(), ids.hidden).catch((caught) => caught);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({
      kind: "not_found",
      title: "Job Not Found",
      message: "The job you're looking for doesn't exist or is no longer active.",
    });
  });
});

describe("description excerpts in lists", () => {
  it("keeps a short description whole", () => {
    expect(excerptOf("Coordinate the engineer teams.")).toBe("Coordinate the engineer teams.");
  });

  it("cuts a long one at a word and marks the cut", () => {
    const long = "Monitor the network around the clock. ".repeat(20);
    const excerpt = excerptOf(long);
    expect(excerpt.endsWith("…")).toBe(true);
    expect(Array.from(excerpt).length).toBeLessThanOrEqual(DESCRIPTION_EXCERPT_LENGTH + 1);
    expect(long.startsWith(excerpt.slice(0, -1))).toBe(true);
    expect(long[excerpt.length - 1]).toBe(" "); // the cut falls between words
  });

  it("counts characters, not UTF-16 units, so an emoji or Devanagari is never split", () => {
    const text = "नेटवर्क इंजीनियर 📡 ".repeat(30);
    const excerpt = excerptOf(text);
    expect(excerpt).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    expect(text.startsWith(excerpt.slice(0, -1))).toBe(true);
  });

  it("lists carry the excerpt, the job page the whole description", async () => {
    const description = `${"Install and splice fibre on FTTH routes across the district. ".repeat(12)}LAST-SENTENCE`;
    const [id] = await insertJobs(
      services.db,
      [
        job({
          title: "Excerpt Splicer",
          location_city: "Kochi",
          location_state: "Kerala",
          job_description: description,
        }),
      ],
      null,
    );
    try {
      const listed = (await searchJobs(ctx(), { q: "Excerpt Splicer" })).jobs.find((row) => row.id === id);
      expect(listed?.description_excerpt).toBe(excerptOf(description));
      expect(listed?.description_excerpt).not.toContain("LAST-SENTENCE");
      expect(listed).not.toHaveProperty("job_description");
      const career = (await listCareerJobs(ctx())).find((row) => row.id === id);
      expect(career?.description_excerpt).toBe(excerptOf(description));
      expect((await getJob(ctx(), id)).job_description).toBe(description);
    } finally {
      await services.db.deleteFrom("jobs").where("id", "=", id).execute();
    }
  });
});

describe("the search cache", () => {
  it("answers a repeated search from memory, whatever its case, and forgets it when the jobs change", async () => {
    const cache = services.caches.jobSearches;
    // PostgreSQL's notifications of earlier tests' writes may still arrive and
    // empty the cache in between: ask again until the second answer comes from memory.
    let fromMemory = false;
    for (let attempt = 0; attempt < 20 && !fromMemory; attempt++) {
      expect((await searchJobs(ctx(), { q: "Cable Layer" })).total).toBe(0);
      const hits = cache.stats.hits;
      const again = await searchJobs(ctx(), { q: "cable LAYER" });
      expect(again.search.q).toBe("cable LAYER"); // the caller's own search comes back
      fromMemory = cache.stats.hits === hits + 1;
    }
    expect(fromMemory).toBe(true);
    // A job written straight to the database: its commit notifies, the cache forgets.
    const [id] = await insertJobs(
      services.db,
      [job({ title: "Cable Layer", location_city: "Agra", location_state: "Uttar Pradesh" })],
      null,
    );
    try {
      expect((await searchJobs(ctx(), { q: "cable layer" })).jobs.map((row) => row.id)).toEqual([id]);
      await services.db.updateTable("jobs").set({ is_active: false }).where("id", "=", id).execute();
      expect((await searchJobs(ctx(), { q: "cable layer" })).total).toBe(0);
    } finally {
      await services.db.deleteFrom("jobs").where("id", "=", id).execute();
    }
  });
});

describe("getJob", () => {
  it("returns every field of an active job", async () => {
    const detail = await getJob(ctx(), ids.nocL1);
    expect(detail).toMatchObject({
      title: "NOC Engineer - L1",
      location_city: "Noida",
      required_skills: ["CCNA", "TCP/IP", "Ticketing Tools"],
      accepting: true,
    });
    expect(detail.created_at).toBe("2026-01-01T10:00:00.000Z");
  });

  it("shows a job as it is now, after an edit and a deactivation", async () => {
    const [id] = await insertJobs(
      services.db,
      [job({ title: "Splice Technician", location_city: "Agra", location_state: "Uttar Pradesh" })],
      null,
    );
    try {
      expect((await getJob(ctx(), id)).title).toBe("Splice Technician");
      await services.db
        .updateTable("jobs")
        .set({ title: "Senior Splice Technician" })
        .where("id", "=", id)
        .execute();
      expect((await getJob(ctx(), id)).title).toBe("Senior Splice Technician");
      await services.db.updateTable("jobs").set({ is_active: false }).where("id", "=", id).execute();
      await expect(getJob(ctx(), id)).rejects.toMatchObject({ kind: "not_found" });
    } finally {
      await services.db.deleteFrom("jobs").where("id", "=", id).execute();
    }
  });

  it.each(["not-a-uuid", "00000000-0000-0000-0000-000000000000", "'; drop table jobs; --"])(
    "answers 'Job Not Found' for %s",
    async (id) => {
      await expect(getJob(ctx(), id)).rejects.toMatchObject({ kind: "not_found", title: "Job Not Found" });
    },
  );

  it("knows when the deadline has passed (the deadline day itself still counts)", async () => {
    const [yesterday, today] = await insertJobs(
      services.db,
      [
        job({
          title: "Closed Role",
          location_city: "Goa",
          location_state: "Goa",
          application_deadline: "2020-01-01",
          is_active: false,
        }),
        job({ title: "Open Today", location_city: "Goa", location_state: "Goa", is_active: false }),
      ],
      null,
    );
    const todayIst = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
    await services.db
      .updateTable("jobs")
      .set({ application_deadline: todayIst, is_active: true })
      .where("id", "=", today)
      .execute();
    await services.db.updateTable("jobs").set({ is_active: true }).where("id", "=", yesterday).execute();
    expect((await getJob(ctx(), yesterday)).accepting).toBe(false);
    expect((await getJob(ctx(), today)).accepting).toBe(true);
    await services.db
      .updateTable("jobs")
      .set({ is_active: false })
      .where("id", "in", [yesterday, today])
      .execute();
  });
});

describe("paging", () => {
  it("gives 20 a page, without overlap, and the total past the last page", async () => {
    const bulk = Array.from({ length: 45 }, (_, index) =>
      job({ title: `Splicing Crew Member ${index + 1}`, location_city: "Kochi", location_state: "Kerala" }),
    );
    await insertJobs(services.db, bulk, null);
    const pages = await Promise.all(
      [1, 2, 3, 4].map((page) => searchJobs(ctx(), { q: "crew member", page: String(page) })),
    );
    expect(pages.map((page) => page.jobs.length)).toEqual([20, 20, 5, 0]);
    expect(pages.map((page) => page.total)).toEqual([45, 45, 45, 45]);
    expect(pages[0].pageCount).toBe(3);
    const seen = pages.flatMap((page) => page.jobs.map((job) => job.id));
    expect(new Set(seen).size).toBe(45);
    await services.db
      .updateTable("jobs")
      .set({ is_active: false })
      .where("location_state", "=", "Kerala")
      .execute();
  });
});

describe("counting", () => {
  it("counts exactly up to 1,000 and says 'more' beyond", async () => {
    const many = Array.from({ length: 1005 }, (_, index) =>
      job({ title: `Cable Puller ${index + 1}`, location_city: "Agra", location_state: "Uttar Pradesh" }),
    );
    await insertJobs(services.db, many, null);
    const first = await searchJobs(ctx(), { q: "cable puller" });
    expect(first).toMatchObject({ total: 1000, capped: true, pageCount: 50 });
    const last = await searchJobs(ctx(), { q: "cable puller", page: "50" });
    expect(last.jobs).toHaveLength(20);
    const few = await searchJobs(ctx(), { q: "cable puller 1004" });
    expect(few).toMatchObject({ total: 1, capped: false });
    await services.db
      .updateTable("jobs")
      .set({ is_active: false })
      .where("location_city", "=", "Agra")
      .execute();
    expect(await searchJobs(ctx(), { q: "cable puller" })).toMatchObject({ total: 0, capped: false });
  });

  it("lists a broad search's title matches first, newest first, then the rest, newest first, page after page", async () => {
    // 1,030 jobs need "Splicer": 30 of them say so in the title.
    const start = Date.parse("2026-03-01T00:00:00Z");
    const rows = Array.from({ length: 1030 }, (_, index) =>
      job({
        title: index % 35 === 0 ? `Splicer ${index}` : `Fibre Crew ${index}`,
        required_skills: ["Splicer"],
        location_city: "Jhansi",
        location_state: "Uttar Pradesh",
      }),
    );
    const created = await insertJobs(services.db, rows, null);
    // Creation times in a shuffled order, so "newest first" is not insertion order.
    const createdAt = new Map(created.map((id, index) => [id, start + ((index * 7919) % 1030) * 60_000]));
    await sql`update jobs set created_at = to_timestamp(v.at / 1000.0) from
      (select unnest(${sql.val([...createdAt.keys()])}::uuid[]) as id, unnest(${sql.val([...createdAt.values()])}::bigint[]) as at) v
      where jobs.id = v.id`.execute(services.db);
    try {
      const titleOf = new Map(created.map((id, index) => [id, rows[index].title]));
      const byNewest = (ids: string[]) => [...ids].sort((a, b) => createdAt.get(b)! - createdAt.get(a)!);
      const inTitle = byNewest(created.filter((id) => titleOf.get(id)!.startsWith("Splicer")));
      const elsewhere = byNewest(created.filter((id) => !titleOf.get(id)!.startsWith("Splicer")));
      expect(inTitle).toHaveLength(30);
      const expected = [...inTitle, ...elsewhere];
      const seen: string[] = [];
      for (const page of [1, 2, 3]) {
        const result = await searchJobs(ctx(), { q: "splicer", page: String(page) });
        expect(result).toMatchObject({ capped: true, total: 1000, page });
        seen.push(...result.jobs.map((row) => row.id));
      }
      // Page 2 straddles the two groups: 10 title matches, then 10 others.
      expect(seen).toEqual(expected.slice(0, 60));
      const last = await searchJobs(ctx(), { q: "splicer", page: "50" });
      expect(last.jobs.map((row) => row.id)).toEqual(expected.slice(980, 1000));
    } finally {
      await services.db.deleteFrom("jobs").where("location_city", "=", "Jhansi").execute();
    }
  });
});

describe("search indexes", () => {
  it("keeps the search fields in step with the job", async () => {
    await services.db
      .updateTable("jobs")
      .set({ required_skills: ["Juniper JunOS"] })
      .where("id", "=", ids.technician)
      .execute();
    expect(await namesOf({ q: "junos" })).toEqual(["technician"]);
    expect(await namesOf({ q: "otdr" })).toEqual([]);
    await services.db
      .updateTable("jobs")
      .set({ required_skills: fixtures.technician.required_skills })
      .where("id", "=", ids.technician)
      .execute();
  });

  it("keep exactly the active jobs searchable, as they are now, whoever writes them", async () => {
    const searchable = (id: string) =>
      services.db.selectFrom("searchable_jobs").selectAll().where("id", "=", id).executeTakeFirst();
    const [open, closed] = await insertJobs(
      services.db,
      [
        job({ title: "Tower Climber", location_city: "Shimla", location_state: "Himachal Pradesh" }),
        job({
          title: "Mast Rigger",
          location_city: "Shimla",
          location_state: "Himachal Pradesh",
          is_active: false,
        }),
      ],
      null,
    );
    try {
      expect(await searchable(open)).toMatchObject({ title: "Tower Climber", cities: "Shimla" });
      expect(await searchable(closed)).toBeUndefined();
      // Opened, edited, closed: the copy follows each change.
      await services.db.updateTable("jobs").set({ is_active: true }).where("id", "=", closed).execute();
      expect((await idsOf({ q: "mast rigger" })).includes(closed)).toBe(true);
      await services.db
        .updateTable("jobs")
        .set({ title: "Senior Mast Rigger", location_city: "Manali", experience_min_years: 5 })
        .where("id", "=", closed)
        .execute();
      expect(await searchable(closed)).toMatchObject({
        title: "Senior Mast Rigger",
        cities: "Manali",
        experience_min_years: 5,
      });
      expect(await idsOf({ q: "manali" })).toEqual([closed]);
      await services.db.updateTable("jobs").set({ is_active: false }).where("id", "=", open).execute();
      expect(await searchable(open)).toBeUndefined();
      expect(await idsOf({ q: "tower climber" })).toEqual([]);
      // A deleted job takes its copy with it.
      await services.db.deleteFrom("jobs").where("id", "=", closed).execute();
      expect(await searchable(closed)).toBeUndefined();
    } finally {
      await services.db.deleteFrom("jobs").where("id", "in", [open, closed]).execute();
    }
  });
});

describe("misspelt words", () => {
  it("are replaced by the closest word jobs have, and the search runs again", async () => {
    expect(await correctedText(services.db, "Hyderbad")).toBe("hyderabad");
    expect(await correctedText(services.db, "kubernets engineer")).toBe("kubernetes engineer");
    expect(await namesOf({ q: "kubernets aws" })).toEqual(["devops"]);
    const result = await searchJobs(ctx(), { q: "techncian" });
    expect(result.jobs.map((found) => found.title)).toEqual(["Field Technician"]);
    expect(result.search.q).toBe("techncian");
    expect(result.correctedQ).toBe("technician");
    expect((await searchJobs(ctx(), { q: "technician" })).correctedQ).toBeNull();
    // A correction that finds nothing either is not offered.
    expect((await searchJobs(ctx(), { q: "zzqx plumber" })).correctedQ).toBeNull();
  });

  it("take two swapped letters as one slip, so a two-typo search is corrected too", async () => {
    expect(await correctedText(services.db, "Netwrok Enginer")).toBe("network engineer");
    const result = await searchJobs(ctx(), { q: "Netwrok Enginer" });
    expect(result.total).toBeGreaterThan(0);
    expect(result.correctedQ).toBe("network engineer");
    expect(result.jobs.map((found) => found.title)).toEqual(
      (await searchJobs(ctx(), { q: "network engineer" })).jobs.map((found) => found.title),
    );
  });

  it("measure edits as letters inserted, deleted, changed or swapped", () => {
    expect(editDistance("netwrok", "network", 2)).toBe(1);
    expect(editDistance("enginer", "engineer", 2)).toBe(1);
    expect(editDistance("pune", "pune", 1)).toBe(0);
    expect(editDistance("kitten", "sitting", 5)).toBe(3);
    // Past the limit it stops early and says so.
    expect(editDistance("kitten", "sitting", 1)).toBe(2);
    expect(editDistance("ab", "abcdef", 2)).toBe(3);
  });

  it("leave known words, short words and unlike words alone", async () => {
    expect(await correctedText(services.db, "network engineer")).toBeNull();
    expect(await correctedText(services.db, "noc")).toBeNull();
    expect(await correctedText(services.db, "zzqx plumber")).toBeNull();
    // Both words are real: no job has both, and none is found (not every job with either).
    const result = await searchJobs(ctx(), { q: "network trainer" });
    expect(result.total).toBe(0);
  });

  it("learn the words of new and changed jobs, whether listed or not", async () => {
    expect(await correctedText(services.db, "splunkk")).toBeNull();
    const [id] = await insertJobs(
      services.db,
      [
        {
          ...job({
            title: "Splunk Administrator",
            location_city: "Indore",
            location_state: "Madhya Pradesh",
          }),
          is_active: false,
        },
      ],
      null,
    );
    expect(await correctedText(services.db, "splunkk")).toBe("splunk");
    await services.db
      .updateTable("jobs")
      .set({ title: "Zabbix Administrator" })
      .where("id", "=", id)
      .execute();
    expect(await correctedText(services.db, "zabix adminstrator")).toBe("zabbix administrator");
    // The job is inactive: corrected or not, candidates do not see it.
    expect((await searchJobs(ctx(), { q: "zabix" })).total).toBe(0);
    await services.db.deleteFrom("jobs").where("id", "=", id).execute();
  });
});
