/**
 * React Router's Node entry (its default, `react-router reveal entry.server`), with two changes:
 * the page is rendered inside `SiteStylesContext`, so the root writes the site's stylesheet into the
 * head (`SiteStyles`, decision 010); and every page is sent whole, in visible HTML (see below).
 */
import { createReadableStreamFromReadable } from '@react-router/node';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { isRouteErrorResponse, ServerRouter, UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { isStrapiUnavailable, retryAfterSeconds } from './graphql/strapi-fetch.server';
import { coalesced } from './server/coalesced.server';
import { CspNonceContext, requestNonce } from './shell/csp-nonce';
import { SiteStylesContext } from './styles/site-styles';
import siteStyles from './styles/site.css?inline';

export const streamTimeout = 5_000;

/** Requests a loader or action of which failed because Strapi was unavailable. */
const unavailableRequests = new WeakSet<Request>();

/**
 * React Router's error hook (its default logs every error): Strapi being down or hung marks the
 * request for a 503 below and is not logged per request; any other error is logged as before.
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (isStrapiUnavailable(error)) {
    unavailableRequests.add(request);
    return;
  }
  // React Router's CSRF check refusing another site's POST (server-app.ts refuses it first): a
  // visitor's request, not a fault of the site — one line, no stack trace (issue 18).
  if (error instanceof Error && /Aborting the action\.$/.test(error.message)) {
    console.warn(`[forms] POST refused by React Router: ${error.message} (${new URL(request.url).pathname})`);
    return;
  }
  if (!request.signal.aborted) console.error(error);
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  // Strapi down or hung (strapi-fetch.server.ts): 503 with Retry-After, and the error becomes a
  // 503 error response, so the error boundary shows the "temporarily unavailable" page on the
  // server and after hydration alike.
  // In production React Router hands this function sanitized errors ("Unexpected Server Error"):
  // handleError below saw the originals and marked the request.
  const errors = routerContext.staticHandlerContext.errors;
  if (errors && (unavailableRequests.has(request) || Object.values(errors).some(isStrapiUnavailable))) {
    for (const [routeId, error] of Object.entries(errors)) {
      if (!isRouteErrorResponse(error)) errors[routeId] = new ErrorResponse(503, 'Service Unavailable', null);
    }
    responseStatusCode = 503;
    responseHeaders.set('Retry-After', String(retryAfterSeconds));
    responseHeaders.set('Cache-Control', 'no-store');
  }
  const nonce = requestNonce(request);

  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // A page must read without JavaScript. React streams a Suspense boundary that is not ready
    // with the shell, or whose HTML is larger than its progressive chunk size (12.8 KB), into a
    // `<div hidden>` that only an inline script reveals: so every page waits for all its content,
    // and a completed boundary is always written in place. The server's content is in the loaders'
    // data, so waiting costs no round trip.
    const readyOption: keyof RenderToPipeableStreamOptions = 'onAllReady';
    // Abort after `streamTimeout`, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <SiteStylesContext.Provider value={siteStyles}>
        <CspNonceContext.Provider value={nonce}>
          {/* The nonce of the Content-Security-Policy (server-app.ts): React Router's scripts carry it. */}
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </CspNonceContext.Provider>
      </SiteStylesContext.Provider>,
      {
        nonce,
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = coalesced(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors of the shell itself reject above and are logged by React Router.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
