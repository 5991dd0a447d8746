/**
 * Which listings close a listing's page as "similar" (issue 22, item 4): the same list (sale or
 * rent), the same type, the same region and a price within a band around its own, the listing itself
 * left out, at most {@link similarListingsLimit}.
 */

/** At most this many similar listings close a listing's page. */
export const similarListingsLimit = 4;

/** How far a similar listing's price may lie from the listing's, as a share of its price. */
export const similarPriceShare = 0.2;

/**
 * The price band of listings similar to one at `price`: ±20 %, in whole euros; `null` when the
 * listing has no price to compare with (then no band: the others alike are similar whatever their price).
 *
 * @example
 * similarPriceBand(300_000); // { min: 240000, max: 360000 }
 * similarPriceBand(1_250); // { min: 1000, max: 1500 }
 * similarPriceBand(null); // null
 */
export function similarPriceBand(price: number | null | undefined): { min: number; max: number } | null {
  if (typeof price !== 'number' || !Number.isFinite(price) || price <= 0) return null;
  return { min: Math.ceil(price * (1 - similarPriceShare)), max: Math.floor(price * (1 + similarPriceShare)) };
}
