import type { Language } from '@vitrine/domain';
import {
  agentNotification,
  documentsMail,
  friendMail,
  visitorConfirmation,
  type LeadMailInput,
} from '../leads/lead-mails';
import { agencyOf, type Agency } from '../mail/agency';
import { listingPriceText, type ListingInfo } from '../mail/listings';
import { newsletterConfirmation } from '../newsletter/mails';
import type { QueuedMail } from '../outbox/queue';

/** The made-up agency, listing and visitor every sample mail is written for. */
export interface SampleData {
  agency: Agency;
  /** A listing "starting from" (price unit 7): its card must say "vanaf". */
  listing: ListingInfo;
  /** A rental: its card must say "per maand". */
  rental: ListingInfo;
  /** The visitor's phone as typed (ungrouped); a mail shows it grouped. */
  phone: string;
  unsubscribeToken: string;
}

/** One mail of the site, as the previews page shows it and the render-all test checks it. */
export interface MailSample {
  name: string;
  /** A mail to a list (newsletter, demand register): unsubscribe link and List-Unsubscribe headers. */
  list: boolean;
  /** The listing it shows, whose link, photo and price as the site writes it must be there. */
  listing?: (data: SampleData) => ListingInfo;
  /** Whether it lists the visitor's phone (grouped by the spec's rule). */
  phone?: boolean;
  compose: (language: Language, data: SampleData) => QueuedMail | Promise<QueuedMail>;
}

/** The sample data of a language: the listing's price and unit in that language's words. */
export function sampleData(language: Language): SampleData {
  const agency = agencyOf({
    locale: 'nl',
    siteName: 'Immo Vitrine',
    agency: {
      legalName: 'Immo Vitrine BV',
      street: 'Kouter',
      houseNumber: '12',
      zip: '9000',
      city: 'Gent',
      phone: '091234567',
      email: 'info@immo-vitrine.example',
      vatNumber: 'BE0123.456.789',
      bivNumber: '512.345',
      bivStatus: 'Erkend vastgoedmakelaar-bemiddelaar',
      supervisoryAuthority: 'BIV, Luxemburgplein 16b, 1050 Brussel',
      deontologyUrl: 'https://www.biv.be/deontologie',
    },
  });
  const card = (reference: string, price: number, priceUnit: number, priceUnitText: string | null) => ({
    documentId: `sample${reference}`,
    locale: language,
    title: `Sample house ${reference}`,
    price: listingPriceText(language, { price, priceUnit, priceUnitText }),
    url: `https://www.immo-vitrine.example/${language}/listing/${reference}/`,
    photoUrl: `https://www.immo-vitrine.example/uploads/${reference}.jpg`,
    agentEmail: 'agent@immo-vitrine.example',
  });
  const perMonth: Record<Language, string> = { nl: 'per maand', fr: 'par mois', en: 'per month', de: 'pro Monat' };
  return {
    agency,
    listing: card('R100', 250000, 7, null),
    rental: card('R200', 1150, 0, perMonth[language]),
    phone: '0475123456',
    unsubscribeToken: 'sample-unsubscribe-token',
  };
}

const leadInput = (
  form: string,
  language: Language,
  data: SampleData,
  lead: Record<string, unknown> = {},
): LeadMailInput => ({
  uid: `api::${form}.${form}`,
  documentId: 'sampledocument',
  lead: {
    title: 'ms',
    firstName: 'Anna',
    lastName: 'Peeters',
    email: 'anna@example.be',
    phone: data.phone,
    remark: 'Is the garden south-facing?',
    contactTimeSlots: ['morning'],
    language,
    ...lead,
  },
  listing: data.listing,
  agency: data.agency,
  agentLanguage: language,
  unsubscribeToken: data.unsubscribeToken,
});

/** The lead mails' samples (the other features' are in feature-samples.ts; all of them in table.ts). */
export const leadMailSamples: readonly MailSample[] = [
  {
    name: 'lead: agency notification (visit request)',
    list: false,
    listing: (data) => data.listing,
    phone: true,
    compose: (language, data) => agentNotification(leadInput('visit-request', language, data)),
  },
  {
    name: 'lead: agency notification (contact message)',
    list: false,
    phone: true,
    compose: (language, data) =>
      agentNotification({
        ...leadInput('contact-message', language, data, { contactCategory: 'potential_buyer' }),
        listing: null,
      }),
  },
  {
    name: 'lead: visitor confirmation (information request)',
    list: false,
    listing: (data) => data.rental,
    compose: (language, data) =>
      visitorConfirmation({ ...leadInput('info-request', language, data), listing: data.rental }),
  },
  {
    name: 'lead: send to a friend',
    list: false,
    listing: (data) => data.listing,
    compose: (language, data) =>
      friendMail(leadInput('send-to-friend', language, data, { friendEmail: 'friend@example.be' })),
  },
  {
    name: 'lead: documents links',
    list: false,
    listing: (data) => data.listing,
    compose: (language, data) =>
      documentsMail(
        leadInput('document-request', language, data),
        data.listing,
        [{ id: 1, name: 'Energy certificate.pdf' }],
        Date.UTC(2026, 10, 27),
      ),
  },
  {
    name: 'lead: agency notification (testimonial)',
    list: false,
    compose: (language, data) =>
      agentNotification({
        ...leadInput('testimonial', language, data, { name: 'Anna P.', rating: 5, comment: 'Great help.' }),
        listing: null,
      }),
  },
  {
    name: 'newsletter: confirmation',
    list: true,
    compose: (language, data) =>
      newsletterConfirmation(leadInput('newsletter-signup', language, data, { firstName: 'Anna' }))[0],
  },
];
