/**
 * "N searchers want a home like yours" (issue 22, item 2): which standing searches a home a seller
 * describes (or a listing) answers, and how the site may say their number. The matching is the
 * demand register's own (`matchesDemand`); only what the seller did not say is left out of it.
 */

import { matchesDemand, type DemandCriteria, type MatchableListing } from './demand-match.js';

/** A home as the valuation page describes it; the cms resolves the type and place chains. */
export interface DescribedHome {
  /** 0 for sale, any other value for rent. */
  readonly goal: number;
  /** The home's type and every ancestor of it in the property-type tree. */
  readonly typeIds: readonly number[];
  /** The region-tree items its postal code lies in, with their ancestors. */
  readonly placeIds: readonly number[];
  /** The asking-price range in whole euros; one end alone stands for a price. */
  readonly minPrice: number | null;
  readonly maxPrice: number | null;
  /** Null when the seller did not say: then no search's bedroom bounds narrow the count. */
  readonly bedrooms: number | null;
}

const given = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * Whether a standing search wants a described home: `matchesDemand` on the home as a listing
 * whose price is the asking-price range. What the page does not ask (bathrooms, garages,
 * parkings; bedrooms when not given) does not narrow: the home may well have them.
 *
 * @example
 * matchesDescribedHome(
 *   { goal: 0, propertyTypes: [1], regions: [10], minPrice: 250000, maxPrice: 320000, garages: 1 },
 *   { goal: 0, typeIds: [11, 1], placeIds: [120, 10, 1], minPrice: 300000, maxPrice: 400000, bedrooms: null },
 * ); // true
 */
export function matchesDescribedHome(criteria: DemandCriteria, home: DescribedHome): boolean {
  const low = given(home.minPrice) ? home.minPrice : given(home.maxPrice) ? home.maxPrice : null;
  const high = given(home.maxPrice) ? home.maxPrice : low;
  const listing: MatchableListing = {
    goal: home.goal,
    typeIds: home.typeIds,
    placeIds: home.placeIds,
    price: low,
    priceUpTo: high,
    bedrooms: home.bedrooms,
    bathrooms: null,
    garages: null,
    parkings: null,
  };
  const asked: DemandCriteria = {
    ...criteria,
    garages: null,
    parkings: null,
    bathrooms: null,
    // A described home has no coordinates: a search's drawn area cannot be told, and does not narrow.
    area: null,
    ...(given(home.bedrooms) ? {} : { minBedrooms: null, maxBedrooms: null }),
  };
  return matchesDemand(asked, listing);
}

/** Below this many searchers the site says "a few", never the number (one or two could be named). */
export const fewSearchersBelow = 3;

/** What the site may say of a number of searchers: none, a few (the number withheld), or the number. */
export type SearcherCount =
  | { readonly kind: 'none'; readonly n: 0 }
  | { readonly kind: 'few'; readonly n: null }
  | { readonly kind: 'count'; readonly n: number };

/**
 * The number of matching searches as the site may tell it: 0 is none, 1 and 2 are "a few" (the
 * number itself never leaves the cms), 3 or more the number.
 *
 * @example
 * searcherCount(0); // { kind: 'none', n: 0 }
 * searcherCount(2); // { kind: 'few', n: null }
 * searcherCount(14); // { kind: 'count', n: 14 }
 */
export function searcherCount(matches: number): SearcherCount {
  if (!given(matches) || matches <= 0) return { kind: 'none', n: 0 };
  if (matches < fewSearchersBelow) return { kind: 'few', n: null };
  return { kind: 'count', n: Math.floor(matches) };
}

/**
 * The scalar bounds a search must meet for a described home, for a database to narrow the rows
 * before `matchesDescribedHome` decides (the type and region lists are JSON the query cannot read
 * portably): a search's lowest price at most the range's top, its highest price and budget at
 * least the range's bottom, its bedroom bounds around the home's bedrooms. Null: no bound.
 *
 * @example
 * searchPrefilter({ goal: 0, typeIds: [1], placeIds: [1], minPrice: 300000, maxPrice: 400000, bedrooms: 3 });
 * // { minPriceAtMost: 400000, maxPriceAtLeast: 300000, minBedroomsAtMost: 3, maxBedroomsAtLeast: 3 }
 */
export function searchPrefilter(home: DescribedHome): {
  minPriceAtMost: number | null;
  maxPriceAtLeast: number | null;
  minBedroomsAtMost: number | null;
  maxBedroomsAtLeast: number | null;
} {
  const low = given(home.minPrice) ? home.minPrice : given(home.maxPrice) ? home.maxPrice : null;
  const high = given(home.maxPrice) ? Math.max(home.maxPrice, low ?? 0) : low;
  const bedrooms = given(home.bedrooms) ? home.bedrooms : null;
  return { minPriceAtMost: high, maxPriceAtLeast: low, minBedroomsAtMost: bedrooms, maxBedroomsAtLeast: bedrooms };
}
