import { defineMessage, defineMessages } from 'react-intl';

/** A project’s page and its units table. */
export const projectMessages = defineMessages({
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
  fallbackContent: {
    id: 'projects.detail.fallback',
    defaultMessage: 'Part of this project is not yet available in your language; it is shown in English.',
    description: 'Notice on a German project page whose texts fall back to English',
  },
  priceRange: defineMessage<{ from: string; to: string }>({
    id: 'projects.detail.priceRange',
    defaultMessage: '{from} – {to}',
    description: 'Price range of a project, from its cheapest to its most expensive unit (prices already formatted)',
  }),
  facts: {
    id: 'projects.detail.facts',
    defaultMessage: 'Key facts',
    description: 'Heading, for screen readers, above the key facts of a project',
  },
  reference: {
    id: 'projects.detail.reference',
    defaultMessage: 'Project number',
    description: 'Label of the project reference number',
  },
  deliveryLabel: {
    id: 'projects.detail.delivery',
    defaultMessage: 'Delivery',
    description: 'Label of the expected delivery of a project (followed by e.g. "Spring 2027")',
  },
  types: {
    id: 'projects.detail.types',
    defaultMessage: 'Types of homes',
    description: 'Label of the kinds of homes a project offers (e.g. "Apartments with 1 to 3 bedrooms")',
  },
  unitsLabel: {
    id: 'projects.detail.units',
    defaultMessage: 'Availability',
    description: 'Label of the number of units still available in a project',
  },
  address: { id: 'projects.detail.address', defaultMessage: 'Address', description: 'Label of the project address' },
  technical: {
    id: 'projects.detail.technical',
    defaultMessage: 'Technical specifications',
    description: 'Heading of the building specifications of a project',
  },
  situation: {
    id: 'projects.detail.situation',
    defaultMessage: 'Location',
    description: 'Heading of the description of where a project is and what is nearby',
  },
  priceList: {
    id: 'projects.detail.priceList',
    defaultMessage: 'Price list',
    description: 'Link to the downloadable price list of a project',
  },
  backToList: {
    id: 'projects.backToList',
    defaultMessage: 'All projects',
    description: 'Link back to the projects list',
  },
});
