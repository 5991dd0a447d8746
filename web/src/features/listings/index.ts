export type { ListingPrice, ListingSummary, Marquee, PropertyTypeOption } from './listing';
export { ListingCard, ListingGrid, listingCardSizes } from './listing-card';
export { ListingListPage } from './listing-list-page';
export { ListingPriceText } from './listing-price';
export { MarqueeRibbon } from './marquee-ribbon';
export { SearchForm } from './search-form';
export { listingMessages } from './messages';
