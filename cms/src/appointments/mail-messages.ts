import { defineMessages } from '@formatjs/intl';

/** The booking mails' texts (visitor, agent, the .ics event), in the site's catalogues (web/src/i18n/lang). */
export const appointmentMessages = defineMessages({
  visitorSubject: {
    id: 'mail.appointment.visitor.subject',
    defaultMessage: 'Your visit is booked: {when}',
    description: "Mail: Subject of the visitor's mail of a booked visit; when = day and time",
  },
  visitorBody: {
    id: 'mail.appointment.visitor.body',
    defaultMessage: 'Your visit is confirmed for {when}. We look forward to meeting you.',
    description: "Mail: Body of the visitor's mail of a booked visit",
  },
  rentalSubject: {
    id: 'mail.appointment.rental.subject',
    defaultMessage: 'Your rental appointment is booked: {when}',
    description: "Mail: Subject of the visitor's mail of a booked rental appointment",
  },
  rentalBody: {
    id: 'mail.appointment.rental.body',
    defaultMessage: 'Your rental appointment is confirmed for {when}. We look forward to meeting you.',
    description: "Mail: Body of the visitor's mail of a booked rental appointment",
  },
  when: {
    id: 'mail.appointment.when',
    defaultMessage: 'Date and time',
    description: 'Mail: Label of the day and time of an appointment',
  },
  persons: {
    id: 'mail.appointment.persons',
    defaultMessage: 'Persons',
    description: 'Mail: Label of the number of persons coming',
  },
  termsIntro: {
    id: 'mail.appointment.terms.intro',
    defaultMessage: 'The terms of this rental:',
    description: 'Mail: Line above the terms of a rental in the booking mail',
  },
  termsRent: {
    id: 'mail.appointment.terms.rent',
    defaultMessage: 'Rent: {rent} per month',
    description: 'Mail: The monthly rent in the rental booking mail; rent = price as on the site',
  },
  termsDeposit: {
    id: 'mail.appointment.terms.deposit',
    defaultMessage: "Deposit: 3 months' rent ({amount})",
    description: "Mail: The deposit of a rental; amount = 3 months' rent",
  },
  termsDepositUnknown: {
    id: 'mail.appointment.terms.depositUnknown',
    defaultMessage: "Deposit: 3 months' rent",
    description: 'Mail: The deposit of a rental whose rent is not known',
  },
  termsMinimumIncome: {
    id: 'mail.appointment.terms.minimumIncome',
    defaultMessage: 'Minimum monthly net income: {amount}',
    description: 'Mail: The minimum income of a rental',
  },
  termsMaximumPersons: {
    id: 'mail.appointment.terms.maximumPersons',
    defaultMessage: 'Maximum number of persons: {count, number}',
    description: 'Mail: The maximum number of persons of a rental',
  },
  calendar: {
    id: 'mail.appointment.calendar',
    defaultMessage: 'The appointment is attached as a calendar file (.ics) to add it to your calendar.',
    description: 'Mail: Line of the booking mail about the attached .ics',
  },
  agentSubject: {
    id: 'mail.appointment.agent.subject',
    defaultMessage: 'New appointment on {when} from {name}',
    description: "Mail: Subject of the agent's mail of a new appointment; name = visitor",
  },
  agentIntro: {
    id: 'mail.appointment.agent.intro',
    defaultMessage:
      'A visitor booked an appointment through the website ({left, plural, =0 {no place left} one {# place left} other {# places left}} in this slot).',
    description: "Mail: First line of the agent's mail of a new appointment; left = places left in the slot",
  },
  agentPlacesLeft: {
    id: 'mail.appointment.agent.placesLeft',
    defaultMessage: 'Places left',
    description: 'Mail: Label of the places left in a slot',
  },
  eventVisit: {
    id: 'mail.appointment.event.visit',
    defaultMessage: 'Visit: {title}',
    description: 'Mail: Title of the calendar event of a visit; title = listing',
  },
  eventRental: {
    id: 'mail.appointment.event.rental',
    defaultMessage: 'Rental appointment: {title}',
    description: 'Mail: Title of the calendar event of a rental appointment',
  },
});
