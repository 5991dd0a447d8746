import type { Language } from '@vitrine/domain';

/** The appointment mails' own sentences (greeting, footer and labels come from ../mail/texts). */
export interface AppointmentTexts {
  visitorSubject: string;
  visitorBody: string;
  rentalSubject: string;
  rentalBody: string;
  when: string;
  persons: string;
  termsIntro: string;
  deposit: string;
  minimumIncome: string;
  maximumPersons: string;
  calendar: string;
  agentSubject: string;
  agentIntro: string;
  placesLeft: string;
  eventSummary: string;
  rentalEventSummary: string;
}

const en: AppointmentTexts = {
  visitorSubject: 'Your visit is booked: {{when}}',
  visitorBody: 'Your visit is confirmed for {{when}}. We look forward to meeting you.',
  rentalSubject: 'Your rental appointment is booked: {{when}}',
  rentalBody: 'Your rental appointment is confirmed for {{when}}. We look forward to meeting you.',
  when: 'Date and time',
  persons: 'Persons',
  termsIntro: 'The terms of this rental:',
  deposit: "Deposit: 3 months' rent ({{amount}})",
  minimumIncome: 'Minimum monthly net income: {{amount}}',
  maximumPersons: 'Maximum number of persons: {{count}}',
  calendar: 'The appointment is attached as a calendar file (.ics) to add it to your calendar.',
  agentSubject: 'New appointment on {{when}} from {{name}}',
  agentIntro: 'A visitor booked an appointment through the website ({{left}} place(s) left in this slot).',
  placesLeft: 'Places left',
  eventSummary: 'Visit: {{title}}',
  rentalEventSummary: 'Rental appointment: {{title}}',
};

const nl: AppointmentTexts = {
  visitorSubject: 'Uw bezoek is geboekt: {{when}}',
  visitorBody: 'Uw bezoek is bevestigd op {{when}}. We kijken ernaar uit u te ontmoeten.',
  rentalSubject: 'Uw huurafspraak is geboekt: {{when}}',
  rentalBody: 'Uw huurafspraak is bevestigd op {{when}}. We kijken ernaar uit u te ontmoeten.',
  when: 'Datum en uur',
  persons: 'Personen',
  termsIntro: 'De voorwaarden van deze verhuur:',
  deposit: 'Waarborg: 3 maanden huur ({{amount}})',
  minimumIncome: 'Minimaal netto maandinkomen: {{amount}}',
  maximumPersons: 'Maximaal aantal personen: {{count}}',
  calendar: 'De afspraak zit als agendabestand (.ics) in de bijlage, om ze aan uw agenda toe te voegen.',
  agentSubject: 'Nieuwe afspraak op {{when}} van {{name}}',
  agentIntro: 'Een bezoeker boekte een afspraak via de website (nog {{left}} plaats(en) vrij in dit tijdslot).',
  placesLeft: 'Vrije plaatsen',
  eventSummary: 'Bezoek: {{title}}',
  rentalEventSummary: 'Huurafspraak: {{title}}',
};

const fr: AppointmentTexts = {
  visitorSubject: 'Votre visite est réservée : {{when}}',
  visitorBody: 'Votre visite est confirmée le {{when}}. Nous nous réjouissons de vous rencontrer.',
  rentalSubject: 'Votre rendez-vous de location est réservé : {{when}}',
  rentalBody: 'Votre rendez-vous de location est confirmé le {{when}}. Nous nous réjouissons de vous rencontrer.',
  when: 'Date et heure',
  persons: 'Personnes',
  termsIntro: 'Les conditions de cette location :',
  deposit: 'Garantie locative : 3 mois de loyer ({{amount}})',
  minimumIncome: 'Revenu mensuel net minimum : {{amount}}',
  maximumPersons: 'Nombre maximum de personnes : {{count}}',
  calendar: 'Le rendez-vous est joint en fichier calendrier (.ics) pour l’ajouter à votre agenda.',
  agentSubject: 'Nouveau rendez-vous le {{when}} de {{name}}',
  agentIntro: 'Un visiteur a réservé un rendez-vous sur le site ({{left}} place(s) encore libre(s) dans ce créneau).',
  placesLeft: 'Places libres',
  eventSummary: 'Visite : {{title}}',
  rentalEventSummary: 'Rendez-vous de location : {{title}}',
};

const de: AppointmentTexts = {
  visitorSubject: 'Ihre Besichtigung ist gebucht: {{when}}',
  visitorBody: 'Ihre Besichtigung ist bestätigt für {{when}}. Wir freuen uns auf Sie.',
  rentalSubject: 'Ihr Mietbesichtigungstermin ist gebucht: {{when}}',
  rentalBody: 'Ihr Mietbesichtigungstermin ist bestätigt für {{when}}. Wir freuen uns auf Sie.',
  when: 'Datum und Uhrzeit',
  persons: 'Personen',
  termsIntro: 'Die Bedingungen dieser Vermietung:',
  deposit: 'Kaution: 3 Monatsmieten ({{amount}})',
  minimumIncome: 'Mindestnettoeinkommen pro Monat: {{amount}}',
  maximumPersons: 'Höchstzahl der Personen: {{count}}',
  calendar: 'Der Termin liegt als Kalenderdatei (.ics) bei, damit Sie ihn in Ihren Kalender übernehmen können.',
  agentSubject: 'Neuer Termin am {{when}} von {{name}}',
  agentIntro:
    'Ein Besucher hat über die Website einen Termin gebucht (noch {{left}} Platz/Plätze frei in diesem Zeitfenster).',
  placesLeft: 'Freie Plätze',
  eventSummary: 'Besichtigung: {{title}}',
  rentalEventSummary: 'Mietbesichtigung: {{title}}',
};

/** The appointment mails' texts, by language. */
export const appointmentTexts: Record<Language, AppointmentTexts> = { en, nl, fr, de };

const dateLocales: Record<Language, string> = { en: 'en-GB', nl: 'nl-BE', fr: 'fr-BE', de: 'de-BE' };

/**
 * A slot's start as a mail says it, in the agency's time zone.
 *
 * @example
 * slotTime('2030-01-04T16:30:00Z', 'en'); // 'Friday 4 January 2030 at 17:30'
 */
export function slotTime(startsAt: string | Date, language: Language, timeZone: string): string {
  return new Intl.DateTimeFormat(dateLocales[language], { dateStyle: 'full', timeStyle: 'short', timeZone }).format(
    new Date(startsAt),
  );
}
