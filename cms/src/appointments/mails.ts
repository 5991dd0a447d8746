import type { Core } from '@strapi/strapi';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import {
  formatPrice,
  interpolate,
  isLanguage,
  placesLeft,
  rentalAppointmentTerms,
  visitSlotTimeZone,
  type Language,
} from '@vitrine/domain';
import { headerSafe } from '../mail/escape';
import { renderMail, type Sentence } from '../mail/layout';
import { mailTexts } from '../mail/texts';
import { cmsUrl } from '../mail/urls';
import type { Agency, ListingInfo } from '../outbox/lead-mails';
import { messageIdDomain, type QueuedMail } from '../outbox/queue';
import { appointmentUid, type BookedSlot } from './booking';
import { appointmentTexts, slotTime } from './texts';

/** The input of {@link appointmentMails}. */
export interface AppointmentMailInput {
  strapi?: Core.Strapi;
  documentId: string;
  appointment: Record<string, unknown>;
  slot: BookedSlot;
  listing: ListingInfo | null;
  agency: Agency;
  agentLanguage: Language;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The booking as an iCalendar file (one event, times in UTC), for the visitor's calendar. Its UID
 * is the appointment's, so a calendar that imports it twice keeps one event.
 */
export function appointmentCalendar(input: AppointmentMailInput, language: Language): string {
  const { slot, listing, agency } = input;
  const texts = appointmentTexts[language];
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
    summary: interpolate(slot.kind === 'rental_appointment' ? texts.rentalEventSummary : texts.eventSummary, { title }),
    description: listing?.url ?? null,
    url: listing?.url ?? null,
    organizer: { name: agency.siteName, email: slot.agentEmail ?? agency.email },
  });
  return calendar.toString();
}

/**
 * The mails a booking queues: the visitor's confirmation in the visitor's language, with the day
 * and time, for a rental appointment the terms (3 months' deposit, minimum income, maximum
 * persons), and the booking as an .ics attachment; and the agent's notification (the slot's
 * agent, else the listing's, else the agency) with the places left.
 */
export function appointmentMails(input: AppointmentMailInput): QueuedMail[] {
  const { appointment, slot, listing, agency } = input;
  const language: Language = isLanguage(appointment.language) ? appointment.language : input.agentLanguage;
  const common = mailTexts[language];
  const texts = appointmentTexts[language];
  const site = agency.siteName;
  const footer = [{ template: common.sentBy, values: { site } }];
  const name = [appointment.firstName, appointment.lastName].filter(Boolean).join(' ') || text(appointment.email);
  const when = slotTime(slot.startsAt, language, visitSlotTimeZone);
  const rental = slot.kind === 'rental_appointment';

  const terms: Sentence[] = [];
  if (rental) {
    const rentalTerms = rentalAppointmentTerms({
      monthlyRent: slot.monthlyRent ?? Number.NaN,
      minimumIncome: slot.minimumIncome,
      maximumPersons: slot.maximumPersons,
    });
    terms.push({ template: texts.termsIntro });
    terms.push(
      Number.isFinite(rentalTerms.depositAmount)
        ? { template: texts.deposit, values: { amount: formatPrice(rentalTerms.depositAmount) } }
        : { template: texts.deposit.replace(/\s*\(\{\{amount\}\}\)/, '') },
    );
    if (rentalTerms.minimumIncome !== null) {
      terms.push({ template: texts.minimumIncome, values: { amount: formatPrice(rentalTerms.minimumIncome) } });
    }
    if (rentalTerms.maximumPersons !== null) {
      terms.push({ template: texts.maximumPersons, values: { count: String(rentalTerms.maximumPersons) } });
    }
  }

  const visitor: QueuedMail = {
    kind: 'visitor-confirmation',
    recipient: text(appointment.email),
    subject: headerSafe(interpolate(rental ? texts.rentalSubject : texts.visitorSubject, { when })),
    ...renderMail({
      language,
      siteName: site,
      paragraphs: [
        { template: common.greeting, values: { name } },
        { template: rental ? texts.rentalBody : texts.visitorBody, values: { when } },
        ...terms,
        { template: texts.calendar },
      ],
      listing: listing ? { ...listing, linkLabel: common.viewListing } : undefined,
      fields: [
        [texts.when, when],
        [texts.persons, String(typeof appointment.persons === 'number' ? appointment.persons : 1)],
      ],
      footer,
    }),
    attachments: [
      {
        filename: 'appointment.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: appointmentCalendar(input, language),
      },
    ],
  };

  const agentLanguage = input.agentLanguage;
  const agentCommon = mailTexts[agentLanguage];
  const agentTexts = appointmentTexts[agentLanguage];
  const agentWhen = slotTime(slot.startsAt, agentLanguage, visitSlotTimeZone);
  const fieldNames = [
    'title',
    'firstName',
    'lastName',
    'email',
    'phone',
    'persons',
    'monthlyIncome',
    'remark',
  ] as const;
  const fields: [string, string][] = [[agentTexts.when, agentWhen]];
  for (const field of fieldNames) {
    const value = appointment[field];
    if (value === undefined || value === null || value === '') continue;
    const shown = typeof value === 'string' ? (agentCommon.values[value] ?? value) : String(value as number);
    fields.push([agentCommon.fields[field] ?? field, shown]);
  }
  fields.push([agentTexts.placesLeft, String(placesLeft(slot))]);
  const agent: QueuedMail = {
    kind: 'agent-notification',
    recipient: slot.agentEmail || listing?.agentEmail || agency.email,
    subject: headerSafe(interpolate(agentTexts.agentSubject, { when: agentWhen, name })),
    ...renderMail({
      language: agentLanguage,
      siteName: site,
      paragraphs: [{ template: agentTexts.agentIntro, values: { left: String(placesLeft(slot)) } }],
      listing: listing ? { ...listing, linkLabel: agentCommon.viewListing } : undefined,
      fields,
      button: {
        label: agentCommon.agentOpen,
        url: `${cmsUrl(input.strapi)}/admin/content-manager/collection-types/${appointmentUid}/${input.documentId}`,
      },
      footer,
    }),
    ...(typeof appointment.email === 'string' ? { replyTo: appointment.email } : {}),
  };
  return [agent, visitor];
}
