import { describe, expect, it } from "vitest";
import { pagesToShow } from "./pager";

describe("pagesToShow", () => {
  it("lists every page when there are few", () => {
    expect(pagesToShow(1, 1)).toEqual([1]);
    expect(pagesToShow(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("keeps the first, the last and two either side of the current page, with gaps between", () => {
    expect(pagesToShow(1, 40)).toEqual([1, 2, 3, "gap", 40]);
    expect(pagesToShow(10, 40)).toEqual([1, "gap", 8, 9, 10, 11, 12, "gap", 40]);
    expect(pagesToShow(40, 40)).toEqual([1, "gap", 38, 39, 40]);
  });

  it("puts no gap where no page is left out", () => {
    expect(pagesToShow(4, 40)).toEqual([1, 2, 3, 4, 5, 6, "gap", 40]);
    expect(pagesToShow(37, 40)).toEqual([1, "gap", 35, 36, 37, 38, 39, 40]);
  });
});
