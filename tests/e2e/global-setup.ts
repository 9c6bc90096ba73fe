import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    buildDir: string;
  }
}

/** Builds the production bundle once for all end-to-end tests, into a directory of its own. */
export default function setup(project: TestProject) {
  const buildDir = mkdtempSync(path.join(tmpdir(), "jobboard-build-"));
  execFileSync("npx", ["react-router", "build"], {
    env: { ...process.env, BUILD_DIR: buildDir, NODE_ENV: "production" },
    stdio: "inherit",
  });
  project.provide("buildDir", buildDir);
  return () => rmSync(buildDir, { recursive: true, force: true });
}
