import { defineMessages } from 'react-intl';

/** The listing page's request forms. */
export const listingLeadMessages = defineMessages({
  heading: {
    id: 'leads.listing.heading',
    defaultMessage: 'Interested in this property?',
    description: 'Heading above the request forms of a property page',
  },
  documentsRequested: {
    id: 'leads.documents.requested',
    defaultMessage: 'Your documents have been requested: they will be sent by e-mail.',
    description: 'Spec success message: documents requested (states requested / will be sent by e-mail)',
  },
  documentsAlreadyRequested: {
    id: 'leads.documents.alreadyRequested',
    defaultMessage: 'You already requested the documents of this property: they will be sent by e-mail.',
    description: 'Spec state: documents already requested',
  },
});

/** The testimonials page's form. */
export const testimonialFormMessages = defineMessages({
  sent: {
    id: 'leads.testimonial.sent',
    defaultMessage: 'Thank you for your testimonial! It will appear here once an agent has read it.',
    description: 'Spec success message: testimonial sent',
  },
});
