// Compressed copies of pages kept in memory (the anonymous page cache, and
// renders remembered by their data): made once, sent many times, so they can
// afford a better ratio than the compression middleware's per-response work.
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";

export type PageEncoding = "br" | "gzip";

export function encodePage(body: Buffer, encoding: PageEncoding): Buffer {
  if (encoding === "gzip") return gzipSync(body, { level: 6 });
  return brotliCompressSync(body, {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: 6,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/**
 * The encoding to send a kept page in, from the request's Accept-Encoding:
 * brotli where it is as welcome as gzip (browsers list gzip first, and
 * brotli's pages are smaller), gzip otherwise, or none (null).
 */
export function preferredEncoding(acceptEncoding: string | undefined): PageEncoding | null {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name, ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((param) => param.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: PageEncoding) => weights.get(name) ?? weights.get("*") ?? 0;
  const br = weightOf("br");
  const gzip = weightOf("gzip");
  if (br > 0 && br >= gzip) return "br";
  return gzip > 0 ? "gzip" : null;
}
