import { defineMessage, defineMessages } from 'react-intl';

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

/** The project page's form. */
export const projectLeadMessages = defineMessages({
  heading: {
    id: 'leads.project.heading',
    defaultMessage: 'Interested in this project?',
    description: 'Heading of the request form on a new-build project page',
  },
  intro: {
    id: 'leads.project.intro',
    defaultMessage: 'Ask for the price list, a unit or a visit of the show flat: an agent contacts you.',
    description: 'Intro of the project request form',
  },
  remark: defineMessage<{ project: string }>({
    id: 'leads.project.remark',
    defaultMessage: 'I am interested in the project {project}.',
    description: 'The request text the project form starts with (the visitor may change it)',
  }),
});

/** The testimonials page's form. */
export const testimonialFormMessages = defineMessages({
  sent: {
    id: 'leads.testimonial.sent',
    defaultMessage: 'Thank you for your testimonial! It will appear here once an agent has read it.',
    description: 'Spec success message: testimonial sent',
  },
});
