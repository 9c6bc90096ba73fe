import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    buildDir: string;
  }
}

/** Builds the production bundle once for all end-to-end tests, into a directory of its own. */
export default function setup(project: TestProject) {
  // Inside the project, so the built server resolves its packages from node_modules.
  const cacheDir = path.resolve("node_modules/.cache");
  mkdirSync(cacheDir, { recursive: true });
  const buildDir = mkdtempSync(path.join(cacheDir, "e2e-build-"));
  execFileSync("npx", ["react-router", "build"], {
    env: { ...process.env, BUILD_DIR: buildDir, NODE_ENV: "production" },
    stdio: "inherit",
  });
  project.provide("buildDir", buildDir);
  return () => rmSync(buildDir, { recursive: true, force: true });
}
