/**
 * Public pages from a shared cache (issue 14): the server-rendered HTML of anonymous public GET
 * pages is kept (Redis when REDIS_URL is set, so every web instance shares it; this process's
 * memory otherwise, bounded, least recently used out first) and served with stale-while-revalidate.
 *
 * What is cached — all of these, or the page is rendered as before:
 * - the request: GET or HEAD of a page (not `*.data`, not `/__manifest`), no `?preview` and not
 *   the preview route, no Authorization, and no cookie but the consent and language ones (and
 *   analytics cookies the HTML never reads): an owner's session, the favourites shortlist or any
 *   other cookie means a personal page;
 * - the answer: 200 or 404, the route opted in to shared caching (`Cache-Control: public` with
 *   `s-maxage`, publicPageHeaders in src/shell/site/cache-headers.ts; personal pages say
 *   `private` or `no-store`), and no Set-Cookie.
 * The key is host + path + query + the consent cookie's value + the language cookie's value: the
 * HTML depends on nothing else (language from the path, the banner from the consent cookie).
 *
 * Fresh for the answer's `s-maxage`, then served stale for its `stale-while-revalidate` while one
 * render (one per key across instances, a Redis lock) refreshes it in the background. A page is
 * rendered into the cache with a placeholder for the Content-Security-Policy nonce; every answer
 * gets this request's nonce (the one server-app.js put in the policy) in its place.
 *
 * Purge: `POST /_cache/purge` (form-encoded `tag=…`, repeated; header `x-vitrine-purge-secret`
 * equal to PROXY_SECRET) drops every page of the tags — `listing:<reference>` (a listing's page in
 * every language), `list:sale|rent|projects` (a list, every page and filter of it), `project:<slug>`,
 * `home`, `map`, `sitemap`, `page` (every other page) or `all`. Strapi calls it on publish,
 * unpublish and update (cms/src/cache-purge/).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { timingSafeEqual } from 'node:crypto';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { parseListingPath } from '@vitrine/domain';
import {
  consentCookieName,
  consentOfCookies,
  languageCookieName,
  languageOfCookies,
  requestCookies,
} from './cookies.js';

/**
 * Shared with the app (src/page-cache/page-views.server.ts) through the global symbol registry, as
 * the server build is a bundle of its own: during a render, the listing views the page counts;
 * and the app's function that records one. A cached page's views are recorded again for every
 * visitor it is served to, so the owners' statistics count cached visits too.
 */
const registry = (globalThis[Symbol.for('vitrine.page-cache')] ??= {});
registry.renders ??= new AsyncLocalStorage();

/** What the render writes where the nonce goes: the shape server-app.js's nonces have (base64 of 16 bytes). */
export const noncePlaceholder = 'VitrinePageCacheNonce0==';
export const purgePath = '/_cache/purge';
export const purgeSecretHeader = 'x-vitrine-purge-secret';
const nonceHeader = 'x-vitrine-csp-nonce';
/** Cookies that change the HTML, hence part of the key. */
const keyedCookies = [consentCookieName, languageCookieName];
/** Cookies of analytics scripts (after consent): the server never reads them. */
const ignoredCookie = /^(_ga|_gid|_gat|_gcl|_fbp|_fbc|_hj|_clck|_clsk)/;
/** Headers of a stored answer that are not replayed (the server sets them per response). */
const unstoredHeaders = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'set-cookie',
  'date',
]);
/** A revalidation is a program: the view statistics leave it out (isbot, src/features/owner/view-recorder.server.ts). */
const revalidationAgent = 'Mozilla/5.0 (compatible; VitrinePageCacheBot/1.0)';

/**
 * The cache key of a request, or null when its page is not to be cached (see above).
 *
 * @param {import('express').Request} req
 */
export function cacheKeyOf(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const url = req.originalUrl;
  const path = url.split('?')[0];
  if (!path.endsWith('/') && path !== '/sitemap.xml' && path !== '/robots.txt') return null;
  if (/^\/[a-z]{2}\/preview\/$/.test(path) || /[?&]preview(=|&|$)/.test(url)) return null;
  if (req.headers.authorization) return null;
  // The page reads these cookies with the same function (cookies.js); what it cannot read one way
  // (a cookie sent twice, a value this site does not write) is rendered for this request alone.
  for (const name of requestCookies(req.headers.cookie).keys()) {
    if (!keyedCookies.includes(name) && !ignoredCookie.test(name)) return null;
  }
  const consent = consentOfCookies(req.headers.cookie);
  const language = languageOfCookies(req.headers.cookie);
  if (!consent.clear || !language.clear) return null;
  const cookiePart = `${consentCookieName}=${consent.granted?.join('.') ?? ''};${languageCookieName}=${language.language ?? ''}`;
  return `${(req.headers.host ?? '').toLowerCase()}${url}|${cookiePart}`;
}

/**
 * The purge tags of a page path.
 *
 * @example
 * tagsOfPath('/nl/te-koop/gent/huis-VT1/'); // ['listing:VT1']
 */
export function tagsOfPath(path) {
  if (path === '/sitemap.xml') return ['sitemap'];
  if (/^\/[a-z]{2}\/$/.test(path)) return ['home'];
  if (/^\/[a-z]{2}\/map-frame\/$/.test(path)) return ['map'];
  const listing = parseListingPath(path);
  if (listing?.kind === 'property') return [`listing:${listing.reference.toUpperCase()}`];
  if (listing?.kind === 'project') return [`project:${listing.projectSlug}`];
  if (listing?.kind === 'list') return [`list:${listing.listing}`];
  return ['page'];
}

const gzipHeader = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final deflate block (BFINAL, fixed Huffman, end of block). */
const finalBlock = Buffer.from([0x03, 0x00]);
/**
 * `bytes` as a stored (uncompressed) deflate block, not final: the parts before it end on a byte
 * boundary (sync flush), so it is a 5-byte header and the bytes — no compressor per answer.
 */
function storedBlock(bytes) {
  const header = Buffer.alloc(5);
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}
const compiled = new WeakMap();
const compiledByKey = new Map();

/**
 * A stored page cut at what changes per answer (the nonce placeholder, the app's fill-time
 * tokens): its parts as they are and as raw deflate blocks ending on a byte boundary, compressed
 * once per page and process instead of once per answer.
 */
function compiledOf(entry, key) {
  // By object for the memory store; by key and version for Redis, whose pages are parsed anew.
  let result = compiled.get(entry);
  const known = compiledByKey.get(key);
  if (!result && known?.storedAt === entry.storedAt) result = known.result;
  if (result) return result;
  const escaped = noncePlaceholder.replace(/[+=]/g, (char) => `\\${char}`);
  const pattern = new RegExp(registry.tokenPattern ? `${escaped}|${registry.tokenPattern}` : escaped, 'g');
  const raw = [];
  const dynamic = [];
  let last = 0;
  for (const match of entry.body.matchAll(pattern)) {
    raw.push(Buffer.from(entry.body.slice(last, match.index)));
    dynamic.push(match[0]);
    last = match.index + match[0].length;
  }
  raw.push(Buffer.from(entry.body.slice(last)));
  const gzipped = raw.map((part) => deflateRawSync(part, { level: 6, finishFlush: constants.Z_SYNC_FLUSH }));
  result = { raw, gzipped, dynamic };
  compiled.set(entry, result);
  compiledByKey.delete(key);
  compiledByKey.set(key, { storedAt: entry.storedAt, result });
  if (compiledByKey.size > 500) compiledByKey.delete(compiledByKey.keys().next().value);
  return result;
}

/** `s-maxage` and `stale-while-revalidate` (seconds) of a shared-cacheable answer, or null. */
function sharedLifetime(cacheControl) {
  const value = (cacheControl ?? '').toLowerCase();
  if (!/\bpublic\b/.test(value) || /\b(private|no-store|no-cache)\b/.test(value)) return null;
  const sMaxAge = /\bs-maxage=(\d+)/.exec(value);
  if (!sMaxAge) return null;
  const swr = /\bstale-while-revalidate=(\d+)/.exec(value);
  return { fresh: Number(sMaxAge[1]), stale: swr ? Number(swr[1]) : 0 };
}

/** An answer worth keeping, as stored: the HTML with the nonce placeholder, or null. */
async function entryOf(response, tags, now) {
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200 && response.status !== 404) return { body, entry: null };
  if (response.headers.getSetCookie().length > 0) return { body, entry: null };
  const lifetime = sharedLifetime(response.headers.get('cache-control'));
  if (!lifetime) return { body, entry: null };
  const headers = [];
  response.headers.forEach((value, name) => {
    if (!unstoredHeaders.has(name)) headers.push([name, value]);
  });
  return {
    body,
    entry: {
      status: response.status,
      headers,
      body: body.toString('utf8'),
      storedAt: now,
      freshMs: lifetime.fresh * 1000,
      staleMs: lifetime.stale * 1000,
      tags,
    },
  };
}

/** This process's memory: at most `maxEntries` pages, the least recently used dropped first. */
export function createMemoryStore({ maxEntries = 2000 } = {}) {
  const entries = new Map();
  const tags = new Map();
  const refreshing = new Set();
  const untag = (key, entry) => {
    for (const tag of entry?.tags ?? []) {
      const keys = tags.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) tags.delete(tag);
    }
  };
  return {
    kind: 'memory',
    async get(key) {
      const entry = entries.get(key);
      if (entry) {
        entries.delete(key);
        entries.set(key, entry);
      }
      return entry ?? null;
    },
    async set(key, entry) {
      untag(key, entries.get(key));
      entries.delete(key);
      entries.set(key, entry);
      for (const tag of entry.tags) {
        if (!tags.has(tag)) tags.set(tag, new Set());
        tags.get(tag).add(key);
      }
      while (entries.size > maxEntries) {
        const [oldest] = entries.keys();
        untag(oldest, entries.get(oldest));
        entries.delete(oldest);
      }
    },
    async purge(purged) {
      if (purged.includes('all')) {
        const count = entries.size;
        entries.clear();
        tags.clear();
        return count;
      }
      let count = 0;
      for (const tag of purged) {
        for (const key of tags.get(tag) ?? []) {
          const entry = entries.get(key);
          if (!entry) continue;
          untag(key, entry);
          entries.delete(key);
          count++;
        }
        tags.delete(tag);
      }
      return count;
    },
    async lock(key) {
      if (refreshing.has(key)) return false;
      refreshing.add(key);
      return true;
    },
    async unlock(key) {
      refreshing.delete(key);
    },
    get size() {
      return entries.size;
    },
    async close() {},
  };
}

/**
 * Redis, shared by every web instance: a page per key (expiring after its stale time), a set of
 * keys per tag, a lock per key while one instance refreshes it. Redis's own memory bound
 * (`maxmemory` with `allkeys-lru`, docker-compose.yml) is the LRU bound. A Redis error never fails
 * a page: it is then rendered as if not cached.
 *
 * @param {{ url?: string, redis?: import('ioredis').Redis, prefix?: string }} options
 */
export async function createRedisStore({ url, redis, prefix = 'vitrine:page-cache:', localMs = 1000 }) {
  if (!redis) {
    const { Redis } = await import('ioredis');
    redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    redis.on('error', () => {});
    // Commands are not queued while it connects: wait for the connection (at most 2 s) so the
    // first pages of a fresh instance use the shared cache.
    await new Promise((resolve) => {
      redis.once('ready', resolve);
      setTimeout(resolve, 2000).unref();
    });
  }
  const pageKey = (key) => `${prefix}page:${key}`;
  // Pages read in the last `localMs` are answered from this process (no Redis round trip and no
  // parsing per answer); a purge on another instance shows here within that time.
  const local = new Map();
  const remember = (key, entry) => {
    local.delete(key);
    local.set(key, { entry, at: Date.now() });
    if (local.size > 500) local.delete(local.keys().next().value);
  };
  const tagKey = (tag) => `${prefix}tag:${tag}`;
  return {
    kind: 'redis',
    redis,
    async get(key) {
      const known = local.get(key);
      if (known && Date.now() - known.at < localMs) return known.entry;
      const text = await redis.get(pageKey(key));
      const entry = text ? JSON.parse(text) : null;
      if (entry && localMs > 0) remember(key, entry);
      else local.delete(key);
      return entry;
    },
    async set(key, entry) {
      if (localMs > 0) remember(key, entry);
      const seconds = Math.max(1, Math.ceil((entry.freshMs + entry.staleMs) / 1000));
      const multi = redis.multi().set(pageKey(key), JSON.stringify(entry), 'EX', seconds);
      for (const tag of entry.tags) multi.sadd(tagKey(tag), key).expire(tagKey(tag), 86_400);
      multi.sadd(tagKey('all'), key).expire(tagKey('all'), 86_400);
      await multi.exec();
    },
    async purge(purged) {
      let count = 0;
      if (purged.includes('all')) local.clear();
      for (const tag of purged) {
        const keys = await redis.smembers(tagKey(tag));
        for (const key of keys) local.delete(key);
        if (keys.length > 0) count += await redis.del(...keys.map(pageKey));
        await redis.del(tagKey(tag));
      }
      return count;
    },
    async lock(key) {
      return (await redis.set(`${prefix}lock:${key}`, '1', 'PX', 30_000, 'NX')) === 'OK';
    },
    async unlock(key) {
      await redis.del(`${prefix}lock:${key}`);
    },
    async close() {
      redis.disconnect();
    },
  };
}

/** The store of the environment: Redis when REDIS_URL is set, memory otherwise. */
export async function createStore(env = process.env) {
  if (env.REDIS_URL) return createRedisStore({ url: env.REDIS_URL, prefix: env.PAGE_CACHE_PREFIX || undefined });
  return createMemoryStore({
    maxEntries: Number(env.PAGE_CACHE_MAX_ENTRIES) > 0 ? Number(env.PAGE_CACHE_MAX_ENTRIES) : 2000,
  });
}

function sameSecret(given, expected) {
  if (typeof given !== 'string' || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The form-encoded body of a purge (at most 64 KB). */
function readForm(req) {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      text += chunk;
      if (text.length > 65_536) reject(Object.assign(new Error('too large'), { status: 413 }));
    });
    req.on('end', () => resolve(new URLSearchParams(text)));
    req.on('error', reject);
  });
}

/**
 * @param {object} options
 * @param {(request: Request) => Promise<Response>} options.render React Router's request handler
 * @param {Awaited<ReturnType<typeof createStore>>} options.store
 * @param {string} [options.purgeSecret] PROXY_SECRET: without it, purges are refused
 * @param {(req: import('express').Request, entry: object) => void} [options.onHit]
 * @param {() => number} [options.now]
 */
export function createPageCache({ render, store, purgeSecret, onHit, now = Date.now }) {
  /** Renders that are under way, per key: the visitors who ask meanwhile share them. */
  const rendering = new Map();

  function requestOf(req, headers) {
    const url = `${req.protocol}://${req.headers.host ?? '127.0.0.1'}${req.originalUrl}`;
    const init = new Headers();
    for (const [name, value] of Object.entries(headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) init.append(name, item);
    }
    init.set(nonceHeader, noncePlaceholder);
    return new Request(url, { method: 'GET', headers: init });
  }

  /**
   * Renders the page of `key` and keeps it when it may be kept: { response, body, entry }. A
   * visitor who asks while the same page renders waits for that render and gets its page if it
   * was kept; an answer that was not kept (it may set a cookie) is rendered for them alone.
   */
  async function renderAndKeep(key, request, path) {
    const running = rendering.get(key);
    if (running) {
      const shared = await running.catch(() => null);
      if (shared?.entry) return { ...shared, shared: true };
    }
    return renderOnce(key, request, path);
  }

  function renderOnce(key, request, path) {
    const run = (async () => {
      const facts = { views: [] };
      const response = await registry.renders.run(facts, () => render(request));
      const { body, entry } = await entryOf(response, tagsOfPath(path), now());
      if (entry && facts.views.length > 0) entry.views = facts.views;
      if (entry) await store.set(key, entry).catch(() => {});
      return { response, body, entry };
    })().finally(() => {
      if (rendering.get(key) === run) rendering.delete(key);
    });
    rendering.set(key, run);
    return run;
  }

  /** In the background, once across instances: the page rendered again and stored. */
  async function revalidate(key, req, path) {
    if (!(await store.lock(key).catch(() => false))) return;
    try {
      const headers = { ...req.headers, 'user-agent': revalidationAgent, purpose: 'prefetch' };
      delete headers['if-none-match'];
      delete headers['if-modified-since'];
      await renderAndKeep(key, requestOf(req, headers), path);
    } catch (error) {
      console.warn(`[page cache] ${path} not refreshed: ${String(error)}`);
    } finally {
      await store.unlock(key).catch(() => {});
    }
  }

  /** The views a cached page counts, recorded for this visitor (the app decides whether it is a person's). */
  function recordViews(req, entry) {
    if (!entry.views || !registry.recordView) return;
    const request = requestOf(req, req.headers);
    for (const listing of entry.views) registry.recordView(request, listing);
  }

  function sendEntry(req, res, key, entry, state) {
    res.status(entry.status);
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader('X-Vitrine-Cache', state);
    const { raw, gzipped, dynamic } = compiledOf(entry, key);
    // What changes per answer: this request's nonce, and the forms' fill-time tokens issued now
    // (src/page-cache/page-views.server.ts), the same new token wherever one old token was.
    const nonce = String(res.locals.cspNonce ?? '');
    const fresh = new Map();
    const pieces = dynamic.map((piece) => {
      if (piece === noncePlaceholder) return Buffer.from(nonce);
      if (!fresh.has(piece)) fresh.set(piece, Buffer.from(registry.reissueToken?.(piece) ?? piece));
      return fresh.get(piece);
    });
    res.vary('Accept-Encoding');
    let body;
    if (req.acceptsEncodings('gzip', 'identity') === 'gzip') {
      // The page's gzip, compressed once: its parts between the pieces are kept as raw deflate
      // blocks, and only the pieces are compressed per answer (a valid gzip stream, RFC 1952).
      const parts = [gzipHeader];
      let crc = 0;
      let size = 0;
      raw.forEach((part, index) => {
        parts.push(gzipped[index]);
        crc = crc32(part, crc);
        size += part.length;
        const piece = pieces[index];
        if (!piece) return;
        parts.push(
          piece.length < 65_536 ? storedBlock(piece) : deflateRawSync(piece, { finishFlush: constants.Z_SYNC_FLUSH }),
        );
        crc = crc32(piece, crc);
        size += piece.length;
      });
      const trailer = Buffer.alloc(8);
      trailer.writeUInt32LE(crc >>> 0, 0);
      trailer.writeUInt32LE(size >>> 0, 4);
      parts.push(finalBlock, trailer);
      body = Buffer.concat(parts);
      res.setHeader('Content-Encoding', 'gzip');
    } else {
      body = Buffer.concat(raw.flatMap((part, index) => (pieces[index] ? [part, pieces[index]] : [part])));
    }
    res.setHeader('Content-Length', String(body.length));
    if (req.method === 'HEAD') return res.end();
    res.end(body);
  }

  function sendRendered(req, res, response, body) {
    res.status(response.status);
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie' && !unstoredHeaders.has(name)) res.setHeader(name, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
    res.setHeader('X-Vitrine-Cache', 'BYPASS');
    const type = response.headers.get('content-type') ?? '';
    const text = /^(text\/|application\/(xml|json))/.test(type)
      ? Buffer.from(body.toString('utf8').replaceAll(noncePlaceholder, String(res.locals.cspNonce ?? '')), 'utf8')
      : body;
    if (req.method === 'HEAD') return res.end();
    res.end(text);
  }

  async function purge(req, res) {
    res.setHeader('Cache-Control', 'no-store');
    if (!sameSecret(req.headers[purgeSecretHeader], purgeSecret)) {
      return res.status(403).type('text/plain').send('Forbidden');
    }
    const form = await readForm(req);
    const tags = form
      .getAll('tag')
      .map((tag) => tag.trim())
      .filter((tag) => /^[a-z]+(:[A-Za-z0-9_-]{1,120})?$/.test(tag))
      .slice(0, 500);
    const purged = await store.purge(tags);
    res.status(200).json({ tags, purged });
  }

  return {
    store,
    /**
     * Wraps the React Router request handler: purges, then cached pages, then everything else.
     *
     * @param {import('express').RequestHandler} handler
     * @returns {import('express').RequestHandler}
     */
    wrap(handler) {
      return (req, res, next) => {
        if (req.method === 'POST' && req.path === purgePath) {
          return purge(req, res).catch(next);
        }
        // A visitor's POST never purges (issue 18: a captcha refresh evicted any page): what a form
        // changes on a page (a booking takes a visit slot's place) is saved in Strapi, whose
        // document middleware purges that listing's page (cms/src/cache-purge/) like any change.
        if (req.method === 'POST') return handler(req, res, next);
        const key = cacheKeyOf(req);
        if (!key) return handler(req, res, next);
        const path = req.originalUrl.split('?')[0];
        (async () => {
          const entry = await store.get(key).catch(() => null);
          const age = entry ? now() - entry.storedAt : Infinity;
          if (entry && age < entry.freshMs + entry.staleMs) {
            const fresh = age < entry.freshMs;
            if (!fresh) void revalidate(key, req, path);
            recordViews(req, entry);
            onHit?.(req, entry);
            return sendEntry(req, res, key, entry, fresh ? 'HIT' : 'STALE');
          }
          const headers = { ...req.headers };
          const rendered = await renderAndKeep(key, requestOf(req, headers), path);
          if (rendered.entry) {
            // A visitor who shared another's render: the render counted the other visitor only.
            if (rendered.shared) recordViews(req, rendered.entry);
            return sendEntry(req, res, key, rendered.entry, 'MISS');
          }
          sendRendered(req, res, rendered.response, rendered.body);
        })().catch(next);
      };
    },
    /** Drops the pages of `tags` (as the purge endpoint does). */
    purge: (tags) => store.purge(tags),
  };
}

/**
 * server.js's hook: React Router's express handler wrapped in the page cache of the environment
 * (PAGE_CACHE=off leaves it out, for comparisons). Cached pages are rendered by React Router's
 * own request handler on the same build, with a fresh router context each.
 *
 * @param {import('express').RequestHandler} handler
 * @param {{ build: import('react-router').ServerBuild, env?: Record<string, string | undefined> }} options
 */
export async function withPageCache(handler, { build, env = process.env }) {
  if (env.PAGE_CACHE === 'off') return handler;
  const { createRequestHandler, RouterContextProvider } = await import('react-router');
  const handle = createRequestHandler(build, env.NODE_ENV === 'development' ? 'development' : 'production');
  const store = await createStore(env);
  const cache = createPageCache({
    render: (request) => handle(request, new RouterContextProvider()),
    store,
    purgeSecret: env.PROXY_SECRET,
  });
  return cache.wrap(handler);
}
