import type { ListingKind } from './listing-paths.js';

/**
 * The purge vocabulary of the site's caches (issue 20, item 3): what Strapi sends when an agent
 * changes content (cms/src/cache-purge) and what the web's page cache and shared reads understand
 * (web/cache/page-cache.ts, web/src/graphql/shared-read.server.ts). One module, so a tag renamed on
 * one side is a type error on the other: every tag is a {@link CacheTag}, built by the functions
 * below, never a string written at a call site.
 */

/** Where a web server takes purges: `POST`, form-encoded, `tag=…` repeated. */
export const purgePath = '/_cache/purge';
/** The header that carries the secret both sides share (PROXY_SECRET). */
export const purgeSecretHeader = 'x-vitrine-purge-secret';
/**
 * The header of a purge request that carries its tags again, space-separated, for the front cache
 * (Varnish, deploy/varnish/default.vcl), which cannot read a form body: it hands the value to
 * `xkey.purge`. The web reads the body's `tag=…` only.
 */
export const purgeTagsHeader = 'xkey-purge';
/**
 * The header of a page's answer that names its tags for the front cache (Varnish's xkey vmod):
 * space-separated, `all` always among them. The front cache strips it before the visitor.
 */
export const pageTagsHeader = 'xkey';

/** Tags of pages that are not one document's: the home pages, the map, the sitemap, every other page, everything. */
export const siteTags = ['home', 'map', 'sitemap', 'page', 'all'] as const;
export type SiteTag = (typeof siteTags)[number];
/** A listing's page in every language, by its reference (upper case). */
export type ListingTag = `listing:${Uppercase<string>}`;
/** A list (every page and filter of it). */
export type ListTag = `list:${ListingKind}`;
/** A project's page in every language, by its slug. */
export type ProjectTag = `project:${string}`;
export type CacheTag = SiteTag | ListingTag | ListTag | ProjectTag;

/** The tag of a listing's pages. */
export function listingTag(reference: string): ListingTag {
  return `listing:${reference.toUpperCase()}` as ListingTag;
}

/** The tag of a list's pages. */
export function listTag(kind: ListingKind): ListTag {
  return `list:${kind}`;
}

/** The tag of a project's pages. */
export function projectTag(slug: string): ProjectTag {
  return `project:${slug}`;
}

const listKinds: readonly string[] = ['sale', 'rent', 'projects'] satisfies ListingKind[];
/** What a document's part of a tag may hold (a reference or a slug). */
const documentPart = /^[A-Za-z0-9_-]{1,120}$/;

/**
 * A tag as a purge request writes it, or null when it is none of the site's.
 *
 * @example
 * cacheTagOf('listing:VT1'); // 'listing:VT1'
 * cacheTagOf('listing:vt1'); // null (references are tagged in upper case)
 * cacheTagOf('homepage'); // null
 */
export function cacheTagOf(value: string): CacheTag | null {
  if ((siteTags as readonly string[]).includes(value)) return value as SiteTag;
  const [kind, part, ...rest] = value.split(':');
  if (part === undefined || rest.length > 0 || !documentPart.test(part)) return null;
  if (kind === 'listing') return part === part.toUpperCase() ? listingTag(part) : null;
  if (kind === 'list') return listKinds.includes(part) ? listTag(part as ListingKind) : null;
  if (kind === 'project') return projectTag(part);
  return null;
}

/** Strapi's public content types whose changes purge pages (their document's own tags are computed by cms). */
export type PurgedContentType =
  | 'api::property.property'
  | 'api::project.project'
  | 'api::visit-slot.visit-slot'
  | 'api::appointment.appointment'
  | 'api::article.article'
  | 'api::page.page'
  | 'api::agent.agent'
  | 'api::testimonial.testimonial'
  | 'api::site-setting.site-setting'
  | 'api::property-type.property-type'
  | 'api::region.region';

/**
 * The tags a change of each content type purges besides its document's own tags: a listing is on
 * the home page, the map and the sitemap (its own page and list are its document's tags); a
 * project on home and the sitemap, and its list; a visit slot or a booking only on its listing's
 * page (the document's tag); anything else the pages show purges every page.
 */
export const tagsOfContentType: Readonly<Record<PurgedContentType, readonly CacheTag[]>> = {
  'api::property.property': ['home', 'map', 'sitemap'],
  'api::project.project': [listTag('projects'), 'home', 'sitemap'],
  'api::visit-slot.visit-slot': [],
  'api::appointment.appointment': [],
  'api::article.article': ['all'],
  'api::page.page': ['all'],
  'api::agent.agent': ['all'],
  'api::testimonial.testimonial': ['all'],
  'api::site-setting.site-setting': ['all'],
  'api::property-type.property-type': ['all'],
  'api::region.region': ['all'],
};

/** Whether `uid` is a content type whose changes purge pages. */
export function isPurgedContentType(uid: string): uid is PurgedContentType {
  return Object.hasOwn(tagsOfContentType, uid);
}

/**
 * The value of a page's {@link pageTagsHeader} (or of a purge's {@link purgeTagsHeader}): the tags,
 * each once, space-separated; a page's with `all`, which a purge of everything names.
 *
 * @example
 * tagsHeaderValue(['listing:VT1'], { page: true }); // 'listing:VT1 all'
 * tagsHeaderValue(['home', 'map']); // 'home map'
 */
export function tagsHeaderValue(tags: readonly CacheTag[], { page = false } = {}): string {
  return [...new Set<CacheTag>(page ? [...tags, 'all'] : tags)].join(' ');
}
