// Imports project modules for a bench through Vite's module runner, with the
// plugins of the tests and the build (vitest.config.ts): Lingui's macros and
// .po catalogues need a transform that tsx, which runs the bench scripts, does
// not do ("Cannot find package 'babel-plugin-macros'"). Packages stay plain
// Node imports, so the bench and the module share kysely, pg and the rest.
export async function viteImport<T>(moduleUrl: URL): Promise<T> {
  // Imported here, not at the top: a bench sets NODE_ENV=production first, and
  // what these load must not load React before (it would pick its development build).
  const [{ runnerImport }, { lingui, linguiTransformerBabelPreset }, { default: babel }] = await Promise.all([
    import("vite"),
    import("@lingui/vite-plugin"),
    import("@rolldown/plugin-babel"),
  ]);
  process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= "1";
  const { module } = await runnerImport<T>(moduleUrl.pathname, {
    logLevel: "warn",
    resolve: { tsconfigPaths: true },
    plugins: [lingui(), babel({ presets: [linguiTransformerBabelPreset()] })],
  });
  return module;
}
