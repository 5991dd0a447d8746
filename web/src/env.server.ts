import { randomBytes } from 'node:crypto';
import { isLanguage, languages, uploadsOrigin, type Language } from '@vitrine/domain';

/**
 * The server's configuration, read once from the environment at start-up: the only place in the
 * web's server code that reads `process.env` (env.server.test.ts fails on any other).
 */
export interface ServerEnv {
  /** development or production (NODE_ENV, unset: production). */
  readonly NODE_ENV: 'development' | 'production' | 'test';
  /** Address and port the server listens on. */
  readonly HOST: string;
  readonly PORT: number;
  /** Base URL of Strapi; GraphQL is served at `${STRAPI_URL}/graphql`. */
  readonly STRAPI_URL: string;
  /** Public origin of this site, used for canonical and hreflang URLs. */
  readonly PUBLIC_SITE_URL: string;
  /** The language `/` falls back to when nothing else decides. */
  readonly DEFAULT_LANGUAGE: Language;
  /** Base URL the browser loads uploads from (defaults to STRAPI_URL; a CDN or proxy in production). */
  readonly STRAPI_MEDIA_URL: string;
  /** Optional Strapi API token for reading (Public role suffices for published content). */
  readonly STRAPI_API_TOKEN: string | undefined;
  /** Map tiles of the results map, with `{z}`, `{x}`, `{y}` (and optionally `{s}`) placeholders. */
  readonly MAP_TILE_URL: string;
  /** The attribution the tile server's licence asks for (HTML, set by the operator). */
  readonly MAP_TILE_ATTRIBUTION: string;
  /** Secret shared with Strapi's preview links; without it (and the token) previews are off. */
  readonly PREVIEW_SECRET: string | undefined;
  /** Strapi API token that reads drafts, used only for an agent's preview. */
  readonly STRAPI_PREVIEW_TOKEN: string | undefined;
  /** Signs the forms' fill-time and captcha tokens (HMAC). Unset: a random one per process. */
  readonly FORM_SECRET: string;
  /** Redis for the forms' rate limits (shared by every web instance); unset: kept in memory. */
  readonly REDIS_URL: string | undefined;
  /** Addresses whose X-Forwarded-For names the visitor (`loopback` for 127.0.0.1 and ::1). */
  readonly TRUSTED_PROXY: readonly string[];
  /** Sent to Strapi beside the visitor's address, when Strapi asks for it (its PROXY_SECRET). */
  readonly PROXY_SECRET: string | undefined;
  /** The origin of uploads on S3-compatible storage (S3_BUCKET, S3_PUBLIC_URL…), for the CSP; null: none. */
  readonly UPLOADS_ORIGIN: string | null;
  /** Largest form body a visitor may post, bytes. */
  readonly BODY_LIMIT: number;
  /** On SIGTERM, how long requests in flight may take before their connections are cut, ms. */
  readonly SHUTDOWN_TIMEOUT_MS: number;
  /** How long a read from Strapi may take, ms. */
  readonly STRAPI_TIMEOUT_MS: number;
  /** How long a visitor's submission (a mutation) may wait for Strapi, ms. */
  readonly STRAPI_WRITE_TIMEOUT_MS: number;
  /** After a failed read, how long the next reads fail at once, ms (0: never). */
  readonly STRAPI_PAUSE_MS: number;
  /** `off`: every page rendered (comparisons); anything else: the page cache is on. */
  readonly PAGE_CACHE: 'on' | 'off';
  /** `off`: no GraphQL answer is kept between renders (comparisons; src/graphql/shared-answers.server.ts). */
  readonly GRAPHQL_ANSWERS: 'on' | 'off';
  /** The page cache's bounds (unset: its own defaults) and its Redis key prefix. */
  readonly PAGE_CACHE_MAX_BYTES: number | undefined;
  readonly PAGE_CACHE_MAX_ENTRIES: number | undefined;
  readonly PAGE_CACHE_PREFIX: string | undefined;
}

/** OpenStreetMap's own tiles; heavy use needs another server (see the OSM tile usage policy). */
export const defaultMapTileUrl = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const defaultMapTileAttribution =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** The part of the configuration the browser may see; nothing secret goes here. */
export interface PublicEnv {
  readonly PUBLIC_SITE_URL: string;
}

function readUrl(source: NodeJS.ProcessEnv, name: string, fallback: string, problems: string[]) {
  const raw = source[name]?.trim() || fallback;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http(s)');
    return url.origin + url.pathname.replace(/\/+$/, '');
  } catch {
    problems.push(`${name} must be an absolute http(s) URL, got "${raw}"`);
    return fallback;
  }
}

/** A whole number of at least `least` (unset or empty: `fallback`), or a problem. */
function readInteger<T extends number | undefined>(
  source: NodeJS.ProcessEnv,
  name: string,
  fallback: T,
  problems: string[],
  least = 1,
): number | T {
  const raw = source[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (Number.isSafeInteger(value) && value >= least) return value;
  problems.push(`${name} must be a whole number of at least ${least}, got "${raw}"`);
  return fallback;
}

/**
 * Validates the environment and returns the configuration, or throws one error listing every
 * problem so a misconfigured server stops at start-up instead of failing on the first request.
 *
 * @example
 * parseEnv({ DEFAULT_LANGUAGE: 'fr' }).DEFAULT_LANGUAGE; // 'fr'
 */
export function parseEnv(source: NodeJS.ProcessEnv): ServerEnv {
  const problems: string[] = [];
  const STRAPI_URL = readUrl(source, 'STRAPI_URL', 'http://127.0.0.1:1337', problems);
  const STRAPI_MEDIA_URL = readUrl(source, 'STRAPI_MEDIA_URL', STRAPI_URL, problems);
  const PUBLIC_SITE_URL = readUrl(source, 'PUBLIC_SITE_URL', 'http://127.0.0.1:3000', problems);
  const rawLanguage = source.DEFAULT_LANGUAGE?.trim() || 'nl';
  if (!isLanguage(rawLanguage)) {
    problems.push(`DEFAULT_LANGUAGE must be one of ${languages.join(', ')}, got "${rawLanguage}"`);
  }
  const MAP_TILE_URL = source.MAP_TILE_URL?.trim() || defaultMapTileUrl;
  if (!/^https?:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/.test(MAP_TILE_URL)) {
    problems.push(`MAP_TILE_URL must be an http(s) URL with {z}, {x} and {y}, got "${MAP_TILE_URL}"`);
  }
  const PREVIEW_SECRET = source.PREVIEW_SECRET?.trim() || undefined;
  if (PREVIEW_SECRET && PREVIEW_SECRET.length < 16) problems.push('PREVIEW_SECRET must be at least 16 characters long');
  const FORM_SECRET = source.FORM_SECRET?.trim() || undefined;
  if (FORM_SECRET && FORM_SECRET.length < 32) problems.push('FORM_SECRET must be at least 32 characters long');
  const REDIS_URL = source.REDIS_URL?.trim() || undefined;
  if (REDIS_URL && !/^rediss?:\/\/[^\s]+$/.test(REDIS_URL))
    problems.push(`REDIS_URL must be a redis:// URL, got "${REDIS_URL}"`);
  const rawNodeEnv = source.NODE_ENV?.trim() || 'production';
  const NODE_ENV = rawNodeEnv === 'development' || rawNodeEnv === 'test' ? rawNodeEnv : 'production';
  const numbers = {
    PORT: readInteger(source, 'PORT', 3000, problems),
    BODY_LIMIT: readInteger(source, 'BODY_LIMIT', 64 * 1024, problems),
    SHUTDOWN_TIMEOUT_MS: readInteger(source, 'SHUTDOWN_TIMEOUT_MS', 10_000, problems),
    STRAPI_TIMEOUT_MS: readInteger(source, 'STRAPI_TIMEOUT_MS', 4_000, problems),
    STRAPI_WRITE_TIMEOUT_MS: readInteger(source, 'STRAPI_WRITE_TIMEOUT_MS', 15_000, problems),
    STRAPI_PAUSE_MS: readInteger(source, 'STRAPI_PAUSE_MS', 2_000, problems, 0),
    PAGE_CACHE_MAX_BYTES: readInteger(source, 'PAGE_CACHE_MAX_BYTES', undefined, problems),
    PAGE_CACHE_MAX_ENTRIES: readInteger(source, 'PAGE_CACHE_MAX_ENTRIES', undefined, problems),
  };
  let UPLOADS_ORIGIN: string | null = null;
  try {
    UPLOADS_ORIGIN = uploadsOrigin(source);
  } catch {
    problems.push(`S3_PUBLIC_URL or S3_ENDPOINT must be an absolute URL`);
  }
  if (problems.length > 0) {
    throw new Error(`Invalid web configuration:\n  - ${problems.join('\n  - ')}`);
  }
  return {
    NODE_ENV,
    HOST: source.HOST?.trim() || '127.0.0.1',
    ...numbers,
    STRAPI_URL,
    STRAPI_MEDIA_URL,
    PUBLIC_SITE_URL,
    DEFAULT_LANGUAGE: rawLanguage as Language,
    STRAPI_API_TOKEN: source.STRAPI_API_TOKEN?.trim() || undefined,
    MAP_TILE_URL,
    MAP_TILE_ATTRIBUTION: source.MAP_TILE_ATTRIBUTION?.trim() || defaultMapTileAttribution,
    PREVIEW_SECRET,
    STRAPI_PREVIEW_TOKEN: source.STRAPI_PREVIEW_TOKEN?.trim() || undefined,
    // A per-process secret still refuses forged tokens; several instances need one shared secret.
    FORM_SECRET: FORM_SECRET ?? randomBytes(32).toString('base64url'),
    REDIS_URL,
    TRUSTED_PROXY: (source.TRUSTED_PROXY ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .flatMap((entry) => (entry === 'loopback' ? ['127.0.0.1', '::1'] : [entry.replace(/^::ffff:/, '')])),
    PROXY_SECRET: source.PROXY_SECRET?.trim() || undefined,
    UPLOADS_ORIGIN,
    PAGE_CACHE: source.PAGE_CACHE?.trim() === 'off' ? 'off' : 'on',
    GRAPHQL_ANSWERS: source.GRAPHQL_ANSWERS?.trim() === 'off' ? 'off' : 'on',
    PAGE_CACHE_PREFIX: source.PAGE_CACHE_PREFIX?.trim() || undefined,
  };
}

/**
 * The validated configuration of this process, parsed once: server.ts (run by Node itself) and the
 * React Router build (a Vite bundle with its own copy of this module) share it through the global
 * symbol registry, so both see one FORM_SECRET even when it is the random fallback.
 */
export const env: ServerEnv = ((globalThis as Record<symbol, ServerEnv | undefined>)[Symbol.for('vitrine.env')] ??=
  parseEnv(process.env));

/** What the root loader hands to the browser. */
export function publicEnv(): PublicEnv {
  return { PUBLIC_SITE_URL: env.PUBLIC_SITE_URL };
}
