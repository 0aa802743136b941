import { createContext, useContext } from "react";

/** The Content-Security-Policy nonce of this response; empty in the browser, where it is not needed. */
export const NonceContext = createContext("");

export function useNonce(): string {
  return useContext(NonceContext);
}
