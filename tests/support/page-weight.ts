// What a page weighs as a phone downloads it: the HTML, the stylesheets and
// the scripts it loads, each in gzip bytes (level 6), and the bytes the
// server actually sends a browser that takes brotli. The budget test
// (tests/e2e/page-weight.test.ts) and bench/page-weight.ts both weigh pages
// here, so the figures they print and check are the same.
import { gzipSync } from "node:zlib";
import { localizedPath } from "../../app/i18n";
import { rawGet } from "./raw-get";

export interface PageWeight {
  path: string;
  status: number;
  /** The HTML, inline scripts included. */
  html: number;
  css: number;
  /** Every script the page runs: the files it loads and its inline scripts. */
  js: number;
  jsFiles: number;
  /** HTML, CSS and script files: what the page costs to open. */
  total: number;
  /** The script files' bytes as the server sends them to a browser (`Accept-Encoding` below). */
  sentJsFiles: number;
  /** HTML, CSS and script files as the server sends them to a browser. */
  sent: number;
}

/** What Chromium asks for. */
export const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";

/** An answer's bytes as they cross the network to a browser (rawGet decodes nothing). */
export const sentTo = (url: string, headers: Record<string, string> = {}) =>
  rawGet(url, { "accept-encoding": BROWSER_ENCODINGS, ...headers });

/**
 * A visitor page's Hindi address (issue #25): a public page's own, and for
 * the 404 a missing page under `/hi`, which answers in Hindi too.
 */
export function hindiAddress(path: string): string {
  const hindi = localizedPath(path, "hi-IN");
  return hindi === path ? `/hi${path}` : hindi;
}

export const gzipBytes = (body: Buffer | string) => gzipSync(body, { level: 6 }).length;

/** Every script and stylesheet the HTML loads: preloads, script tags and the inline module imports. */
export function assetsOf(html: string): { js: string[]; css: string[]; inlineJs: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    const href = tag.match(/\bhref="([^"]+)"/)?.[1];
    if (!href) continue;
    if (/\brel="modulepreload"/.test(tag)) js.add(href);
    if (/\brel="stylesheet"/.test(tag)) css.add(href);
  }
  const inlineJs: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attributes, body] = match;
    const src = attributes.match(/\bsrc="([^"]+)"/)?.[1];
    if (src) js.add(src);
    // Data (JSON-LD) is not code.
    else if (body.trim() && !/\btype="application\/(ld\+)?json"/.test(attributes)) inlineJs.push(body);
  }
  for (const match of html.matchAll(/import\(?\s*["'](\/[^"']+\.js)["']/g)) js.add(match[1]);
  return { js: [...js], css: [...css], inlineJs };
}

/** Weighs pages of one site, fetching each asset once. */
export function pageScale(baseUrl: string) {
  const sizes = new Map<string, Promise<number>>();
  const sizeOf = (url: string) => {
    const absolute = new URL(url, baseUrl).href;
    let size = sizes.get(absolute);
    if (!size) {
      size = fetch(absolute, { headers: { "accept-encoding": "identity" } }).then(async (response) => {
        if (!response.ok) throw new Error(`${absolute}: ${response.status}`);
        return gzipBytes(Buffer.from(await response.arrayBuffer()));
      });
      sizes.set(absolute, size);
    }
    return size;
  };
  const sent = new Map<string, Promise<number>>();
  const sentOf = (url: string) => {
    const absolute = new URL(url, baseUrl).href;
    let size = sent.get(absolute);
    if (!size) {
      size = sentTo(absolute).then(({ status, body }) => {
        if (status !== 200) throw new Error(`${absolute}: ${status}`);
        return body.length;
      });
      sent.set(absolute, size);
    }
    return size;
  };
  const total = async (sizes: Promise<number>[]) => (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
  const sum = (urls: string[]) => total(urls.map(sizeOf));
  const sumSent = (urls: string[]) => total(urls.map(sentOf));

  return async function weigh(path: string, headers: Record<string, string> = {}): Promise<PageWeight> {
    const response = await fetch(new URL(path, baseUrl), {
      headers: { ...headers, "accept-encoding": "identity" },
    });
    const body = await response.text();
    const { js, css, inlineJs } = assetsOf(body);
    const html = gzipBytes(body);
    const cssBytes = await sum(css);
    const jsFileBytes = await sum(js);
    const sentJsFiles = await sumSent(js);
    const sentPage = (await sentTo(new URL(path, baseUrl).href, headers)).body.length;
    return {
      path,
      status: response.status,
      html,
      css: cssBytes,
      js: jsFileBytes + (inlineJs.length ? gzipBytes(inlineJs.join("\n")) : 0),
      jsFiles: js.length,
      total: html + cssBytes + jsFileBytes,
      sentJsFiles,
      sent: sentPage + (await sumSent(css)) + sentJsFiles,
    };
  };
}
