// The server side of the listings' public surface: what other features' loaders may use.
export {
  featuredListings,
  listedStatuses,
  listingFilters,
  listingPriceOf,
  offeredPropertyTypes,
  placeFilter,
  propertyPathOf,
  propertyTypeOptions,
  propertyTypeTree,
  searchListings,
  similarListings,
  type ListingCardNode,
} from './listings.server';
