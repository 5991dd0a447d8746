import { regions } from '@vitrine/domain';

/** Orders a visitor can sort results by; `newest` is the default. */
export const sortOrders = ['newest', 'price-asc', 'price-desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

/** Regions of the search form: the Belgian regions of the domain, plus Luxembourg listings. */
export const searchRegions = [...regions, 'luxembourg'] as const;
export type SearchRegion = (typeof searchRegions)[number];

/** How the results are shown: the card list, or the map (above the same list). */
export const resultViews = ['list', 'map'] as const;
export type ResultView = (typeof resultViews)[number];

/** Results per page. */
export const listingPageSize = 12;

/**
 * A search as it lives in the query string (shareable, crawlable, back button works). Values are
 * language-neutral — the type is a classification id, not a translated slug — so the language
 * switcher can keep the query.
 */
export interface ListingSearch {
  readonly type: number | null;
  /** City name or postal code. */
  readonly place: string;
  readonly region: SearchRegion | null;
  readonly minPrice: number | null;
  readonly maxPrice: number | null;
  readonly bedrooms: number | null;
  readonly sort: SortOrder;
  readonly page: number;
  /** `map` shows the results on a map too; not a filter (same results, same canonical URL). */
  readonly view: ResultView;
}

function wholeNumber(value: string | null, max = Number.MAX_SAFE_INTEGER): number | null {
  if (value === null || !/^\s*\d+\s*$/.test(value)) return null;
  const number = Number(value);
  return number <= max ? number : null;
}

/**
 * Reads a search from query parameters; anything invalid is ignored rather than rejected, so a
 * hand-edited or stale link still shows results.
 *
 * @example
 * parseListingSearch(new URLSearchParams('place=Gent&minPrice=200000&sort=price-asc')).place; // 'Gent'
 */
export function parseListingSearch(params: URLSearchParams): ListingSearch {
  const region = params.get('region');
  const sort = params.get('sort');
  return {
    type: wholeNumber(params.get('type')),
    place: (params.get('place') ?? '').trim().slice(0, 80),
    region: (searchRegions as readonly string[]).includes(region ?? '') ? (region as SearchRegion) : null,
    minPrice: wholeNumber(params.get('minPrice')),
    maxPrice: wholeNumber(params.get('maxPrice')),
    bedrooms: wholeNumber(params.get('bedrooms'), 20),
    sort: (sortOrders as readonly string[]).includes(sort ?? '') ? (sort as SortOrder) : 'newest',
    page: Math.max(1, wholeNumber(params.get('page'), 100_000) ?? 1),
    view: params.get('view') === 'map' ? 'map' : 'list',
  };
}

/**
 * The query string of a search, without empty or default values (`sort=newest`, `page=1`), so
 * every search has one URL.
 *
 * @example
 * listingSearchQuery({ ...parseListingSearch(new URLSearchParams()), place: 'Gent', page: 2 }); // '?place=Gent&page=2'
 */
export function listingSearchQuery(search: ListingSearch): string {
  const params = new URLSearchParams();
  if (search.type !== null) params.set('type', String(search.type));
  if (search.place) params.set('place', search.place);
  if (search.region) params.set('region', search.region);
  if (search.minPrice !== null) params.set('minPrice', String(search.minPrice));
  if (search.maxPrice !== null) params.set('maxPrice', String(search.maxPrice));
  if (search.bedrooms !== null) params.set('bedrooms', String(search.bedrooms));
  if (search.sort !== 'newest') params.set('sort', search.sort);
  if (search.page > 1) params.set('page', String(search.page));
  if (search.view !== 'list') params.set('view', search.view);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Whether a search narrows the list (filtered pages are not indexed; page 2 of all listings is). */
export function isFiltered(search: ListingSearch): boolean {
  return (
    search.type !== null ||
    search.place !== '' ||
    search.region !== null ||
    search.minPrice !== null ||
    search.maxPrice !== null ||
    search.bedrooms !== null ||
    search.sort !== 'newest'
  );
}
