// The server side of the listings' public surface: what other features' loaders may use.
export { favouritesInCookies, favouritesSetCookie } from './favourites-cookie';
export {
  aroundPlace,
  featuredListings,
  listedStatuses,
  listingCardFragment,
  listingFilters,
  listingPriceOf,
  offeredPropertyTypes,
  placeCenter,
  placeFilter,
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
