// What a page weighs as a phone downloads it: the HTML, the stylesheets and
// the scripts it loads, each in gzip bytes (level 6), and the bytes the
// server actually sends a browser that takes brotli. The budget test
// (tests/e2e/page-weight.test.ts) and bench/page-weight.ts both weigh pages
// here, so the figures they print and check are the same.
import { gzipSync } from "node:zlib";
import { localizedPath } from "../../common/i18n";
import { decodedBody, rawGet } from "./raw-get";

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

/**
 * The most JavaScript (gzip bytes, files and inline scripts) a signed-in
 * candidate's page may load in English. tests/e2e/page-weight.test.ts says
 * how it came to be; every test that weighs a candidate's page uses it.
 */
export const CANDIDATE_JS_BUDGET = 143 * 1024;

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
  /** An asset's gzip bytes (level 6, of the file as it is) and the bytes the server sends for it. */
  const assets = new Map<string, Promise<{ gzip: number; sent: number }>>();
  const assetOf = (url: string) => {
    const absolute = new URL(url, baseUrl).href;
    let weight = assets.get(absolute);
    if (!weight) {
      weight = sentTo(absolute).then((answer) => {
        if (answer.status !== 200) throw new Error(`${absolute}: ${answer.status}`);
        return { gzip: gzipBytes(decodedBody(answer)), sent: answer.body.length };
      });
      assets.set(absolute, weight);
    }
    return weight;
  };
  const sum = async (urls: string[], measure: "gzip" | "sent") =>
    (await Promise.all(urls.map(assetOf))).reduce((total, weight) => total + weight[measure], 0);

  return async function weigh(path: string, headers: Record<string, string> = {}): Promise<PageWeight> {
    const answer = await sentTo(new URL(path, baseUrl).href, headers);
    const body = decodedBody(answer).toString("utf8");
    const { js, css, inlineJs } = assetsOf(body);
    const html = gzipBytes(body);
    const cssBytes = await sum(css, "gzip");
    const jsFileBytes = await sum(js, "gzip");
    const sentJsFiles = await sum(js, "sent");
    return {
      path,
      status: answer.status,
      html,
      css: cssBytes,
      js: jsFileBytes + (inlineJs.length ? gzipBytes(inlineJs.join("\n")) : 0),
      jsFiles: js.length,
      total: html + cssBytes + jsFileBytes,
      sentJsFiles,
      sent: answer.body.length + (await sum(css, "sent")) + sentJsFiles,
    };
  };
}
