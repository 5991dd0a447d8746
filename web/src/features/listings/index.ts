export type { ListingPrice, ListingSummary, Marquee, PropertyTypeOption } from './listing';
export { ListingCard, ListingGrid, listingCardSizes } from './listing-card';
export { FavouriteButton } from './favourite-button';
export { saveFavourites, savedFavourites, subscribeFavourites } from './favourite-store';
export { favouritesCookie } from './favourites-cookie';
export { ListingPriceText, priceLineText } from './listing-price';
export {
  canonicalQuery,
  drawnArea,
  isFiltered,
  listingSearchQuery,
  parseListingSearch,
  searchProblems,
  searchRegions,
  type ListingSearch,
  type ResultView,
  type SearchProblem,
  type SearchRegion,
} from './listing-search';
export { MarqueeRibbon, marqueeLabel } from './marquee-ribbon';
export { PriceLine, Ribbon, type PriceLineText } from './price-line';
export { RegionField, SortField, regionLabels } from './filter-fields';
export { PlaceField, PriceFields } from './search-fields';
export { SearchForm } from './search-form';
export { favouriteMessages, listingCardMessages } from './card-messages';
export { listingMessages, resultsMessages } from './messages';
export { filterMessages } from './filter-messages';
export { searchMessages } from './search-messages';
export { resultViewMessages } from './result-view-messages';
export { ListingSearchForm } from './listing-search-form';
export { ResultsSearchForm } from './results-search-form';
