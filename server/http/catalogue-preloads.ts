// The message catalogues a hydrated page's browser loads before it hydrates
// (app/entry.client.tsx) are fetched by a dynamic import, which the browser
// only learns of once the entry script runs: one more round trip on a weak
// network. The page names them up front instead, as modulepreload links,
// found in the client build's manifest (vite.config.ts keeps it).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { cataloguesFor, type Locale } from "../../common/i18n";

export type CataloguePreloads = (locale: Locale, pathname: string) => string[];

/** From the client build (production); in development Vite serves the catalogues itself: none. */
export function cataloguePreloads(clientDir: string | undefined): CataloguePreloads {
  const manifestFile = clientDir && path.join(clientDir, ".vite/manifest.json");
  if (!manifestFile || !existsSync(manifestFile)) return () => [];
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, { file: string }>;
  return (locale, pathname) =>
    cataloguesFor(locale, pathname)
      .map((area) => manifest[`app/locales/${locale}/${area}.po`]?.file)
      .filter((file): file is string => !!file)
      .map((file) => `/${file}`);
}
