export { ListingLeadForms, listingLeadForms, type ListingLeadForm } from './listing-lead-forms';
export { listingLeadMessages, testimonialFormMessages } from './messages';
export { ContactForm, NewsletterForm, TestimonialForm, ValuationPage } from './site-lead-forms';
