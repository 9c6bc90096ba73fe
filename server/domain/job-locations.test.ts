// A job's several places and its work mode (issue #37, decision 0053):
// saved and read back by every way a job arrives (form, API body, bulk
// import), found by any of its states and cities and by its work mode, and
// bad places refused with nothing written.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobFormInput } from "../../common/schemas/job-location-rows";
import { jobSearchSchema } from "../../common/schemas/jobs-rules";
import {
  contextFor,
  createStaff,
  createTestServices,
  rejection,
  type TestServices,
} from "../../tests/support/services";
import { bulkImportJobs, listAllJobs } from "./admin";
import type { Actor } from "./context";
import { postJob } from "./employer";
import { editJob, jobForForm } from "./job-life";
import { findNewJobs, getJob, listCareerJobs, searchJobs } from "./jobs";

let services: TestServices;
let owner: Actor;
let admin: Actor;

const body = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  company_name: "Bharat FibreNet Ltd.",
  location_city: "Pune",
  location_state: "Maharashtra",
  job_description: "Splice and test fibre for home connections.",
  ...extra,
});

const jobCount = async () =>
  Number(
    (
      await services.db
        .selectFrom("jobs")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

const titlesOf = async (query: Record<string, string>) =>
  (await searchJobs(contextFor(services), query)).jobs.map((job) => job.title);

beforeAll(async () => {
  services = await createTestServices();
  owner = await createStaff(services, "places-owner@example.com", "moderator");
  admin = await createStaff(services, "places-admin@example.com", "admin");
});
afterAll(() => services.dispose());

describe("a job at several places", () => {
  let id: string;

  beforeAll(async () => {
    // As the job form posts it: rows of city and state, an empty one among them.
    const form = new FormData();
    for (const [name, value] of Object.entries(body("Zephyr Fibre Splicer"))) form.append(name, value);
    form.append("work_mode", "hybrid");
    form.append("other_locations.0.city", " Indore ");
    form.append("other_locations.0.state", "Madhya Pradesh");
    form.append("other_locations.1.city", "");
    form.append("other_locations.1.state", "");
    form.append("other_locations.2.city", "Ranchi");
    form.append("other_locations.2.state", "Jharkhand");
    id = await postJob(contextFor(services, owner), jobFormInput(form));
  });

  it("keeps every place, in order, and its work mode, and reads them back", async () => {
    const job = await getJob(contextFor(services), id);
    expect([job.location_city, job.location_state, job.work_mode]).toEqual(["Pune", "Maharashtra", "hybrid"]);
    expect(job.other_locations).toEqual([
      { city: "Indore", state: "Madhya Pradesh" },
      { city: "Ranchi", state: "Jharkhand" },
    ]);
    // The edit form gets them back as the list its rows are drawn from.
    const { values } = await jobForForm(contextFor(services, owner), id);
    expect(values).toMatchObject({
      work_mode: "hybrid",
      other_locations: [
        { city: "Indore", state: "Madhya Pradesh" },
        { city: "Ranchi", state: "Jharkhand" },
      ],
    });
    // Cards (careers, search) carry them too.
    const card = (await listCareerJobs(contextFor(services))).find((each) => each.id === id)!;
    expect([card.work_mode, card.other_locations.length]).toEqual(["hybrid", 2]);
  });

  it("is found by the state of any of its places, and by any of its cities", async () => {
    for (const state of ["Maharashtra", "Madhya Pradesh", "Jharkhand"]) {
      expect(await titlesOf({ state }), state).toContain("Zephyr Fibre Splicer");
    }
    expect(await titlesOf({ state: "Kerala" })).not.toContain("Zephyr Fibre Splicer");
    // Words and parts of words of the other cities.
    expect(await titlesOf({ q: "ranchi" })).toContain("Zephyr Fibre Splicer");
    expect(await titlesOf({ q: "ndor" })).toContain("Zephyr Fibre Splicer");
    expect(await titlesOf({ q: "ranchi", state: "Jharkhand" })).toEqual(["Zephyr Fibre Splicer"]);
  });

  it("is found by its work mode, and only by its own", async () => {
    expect(await titlesOf({ mode: "hybrid", state: "Jharkhand" })).toEqual(["Zephyr Fibre Splicer"]);
    expect(await titlesOf({ mode: "remote", state: "Jharkhand" })).toEqual([]);
    expect(await titlesOf({ mode: "on_site", state: "Jharkhand" })).toEqual([]);
    // An unknown mode in an address is every mode, as an unknown state is every state.
    expect(jobSearchSchema.parse({ mode: "moon" }).mode).toBe("all-modes");
    expect(await titlesOf({ mode: "moon", state: "Jharkhand" })).toEqual(["Zephyr Fibre Splicer"]);
  });

  it("is found in the admin's job list by any of its cities", async () => {
    const titles = async (q: string) =>
      (await listAllJobs(contextFor(services, admin), { q })).rows.map((job) => job.title);
    expect(await titles("Ranchi")).toContain("Zephyr Fibre Splicer");
    expect(await titles("Pune")).toContain("Zephyr Fibre Splicer");
    expect(await titles("Kochi")).not.toContain("Zephyr Fibre Splicer");
  });

  it("is sent to a job alert for the state of any of its places", async () => {
    const search = jobSearchSchema.parse({ state: "Madhya Pradesh" });
    const found = await findNewJobs(services.db, search, {
      after: new Date(Date.now() - 3_600_000),
      until: new Date(Date.now() + 1000),
    });
    expect(found.jobs.map((job) => job.title)).toContain("Zephyr Fibre Splicer");
  });

  it("moves with an edit: a place taken out is no longer found there; the audit names the change", async () => {
    const { changed } = await editJob(contextFor(services, owner), id, {
      ...body("Zephyr Fibre Splicer"),
      work_mode: "hybrid",
      other_locations: [{ city: "Indore", state: "Madhya Pradesh" }],
    });
    expect(changed).toEqual(["other_locations"]);
    expect(await titlesOf({ state: "Jharkhand" })).not.toContain("Zephyr Fibre Splicer");
    expect(await titlesOf({ q: "ranchi" })).not.toContain("Zephyr Fibre Splicer");
    const entry = await services.db
      .selectFrom("audit_log")
      .select("details")
      .where("target", "=", id)
      .where("action", "=", "job.edit")
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    const details = typeof entry.details === "string" ? JSON.parse(entry.details) : entry.details;
    expect(details.changes).toEqual({
      other_locations: {
        from: "Indore, Madhya Pradesh; Ranchi, Jharkhand",
        to: "Indore, Madhya Pradesh",
      },
    });
    // The API's PATCH changes the mode alone and keeps the places.
    await editJob(contextFor(services, owner), id, { work_mode: "remote" }, { partial: true });
    const job = await getJob(contextFor(services), id);
    expect([job.work_mode, job.other_locations]).toEqual([
      "remote",
      [{ city: "Indore", state: "Madhya Pradesh" }],
    ]);
    expect(await titlesOf({ mode: "remote", state: "Madhya Pradesh" })).toEqual(["Zephyr Fibre Splicer"]);
  });
});

describe("a job as it was", () => {
  it("is on-site at its one place when nothing is said", async () => {
    const id = await postJob(contextFor(services, owner), body("Plain Splicer"));
    const job = await getJob(contextFor(services), id);
    expect([job.work_mode, job.other_locations]).toEqual(["on_site", []]);
  });
});

describe("bad places", () => {
  const refusals: [string, Record<string, unknown>, string, string][] = [
    [
      "eleven places",
      {
        other_locations: Array.from({ length: 10 }, (_, index) => ({
          city: `Town ${index}`,
          state: "Kerala",
        })),
      },
      "other_locations",
      "A job can have at most 10 locations.",
    ],
    [
      "an unknown state",
      { other_locations: [{ city: "Gotham", state: "Atlantis" }] },
      "other_locations.0.state",
      "Please choose a state from the list.",
    ],
    [
      "a place without its city",
      { other_locations: [{ city: " ", state: "Kerala" }] },
      "other_locations.0.city",
      "Please give this location's city.",
    ],
    [
      "a place without its state",
      { other_locations: [{ city: "Kochi" }] },
      "other_locations.0.state",
      "Please choose a state from the list.",
    ],
    [
      "the first place again",
      { other_locations: [{ city: "PUNE", state: "Maharashtra" }] },
      "other_locations.0.city",
      "This location is already listed.",
    ],
    [
      "places that are not a list",
      { other_locations: { __proto__: { city: "Pune" }, 0: { city: "Kochi", state: "Kerala" } } },
      "other_locations",
      "Other locations must be a list of places, each with a city and a state.",
    ],
    [
      "a place that is not an object",
      { other_locations: ["Kochi, Kerala"] },
      "other_locations.0",
      "Other locations must be a list of places, each with a city and a state.",
    ],
    [
      "an unknown work mode",
      { work_mode: "moon" },
      "work_mode",
      "Work mode must be one of: on_site, hybrid, remote.",
    ],
    [
      "a work mode that is not text",
      { work_mode: ["remote"] },
      "work_mode",
      "Work mode must be one of: on_site, hybrid, remote.",
    ],
  ];

  it.each(refusals)("refuses %s, under its field, and writes nothing", async (_, extra, field, message) => {
    const before = await jobCount();
    const refused = await rejection(postJob(contextFor(services, owner), body("Refused Splicer", extra)));
    expect(refused.kind).toBe("invalid");
    expect(refused.options.fieldErrors?.[field]).toBe(message);
    expect(await jobCount()).toBe(before);
  });

  it("takes `__proto__` and `constructor` in a place as unknown keys, not as the place's prototype", async () => {
    const hostile = JSON.parse(
      '{"city": "Kochi", "state": "Kerala", "__proto__": {"state": "Atlantis", "polluted": true}, "constructor": {"name": "x"}}',
    );
    const id = await postJob(
      contextFor(services, owner),
      body("Hostile Keys Splicer", { other_locations: [hostile] }),
    );
    const job = await getJob(contextFor(services), id);
    expect(job.other_locations).toEqual([{ city: "Kochi", state: "Kerala" }]);
    expect(Object.keys(job.other_locations[0]!)).toEqual(["city", "state"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // A form whose field names are hostile: only the rows' own names are read as rows.
    const form = new FormData();
    for (const [name, value] of Object.entries(body("Hostile Form Splicer"))) form.append(name, value);
    form.append("__proto__", "x");
    form.append("other_locations.__proto__.city", "Gotham");
    form.append("other_locations.0.constructor", "Gotham");
    form.append("other_locations.0.city", "Kochi");
    form.append("other_locations.0.state", "Kerala");
    const input = jobFormInput(form);
    expect(input.other_locations).toEqual([{ city: "Kochi", state: "Kerala" }]);
    const formId = await postJob(contextFor(services, owner), input);
    expect((await getJob(contextFor(services), formId)).other_locations).toEqual([
      { city: "Kochi", state: "Kerala" },
    ]);
  });

  it("refuses an edit with bad places and leaves the job as it was", async () => {
    const id = await postJob(
      contextFor(services, owner),
      body("Kept Splicer", { other_locations: [{ city: "Kochi", state: "Kerala" }] }),
    );
    const refused = await rejection(
      editJob(contextFor(services, owner), id, {
        ...body("Kept Splicer"),
        other_locations: [{ city: "Gotham", state: "Atlantis" }],
      }),
    );
    expect(refused.options.fieldErrors?.["other_locations.0.state"]).toBe(
      "Please choose a state from the list.",
    );
    expect((await getJob(contextFor(services), id)).other_locations).toEqual([
      { city: "Kochi", state: "Kerala" },
    ]);
  });
});

describe("the bulk import", () => {
  it("takes places and a work mode, and refuses a whole file with one bad place", async () => {
    const good = body("Bulk Places Splicer", {
      work_mode: "remote",
      other_locations: [{ city: "Kochi", state: "Kerala" }],
    });
    const before = await jobCount();
    const refused = await rejection(
      bulkImportJobs(
        contextFor(services, admin),
        JSON.stringify([good, body("Bad", { other_locations: [{ city: "Gotham", state: "Atlantis" }] })]),
      ),
    );
    expect(refused.options.fieldErrors?.["2.other_locations.0.state"]).toBe(
      "Please choose a state from the list.",
    );
    expect(await jobCount()).toBe(before);
    expect(await bulkImportJobs(contextFor(services, admin), JSON.stringify([good]))).toEqual({ count: 1 });
    const [found] = (await searchJobs(contextFor(services), { q: "bulk places splicer", state: "Kerala" }))
      .jobs;
    expect([found?.work_mode, found?.other_locations]).toEqual([
      "remote",
      [{ city: "Kochi", state: "Kerala" }],
    ]);
  });
});
