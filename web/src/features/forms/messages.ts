import { defineMessage, defineMessages } from 'react-intl';

/** Labels of the person and lead fields, shared by every form. */
export const fieldMessages = defineMessages({
  title: { id: 'forms.field.title', defaultMessage: 'Title', description: 'Label of the person title choice' },
  titleMr: { id: 'forms.field.title.mr', defaultMessage: 'Mr', description: 'Person title: Mister' },
  titleMs: { id: 'forms.field.title.ms', defaultMessage: 'Ms', description: 'Person title: Ms' },
  titleMiss: {
    id: 'forms.field.title.miss',
    defaultMessage: 'Mx',
    description: 'Person title: the neutral third (spec: Miss; decision 028)',
  },
  firstName: { id: 'forms.field.firstName', defaultMessage: 'First name', description: 'Form field label' },
  lastName: { id: 'forms.field.lastName', defaultMessage: 'Last name', description: 'Form field label' },
  email: { id: 'forms.field.email', defaultMessage: 'Email address', description: 'Form field label' },
  phone: { id: 'forms.field.phone', defaultMessage: 'Phone number', description: 'Form field label' },
  street: { id: 'forms.field.street', defaultMessage: 'Street', description: 'Form field label (address)' },
  houseNumber: {
    id: 'forms.field.houseNumber',
    defaultMessage: 'Number',
    description: 'Form field label (house number)',
  },
  zip: { id: 'forms.field.zip', defaultMessage: 'Postal code', description: 'Form field label' },
  city: { id: 'forms.field.city', defaultMessage: 'City', description: 'Form field label' },
  remark: { id: 'forms.field.remark', defaultMessage: 'Remark', description: 'Form field label (free text)' },
  message: {
    id: 'forms.field.message',
    defaultMessage: 'Your message',
    description: 'Form field label (contact form text)',
  },
  contactTimeSlots: {
    id: 'forms.field.contactTimeSlots',
    defaultMessage: 'When may we call you?',
    description: 'Legend of the preferred contact time slots (checkboxes with hours)',
  },
  preferredDate: {
    id: 'forms.field.preferredDate',
    defaultMessage: 'Preferred date for the visit',
    description: 'Form field label (date)',
  },
  propertyType: {
    id: 'forms.field.propertyType',
    defaultMessage: 'Type of property (house, flat, land…)',
    description: 'Form field label on the free valuation form',
  },
  homeType: {
    id: 'forms.field.homeType',
    defaultMessage: 'Kind of home',
    description: 'Form field label on the free valuation form (a list of property types)',
  },
  askingPriceMin: {
    id: 'forms.field.askingPriceMin',
    defaultMessage: 'Asking price from (€)',
    description: 'Form field label on the free valuation form: lower end of the price the owner has in mind',
  },
  askingPriceMax: {
    id: 'forms.field.askingPriceMax',
    defaultMessage: 'Asking price up to (€)',
    description: 'Form field label on the free valuation form: upper end of the price the owner has in mind',
  },
  bedrooms: {
    id: 'forms.field.bedrooms',
    defaultMessage: 'Bedrooms',
    description: 'Form field label on the free valuation form',
  },
  contactCategory: {
    id: 'forms.field.contactCategory',
    defaultMessage: 'I am writing as',
    description: 'Legend of the contact category choice',
  },
  categoryPotentialBuyer: {
    id: 'forms.field.contactCategory.potential_buyer',
    defaultMessage: 'Potential buyer',
    description: 'Contact category',
  },
  categoryPotentialTenant: {
    id: 'forms.field.contactCategory.potential_tenant',
    defaultMessage: 'Potential tenant',
    description: 'Contact category',
  },
  categoryPrivate: {
    id: 'forms.field.contactCategory.private',
    defaultMessage: 'Private contact',
    description: 'Contact category',
  },
  categoryCommercial: {
    id: 'forms.field.contactCategory.commercial',
    defaultMessage: 'Commercial contact',
    description: 'Contact category',
  },
  friendEmail: {
    id: 'forms.field.friendEmail',
    defaultMessage: "Your friend's email address",
    description: 'Form field label',
  },
  senderFirstName: {
    id: 'forms.field.senderFirstName',
    defaultMessage: 'Your first name (your friend sees it)',
    description: 'Send-to-friend: the sender first name, the only thing of the sender the friend receives',
  },
  senderEmail: { id: 'forms.field.senderEmail', defaultMessage: 'Your email address', description: 'Form field label' },
  name: { id: 'forms.field.name', defaultMessage: 'Your name', description: 'Form field label (testimonial)' },
  comment: { id: 'forms.field.comment', defaultMessage: 'Your testimonial', description: 'Form field label' },
  website: { id: 'forms.field.website', defaultMessage: 'Website', description: 'Form field label (testimonial)' },
  rating: {
    id: 'forms.field.rating',
    defaultMessage: 'Rating (1 to 5)',
    description: 'Form field label (testimonial)',
  },
  ratingNone: { id: 'forms.field.rating.none', defaultMessage: 'No rating', description: 'Empty choice of the rating' },
  consent: {
    id: 'forms.field.consent',
    defaultMessage: 'I agree that my data is processed as the privacy statement describes',
    description: 'Consent checkbox label',
  },
  optional: {
    id: 'forms.field.optional',
    defaultMessage: '(optional)',
    description: 'After the label of an optional field',
  },
  honeypot: {
    id: 'forms.field.honeypot',
    defaultMessage: 'Leave this field empty',
    description: 'Label of a hidden anti-spam field (only screen readers of very old browsers might meet it)',
  },
});

/** Sending, failures and the captcha. */
export const formMessages = defineMessages({
  send: { id: 'forms.send', defaultMessage: 'Send', description: 'Submit button of a form' },
  sending: { id: 'forms.sending', defaultMessage: 'Sending…', description: 'Submit button while the form is sent' },
  notSent: {
    id: 'forms.notSent',
    defaultMessage: 'Your mail was not sent, please try again',
    description: 'Spec error: the request could not be stored (contact forms)',
  },
  refusedLimit: {
    id: 'forms.refused.limit',
    defaultMessage:
      'Too many messages were sent from your connection just now. Please try again in an hour, or call us.',
    description: 'Shown when the agency refused a request because too many came from the visitor’s connection',
  },
  refusedAutomated: {
    id: 'forms.refused.automated',
    defaultMessage: 'Your message was not sent: it was filled in like an automated one. Please send it again.',
    description: 'Shown when the hidden anti-spam field was filled in (by a program or an over-eager autofill)',
  },
  errorSummary: {
    id: 'forms.errorSummary',
    defaultMessage: 'Please check the fields marked below.',
    description: 'Shown above a form sent with errors',
  },
  captchaHeading: {
    id: 'forms.captcha.heading',
    defaultMessage: 'One more step',
    description: 'Heading of the character captcha, asked only of submissions that look automated',
  },
  captchaIntro: {
    id: 'forms.captcha.intro',
    defaultMessage: 'We receive many automated messages. Please type the characters in the image and send again.',
    description: 'Why a captcha is asked',
  },
  captchaCall: defineMessage<{ phone: string }>({
    id: 'forms.captcha.call',
    defaultMessage: 'Cannot read the image? Call us at {phone}: we gladly take your request by phone.',
    description: 'The captcha fallback for visitors who cannot see the image',
  }),
  captchaCallNoPhone: {
    id: 'forms.captcha.callNoPhone',
    defaultMessage: 'Cannot read the image? Call or mail the agency: we gladly take your request.',
    description: 'The captcha fallback when the agency phone is unknown',
  },
  captchaImage: {
    id: 'forms.captcha.image',
    defaultMessage: 'Image with characters to type (no text alternative is possible: see the phone number above)',
    description: 'Alternative text of the captcha image',
  },
  captchaLabel: {
    id: 'forms.captcha.label',
    defaultMessage: 'Characters in the image',
    description: 'Captcha input label',
  },
  captchaNew: {
    id: 'forms.captcha.new',
    defaultMessage: 'New image',
    description: 'Button that shows another captcha image',
  },
});

/** Headings and intros of the lead forms. */
export const leadFormMessages = defineMessages({
  visitRequest: { id: 'forms.visitRequest.heading', defaultMessage: 'Request a visit', description: 'Form heading' },
  infoRequest: {
    id: 'forms.infoRequest.heading',
    defaultMessage: 'Ask for more information',
    description: 'Form heading',
  },
  documentRequest: {
    id: 'forms.documentRequest.heading',
    defaultMessage: 'Request documents',
    description: 'Form heading',
  },
  documentRequestIntro: {
    id: 'forms.documentRequest.intro',
    defaultMessage:
      'The documents of this property (energy certificate, plans, soil certificate…) will be sent by e-mail.',
    description: 'Intro of the document request form (spec state: will be sent by e-mail)',
  },
  sendToFriend: { id: 'forms.sendToFriend.heading', defaultMessage: 'Send to a friend', description: 'Form heading' },
  sendToFriendIntro: {
    id: 'forms.sendToFriend.intro',
    defaultMessage: 'Your friend receives a link to this property and your first name, nothing else.',
    description: 'Intro of the send-to-friend form: no free text reaches the friend',
  },
  valuationRequest: {
    id: 'forms.valuationRequest.heading',
    defaultMessage: 'Free valuation of your property',
    description: 'Form heading',
  },
  valuationRequestIntro: {
    id: 'forms.valuationRequest.intro',
    defaultMessage:
      'Tell us where your property is and how to reach you: an agent calls you back to plan a free valuation.',
    description: 'Intro of the free valuation page',
  },
  contactMessage: {
    id: 'forms.contactMessage.heading',
    defaultMessage: 'Send us a message',
    description: 'Form heading',
  },
  contactMessageIntro: {
    id: 'forms.contactMessage.intro',
    defaultMessage: 'Tick a time slot and we call you back then ("contact me"); otherwise we answer by e-mail.',
    description: 'Intro of the contact form',
  },
  testimonial: {
    id: 'forms.testimonial.heading',
    defaultMessage: 'Leave your testimonial',
    description: 'Form heading',
  },
  testimonialIntro: {
    id: 'forms.testimonial.intro',
    defaultMessage: 'An agent reads every testimonial before it is published.',
    description: 'Intro of the testimonial form',
  },
  newsletterSignup: { id: 'forms.newsletterSignup.heading', defaultMessage: 'Newsletter', description: 'Form heading' },
  newsletterSignupIntro: {
    id: 'forms.newsletterSignup.intro',
    defaultMessage: 'New properties and news from the agency. We first send you a link to confirm your address.',
    description: 'Intro of the newsletter sign-up',
  },
  signUp: { id: 'forms.newsletterSignup.send', defaultMessage: 'Sign up', description: 'Newsletter sign-up button' },
});
