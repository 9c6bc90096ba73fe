// Which language a request is answered in (issue #25):
// - a public page's address says it: `/hi/careers` is Hindi, `/careers` English;
// - any other page follows the visitor's choice (the `lang` cookie, set by the
//   language switch and at sign-in from the account), and on a first visit
//   the browser's Accept-Language.
// - a client's submittal link (decision 0055) speaks its contact's language
//   (`clientLinkLocale`, before this).
// A visitor who prefers Hindi and opens a public page's English address is
// sent to its Hindi address first, so the page cache (keyed by address) only
// ever holds one language per address.
import type { NextFunction, Request, Response } from "express";
import { cacheRegistry } from "../cache/registry";
import { clientLinkLanguage } from "../domain/submittals";
import type { Services } from "../services";
import { inLocale } from "../i18n";
import { requestOf, type AppContext } from "./load-context";
import {
  DEFAULT_LOCALE,
  isLocale,
  isPublicPath,
  LANGUAGE_COOKIE,
  localeOfPath,
  localizedPath,
  type Locale,
} from "../../common/i18n";

/** The language the `lang` cookie holds, if it holds one. */
export function chosenLocale(cookieHeader: string | undefined): Locale | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === LANGUAGE_COOKIE && isLocale(value)) return value;
  }
  return null;
}

/** The language of ours that the browser ranks highest: "hi", "hi-IN" → Hindi; "en…" → English. */
export function acceptedLocale(header: string | undefined): Locale | null {
  if (!header) return null;
  let best: { locale: Locale; q: number } | null = null;
  for (const item of header.split(",").slice(0, 20)) {
    const [tag = "", ...params] = item.trim().toLowerCase().split(";");
    const qParam = params.find((param) => param.trim().startsWith("q="));
    const q = qParam ? Number(qParam.trim().slice(2)) : 1;
    if (!(q > 0)) continue;
    const locale: Locale | null =
      tag === "hi" || tag.startsWith("hi-")
        ? "hi-IN"
        : tag === "en" || tag.startsWith("en-")
          ? "en-IN"
          : null;
    if (locale && (!best || q > best.q)) best = { locale, q };
  }
  return best?.locale ?? null;
}

/** The language the visitor prefers for pages without a language in their address. */
export function preferredLocale(req: Pick<Request, "headers">): Locale | null {
  return chosenLocale(req.headers.cookie) ?? acceptedLocale(req.headers["accept-language"]);
}

/**
 * Sets `res.locals.locale`, or redirects a visitor who prefers Hindi to a
 * public page's Hindi address. An answer the page cache may keep (a public
 * page, its data for client-side navigation, the feeds) takes its language
 * from the address alone, never from the visitor.
 */
export function chooseLocale(req: Request, res: Response, next: NextFunction) {
  const dataRequest = req.path.endsWith(".data");
  // React Router's data request for a page: `/careers.data`, `/hi.data`, and `/_.data` for `/`.
  const pagePath = dataRequest
    ? req.path.slice(0, -".data".length).replace(/^\/_$/, "/").replace(/\/_$/, "")
    : req.path;
  const named = localeOfPath(pagePath);
  const publicPage = isPublicPath(pagePath);
  const preferred = preferredLocale(req);
  if (
    !named &&
    publicPage &&
    !dataRequest &&
    preferred &&
    preferred !== DEFAULT_LOCALE &&
    (req.method === "GET" || req.method === "HEAD")
  ) {
    res.vary("Cookie").vary("Accept-Language");
    res.setHeader("Cache-Control", "private, no-store");
    return res.redirect(302, localizedPath(req.originalUrl, preferred));
  }
  if (publicPage) res.vary("Accept-Language");
  const addressed = publicPage || cacheRegistry.pages.paths.test(req.path);
  const linked: Locale | undefined = res.locals.linkLocale;
  const locale = linked ?? named ?? (addressed ? DEFAULT_LOCALE : (preferred ?? DEFAULT_LOCALE));
  res.locals.locale = locale;
  // Everything after this runs in that language (`meta`, formats, text from data: server/i18n.ts).
  inLocale(locale, next);
}

/** The client's page, its data request and its PDF: where `?token=` is a submittal's client link. */
const CLIENT_LINK_PATH = /^\/client\/submittal(?:\.data|\/cv\.pdf)?$/;

/**
 * Sets `res.locals.linkLocale` on a client's submittal link: the page is in
 * the language of the contact it was sent to, not the browser's (the
 * contact's mail and PDF are in it too). A link not made here leaves it unset.
 */
export function clientLinkLocale(services: Pick<Services, "db" | "config">) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!CLIENT_LINK_PATH.test(req.path)) return next();
    const token = new URLSearchParams(req.originalUrl.split("?")[1] ?? "").get("token");
    clientLinkLanguage(services, token).then((locale) => {
      if (locale) res.locals.linkLocale = locale;
      next();
    }, next);
  };
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The Set-Cookie value that keeps a language for a year (the switch, and sign-in from the account's). */
export function languageCookie(locale: Locale, context: AppContext): string {
  const secure = requestOf(context).services.config.publicUrl.startsWith("https://") ? "; Secure" : "";
  return `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure}`;
}
