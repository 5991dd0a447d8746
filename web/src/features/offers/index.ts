export { offerMessages } from './messages';
export { PurchaseOfferForm } from './offer-form';
export type { OfferTerms } from './offer-terms';
