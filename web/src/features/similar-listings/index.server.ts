// The server side of the similar listings: what the listing page's loader reads.
export { listingsAlike, type ListingLikeness } from './similar-listings.server';
