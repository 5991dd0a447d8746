/**
 * The production server: Express with compression, security headers and long-lived caching of
 * fingerprinted assets, in front of the React Router request handler (the application itself is
 * server-app.ts; the page cache cache/page-cache). Node runs it as it is (type stripping: `node
 * server.ts`), so it and what it imports use erasable TypeScript and relative `.ts` specifiers.
 * The configuration is src/env.server.ts, validated at start: a bad value stops the process there.
 */
import { createRequestHandler } from '@react-router/express';
import { constants } from 'node:zlib';
import compression from 'compression';
import { RouterContextProvider, type ServerBuild } from 'react-router';
import { withPageCache } from './cache/page-cache.ts';
import { createApp } from './server-app.ts';
import { env } from './src/env.server.ts';

const { HOST: host, PORT: port, SHUTDOWN_TIMEOUT_MS: shutdownMs } = env;
// The React Router build (`react-router build`): plain JavaScript, loaded by a path the type checker
// does not follow (it is typed by React Router's ServerBuild).
const serverBuild = './build/server/index.js';
const build = (await import(serverBuild)) as ServerBuild;

const app = createApp({
  // What reaches it is a rendered page (the page cache's hits, the build's files and their gzip are
  // compressed once and stored): zlib's fastest level, 1.8 ms for a detail page against level 6's
  // 4.3 ms, for a sixth more bytes (issue 23, item 1; bench/README.md).
  before: [compression({ level: constants.Z_BEST_SPEED })],
  // Public pages from the shared cache (cache/page-cache.ts, issue 14).
  handler: await withPageCache(createRequestHandler({ build, getLoadContext: () => new RouterContextProvider() }), {
    build,
    env,
  }),
});
const server = app.listen(port, host, () => console.log(`Vitrine web on http://${host}:${port}`));

// Graceful stop (SIGTERM from a process manager, SIGINT): no new connections (a proxy sends the next
// visitors to another instance), requests in flight answered, keep-alive connections closed as soon
// as they are idle (their responses say `Connection: close`), then exit; at most SHUTDOWN_TIMEOUT_MS
// (10 000) before the remaining connections are cut.
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
