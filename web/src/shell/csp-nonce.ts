import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy nonce of the request (issue 13): server-app.ts makes one per request,
 * sends it in the policy (`script-src 'nonce-…'`, no 'unsafe-inline') and passes it to the render
 * in this request header, which it always overwrites (a client cannot choose it). entry.server.tsx
 * gives it to React Router (`<ServerRouter nonce>`: its scripts and streamed data) and to React's
 * renderer, and provides it here for the app's own inline scripts. In the browser it is undefined.
 *
 * A page rendered for the page cache gets no nonce (web/cache/page-cache.ts removes the header):
 * it is the same bytes for every visitor, and its inline scripts are allowed by their hashes,
 * which the cache puts in the policy in place of the nonce (issue 20). So an inline script written
 * by the app must not depend on the nonce being there.
 */
export const cspNonceHeader = 'x-vitrine-csp-nonce';

export const CspNonceContext = createContext<string | undefined>(undefined);

/** The nonce an inline `<script>` written by the server must carry. */
export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}

/** The nonce server-app.ts gave this request, if it is one (base64 of 16 bytes). */
export function requestNonce(request: Request): string | undefined {
  const value = request.headers.get(cspNonceHeader) ?? '';
  return /^[A-Za-z0-9+/]{22}==$/.test(value) ? value : undefined;
}
