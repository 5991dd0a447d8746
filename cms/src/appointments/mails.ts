import type { Core } from '@strapi/strapi';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import {
  formatPrice,
  isLanguage,
  placesLeft,
  rentalAppointmentTerms,
  visitSlotTimeZone,
  type Language,
} from '@vitrine/domain';
import type { Agency } from '../mail/agency';
import { mailMessage } from '../mail/catalogue';
import { composeMail, type Sentence } from '../mail/compose';
import { mailLayoutMessages } from '../mail/mail-messages';
import type { ListingInfo } from '../mail/listings';
import { summaryLines } from '../mail/summary';
import { cmsUrl } from '../mail/urls';
import { messageIdDomain, type QueuedMail } from '../outbox/queue';
import { appointmentUid, type BookedSlot } from './booking';
import { appointmentMessages } from './mail-messages';

/** The input of {@link appointmentMails}. */
export interface AppointmentMailInput {
  strapi?: Core.Strapi;
  documentId: string;
  appointment: Record<string, unknown>;
  slot: BookedSlot;
  listing: ListingInfo | null;
  /** The listing in the agents' language, for the agent's notification; else `listing`. */
  agencyListing?: ListingInfo | null;
  /** The agency, its legal mentions in the visitor's language. */
  agency: Agency;
  /** The agency with its mentions in the agents' language, for the agent's notification; else `agency`. */
  agentsAgency?: Agency;
  agentLanguage: Language;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The site's own words for a house number with a box ("12 bus 3"), as the listing page writes it. */
const houseNumberWithBox = { id: 'address.box' };

type AddressRow = {
  locale: string;
  publishAddress: boolean | null;
  street: string | null;
  houseNumber: string | null;
  boxNumber: string | null;
  zip: string | null;
  city: string | null;
};

/**
 * Where the visit takes place, for the calendar's LOCATION: street, number (and box) and town as
 * the listing page writes them; the postal code and town only when the listing hides its address
 * on the site (the agent gives it), null when nothing is known.
 */
export async function listingAddress(
  strapi: Core.Strapi,
  documentId: string,
  language: Language,
): Promise<string | null> {
  const rows = (await strapi.db.query('api::property.property').findMany({
    where: { documentId, publishedAt: { $notNull: true } },
    select: ['locale', 'publishAddress', 'street', 'houseNumber', 'boxNumber', 'zip', 'city'],
  })) as AddressRow[];
  const row = rows.find((candidate) => candidate.locale === language) ?? rows[0];
  if (!row) return null;
  const number =
    text(row.houseNumber) && text(row.boxNumber)
      ? mailMessage(language, houseNumberWithBox, { number: text(row.houseNumber), box: text(row.boxNumber) })
      : text(row.houseNumber);
  const street = row.publishAddress === false ? '' : [text(row.street), number].filter(Boolean).join(' ');
  const town = [text(row.zip), text(row.city)].filter(Boolean).join(' ');
  return [street, town].filter(Boolean).join(', ') || null;
}

/**
 * The booking as an iCalendar file (one event, times in UTC, at the listing's address), for the
 * visitor's calendar. Its UID is the appointment's, so a calendar that imports it twice keeps one
 * event.
 */
export function appointmentCalendar(input: AppointmentMailInput, language: Language, location: string | null): string {
  const { slot, listing, agency } = input;
  const title = listing?.title ?? agency.siteName;
  const calendar = ical({
    name: agency.siteName,
    prodId: { company: agency.siteName, product: 'appointments', language: language.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: `${input.documentId}@${messageIdDomain()}`,
    start: new Date(slot.startsAt),
    end: new Date(slot.endsAt),
    stamp: new Date(),
    status: ICalEventStatus.CONFIRMED,
    summary: mailMessage(
      language,
      slot.kind === 'rental_appointment' ? appointmentMessages.eventRental : appointmentMessages.eventVisit,
      { title },
    ),
    location,
    description: listing?.url ?? null,
    url: listing?.url ?? null,
    organizer: { name: agency.siteName, email: slot.agentEmail ?? agency.email },
  });
  return calendar.toString();
}

const dateLocales: Record<Language, string> = { en: 'en-GB', nl: 'nl-BE', fr: 'fr-BE', de: 'de-BE' };

/**
 * A slot's start as a mail says it, in the agency's time zone.
 *
 * @example
 * slotTime('2030-01-04T16:30:00Z', 'en', 'Europe/Brussels'); // 'Friday 4 January 2030 at 17:30'
 */
export function slotTime(startsAt: string | Date, language: Language, timeZone: string): string {
  return new Intl.DateTimeFormat(dateLocales[language], { dateStyle: 'full', timeStyle: 'short', timeZone }).format(
    new Date(startsAt),
  );
}

/** A rental's terms as the visitor's mail states them: rent per month, deposit, income, persons. */
function rentalTerms(slot: BookedSlot): Sentence[] {
  const terms = rentalAppointmentTerms({
    monthlyRent: slot.monthlyRent ?? Number.NaN,
    minimumIncome: slot.minimumIncome,
    maximumPersons: slot.maximumPersons,
  });
  const known = Number.isFinite(terms.depositAmount);
  return [
    { message: appointmentMessages.termsIntro },
    ...(slot.monthlyRent
      ? [{ message: appointmentMessages.termsRent, values: { rent: formatPrice(slot.monthlyRent) } }]
      : []),
    known
      ? { message: appointmentMessages.termsDeposit, values: { amount: formatPrice(terms.depositAmount) } }
      : { message: appointmentMessages.termsDepositUnknown },
    ...(terms.minimumIncome !== null
      ? [{ message: appointmentMessages.termsMinimumIncome, values: { amount: formatPrice(terms.minimumIncome) } }]
      : []),
    ...(terms.maximumPersons !== null
      ? [{ message: appointmentMessages.termsMaximumPersons, values: { count: terms.maximumPersons } }]
      : []),
  ];
}

/**
 * The mails a booking queues: the visitor's confirmation in the visitor's language, with the day
 * and time, for a rental appointment the rent per month and the terms (3 months' deposit, minimum
 * income, maximum persons), and the booking as an .ics attachment at the listing's address; and
 * the agent's notification (the slot's agent, else the listing's, else the agency) with the
 * visitor's details and the places left.
 */
export async function appointmentMails(input: AppointmentMailInput): Promise<QueuedMail[]> {
  const { appointment, slot, listing, agency, agentLanguage } = input;
  const language: Language = isLanguage(appointment.language) ? appointment.language : agentLanguage;
  const name =
    [text(appointment.firstName), text(appointment.lastName)].filter(Boolean).join(' ') || text(appointment.email);
  const when = slotTime(slot.startsAt, language, visitSlotTimeZone);
  const rental = slot.kind === 'rental_appointment';
  const location = input.strapi && listing ? await listingAddress(input.strapi, listing.documentId, language) : null;
  const persons = typeof appointment.persons === 'number' ? appointment.persons : 1;

  const visitor = composeMail({
    kind: 'visitor-confirmation',
    recipient: text(appointment.email),
    language,
    agency,
    subject: {
      message: rental ? appointmentMessages.rentalSubject : appointmentMessages.visitorSubject,
      values: { when },
    },
    paragraphs: [
      { message: mailLayoutMessages.greeting, values: { name } },
      { message: rental ? appointmentMessages.rentalBody : appointmentMessages.visitorBody, values: { when } },
      ...(rental ? rentalTerms(slot) : []),
      { message: appointmentMessages.calendar },
    ],
    listings: listing ? [listing] : [],
    fields: [
      [mailMessage(language, appointmentMessages.when), when],
      [mailMessage(language, appointmentMessages.persons), String(persons)],
    ],
    attachments: [
      {
        filename: 'appointment.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: appointmentCalendar(input, language, location),
      },
    ],
  });

  const agentWhen = slotTime(slot.startsAt, agentLanguage, visitSlotTimeZone);
  const left = placesLeft(slot);
  // The listing and the agency's mentions as the agents read them (their language), whatever the visitor's.
  const agentListing = input.agencyListing ?? listing;
  const agentsAgency = input.agentsAgency ?? agency;
  const agent = composeMail({
    kind: 'agent-notification',
    recipient: slot.agentEmail || agentListing?.agentEmail || agency.email,
    language: agentLanguage,
    agency: agentsAgency,
    subject: { message: appointmentMessages.agentSubject, values: { when: agentWhen, name } },
    paragraphs: [{ message: appointmentMessages.agentIntro, values: { left } }],
    listings: agentListing ? [agentListing] : [],
    fields: [
      [mailMessage(agentLanguage, appointmentMessages.when), agentWhen],
      ...summaryLines(agentLanguage, 'appointment', appointment),
      [mailMessage(agentLanguage, appointmentMessages.agentPlacesLeft), String(left)],
    ],
    button: {
      label: { message: mailLayoutMessages.openInBackOffice },
      url: `${cmsUrl(input.strapi)}/admin/content-manager/collection-types/${appointmentUid}/${input.documentId}`,
    },
    ...(text(appointment.email) ? { replyTo: text(appointment.email) } : {}),
  });
  return [agent, visitor];
}
