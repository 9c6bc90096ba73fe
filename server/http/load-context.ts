import { createContext, RouterContextProvider } from "react-router";
import type { Locale } from "../../common/i18n";
import type { Logger } from "../log";
import type { Services } from "../services";

/** What every loader and action reads from `context`, built per request in server/app.ts. */
export interface RequestLoadContext {
  services: Services;
  /** The language the page is answered in (server/http/locale.ts). */
  locale: Locale;
  /** The page's message catalogues in the browser, if it hydrates (server/http/catalogue-preloads.ts). */
  cataloguePreloads: string[];
  requestId: string;
  /** `services.log` with the request id on every line (server/log.ts requestLogger). */
  log: Logger;
  clientIp: string;
  cspNonce: string;
}

/**
 * React Router 8 always runs middleware: `context` is a RouterContextProvider,
 * and our per-request values sit in it under this key.
 */
export const requestContext = createContext<RequestLoadContext>();

/** The `context` loaders, actions and the server entry receive. */
export type AppContext = Readonly<RouterContextProvider>;

/** The request's own values (services, request id and logger, client address, nonce). */
export function requestOf(context: AppContext): RequestLoadContext {
  return context.get(requestContext);
}

/** The context React Router is given for one request. */
export function loadContextFor(values: RequestLoadContext): RouterContextProvider {
  return new RouterContextProvider(new Map([[requestContext, values]]));
}
