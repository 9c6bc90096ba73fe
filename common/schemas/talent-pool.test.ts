import { describe, expect, it } from "vitest";
import { talentSearchSchema } from "./talent-pool-rules";
import { MATCH_END, MATCH_START, snippetParts, talentSearchHref } from "./talent-pool";

describe("the talent pool's query string", () => {
  it("reads blanks and nonsense as no filter, and numbers as numbers", () => {
    expect(
      talentSearchSchema.parse({ salaryMin: " ", notice: "", skillYears: "abc", salaryMax: "12.34" }),
    ).toMatchObject({
      salaryMin: undefined,
      notice: undefined,
      skillYears: undefined,
      salaryMax: 12.3,
    });
    expect(talentSearchSchema.parse({ notice: "0", state: "Kerala", education: "toString" })).toMatchObject({
      notice: 0,
      state: "Kerala",
      education: undefined,
    });
  });

  it("writes a search back as a short address", () => {
    expect(talentSearchHref({ q: "noc", page: 1, city: "" })).toBe("/talent-pool?q=noc");
    expect(talentSearchHref({ q: "noc", page: 3 }, "")).toBe("?q=noc&page=3");
  });
});

describe("a snippet", () => {
  it("splits into runs of text, the matches marked", () => {
    expect(
      snippetParts(`Worked on ${MATCH_START}OTDR${MATCH_END} and ${MATCH_START}DWDM${MATCH_END}`),
    ).toEqual([
      { text: "Worked on ", match: false },
      { text: "OTDR", match: true },
      { text: " and ", match: false },
      { text: "DWDM", match: true },
    ]);
  });
});
