import { isLanguage, type Language } from './languages.js';
import { pathSegments } from './path.js';
import { goals, type Goal } from './property-type.js';
import { slugify } from './slug.js';

/** The three listing lists. */
export type ListingKind = 'sale' | 'rent' | 'projects';

/**
 * The list segment per language (DESIGN.md): `/en/for-sale/`, `/nl/te-koop/`, `/fr/a-vendre/`,
 * `/de/zu-verkaufen/`; `/en/for-rent/`, `/nl/te-huur/`, `/fr/a-louer/`, `/de/zu-vermieten/`;
 * `/en/new-builds/`, `/nl/nieuwbouw/`, `/fr/projets-neufs/`, `/de/neubauprojekte/`.
 */
export const listingSlugs: Readonly<Record<ListingKind, Readonly<Record<Language, string>>>> = {
  sale: { en: 'for-sale', nl: 'te-koop', fr: 'a-vendre', de: 'zu-verkaufen' },
  rent: { en: 'for-rent', nl: 'te-huur', fr: 'a-louer', de: 'zu-vermieten' },
  projects: { en: 'new-builds', nl: 'nieuwbouw', fr: 'projets-neufs', de: 'neubauprojekte' },
};

/**
 * A property reference: letters and digits only, **never a hyphen**, because the detail segment
 * `{type-slug}-{reference}` is split on its last hyphen. The cms validates references with it.
 */
export const referencePattern = /^[A-Za-z0-9]+$/;

/**
 * Whether a text is a valid property reference (letters and digits, no hyphen).
 *
 * @example
 * isReference('VT1024'); // true
 * isReference('VT-1024'); // false
 */
export function isReference(value: unknown): value is string {
  return typeof value === 'string' && referencePattern.test(value);
}

/** A listing path taken apart by {@link parseListingPath}. */
export interface ListingPathInfo {
  readonly lang: Language;
  readonly kind: 'list' | 'property' | 'project';
  readonly listing: ListingKind;
  /** 0 (sale) or 1 (rent) for the sale and rent lists and their properties; absent for projects. */
  readonly goal?: Goal;
  readonly citySlug?: string;
  readonly typeSlug?: string;
  readonly reference?: string;
  readonly projectSlug?: string;
}

/** Input of {@link propertyPath}. */
export interface PropertyPathInput {
  readonly lang: Language;
  /** 0 for sale, any other value for rent. */
  readonly goal: number;
  readonly citySlug: string;
  readonly typeSlug: string;
  readonly reference: string;
}

/**
 * Which list a goal (0 sale, other rent) or `'projects'` belongs to.
 *
 * @example
 * listingKindOf(0); // 'sale'
 * listingKindOf(1); // 'rent'
 * listingKindOf('projects'); // 'projects'
 */
export function listingKindOf(goal: number | 'projects'): ListingKind {
  if (goal === 'projects') return 'projects';
  return goal === goals.sale ? 'sale' : 'rent';
}

/**
 * The path of a list in a language.
 *
 * @example
 * listingPath('nl', 0); // '/nl/te-koop/'
 * listingPath('fr', 1); // '/fr/a-louer/'
 * listingPath('de', 'projects'); // '/de/neubauprojekte/'
 */
export function listingPath(lang: Language, goal: number | 'projects'): string {
  return `/${lang}/${listingSlugs[listingKindOf(goal)][lang]}/`;
}

function requireSegment(value: string, what: string): string {
  const segment = slugify(value);
  if (segment === '') throw new RangeError(`${what} is empty`);
  return segment;
}

/**
 * The path of a property: `{list}{city-slug}/{type-slug}-{reference}/`. City and type are passed
 * through `slugify` (a slug stays as it is); the reference keeps its case. Throws a `RangeError`
 * for an invalid reference (see {@link referencePattern}) or an empty city or type.
 *
 * @example
 * propertyPath({ lang: 'nl', goal: 0, citySlug: 'gent', typeSlug: 'huis', reference: 'VT1024' });
 * // '/nl/te-koop/gent/huis-VT1024/'
 */
export function propertyPath({ lang, goal, citySlug, typeSlug, reference }: PropertyPathInput): string {
  if (!isReference(reference)) throw new RangeError(`Invalid property reference: ${String(reference)}`);
  const city = requireSegment(citySlug, 'City slug');
  const type = requireSegment(typeSlug, 'Type slug');
  return `${listingPath(lang, goal)}${city}/${type}-${reference}/`;
}

/**
 * The path of a project: `{projects list}{project-slug}/`. Throws a `RangeError` for an empty slug.
 *
 * @example
 * projectPath('fr', 'residence-les-tilleuls'); // '/fr/projets-neufs/residence-les-tilleuls/'
 */
export function projectPath(lang: Language, slug: string): string {
  return `${listingPath(lang, 'projects')}${requireSegment(slug, 'Project slug')}/`;
}

/**
 * Recognises a list, property or project path in any language (origin, query and hash ignored,
 * trailing slash optional, language and list segments matched regardless of case):
 * `/{lang}/{list}/` is a list, `/{lang}/{sale|rent}/{city}/{type}-{reference}/` a property (the
 * reference is the token after the last hyphen and must be a valid reference; the type is what
 * comes before and must not be empty), `/{lang}/{projects}/{slug}/` a project. Anything else,
 * including a list slug of another language (`/nl/a-vendre/`), gives `null`.
 *
 * @example
 * parseListingPath('/nl/te-koop/'); // { lang: 'nl', kind: 'list', listing: 'sale', goal: 0 }
 * parseListingPath('/en/for-rent/brussels/flat-VT1024/');
 * // { lang: 'en', kind: 'property', listing: 'rent', goal: 1, citySlug: 'brussels', typeSlug: 'flat', reference: 'VT1024' }
 * parseListingPath('/de/neubauprojekte/sonnenhof/');
 * // { lang: 'de', kind: 'project', listing: 'projects', projectSlug: 'sonnenhof' }
 */
export function parseListingPath(path: string): ListingPathInfo | null {
  const [langSegment, listSegment, ...rest] = pathSegments(path);
  const lang = langSegment?.toLowerCase();
  if (!isLanguage(lang) || !listSegment) return null;
  const listing = (Object.keys(listingSlugs) as ListingKind[]).find(
    (kind) => listingSlugs[kind][lang] === listSegment.toLowerCase(),
  );
  if (!listing) return null;
  const goal = listing === 'sale' ? { goal: goals.sale } : listing === 'rent' ? { goal: goals.rent } : {};
  if (rest.length === 0) return { lang, kind: 'list', listing, ...goal };
  if (listing === 'projects') {
    return rest.length === 1 && rest[0] ? { lang, kind: 'project', listing, projectSlug: rest[0] } : null;
  }
  const [citySlug, detail] = rest;
  if (rest.length !== 2 || !citySlug || !detail) return null;
  const cut = detail.lastIndexOf('-');
  const typeSlug = detail.slice(0, cut);
  const reference = detail.slice(cut + 1);
  if (cut < 1 || !isReference(reference)) return null;
  return { lang, kind: 'property', listing, ...goal, citySlug, typeSlug, reference };
}

/** A CRM's id of a listing, as its hook announces it (`estate_id`): letters, digits, `_` and `-`. */
export const crmIdPattern = /^[A-Za-z0-9_-]{1,64}$/;
/** A CRM format's name in the site's URLs (`omnicasa`). */
const crmSourcePattern = /^[a-z-]{1,32}$/;

/**
 * A listing's stable address by its CRM id, `/{lang}/crm/{source}/{id}/`: what the CRM's hook is
 * answered before the listing exists on the site (SweepBright and Skarabee keep it). The site
 * redirects it to the listing's own path once published, and answers 404 until then. Throws a
 * `RangeError` for a source or id the pattern does not take.
 *
 * @example
 * crmListingPath('nl', 'omnicasa', '7045'); // '/nl/crm/omnicasa/7045/'
 */
export function crmListingPath(lang: Language, source: string, crmId: string): string {
  if (!crmSourcePattern.test(source) || !crmIdPattern.test(crmId))
    throw new RangeError(`Invalid CRM listing: ${source}/${crmId}`);
  return `/${lang}/crm/${source}/${crmId}/`;
}

/**
 * Recognises {@link crmListingPath}'s paths (trailing slash optional); `null` for anything else.
 *
 * @example
 * parseCrmListingPath('/fr/crm/omnicasa/7045/'); // { lang: 'fr', source: 'omnicasa', crmId: '7045' }
 * parseCrmListingPath('/fr/crm/omnicasa/'); // null
 */
export function parseCrmListingPath(path: string): { lang: Language; source: string; crmId: string } | null {
  const [lang, crm, source, crmId, ...rest] = pathSegments(path);
  if (!isLanguage(lang) || crm !== 'crm' || !source || !crmId || rest.length > 0) return null;
  return crmSourcePattern.test(source) && crmIdPattern.test(crmId) ? { lang, source, crmId } : null;
}
