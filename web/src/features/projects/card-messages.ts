import { defineMessage, defineMessages } from 'react-intl';

/** A project card (home, the list) and the project page’s summary: status, price, units, delivery. */
export const projectCardMessages = defineMessages({
  statusUpcoming: { id: 'projects.status.upcoming', defaultMessage: 'Coming soon', description: 'Project status' },
  statusSelling: {
    id: 'projects.status.selling',
    defaultMessage: 'For sale',
    description: 'Project status: units are on sale',
  },
  statusSoldOut: {
    id: 'projects.status.soldOut',
    defaultMessage: 'Sold out',
    description: 'Project status (spec: sold out)',
  },
  priceFrom: defineMessage<{ price: string }>({
    id: 'projects.priceFrom',
    defaultMessage: 'From {price}',
    description: 'Lowest unit price of a project',
  }),
  delivery: defineMessage<{ delivery: string }>({
    id: 'projects.delivery',
    defaultMessage: 'Delivery: {delivery}',
    description: 'Expected delivery of a project',
  }),
  unitsAvailable: defineMessage<{ available: number; total: number }>({
    id: 'projects.unitsAvailable',
    defaultMessage: '{available} of {total, plural, one {# unit} other {# units}} available',
    description: 'Number of units still available in a project',
  }),
});
