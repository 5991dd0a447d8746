import { defineMessages } from 'react-intl';

/** The page of a sold, rented or unknown listing (a module apart: that page is loaded on its own). */
export const goneMessages = defineMessages({
  sold: {
    id: 'property.gone.sold',
    defaultMessage: 'The property you requested has been sold.',
    description: 'Message for a sold listing (spec error catalogue)',
  },
  rented: {
    id: 'property.gone.rented',
    defaultMessage: 'The property you requested has been rented.',
    description: 'Message for a rented listing (spec error catalogue)',
  },
  notFound: {
    id: 'property.gone.notFound',
    defaultMessage: 'Property not found or sold.',
    description: 'Message for an unknown listing reference (spec error catalogue)',
  },
  goneTitle: {
    id: 'property.gone.title',
    defaultMessage: 'This property is no longer available',
    description: 'Heading of the page of a sold, rented or removed listing',
  },
  similar: {
    id: 'property.gone.similar',
    defaultMessage: 'Similar properties',
    description: 'Heading above listings similar to a sold or rented one',
  },
  backToList: {
    id: 'property.gone.backToList',
    defaultMessage: 'See all our properties',
    description: 'Link from a sold or rented listing to its list',
  },
});
