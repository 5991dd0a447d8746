import type { Core } from '@strapi/strapi';
import { addDays } from '../owner/days';
import { isRealChange, listingChangeUid, newDocumentId, refreshPriceLoweredAt } from '../owner/listing-history';

/** An owned listing of the demo seed: its document and its price and status now. */
export interface OwnedListing {
  documentId: string;
  price: number | null;
  listingStatus: string | null;
}

/**
 * A believable past for the owners' listings, ending at what they are now: two price cuts
 * (8 % above today's price 60 days ago, 4 % above 21 days ago), and for every third listing an
 * option that fell through (under option until 10 days ago). Rows as the change log writes them.
 */
export function demoListingHistory(listings: readonly OwnedListing[], today: Date) {
  const at = (days: number) => new Date(`${addDays(today.toISOString().slice(0, 10), -days)}T09:30:00.000Z`);
  const rows: {
    propertyDocumentId: string;
    field: 'price' | 'listingStatus';
    previousValue: string | null;
    newValue: string | null;
    changedAt: Date;
  }[] = [];
  listings.forEach((listing, index) => {
    if (listing.price !== null && listing.price > 0) {
      // Sale prices in thousands, rents in tens: a rent of € 1.000 rounded to thousands made
      // "€ 1.000 → € 1.000" (issue 19); a cut that rounds to nothing is not written.
      const step = listing.price >= 100_000 ? 1000 : 10;
      const round = (value: number) => String(Math.round(value / step) * step);
      rows.push(
        {
          propertyDocumentId: listing.documentId,
          field: 'price',
          previousValue: round(listing.price * 1.08),
          newValue: round(listing.price * 1.04),
          changedAt: at(60),
        },
        {
          propertyDocumentId: listing.documentId,
          field: 'price',
          previousValue: round(listing.price * 1.04),
          newValue: String(listing.price),
          changedAt: at(21),
        },
      );
    }
    if (index % 3 === 0 && listing.listingStatus === 'available') {
      rows.push(
        {
          propertyDocumentId: listing.documentId,
          field: 'listingStatus',
          previousValue: 'available',
          newValue: 'under_option',
          changedAt: at(30),
        },
        {
          propertyDocumentId: listing.documentId,
          field: 'listingStatus',
          previousValue: 'under_option',
          newValue: 'available',
          changedAt: at(10),
        },
      );
    }
  });
  return rows.filter((row) => isRealChange({ field: row.field, from: row.previousValue, to: row.newValue }));
}

/** Writes the demo history of the owners' listings, and what their cards read of it (`priceLoweredAt`). */
export async function seedListingHistory(strapi: Core.Strapi, listings: readonly OwnedListing[], today: Date) {
  const rows = demoListingHistory(listings, today);
  for (const row of rows) {
    await strapi.db.query(listingChangeUid).create({ data: { documentId: newDocumentId(), ...row } });
  }
  for (const listing of listings) await refreshPriceLoweredAt(strapi, listing.documentId);
  return rows.length;
}
