// The server side of the listings' public surface: what other features' loaders may use.
export { favouritesInCookies, favouritesSetCookie } from './favourites-cookie';
export {
  featuredListings,
  listedStatuses,
  listingCardFragment,
  listingFilters,
  listingPriceOf,
  offeredPropertyTypes,
  placeFilter,
  propertyPathOf,
  propertyTypeOptions,
  propertyTypeTree,
  searchListings,
  similarListings,
  toListingSummary,
  type ListingCardNode,
} from './listings.server';
