// The server's side of the two languages (common/i18n.ts): one Lingui instance
// per language holding every catalogue, shared by all requests (none is ever
// switched to another language), and the instance of the request being
// handled, for code that cannot take it as an argument (`meta`, formats).
import { AsyncLocalStorage } from "node:async_hooks";
import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { DEFAULT_LOCALE, LOCALES, setCurrentI18n, type Locale } from "../common/i18n";

const catalogues = import.meta.glob<{ messages: Messages }>("../app/locales/*/*.po", { eager: true });

function messagesOf(locale: Locale): Messages {
  const messages: Messages = {};
  for (const [file, module] of Object.entries(catalogues)) {
    if (file.includes(`/locales/${locale}/`)) Object.assign(messages, module.messages);
  }
  return messages;
}

const instances = Object.fromEntries(
  LOCALES.map((locale) => [locale, setupI18n({ locale, messages: { [locale]: messagesOf(locale) } })]),
) as Record<Locale, I18n>;

/** The instance for one language (e-mails are written in the recipient's). */
export function i18nFor(locale: Locale): I18n {
  return instances[locale];
}

const rendering = new AsyncLocalStorage<I18n>();
setCurrentI18n(() => rendering.getStore() ?? instances[DEFAULT_LOCALE]);

/** Runs `work` (a page's loaders, actions and render) in `locale`. */
export function inLocale<T>(locale: Locale, work: () => T): T {
  return rendering.run(instances[locale], work);
}
