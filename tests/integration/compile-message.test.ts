// The browser's message compiler (common/compile-message.ts) against Lingui's
// own, on every message of the catalogues, English and Hindi.
import { compileMessage as linguiCompile } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { compileMessage } from "../../common/compile-message";
import { hindiCatalogue } from "../support/catalogue";

/** Lingui writes a message of text alone as `["text"]`; ours as `"text"`, which Lingui takes alike. */
const same = (compiled: unknown) => (typeof compiled === "string" ? [compiled] : compiled);

describe("the browser's message compiler", () => {
  it("compiles every message of the catalogues as Lingui does", () => {
    const messages = [...hindiCatalogue()].flat();
    expect(messages.length).toBeGreaterThan(2000);
    const differing = messages.filter(
      (message) => JSON.stringify(same(compileMessage(message))) !== JSON.stringify(linguiCompile(message)),
    );
    expect(differing).toEqual([]);
  });

  it("compiles the forms the site uses", () => {
    expect(compileMessage("Sign In")).toBe("Sign In");
    expect(compileMessage("Hello {name}!")).toEqual(["Hello ", ["name"], "!"]);
    expect(compileMessage("{count, plural, one {# job} other {# jobs}} found")).toEqual([
      ["count", "plural", { one: ["#", " job"], other: ["#", " jobs"] }],
      " found",
    ]);
    expect(compileMessage("{n, plural, =0 {none} other {#}}")).toEqual([
      ["n", "plural", { 0: ["none"], other: ["#"] }],
    ]);
    expect(compileMessage("{kind, select, a {A #} other {B}}")).toEqual([
      ["kind", "select", { a: ["A #"], other: ["B"] }],
    ]);
    expect(compileMessage("See <0>this</0> now")).toBe("See <0>this</0> now");
    expect(() => compileMessage("broken {name")).toThrow(SyntaxError);
    expect(() => compileMessage("broken }")).toThrow(SyntaxError);
  });
});
