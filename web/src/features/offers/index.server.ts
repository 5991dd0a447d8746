export { listingOffer, loadOfferTerms, offerAction, offerFormMessages, postsOffer, takesOffers } from './offers.server';
