import { defineMessage, defineMessages } from 'react-intl';

/** The privacy page's retention periods, read from the site settings (decision 040). */
export const retentionMessages = defineMessages({
  heading: {
    id: 'privacy.retention.heading',
    defaultMessage: 'How long we keep your data',
    description: 'Heading of the retention periods on the privacy page',
  },
  intro: {
    id: 'privacy.retention.intro',
    defaultMessage:
      'After these periods your name, e-mail address, phone number and message are erased; we keep only that a request was made, without you.',
    description: 'Introduction above the list of retention periods on the privacy page',
  },
  requests: defineMessage<{ period: string }>({
    id: 'privacy.retention.requests',
    defaultMessage: 'Visit, information, document and valuation requests and contact messages: {period}',
    description: 'Retention of requests; {period} is a number of years or days',
  }),
  friendMails: defineMessage<{ period: string }>({
    id: 'privacy.retention.friendMails',
    defaultMessage: 'A listing sent to a friend (your and your friend’s address): {period}',
    description: 'Retention of send-to-a-friend mails; {period} is a number of years or days',
  }),
  appointments: defineMessage<{ period: string }>({
    id: 'privacy.retention.appointments',
    defaultMessage: 'Booked visits: {period}',
    description: 'Retention of appointments; {period} is a number of years or days',
  }),
  offers: defineMessage<{ period: string }>({
    id: 'privacy.retention.offers',
    defaultMessage: 'Purchase offers: {period}, as the anti-money-laundering law requires',
    description: 'Retention of purchase offers; {period} is a number of years or days',
  }),
  subscriptions: defineMessage<{ period: string }>({
    id: 'privacy.retention.subscriptions',
    defaultMessage: 'Newsletter and search alerts: as long as you are subscribed, then {period}',
    description: 'Retention of newsletter and search alert subscriptions after unsubscribing; {period} is a duration',
  }),
  years: defineMessage<{ count: number }>({
    id: 'privacy.retention.years',
    defaultMessage: '{count, plural, one {# year} other {# years}}',
    description: 'A retention period in whole years',
  }),
  days: defineMessage<{ count: number }>({
    id: 'privacy.retention.days',
    defaultMessage: '{count, plural, one {# day} other {# days}}',
    description: 'A retention period in days',
  }),
});
