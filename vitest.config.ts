import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= "1";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  // Macros and .po catalogues (common/i18n.ts), as in the build (vite.config.ts).
  plugins: [lingui(), babel({ presets: [linguiTransformerBabelPreset()] })],
  test: {
    // Two files at a time even on two cores (vitest's default is one fewer
    // than the cores): an end-to-end file waits on Chromium and its server
    // much of the time, and a PGlite file leaves the other core idle. Both
    // projects share the number, so their files run in one pool, end-to-end
    // first (decision 0054).
    // VITEST_MAX_WORKERS=1 runs one at a time, to tell a flaky test from one that fails alone.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || Math.min(4, Math.max(2, availableParallelism())),
    projects: [
      {
        extends: true,
        test: {
          name: "integration",
          include: [
            "server/**/*.test.ts",
            "app/**/*.test.ts",
            "common/**/*.test.ts",
            "tests/integration/**/*.test.ts",
          ],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/e2e/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
