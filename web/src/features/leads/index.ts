export { ListingLeadForms, listingLeadForms, type ListingLeadForm } from './listing-lead-forms';
export { listingLeadMessages, projectLeadMessages, testimonialFormMessages } from './messages';
export { ContactForm, NewsletterForm, ProjectLeadForm, TestimonialForm, ValuationPage } from './site-lead-forms';
