import { createContext, useContext } from "react";

/**
 * Per-response facts the server knows and the page needs while rendering: the
 * Content-Security-Policy nonce for inline scripts, the request id an error
 * page quotes, and whether React hydrates the page (app/visitor-pages.ts) or
 * the visitor script runs instead. In the browser the first two are empty
 * (browsers hide nonces from the DOM, and no inline script is added after
 * hydration), and the page is hydrated.
 */
export interface RequestInfo {
  nonce: string;
  requestId: string;
  hydrate: boolean;
  /** The inline script of a page React does not hydrate (components/visitor-script.ts); "" otherwise. */
  visitorScript: string;
  /** The page's message catalogues, preloaded when it hydrates (server/http/catalogue-preloads.ts). */
  cataloguePreloads: string[];
}

const RequestInfoContext = createContext<RequestInfo>({
  nonce: "",
  requestId: "",
  hydrate: true,
  visitorScript: "",
  // In the browser, the links the server wrote, so that hydration finds the same <head>.
  cataloguePreloads:
    typeof document === "undefined"
      ? []
      : Array.from(
          document.querySelectorAll("link[data-catalogue]"),
          (link) => link.getAttribute("href") ?? "",
        ),
});
export const RequestInfoProvider = RequestInfoContext.Provider;
export const useNonce = () => useContext(RequestInfoContext).nonce;
export const useRequestId = () => useContext(RequestInfoContext).requestId;
/** False on a visitor's public page, which React does not hydrate. */
export const useHydrates = () => useContext(RequestInfoContext).hydrate;
export const useVisitorScript = () => useContext(RequestInfoContext).visitorScript;
export const useCataloguePreloads = () => useContext(RequestInfoContext).cataloguePreloads;
