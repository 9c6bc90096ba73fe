// Server rendering, remembered by its inputs (docs/decisions/0012-render-memo-and-session-reader.md).
//
// A page's HTML is a function of its URL and its loaders' data: the loaders
// run for every request (they look up the session and check who may see
// what), but when they return exactly what they returned for an earlier
// request of the same URL, React would write exactly the same HTML again.
// Rendering is most of a signed-in page's cost, so the HTML is kept, keyed by
// a hash of the URL and the loaders' data as React Router serialises it for
// hydration. Nothing needs invalidating: changed data is a different key.
//
// A kept page is sent as it was first rendered, so the same bytes go to
// everyone who gets it and its compressed copies are made once (decision
// 0014). The one per-response value in it, the CSP nonce of its first
// response, allows nothing: a kept page goes out with a policy that lists its
// inline scripts by hash instead, as the anonymous page cache does.
import { createHash } from "node:crypto";
import { MemoryCache } from "../cache/memory-cache";
import type { Config } from "../config";
import { encodablePageResponse, type EncodablePage } from "./page-response";
import { contentSecurityPolicy, inlineScriptHashes } from "./security";

/** A rendered page as kept: its HTML, and once it is sent from memory, its policy and compressed copies. */
export interface RenderedPage extends EncodablePage {
  policy?: { name: string; value: string };
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
    // Room for its compressed copies too (each about a tenth of the HTML).
    sizeOf: (page, key) => Math.ceil(page.html.length * 1.25) + key.length,
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

export function pageOf(html: Buffer): RenderedPage {
  return { html, encoded: {} };
}

/** The policy a page sent from memory goes out with: its inline scripts by hash, worked out once. */
export function keptPagePolicy(page: RenderedPage, config: Config): { name: string; value: string } {
  return (page.policy ??= contentSecurityPolicy(config, inlineScriptHashes(page.html.toString("utf8"))));
}

/** The Response of a page sent from memory: `headers` (this response's), with the page's own policy. */
export function keptPageResponse(page: RenderedPage, headers: Headers, config: Config): Response {
  const policy = keptPagePolicy(page, config);
  headers.set(policy.name, policy.value);
  return encodablePageResponse(page, { status: 200, headers });
}
