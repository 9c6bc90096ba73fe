// The site's two languages (issue #25, decision 0034): which one a page is in,
// the addresses of the public pages in each, and the message catalogues.
//
// Text written in components goes through Lingui's macros (`useLingui()` from
// "@lingui/react/macro", `msg` for lists at module level). Text that reaches a
// page as data (a refusal, a field error, a toast) is English where it is
// written, marked `/*i18n*/ "…"` for the catalogue, and put into the page's
// language where it is shown, with `translateText`.
import { setupI18n, type I18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { compileMessage } from "./compile-message";

export const LOCALES = ["en-IN", "hi-IN"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en-IN";

/** The cookie that keeps a visitor's choice (an account keeps it as well). */
export const LANGUAGE_COOKIE = "lang";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** Each language's name as its readers write it, for the language switch. */
export const LANGUAGE_NAMES: Record<Locale, string> = { "en-IN": "English", "hi-IN": "हिन्दी" };

const HINDI_PREFIX = "/hi";

/**
 * The public pages, which have an address in each language: `/careers` and
 * `/hi/careers`. Everything else (sign-in, profile, dashboards) has one
 * address and takes the language from the cookie or the account.
 */
export const PUBLIC_PAGES = [
  "about",
  "services",
  "products",
  "clients",
  "support",
  "privacy",
  "terms",
  "cookies",
  "careers",
  "jobs",
];
const PUBLIC_PATH = new RegExp(`^/(?:|${PUBLIC_PAGES.join("|")}|jobs/[^/.]+)$`);

/** The language an address names: "hi-IN" for `/hi` and `/hi/…`, otherwise null. */
export function localeOfPath(pathname: string): Locale | null {
  // `/hi.data`: React Router's data request for `/hi`.
  const named =
    pathname === HINDI_PREFIX ||
    pathname === `${HINDI_PREFIX}.data` ||
    pathname.startsWith(`${HINDI_PREFIX}/`);
  return named ? "hi-IN" : null;
}

/** The address without its language: `/hi/careers` → `/careers`, `/hi` → `/`. */
export function withoutLocale(pathname: string): string {
  if (!localeOfPath(pathname)) return pathname;
  return pathname.slice(HINDI_PREFIX.length) || "/";
}

/** Whether an address (without its language) is a public page with an address per language. */
export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATH.test(withoutLocale(pathname).replace(/(.)\/$/, "$1"));
}

/**
 * A link in the given language: a public page gets that language's address
 * (`/careers` → `/hi/careers`); any other address is the same in both.
 * Keeps the query and fragment.
 */
export function localizedPath(href: string, locale: Locale): string {
  const match = /^([^?#]*)(.*)$/.exec(href);
  const pathname = match?.[1] ?? href;
  const rest = match?.[2] ?? "";
  if (!pathname.startsWith("/") || !isPublicPath(pathname)) return href;
  const bare = withoutLocale(pathname);
  if (locale === "en-IN") return bare + rest;
  return (bare === "/" ? HINDI_PREFIX : HINDI_PREFIX + bare) + rest;
}

/**
 * The catalogues a page needs in the browser, by its address: every page
 * has the frame (site) and the shared schemas' words; then its part of the
 * site. English needs none there: the build keeps the English in the code
 * (vite.config.ts). The domain's refusals and the e-mails are the server's.
 */
export type CatalogueArea = "site" | "schemas" | "candidate" | "public" | "employer" | "admin";

export function cataloguesFor(locale: Locale, pathname: string): CatalogueArea[] {
  if (locale === DEFAULT_LOCALE) return [];
  const bare = withoutLocale(pathname);
  if (bare === "/admin" || bare.startsWith("/admin/")) return ["site", "schemas", "employer", "admin"];
  if (bare.startsWith("/employer-dashboard") || bare === "/post-job") return ["site", "schemas", "employer"];
  // The firm's own pages; careers, the job search and a job page are the candidate area's.
  if (isPublicPath(bare) && !/^\/(careers|jobs)(\/|$)/.test(bare))
    return ["site", "schemas", "candidate", "public"];
  return ["site", "schemas", "candidate"];
}

/**
 * The browser's one instance: a page's language is fixed when it loads
 * (English until entry.client activates it). It compiles the English kept in
 * the code, and any message a catalogue lacks, as it shows it.
 */
export const browserI18n = setupI18n({ locale: DEFAULT_LOCALE, messages: { [DEFAULT_LOCALE]: {} } });
browserI18n.setMessagesCompiler(compileMessage);

let resolveCurrent: () => I18n = () => browserI18n;

/**
 * The instance of the language being rendered: the request's on the server
 * (server/i18n.ts sets this up), the page's in the browser. For code that
 * cannot use a hook: `meta`, formats, and text that arrives as data.
 */
export function currentI18n(): I18n {
  return resolveCurrent();
}

/** Server only: where `currentI18n` finds the request's instance. */
export function setCurrentI18n(resolver: () => I18n): void {
  resolveCurrent = resolver;
}

/** The language being rendered. */
export function currentLocale(): Locale {
  const locale = currentI18n().locale;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/**
 * English text that arrived as data (marked `/*i18n*\/` where it is written),
 * in the language being rendered; text the catalogue does not hold (a
 * candidate's own words) stays as it is.
 */
export function translateText(text: string, values?: Record<string, unknown>): string {
  const i18n = currentI18n();
  if (i18n.locale && Object.hasOwn(i18n.messages, text)) return i18n._(text, values);
  // Not in this catalogue (the browser's English has none): its `{name}`s filled in as they are.
  return fillPlaceholders(text, values);
}

/** `text` with each `{name}` replaced by its value: the English a message with placeholders reads. */
export function fillPlaceholders(text: string, values: Record<string, unknown> | undefined): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}

/** The language of the page being rendered, in a component. */
export function useLocale(): Locale {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

/** `localizedPath` in the page's language: `to("/careers")` is `/hi/careers` on a Hindi page. */
export function useLocalizedPath(): (href: string) => string {
  const locale = useLocale();
  return (href) => localizedPath(href, locale);
}
