export {
  contactAction,
  listingFormMessages,
  listingLeadAction,
  newsletterAction,
  notAListing,
  projectFormMessages,
  projectLeadAction,
  testimonialAction,
  testimonialPageFormMessages,
  valuationAction,
} from './leads.server';
export { listingLeadMessages, testimonialFormMessages } from './messages';
