import type { Language } from '@vitrine/domain';
import { searchAlertConfirmation, searchAlertMail, type Registrant } from '../alerts/mails';
import { searchRequestLines } from '../alerts/search-request';
import type { BookedSlot } from '../appointments/booking';
import { appointmentMails, type AppointmentMailInput } from '../appointments/mails';
import { agentNotification, type LeadMailInput } from '../leads/lead-mails';
import { offerConfirmation, offerNotification, type OfferFacts } from '../offers/offer-mails';
import { resetPasswordMail } from '../owner/reset-mail';
import { signInLinkMail } from '../owner/sign-in-mail';
import type { MailSample, SampleData } from './samples';

// The mails of the demand register, the bookings, the purchase offers and the owner portal, for
// the previews page and the render-all test (table.ts joins them to the lead mails).

const visitor = (language: Language, data: SampleData) => ({
  title: 'ms',
  firstName: 'Anna',
  lastName: 'Peeters',
  email: 'anna@example.be',
  phone: data.phone,
  language,
});

const registrant = (language: Language, data: SampleData): Registrant => ({
  documentId: 'sampleregistrant',
  email: 'anna@example.be',
  firstName: 'Anna',
  language,
  unsubscribeToken: data.unsubscribeToken,
});

const slot = (kind: BookedSlot['kind']): BookedSlot => ({
  id: 1,
  documentId: 'sampleslot',
  startsAt: '2030-01-04T16:30:00Z',
  endsAt: '2030-01-04T17:00:00Z',
  kind,
  capacity: 3,
  booked: 1,
  minimumIncome: kind === 'rental_appointment' ? 3450 : null,
  maximumPersons: kind === 'rental_appointment' ? 2 : null,
  monthlyRent: kind === 'rental_appointment' ? 1150 : null,
  agentEmail: 'agent@immo-vitrine.example',
});

const booking = (language: Language, data: SampleData, kind: BookedSlot['kind']): AppointmentMailInput => ({
  documentId: 'sampleappointment',
  appointment: { ...visitor(language, data), persons: 2, remark: 'We come by bike.' },
  slot: slot(kind),
  listing: kind === 'rental_appointment' ? data.rental : data.listing,
  agency: data.agency,
  agentLanguage: language,
});

const offer = (language: Language, data: SampleData): LeadMailInput => ({
  uid: 'api::purchase-offer.purchase-offer',
  documentId: 'sampleoffer',
  lead: {
    ...visitor(language, data),
    amount: 240000,
    validUntil: '2030-12-31',
    conditions: 'Subject to a mortgage',
    street: 'Veldstraat',
    houseNumber: '1',
    zip: '9000',
    city: 'Gent',
  },
  listing: data.listing,
  agency: data.agency,
  agentLanguage: language,
});

const offerFacts = (belowFloor: boolean): OfferFacts => ({
  amount: 240000,
  floor: 245000,
  belowFloor,
  account: { account: 'BE68 5390 0754 7034', holder: 'Immo Vitrine BV' },
});

const search = (language: Language, data: SampleData) => ({
  ...visitor(language, data),
  goal: 0,
  propertyTypes: [1],
  regions: [2],
  minPrice: 200000,
  maxPrice: 600000,
  minBedrooms: 2,
  delivery: 'daily',
});

const ownerInput = (language: Language, data: SampleData) => ({
  language,
  agency: data.agency,
  recipient: 'owner@example.be',
  url: `https://www.immo-vitrine.example/${language}/login/link/?token=sample`,
});

export const featureMailSamples: readonly MailSample[] = [
  {
    name: 'search alert: confirmation (double opt-in)',
    list: true,
    compose: (language, data) => searchAlertConfirmation(registrant(language, data), data.agency),
  },
  {
    name: 'search alert: at once',
    list: true,
    listing: (data) => data.listing,
    compose: (language, data) =>
      searchAlertMail(registrant(language, data), [{ listing: data.listing, change: 'published' }], false, data.agency),
  },
  {
    name: 'search alert: daily digest',
    list: true,
    listing: (data) => data.rental,
    compose: (language, data) =>
      searchAlertMail(
        registrant(language, data),
        [
          { listing: data.rental, change: 'price_drop' },
          { listing: data.listing, change: 'under_option' },
        ],
        true,
        data.agency,
      ),
  },
  {
    name: 'search request: agency notification',
    list: false,
    phone: true,
    compose: (language, data) => {
      const lead = search(language, data);
      const names = { propertyTypes: new Map([[1, 'Huis']]), regions: new Map([[2, 'Gent']]) };
      return agentNotification({
        uid: 'api::demand-register.demand-register',
        documentId: 'sampleregistrant',
        lead,
        listing: null,
        agency: data.agency,
        agentLanguage: language,
        fields: searchRequestLines(lead, language, names),
      });
    },
  },
  {
    name: 'appointment: visitor confirmation (visit, with .ics)',
    list: false,
    listing: (data) => data.listing,
    compose: async (language, data) => (await appointmentMails(booking(language, data, 'visit')))[1],
  },
  {
    name: 'appointment: visitor confirmation (rental, with .ics)',
    list: false,
    listing: (data) => data.rental,
    compose: async (language, data) => (await appointmentMails(booking(language, data, 'rental_appointment')))[1],
  },
  {
    name: 'appointment: agent notification',
    list: false,
    listing: (data) => data.listing,
    phone: true,
    compose: async (language, data) => (await appointmentMails(booking(language, data, 'visit')))[0],
  },
  {
    name: 'purchase offer: visitor confirmation',
    list: false,
    listing: (data) => data.listing,
    compose: (language, data) => offerConfirmation(offer(language, data), offerFacts(false)),
  },
  {
    name: 'purchase offer: agent notification (below the floor)',
    list: false,
    listing: (data) => data.listing,
    phone: true,
    compose: (language, data) => offerNotification(offer(language, data), offerFacts(true)),
  },
  {
    name: 'owner: password reset',
    list: false,
    compose: (language, data) => resetPasswordMail({ ...ownerInput(language, data), hours: 24 }),
  },
  {
    name: 'owner: sign-in link',
    list: false,
    compose: (language, data) => signInLinkMail({ ...ownerInput(language, data), minutes: 15 }),
  },
];
