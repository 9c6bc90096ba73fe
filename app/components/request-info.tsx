import { createContext, useContext } from "react";

/**
 * Per-response facts the server knows and the page needs while rendering: the
 * Content-Security-Policy nonce for inline scripts, and the request id an
 * error page quotes. In the browser both are empty (browsers hide nonces from
 * the DOM, and no inline script is added after hydration).
 */
export interface RequestInfo {
  nonce: string;
  requestId: string;
}

const RequestInfoContext = createContext<RequestInfo>({ nonce: "", requestId: "" });
export const RequestInfoProvider = RequestInfoContext.Provider;
export const useNonce = () => useContext(RequestInfoContext).nonce;
export const useRequestId = () => useContext(RequestInfoContext).requestId;
