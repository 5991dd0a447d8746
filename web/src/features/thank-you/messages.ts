import { defineMessages } from 'react-intl';

/** The thank-you pages: a heading and each form's success message (spec section 8). */
export const thankYouMessages = defineMessages({
  heading: { id: 'thankYou.heading', defaultMessage: 'Thank you!', description: 'Heading of every thank-you page' },
  home: { id: 'thankYou.home', defaultMessage: 'Back to the home page', description: 'Link on a thank-you page' },
  forSale: {
    id: 'thankYou.forSale',
    defaultMessage: 'See the properties for sale',
    description: 'Link on a thank-you page',
  },
  'contact-me': {
    id: 'thankYou.contact-me',
    defaultMessage: 'Your request has been sent. We will contact you, at the time you chose if you chose one.',
    description: 'Success message: contact me / information request',
  },
  'contact-appointment': {
    id: 'thankYou.contact-appointment',
    defaultMessage: 'Your visit request has been sent. An agent will contact you to agree on a date.',
    description: 'Success message: visit request',
  },
  'contact-construction': {
    id: 'thankYou.contact-construction',
    defaultMessage: 'Your request about this project has been sent. We will contact you soon.',
    description: 'Success message: new-build project request',
  },
  'contact-demand': {
    id: 'thankYou.contact-demand',
    defaultMessage: 'Your valuation request has been sent. An agent will call you to plan the free valuation.',
    description: 'Success message: free valuation',
  },
  'demand-register': {
    id: 'thankYou.demand-register',
    defaultMessage: 'Your search has been registered. Confirm it with the link we sent you by e-mail.',
    description: 'Success message: demand register (standing search)',
  },
  'send-to-friend': {
    id: 'thankYou.send-to-friend',
    defaultMessage: 'The property has been sent to your friend.',
    description: 'Spec success message: send to friend',
  },
  'site-contact': {
    id: 'thankYou.site-contact',
    defaultMessage: 'Your message has been sent. We will answer you as soon as possible.',
    description: 'Spec success message: contact',
  },
  'sign-newsletter': {
    id: 'thankYou.sign-newsletter',
    defaultMessage: 'Almost done: confirm your sign-up with the link we just sent you by e-mail.',
    description: 'Success message: newsletter sign-up (double opt-in)',
  },
  'purchase-offer': {
    id: 'thankYou.purchase-offer',
    defaultMessage:
      'Your purchase offer has been sent. We pass it on to the owner and confirm it by e-mail, with the deposit and the account to pay it into if it is accepted.',
    description: 'Success message: purchase offer',
  },
  testing: {
    id: 'thankYou.testing',
    defaultMessage: 'Your form has been sent.',
    description: 'Success message of the test form',
  },
});
