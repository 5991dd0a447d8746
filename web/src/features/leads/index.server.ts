export {
  contactAction,
  listingFormMessages,
  listingLeadAction,
  loadValuationPage,
  newsletterAction,
  notAListing,
  projectFormMessages,
  projectLeadAction,
  testimonialAction,
  testimonialPageFormMessages,
  valuationAction,
} from './leads.server';
export { listingLeadMessages, testimonialFormMessages } from './messages';
