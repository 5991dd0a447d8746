export { PriceHistoryBlock } from './price-history-block';
export { priceHistoryMessages } from './messages';
export type { PriceHistoryEntry } from './price-history';
export { listingRibbon, type ListingRibbon } from './listing-ribbon';
