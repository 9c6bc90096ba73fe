import type { AddressInfo } from "node:net";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { Cache } from "../cache/cache";
import { cacheRegistry } from "../cache/registry";
import { isCacheableRequest, servePageCache, type RenderPage } from "./page-cache";
import type { CachedPage } from "./page-response";
import { inlineScriptHashes } from "./security";
import { rawGet } from "../../tests/support/raw-get";

const config = loadConfig({
  NODE_ENV: "production",
  DATA_DIR: mkdtempSync(path.join(tmpdir(), "page-cache-")),
  SESSION_SECRET: "page-cache-test-secret-page-cache-test",
});

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** An app whose pages are rendered by `render`, counting renders; answers "next" when the cache passes. */
async function serve(render: RenderPage, options: { ttlMs?: number; maxBytes?: number } = {}) {
  const cache = new Cache<CachedPage>({ ...cacheRegistry.pages, ...options });
  let renders = 0;
  const app = express();
  app.use(
    servePageCache(config, cache, async (request, req, res) => {
      renders++;
      return render(request, req, res);
    }),
  );
  app.use((_req, res) => res.status(200).send("next"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    cache,
    renders: () => renders,
    get: (url: string, headers: Record<string, string> = {}) => fetch(base + url, { headers }),
  };
}

const page = (html: string, init: ResponseInit = {}) =>
  new Response(html, { status: 200, headers: { "content-type": "text/html; charset=utf-8" }, ...init });

describe("which requests are cacheable", () => {
  const request = (method: string, path: string, cookie?: string) => ({
    method,
    path,
    headers: cookie ? { cookie } : {},
  });

  it.each([
    "/",
    "/about",
    "/careers",
    // The job search, public since issue #36, in both languages.
    "/jobs",
    "/hi/jobs",
    "/jobs/0b6f3a4e-6f1d-4c55-9b8e-3c1d2e4f5a6b",
    "/careers.data",
    "/_.data",
  ])("takes the public page %s", (url) => {
    expect(isCacheableRequest(request("GET", url))).toBe(true);
  });

  it.each([
    "/jobs/not-a-uuid",
    "/auth",
    "/reset-password",
    "/profile",
    "/admin",
    "/employer-dashboard",
    "/api/v1/jobs",
    "/careers/x",
  ])("leaves %s alone", (url) => {
    expect(isCacheableRequest(request("GET", url))).toBe(false);
  });

  it("leaves other methods and our cookies alone, but not someone else's cookies", () => {
    expect(isCacheableRequest(request("POST", "/careers"))).toBe(false);
    expect(isCacheableRequest(request("HEAD", "/careers"))).toBe(false);
    expect(isCacheableRequest(request("GET", "/careers", "jb.session_token=abc"))).toBe(false);
    expect(isCacheableRequest(request("GET", "/careers", "a=1; jb_toast=xyz"))).toBe(false);
    expect(isCacheableRequest(request("GET", "/careers", "__Secure-jb.session_token=abc"))).toBe(false);
    expect(isCacheableRequest(request("GET", "/careers", "_ga=1; theme=dark"))).toBe(true);
  });
});

describe("inline script hashes", () => {
  it("hashes each inline script once and skips external and empty ones", () => {
    const html =
      '<script nonce="n">window.a = 1;</script><script src="/x.js"></script><script></script>' +
      '<script type="module">import("/y.js");</script><script>window.a = 1;</script>';
    expect(inlineScriptHashes(html)).toEqual([
      "'sha256-ShPZs6SyOIfeOg7tsGkUC0BIIQiM/4HlSLumBwNEK6k='",
      "'sha256-U0XClCDE1E5xA43O/r+LcKvpeHSDx4Sqg6LFZIwoZhY='",
    ]);
  });
});

describe("the page cache middleware", () => {
  it("renders a page at PUBLIC_URL, whatever Host the request came with", async () => {
    const app = await serve(async (request) => page(`<p>${request.url}</p>`));
    const port = new URL(await app.get("/").then((answer) => answer.url)).port;
    for (const host of ["a b", "[::1", "evil.example", `127.0.0.1:${port}`]) {
      const answer = await rawGet(`http://127.0.0.1:${port}/careers`, { host });
      expect(answer.status, host).toBe(200);
      expect(answer.body.toString()).toBe(`<p>${config.publicUrl}/careers</p>`);
    }
  });

  it("renders a page once for many visitors arriving together", async () => {
    const app = await serve(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return page("<p>careers</p>");
    });
    const answers = await Promise.all(Array.from({ length: 10 }, () => app.get("/careers")));
    expect(app.renders()).toBe(1);
    for (const answer of answers) expect(await answer.text()).toBe("<p>careers</p>");
    expect(app.cache.stats.entries).toBe(1);
  });

  it("stays within its memory, dropping the least recently used page", async () => {
    // Pages of random text (which hardly compresses) of one size: first, how much one takes.
    const render: RenderPage = async (request) =>
      page(`${new URL(request.url).pathname}${randomText(2_000)}`);
    const probe = await serve(render);
    await probe.get("/clients");
    const one = probe.cache.stats.bytes;
    // Room for three such pages, not four.
    const app = await serve(render, { maxBytes: Math.round(one * 3.6) });
    for (const name of ["/", "/about", "/services"]) await app.get(name);
    await app.get("/"); // used again: now the most recent
    await app.get("/products"); // no room: "/about", the least recently used, goes
    expect(app.cache.stats.entries).toBe(3);
    expect(app.cache.stats.bytes).toBeLessThanOrEqual(Math.round(one * 3.6));
    const before = app.renders();
    await app.get("/");
    await app.get("/services");
    expect(app.renders()).toBe(before);
    await app.get("/about");
    expect(app.renders()).toBe(before + 1);
  });

  it("sends answers other than a plain 200 as they are, and keeps none of them", async () => {
    let answer = page("missing", { status: 404 });
    const app = await serve(async () => answer);
    const missing = await app.get("/careers");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe("missing");
    answer = new Response("<p>with a cookie</p>", {
      status: 200,
      headers: { "content-type": "text/html", "set-cookie": "jb_toast=1" },
    });
    const withCookie = await app.get("/careers");
    expect(withCookie.headers.get("set-cookie")).toBe("jb_toast=1");
    expect(app.cache.stats.entries).toBe(0);
  });

  it("lets visitors who waited on an answer it cannot keep have their own render", async () => {
    const app = await serve(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return page("missing", { status: 404 });
    });
    const answers = await Promise.all([app.get("/careers"), app.get("/careers")]);
    expect(app.renders()).toBe(1);
    // The renderer's own 404, and the waiter passed on to render for itself.
    expect((await Promise.all(answers.map((answer) => answer.text()))).sort()).toEqual(["missing", "next"]);
  });

  it("passes every request on while switched off, and renders nothing itself", async () => {
    const app = await serve(async () => page("<p>x</p>"));
    app.cache.setEnabled(false);
    expect(await (await app.get("/about")).text()).toBe("next");
    expect(app.renders()).toBe(0);
    app.cache.setEnabled(true);
    expect(await (await app.get("/about")).text()).toBe("<p>x</p>");
  });

  it("puts the page's script hashes, not a nonce, in its policy", async () => {
    const app = await serve(async () => page("<script>window.a = 1;</script>"));
    const response = await app.get("/");
    expect(response.headers.get("content-security-policy")).toContain(
      "script-src 'self' 'sha256-ShPZs6SyOIfeOg7tsGkUC0BIIQiM/4HlSLumBwNEK6k=';",
    );
  });
});

function randomText(length: number): string {
  const letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
  return Array.from({ length }, () => letters[Math.floor(Math.random() * letters.length)]).join("");
}
