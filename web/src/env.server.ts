import { randomBytes } from 'node:crypto';
import { isLanguage, languages, type Language } from '@vitrine/domain';

/** The server's configuration, read once from the environment when the server build loads. */
export interface ServerEnv {
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
  if (problems.length > 0) {
    throw new Error(`Invalid web configuration:\n  - ${problems.join('\n  - ')}`);
  }
  return {
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
  };
}

/** The validated configuration of this process. */
export const env: ServerEnv = parseEnv(process.env);

/** What the root loader hands to the browser. */
export function publicEnv(): PublicEnv {
  return { PUBLIC_SITE_URL: env.PUBLIC_SITE_URL };
}
