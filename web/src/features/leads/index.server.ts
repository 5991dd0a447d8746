export {
  contactAction,
  listingFormMessages,
  listingLeadAction,
  newsletterAction,
  notAListing,
  testimonialAction,
  testimonialPageFormMessages,
  valuationAction,
} from './leads.server';
export { listingLeadMessages, testimonialFormMessages } from './messages';
