import { defineMessage, defineMessages } from 'react-intl';

export const propertyMessages = defineMessages({
  breadcrumbLabel: {
    id: 'property.breadcrumb',
    defaultMessage: 'Breadcrumb',
    description: 'Accessible name of the breadcrumb trail',
  },
  home: { id: 'property.breadcrumb.home', defaultMessage: 'Home', description: 'First breadcrumb entry' },
  photos: { id: 'property.photos', defaultMessage: 'Photos', description: 'Heading of the photo gallery' },
  photoAlt: defineMessage<{ title: string; number: number; count: number }>({
    id: 'property.photoAlt',
    defaultMessage: '{title}, photo {number} of {count}',
    description: 'Alternative text of a gallery photo without its own description',
  }),
  description: { id: 'property.description', defaultMessage: 'Description', description: 'Heading of the description' },
  reference: {
    id: 'property.fact.reference',
    defaultMessage: 'Reference',
    description: 'Key fact: the listing reference',
  },
  squareMetres: defineMessage<{ area: string }>({
    id: 'property.unit.squareMetres',
    defaultMessage: '{area} m²',
    description: 'An area in square metres',
  }),
  energy: { id: 'property.energy', defaultMessage: 'Energy performance', description: 'Heading of the energy block' },
  energyLabel: {
    id: 'property.energy.label',
    defaultMessage: 'EPC label',
    description: 'Label of the energy performance certificate class',
  },
  energyValue: defineMessage<{ value: string }>({
    id: 'property.energy.value',
    defaultMessage: '{value} kWh/m² per year',
    description: 'Primary energy use of the property',
  }),
  energyTotal: defineMessage<{ value: string }>({
    id: 'property.energy.total',
    defaultMessage: '{value} kWh per year',
    description: 'Primary energy use of the whole property in a year',
  }),
  energyCertificate: {
    id: 'property.energy.certificate',
    defaultMessage: 'Certificate number',
    description: 'Label of the EPC number',
  },
  renovationNotice: {
    id: 'property.energy.renovationNotice',
    defaultMessage:
      'Homes bought from 2023 onwards with energy label E or F must be renovated to label D or better within 5 years of the purchase.',
    description: 'Legal notice shown for labels E and F (spec; 5 years in every language)',
  },
  contact: {
    id: 'property.agent.heading',
    defaultMessage: 'Your contact person',
    description: 'Heading of the agent block',
  },
  call: defineMessage<{ phone: string }>({
    id: 'property.agent.call',
    defaultMessage: 'Call {phone}',
    description: 'Link that phones the agent',
  }),
  mail: { id: 'property.agent.mail', defaultMessage: 'Send an e-mail', description: 'Link that e-mails the agent' },
  fallbackContent: {
    id: 'property.fallbackContent',
    defaultMessage: 'This listing is not yet available in your language; it is shown in English.',
    description: 'Notice when German content falls back to English',
  },
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
