import type { PropertyTypeIcon } from '@vitrine/domain';
import type { ImageData } from '~/ui/image';

/** Ribbons a listing can carry (Strapi `marquee`, plus `under_option` from the listing status). */
export type Marquee = 'new' | 'under_option' | 'sold' | 'rented' | 'price_reduced' | 'open_house';

/** A formatted price; `null` price means the agency does not publish it ("price on request"). */
export interface ListingPrice {
  /** `formatPrice` output, e.g. `€ 350.000`. */
  readonly text: string;
  /** Price unit 7: the page shows its translated "starting from" before the price. */
  readonly startingFrom: boolean;
  /** The editor's unit text in the page's language (e.g. "per maand"), shown after the price. */
  readonly unitText: string | null;
}

/** A listing as a card shows it: plain data, computed on the server. */
export interface ListingSummary {
  /** Strapi's documentId: what the favourites keep. */
  readonly documentId: string;
  readonly reference: string;
  readonly path: string;
  readonly title: string;
  readonly goal: number;
  readonly city: string | null;
  readonly zip: string | null;
  readonly typeName: string | null;
  /** The spec's icon of the type's WebID (decorative: the type name is the text). */
  readonly typeIcon: PropertyTypeIcon;
  readonly price: ListingPrice | null;
  readonly bedrooms: number | null;
  readonly livingArea: number | null;
  readonly marquee: Marquee | null;
  /** The editor's own ribbon text, which wins over the standard one. */
  readonly marqueeName: string | null;
  readonly photo: ImageData | null;
}

/**
 * A property type offered in the search form: a node of the two-level classification tree. A
 * top-level type stands for itself and its children.
 */
export interface PropertyTypeOption {
  readonly value: number;
  readonly label: string;
  readonly children: readonly PropertyTypeOption[];
}

/** One page of search results with the domain's paging figures. */
export interface ListingResults {
  readonly listings: readonly ListingSummary[];
  readonly page: number;
  readonly pageCount: number;
  readonly total: number;
}
