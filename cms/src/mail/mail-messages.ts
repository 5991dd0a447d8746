import { defineMessages } from '@formatjs/intl';

/**
 * The words every mail's layout writes. Mail texts live in the site's catalogues
 * (web/src/i18n/lang): the site's extractor scans every `mail-messages.ts` under cms/src, and its
 * completeness test holds them to all four languages.
 */
export const mailLayoutMessages = defineMessages({
  greeting: { id: 'mail.common.greeting', defaultMessage: 'Dear {name},', description: 'Mail: first line' },
  viewListing: {
    id: 'mail.common.viewListing',
    defaultMessage: 'View the property',
    description: 'Mail: the link under a listing card',
  },
  sentBy: { id: 'mail.common.sentBy', defaultMessage: 'Sent by {site}', description: 'Mail footer: who sends it' },
  unsubscribe: { id: 'mail.common.unsubscribe', defaultMessage: 'Unsubscribe', description: 'Mail footer: link' },
  openInBackOffice: {
    id: 'mail.common.openInBackOffice',
    defaultMessage: 'Open it in the back office',
    description: 'Agency mail: button to the lead in Strapi',
  },
});

/** What a refused link of a documents mail answers (Strapi's `/api/document-links/<token>`), in the mail's language. */
export const documentLinkMessages = defineMessages({
  expired: {
    id: 'mail.documents.linkExpired',
    defaultMessage: 'This link to a document has expired. Ask for the documents again on the website.',
    description: 'Answer of an expired documents link (410)',
  },
  invalid: {
    id: 'mail.documents.linkInvalid',
    defaultMessage:
      'This link to a document is not valid. Use the link from your e-mail, or ask for the documents again.',
    description: 'Answer of an altered documents link (404)',
  },
});

/**
 * The labels of a lead's fields in the agency's mails, `mail.field.<name>` (domain `mailLabelId`):
 * one per field a form definition puts in the summary (domain `summaryFields`).
 */
export const mailFieldMessages = defineMessages({
  title: { id: 'mail.field.title', defaultMessage: 'Title', description: 'Agency mail: label of a lead’s field' },
  firstName: {
    id: 'mail.field.firstName',
    defaultMessage: 'First name',
    description: 'Agency mail: label of a lead’s field',
  },
  lastName: {
    id: 'mail.field.lastName',
    defaultMessage: 'Last name',
    description: 'Agency mail: label of a lead’s field',
  },
  email: { id: 'mail.field.email', defaultMessage: 'E-mail', description: 'Agency mail: label of a lead’s field' },
  phone: { id: 'mail.field.phone', defaultMessage: 'Phone', description: 'Agency mail: label of a lead’s field' },
  preferredDate: {
    id: 'mail.field.preferredDate',
    defaultMessage: 'Preferred date',
    description: 'Agency mail: label of a lead’s field',
  },
  contactTimeSlots: {
    id: 'mail.field.contactTimeSlots',
    defaultMessage: 'Preferred time',
    description: 'Agency mail: label of a lead’s field',
  },
  remark: { id: 'mail.field.remark', defaultMessage: 'Message', description: 'Agency mail: label of a lead’s field' },
  language: {
    id: 'mail.field.language',
    defaultMessage: 'Language',
    description: 'Agency mail: label of a lead’s field',
  },
  documents: {
    id: 'mail.field.documents',
    defaultMessage: 'Documents',
    description: 'Agency mail: label of a lead’s field',
  },
  street: { id: 'mail.field.street', defaultMessage: 'Street', description: 'Agency mail: label of a lead’s field' },
  houseNumber: {
    id: 'mail.field.houseNumber',
    defaultMessage: 'Number',
    description: 'Agency mail: label of a lead’s field',
  },
  zip: { id: 'mail.field.zip', defaultMessage: 'Postal code', description: 'Agency mail: label of a lead’s field' },
  city: { id: 'mail.field.city', defaultMessage: 'City', description: 'Agency mail: label of a lead’s field' },
  propertyType: {
    id: 'mail.field.propertyType',
    defaultMessage: 'Property type',
    description: 'Agency mail: label of a lead’s field',
  },
  askingPriceMin: {
    id: 'mail.field.askingPriceMin',
    defaultMessage: 'Asking price from',
    description: 'Agency mail: label of a lead’s field (the owner’s asking-price range, lower end)',
  },
  askingPriceMax: {
    id: 'mail.field.askingPriceMax',
    defaultMessage: 'Asking price up to',
    description: 'Agency mail: label of a lead’s field (the owner’s asking-price range, upper end)',
  },
  bedrooms: {
    id: 'mail.field.bedrooms',
    defaultMessage: 'Bedrooms',
    description: 'Agency mail: label of a lead’s field',
  },
  contactCategory: {
    id: 'mail.field.contactCategory',
    defaultMessage: 'Category',
    description: 'Agency mail: label of a lead’s field',
  },
  friendEmail: {
    id: 'mail.field.friendEmail',
    defaultMessage: "Friend's e-mail",
    description: 'Agency mail: label of a lead’s field',
  },
  name: { id: 'mail.field.name', defaultMessage: 'Name', description: 'Agency mail: label of a lead’s field' },
  website: { id: 'mail.field.website', defaultMessage: 'Website', description: 'Agency mail: label of a lead’s field' },
  rating: { id: 'mail.field.rating', defaultMessage: 'Rating', description: 'Agency mail: label of a lead’s field' },
  comment: {
    id: 'mail.field.comment',
    defaultMessage: 'Testimonial',
    description: 'Agency mail: label of a lead’s field',
  },
  persons: { id: 'mail.field.persons', defaultMessage: 'Persons', description: 'Agency mail: label of a lead’s field' },
  monthlyIncome: {
    id: 'mail.field.monthlyIncome',
    defaultMessage: 'Monthly income',
    description: 'Agency mail: label of a lead’s field',
  },
  amount: { id: 'mail.field.amount', defaultMessage: 'Amount', description: 'Agency mail: label of a lead’s field' },
  validUntil: {
    id: 'mail.field.validUntil',
    defaultMessage: 'Valid until',
    description: 'Agency mail: label of a lead’s field',
  },
  conditions: {
    id: 'mail.field.conditions',
    defaultMessage: 'Conditions',
    description: 'Agency mail: label of a lead’s field',
  },
  goal: { id: 'mail.field.goal', defaultMessage: 'Goal', description: 'Agency mail: label of a lead’s field' },
  minPrice: {
    id: 'mail.field.minPrice',
    defaultMessage: 'Minimum price',
    description: 'Agency mail: label of a lead’s field',
  },
  maxPrice: {
    id: 'mail.field.maxPrice',
    defaultMessage: 'Maximum price',
    description: 'Agency mail: label of a lead’s field',
  },
  budget: { id: 'mail.field.budget', defaultMessage: 'Budget', description: 'Agency mail: label of a lead’s field' },
});

/**
 * Site texts a mail shows too, named by id only: they are declared (and extracted) where the site
 * uses them, so a mail and a page word them alike (the legal mentions, "starting from").
 */
export const siteMessagesInMails = {
  legalVat: { id: 'site.footer.vat' },
  legalBiv: { id: 'site.footer.biv' },
  legalAuthority: { id: 'site.footer.supervisoryAuthority' },
  legalDeontology: { id: 'site.footer.deontology' },
  phone: { id: 'site.footer.phone' },
  startingFrom: { id: 'listings.price.startingFrom' },
} as const;
