import { defineMessage, defineMessages } from 'react-intl';

/** The header, the skip link, and the 404 and error pages (the root sends them with every page). */
export const siteMessages = defineMessages({
  skipToContent: {
    id: 'site.skipToContent',
    defaultMessage: 'Skip to main content',
    description: 'Skip link, first focusable element of every page',
  },
  mainNavigation: {
    id: 'site.nav.label',
    defaultMessage: 'Main navigation',
    description: 'Accessible name of the main navigation',
  },
  forSale: {
    id: 'site.nav.forSale',
    defaultMessage: 'For sale',
    description: 'Navigation link to properties for sale',
  },
  forRent: {
    id: 'site.nav.forRent',
    defaultMessage: 'For rent',
    description: 'Navigation link to properties for rent',
  },
  projects: {
    id: 'site.nav.projects',
    defaultMessage: 'New builds',
    description: 'Navigation link to new-build projects',
  },
  services: {
    id: 'site.nav.services',
    defaultMessage: 'Services',
    description: 'Main navigation link to the overview of the agency services (short: it shares a phone-wide bar)',
  },
  contact: {
    id: 'site.nav.contact',
    defaultMessage: 'Contact',
    description: 'Main navigation link to the contact page',
  },
  homeLink: defineMessage<{ siteName: string }>({
    id: 'site.nav.home',
    defaultMessage: '{siteName} — home',
    description: 'Accessible name of the logo link to the home page',
  }),
  notFoundTitle: {
    id: 'site.notFound.title',
    defaultMessage: 'Page not found',
    description: 'Title of the 404 page',
  },
  notFoundText: {
    id: 'site.notFound.text',
    defaultMessage: 'The page you are looking for no longer exists.',
    description: 'Main text of the 404 page (spec error catalogue)',
  },
  notFoundSearch: {
    id: 'site.notFound.search',
    defaultMessage: 'Search our properties instead',
    description: 'Heading above the search form on the 404 page',
  },
  backHome: {
    id: 'site.notFound.home',
    defaultMessage: 'Back to the home page',
    description: 'Link from the 404 page to the home page',
  },
  errorTitle: {
    id: 'site.error.title',
    defaultMessage: 'Something went wrong',
    description: 'Title of the page shown when the server fails unexpectedly',
  },
  errorText: {
    id: 'site.error.text',
    defaultMessage: 'We could not show this page right now. Please try again in a moment.',
    description: 'Text of the page shown when the server fails unexpectedly',
  },
});
