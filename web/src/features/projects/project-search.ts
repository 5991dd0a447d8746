import {
  canonicalQuery,
  parseListingSearch,
  searchProblems,
  type ResultView,
  type SearchProblem,
  type SearchRegion,
} from '~/features/listings';

/** Orders of the projects list; `newest` is the default, `delivery` puts the soonest first. */
export const projectSortOrders = ['newest', 'price-asc', 'price-desc', 'delivery'] as const;
export type ProjectSortOrder = (typeof projectSortOrders)[number];

/**
 * A projects search as it lives in the query string: the same names and rules as the property
 * lists (`place`, `region`, `minPrice`, `maxPrice`, `sort`, `page`, `view`), so links read alike.
 * A project matches a price range when its own range ("from … to …") meets it.
 */
export interface ProjectSearch {
  /** City name or postal code. */
  readonly place: string;
  readonly region: SearchRegion | null;
  readonly minPrice: number | null;
  readonly maxPrice: number | null;
  readonly sort: ProjectSortOrder;
  readonly page: number;
  readonly view: ResultView;
}

/**
 * Reads a projects search from query parameters; anything invalid is ignored.
 *
 * @example
 * parseProjectSearch(new URLSearchParams('region=wallonia&sort=delivery')).sort; // 'delivery'
 */
export function parseProjectSearch(params: URLSearchParams): ProjectSearch {
  const { place, region, minPrice, maxPrice, page, view } = parseListingSearch(params);
  const sort = params.get('sort') ?? '';
  return {
    place,
    region,
    minPrice,
    maxPrice,
    sort: (projectSortOrders as readonly string[]).includes(sort) ? (sort as ProjectSortOrder) : 'newest',
    page,
    view,
  };
}

/**
 * The canonical query string of a projects search (no empty or default values).
 *
 * @example
 * projectSearchQuery({ ...parseProjectSearch(new URLSearchParams()), place: 'Gent', page: 2 }); // '?place=Gent&page=2'
 */
export function projectSearchQuery(search: ProjectSearch): string {
  return canonicalQuery([
    ['place', search.place],
    ['region', search.region],
    ['minPrice', search.minPrice],
    ['maxPrice', search.maxPrice],
    ['sort', search.sort === 'newest' ? null : search.sort],
    ['page', search.page > 1 ? search.page : null],
    ['view', search.view === 'list' ? null : search.view],
  ]);
}

/** Whether a search narrows or reorders the list (such pages are not indexed). */
export function isProjectSearchFiltered(search: ProjectSearch): boolean {
  return (
    search.place !== '' ||
    search.region !== null ||
    search.minPrice !== null ||
    search.maxPrice !== null ||
    search.sort !== 'newest'
  );
}

/** A price range given the wrong way round (it is then not applied). */
export function projectSearchProblems(search: ProjectSearch): SearchProblem[] {
  return searchProblems(search);
}
