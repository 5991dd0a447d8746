/**
 * Public pages from a shared cache (issue 14): the server-rendered HTML of anonymous public GET
 * pages is kept (Redis when REDIS_URL is set, so every web instance shares it; this process's
 * memory otherwise, bounded in bytes — PAGE_CACHE_MAX_BYTES, 64 MiB, the compiled gzip parts
 * counted — least recently used out first) and served with stale-while-revalidate.
 *
 * What is cached — all of these, or the page is rendered as before:
 * - the request: GET or HEAD of a page (not `*.data`, not `/__manifest`), no `?preview` and not
 *   the preview route, no Authorization, and no cookie but the consent and language ones (and
 *   cookies the HTML never reads: analytics, the forms' fill time): an owner's session, the
 *   favourites shortlist or any other cookie means a personal page;
 * - the answer: 200 or 404, the route opted in to shared caching (`Cache-Control: public` with
 *   `s-maxage`, publicPageHeaders in src/shell/site/cache-headers.ts; personal pages say
 *   `private` or `no-store`), and no Set-Cookie.
 * The key is host + path + query + the consent and the language as the page reads them (one
 * reading of the Cookie header, cookies.ts): the HTML depends on nothing else. Issue 18: a cookie
 * the page cannot read one way (sent twice, a value the site does not write) and a query parameter
 * the page does not read (cacheableQuery: tracking parameters are left out of the key and of the
 * render) make no key; such a request is rendered for itself alone. A visitor's POST never purges.
 *
 * Fresh for the answer's `s-maxage`, then served stale for its `stale-while-revalidate` while one
 * render (one per key across instances, a Redis lock) refreshes it in the background.
 *
 * A cached page is the same bytes for everyone (issue 20, decision 036): it is rendered without a
 * CSP nonce, its inline scripts are allowed by their hashes (stored with it; the policy's nonce is
 * replaced by them), and it is kept as it is and gzipped once, so a hit is a lookup that sends
 * stored bytes with stored headers — a page with a form too: its fill time is the browser's cookie,
 * set by a style sheet of its own (`/_forms/started.css`), never a token in the page.
 *
 * Purge: `POST /_cache/purge` (form-encoded `tag=…`, repeated; header `x-vitrine-purge-secret`
 * equal to PROXY_SECRET) drops every page of the tags — `listing:<reference>` (a listing's page in
 * every language), `list:sale|rent|projects` (a list, every page and filter of it), `project:<slug>`,
 * `home`, `map`, `sitemap`, `page` (every other page) or `all`: the vocabulary of
 * `@vitrine/domain`'s cache-tags, which Strapi's sender (cms/src/cache-purge/) imports too. Every
 * purge also tells the app's shared reads (src/graphql/shared-read.server.ts), in this process and,
 * through Redis, in every instance that shares it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express';
import type { Redis } from 'ioredis';
import type { ServerBuild } from 'react-router';
import {
  type CacheTag,
  cacheTagOf,
  listingTag,
  listTag,
  parseListingPath,
  projectTag,
  purchaseCostFields,
  purgePath,
  purgeSecretHeader,
  routes,
} from '@vitrine/domain';
import {
  consentCookieName,
  consentOfCookies,
  languageCookieName,
  languageOfCookies,
  requestCookies,
  unreadByPages,
} from './cookies.ts';
import { notePurge, pageCacheRegistry } from './registry.ts';

export { purgePath, purgeSecretHeader };

/**
 * Shared with the app (src/page-cache/page-views.server.ts, src/graphql/shared-read.server.ts)
 * through the global symbol registry, as the server build is a bundle of its own (registry.ts).
 */
const registry = pageCacheRegistry();
const renders = (registry.renders ??= new AsyncLocalStorage());

/** The request header that gives a render its CSP nonce (src/shell/csp-nonce.ts): a cached render gets none. */
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

/** A page as it is stored: what the render answered, when, for how long, and its purge tags. */
export interface PageEntry {
  status: number;
  headers: [string, string][];
  body: string;
  storedAt: number;
  freshMs: number;
  staleMs: number;
  tags: CacheTag[];
  /** The CSP sources of the page's inline scripts (`'sha256-…'`): the page is the same bytes for everyone. */
  scripts: string[];
  /** The listing views the page counts, recorded again for every visitor it is served to. */
  views?: string[];
}

/** Where pages are kept: this process's memory or Redis. */
export interface PageStore {
  readonly kind: 'memory' | 'redis';
  get(key: string): Promise<PageEntry | null>;
  set(key: string, entry: PageEntry): Promise<void>;
  /** Drops the pages of `tags`; resolves to how many. */
  purge(tags: readonly CacheTag[]): Promise<number>;
  lock(key: string): Promise<boolean>;
  unlock(key: string): Promise<void>;
  /** The pages stored (memory store only). */
  readonly size?: number;
  /** The bytes this process keeps. */
  readonly bytes: number;
  close(): Promise<void>;
}

/** The environment the page cache reads (server.ts passes the validated one). */
export interface PageCacheEnv {
  readonly PAGE_CACHE?: string;
  readonly PAGE_CACHE_MAX_BYTES?: string | number;
  readonly PAGE_CACHE_MAX_ENTRIES?: string | number;
  readonly PAGE_CACHE_PREFIX?: string;
  readonly REDIS_URL?: string;
  readonly PROXY_SECRET?: string;
  readonly NODE_ENV?: string;
}

/**
 * Parameters of campaigns and click trackers: no page reads them for its HTML (the owners' visit
 * statistics read `utm_source` from the visitor's own request, src/features/owner/view-recorder.server.ts).
 */
const trackingParameter =
  /^(utm_[a-z0-9_]+|gclid|gclsrc|dclid|gbraid|wbraid|gad_source|fbclid|msclkid|yclid|twclid|ttclid|li_fat_id|igshid|mc_cid|mc_eid|_ga|_gl|_hsenc|_hsmi|mkt_tok|srsltid)$/i;
/** The parameters of the lists' searches (src/features/listings/listing-search.ts, projects/project-search.ts). */
const listingSearchParameters: ReadonlySet<string> = new Set([
  'type',
  'place',
  'region',
  'minPrice',
  'maxPrice',
  'bedrooms',
  'maxBedrooms',
  'bathrooms',
  'garages',
  'parkings',
  'sort',
  'page',
  'view',
  'goal',
]);
const projectSearchParameters: ReadonlySet<string> = new Set([
  'place',
  'region',
  'minPrice',
  'maxPrice',
  'sort',
  'page',
  'view',
]);
/** Every language's path of a domain route (`/nl/getuigenissen/`, …). */
const pathsOf = (id: string): string[] => Object.values(routes.find((route) => route.id === id)?.paths ?? {});
/** Pages with a query of their own: the testimonials (`page`), the calculator's GET form. */
const pagesWithParameters = new Map<string, ReadonlySet<string>>([
  ...pathsOf('testimonials').map((path): [string, ReadonlySet<string>] => [path, new Set(['page'])]),
  ...pathsOf('renovation-calculator').map((path): [string, ReadonlySet<string>] => [
    path,
    new Set(['surface', 'region', 'from', 'to']),
  ]),
]);
/**
 * A listing's page: `?documents=requested|already` after a documents request, `?appointment=booked`
 * after a booking without JavaScript (src/routes/property.tsx).
 */
const propertyParameters: ReadonlySet<string> = new Set(['documents', 'appointment', ...purchaseCostFields]);
/**
 * A listing's cost-of-buying form (src/features/purchase-costs, decision 042): read by the page,
 * but every loan amount would be a page of its own, so such an answer is rendered for its request
 * alone and never stored (a flood of amounts cannot push the site's pages out of the cache).
 */
const uncachedParameters: ReadonlySet<string> = new Set(purchaseCostFields);
const noParameters: ReadonlySet<string> = new Set();
/** Public pages that read no other parameter: content pages, and the sections' articles (one segment more). */
const plainPages = new Set(
  ['contact', 'valuation', 'team', 'privacy', 'cookie-policy', 'disclaimer', 'group'].flatMap(pathsOf),
);
const sectionPaths = ['services', 'investors', 'information'].flatMap(pathsOf);

/**
 * The query parameters the page of `path` reads, and whether any other parameter is redirected
 * away (`plain`: a public page the site knows reads nothing else) or the page rendered uncached.
 */
function parametersOf(path: string): { known: ReadonlySet<string>; plain: boolean } {
  const listing = parseListingPath(path);
  if (listing?.kind === 'list')
    return { known: listing.listing === 'projects' ? projectSearchParameters : listingSearchParameters, plain: false };
  if (listing?.kind === 'property') return { known: propertyParameters, plain: true };
  if (listing?.kind === 'project') return { known: noParameters, plain: true };
  const own = pagesWithParameters.get(path);
  if (own) return { known: own, plain: false };
  const plain =
    /^\/[a-z]{2}\/$/.test(path) ||
    plainPages.has(path) ||
    sectionPaths.some((section) => path.startsWith(section) && /^[^/]*\/?$/.test(path.slice(section.length)));
  return { known: noParameters, plain };
}

/** How the cache renders and keys a query (cacheableQuery). */
export interface CacheableQuery {
  render: string;
  key: string;
  redirect?: string;
}

/**
 * The query of a page as the cache renders and keys it (issue 18: 2,000 query strings made 2,000
 * pages): tracking parameters left out of both (the page is rendered without them), the key's
 * parameters sorted (a page reads each by its name). A parameter its page does not read, or one of
 * them twice: on a page known to read nothing else, `redirect` (301) to the URL without it (no
 * render, no memory); on any other page null — rendered for this request alone, never stored.
 *
 * @param search the query string, with or without its `?`
 * @example
 * cacheableQuery('/nl/te-koop/', '?utm_source=mail&place=Gent'); // { render: '?place=Gent', key: '?place=Gent' }
 * cacheableQuery('/nl/te-koop/gent/huis-VT1/', '?x=1&utm_source=m'); // { …, redirect: '/…/?utm_source=m' }
 * cacheableQuery('/nl/login/', '?next=x'); // null
 * cacheableQuery('/nl/te-koop/gent/huis-VT1/', '?loan=250000'); // null (decision 042)
 */
export function cacheableQuery(path: string, search: string): CacheableQuery | null {
  const params = new URLSearchParams(search);
  const { known, plain } = parametersOf(path);
  const kept = new URLSearchParams();
  const redirect = new URLSearchParams();
  const seen = new Set<string>();
  let unknown = false;
  for (const [name, value] of params) {
    if (trackingParameter.test(name)) {
      redirect.append(name, value);
      continue;
    }
    if (!known.has(name) || seen.has(name)) {
      unknown = true;
      continue;
    }
    if (uncachedParameters.has(name)) return null;
    seen.add(name);
    kept.append(name, value);
    redirect.append(name, value);
  }
  if (unknown && !plain) return null;
  const render = kept.size > 0 ? `?${kept}` : '';
  kept.sort();
  const query = { render, key: kept.size > 0 ? `?${kept}` : '' };
  return unknown ? { ...query, redirect: redirect.size > 0 ? `?${redirect}` : '' } : query;
}

/** What the cache does with a request: its key, its path, the URL its page is rendered from, a redirect. */
export interface CacheTarget {
  key: string;
  path: string;
  url: string;
  redirect?: string;
}

/** What the cache reads of a request (an Express request has all of it). */
type CacheableRequest = Pick<ExpressRequest, 'method' | 'originalUrl' | 'headers'>;

/**
 * What the cache does with a request: its key and the URL (path and query) its page is rendered
 * from, or null when its page is not to be cached (see above).
 */
/** The sitemap index and its files (decision 048). */
const sitemapPath = /^\/(sitemap|sitemaps\/[a-z0-9-]+)\.xml$/;

export function cacheTargetOf(req: CacheableRequest): CacheTarget | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const url = req.originalUrl;
  const at = url.indexOf('?');
  const path = at === -1 ? url : url.slice(0, at);
  if (!path.endsWith('/') && !sitemapPath.test(path) && path !== '/robots.txt') return null;
  if (/^\/[a-z]{2}\/preview\/$/.test(path) || /[?&]preview(=|&|$)/.test(url)) return null;
  if (req.headers.authorization) return null;
  // The page reads these cookies with the same function (cookies.ts); what it cannot read one way
  // (a cookie sent twice, a value this site does not write) is rendered for this request alone.
  for (const name of requestCookies(req.headers.cookie).keys()) {
    if (!keyedCookies.includes(name) && !unreadByPages.includes(name) && !ignoredCookie.test(name)) return null;
  }
  const consent = consentOfCookies(req.headers.cookie);
  const language = languageOfCookies(req.headers.cookie);
  if (!consent.clear || !language.clear) return null;
  const query = cacheableQuery(path, at === -1 ? '' : url.slice(at));
  if (!query) return null;
  const cookiePart = `${consentCookieName}=${consent.granted?.join('.') ?? ''};${languageCookieName}=${language.language ?? ''}`;
  return {
    key: `${(req.headers.host ?? '').toLowerCase()}${path}${query.key}|${cookiePart}`,
    path,
    url: path + query.render,
    ...(query.redirect !== undefined ? { redirect: path + query.redirect } : {}),
  };
}

/** The cache key of a request, or null when its page is not to be cached. */
export function cacheKeyOf(req: CacheableRequest): string | null {
  return cacheTargetOf(req)?.key ?? null;
}

/**
 * The purge tags of a page path.
 *
 * @example
 * tagsOfPath('/nl/te-koop/gent/huis-VT1/'); // ['listing:VT1']
 */
export function tagsOfPath(path: string): CacheTag[] {
  if (sitemapPath.test(path)) return ['sitemap'];
  if (/^\/[a-z]{2}\/$/.test(path)) return ['home'];
  if (/^\/[a-z]{2}\/map-frame\/$/.test(path)) return ['map'];
  const listing = parseListingPath(path);
  if (listing?.kind === 'property' && listing.reference) return [listingTag(listing.reference)];
  if (listing?.kind === 'project' && listing.projectSlug) return [projectTag(listing.projectSlug)];
  if (listing?.kind === 'list') return [listTag(listing.listing)];
  return ['page'];
}

/**
 * A stored page as it is sent, the same for every visitor: `raw` is the page and `gzipped` its
 * gzip, made once, each sent as it is.
 */
export interface CompiledPage {
  raw: Buffer;
  gzipped: Buffer;
}

/** The compiled form of a stored page, by entry object: it lives exactly as long as the entry does. */
const compiled = new WeakMap<PageEntry, CompiledPage>();
/** Default bound of the pages a process keeps (PAGE_CACHE_MAX_BYTES): 64 MiB. */
export const defaultMaxBytes = 64 * 1024 * 1024;

/** The compiled form the memory store keeps with `entry` (tests: what it holds in memory). */
export const compiledParts = (entry: PageEntry): CompiledPage | null => compiled.get(entry) ?? null;

/** `parts` copied into one buffer of their total size (never the shared pool), as views of it. */
function views(parts: Buffer[]): Buffer[] {
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const whole = Buffer.allocUnsafeSlow(total);
  let offset = 0;
  return parts.map((part) => {
    part.copy(whole, offset);
    offset += part.length;
    return whole.subarray(offset - part.length, offset);
  });
}

/** The bytes of a compiled page (raw and compressed). */
function compiledBytes(result: CompiledPage): number {
  return result.raw.length + result.gzipped.length;
}

/**
 * The memory a stored page takes in this process, in bytes: its HTML (as V8 keeps the string) and
 * headers, and its compiled form once made (512 bytes for the objects around them).
 */
export function entryBytes(entry: PageEntry): number {
  // V8 keeps a string of Latin-1 characters in a byte each, any other in two bytes each.
  let bytes = 512 + (/[\u0100-\uffff]/.test(entry.body) ? entry.body.length * 2 : entry.body.length);
  for (const [name, value] of entry.headers) bytes += name.length + value.length + 32;
  for (const tag of [...entry.tags, ...(entry.views ?? [])]) bytes += tag.length + 32;
  const result = compiled.get(entry);
  return result ? bytes + compiledBytes(result) : bytes;
}

/** A map bounded in bytes, the least recently used out first. */
interface ByteBoundedMap<T> {
  get(key: string): T | undefined;
  set(key: string, value: T, bytes: number): void;
  delete(key: string): void;
  clear(): void;
  /** Drops, oldest first, the items `stale` says are stale (stops at the first that is not). */
  dropOldest(stale: (value: T) => boolean): void;
  readonly bytes: number;
  readonly size: number;
}

function byteBoundedMap<T>(maxBytes: number): ByteBoundedMap<T> {
  const items = new Map<string, { value: T; bytes: number }>();
  let total = 0;
  const drop = (key: string) => {
    const item = items.get(key);
    if (!item) return;
    total -= item.bytes;
    items.delete(key);
  };
  return {
    get(key) {
      const item = items.get(key);
      if (!item) return undefined;
      items.delete(key);
      items.set(key, item);
      return item.value;
    },
    set(key, value, bytes) {
      drop(key);
      if (bytes > maxBytes) return;
      items.set(key, { value, bytes });
      total += bytes;
      for (const oldest of items.keys()) {
        if (total <= maxBytes) break;
        drop(oldest);
      }
    },
    delete: drop,
    clear() {
      items.clear();
      total = 0;
    },
    dropOldest(stale) {
      for (const [key, item] of items) {
        if (!stale(item.value)) return;
        drop(key);
      }
    },
    get bytes() {
      return total;
    },
    get size() {
      return items.size;
    },
  };
}

/** Redis's compiled pages, by key, with the store time of the entry they were compiled from. */
type CompiledByKey = ByteBoundedMap<{ storedAt: number; result: CompiledPage }>;

/**
 * A stored page as it is sent (CompiledPage): whole and gzipped once per page and process, never
 * per answer. Kept by entry object (the memory store's entries, counted in its bytes) and, for
 * Redis's pages parsed anew, in `byKey` (bounded in bytes).
 */
function compiledOf(entry: PageEntry, key: string, byKey: CompiledByKey | null): CompiledPage {
  let result = compiled.get(entry);
  const known = byKey?.get(key);
  if (!result && known?.storedAt === entry.storedAt) result = known.result;
  if (result) return result;
  const page = Buffer.from(entry.body);
  // Both are views of one buffer of their exact size: a small Buffer of its own would keep a pool
  // slab or zlib's 16 KB output chunk alive (measured: ~4× the bytes counted).
  const [raw, gzipped] = views([page, gzipSync(page, { level: 6 })]) as [Buffer, Buffer];
  result = { raw, gzipped };
  // One holder each, so each bound holds: the entry (memory store) or the byte-bounded map (Redis).
  if (byKey) byKey.set(key, { storedAt: entry.storedAt, result }, compiledBytes(result) + 256);
  else compiled.set(entry, result);
  return result;
}

/** `s-maxage` and `stale-while-revalidate` (seconds) of a shared-cacheable answer, or null. */
function sharedLifetime(cacheControl: string | null): { fresh: number; stale: number } | null {
  const value = (cacheControl ?? '').toLowerCase();
  if (!/\bpublic\b/.test(value) || /\b(private|no-store|no-cache)\b/.test(value)) return null;
  const sMaxAge = /\bs-maxage=(\d+)/.exec(value);
  if (!sMaxAge) return null;
  const swr = /\bstale-while-revalidate=(\d+)/.exec(value);
  return { fresh: Number(sMaxAge[1]), stale: swr ? Number(swr[1]) : 0 };
}

/** Inline `<script>` elements (no `src`) and their text, as the browser hashes them for the CSP. */
const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The CSP sources that allow the inline scripts of `html` by hash (`'sha256-…'`, CSP Level 2): a
 * page rendered once for everyone carries no nonce, and its policy names its own scripts.
 *
 * @example
 * inlineScriptSources('<script>window.__x=1</script>'); // ["'sha256-…'"]
 */
export function inlineScriptSources(html: string): string[] {
  const sources = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(inlineScript)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    sources.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...sources];
}

/**
 * The policy server-app.ts set on `res` with its nonce replaced by the page's script hashes (the
 * page was rendered without a nonce: the same bytes for every visitor).
 */
function allowScripts(res: ExpressResponse, sources: readonly string[]): void {
  const policy = res.getHeader('content-security-policy');
  if (typeof policy !== 'string') return;
  res.setHeader(
    'Content-Security-Policy',
    policy.replace(/\s*'nonce-[^']*'/g, sources.map((source) => ` ${source}`).join('')),
  );
}

/** An answer worth keeping, as stored: the HTML rendered without a nonce and its scripts' hashes, or null. */
async function entryOf(
  response: Response,
  tags: CacheTag[],
  now: number,
): Promise<{ body: Buffer; entry: PageEntry | null }> {
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200 && response.status !== 404) return { body, entry: null };
  if (response.headers.getSetCookie().length > 0) return { body, entry: null };
  const lifetime = sharedLifetime(response.headers.get('cache-control'));
  if (!lifetime) return { body, entry: null };
  const headers: [string, string][] = [];
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
      scripts: inlineScriptSources(body.toString('utf8')),
    },
  };
}

/**
 * This process's memory: at most `maxBytes` of pages (entryBytes: the HTML, its headers and its
 * compiled form) and at most `maxEntries` pages, the least recently used dropped first.
 */
export function createMemoryStore({ maxEntries = 2000, maxBytes = defaultMaxBytes } = {}): PageStore {
  const entries = new Map<string, PageEntry>();
  /** The bytes of each stored entry, as counted when it was stored. */
  const sizes = new Map<string, number>();
  let bytes = 0;
  const tags = new Map<CacheTag, Set<string>>();
  const refreshing = new Set<string>();
  const untag = (key: string, entry: PageEntry | undefined) => {
    for (const tag of entry?.tags ?? []) {
      const keys = tags.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) tags.delete(tag);
    }
  };
  const remove = (key: string) => {
    untag(key, entries.get(key));
    entries.delete(key);
    bytes -= sizes.get(key) ?? 0;
    sizes.delete(key);
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
      remove(key);
      const size = entryBytes(entry);
      if (size > maxBytes) return;
      entries.set(key, entry);
      sizes.set(key, size);
      bytes += size;
      for (const tag of entry.tags) {
        const keys = tags.get(tag) ?? new Set<string>();
        keys.add(key);
        tags.set(tag, keys);
      }
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        remove(oldest);
      }
    },
    async purge(purged) {
      if (purged.includes('all')) {
        const count = entries.size;
        entries.clear();
        sizes.clear();
        bytes = 0;
        tags.clear();
        return count;
      }
      let count = 0;
      for (const tag of purged) {
        for (const key of tags.get(tag) ?? []) {
          if (!entries.has(key)) continue;
          remove(key);
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
    /** The bytes of the stored pages (entryBytes). */
    get bytes() {
      return bytes;
    },
    async close() {},
  };
}

/** The Redis store's options: a connection (or its URL), a key prefix, how long and how much this process keeps locally. */
export interface RedisStoreOptions {
  url?: string;
  redis?: Redis;
  prefix?: string;
  localMs?: number;
  localMaxBytes?: number;
}

/** The tags of a purge as the Redis channel carries them (space-separated), the site's only. */
function tagsOfMessage(message: string): CacheTag[] {
  return message.split(' ').flatMap((tag) => cacheTagOf(tag) ?? []);
}

/**
 * Redis, shared by every web instance: a page per key (expiring after its stale time), a set of
 * keys per tag, a lock per key while one instance refreshes it. Redis's own memory bound
 * (`maxmemory` with `allkeys-lru`, docker-compose.yml) is the LRU bound. A Redis error never fails
 * a page: it is then rendered as if not cached. A purge is published on a channel every instance
 * listens to, so each drops its local copies and tells its shared reads (one purge request to any
 * instance is enough).
 */
export async function createRedisStore({
  url,
  redis,
  // `2:` since pages are stored without a nonce placeholder (issue 20): no old entry is read.
  prefix = 'vitrine:page-cache:2:',
  localMs = 1000,
  localMaxBytes = defaultMaxBytes / 2,
}: RedisStoreOptions): Promise<PageStore & { readonly redis: Redis }> {
  const { Redis } = await import('ioredis');
  const ready = (connection: Redis) =>
    // Commands are not queued while it connects: wait for the connection (at most 2 s) so the
    // first pages of a fresh instance use the shared cache.
    new Promise<void>((resolve) => {
      if (connection.status === 'ready') return resolve();
      connection.once('ready', () => resolve());
      setTimeout(resolve, 2000).unref();
    });
  const client = redis ?? new Redis(url ?? '', { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  if (!redis) client.on('error', () => {});
  await ready(client);
  const pageKey = (key: string) => `${prefix}page:${key}`;
  const tagKey = (tag: string) => `${prefix}tag:${tag}`;
  const channel = `${prefix}purged`;
  // Pages read in the last `localMs` are answered from this process (no Redis round trip and no
  // parsing per answer); a purge on another instance reaches this one through the channel. At most
  // `localMaxBytes` of them, and none kept past `localMs` once another page is remembered.
  const local = byteBoundedMap<{ entry: PageEntry; at: number }>(localMaxBytes);
  const remember = (key: string, entry: PageEntry) => {
    const at = Date.now();
    local.dropOldest((known) => at - known.at >= localMs);
    local.set(key, { entry, at }, entryBytes(entry));
  };
  const forgetLocal = (tags: readonly CacheTag[]) => {
    // Local copies are not tagged here: a purge from elsewhere drops them all (they live a second).
    if (tags.length > 0) local.clear();
    notePurge(tags);
  };
  // A connection in subscriber mode takes no other command: a second one, for purges from elsewhere.
  const subscriber = client.duplicate({ enableOfflineQueue: true });
  subscriber.on('error', () => {});
  subscriber.on('message', (from: string, message: string) => {
    if (from === channel) forgetLocal(tagsOfMessage(message));
  });
  // Not waited for past the connection's 2 s: a Redis that is down never stops the server.
  await Promise.race([subscriber.subscribe(channel).catch(() => {}), ready(subscriber)]);
  return {
    kind: 'redis',
    redis: client,
    async get(key) {
      const known = local.get(key);
      if (known && Date.now() - known.at < localMs) return known.entry;
      const text = await client.get(pageKey(key));
      const entry = text ? (JSON.parse(text) as PageEntry) : null;
      if (entry && localMs > 0) remember(key, entry);
      else local.delete(key);
      return entry;
    },
    async set(key, entry) {
      if (localMs > 0) remember(key, entry);
      const seconds = Math.max(1, Math.ceil((entry.freshMs + entry.staleMs) / 1000));
      const multi = client.multi().set(pageKey(key), JSON.stringify(entry), 'EX', seconds);
      for (const tag of [...entry.tags, 'all']) multi.sadd(tagKey(tag), key).expire(tagKey(tag), 86_400);
      await multi.exec();
    },
    async purge(purged) {
      let count = 0;
      if (purged.includes('all')) local.clear();
      for (const tag of purged) {
        const keys = await client.smembers(tagKey(tag));
        for (const key of keys) local.delete(key);
        if (keys.length > 0) count += await client.del(...keys.map(pageKey));
        await client.del(tagKey(tag));
      }
      // Every instance (this one too, through its subscriber) drops its copies and shared reads.
      await client.publish(channel, purged.join(' '));
      return count;
    },
    async lock(key) {
      return (await client.set(`${prefix}lock:${key}`, '1', 'PX', 30_000, 'NX')) === 'OK';
    },
    async unlock(key) {
      await client.del(`${prefix}lock:${key}`);
    },
    /** The bytes of the pages this process keeps a copy of. */
    get bytes() {
      return local.bytes;
    },
    async close() {
      subscriber.disconnect();
      if (!redis) client.disconnect();
    },
  };
}

/** The store of the environment: Redis when REDIS_URL is set, memory otherwise. */
export async function createStore(env: PageCacheEnv): Promise<PageStore> {
  const maxBytes = maxBytesOf(env);
  if (env.REDIS_URL)
    return createRedisStore({
      url: env.REDIS_URL,
      prefix: env.PAGE_CACHE_PREFIX || undefined,
      localMaxBytes: maxBytes / 2,
    });
  return createMemoryStore({
    maxEntries: Number(env.PAGE_CACHE_MAX_ENTRIES) > 0 ? Number(env.PAGE_CACHE_MAX_ENTRIES) : 2000,
    maxBytes,
  });
}

/** PAGE_CACHE_MAX_BYTES: the bytes of pages a process keeps (memory store; with Redis its local copies and compiled pages). */
export function maxBytesOf(env: PageCacheEnv): number {
  const value = Number(env.PAGE_CACHE_MAX_BYTES);
  return Number.isSafeInteger(value) && value > 0 ? value : defaultMaxBytes;
}

function sameSecret(given: unknown, expected: string | undefined): boolean {
  if (typeof given !== 'string' || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The form-encoded body of a purge (at most 64 KB). */
function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      text += chunk;
      if (text.length > 65_536) reject(Object.assign(new Error('too large'), { status: 413 }));
    });
    req.on('end', () => resolve(new URLSearchParams(text)));
    req.on('error', reject);
  });
}

export interface PageCacheOptions {
  /** React Router's request handler. */
  render: (request: Request) => Promise<Response>;
  store: PageStore;
  /** PROXY_SECRET: without it, purges are refused. */
  purgeSecret?: string;
  onHit?: (req: ExpressRequest, entry: PageEntry) => void;
  now?: () => number;
  /** With Redis: the compiled pages kept in this process. */
  maxCompiledBytes?: number;
}

/** What a render gave: the answer, its body, the entry kept (null when it may not be kept) and the views it counted. */
interface Rendered {
  response: Response;
  body: Buffer;
  entry: PageEntry | null;
  views: string[];
}

export function createPageCache({
  render,
  store,
  purgeSecret,
  onHit,
  now = Date.now,
  maxCompiledBytes = defaultMaxBytes / 2,
}: PageCacheOptions) {
  /** Renders that are under way, per key: the visitors who ask meanwhile share them. */
  const rendering = new Map<string, Promise<Rendered>>();
  /** Redis's pages are parsed anew: their compiled form by key (the memory store's live with their entries). */
  const compiledByKey: CompiledByKey | null = store.kind === 'redis' ? byteBoundedMap(maxCompiledBytes) : null;

  function requestOf(req: ExpressRequest, headers: ExpressRequest['headers'], path = req.originalUrl): Request {
    const url = `${req.protocol}://${req.headers.host ?? '127.0.0.1'}${path}`;
    const init = new Headers();
    for (const [name, value] of Object.entries(headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) init.append(name, item);
    }
    // Rendered once for every visitor: no nonce, its inline scripts are allowed by hash (entry.scripts).
    init.delete(nonceHeader);
    return new Request(url, { method: 'GET', headers: init });
  }

  /**
   * Renders the page of `key` and keeps it when it may be kept. A visitor who asks while the same
   * page renders waits for that render and gets its page if it was kept; an answer that was not
   * kept (it may set a cookie) is rendered for them alone.
   */
  async function renderAndKeep(key: string, request: Request, path: string): Promise<Rendered> {
    const running = rendering.get(key);
    if (running) {
      const shared = await running.catch(() => null);
      if (shared?.entry) return shared;
    }
    return renderOnce(key, request, path);
  }

  function renderOnce(key: string, request: Request, path: string): Promise<Rendered> {
    const run: Promise<Rendered> = (async () => {
      const facts = { views: [] as string[] };
      const response = await renders.run(facts, () => render(request));
      const { body, entry } = await entryOf(response, tagsOfPath(path), now());
      if (entry && facts.views.length > 0) entry.views = facts.views;
      if (entry) {
        // Compiled before it is stored, so the store counts its bytes (entryBytes).
        compiledOf(entry, key, compiledByKey);
        await store.set(key, entry).catch(() => {});
      }
      return { response, body, entry, views: facts.views };
    })().finally(() => {
      if (rendering.get(key) === run) rendering.delete(key);
    });
    rendering.set(key, run);
    return run;
  }

  /** In the background, once across instances: the page rendered again and stored. */
  async function revalidate(target: CacheTarget, req: ExpressRequest): Promise<void> {
    const { key, path } = target;
    if (!(await store.lock(key).catch(() => false))) return;
    try {
      const headers = { ...req.headers, 'user-agent': revalidationAgent, purpose: 'prefetch' };
      delete headers['if-none-match'];
      delete headers['if-modified-since'];
      await renderAndKeep(key, requestOf(req, headers, target.url), path);
    } catch (error) {
      console.warn(`[page cache] ${path} not refreshed: ${String(error)}`);
    } finally {
      await store.unlock(key).catch(() => {});
    }
  }

  /** The views a cached page counts, recorded for this visitor (the app decides whether it is a person's). */
  function recordViews(req: ExpressRequest, views: readonly string[] | undefined): void {
    const record = registry.recordView;
    if (!views?.length || !record) return;
    const request = requestOf(req, req.headers);
    for (const listing of views) record(request, listing);
  }

  function sendEntry(req: ExpressRequest, res: ExpressResponse, key: string, entry: PageEntry, state: string): void {
    res.status(entry.status);
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader('X-Vitrine-Cache', state);
    res.vary('Accept-Encoding');
    const gzip = req.acceptsEncodings('gzip', 'identity') === 'gzip';
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    const { raw, gzipped } = compiledOf(entry, key, compiledByKey);
    allowScripts(res, entry.scripts);
    const body = gzip ? gzipped : raw;
    res.setHeader('Content-Length', String(body.length));
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    res.end(body);
  }

  function sendRendered(req: ExpressRequest, res: ExpressResponse, response: Response, body: Buffer): void {
    res.status(response.status);
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie' && !unstoredHeaders.has(name)) res.setHeader(name, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
    res.setHeader('X-Vitrine-Cache', 'BYPASS');
    // Rendered as the cache renders (no nonce): its inline scripts allowed by hash too.
    const type = response.headers.get('content-type') ?? '';
    allowScripts(res, /^text\/html/.test(type) ? inlineScriptSources(body.toString('utf8')) : []);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    res.end(body);
  }

  /** Drops the pages of `tags` and tells the shared reads (this process; the Redis store tells every instance). */
  async function purgeTags(tags: readonly CacheTag[]): Promise<number> {
    const count = await store.purge(tags);
    compiledByKey?.clear();
    if (store.kind === 'memory') notePurge(tags);
    return count;
  }

  async function purge(req: ExpressRequest, res: ExpressResponse): Promise<void> {
    res.setHeader('Cache-Control', 'no-store');
    if (!sameSecret(req.headers[purgeSecretHeader], purgeSecret)) {
      res.status(403).type('text/plain').send('Forbidden');
      return;
    }
    const form = await readForm(req);
    const tags = form
      .getAll('tag')
      .flatMap((tag) => cacheTagOf(tag.trim()) ?? [])
      .slice(0, 500);
    const purged = await purgeTags(tags);
    res.status(200).json({ tags, purged });
  }

  return {
    store,
    /** Wraps the React Router request handler: purges, then cached pages, then everything else. */
    wrap(handler: RequestHandler): RequestHandler {
      return (req, res, next) => {
        if (req.method === 'POST' && req.path === purgePath) {
          purge(req, res).catch(next);
          return;
        }
        // A visitor's POST never purges (issue 18: a captcha refresh evicted any page): what a form
        // changes on a page (a booking takes a visit slot's place) is saved in Strapi, whose
        // document middleware purges that listing's page (cms/src/cache-purge/) like any change.
        if (req.method === 'POST') return handler(req, res, next);
        const target = cacheTargetOf(req);
        if (!target) return handler(req, res, next);
        const { key, path } = target;
        // A parameter this page does not read: sent to its URL without it, never rendered.
        if (target.redirect !== undefined) {
          res.set('Cache-Control', 'public, max-age=3600');
          res.redirect(301, target.redirect);
          return;
        }
        (async () => {
          const entry = await store.get(key).catch(() => null);
          const age = entry ? now() - entry.storedAt : Infinity;
          if (entry && age < entry.freshMs + entry.staleMs) {
            const fresh = age < entry.freshMs;
            if (!fresh) void revalidate(target, req);
            recordViews(req, entry.views);
            onHit?.(req, entry);
            return sendEntry(req, res, key, entry, fresh ? 'HIT' : 'STALE');
          }
          // Rendered from the URL of the key (tracking parameters out: cacheableQuery), as a
          // prefetch the owners' statistics leave out; this visitor's views, from their own
          // request (its utm_source too), are recorded below, as for every visitor of the page.
          const headers = { ...req.headers, purpose: 'prefetch' };
          const rendered = await renderAndKeep(key, requestOf(req, headers, target.url), path);
          recordViews(req, rendered.entry?.views ?? rendered.views);
          if (rendered.entry) return sendEntry(req, res, key, rendered.entry, 'MISS');
          sendRendered(req, res, rendered.response, rendered.body);
        })().catch(next);
      };
    },
    /** Drops the pages of `tags` (as the purge endpoint does). */
    purge: purgeTags,
    /** What this process keeps: the pages stored (memory store) and their bytes, Redis's compiled pages. */
    stats() {
      return { pages: store.size ?? null, bytes: store.bytes, compiledBytes: compiledByKey?.bytes ?? 0 };
    },
  };
}

/**
 * server.ts's hook: React Router's express handler wrapped in the page cache of the environment
 * (PAGE_CACHE=off leaves it out, for comparisons). Cached pages are rendered by React Router's
 * own request handler on the same build, with a fresh router context each.
 */
export async function withPageCache(
  handler: RequestHandler,
  { build, env }: { build: ServerBuild; env: PageCacheEnv },
): Promise<RequestHandler> {
  if (env.PAGE_CACHE === 'off') return handler;
  registry.purgesArrive = true;
  const { createRequestHandler, RouterContextProvider } = await import('react-router');
  const handle = createRequestHandler(build, env.NODE_ENV === 'development' ? 'development' : 'production');
  const store = await createStore(env);
  const cache = createPageCache({
    render: (request) => handle(request, new RouterContextProvider()),
    store,
    purgeSecret: env.PROXY_SECRET,
    maxCompiledBytes: maxBytesOf(env) / 2,
  });
  return cache.wrap(handler);
}
