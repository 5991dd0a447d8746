import { defineMessages } from '@formatjs/intl';
import type { LeadFormName } from '@vitrine/domain';
import type { MailMessage } from '../mail/catalogue';

/**
 * Each lead form's name as the lead mails say it inside a sentence ("We received your visit
 * request"); sentences that need the name's gender select on the form's code (`form`).
 */
export const leadFormNames: Record<LeadFormName, MailMessage> = defineMessages({
  visitRequest: {
    id: 'mail.lead.form.visitRequest',
    defaultMessage: 'visit request',
    description: 'A lead form’s name inside a mail sentence (lower case)',
  },
  infoRequest: {
    id: 'mail.lead.form.infoRequest',
    defaultMessage: 'request for information',
    description: 'A lead form’s name inside a mail sentence (lower case)',
  },
  documentRequest: {
    id: 'mail.lead.form.documentRequest',
    defaultMessage: 'document request',
    description: 'A lead form’s name inside a mail sentence (lower case)',
  },
  valuationRequest: {
    id: 'mail.lead.form.valuationRequest',
    defaultMessage: 'free valuation request',
    description: 'A lead form’s name inside a mail sentence (lower case)',
  },
  contactMessage: {
    id: 'mail.lead.form.contactMessage',
    defaultMessage: 'message',
    description: 'A lead form’s name inside a mail sentence (lower case)',
  },
  sendToFriend: {
    id: 'mail.lead.form.sendToFriend',
    defaultMessage: 'property sent to a friend',
    description: 'A lead form’s name inside a mail sentence (lower case)',
  },
  appointment: {
    id: 'mail.lead.form.appointment',
    defaultMessage: 'appointment',
    description: 'A lead form’s name inside a mail sentence (lower case)',
  },
  purchaseOffer: {
    id: 'mail.lead.form.purchaseOffer',
    defaultMessage: 'purchase offer',
    description: 'A lead form’s name inside a mail sentence (lower case)',
  },
  newsletterSignup: {
    id: 'mail.lead.form.newsletterSignup',
    defaultMessage: 'newsletter sign-up',
    description: 'A lead form’s name inside a mail sentence (lower case)',
  },
  demandRegister: {
    id: 'mail.lead.form.demandRegister',
    defaultMessage: 'search request',
    description: 'A lead form’s name inside a mail sentence (lower case)',
  },
  testimonial: {
    id: 'mail.lead.form.testimonial',
    defaultMessage: 'testimonial',
    description: 'A lead form’s name inside a mail sentence (lower case)',
  },
});

/** The lead mails' texts: the agency's notification, the visitor's confirmation and the forms' own mails. */
export const leadMailMessages = defineMessages({
  agentSubject: {
    id: 'mail.lead.agentSubject',
    defaultMessage: 'New {formName} from {name}',
    description: 'Agency mail subject; form is the form’s code (select for the gender of formName)',
  },
  agentIntro: {
    id: 'mail.lead.agentIntro',
    defaultMessage: 'A visitor sent a {formName} through the website.',
    description: 'Agency mail: first line',
  },
  visitorSubject: {
    id: 'mail.lead.visitorSubject',
    defaultMessage: 'We received your {formName}',
    description: 'Visitor’s confirmation: subject',
  },
  visitorBody: {
    id: 'mail.lead.visitorBody',
    defaultMessage: 'Thank you: we received your {formName} and will get back to you soon.',
    description: 'Visitor’s confirmation: body',
  },
  visitorListing: {
    id: 'mail.lead.visitorListing',
    defaultMessage: 'It is about this property:',
    description: 'Visitor’s confirmation: above the listing card',
  },
  friendSubject: {
    id: 'mail.lead.friendSubject',
    defaultMessage: 'A property on {site} was shared with you',
    description: 'Send to a friend: subject (site is the agency’s name)',
  },
  friendBody: {
    id: 'mail.lead.friendBody',
    defaultMessage: '{sender} saw this property on {site} and wanted to share it with you.',
    description: 'Send to a friend: body',
  },
  friendFooter: {
    id: 'mail.lead.friendFooter',
    defaultMessage: 'You receive this mail because someone entered your address. We did not keep it for anything else.',
    description: 'Send to a friend: why the friend receives it',
  },
  newsletterSubject: {
    id: 'mail.lead.newsletterSubject',
    defaultMessage: 'Please confirm your subscription to the {site} newsletter',
    description: 'Newsletter double opt-in: subject',
  },
  newsletterBody: {
    id: 'mail.lead.newsletterBody',
    defaultMessage:
      'Someone (hopefully you) signed up for the {site} newsletter with this address. Confirm it with the button below.',
    description: 'Newsletter double opt-in: body',
  },
  newsletterButton: {
    id: 'mail.lead.newsletterButton',
    defaultMessage: 'Confirm my subscription',
    description: 'Newsletter double opt-in: button',
  },
  newsletterIgnore: {
    id: 'mail.lead.newsletterIgnore',
    defaultMessage: 'Did not sign up? Ignore this mail: without confirmation you will receive nothing.',
    description: 'Newsletter double opt-in: footer',
  },
  documentsSubject: {
    id: 'mail.lead.documentsSubject',
    defaultMessage: 'The documents of {title}',
    description: 'Documents mail: subject (title of the listing)',
  },
  documentsBody: {
    id: 'mail.lead.documentsBody',
    defaultMessage: 'Here are the documents of the property you asked for. Click a document to open it.',
    description: 'Documents mail: body',
  },
  documentsExpiry: {
    id: 'mail.lead.documentsExpiry',
    defaultMessage: 'These links work until {date}. After that, ask us again through the website.',
    description: 'Documents mail: until when the links work (date written out)',
  },
  documentsSent: {
    id: 'mail.lead.documentsSent',
    defaultMessage: 'The visitor received links to the documents of this listing ({count}) by e-mail. Nothing to send.',
    description: 'Agency mail of a documents request: what the visitor received',
  },
  documentsToSend: {
    id: 'mail.lead.documentsToSend',
    defaultMessage:
      'This listing has no documents in the back office: please send the documents to the visitor yourself.',
    description: 'Agency mail of a documents request: the agent must send them',
  },
  testimonialIntro: {
    id: 'mail.lead.testimonialIntro',
    defaultMessage:
      'A visitor left a testimonial on the website. It waits as a draft: read it and publish it, or delete it.',
    description: 'Agency mail of a testimonial: it waits as a draft',
  },
});
