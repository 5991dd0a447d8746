import { defineMessage, defineMessages } from 'react-intl';

export const projectMessages = defineMessages({
  listTitle: {
    id: 'projects.list.title',
    defaultMessage: 'New-build projects',
    description: 'Heading of the projects list',
  },
  listDescription: {
    id: 'projects.list.description',
    defaultMessage: 'New-build apartments and houses: follow the projects and choose your unit.',
    description: 'Meta description and intro of the projects list',
  },
  noProjects: {
    id: 'projects.list.empty',
    defaultMessage: 'There are no projects on offer at the moment.',
    description: 'Shown when the projects list is empty',
  },
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
  units: { id: 'projects.units', defaultMessage: 'Units', description: 'Heading of the units table' },
  unitsCaption: defineMessage<{ project: string }>({
    id: 'projects.units.caption',
    defaultMessage: 'Units of {project}: floor, bedrooms, living area, status and price',
    description: 'Caption of the units table',
  }),
  unit: { id: 'projects.unit.name', defaultMessage: 'Unit', description: 'Units table column' },
  floor: { id: 'projects.unit.floor', defaultMessage: 'Floor', description: 'Units table column' },
  groundFloor: {
    id: 'projects.unit.groundFloor',
    defaultMessage: 'Ground floor',
    description: 'Floor 0 in the units table',
  },
  bedrooms: { id: 'projects.unit.bedrooms', defaultMessage: 'Bedrooms', description: 'Units table column' },
  livingArea: { id: 'projects.unit.livingArea', defaultMessage: 'Living area', description: 'Units table column' },
  status: { id: 'projects.unit.status', defaultMessage: 'Status', description: 'Units table column' },
  price: { id: 'projects.unit.price', defaultMessage: 'Price', description: 'Units table column' },
  unitAvailable: { id: 'projects.unit.available', defaultMessage: 'Available', description: 'Unit status' },
  unitOption: { id: 'projects.unit.option', defaultMessage: 'Under option', description: 'Unit status' },
  unitSold: { id: 'projects.unit.sold', defaultMessage: 'Sold', description: 'Unit status (spec: sold)' },
  onRequest: { id: 'projects.unit.onRequest', defaultMessage: 'On request', description: 'Unit price not published' },
  about: {
    id: 'projects.about',
    defaultMessage: 'About this project',
    description: 'Heading of the project description',
  },
  documents: { id: 'projects.documents', defaultMessage: 'Documents', description: 'Heading of the project documents' },
  website: {
    id: 'projects.website',
    defaultMessage: 'Visit the project website',
    description: 'Link to the project external site',
  },
  backToList: {
    id: 'projects.backToList',
    defaultMessage: 'All projects',
    description: 'Link back to the projects list',
  },
});
