/**
 * The production server: Express with compression, security headers and long-lived caching of
 * fingerprinted assets, in front of the React Router request handler. Configuration is validated
 * when the server build loads (src/env.server.ts) — a bad value stops the process at start-up.
 *   HOST (127.0.0.1) · PORT (3000) · STRAPI_URL · STRAPI_MEDIA_URL · PUBLIC_SITE_URL · DEFAULT_LANGUAGE ·
 *   MAP_TILE_URL · MAP_TILE_ATTRIBUTION · PREVIEW_SECRET · STRAPI_PREVIEW_TOKEN · FORM_SECRET · REDIS_URL ·
 *   TRUSTED_PROXY · PROXY_SECRET
 */
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import { RouterContextProvider } from 'react-router';
import { defaultTourHosts } from '@vitrine/domain';

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 3000);
const build = await import('./build/server/index.js');
const strapiOrigin = new URL(process.env.STRAPI_MEDIA_URL ?? process.env.STRAPI_URL ?? 'http://127.0.0.1:1337').origin;
/** Where map tiles come from (MAP_TILE_URL, validated by the app; `{s}` subdomains as a wildcard). */
const tileSource = (() => {
  const url = new URL(
    (process.env.MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png').replace(/\{s\}/g, 'tile-subdomain'),
  );
  return `${url.protocol}//${url.host.replace(/^tile-subdomain\./, '*.')}`;
})();
/** Players and tours that a visitor may load on a listing page (after clicking the placeholder). */
const embedSources = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://www.facebook.com',
  'https://my.matterport.com',
  ...Object.values(defaultTourHosts)
    .flat()
    .flatMap((host) => [`https://${host}`, `https://*.${host}`]),
];
/** The map frame is the one page another page may embed, and only this site's pages. */
const framePath = /^\/[a-z]{2}\/map-frame\/$/;
/** Agents' previews are shown by the Strapi admin in a frame: preview links and draft pages. */
const isPreview = (req) => /^\/[a-z]{2}\/preview\/$/.test(req.path) || req.query.preview !== undefined;

/** Security headers of every response. React Router's hydration script is inline, hence 'unsafe-inline' for scripts (no user data is ever rendered as HTML). */
function securityHeaders(req, res, next) {
  res.setHeader(
    'Content-Security-Policy',
    [
      "default-src 'self'",
      "script-src 'self' 'unsafe-inline'",
      "style-src 'self' 'unsafe-inline'",
      // https: for the tracking pixel, whose address is an agent's setting in Strapi.
      `img-src 'self' data: https: ${strapiOrigin} ${tileSource}`,
      `frame-src 'self' ${embedSources.join(' ')}`,
      "media-src 'self' https:",
      "font-src 'self'",
      "connect-src 'self'",
      isPreview(req)
        ? `frame-ancestors 'self' ${strapiOrigin}`
        : framePath.test(req.path)
          ? "frame-ancestors 'self'"
          : "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ].join('; '),
  );
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  if (!isPreview(req)) res.setHeader('X-Frame-Options', framePath.test(req.path) ? 'SAMEORIGIN' : 'DENY');
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  if (process.env.PUBLIC_SITE_URL?.startsWith('https:')) {
    res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  }
  next();
}

/** Pages live at paths with a trailing slash (`/nl/te-koop/`); one URL per page. */
function trailingSlash(req, res, next) {
  // React Router's lazy route discovery asks `/__manifest?p=…`: not a page, never redirected.
  if (
    (req.method === 'GET' || req.method === 'HEAD') &&
    !req.path.endsWith('/') &&
    !/\.[a-z0-9]+$/i.test(req.path) &&
    req.path !== '/__manifest'
  ) {
    const query = req.originalUrl.slice(req.path.length);
    res.redirect(301, `${req.path}/${query}`);
    return;
  }
  next();
}

const app = express();
app.disable('x-powered-by');
app.use(compression());
app.use(securityHeaders);
app.use('/assets', express.static('build/client/assets', { immutable: true, maxAge: '1y' }));
app.use(express.static('build/client', { maxAge: '1h' }));
app.use(trailingSlash);
// The visitor's TCP peer, for the forms' rate limits (src/features/forms/client-address.server.ts):
// always overwritten, so a client cannot choose it.
app.use((req, _res, next) => {
  req.headers['x-vitrine-peer'] = req.socket.remoteAddress ?? '';
  next();
});
app.all('/{*path}', createRequestHandler({ build, getLoadContext: () => new RouterContextProvider() }));

app.listen(port, host, () => console.log(`Vitrine web on http://${host}:${port}`));
