import { describe, expect, it } from "vitest";
import { MAX_PAGE_NUMBER, pageNumber } from "./paging";

describe("pageNumber", () => {
  it("keeps a whole number from 1 up to the maximum", () => {
    expect(pageNumber("1")).toBe(1);
    expect(pageNumber("2")).toBe(2);
    expect(pageNumber(7)).toBe(7);
    expect(pageNumber(String(MAX_PAGE_NUMBER))).toBe(MAX_PAGE_NUMBER);
    expect(pageNumber("49", 50)).toBe(49);
    expect(pageNumber("50", 50)).toBe(50);
  });

  it.each([
    undefined,
    null,
    "",
    " ",
    "abc",
    "2.5",
    2.5,
    "0",
    0,
    "-5",
    -5,
    "-1e999",
    "-Infinity",
    -Infinity,
    "NaN",
    NaN,
    true,
    ["2"],
    { page: 2 },
  ])("reads %o as page 1", (value) => {
    expect(pageNumber(value)).toBe(1);
  });

  it.each([
    String(MAX_PAGE_NUMBER + 1),
    "9999999999999999999",
    "9".repeat(400),
    "1e308",
    "1e999",
    "Infinity",
    Infinity,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_VALUE,
  ])("clamps %o to the maximum", (value) => {
    expect(pageNumber(value)).toBe(MAX_PAGE_NUMBER);
    expect(pageNumber(value, 50)).toBe(50);
  });
});
