import { defineMessage, defineMessages } from 'react-intl';

/** What the property page itself words (the server writes out the attributes, `attribute-messages.server.ts`). */
export const propertyMessages = defineMessages({
  breadcrumbLabel: {
    id: 'property.breadcrumb',
    defaultMessage: 'Breadcrumb',
    description: 'Accessible name of the breadcrumb trail',
  },
  home: { id: 'property.breadcrumb.home', defaultMessage: 'Home', description: 'First breadcrumb entry' },
  description: { id: 'property.description', defaultMessage: 'Description', description: 'Heading of the description' },
  reference: {
    id: 'property.fact.reference',
    defaultMessage: 'Reference',
    description: 'Key fact: the listing reference',
  },
  energy: { id: 'property.energy', defaultMessage: 'Energy performance', description: 'Heading of the energy block' },
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
  fallbackTexts: {
    id: 'property.fallbackTexts',
    defaultMessage: 'Part of this listing’s text is not yet available in your language; that part is shown in English.',
    description: 'Notice when some German texts of a listing (its description, say) fall back to English',
  },
  highlights: {
    id: 'property.highlights',
    defaultMessage: 'Key facts',
    description: 'Accessible name of the key facts strip',
  },
  renovationTitle: {
    id: 'property.energy.renovationTitle',
    defaultMessage: 'Renovation obligation',
    description: 'Heading of the renovation notice for labels E and F',
  },
  floodSymbol: {
    id: 'property.flood.symbol',
    defaultMessage: 'High flood risk (score D)',
    description: 'Text of the flood symbol shown when the P-score or G-score is D',
  },
  floodScale: {
    id: 'property.flood.scale',
    defaultMessage: 'Scores run from A (no risk) to D (high risk).',
    description: 'Explanation under the flood scores',
  },
  planningIntro: {
    id: 'property.planning.intro',
    defaultMessage: 'Mentions required by the Flemish Spatial Planning Code.',
    description: 'Introduction of the urban-planning block of a Flemish listing',
  },
  mobilityExplanation: {
    id: 'property.mobility.explanation',
    defaultMessage: 'How well the address is served by public transport, shops and services, from 0 to 10.',
    description: 'Explanation of the mobility score',
  },
  playVideo: {
    id: 'property.video.play',
    defaultMessage: 'Play the video',
    description: 'Button of a video placeholder: loads the third-party player',
  },
  startTour: {
    id: 'property.video.startTour',
    defaultMessage: 'Start the virtual tour',
    description: 'Button of a virtual tour placeholder: loads the third-party viewer',
  },
  videoConsent: defineMessage<{ provider: string }>({
    id: 'property.video.consent',
    defaultMessage:
      '{provider} may set cookies and collect data when this content loads. By clicking, you accept this for this item only.',
    description: 'Consent notice on a video or tour placeholder (social media content)',
  }),
  openOnProvider: defineMessage<{ provider: string }>({
    id: 'property.video.openOn',
    defaultMessage: 'Open on {provider}',
    description: 'Link to the video on the provider’s own site',
  }),
  videoTitle: defineMessage<{ number: number }>({
    id: 'property.video.title',
    defaultMessage: 'Video {number}',
    description: 'Title of a video of a listing, numbered',
  }),
  tourTitle: {
    id: 'property.video.tourTitle',
    defaultMessage: 'Virtual tour',
    description: 'Title of the virtual tour of a listing',
  },
});

/** Headings of the detail page's sections. */
export const sectionMessages = defineMessages({
  surfaces: {
    id: 'property.section.surfaces',
    defaultMessage: 'Surfaces',
    description: 'Heading of a section of the property page',
  },
  rooms: {
    id: 'property.section.rooms',
    defaultMessage: 'Rooms',
    description: 'Heading of a section of the property page',
  },
  construction: {
    id: 'property.section.construction',
    defaultMessage: 'Construction and renovation',
    description: 'Heading of a section of the property page',
  },
  installations: {
    id: 'property.section.installations',
    defaultMessage: 'Installations and finish',
    description: 'Heading of a section of the property page',
  },
  flags: {
    id: 'property.section.flags',
    defaultMessage: 'Features',
    description: 'Heading of a section of the property page',
  },
  asbestos: {
    id: 'property.section.asbestos',
    defaultMessage: 'Asbestos',
    description: 'Heading of a section of the property page',
  },
  certificates: {
    id: 'property.section.certificates',
    defaultMessage: 'Inspections and certificates',
    description: 'Heading of a section of the property page',
  },
  costs: {
    id: 'property.section.costs',
    defaultMessage: 'Costs',
    description: 'Heading of a section of the property page',
  },
  availability: {
    id: 'property.section.availability',
    defaultMessage: 'Availability',
    description: 'Heading of a section of the property page',
  },
  planning: {
    id: 'property.section.planning',
    defaultMessage: 'Urban planning information',
    description: 'Heading of a section of the property page',
  },
  flood: {
    id: 'property.section.flood',
    defaultMessage: 'Flood risk',
    description: 'Heading of a section of the property page',
  },
  pointsOfInterest: {
    id: 'property.section.pointsOfInterest',
    defaultMessage: 'In the neighbourhood',
    description: 'Heading of a section of the property page',
  },
  mobility: {
    id: 'property.section.mobility',
    defaultMessage: 'Mobility score',
    description: 'Heading of a section of the property page',
  },
  videos: {
    id: 'property.section.videos',
    defaultMessage: 'Videos and virtual tours',
    description: 'Heading of a section of the property page',
  },
  location: {
    id: 'property.section.location',
    defaultMessage: 'Location',
    description: 'Heading of a section of the property page: the sub-municipality and neighbourhoods',
  },
});
