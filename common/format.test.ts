import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatLpa,
  formatMonthYear,
  formatPhone,
  formatSalaryRange,
  parseSalaryInput,
} from "./format";

describe("money", () => {
  it("shows lakhs per annum with one decimal", () => {
    expect(formatLpa(1250000)).toBe("12.5 LPA");
    expect(formatLpa(600000, { rupeeSign: true })).toBe("₹6.0 LPA");
    expect(formatLpa(null)).toBe("Not specified");
    expect(formatLpa(0)).toBe("Not specified");
  });
  it("shows ranges", () => {
    expect(formatSalaryRange(600000, 950000)).toBe("6.0-9.5 LPA");
    expect(formatSalaryRange(600000, 950000, { rupeeSign: true })).toBe("₹6.0-9.5 LPA");
    expect(formatSalaryRange(0, 0)).toBe("Not specified");
    expect(formatSalaryRange(500000, 0)).toBe("5.0 LPA");
  });
  it("reads LPA or rupees", () => {
    expect(parseSalaryInput("6.5")).toBe(650000);
    expect(parseSalaryInput("6.5 LPA")).toBe(650000);
    expect(parseSalaryInput("6,50,000")).toBe(650000);
    expect(parseSalaryInput("₹ 1200000")).toBe(1200000);
    expect(parseSalaryInput("")).toBeNull();
    expect(parseSalaryInput("lots")).toBeNaN();
  });
});

describe("dates", () => {
  it("uses en-IN with a short month", () => {
    expect(formatDate("2026-11-23")).toBe("23 Nov 2026");
    expect(formatDate(new Date("2026-11-22T20:00:00Z"))).toBe("23 Nov 2026");
    expect(formatDate(null)).toBe("");
    expect(formatMonthYear("2024-03-01")).toBe("Mar 2024");
  });
  it("writes Indian mobiles in groups", () => {
    expect(formatPhone("+919876543210")).toBe("+91 98765 43210");
    expect(formatPhone(null)).toBe("");
  });
});
