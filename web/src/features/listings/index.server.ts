// The server side of the listings' public surface: what other features' loaders may use.
export { favouritesInCookies, favouritesSetCookie } from './favourites-cookie';
export {
  aroundPlace,
  featuredListings,
  listingCardFragment,
  listingFilters,
  listingPriceOf,
  offeredPropertyTypes,
  placeCenter,
  propertyPathOf,
  propertyTypeOptions,
  propertyTypeTree,
  searchAreaOf,
  searchListings,
  similarListings,
  toListingSummary,
  type AreaProblem,
  type ListingCardNode,
} from './listings.server';
export { listedStatuses, placeFilter } from './listing-search-input.server';
