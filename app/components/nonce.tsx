import { createContext, useContext } from "react";

// The Content-Security-Policy nonce for this response's inline scripts. On the
// server it comes from the request; in the browser it is empty (browsers hide
// nonces from the DOM, and no inline script is added after hydration).
const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
