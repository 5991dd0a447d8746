import { contactTimeSlotIds } from '../contact-time-slots.js';
import { alertDeliveries } from '../demand-match.js';
import { languages } from '../languages.js';
import type { FieldDefinition, FormDefinition } from './definition.js';
import { leadBookkeeping, summaryFieldsOf, type SummaryField } from './definition.js';
import { leadOriginAttributes } from './lead-origin.js';

/**
 * The lead forms, declared once (decision 030). To add a field: add it here, give its label its
 * words in `web/src/i18n/lang/{en,nl,fr,de}.json` (and `mail.field.<name>` when it goes in the
 * agency mail), add the attribute to the content type, and give the schema its rule; the tests
 * name each place forgotten.
 */

/**
 * Who a contact message comes from (spec section 6: contact categories). Written with underscores,
 * as the cms enumeration stores them (GraphQL enum values cannot contain hyphens).
 */
export const contactCategories = ['potential_buyer', 'potential_tenant', 'private', 'commercial'] as const;

/** One contact category. */
export type ContactCategory = (typeof contactCategories)[number];

/** Person titles (spec: Mr, Ms, Miss); their words today, per language: `personTitleWords`. */
export const personTitles = ['mr', 'ms', 'miss'] as const;

/** Longest remark or message, in characters (the cms `text` fields hold 2000). */
export const maxMessageLength = 2000;

// The fields several forms share, as the page shows them.
const title: FieldDefinition = {
  name: 'title',
  input: 'radio',
  required: true,
  label: 'forms.field.title',
  options: personTitles,
  group: 'person',
  summary: true,
};
const firstName: FieldDefinition = {
  name: 'firstName',
  input: 'text',
  required: true,
  label: 'forms.field.firstName',
  max: 100,
  group: 'person',
  summary: true,
  autoComplete: 'given-name',
};
const lastName: FieldDefinition = {
  ...firstName,
  name: 'lastName',
  label: 'forms.field.lastName',
  autoComplete: 'family-name',
};
const email: FieldDefinition = {
  name: 'email',
  input: 'email',
  required: true,
  label: 'forms.field.email',
  max: 254,
  group: 'person',
  summary: true,
  autoComplete: 'email',
};
const phone: FieldDefinition = {
  name: 'phone',
  input: 'tel',
  required: true,
  label: 'forms.field.phone',
  max: 30,
  group: 'person',
  summary: true,
  autoComplete: 'tel',
};
const optionalPhone: FieldDefinition = { ...phone, required: false };
const person = [title, firstName, lastName, email, phone] as const;
const personWithoutTitle = [firstName, lastName, email, optionalPhone] as const;

const address: readonly FieldDefinition[] = [
  {
    name: 'street',
    input: 'text',
    required: true,
    label: 'forms.field.street',
    max: 120,
    autoComplete: 'address-line1',
  },
  { name: 'houseNumber', input: 'text', required: true, label: 'forms.field.houseNumber', max: 16 },
  { name: 'zip', input: 'text', required: true, label: 'forms.field.zip', max: 10, autoComplete: 'postal-code' },
  { name: 'city', input: 'text', required: true, label: 'forms.field.city', max: 100, autoComplete: 'address-level2' },
].map((field) => ({ ...field, input: 'text' as const, group: 'address' as const, summary: true }));

const remark: FieldDefinition = {
  name: 'remark',
  input: 'textarea',
  required: false,
  label: 'forms.field.remark',
  max: maxMessageLength,
  summary: true,
};
const contactTimeSlots: FieldDefinition = {
  name: 'contactTimeSlots',
  input: 'checkboxes',
  required: false,
  label: 'forms.field.contactTimeSlots',
  options: contactTimeSlotIds,
  summary: true,
};
const consent: FieldDefinition = { name: 'consent', input: 'checkbox', required: true, label: 'forms.field.consent' };
const property: FieldDefinition = { name: 'property', input: 'page', required: true };
const language: FieldDefinition = {
  name: 'language',
  input: 'page',
  required: true,
  options: languages,
  summary: true,
};

export const visitRequestForm = {
  name: 'visitRequest',
  contentType: 'visit-request',
  fields: [
    property,
    ...person,
    { name: 'preferredDate', input: 'date', required: false, label: 'forms.field.preferredDate', summary: true },
    contactTimeSlots,
    remark,
    language,
  ],
  stored: leadBookkeeping,
} as const satisfies FormDefinition<'visitRequest'>;

export const infoRequestForm = {
  name: 'infoRequest',
  contentType: 'info-request',
  fields: [property, ...personWithoutTitle, remark, language],
  stored: leadBookkeeping,
} as const satisfies FormDefinition<'infoRequest'>;

export const documentRequestForm = {
  name: 'documentRequest',
  contentType: 'document-request',
  fields: [
    property,
    ...personWithoutTitle,
    { name: 'documents', input: 'page', required: false, summary: true, list: true },
    language,
  ],
  stored: [...leadBookkeeping, 'documentStatus'],
} as const satisfies FormDefinition<'documentRequest'>;

export const valuationRequestForm = {
  name: 'valuationRequest',
  contentType: 'valuation-request',
  fields: [
    ...person,
    ...address,
    {
      name: 'propertyType',
      input: 'text',
      required: false,
      label: 'forms.field.propertyType',
      max: 100,
      wide: true,
      summary: true,
    },
    contactTimeSlots,
    remark,
    // The kind of home (the page lists the property types), the asking-price range and the
    // bedrooms: what the page counts the standing searches wanting such a home by (issue 22).
    { name: 'homeType', input: 'select', required: false, label: 'forms.field.homeType', group: 'search' },
    {
      name: 'askingPriceMin',
      input: 'number',
      required: false,
      label: 'forms.field.askingPriceMin',
      max: 99_999_999,
      group: 'search',
      summary: true,
    },
    {
      name: 'askingPriceMax',
      input: 'number',
      required: false,
      label: 'forms.field.askingPriceMax',
      max: 99_999_999,
      group: 'search',
      summary: true,
    },
    {
      name: 'bedrooms',
      input: 'number',
      required: false,
      label: 'forms.field.bedrooms',
      max: 50,
      group: 'search',
      summary: true,
    },
    language,
  ],
  stored: leadBookkeeping,
} as const satisfies FormDefinition<'valuationRequest'>;

export const contactMessageForm = {
  name: 'contactMessage',
  contentType: 'contact-message',
  fields: [
    {
      name: 'contactCategory',
      input: 'radio',
      required: true,
      label: 'forms.field.contactCategory',
      options: contactCategories,
      summary: true,
    },
    title,
    firstName,
    lastName,
    email,
    optionalPhone,
    { ...remark, required: true, label: 'forms.field.message' },
    contactTimeSlots,
    { name: 'property', input: 'page', required: false },
    { name: 'project', input: 'page', required: false },
    language,
  ],
  stored: leadBookkeeping,
} as const satisfies FormDefinition<'contactMessage'>;

export const sendToFriendForm = {
  name: 'sendToFriend',
  contentType: 'send-to-friend',
  fields: [
    property,
    { ...firstName, label: 'forms.field.senderFirstName', max: 60, group: undefined },
    { ...email, label: 'forms.field.senderEmail', group: undefined },
    {
      name: 'friendEmail',
      input: 'email',
      required: true,
      label: 'forms.field.friendEmail',
      max: 254,
      autoComplete: 'off',
      wide: true,
      summary: true,
    },
    language,
  ],
  // The friend's mail carries nothing the sender wrote (decision 023): no remark is asked; the
  // attribute stays for the leads stored before.
  stored: [...leadBookkeeping, 'remark'],
} as const satisfies FormDefinition<'sendToFriend'>;

export const testimonialForm = {
  name: 'testimonial',
  contentType: 'testimonial',
  fields: [
    {
      name: 'name',
      input: 'text',
      required: true,
      label: 'forms.field.name',
      max: 100,
      autoComplete: 'name',
      summary: true,
    },
    {
      name: 'website',
      input: 'url',
      required: false,
      label: 'forms.field.website',
      max: 200,
      autoComplete: 'url',
      summary: true,
    },
    { name: 'rating', input: 'select', required: false, label: 'forms.field.rating', max: 5, summary: true },
    { name: 'comment', input: 'textarea', required: true, label: 'forms.field.comment', max: 2000, summary: true },
    consent,
    language,
  ],
  // A testimonial is published content, not a lead: its photo, date and signature are the agency's.
  stored: ['image', 'date', 'poster'],
} as const satisfies FormDefinition<'testimonial'>;

export const appointmentForm = {
  name: 'appointment',
  contentType: 'appointment',
  fields: [
    { name: 'visitSlot', input: 'radio', required: true, label: 'appointments.slotsLegend', wide: true },
    property,
    ...person,
    { name: 'persons', input: 'number', required: true, label: 'appointments.persons', max: 20, summary: true },
    {
      name: 'monthlyIncome',
      input: 'number',
      required: false,
      label: 'appointments.monthlyIncome',
      max: 99_999_999,
      shownWhen: 'rental',
      summary: true,
    },
    remark,
    language,
  ],
  stored: [...leadBookkeeping, 'appointmentStatus'],
} as const satisfies FormDefinition<'appointment'>;

export const purchaseOfferForm = {
  name: 'purchaseOffer',
  contentType: 'purchase-offer',
  fields: [
    property,
    { name: 'amount', input: 'number', required: true, label: 'offers.field.amount', max: 99_999_999, summary: true },
    { name: 'validUntil', input: 'date', required: true, label: 'offers.field.validUntil', summary: true },
    {
      name: 'conditions',
      input: 'textarea',
      required: false,
      label: 'offers.field.conditions',
      max: 4000,
      summary: true,
    },
    ...person,
    ...address,
    { name: 'depositAccepted', input: 'checkbox', required: true, label: 'offers.field.depositAccepted' },
    language,
  ],
  // The deposit and whether the amount is below the owner's floor are the server's reading of the offer.
  stored: [...leadBookkeeping, 'deposit', 'belowFloor'],
} as const satisfies FormDefinition<'purchaseOffer'>;

export const newsletterSignupForm = {
  name: 'newsletterSignup',
  contentType: 'newsletter-signup',
  fields: [{ ...email, group: undefined }, { ...firstName, required: false, group: undefined }, consent, language],
  stored: [...leadBookkeeping, 'unsubscribeToken', 'confirmedAt', 'unsubscribedAt'],
} as const satisfies FormDefinition<'newsletterSignup'>;

const count = (name: string, label: string): FieldDefinition => ({
  name,
  input: 'number',
  required: false,
  label,
  max: 50,
  group: 'search',
});
const amount = (name: string, label: string): FieldDefinition => ({
  name,
  input: 'number',
  required: false,
  label,
  max: 99_999_999,
  group: 'search',
  summary: true,
});

export const demandRegisterForm = {
  name: 'demandRegister',
  contentType: 'demand-register',
  fields: [
    {
      name: 'goal',
      input: 'radio',
      required: true,
      label: 'demand.goal',
      options: ['0', '1'],
      optionWords: { '0': 'demand.goal.buy', '1': 'demand.goal.rent' },
      group: 'search',
      summary: true,
    },
    { name: 'propertyTypes', input: 'checkboxes', required: true, label: 'demand.propertyTypes', group: 'search' },
    { name: 'regions', input: 'checkboxes', required: true, label: 'demand.regions', group: 'search' },
    amount('minPrice', 'demand.minPrice'),
    amount('maxPrice', 'demand.maxPrice'),
    amount('budget', 'demand.budget'),
    count('minBedrooms', 'demand.minBedrooms'),
    count('maxBedrooms', 'demand.maxBedrooms'),
    count('bathrooms', 'demand.bathrooms'),
    count('garages', 'demand.garages'),
    count('parkings', 'demand.parkings'),
    // The area of the list search it saves (drawn on the map, or within N km of a place): the page fixes it.
    { name: 'area', input: 'page', required: false, max: 700 },
    {
      name: 'delivery',
      input: 'radio',
      required: false,
      label: 'demand.delivery',
      options: alertDeliveries,
      group: 'search',
    },
    title,
    firstName,
    lastName,
    email,
    optionalPhone,
    { ...consent, label: 'demand.consent' },
    language,
  ],
  stored: [...leadBookkeeping, 'unsubscribeToken', 'confirmedAt', 'unsubscribedAt', 'lastMatchedAt'],
} as const satisfies FormDefinition<'demandRegister'>;

/** Every lead form's definition, by form name. */
export const leadFormDefinitions = {
  visitRequest: visitRequestForm,
  infoRequest: infoRequestForm,
  documentRequest: documentRequestForm,
  valuationRequest: valuationRequestForm,
  contactMessage: contactMessageForm,
  sendToFriend: sendToFriendForm,
  testimonial: testimonialForm,
  appointment: appointmentForm,
  purchaseOffer: purchaseOfferForm,
  newsletterSignup: newsletterSignupForm,
  demandRegister: demandRegisterForm,
} as const;

/** The name of a lead form. */
export type LeadFormName = keyof typeof leadFormDefinitions;

/**
 * Whether a form's collection keeps the page and campaign it was sent from (decision 039): a
 * lead's does, a testimonial's (published content) does not, so its origin is never sent to Strapi.
 *
 * @example
 * recordsOrigin('infoRequest'); // true
 * recordsOrigin('testimonial'); // false
 */
export function recordsOrigin(form: LeadFormName): boolean {
  const stored: readonly string[] = leadFormDefinitions[form].stored;
  return leadOriginAttributes.every((attribute) => stored.includes(attribute));
}

/**
 * The lines of a lead form's agency mail, in order: each field's name and the message id of its
 * label (`mail.field.<name>`). The mail leaves out the fields a lead left empty.
 *
 * @example
 * summaryFields('infoRequest');
 * // [{ name: 'firstName', labelId: 'mail.field.firstName' }, …, { name: 'language', labelId: 'mail.field.language' }]
 */
export const summaryFields = (form: LeadFormName): readonly SummaryField[] =>
  summaryFieldsOf(leadFormDefinitions[form]);

/**
 * The lead form stored in a content type (`contact-message` → `contactMessage`), or undefined.
 *
 * @example
 * leadFormOfContentType('contact-message'); // 'contactMessage'
 */
export const leadFormOfContentType = (contentType: string): LeadFormName | undefined =>
  (Object.keys(leadFormDefinitions) as LeadFormName[]).find(
    (name) => leadFormDefinitions[name].contentType === contentType,
  );
