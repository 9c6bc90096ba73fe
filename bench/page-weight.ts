// Page weight: the HTML, CSS and JavaScript each page loads, in gzip bytes:
// a visitor's public pages and a signed-in candidate's (tests/support/page-weight.ts
// weighs them; tests/e2e/page-weight.test.ts checks the budgets).
//
//   npx react-router build && npx tsx bench/page-weight.ts
//   BASE_URL=https://staging.example.in npx tsx bench/page-weight.ts
//
// Without BASE_URL it starts the production build (BUILD_DIR, default ./build)
// in-process on a random port over a throwaway PGlite database with the demo
// content, as the end-to-end tests do. It only prints figures; it asserts nothing.
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { localizedPath } from "../common/i18n";
import { BROWSER_ENCODINGS, hindiAddress, pageScale, type PageWeight } from "../tests/support/page-weight";

const VISITOR_PAGES = [
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
  "/careers",
  "/no-such-page",
];
/** Pages a signed-in candidate opens (the job page is added). */
const CANDIDATE_PAGES = [
  "/profile",
  "/profile/edit",
  "/my-applications",
  "/jobs?q=engineer",
  "/careers",
  "/",
];

async function startBuiltServer(): Promise<{
  baseUrl: string;
  candidateCookie(): Promise<string>;
  close(): Promise<void>;
}> {
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
    SEED_DEMO: "true",
  });
  const { app, services } = await createApp({ clientDir: path.join(buildDir, "client"), config });
  const server = app.listen(port, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    async candidateCookie() {
      const { demoAccounts } = await import("../server/seed/demo");
      const { headers } = await services.auth.api.signInEmail({
        body: demoAccounts.candidate,
        returnHeaders: true,
      });
      return (headers as Headers)
        .getSetCookie()
        .map((cookie: string) => cookie.split(";")[0])
        .join("; ");
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await services.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function main() {
  const external = process.env.BASE_URL?.replace(/\/+$/, "");
  const server = external ? null : await startBuiltServer();
  const baseUrl = external ?? server!.baseUrl;
  const weigh = pageScale(baseUrl);
  const rows: string[][] = [];
  const row = (who: string, weight: PageWeight) =>
    rows.push([
      who,
      weight.path,
      String(weight.status),
      kb(weight.html),
      kb(weight.css),
      kb(weight.js),
      String(weight.jsFiles),
      kb(weight.total),
      kb(weight.sentJsFiles),
      kb(weight.sent),
    ]);
  try {
    const careers = await (await fetch(`${baseUrl}/careers`)).text();
    const job = careers.match(/href="(\/jobs\/[0-9a-f-]{36})"/)?.[1];
    const visitorPages = job ? [...VISITOR_PAGES, job] : VISITOR_PAGES;
    // Each page in English, then at its Hindi address beside it (issue #25).
    for (const page of visitorPages) {
      row("visitor", await weigh(page));
      row("visitor hi", await weigh(hindiAddress(page)));
    }
    const cookie = await server?.candidateCookie();
    if (cookie) {
      for (const page of job ? [...CANDIDATE_PAGES, job] : CANDIDATE_PAGES) {
        row("candidate", await weigh(page, { cookie }));
        row("candidate hi", await weigh(localizedPath(page, "hi-IN"), { cookie: `${cookie}; lang=hi-IN` }));
      }
    }
  } finally {
    await server?.close();
  }
  const header = [
    "who",
    "page",
    "status",
    "HTML gz",
    "CSS gz",
    "JS gz",
    "JS files",
    "total",
    "JS files sent",
    "sent",
  ];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((cells) => cells[column].length)),
  );
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");
  console.log(`Page weight at ${baseUrl} (gzip level 6; 1 KiB = 1024 bytes; JS includes inline scripts,`);
  console.log(
    "total = HTML + CSS + script files; budgets: visitor total 35 KiB, JS 5 KiB; candidate JS 142 KiB, in Hindi 175 KiB;",
  );
  console.log(
    `"sent": the bytes the server sends a browser asking for "${BROWSER_ENCODINGS}", script files and the whole page)\n`,
  );
  console.log(line(header));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const cells of rows) console.log(line(cells));
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
