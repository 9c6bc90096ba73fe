// Server rendering, remembered by its inputs (docs/decisions/0012-render-memo.md).
//
// A page's HTML is a function of its URL and its loaders' data: the loaders
// run for every request (they look up the session and check who may see
// what), but when they return exactly what they returned for an earlier
// request of the same URL, React would write exactly the same HTML again.
// Rendering is most of a signed-in page's cost, so the HTML is kept, keyed by
// a hash of the URL and the loaders' data as React Router serialises it for
// hydration. Nothing needs invalidating: changed data is a different key.
//
// The one per-request value in the HTML is the CSP nonce; a kept page is
// stored split at its nonce and joined with the new request's nonce.
import { createHash } from "node:crypto";
import { MemoryCache } from "../cache/memory-cache";

/** A rendered page as kept: the HTML around each occurrence of the nonce it was rendered with. */
export interface RenderedPage {
  parts: Buffer[];
  bytes: number;
}

/** Unused entries go after a minute; a busy page stays while it is asked for within that. */
const RENDER_TTL_MS = 60_000;
/** About 500 search pages of 100 KB. */
const RENDER_MEMO_BYTES = 48 * 1024 * 1024;

export type RenderMemo = MemoryCache<RenderedPage>;

export function newRenderMemo(): RenderMemo {
  return new MemoryCache<RenderedPage>({
    ttlMs: RENDER_TTL_MS,
    maxBytes: RENDER_MEMO_BYTES,
    sizeOf: (page, key) => page.bytes + key.length,
  });
}

/**
 * Reads the hydration data React Router has started to encode, returning the
 * key of the render and a way to hand the same data to the renderer, which
 * runs only when the render is not kept.
 */
export async function renderKeyOf(
  url: string,
  handoff: ReadableStream<Uint8Array>,
): Promise<{ key: string; replay: () => ReadableStream<Uint8Array> }> {
  const hash = createHash("sha256").update(url).update("\0");
  const chunks: Uint8Array[] = [];
  const reader = handoff.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    hash.update(read.value);
    chunks.push(read.value);
  }
  return {
    key: hash.digest("base64url"),
    replay: () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(chunk);
          controller.close();
        },
      }),
  };
}

export function pageOf(html: Buffer, nonce: string): RenderedPage {
  const parts: Buffer[] = [];
  const marker = Buffer.from(nonce);
  let from = 0;
  for (let at = nonce ? html.indexOf(marker, from) : -1; at !== -1; at = html.indexOf(marker, from)) {
    parts.push(html.subarray(from, at));
    from = at + marker.length;
  }
  parts.push(html.subarray(from));
  return { parts, bytes: html.length };
}

/** The kept page's HTML in pieces, carrying `nonce` wherever the original carried its own. */
export function htmlOf(page: RenderedPage, nonce: string): Buffer[] {
  const marker = Buffer.from(nonce);
  const pieces: Buffer[] = [];
  page.parts.forEach((part, index) => {
    if (index > 0) pieces.push(marker);
    pieces.push(part);
  });
  return pieces;
}
