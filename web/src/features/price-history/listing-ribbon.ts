import { showsPriceLowered } from '@vitrine/domain';
import type { Marquee } from '~/features/listings';

/** Ribbons an agent may set by hand: "price reduced" is not one, it follows from the published facts. */
const handSetMarquees: readonly Marquee[] = ['new', 'under_option', 'sold', 'rented', 'open_house'];
/** Ribbons that say where the listing stands: they keep their place over "price reduced". */
const statusMarquees: readonly Marquee[] = ['under_option', 'sold', 'rented'];

/** The ribbon of a listing and the editor's own text for it (`null`: the standard label). */
export interface ListingRibbon {
  readonly marquee: Marquee | null;
  readonly marqueeName: string | null;
}

/**
 * A listing's ribbon at `now`: "price reduced" for 30 days after a published drop (domain
 * `showsPriceLowered`, from `priceLoweredAt`), never because an agent set it (decision 045); a status
 * ribbon (under option, sold, rented) keeps its place over it; otherwise the agent's ribbon and
 * text as before, or the listing status.
 *
 * @example
 * listingRibbon({ marquee: 'new', marqueeName: null, listingStatus: 'available', publishPrice: true,
 *   priceLoweredAt: '2026-11-20T10:00:00Z' }, new Date('2026-11-27T10:00:00Z')); // price_reduced
 */
export function listingRibbon(
  node: {
    marquee?: string | null;
    marqueeName?: string | null;
    listingStatus?: string | null;
    publishPrice?: boolean | null;
    priceLoweredAt?: string | null;
  },
  now: Date,
): ListingRibbon {
  const handSet = handSetMarquees.includes(node.marquee as Marquee) ? (node.marquee as Marquee) : null;
  const name = node.marquee === 'price_reduced' ? null : node.marqueeName?.trim() || null;
  const status =
    statusMarquees.includes(node.listingStatus as Marquee) && node.listingStatus !== 'available'
      ? (node.listingStatus as Marquee)
      : null;
  const lowered = showsPriceLowered(
    {
      priceLoweredAt: node.priceLoweredAt ?? null,
      listingStatus: node.listingStatus ?? null,
      publishPrice: node.publishPrice ?? null,
    },
    now,
  );
  if (lowered) {
    if (handSet && statusMarquees.includes(handSet)) return { marquee: handSet, marqueeName: name };
    if (status) return { marquee: status, marqueeName: null };
    return { marquee: 'price_reduced', marqueeName: null };
  }
  return { marquee: handSet ?? status, marqueeName: name };
}
