/**
 * The Express application of the production server (server.ts), without the React Router build,
 * so tests can run it with a stand-in handler (server-app.test.ts). Issue 13:
 * - headers by helmet: a per-request nonce Content-Security-Policy (no 'unsafe-inline' scripts),
 *   frame-ancestors 'none' except the map frame (this site) and previews (this site and Strapi),
 *   X-Frame-Options on every page, HSTS when the site is served over HTTPS (PUBLIC_SITE_URL, or a
 *   trusted proxy saying so), no X-Powered-By;
 * - only GET, HEAD and POST (405 otherwise); a POST must be a form (415 otherwise), with a length
 *   (411) of at most BODY_LIMIT bytes (413);
 * - every redirect stays on the site (sitePath from @vitrine/domain): `//evil.example/`, `/\evil`
 *   and repeated slashes collapse to one path of this site;
 * - /_health says whether Strapi answers, within a short timeout.
 */
import { randomBytes } from 'node:crypto';
import { parse as parseContentType } from 'content-type';
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import helmet from 'helmet';
import { defaultTourHosts, pageTagsHeader, parseListingPath, sitePath, tagsHeaderValue } from '@vitrine/domain';
import { tagsOfPath } from './cache/page-cache.ts';
import { precompressedStatic } from './cache/precompressed.ts';
import { env as processEnv, type ServerEnv } from './src/env.server.ts';
import { isValidPreviewValue, sameSecret } from './src/server/preview-check.ts';

/** The request header that carries the CSP nonce to the render (src/shell/csp-nonce.ts). */
export const cspNonceHeader = 'x-vitrine-csp-nonce';
const allowedMethods = ['GET', 'HEAD', 'POST'];
/** What a form posts: plain forms, forms with JavaScript (FormData) — nothing else. */
const formTypes = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** Where map tiles come from (MAP_TILE_URL; `{s}` subdomains as a wildcard). */
function tileSource(env: ServerEnv) {
  const url = new URL(env.MAP_TILE_URL.replace(/\{s\}/g, 'tile-subdomain'));
  return `${url.protocol}//${url.host.replace(/^tile-subdomain\./, '*.')}`;
}

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
/**
 * Agents' previews are shown by the Strapi admin in a frame: Strapi's preview link with the shared
 * secret, and draft pages with a valid signed preview — the app's own check (src/server/preview-check.ts,
 * decision 004). Anything else (`?preview=x`, a wrong secret) is framed by no one (issue 18).
 */
function previewCheck(env: ServerEnv) {
  const secret = env.PREVIEW_SECRET ?? '';
  const enabled = secret !== '' && Boolean(env.STRAPI_PREVIEW_TOKEN);
  return (req: Request) => {
    if (!enabled) return false;
    const query = new URL(req.originalUrl, 'http://site').searchParams;
    if (/^\/[a-z]{2}\/preview\/$/.test(req.path)) return sameSecret(query.get('secret'), secret);
    const value = query.getAll('preview');
    return value.length === 1 && isValidPreviewValue(value[0], secret);
  };
}

/**
 * The origin React Router's request for `req` will have (@react-router/express's createRemixRequest:
 * the protocol, the host name and the port, X-Forwarded-Host's port behind a trusted proxy).
 */
function requestOrigin(req: Request) {
  const [, forwardedPort] = req.app.enabled('trust proxy') ? (req.get('X-Forwarded-Host')?.split(':') ?? []) : [];
  const [, hostPort] = req.get('host')?.split(':') ?? [];
  const port =
    [forwardedPort, hostPort].map((value) => Number.parseInt(value ?? '', 10)).find(Number.isSafeInteger) ?? '';
  return new URL(`${req.protocol}://${req.hostname.split(/[\\/?#@]/)[0] || 'localhost'}${port ? `:${port}` : ''}`)
    .origin;
}

/**
 * Whether a POST comes from another site's page: its Origin header is there and is not this
 * request's origin (React Router's own check, throwIfPotentialCSRFAttack, refuses it too, but
 * logs its stack trace and answers 400).
 */
function crossOrigin(req: Request) {
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  try {
    return origin === 'null' || new URL(origin).origin !== requestOrigin(req);
  } catch {
    return true;
  }
}

/** A short plain-text refusal, never cached. */
function refuse(res: Response, status: number, message: string, headers: Record<string, string> = {}) {
  res.set({ 'Cache-Control': 'no-store', ...headers });
  res.status(status).type('text/plain; charset=utf-8').send(message);
}

export interface AppOptions {
  /** The React Router request handler (wrapped in the page cache). */
  handler: RequestHandler;
  /** The configuration (src/env.server.ts; tests pass their own parseEnv's). */
  env?: ServerEnv;
  /** The browser build. */
  clientDir?: string;
  /** Mounted first (compression). */
  before?: RequestHandler[];
}

export function createApp({ handler, env = processEnv, clientDir = 'build/client', before = [] }: AppOptions) {
  const strapiUrl = env.STRAPI_URL;
  const strapiOrigin = new URL(env.STRAPI_MEDIA_URL).origin;
  const bodyLimit = env.BODY_LIMIT;
  const httpsSite = env.PUBLIC_SITE_URL.startsWith('https:');
  const tiles = tileSource(env);
  const uploads = env.UPLOADS_ORIGIN;
  const isPreview = previewCheck(env);

  const app = express();
  app.disable('x-powered-by');
  // The proxies whose X-Forwarded-Proto is believed (the same setting as the forms' client address;
  // `*` is Strapi's only: nothing in front of the web proves itself).
  const trusted = env.TRUSTED_PROXY.filter((proxy) => proxy !== '*');
  app.set('trust proxy', trusted.length > 0 ? trusted : false);
  for (const middleware of before) app.use(middleware);

  // Only the methods a site of pages and forms needs.
  app.use((req, res, next) => {
    if (allowedMethods.includes(req.method)) return next();
    refuse(res, 405, 'Method Not Allowed', { Allow: allowedMethods.join(', ') });
  });

  // One nonce per request, for the policy and the render (always overwritten: a client cannot choose it).
  app.use((req, res, next) => {
    const nonce = randomBytes(16).toString('base64');
    res.locals.cspNonce = nonce;
    req.headers[cspNonceHeader] = nonce;
    next();
  });

  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", (req) => `'nonce-${String(req.headers[cspNonceHeader])}'`],
          scriptSrcAttr: ["'none'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          // https: for the tracking pixel, whose address is an agent's setting in Strapi.
          imgSrc: ["'self'", 'data:', 'https:', strapiOrigin, tiles, ...(uploads ? [uploads] : [])],
          frameSrc: ["'self'", ...embedSources],
          mediaSrc: ["'self'", 'https:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          // helmet types the request as Node's; Express hands it its own.
          frameAncestors: [(req) => frameAncestors(req as Request)],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          objectSrc: ["'none'"],
        },
      },
      // Set below, per request.
      strictTransportSecurity: false,
      xFrameOptions: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      // Uploads and tiles come from other origins without CORP headers.
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-origin' },
    }),
  );
  function frameAncestors(req: Request) {
    return isPreview(req) ? `'self' ${strapiOrigin}` : framePath.test(req.path) ? "'self'" : "'none'";
  }
  const hsts = helmet.strictTransportSecurity({ maxAge: 31536000, includeSubDomains: true });
  app.use((req, res, next) => {
    // Pages framed by this site (the map) or by Strapi's admin (previews, whose frame-ancestors
    // names Strapi: browsers then ignore X-Frame-Options) say SAMEORIGIN; every other page DENY.
    res.setHeader('X-Frame-Options', isPreview(req) || framePath.test(req.path) ? 'SAMEORIGIN' : 'DENY');
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()');
    // Over HTTPS only: the site's address says so, or a trusted proxy forwarded an HTTPS request.
    if (httpsSite || req.secure) return hsts(req, res, next);
    next();
  });

  // Whether the web answers and Strapi with it (a load balancer's check): 200 or 503, never slow.
  app.get('/_health', async (_req, res) => {
    const started = Date.now();
    let strapi: 'up' | 'down';
    try {
      const answer = await fetch(`${strapiUrl}/_health`, { signal: AbortSignal.timeout(2_000) });
      strapi = answer.status < 500 ? 'up' : 'down';
    } catch {
      strapi = 'down';
    }
    res.set('Cache-Control', 'no-store');
    res.status(strapi === 'up' ? 200 : 503).json({ web: 'up', strapi, ms: Date.now() - started });
  });

  // Compressed once at build time, served by Accept-Encoding (cache/precompressed.ts, issue 14).
  app.use('/assets', precompressedStatic(`${clientDir}/assets`, { immutable: true, maxAge: '1y' }));
  app.use(precompressedStatic(clientDir, { maxAge: '1h' }));

  // One URL per page: repeated slashes and backslashes collapse, pages end with a slash. The target
  // is always a path of this site (`//evil.example/x` → `/evil.example/x/`, a 404 of this site).
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const raw = req.originalUrl;
    const pathEnd = raw.search(/[?#]/);
    const rawPath = pathEnd === -1 ? raw : raw.slice(0, pathEnd);
    const query = pathEnd === -1 ? '' : raw.slice(pathEnd);
    let path = rawPath.replace(/[/\\]+/g, '/');
    // React Router's lazy route discovery asks `/__manifest?p=…`: not a page, never redirected.
    const isFile = /\.[a-z0-9]+$/i.test(path) || path === '/__manifest';
    if (!isFile && !path.endsWith('/')) path = `${path}/`;
    if (path === rawPath) return next();
    res.redirect(301, sitePath(`${path}${query}`, '/'));
  });

  // A POST is a form of this site: its type (415), its length (411, 413) before anything is read.
  app.use((req, res, next) => {
    if (req.method !== 'POST') return next();
    // The media type alone (lower case), without its parameters (a form's boundary, a charset).
    const { type } = parseContentType(req.headers['content-type'] ?? '', { parameters: false });
    if (!formTypes.includes(type)) return refuse(res, 415, 'Unsupported Media Type');
    const length = req.headers['content-length'];
    if (length === undefined) return refuse(res, 411, 'Length Required');
    if (!/^\d+$/.test(length) || Number(length) > bodyLimit) return refuse(res, 413, 'Payload Too Large');
    // Another site's form (CSRF): refused here with one line in the log (issue 18), never a stack trace.
    if (crossOrigin(req)) {
      const origin = String(req.headers.origin)
        .slice(0, 200)
        .replace(/[^\x20-\x7e]/g, '?');
      console.warn(`[forms] cross-origin POST refused: ${req.path.slice(0, 200)} from ${origin}`);
      return refuse(res, 403, 'Forbidden');
    }
    next();
  });

  // The visitor's TCP peer, for the forms' rate limits (src/features/forms/client-address.server.ts):
  // always overwritten, so a client cannot choose it.
  app.use((req, _res, next) => {
    req.headers['x-vitrine-peer'] = req.socket.remoteAddress ?? '';
    next();
  });
  // For a front cache (Varnish, deploy/varnish/default.vcl; decision 037): each page names its
  // purge tags (and `all`) in an `xkey` header, the ones the page cache files it under, so Strapi's
  // purge drops it there too; the front cache strips the header before the visitor. A listing's
  // page counts a view per visitor (the owners' statistics, decision 013), which the page cache
  // records on each of its hits: a front cache's hit would never reach the web, so that page says
  // `Surrogate-Control: no-store` (a front cache passes it; browsers ignore the header).
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    res.setHeader(pageTagsHeader, tagsHeaderValue(tagsOfPath(req.path), { page: true }));
    if (parseListingPath(req.path)?.kind === 'property') res.setHeader('Surrogate-Control', 'no-store');
    next();
  });
  app.all('/{*path}', handler);

  // A request Express could not even parse (a malformed path) is the client's error, never a 500.
  const clientError: ErrorRequestHandler = (
    error: { status?: unknown; statusCode?: unknown } | undefined,
    _req,
    res,
    _next,
  ) => {
    const status = Number(error?.status ?? error?.statusCode);
    if (status >= 400 && status < 500) return refuse(res, status, 'Bad Request');
    console.error(error);
    if (!res.headersSent) refuse(res, 500, 'Internal Server Error');
  };
  app.use(clientError);
  return app;
}
