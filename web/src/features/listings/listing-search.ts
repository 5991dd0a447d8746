import {
  areaRadiiKm,
  parseSearchArea,
  regions,
  searchAreaLimits,
  type AreaRadiusKm,
  type ParsedSearchArea,
} from '@vitrine/domain';

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

/** The highest count a count criterion (bedrooms, bathrooms, garages, parkings) accepts. */
export const maxCriterionCount = 20;

/**
 * A search as it lives in the query string (shareable, crawlable, back button works). Values are
 * language-neutral — the type is a classification id, not a translated slug — so the language
 * switcher can keep the query.
 *
 * The criteria are those of a demand-register entry (spec section 3): goal (the list itself),
 * property type, region, min and max price, min and max bedrooms, garages, parkings, bathrooms.
 * The register's budget is the most the visitor will pay, which in a search is the maximum price:
 * one field, `maxPrice`, so a search can be saved as a register entry with `budget = maxPrice`.
 * Counts are minimums ("at least"), except `maxBedrooms`.
 */
export interface ListingSearch {
  readonly type: number | null;
  /** City name or postal code. */
  readonly place: string;
  readonly region: SearchRegion | null;
  readonly minPrice: number | null;
  /** Also the demand register's budget (see above). */
  readonly maxPrice: number | null;
  /** Minimum bedrooms (`bedrooms` in the query string). */
  readonly bedrooms: number | null;
  readonly maxBedrooms: number | null;
  readonly bathrooms: number | null;
  readonly garages: number | null;
  /** Parking spaces, indoor or outdoor. */
  readonly parkings: number | null;
  readonly sort: SortOrder;
  readonly page: number;
  /** `map` shows the results on a map too; not a filter (same results, same canonical URL). */
  readonly view: ResultView;
  /**
   * The area drawn on the map, in the URL's form (`@vitrine/domain` `parseSearchArea`), as given:
   * a string that is no area stays, so the page can say why it was not applied.
   */
  readonly area: string;
  /** "Within N km of" the place: a circle around it instead of the place's own listings. */
  readonly km: AreaRadiusKm | null;
}

function wholeNumber(value: string | null, max = Number.MAX_SAFE_INTEGER): number | null {
  if (value === null || !/^\s*\d+\s*$/.test(value)) return null;
  const number = Number(value);
  return number <= max ? number : null;
}

/**
 * A whole euro amount as a visitor may type it: `850`, `249500`, or with thousands separators the
 * Belgian way (`249.500`, `249 500`, `€ 249.500`); anything else is no amount.
 */
function wholeAmount(value: string | null): number | null {
  const text = (value ?? '').replace(/[€\s\u00a0\u202f]/g, '');
  if (/^\d{1,3}(?:([.,'])\d{3})(?:\1\d{3})*$/.test(text)) return wholeNumber(text.replace(/[.,']/g, ''));
  return wholeNumber(text);
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
    minPrice: wholeAmount(params.get('minPrice')),
    maxPrice: wholeAmount(params.get('maxPrice')),
    bedrooms: wholeNumber(params.get('bedrooms'), maxCriterionCount),
    maxBedrooms: wholeNumber(params.get('maxBedrooms'), maxCriterionCount),
    bathrooms: wholeNumber(params.get('bathrooms'), maxCriterionCount),
    garages: wholeNumber(params.get('garages'), maxCriterionCount),
    parkings: wholeNumber(params.get('parkings'), maxCriterionCount),
    sort: (sortOrders as readonly string[]).includes(sort ?? '') ? (sort as SortOrder) : 'newest',
    page: Math.max(1, wholeNumber(params.get('page'), 100_000) ?? 1),
    view: params.get('view') === 'map' ? 'map' : 'list',
    // One character over the longest area keeps an over-long one refused, not cut into another.
    area: (params.get('area') ?? '').trim().slice(0, searchAreaLimits.maxEncodedLength + 1),
    km: (areaRadiiKm as readonly number[]).includes(Number(params.get('km')))
      ? (Number(params.get('km')) as AreaRadiusKm)
      : null,
  };
}

/**
 * The drawn area of a search, read and checked, or `null` when none was drawn.
 *
 * @example
 * drawnArea(parseListingSearch(new URLSearchParams('area=510543.37174_5km')))?.area?.kind; // 'circle'
 */
export function drawnArea(search: Pick<ListingSearch, 'area'>): ParsedSearchArea | null {
  return search.area === '' ? null : parseSearchArea(search.area);
}

/**
 * A query string from named values in a fixed order, leaving out `null` and empty values: callers
 * pass `null` for a default, so every search has one URL. Shared by the lists' searches.
 *
 * @example
 * canonicalQuery([['place', 'Gent'], ['minPrice', null], ['page', 2]]); // '?place=Gent&page=2'
 */
export function canonicalQuery(values: readonly (readonly [name: string, value: string | number | null])[]): string {
  const params = new URLSearchParams();
  for (const [name, value] of values) if (value !== null && value !== '') params.set(name, String(value));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The query string of a search, without empty or default values (`sort=newest`, `page=1`), so
 * every search has one URL.
 *
 * @example
 * listingSearchQuery({ ...parseListingSearch(new URLSearchParams()), place: 'Gent', page: 2 }); // '?place=Gent&page=2'
 */
export function listingSearchQuery(search: ListingSearch): string {
  return canonicalQuery([
    ['type', search.type],
    ['place', search.place],
    ['region', search.region],
    ['minPrice', search.minPrice],
    ['maxPrice', search.maxPrice],
    ['bedrooms', search.bedrooms],
    ['maxBedrooms', search.maxBedrooms],
    ['bathrooms', search.bathrooms],
    ['garages', search.garages],
    ['parkings', search.parkings],
    ['area', search.area],
    // A radius is around the place: without a place, or beside a drawn area, it means nothing.
    ['km', search.place !== '' && search.area === '' ? search.km : null],
    ['sort', search.sort === 'newest' ? null : search.sort],
    ['page', search.page > 1 ? search.page : null],
    ['view', search.view === 'list' ? null : search.view],
  ]);
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
    hasMoreCriteria(search) ||
    search.area !== '' ||
    search.sort !== 'newest'
  );
}

/** Whether a search uses the criteria behind "more criteria" (the form opens that part then). */
export function hasMoreCriteria(search: ListingSearch): boolean {
  return (
    search.maxBedrooms !== null || search.bathrooms !== null || search.garages !== null || search.parkings !== null
  );
}

/** A pair of bounds the visitor gave the wrong way round. */
export type SearchProblem = 'priceRange' | 'bedroomsRange';

/**
 * The ranges of a search whose minimum exceeds its maximum. Such a range is not applied (the
 * results stay as without it) and the form says why, keeping what was typed.
 *
 * @example
 * searchProblems(parseListingSearch(new URLSearchParams('minPrice=500000&maxPrice=300000'))); // ['priceRange']
 */
export function searchProblems(
  search: Pick<ListingSearch, 'minPrice' | 'maxPrice'> & Partial<Pick<ListingSearch, 'bedrooms' | 'maxBedrooms'>>,
): SearchProblem[] {
  const inverted = (min: number | null, max: number | null) => min !== null && max !== null && min > max;
  const problems: SearchProblem[] = [];
  if (inverted(search.minPrice, search.maxPrice)) problems.push('priceRange');
  if (inverted(search.bedrooms ?? null, search.maxBedrooms ?? null)) problems.push('bedroomsRange');
  return problems;
}
