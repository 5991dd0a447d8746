/**
 * Whether a listing answers a standing search (demand register entry), and which listing changes
 * are worth a mail. Pure rules: the cms resolves the listing's classification chains (its type and
 * that type's ancestors; the places it lies in and their ancestors) before asking.
 */

import type { ClassificationItem } from './classification-tree.js';
import { isInArea, type LatLng, type SearchArea } from './search-area.js';

/** The link of a classification item to its parent: all the matcher needs of the trees. */
export type ClassificationLink = Pick<ClassificationItem, 'ID' | 'ParentID'>;

/**
 * The given classification ids with every ancestor of each (property types, regions): a listing
 * of a "Rijwoning" under "Huis" is a house too, a place in Gent lies in East Flanders and Flanders.
 * A search for a main type (or a region) thereby matches each of its sub-types (sub-regions), at
 * any depth. Ids the tree does not hold stand for themselves; a cycle in the data stops the walk.
 *
 * @example
 * withAncestors([{ ID: 1, ParentID: null }, { ID: 2, ParentID: 1 }, { ID: 20, ParentID: 2 }], [20]); // [20, 2, 1]
 */
export function withAncestors(tree: readonly ClassificationLink[], ids: Iterable<number>): number[] {
  const parents = new Map<number, number | null | undefined>();
  for (const item of tree) parents.set(item.ID, item.ParentID);
  const chain = new Set<number>();
  for (const start of ids) {
    let id: number | null | undefined = start;
    while (typeof id === 'number' && !chain.has(id)) {
      chain.add(id);
      // ParentID 0 (or none) marks a root, as in buildClassificationTree.
      id = parents.get(id) || null;
    }
  }
  return [...chain];
}

/** What a demand register entry asks for (spec section 3); absent bounds do not narrow. */
export interface DemandCriteria {
  /** 0 for sale, any other value for rent (spec section 4). */
  readonly goal: number;
  readonly propertyTypes: readonly number[];
  readonly regions: readonly number[];
  readonly minPrice?: number | null;
  readonly maxPrice?: number | null;
  readonly minBedrooms?: number | null;
  readonly maxBedrooms?: number | null;
  /** At least this many garages, parkings, bathrooms. */
  readonly garages?: number | null;
  readonly parkings?: number | null;
  readonly bathrooms?: number | null;
  /** The most the visitor will pay: an upper price bound like `maxPrice`. */
  readonly budget?: number | null;
  /** The area drawn on the results map or "within N km of" a place: the listing must lie in it. */
  readonly area?: SearchArea | null;
}

/** A listing as the criteria see it. */
export interface MatchableListing {
  readonly goal: number;
  /** The listing's type and every ancestor of it in the property-type tree (classification ids). */
  readonly typeIds: readonly number[];
  /** The region-tree items the listing lies in (city, province, region; classification ids). */
  readonly placeIds: readonly number[];
  /** The asking price in whole euros; null when not published. */
  readonly price: number | null;
  /**
   * The top of an asking-price range (a home described on the valuation page), `price` its
   * bottom: the listing answers a search whose price bounds overlap the range.
   */
  readonly priceUpTo?: number | null;
  readonly bedrooms: number | null;
  readonly bathrooms: number | null;
  readonly garages: number | null;
  readonly parkings: number | null;
  /** The listing's coordinates; a listing without them lies in no search area. */
  readonly location?: LatLng | null;
}

/** Listing changes the register mails about (issue 10.3). */
export const listingChangeKinds = ['published', 'price_drop', 'status'] as const;

/** One of {@link listingChangeKinds}. */
export type ListingChangeKind = (typeof listingChangeKinds)[number];

/** The statuses a change of status is mailed for (spec: under option, sold, rented). */
export const alertStatuses = ['under_option', 'sold', 'rented'] as const;

/** The statuses a list shows; sold and rented listings answer only on their own page (410). */
export const listedStatuses = ['available', 'under_option'] as const;

const isSale = (goal: number) => goal === 0;
const given = (bound: number | null | undefined): bound is number =>
  typeof bound === 'number' && Number.isFinite(bound);

/** A count of at least `minimum`; an unknown count passes no minimum above 0. */
const atLeast = (value: number | null, minimum: number | null | undefined) =>
  !given(minimum) || minimum <= 0 || (value !== null && value >= minimum);

/**
 * Whether a listing answers a demand register entry: same goal, one of the chosen types (or a
 * sub-type of one), in one of the chosen places (or a place within one), the price within
 * `minPrice`…`maxPrice` and not above the budget (an asking-price range: overlapping them), bedrooms within their bounds, and at least the
 * asked garages, parkings and bathrooms, inside the entry's area if it has one. A listing without a
 * published price only answers an entry without price bounds.
 *
 * @example
 * matchesDemand(
 *   { goal: 0, propertyTypes: [1], regions: [1], maxPrice: 400000 },
 *   { goal: 0, typeIds: [11, 1], placeIds: [120, 10, 1], price: 350000, bedrooms: 3, bathrooms: 1, garages: 1, parkings: 0 },
 * ); // true
 */
export function matchesDemand(criteria: DemandCriteria, listing: MatchableListing): boolean {
  if (isSale(criteria.goal) !== isSale(listing.goal)) return false;
  if (!criteria.propertyTypes.some((id) => listing.typeIds.includes(id))) return false;
  if (!criteria.regions.some((id) => listing.placeIds.includes(id))) return false;
  if (criteria.area && !isInArea(criteria.area, listing.location ?? null)) return false;
  const upper = [criteria.maxPrice, criteria.budget].filter(given);
  if (given(criteria.minPrice) || upper.length > 0) {
    if (listing.price === null) return false;
    const top = given(listing.priceUpTo) ? Math.max(listing.price, listing.priceUpTo) : listing.price;
    if (given(criteria.minPrice) && top < criteria.minPrice) return false;
    if (upper.some((bound) => listing.price! > bound)) return false;
  }
  if (!atLeast(listing.bedrooms, criteria.minBedrooms)) return false;
  if (given(criteria.maxBedrooms) && listing.bedrooms !== null && listing.bedrooms > criteria.maxBedrooms) return false;
  return (
    atLeast(listing.garages, criteria.garages) &&
    atLeast(listing.parkings, criteria.parkings) &&
    atLeast(listing.bathrooms, criteria.bathrooms)
  );
}

/** A listing's state before and after an agent's publish: absent before its first publication. */
export interface ListingVersion {
  readonly price: number | null;
  readonly status: string | null;
}

/** A change worth a mail, with the key that makes it once per registrant. */
export interface ListingChange {
  readonly kind: ListingChangeKind;
  /** Same change, same key: a registrant is never mailed twice for one change. */
  readonly key: string;
}

/**
 * The changes a publish made that the register mails about: a first publication of an available
 * (or under option) listing, a lower price, a new status of under option, sold or rented. The key
 * names the listing and the change (the new price, the new status), so publishing the same
 * version again changes nothing.
 *
 * @example
 * listingChanges('abc', { price: 300000, status: 'available' }, { price: 280000, status: 'available' });
 * // [{ kind: 'price_drop', key: 'abc:price:280000' }]
 */
export function listingChanges(
  documentId: string,
  before: ListingVersion | null,
  after: ListingVersion | null,
): ListingChange[] {
  if (!after) return [];
  const status = after.status ?? 'available';
  if (!before) {
    return (listedStatuses as readonly string[]).includes(status)
      ? [{ kind: 'published', key: `${documentId}:published` }]
      : [];
  }
  const changes: ListingChange[] = [];
  if (given(before.price) && given(after.price) && after.price < before.price) {
    changes.push({ kind: 'price_drop', key: `${documentId}:price:${after.price}` });
  }
  if ((before.status ?? 'available') !== status && (alertStatuses as readonly string[]).includes(status)) {
    changes.push({ kind: 'status', key: `${documentId}:status:${status}` });
  }
  return changes;
}

/** How often a registrant is mailed: at once (matches of a few minutes bundled) or one digest a day. */
export const alertDeliveries = ['instant', 'daily'] as const;

/** One of {@link alertDeliveries}. */
export type AlertDelivery = (typeof alertDeliveries)[number];
