// The built app started in-process for a bench, on its own database and a
// free loopback port, and taken down again: the start-up every bench that
// loads the app over HTTP shares (load, sitemap, job-alerts, talent-pool,
// jobs-search).
//
// The database: on PostgreSQL (the default) a new database with a random name
// on the server DATABASE_URL names (default postgres://postgres@127.0.0.1:5432/postgres),
// dropped at the end; `reuse` (a bench's REUSE_DATABASE) runs on a database an
// earlier run kept instead. With engine "pglite", PGlite in the temporary
// directory (or in the directory `reuse` names). KEEP_DATABASE=1 keeps it;
// its address is printed. Starting the app applies the migrations.
import "./production";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerApp } from "../server/app";
import type { Config } from "../server/config";
import { freePort } from "../tests/support/ports";

export interface BenchServer extends ServerApp {
  baseUrl: string;
  /** PostgreSQL's database; null on PGlite. */
  serverDatabase: { url: string; drop(): Promise<void> } | null;
  /** The app's files (DATA_DIR); on PGlite the database too. */
  dataDir: string;
  /** Starts answering on `baseUrl` (a bench seeds first); `handler` wraps the app to watch its answers. */
  listen(handler?: http.RequestListener): Promise<http.Server>;
  /** Stops the server, closes the services, and drops the database and files unless kept. */
  close(): Promise<void>;
}

export async function startBenchServer(options: {
  /** The temporary directory's prefix, e.g. "bench-load-". */
  name: string;
  engine?: "postgres" | "pglite";
  /** A database an earlier run kept (REUSE_DATABASE): its URL, or PGlite's directory. */
  reuse?: string;
  /** The production build (default BUILD_DIR, else ./build). */
  buildDir?: string;
  /** More of the app's environment (SEED_DEMO, LOG_LEVEL, a PUBLIC_URL of its own). */
  env?: Record<string, string>;
  /** `reuse` is another bench server's database, running beside this one: left as it is, and not reported. */
  shared?: boolean;
}): Promise<BenchServer> {
  const { loadConfig } = await import("../server/config");
  const { createServerDatabase } = await import("../tests/support/test-database");
  const buildDir = path.resolve(options.buildDir ?? process.env.BUILD_DIR ?? "build");
  if (!existsSync(path.join(buildDir, "server/index.js"))) {
    throw new Error(`no server build in ${buildDir}: run \`npm run build\` first (or set BUILD_DIR)`);
  }
  const { reuse } = options;
  const postgres = options.engine !== "pglite";
  const serverDatabase = !postgres
    ? null
    : reuse
      ? { url: reuse, drop: async () => {} }
      : await createServerDatabase(process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres");
  const dataDir = reuse && !postgres ? reuse : mkdtempSync(path.join(tmpdir(), options.name));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const { createApp } = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as {
    createApp: (options: { clientDir?: string; config?: Config }) => Promise<ServerApp>;
  };
  const config = loadConfig({
    NODE_ENV: "production",
    PORT: String(port),
    DATA_DIR: dataDir,
    SESSION_SECRET: "bench-secret-bench-secret-bench-secret-01",
    PUBLIC_URL: baseUrl,
    // A line per request would bury the figures a bench prints.
    ACCESS_LOG: "off",
    ...(serverDatabase ? { DATABASE_URL: serverDatabase.url } : {}),
    ...options.env,
  });
  const { app, services, lifecycle } = await createApp({ clientDir: path.join(buildDir, "client"), config });
  let server: http.Server | null = null;
  return {
    app,
    services,
    config,
    lifecycle,
    baseUrl,
    serverDatabase,
    dataDir,
    async listen(handler = app) {
      server = http.createServer(handler).listen(port, "127.0.0.1");
      await new Promise<void>((resolve) => server!.once("listening", () => resolve()));
      return server;
    },
    async close() {
      if (server) {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server!.close(() => resolve()));
      }
      await services.close();
      if (options.shared) return;
      if (process.env.KEEP_DATABASE || reuse) {
        console.log(`\nkept the database: ${serverDatabase ? serverDatabase.url : dataDir}`);
      } else {
        // pg's pool.end() does not wait for its connections to close: give them
        // a moment, or the forced drop cuts them off mid-goodbye (noisy, harmless).
        await new Promise((resolve) => setTimeout(resolve, 500));
        await serverDatabase?.drop();
      }
      // On PostgreSQL the directory holds only the app's files; on PGlite it is the database.
      if (serverDatabase || !(process.env.KEEP_DATABASE || reuse))
        rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
