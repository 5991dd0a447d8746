/**
 * The built browser files as they were compressed at build time (vite.config.ts writes a `.br` and
 * a `.gz` beside every script, style sheet and SVG): the brotli file when the browser accepts br,
 * else the gzip one, else the file itself, with `Vary: Accept-Encoding` and the caching options of
 * the folder. express-static-gzip (a maintained wrapper of express.static) chooses the file; the
 * compression middleware leaves a response that already has a Content-Encoding alone, so nothing
 * is compressed per request any more (issue 14: the 364 KB entry chunk capped the server at
 * 144 requests/s, compressed on every request).
 */
import type { RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { ServeStaticOptions } from 'serve-static';

/**
 * @param dir the folder of built files
 * @param options express.static's options (maxAge, immutable)
 */
export function precompressedStatic(dir: string, options: ServeStaticOptions = {}): RequestHandler {
  return expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gz'],
    index: false,
    serveStatic: { index: false, ...options },
  });
}
