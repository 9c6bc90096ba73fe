// Page weight: the HTML, JavaScript and CSS each public page loads, in gzip bytes.
//
//   npx react-router build && npx tsx bench/page-weight.ts
//   BASE_URL=https://staging.example.in npx tsx bench/page-weight.ts
//
// Without BASE_URL it starts the production build (BUILD_DIR, default ./build)
// in-process on a random port over a throwaway PGlite database, as the
// end-to-end tests do. It only prints figures; it asserts nothing.
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

const PAGES = [
  "/",
  "/about",
  "/services",
  "/products",
  "/products?tab=fiber-cables",
  "/clients",
  "/support",
  "/privacy",
  "/terms",
  "/cookies",
];

const gzipBytes = (body: Buffer) => gzipSync(body, { level: 6 }).length;

async function startBuiltServer(): Promise<{ baseUrl: string; close(): Promise<void> }> {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  const { createApp } = await import(pathToFileURL(path.join(buildDir, "server/index.js")).href);
  const { loadConfig } = await import("../server/config");
  const dataDir = mkdtempSync(path.join(tmpdir(), "page-weight-"));
  const net = await import("node:net");
  const port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
  const config = loadConfig({
    NODE_ENV: "production",
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SESSION_SECRET: "page-weight-secret-page-weight-secret-0",
  });
  const { app, services } = await createApp({ clientDir: path.join(buildDir, "client"), config });
  const server = app.listen(port, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await services.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Every script and stylesheet the HTML loads: preloads, script tags and the inline module imports. */
function assetsOf(html: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    const href = tag.match(/\bhref="([^"]+)"/)?.[1];
    if (!href) continue;
    if (/\brel="modulepreload"/.test(tag)) js.add(href);
    if (/\brel="stylesheet"/.test(tag)) css.add(href);
  }
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) js.add(match[1]);
  for (const match of html.matchAll(/import\(?\s*["'](\/[^"']+\.js)["']/g)) js.add(match[1]);
  return { js: [...js], css: [...css] };
}

async function main() {
  const external = process.env.BASE_URL?.replace(/\/+$/, "");
  const server = external ? null : await startBuiltServer();
  const baseUrl = external ?? server!.baseUrl;
  const sizes = new Map<string, number>();
  const sizeOf = async (url: string) => {
    const absolute = new URL(url, baseUrl).href;
    if (!sizes.has(absolute)) {
      const response = await fetch(absolute, { headers: { "accept-encoding": "identity" } });
      sizes.set(absolute, gzipBytes(Buffer.from(await response.arrayBuffer())));
    }
    return sizes.get(absolute)!;
  };

  const rows: string[][] = [];
  try {
    for (const page of PAGES) {
      const response = await fetch(baseUrl + page);
      const html = Buffer.from(await response.arrayBuffer());
      const { js, css } = assetsOf(html.toString("utf8"));
      const jsBytes = (await Promise.all(js.map(sizeOf))).reduce((a, b) => a + b, 0);
      const cssBytes = (await Promise.all(css.map(sizeOf))).reduce((a, b) => a + b, 0);
      rows.push([
        page,
        String(response.status),
        kb(gzipBytes(html)),
        kb(jsBytes),
        `${js.length}`,
        kb(cssBytes),
      ]);
    }
  } finally {
    await server?.close();
  }
  const header = ["page", "status", "HTML gz", "JS gz", "JS files", "CSS gz"];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");
  console.log(`Page weight at ${baseUrl} (gzip level 6; 1 KiB = 1024 bytes)\n`);
  console.log(line(header));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const row of rows) console.log(line(row));
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
