import { describe, expect, it } from "vitest";
import { jsonNestedDeeperThan, MAX_JSON_DEPTH } from "./json-nesting";

describe("jsonNestedDeeperThan", () => {
  it("counts arrays and objects inside each other, not brackets inside strings", () => {
    expect(jsonNestedDeeperThan("[".repeat(MAX_JSON_DEPTH) + "]".repeat(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonNestedDeeperThan("[".repeat(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonNestedDeeperThan('{"a":'.repeat(200_000) + "1" + "}".repeat(200_000))).toBe(true);
    expect(jsonNestedDeeperThan(JSON.stringify({ text: "[{".repeat(1000), escaped: '\\"[[[[' }))).toBe(false);
    // Siblings are not nesting: ten thousand jobs side by side are two deep.
    expect(jsonNestedDeeperThan(JSON.stringify(Array.from({ length: 10_000 }, () => ({ a: [1] }))))).toBe(
      false,
    );
  });

  it("reads UTF-8 bytes as it reads text", () => {
    const text = JSON.stringify({ title: "हिन्दी [[[[" }) + "[".repeat(40);
    expect(jsonNestedDeeperThan(Buffer.from(text))).toBe(true);
    expect(jsonNestedDeeperThan(Buffer.from(JSON.stringify({ title: "हिन्दी [[[[" })))).toBe(false);
  });
});
