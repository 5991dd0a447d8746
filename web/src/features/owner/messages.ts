import { defineMessage, defineMessages } from 'react-intl';

/** Every text of the owner login, password pages and portal. */
export const ownerMessages = defineMessages({
  loginTitle: {
    id: 'owner.login.title',
    defaultMessage: 'Owner login',
    description: 'Heading of the owner login page',
  },
  loginIntro: {
    id: 'owner.login.intro',
    defaultMessage: 'Follow how your property is marketed: visits, requests and viewings, day by day.',
    description: 'Intro of the owner login page',
  },
  fieldEmail: { id: 'owner.field.email', defaultMessage: 'Email address', description: 'Field label' },
  fieldPassword: { id: 'owner.field.password', defaultMessage: 'Password', description: 'Field label' },
  loginSubmit: { id: 'owner.login.submit', defaultMessage: 'Log in', description: 'Button' },
  loginNotCorrect: {
    id: 'owner.login.notCorrect',
    defaultMessage: 'The username or password are not correct',
    description: 'Spec message USER_NOT_FOUND: same for an unknown e-mail and a wrong password',
  },
  loginLimited: defineMessage<{ minutes: number }>({
    id: 'owner.login.limited',
    defaultMessage: 'Too many attempts. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
    description: 'Login or password mail refused by the rate limit',
  }),
  loginUnavailable: {
    id: 'owner.login.unavailable',
    defaultMessage: 'API error: please try again in a moment.',
    description: 'Spec message API error: Strapi did not answer',
  },
  loginExpired: {
    id: 'owner.login.expired',
    defaultMessage: 'Your session has expired. Please log in again.',
    description: 'Shown on the login page after an expired session',
  },
  loginLoggedOut: {
    id: 'owner.login.loggedOut',
    defaultMessage: 'You are logged out.',
    description: 'Shown on the login page after logging out',
  },
  loginForgotLink: {
    id: 'owner.login.forgotLink',
    defaultMessage: 'Forgot your password?',
    description: 'Link to the forgotten-password page',
  },
  linkAskTitle: {
    id: 'owner.link.askTitle',
    defaultMessage: 'No password at hand?',
    description: 'Heading of the sign-in link form on the login page',
  },
  linkAskIntro: {
    id: 'owner.link.askIntro',
    defaultMessage: 'We can mail you a link that signs you in once, without a password.',
    description: 'Intro of the sign-in link form',
  },
  linkAskSubmit: { id: 'owner.link.askSubmit', defaultMessage: 'E-mail me a sign-in link', description: 'Button' },
  linkSent: {
    id: 'owner.link.sent',
    defaultMessage:
      'If this address belongs to an owner account, a mail with a sign-in link is on its way. The link works once, for 15 minutes.',
    description: 'Answer to the sign-in link form, the same for any address',
  },
  linkTitle: { id: 'owner.link.title', defaultMessage: 'Sign in with your link', description: 'Heading' },
  linkIntro: {
    id: 'owner.link.intro',
    defaultMessage: 'Press the button to sign in to your owner portal.',
    description: 'Intro of the page the sign-in link opens',
  },
  linkSubmit: { id: 'owner.link.submit', defaultMessage: 'Sign in', description: 'Button that uses the sign-in link' },
  linkExpired: {
    id: 'owner.link.expired',
    defaultMessage: 'This sign-in link has expired or was already used',
    description: 'An unknown, used or expired sign-in link',
  },
  linkAskNew: {
    id: 'owner.link.askNew',
    defaultMessage: 'Ask for a new link below, or log in with your password.',
    description: 'Explains the expired sign-in link',
  },
  forgotTitle: { id: 'owner.forgot.title', defaultMessage: 'Forgotten password', description: 'Heading' },
  forgotIntro: {
    id: 'owner.forgot.intro',
    defaultMessage: 'Enter the email address of your owner account: we will mail you a link to choose a new password.',
    description: 'Intro of the forgotten-password page',
  },
  forgotSubmit: { id: 'owner.forgot.submit', defaultMessage: 'Send me the link', description: 'Button' },
  forgotSent: {
    id: 'owner.forgot.sent',
    defaultMessage:
      'If this address belongs to an owner account, a mail with a link is on its way. The link works once, for 2 hours.',
    description: 'Answer to the forgotten-password form, the same for any address',
  },
  forgotBack: { id: 'owner.forgot.back', defaultMessage: 'Back to the login', description: 'Link' },
  resetTitle: { id: 'owner.reset.title', defaultMessage: 'Choose a new password', description: 'Heading' },
  resetPassword: {
    id: 'owner.reset.password',
    defaultMessage: 'New password (at least 8 characters)',
    description: 'Field label',
  },
  resetConfirmation: {
    id: 'owner.reset.confirmation',
    defaultMessage: 'Repeat the new password',
    description: 'Field label',
  },
  resetSubmit: { id: 'owner.reset.submit', defaultMessage: 'Save my new password', description: 'Button' },
  resetNotFound: {
    id: 'owner.reset.notFound',
    defaultMessage: 'Person not found',
    description: 'Spec message (forgotten password): the link matches no account',
  },
  resetNotFoundHelp: {
    id: 'owner.reset.notFoundHelp',
    defaultMessage: 'This link has expired or was already used. Ask for a new one below.',
    description: 'Explains Person not found on the reset page',
  },
  portalTitle: {
    id: 'owner.portal.title',
    defaultMessage: 'Your properties',
    description: 'Heading of the owner portal',
  },
  portalIntro: {
    id: 'owner.portal.intro',
    defaultMessage: 'How your properties are doing, counted on every visit. Updated live.',
    description: 'Intro of the owner portal',
  },
  portalPasswordSaved: {
    id: 'owner.portal.passwordSaved',
    defaultMessage: 'Your new password is saved.',
    description: 'Banner after a reset',
  },
  portalLogout: { id: 'owner.portal.logout', defaultMessage: 'Log out', description: 'Button' },
  portalNone: {
    id: 'owner.portal.none',
    defaultMessage: 'No property is linked to your account yet. Please contact your agent.',
    description: 'Portal without listings',
  },
  portalReference: defineMessage<{ reference: string }>({
    id: 'owner.portal.reference',
    defaultMessage: 'Reference {reference}',
    description: 'Listing reference',
  }),
  portalViewListing: {
    id: 'owner.portal.viewListing',
    defaultMessage: 'View the listing on the site',
    description: 'Link',
  },
  portalFigures: { id: 'owner.portal.figures', defaultMessage: 'Visits', description: 'Caption of the figures table' },
  portalPeriod: { id: 'owner.portal.period', defaultMessage: 'Period', description: 'Column' },
  portalVisits: {
    id: 'owner.portal.visits',
    defaultMessage: 'Visits',
    description: 'Column: distinct visitors per day',
  },
  portalPageViews: {
    id: 'owner.portal.pageViews',
    defaultMessage: 'Page visits',
    description: 'Column: every view of the page',
  },
  portalToday: { id: 'owner.portal.today', defaultMessage: 'Today', description: 'Period' },
  portalWeek: { id: 'owner.portal.week', defaultMessage: 'This week', description: 'Period: the last 7 days' },
  portalMonth: { id: 'owner.portal.month', defaultMessage: 'This month', description: 'Period: the last 30 days' },
  portalTotal: { id: 'owner.portal.total', defaultMessage: 'In total', description: 'Period' },
  portalChartTitle: {
    id: 'owner.portal.chartTitle',
    defaultMessage: 'Visits over the last 30 days',
    description: 'Chart heading',
  },
  portalChartSummary: defineMessage<{ total: number; max: number }>({
    id: 'owner.portal.chartSummary',
    defaultMessage: '{total} visits in the last 30 days; the busiest day had {max}.',
    description: 'Text alternative of the chart',
  }),
  portalChartTable: {
    id: 'owner.portal.chartTable',
    defaultMessage: 'The figures per day',
    description: 'Summary that opens the table of the chart',
  },
  portalDate: { id: 'owner.portal.date', defaultMessage: 'Date', description: 'Column' },
  portalSources: { id: 'owner.portal.sources', defaultMessage: 'Where visitors come from', description: 'Heading' },
  portalSource: { id: 'owner.portal.source', defaultMessage: 'Source', description: 'Column' },
  portalLast30: { id: 'owner.portal.last30', defaultMessage: 'Last 30 days', description: 'Column' },
  portalMedia: {
    id: 'owner.portal.media',
    defaultMessage: 'Online media',
    description: 'Heading: views per portal as the agent records them',
  },
  portalMedium: { id: 'owner.portal.medium', defaultMessage: 'Medium', description: 'Column' },
  portalMediaEmpty: {
    id: 'owner.portal.mediaEmpty',
    defaultMessage: 'No figures from the portals yet.',
    description: 'Empty online media',
  },
  portalCalendar: {
    id: 'owner.portal.calendar',
    defaultMessage: 'Viewings and appointments',
    description: 'Heading: calendar history',
  },
  portalCalendarEmpty: {
    id: 'owner.portal.calendarEmpty',
    defaultMessage: 'No viewing planned or held yet.',
    description: 'Empty calendar',
  },
  portalKind: { id: 'owner.portal.kind', defaultMessage: 'Kind', description: 'Column' },
  portalPlaces: { id: 'owner.portal.places', defaultMessage: 'Places', description: 'Column: capacity of a slot' },
  portalBooked: { id: 'owner.portal.booked', defaultMessage: 'Booked', description: 'Column' },
  portalCommunications: {
    id: 'owner.portal.communications',
    defaultMessage: 'Requests received',
    description: 'Heading: communications, counts only',
  },
  portalCommunicationsEmpty: {
    id: 'owner.portal.communicationsEmpty',
    defaultMessage: 'No requests yet.',
    description: 'Empty communications',
  },
  portalCount: { id: 'owner.portal.count', defaultMessage: 'Number', description: 'Column' },
  portalSearchersUncounted: {
    id: 'owner.portal.searchersUncounted',
    defaultMessage: 'The buyers looking for a home like this are counted every night: come back tomorrow.',
    description: 'Owner portal: the daily count of matching search alerts has not run yet for this listing',
  },
  portalHistory: {
    id: 'owner.portal.history',
    defaultMessage: 'Status and price',
    description: 'Heading: status and price history',
  },
  portalHistoryEmpty: {
    id: 'owner.portal.historyEmpty',
    defaultMessage: 'No change of price or status yet.',
    description: 'Empty status and price history',
  },
  portalChange: { id: 'owner.portal.change', defaultMessage: 'Change', description: 'Column: what changed' },
  portalBefore: { id: 'owner.portal.before', defaultMessage: 'Before', description: 'Column: value before the change' },
  portalAfter: { id: 'owner.portal.after', defaultMessage: 'After', description: 'Column: value after the change' },
  portalGoal: { id: 'owner.portal.goal', defaultMessage: 'For sale or rent', description: 'What changed: the goal' },
  portalStatus: { id: 'owner.portal.status', defaultMessage: 'Status', description: 'Column' },
  portalPrice: { id: 'owner.portal.price', defaultMessage: 'Price', description: 'Column' },
});

/** A listing's goal (0 for sale, 1 for rent), as the history shows it. */
export const goalMessages = defineMessages({
  '0': { id: 'owner.portal.goal.sale', defaultMessage: 'For sale', description: 'Listing goal' },
  '1': { id: 'owner.portal.goal.rent', defaultMessage: 'For rent', description: 'Listing goal' },
});

/** Where a visit came from (OwnerStat sources). */
export const sourceMessages = defineMessages({
  website: {
    id: 'owner.source.website',
    defaultMessage: 'This website',
    description: 'Visit source: navigation within the site',
  },
  direct: { id: 'owner.source.direct', defaultMessage: 'Direct', description: 'Visit source' },
  search: { id: 'owner.source.search', defaultMessage: 'Search engines', description: 'Visit source' },
  social: { id: 'owner.source.social', defaultMessage: 'Social media', description: 'Visit source' },
  immoweb: { id: 'owner.source.immoweb', defaultMessage: 'Immoweb', description: 'Visit source' },
  zimmo: { id: 'owner.source.zimmo', defaultMessage: 'Zimmo', description: 'Visit source' },
  immovlan: { id: 'owner.source.immovlan', defaultMessage: 'Immovlan', description: 'Visit source' },
  facebook: { id: 'owner.source.facebook', defaultMessage: 'Facebook', description: 'Visit source' },
  newsletter: { id: 'owner.source.newsletter', defaultMessage: 'Newsletter', description: 'Visit source' },
  alert: { id: 'owner.source.alert', defaultMessage: 'Search alert mails', description: 'Visit source' },
  other: { id: 'owner.source.other', defaultMessage: 'Other sites', description: 'Visit source' },
});

/** The kinds of request counted in "communications". */
export const requestKindMessages = defineMessages({
  'visit-request': {
    id: 'owner.portal.request.visit-request',
    defaultMessage: 'Visit request',
    description: 'Request kind',
  },
  'info-request': {
    id: 'owner.portal.request.info-request',
    defaultMessage: 'Request for information',
    description: 'Request kind',
  },
  'document-request': {
    id: 'owner.portal.request.document-request',
    defaultMessage: 'Document request',
    description: 'Request kind',
  },
  'contact-message': {
    id: 'owner.portal.request.contact-message',
    defaultMessage: 'Message',
    description: 'Request kind',
  },
  'send-to-friend': {
    id: 'owner.portal.request.send-to-friend',
    defaultMessage: 'Sent to a friend',
    description: 'Request kind',
  },
  appointment: { id: 'owner.portal.request.appointment', defaultMessage: 'Appointment', description: 'Request kind' },
  'purchase-offer': {
    id: 'owner.portal.request.purchase-offer',
    defaultMessage: 'Purchase offer',
    description: 'Request kind',
  },
});

/** Listing statuses. */
export const statusMessages = defineMessages({
  available: { id: 'owner.portal.status.available', defaultMessage: 'Available', description: 'Listing status' },
  under_option: {
    id: 'owner.portal.status.under_option',
    defaultMessage: 'Under option',
    description: 'Listing status',
  },
  sold: { id: 'owner.portal.status.sold', defaultMessage: 'Sold', description: 'Listing status' },
  rented: { id: 'owner.portal.status.rented', defaultMessage: 'Rented', description: 'Listing status' },
});

/** Viewing slot kinds. */
export const slotKindMessages = defineMessages({
  visit: { id: 'owner.portal.slot.visit', defaultMessage: 'Viewing', description: 'Slot kind' },
  rental_appointment: {
    id: 'owner.portal.slot.rental_appointment',
    defaultMessage: 'Rental appointment',
    description: 'Slot kind',
  },
});
