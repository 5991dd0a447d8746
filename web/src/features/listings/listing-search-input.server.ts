import { listedStatuses, slugify } from '@vitrine/domain';
import type { ListingSearchInput, ListingSearchSort } from '~/graphql/strapi-operations.generated';

// What a list's search asks Strapi: `listingSearch`'s input (cms/src/listing-search, decision 051),
// and the same search as Strapi's own filters, for `properties_connection` (the map's markers) and
// for the tests that check both find the same listings (cms/tests/listing-search.test.ts, the web's
// Strapi mock). Only type imports from the site, so the cms's tests can import this file.

export { listedStatuses };

/** Above it an amount bounds nothing a listing has (GraphQL's Int stops at 2,147,483,647). */
export const largestSearchAmount = 1_000_000_000;

/** Strapi's sort of each order of `listingSearch`. */
export const strapiSortOf: Readonly<Record<ListingSearchSort, string[]>> = {
  NEWEST: ['publishedAt:desc'],
  PRICE_ASC: ['price:asc', 'publishedAt:desc'],
  PRICE_DESC: ['price:desc', 'publishedAt:desc'],
};

/**
 * The Strapi filter of a place a visitor typed, for listings and projects alike: a postal code (4
 * digits), or (part of) the city's name, any case, or its slug, in any of the four languages
 * ("Gent", "Gand" and "Ghent" find Ghent on every language's site): the listing's other
 * languages are its `localizations`.
 */
export function placeFilter(place: string): Record<string, unknown> {
  if (/^\d{4}$/.test(place)) return { zip: { eq: place } };
  const names = [{ city: { containsi: place } }, { citySlug: { eq: slugify(place) } }];
  return { or: [...names, ...names.map((name) => ({ localizations: name }))] };
}

/**
 * The Strapi filter of a search: what `listingSearch` finds, asked of `properties_connection`
 * (the area aside: that one takes it as its own argument). Only listings with a type are found,
 * as only they have a page and a card: one condition on the type, so one join.
 */
export function strapiFiltersOf(search: ListingSearchInput): Record<string, unknown> {
  const propertyType: Record<string, unknown> = { slug: { notNull: true } };
  if (search.typeIds && search.typeIds.length > 0) propertyType.classificationId = { in: [...search.typeIds] };
  const and: Record<string, unknown>[] = [
    { goal: { eq: search.goal } },
    { listingStatus: { in: [...listedStatuses] } },
    { propertyType },
  ];
  if (search.region) and.push({ region: { eq: search.region } });
  if (search.place) and.push(placeFilter(search.place));
  if (typeof search.minPrice === 'number') and.push({ price: { gte: search.minPrice } });
  if (typeof search.maxPrice === 'number') and.push({ price: { lte: search.maxPrice } });
  if (typeof search.minBedrooms === 'number') and.push({ bedrooms: { gte: search.minBedrooms } });
  if (typeof search.maxBedrooms === 'number') and.push({ bedrooms: { lte: search.maxBedrooms } });
  if (typeof search.minBathrooms === 'number') and.push({ bathrooms: { gte: search.minBathrooms } });
  if (typeof search.minGarages === 'number') and.push({ garages: { gte: search.minGarages } });
  // Indoor or outdoor: either kind alone must reach the count (a filter cannot add two fields).
  if (typeof search.minParkings === 'number') {
    const minimum = search.minParkings;
    and.push({ or: [{ parkings: { gte: minimum } }, { externalParkings: { gte: minimum } }] });
  }
  return { and };
}
