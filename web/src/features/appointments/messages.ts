import { defineMessage, defineMessages } from 'react-intl';

/** The appointment section of a listing page. */
export const appointmentMessages = defineMessages({
  heading: {
    id: 'appointments.heading',
    defaultMessage: 'Book a visit',
    description: 'Heading of the visit booking section of a property page',
  },
  rentalHeading: {
    id: 'appointments.rentalHeading',
    defaultMessage: 'Book a rental appointment',
    description: 'Heading of the booking section of a property for rent',
  },
  intro: {
    id: 'appointments.intro',
    defaultMessage: 'Choose a time: your appointment is confirmed at once, by e-mail.',
    description: 'Intro of the booking section',
  },
  slotsLegend: {
    id: 'appointments.slotsLegend',
    defaultMessage: 'Available times',
    description: 'Legend of the list of visit times to choose from',
  },
  placesLeft: defineMessage<{ count: number }>({
    id: 'appointments.placesLeft',
    defaultMessage: '{count, plural, one {# place left} other {# places left}}',
    description: 'How many places a visit time still has',
  }),
  maximumPersons: defineMessage<{ count: number }>({
    id: 'appointments.maximumPersons',
    defaultMessage: 'at most {count, plural, one {# person} other {# persons}}',
    description: 'The maximum number of persons of a visit time',
  }),
  persons: {
    id: 'appointments.persons',
    defaultMessage: 'Number of persons',
    description: 'Label of the number of persons who come to the appointment',
  },
  monthlyIncome: {
    id: 'appointments.monthlyIncome',
    defaultMessage: 'Monthly net income (€)',
    description: 'Label of the monthly income field of a rental appointment',
  },
  termsHeading: {
    id: 'appointments.termsHeading',
    defaultMessage: 'Terms of this rental',
    description: 'Heading of the rental terms stated before booking',
  },
  termsDeposit: {
    id: 'appointments.termsDeposit',
    defaultMessage: "Deposit: 3 months' rent",
    description: "Spec rental term: 3 months' deposit",
  },
  termsIncome: defineMessage<{ amount: string }>({
    id: 'appointments.termsIncome',
    defaultMessage: 'Minimum monthly net income: {amount}',
    description: 'Rental term: the minimum income (a formatted amount)',
  }),
  termsPersons: defineMessage<{ count: number }>({
    id: 'appointments.termsPersons',
    defaultMessage: 'Maximum number of persons: {count}',
    description: 'Rental term: the maximum number of persons',
  }),
  submit: {
    id: 'appointments.submit',
    defaultMessage: 'Book this time',
    description: 'Submit button of the booking form',
  },
  booked: {
    id: 'appointments.booked',
    defaultMessage: 'Your appointment is confirmed. The confirmation and a calendar file are on their way by e-mail.',
    description: 'Notice after a successful booking (spec appointment status: confirmed)',
  },
});
