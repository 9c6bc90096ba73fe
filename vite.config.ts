import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

/**
 * Everything under server/ is server-only (database, auth, mail, domain).
 * React Router strips loaders and actions from the browser bundle; if a
 * component ever imports server/ directly, the browser build fails here
 * instead of shipping server code.
 */
function serverOnly(): Plugin {
  const serverDir = path.resolve("server") + path.sep;
  return {
    name: "server-only-guard",
    enforce: "pre",
    load(id, options) {
      if (!options?.ssr && id.startsWith(serverDir)) {
        throw new Error(`Server-only module ${path.relative(".", id)} was imported into the browser bundle.`);
      }
      return null;
    },
  };
}

export default defineConfig(({ isSsrBuild, mode }) => ({
  build: {
    // The server build's entry is our Express app, which mounts React Router.
    rollupOptions: isSsrBuild ? { input: "./server/app.ts" } : undefined,
    target: "es2022",
    // The browser's JavaScript is what a candidate on a weak connection waits
    // for: terser with two passes makes it about 2 KB smaller (gzip) than
    // esbuild's minifier, which keeps the home page within its 120 KB budget.
    ...(isSsrBuild
      ? {}
      : { minify: "terser" as const, terserOptions: { compress: { passes: 2 }, format: { comments: false } } }),
  },
  plugins: [serverOnly(), tailwindcss(), mode === "test" ? null : reactRouter(), tsconfigPaths()],
}));
