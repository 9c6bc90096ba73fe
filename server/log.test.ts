import { data } from "react-router";
import { describe, expect, it } from "vitest";
import { errorFields } from "./log";

describe("errorFields", () => {
  it("gives an Error's message and stack", () => {
    const fields = errorFields(new Error("connection refused"));
    expect(fields.error).toBe("connection refused");
    expect(String(fields.stack)).toContain("log.test.ts");
  });

  it("writes out what is thrown that is not an Error, never '[object Object]'", () => {
    expect(errorFields(data("The form could not be read.", { status: 400 })).error).toBe(
      '{"type":"DataWithResponseInit","data":"The form could not be read.","init":{"status":400}}',
    );
    expect(errorFields(new Response(null, { status: 503, statusText: "Unavailable" })).error).toBe(
      "Response 503 Unavailable",
    );
    expect(errorFields({ title: "Error", message: "x".repeat(600) }).error).toMatch(
      /^\{"title":"Error".{480,}…$/,
    );
    expect(errorFields("plain text").error).toBe("plain text");
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(errorFields(cyclic).error).toBe("[object Object]");
  });
});
