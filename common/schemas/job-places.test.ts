// How a job's places and work mode are written (decision 0053): the first
// place and how many more on cards and lists, every place on the job's page.
import { describe, expect, it } from "vitest";
import {
  formatPlaces,
  formatPlacesAndMode,
  formatWorkMode,
  withoutDefaultPlaces,
  type JobSummary,
} from "./jobs";

const job = {
  location_city: "Pune",
  location_state: "Maharashtra",
  other_locations: [
    { city: "Mumbai", state: "Maharashtra" },
    { city: "Indore", state: "Madhya Pradesh" },
  ],
  work_mode: "hybrid",
};

describe("a job's places in words", () => {
  it("gives the first place and how many more, kept on one line, or every place", () => {
    expect(formatPlaces(job)).toBe("Pune, Maharashtra +2\u00a0more");
    expect(formatPlaces(job, true)).toBe("Pune, Maharashtra; Mumbai, Maharashtra; Indore, Madhya Pradesh");
    expect(formatPlaces({ ...job, other_locations: [] })).toBe("Pune, Maharashtra");
  });

  it("names the work mode unless on-site", () => {
    expect(formatPlacesAndMode(job)).toBe("Pune, Maharashtra +2\u00a0more · Hybrid");
    expect(formatPlacesAndMode({ ...job, other_locations: [], work_mode: "remote" })).toBe(
      "Pune, Maharashtra · Remote",
    );
    expect(formatWorkMode("on_site")).toBe("");
    expect(formatWorkMode(undefined)).toBe("");
  });

  it("leaves a card's defaults out of a page's data, and keeps what differs", () => {
    const card = { id: "1", title: "Splicer", ...job } as unknown as JobSummary;
    expect(withoutDefaultPlaces({ ...card, other_locations: [], work_mode: "on_site" })).not.toHaveProperty(
      "other_locations",
    );
    expect(withoutDefaultPlaces({ ...card, other_locations: [], work_mode: "on_site" })).not.toHaveProperty(
      "work_mode",
    );
    expect(withoutDefaultPlaces(card)).toMatchObject({
      work_mode: "hybrid",
      other_locations: job.other_locations,
    });
  });
});
