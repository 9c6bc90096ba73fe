import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { encodePage, preferredEncoding } from "./encodings";

describe("page encodings", () => {
  it("prefers brotli where the browser takes it as gladly as gzip", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("br;q=1.0, gzip;q=0.8, *;q=0.1")).toBe("br");
    expect(preferredEncoding("gzip;q=1, br;q=0.5")).toBe("gzip");
    expect(preferredEncoding("gzip, deflate")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("*;q=0.5, br;q=0")).toBe("gzip");
  });

  it("sends the page as it is when nothing it knows is asked for", () => {
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding("")).toBeNull();
    expect(preferredEncoding("identity")).toBeNull();
    expect(preferredEncoding("deflate, zstd")).toBeNull();
    expect(preferredEncoding("gzip;q=0, br;q=0")).toBeNull();
    expect(preferredEncoding("gzip;q=abc")).toBeNull();
  });

  it("compresses a page so that it decodes to the same bytes", () => {
    const html = Buffer.from(`<p>${"NOC engineer, Noida. ".repeat(100)}</p>`);
    expect(gunzipSync(encodePage(html, "gzip")).equals(html)).toBe(true);
    expect(brotliDecompressSync(encodePage(html, "br")).equals(html)).toBe(true);
  });
});
