import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    buildDir: string;
    /** A data directory with the demo installed (PGlite), or "" on the PostgreSQL pass. */
    seededDataDir: string;
  }
}

/**
 * Builds the production bundle once for all end-to-end tests, into a directory
 * of its own, unless scripts/test.js made one for both passes (E2E_BUILD_DIR).
 */
export default function setup(project: TestProject) {
  // Inside the project, so the built server resolves its packages from node_modules.
  const cacheDir = path.resolve("node_modules/.cache");
  mkdirSync(cacheDir, { recursive: true });
  const sharedBuild = process.env.E2E_BUILD_DIR;
  const buildDir = sharedBuild || mkdtempSync(path.join(cacheDir, "e2e-build-"));
  if (!sharedBuild)
    execFileSync("npx", ["react-router", "build"], {
      env: { ...process.env, BUILD_DIR: buildDir, NODE_ENV: "production" },
      stdio: "inherit",
    });
  project.provide("buildDir", buildDir);
  const seededDataDir = process.env.DATABASE_URL ? "" : seededInstallation(cacheDir, buildDir);
  project.provide("seededDataDir", seededDataDir);
  return () => {
    if (!sharedBuild) rmSync(buildDir, { recursive: true, force: true });
    if (seededDataDir) rmSync(seededDataDir, { recursive: true, force: true });
  };
}

/**
 * Installs the built app once with the demo content (migrations and seed: a
 * few seconds), in a child process so nothing of it stays in this one, and
 * answers its data directory. Each PGlite test server starts from a copy of
 * it instead of installing anew (tests/support/e2e.ts).
 */
function seededInstallation(cacheDir: string, buildDir: string): string {
  const dataDir = mkdtempSync(path.join(cacheDir, "e2e-seeded-"));
  const server = pathToFileURL(path.join(buildDir, "server/index.js")).href;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    SEED_DEMO: "true",
    SESSION_SECRET: "e2e-secret-e2e-secret-e2e-secret-012345",
    PUBLIC_URL: "http://127.0.0.1:9",
    LOG_LEVEL: "warn",
  };
  for (const name of Object.keys(env)) if (/^(DATABASE_URL|REDIS_URL|S3_|SMTP_)/.test(name)) delete env[name];
  execFileSync(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `const { createApp } = await import(${JSON.stringify(server)});
       const { services } = await createApp({ clientDir: ${JSON.stringify(path.join(buildDir, "client"))} });
       await services.close();
       process.exit(0);`,
    ],
    { env, stdio: "inherit" },
  );
  return dataDir;
}
