import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import { defineConfig } from "vitest/config";

process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= "1";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  // Macros and .po catalogues (common/i18n.ts), as in the build (vite.config.ts).
  plugins: [lingui(), babel({ presets: [linguiTransformerBabelPreset()] })],
  test: {
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
          fileParallelism: false,
        },
      },
    ],
  },
});
