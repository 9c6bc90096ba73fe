import { writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import { defineConfig, type Plugin } from "vite";

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

/**
 * The browser's files, compressed once at build time as well: brotli at its
 * best quality and gzip at level 9, beside each file (`x.js.br`, `x.js.gz`),
 * which the server sends as they are (server/app.ts). Compressing per request
 * the server could only afford brotli's quality 4, as large as gzip: a
 * signed-in page's framework file arrives 16 KB smaller at quality 11, and
 * the server no longer compresses it for every visitor (issue #21).
 */
function precompressAssets(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  return {
    name: "precompress-assets",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options, bundle) {
      const dir = options.dir ?? "";
      const files = Object.values(bundle).filter((file) => /\.(js|css|svg|json)$/.test(file.fileName));
      await Promise.all(
        files.map(async (file) => {
          const source = Buffer.from(file.type === "chunk" ? file.code : file.source);
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzipped(source, { level: 9 }),
          ]);
          const target = path.join(dir, file.fileName);
          await Promise.all([writeFile(`${target}.br`, br), writeFile(`${target}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * The framework every hydrated page loads (React, React DOM, React Router),
 * as one file. Left to itself the bundler splits it into several files by
 * who imports what; each is compressed on its own then, without the words
 * the others share, and the page's inline manifest lists each: a signed-in
 * page loads 3-5 KB more gzip (issue #21). Only the browser build is split
 * this way.
 */
const frameworkChunk = {
  name: "framework",
  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|clsx|@lingui[\\/](core|react|message-utils))[\\/]/,
};

// The preset says on every build that the plugin could do this natively; we know.
process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= "1";

export default defineConfig(({ mode }) => ({
  // The manifest is kept (build/client/.vite/manifest.json; React Router reads
  // only this top-level setting): the server preloads a page's message
  // catalogues from it (server/http/catalogue-preloads.ts).
  build: { target: "es2022", manifest: true },
  // React Router 8 builds through Vite's Environment API: each environment's
  // build options are set under its own name (isSsrBuild is no longer set).
  environments: {
    // The browser's JavaScript is what a candidate on a weak connection waits
    // for: terser with two passes makes it about 2 KB smaller (gzip) than
    // the default minifier.
    client: {
      build: {
        minify: "terser",
        terserOptions: { compress: { passes: 2 }, format: { comments: false } },
        rolldownOptions: { output: { codeSplitting: { groups: [frameworkChunk] } } },
      },
    },
    // The server build's entry is our Express app, which mounts React Router.
    ssr: { build: { rolldownOptions: { input: "./server/app.ts" } } },
  },
  resolve: {
    tsconfigPaths: true,
    // @lingui/react reads the language through this shim; React 19 has the hook itself.
    alias: { "use-sync-external-store/shim/index.js": "react", "use-sync-external-store/shim": "react" },
  },
  plugins: [
    serverOnly(),
    // Lingui's catalogues (.po imports), and its macros through Babel, keeping
    // each message's English in the code, so an English page loads no
    // catalogue (common/compile-message.ts, common/i18n.ts). Babel rather than the
    // plugin's own native transform: its binary needs Node 22 and npm leaves
    // it out when installing on an older Node (decision 0034).
    lingui(),
    babel({ presets: [linguiTransformerBabelPreset({ descriptorFields: "message" })] }),
    tailwindcss(),
    mode === "test" ? null : reactRouter(),
    precompressAssets(),
  ],
}));
