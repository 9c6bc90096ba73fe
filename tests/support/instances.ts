// Two instances of the production build on one new PostgreSQL database, for
// the scale-out tests (tests/e2e/scale-out*.test.ts). PostgreSQL pass only.
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { loadConfig } from "../../server/config";
import type { ServerApp } from "../../server/app";
import { freePort } from "./ports";
import { createServerDatabase } from "./test-database";

export interface Instance {
  url: string;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * Starts two instances of the built app on one new database of the server at
 * DATABASE_URL; the first seeds the demo content. `settingsFor` gives each its
 * DATA_DIR and extra environment.
 */
export async function startInstances(settingsFor: () => { dataDir: string; env?: Record<string, string> }) {
  const postgresUrl = process.env.DATABASE_URL;
  if (!postgresUrl) throw new Error("two instances need a PostgreSQL server: set DATABASE_URL");
  const database = await createServerDatabase(postgresUrl);
  const buildDir = inject("buildDir");
  const { createApp } = (await import(/* @vite-ignore */ path.join(buildDir, "server/index.js"))) as {
    createApp: (options: { clientDir: string; config: ReturnType<typeof loadConfig> }) => Promise<ServerApp>;
  };
  const instances: Instance[] = [];
  for (const seed of ["true", "false"]) {
    const { dataDir, env } = settingsFor();
    // Each at an address of its own, which is its PUBLIC_URL: posts are taken from that origin only.
    const port = await freePort();
    const config = loadConfig({
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      SESSION_SECRET: "shared-secret-shared-secret-shared-42",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: seed,
      ACCESS_LOG: "off", // as in tests/support/e2e.ts
      ...env,
    });
    const { app, services } = await createApp({ clientDir: path.join(buildDir, "client"), config });
    const server = app.listen(port, "127.0.0.1");
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    instances.push({
      url: `http://127.0.0.1:${port}`,
      dataDir,
      async close() {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await services.close();
      },
    });
  }
  return {
    instances,
    /** The shared database, to look at what the instances wrote. */
    databaseUrl: database.url,
    async stop() {
      for (const instance of instances) await instance.close();
      await database.drop();
    },
  };
}

/** A sign-in attempt through the sign-in form, as a browser without JavaScript sends it. */
export function signInAttempt(base: string, email: string, password: string) {
  return fetch(`${base}/auth`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
    body: new URLSearchParams({ email, password }),
  });
}

/** The rows of the rate_limits table in the instances' database. */
export async function rateLimitRows(databaseUrl: string): Promise<{ key: string; hits: number }[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query("select key, hits from rate_limits order by key")).rows;
  } finally {
    await client.end();
  }
}
