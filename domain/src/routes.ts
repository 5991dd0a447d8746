import { isLanguage, languages, type Language } from './languages.js';
import { listingSlugs, parseListingPath, type ListingKind } from './listing-paths.js';
import { normalizePath, pathSegments } from './path.js';
import { thankYouForms, thankYouOriginalPath, thankYouPath } from './thank-you.js';

/** What a route shows. */
export type RouteType =
  | 'home'
  | 'contact'
  | 'valuation'
  | 'page'
  | 'team'
  | 'services'
  | 'article'
  | 'group'
  | 'login'
  | 'listing'
  | 'thank-you'
  | 'section'
  | 'testimonials'
  | 'calculator';

/** One breadcrumb entry: an ancestor page's path. */
export interface BreadcrumbEntry {
  readonly path: string;
}

/** A known route: its original path, its path per language, its type and its breadcrumb. */
export interface Route {
  readonly id: string;
  /** The path of the original site, as written there (case kept; matched regardless of case). */
  readonly original: string;
  readonly paths: Readonly<Record<Language, string>>;
  readonly type: RouteType;
  /**
   * Ancestor pages, home excluded, top-most first, as original paths. Every known route is at
   * most two levels deep, so the first entry is also the parent.
   */
  readonly breadcrumb: readonly BreadcrumbEntry[];
}

type Slugs = Readonly<Record<Language, string>>;

function route(id: string, original: string, type: RouteType, slugs: Slugs, breadcrumb: readonly string[] = []): Route {
  const paths = Object.fromEntries(
    languages.map((lang) => [lang, slugs[lang] === '' ? `/${lang}/` : `/${lang}/${slugs[lang]}/`]),
  ) as Record<Language, string>;
  return { id, original, paths, type, breadcrumb: breadcrumb.map((path) => ({ path })) };
}

const same = (slug: string): Slugs => ({ en: slug, nl: slug, fr: slug, de: slug });
const services: Slugs = { en: 'services', nl: 'diensten', fr: 'services', de: 'dienstleistungen' };
const underServices = (slugs: Slugs): Slugs =>
  Object.fromEntries(languages.map((lang) => [lang, `${services[lang]}/${slugs[lang]}`])) as Record<Language, string>;

/**
 * The static route table: the spec's known routes, the services articles, the listing lists and
 * the thank-you pages. Localized slugs not shown in the spec (German everywhere, the services
 * articles in en/nl/de) are decided here; the French article slugs keep the original ones.
 */
export const routes: readonly Route[] = [
  route('home', '/', 'home', same('')),
  route('contact', '/contact/', 'contact', { en: 'contact', nl: 'contact', fr: 'contact', de: 'kontakt' }),
  route('valuation', '/contact-demand/', 'valuation', {
    en: 'free-valuation',
    nl: 'gratis-schatting',
    fr: 'estimation-gratuite',
    de: 'kostenlose-bewertung',
  }),
  route('privacy', '/Privacy/', 'page', { en: 'privacy', nl: 'privacy', fr: 'vie-privee', de: 'datenschutz' }),
  route('cookie-policy', '/Cookie-policy/', 'page', {
    en: 'cookie-policy',
    nl: 'cookiebeleid',
    fr: 'politique-cookies',
    de: 'cookie-richtlinie',
  }),
  route('disclaimer', '/Disclaimer/', 'page', {
    en: 'disclaimer',
    nl: 'disclaimer',
    fr: 'mentions-legales',
    de: 'haftungsausschluss',
  }),
  route('team', '/Team/', 'team', { en: 'team', nl: 'team', fr: 'equipe', de: 'team' }),
  route('services', '/Services/', 'services', services),
  route('group', '/Solanet/', 'group', same('solanet')),
  route('login', '/login/', 'login', same('login')),
  route(
    'services-transactions',
    '/services/transactions/',
    'article',
    underServices({ en: 'transactions', nl: 'transacties', fr: 'transactions', de: 'transaktionen' }),
    ['/Services/'],
  ),
  route(
    'services-research-investment',
    '/services/recherche--investissement/',
    'article',
    underServices({
      en: 'research-investment',
      nl: 'onderzoek-investering',
      fr: 'recherche--investissement',
      de: 'recherche-investition',
    }),
    ['/Services/'],
  ),
  route(
    'services-asset-management',
    '/services/gestion-de-patrimoine/',
    'article',
    underServices({
      en: 'asset-management',
      nl: 'vermogensbeheer',
      fr: 'gestion-de-patrimoine',
      de: 'vermoegensverwaltung',
    }),
    ['/Services/'],
  ),
  route(
    'services-hotels',
    '/services/hotellerie/',
    'article',
    underServices({ en: 'hotels', nl: 'hotels', fr: 'hotellerie', de: 'hotellerie' }),
    ['/Services/'],
  ),
  // Not in the spec's table: sections whose articles get their slugs from Strapi
  // (`/nl/investeerders/{article}/`), the slug being the articles' subcategory name slugified.
  route('investors', '/investors/', 'section', {
    en: 'investors',
    nl: 'investeerders',
    fr: 'investisseurs',
    de: 'investoren',
  }),
  route('information', '/information/', 'section', {
    en: 'information',
    nl: 'informatie',
    fr: 'information',
    de: 'information',
  }),
  route('testimonials', '/testimonials/', 'testimonials', {
    en: 'testimonials',
    nl: 'getuigenissen',
    fr: 'temoignages',
    de: 'erfahrungsberichte',
  }),
  route('renovation-calculator', '/renovation-calculator/', 'calculator', {
    en: 'renovation-calculator',
    nl: 'renovatiecalculator',
    fr: 'calculateur-renovation',
    de: 'renovierungsrechner',
  }),
  route('for-sale', '/for-sale/', 'listing', listingSlugs.sale),
  route('for-rent', '/for-rent/', 'listing', listingSlugs.rent),
  route('projects', '/projects/', 'listing', listingSlugs.projects),
  ...thankYouForms.map((form): Route => ({
    id: `thank-you-${form}`,
    original: thankYouOriginalPath(form),
    paths: Object.fromEntries(languages.map((lang) => [lang, thankYouPath(form, lang)])) as Record<Language, string>,
    type: 'thank-you',
    breadcrumb: [],
  })),
];

const listingRouteIds: Readonly<Record<ListingKind, string>> = {
  sale: 'for-sale',
  rent: 'for-rent',
  projects: 'projects',
};

/** Routes that the generic last-segment fallback may resolve to (spec: for sale and for rent). */
const fallbackRouteIds = ['for-sale', 'for-rent'] as const;

/** A path resolved against the route table. */
export interface ResolvedRoute {
  readonly route: Route;
  /** The language of the path, `null` for an original path. */
  readonly lang: Language | null;
  /** For a property or project under a list: what follows the list path (`gent/huis-VT1024/`). */
  readonly tail: string;
}

const byId = new Map(routes.map((entry) => [entry.id, entry]));
const byOriginal = new Map(routes.map((entry) => [entry.original.toLowerCase(), entry]));
const byLocalized = new Map(
  routes.flatMap((entry) => languages.map((lang) => [entry.paths[lang].toLowerCase(), { entry, lang }] as const)),
);

function lastSegment(path: string): string {
  return path.split('/').filter(Boolean).pop() ?? '';
}

function resolveListingTail(segments: readonly string[]): ResolvedRoute | null {
  // An original listing detail path: /for-sale/{city}/{type}-{ref}/ or /projects/{slug}/.
  const [first, ...rest] = segments;
  const listing = first ? byOriginal.get(`/${first.toLowerCase()}/`) : undefined;
  if (!listing || listing.type !== 'listing' || rest.length === 0) return null;
  const kind = (Object.keys(listingRouteIds) as ListingKind[]).find((key) => listingRouteIds[key] === listing.id);
  if (!kind) return null;
  const probe = parseListingPath(`/en/${listingSlugs[kind].en}/${rest.join('/')}/`);
  return probe && probe.kind !== 'list' ? { route: listing, lang: null, tail: `${rest.join('/')}/` } : null;
}

/**
 * Finds the route of a path, trying in order: an original path (any case: `/privacy/` is
 * `/Privacy/`); a localized path (any case); an original path under a language (any case:
 * `/fr/Team/` is the French team page, `/fr/equipe/`); a property or project path under a list, localized
 * or original (the tail is kept); then the generic fallback: a path whose last segment is the
 * for-sale or for-rent segment of the original path or of any language (`/nl/residentieel/te-koop/`)
 * resolves to that list. Origin, query and hash are ignored; the trailing slash is optional.
 *
 * @example
 * resolveRoute('/privacy')?.route.id; // 'privacy'
 * resolveRoute('/fr/vie-privee/')?.lang; // 'fr'
 * resolveRoute('/fr/Team/')?.route.paths.fr; // '/fr/equipe/'
 * resolveRoute('/nl/te-koop/gent/huis-VT1024/')?.tail; // 'gent/huis-VT1024/'
 * resolveRoute('/nowhere/'); // null
 */
export function resolveRoute(path: string): ResolvedRoute | null {
  const segments = pathSegments(path);
  const normalized = normalizePath(path).toLowerCase();
  const original = byOriginal.get(normalized);
  if (original) return { route: original, lang: null, tail: '' };
  const localized = byLocalized.get(normalized);
  if (localized) return { route: localized.entry, lang: localized.lang, tail: '' };
  // An original path under a language (`/fr/Team/`, `/nl/Services/`): that route, in that language.
  const [first, ...rest] = segments;
  const underLanguage = isLanguage(first?.toLowerCase()) ? byOriginal.get(`/${rest.join('/')}/`.toLowerCase()) : null;
  if (underLanguage && rest.length > 0)
    return { route: underLanguage, lang: first!.toLowerCase() as Language, tail: '' };

  const listing = parseListingPath(path);
  if (listing && listing.kind !== 'list') {
    const entry = byId.get(listingRouteIds[listing.listing]);
    if (entry) return { route: entry, lang: listing.lang, tail: `${segments.slice(2).join('/')}/` };
  }
  const originalListing = resolveListingTail(segments);
  if (originalListing) return originalListing;

  const last = lastSegment(normalized);
  for (const id of fallbackRouteIds) {
    const entry = byId.get(id);
    if (!entry || !last) continue;
    const candidates = [
      lastSegment(entry.original.toLowerCase()),
      ...languages.map((lang) => lastSegment(entry.paths[lang])),
    ];
    if (candidates.includes(last)) {
      const lang = segments[0]?.toLowerCase();
      return { route: entry, lang: isLanguage(lang) ? lang : null, tail: '' };
    }
  }
  return null;
}

/**
 * The path of a page in a language. Accepts an original path (matched regardless of case) or a
 * path of any language; property and project paths keep their tail (city, type and reference or
 * project slug are not translated: the detail page resolves by reference, and the web prefers
 * `propertyPath` with localized slugs when it has them). An unresolved path gives the language's
 * home (`/{lang}/`, the localized root).
 *
 * @example
 * localizePath('/Privacy/', 'fr'); // '/fr/vie-privee/'
 * localizePath('/privacy/', 'de'); // '/de/datenschutz/'
 * localizePath('/nl/contact/', 'de'); // '/de/kontakt/'
 * localizePath('/unknown/', 'en'); // '/en/'
 */
export function localizePath(originalPath: string, lang: Language): string {
  const resolved = resolveRoute(originalPath);
  return resolved ? `${resolved.route.paths[lang]}${resolved.tail}` : `/${lang}/`;
}

/**
 * The original path of a path (localized or original, any case); an unresolved path gives `'/'`.
 *
 * @example
 * originalPathOf('/fr/equipe/'); // '/Team/'
 * originalPathOf('/nl/bedankt/gratis-schatting/'); // '/feedback/contact-demand/'
 * originalPathOf('/en/for-sale/ghent/house-VT1/'); // '/for-sale/ghent/house-VT1/'
 * originalPathOf('/nl/bestaat-niet/'); // '/'
 */
export function originalPathOf(path: string): string {
  const resolved = resolveRoute(path);
  return resolved ? `${resolved.route.original}${resolved.tail}` : '/';
}

/**
 * The same page in every language (hreflang alternates, language switcher). Lists and listing
 * details included; an unresolved path gives each language's home.
 *
 * @example
 * alternatesOf('/nl/te-koop/');
 * // { en: '/en/for-sale/', nl: '/nl/te-koop/', fr: '/fr/a-vendre/', de: '/de/zu-verkaufen/' }
 */
export function alternatesOf(path: string): Record<Language, string> {
  return Object.fromEntries(languages.map((lang) => [lang, localizePath(path, lang)])) as Record<Language, string>;
}

/**
 * The parent path: the first breadcrumb entry's path, or the root `'/'` when there is none.
 *
 * @example
 * parentPathOf([{ path: '/nl/te-koop/' }]); // '/nl/te-koop/'
 * parentPathOf([]); // '/'
 */
export function parentPathOf(breadcrumb: readonly BreadcrumbEntry[] | null | undefined): string {
  const first = breadcrumb?.[0]?.path;
  return first ? first : '/';
}

/**
 * The breadcrumb of a path: the route's breadcrumb and, for a property or project, its list; in
 * `lang`, else in the path's own language, else (an original path) as original paths. Home is not
 * included; an unresolved path has none.
 *
 * @example
 * breadcrumbOf('/nl/te-koop/gent/huis-VT1024/'); // [{ path: '/nl/te-koop/' }]
 * breadcrumbOf('/fr/services/hotellerie/'); // [{ path: '/fr/services/' }]
 */
export function breadcrumbOf(path: string, lang?: Language): BreadcrumbEntry[] {
  const resolved = resolveRoute(path);
  if (!resolved) return [];
  const target = lang ?? resolved.lang;
  const place = (original: string): string => (target ? localizePath(original, target) : original);
  const entries = resolved.route.breadcrumb.map((entry) => ({ path: place(entry.path) }));
  if (resolved.tail) entries.push({ path: place(resolved.route.original) });
  return entries;
}
