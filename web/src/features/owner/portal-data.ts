import type { OwnerListing as PortalContract } from '@vitrine/domain';

/** The owner portal's contract with Strapi, written once in domain/ (owner-portal.ts). */
export type { OwnerFigures as Figures } from '@vitrine/domain';

/** One published change of a listing (cms src/owner/listing-history.ts): when, what, before and after. */
export interface ListingChange {
  date: string;
  field: 'price' | 'listingStatus' | 'goal';
  from: string | null;
  to: string | null;
}

/** A listing of the portal, with its recorded changes of price, status and goal, newest first. */
export type OwnerListing = PortalContract & { changes?: ListingChange[] };
