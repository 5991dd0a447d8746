/**
 * The production server: Express with compression, security headers and long-lived caching of
 * fingerprinted assets, in front of the React Router request handler (the application itself is
 * server-app.ts; the page cache cache/page-cache.js). Configuration is validated when the server
 * build loads (src/env.server.ts) — a bad value stops the process at start-up.
 *   HOST (127.0.0.1) · PORT (3000) · STRAPI_URL · STRAPI_MEDIA_URL · PUBLIC_SITE_URL · DEFAULT_LANGUAGE ·
 *   MAP_TILE_URL · MAP_TILE_ATTRIBUTION · PREVIEW_SECRET · STRAPI_PREVIEW_TOKEN · FORM_SECRET · REDIS_URL ·
 *   TRUSTED_PROXY · PROXY_SECRET · BODY_LIMIT (bytes, 65536) · STRAPI_TIMEOUT_MS (4000) · PAGE_CACHE (off) ·
 *   PAGE_CACHE_MAX_BYTES (67108864) · SHUTDOWN_TIMEOUT_MS (10000)
 */
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import { RouterContextProvider, type ServerBuild } from 'react-router';
import { withPageCache } from './cache/page-cache.js';
import { createApp } from './server-app.ts';

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 3000);
// The React Router build (`react-router build`): plain JavaScript, loaded by a path the type checker
// does not follow (it is typed by React Router's ServerBuild).
const serverBuild = './build/server/index.js';
const build = (await import(serverBuild)) as ServerBuild;

const app = createApp({
  before: [compression()],
  // Public pages from the shared cache (cache/page-cache.js, issue 14).
  handler: await withPageCache(createRequestHandler({ build, getLoadContext: () => new RouterContextProvider() }), {
    build,
    env: process.env,
  }),
});
const server = app.listen(port, host, () => console.log(`Vitrine web on http://${host}:${port}`));

// Graceful stop (SIGTERM from a process manager, SIGINT): no new connections (a proxy sends the next
// visitors to another instance), requests in flight answered, keep-alive connections closed as soon
// as they are idle (their responses say `Connection: close`), then exit; at most SHUTDOWN_TIMEOUT_MS
// (10 000) before the remaining connections are cut.
const shutdownMs = Number(process.env.SHUTDOWN_TIMEOUT_MS) > 0 ? Number(process.env.SHUTDOWN_TIMEOUT_MS) : 10_000;
let stopping = false;
server.on('request', (_request, response) => {
  if (stopping && !response.headersSent) response.setHeader('connection', 'close');
});
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`Vitrine web: ${signal}, finishing the requests in flight`);
    server.close(() => process.exit(0));
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    idle.unref();
    setTimeout(() => {
      console.error(`Vitrine web: still busy after ${shutdownMs} ms, closing the remaining connections`);
      server.closeAllConnections();
      process.exit(0);
    }, shutdownMs).unref();
  });
