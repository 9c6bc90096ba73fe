// The demo's closing dates stay ahead of the day it is installed: jobs close
// by themselves on their deadline (decision 0048).
import { describe, expect, it } from "vitest";
import { demoJobs, demoJobsAsOf } from "./demo-jobs";

describe("demoJobsAsOf", () => {
  it("keeps the dates as written on the day they were written", () => {
    expect(demoJobsAsOf("2026-11-28")).toEqual(demoJobs);
  });

  it("moves every closing date by the days since, across months and a leap day", () => {
    const later = demoJobsAsOf("2028-02-27");
    demoJobs.forEach((job, index) => {
      const moved = later[index]!.application_deadline;
      if (!job.application_deadline) return expect(moved).toBeFalsy();
      const days = (Date.parse(moved!) - Date.parse(job.application_deadline)) / 86_400_000;
      // 2026-11-28 to 2028-02-27: 456 days (2028 is a leap year, after the 27th).
      expect(days).toBe(456);
    });
    const open = later.filter((job) => job.application_deadline);
    expect(open.every((job) => job.application_deadline! >= "2028-02-27")).toBe(true);
    expect(open.length).toBeGreaterThan(20);
  });
});
