/** One published change of a listing's price or status as its page shows it (cms `Property.history`). */
export interface PriceHistoryEntry {
  readonly date: string;
  readonly field: 'price' | 'listingStatus';
  readonly from: string | null;
  readonly to: string | null;
}
