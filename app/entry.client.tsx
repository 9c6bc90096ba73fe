import { I18nProvider } from "@lingui/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadCatalogues } from "./catalogues";
import { browserI18n, cataloguesFor, DEFAULT_LOCALE, isLocale } from "../common/i18n";

// The page's language is the one the server wrote in <html lang>; its words
// must be here before React hydrates, or the first render would differ.
const lang = document.documentElement.lang;
const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;

void loadCatalogues(browserI18n, locale, cataloguesFor(locale, location.pathname)).then(() => {
  browserI18n.activate(locale);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nProvider i18n={browserI18n}>
          <HydratedRouter />
        </I18nProvider>
      </StrictMode>,
    );
  });
});
