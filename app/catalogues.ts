// The message catalogues in the browser (common/i18n.ts says which areas a page
// needs): each area of each language is a file of its own, imported when a
// page first needs it. Kept apart from common/i18n.ts, which the server, the
// tests and the benchmarks import without Vite.
import type { I18n, Messages } from "@lingui/core";
import type { CatalogueArea, Locale } from "../common/i18n";

// Not the server's own: the domain's refusals (errors) and the e-mails (mail).
const browserCatalogues = import.meta.glob<{ messages: Messages }>([
  "./locales/*/*.po",
  "!./locales/*/errors.po",
  "!./locales/*/mail.po",
]);

/** Loads into `i18n` the catalogues of `areas` in `locale` that it does not have yet (in the browser). */
export async function loadCatalogues(i18n: I18n, locale: Locale, areas: CatalogueArea[]): Promise<void> {
  const wanted = areas.filter((area) => !loadedAreas.has(`${locale}/${area}`));
  if (!wanted.length) return;
  const modules = await Promise.all(
    wanted.map((area) => browserCatalogues[`./locales/${locale}/${area}.po`]?.() ?? { messages: {} }),
  );
  i18n.load(locale, Object.assign({}, ...modules.map((module) => module.messages)));
  for (const area of wanted) loadedAreas.add(`${locale}/${area}`);
}
const loadedAreas = new Set<string>();
