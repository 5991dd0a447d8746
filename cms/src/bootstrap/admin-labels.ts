/**
 * What agents read in the admin's forms and lists instead of field names (`goal`, `priceUnit`,
 * `countryId`), in English, the words the configuration stores. Applied at every start by
 * admin-views.ts; the admin shows them in Dutch or French by the agent's admin language
 * (cms/src/admin/admin-translations.ts). No label names a stored code: coded fields are dropdowns
 * of words (cms/src/admin/readable-values.ts).
 */
import { leadFormDefinitions } from '@vitrine/domain';

/** Labels by field name, the same wherever the field appears. */
export const fieldLabels: Readonly<Record<string, string>> = {
  // Identity and status
  reference: 'Reference',
  goal: 'For sale or for rent',
  listingStatus: 'Status',
  projectStatus: 'Status',
  featured: 'Featured on the home page',
  propertyType: 'Property type',
  title: 'Title',
  slug: 'Web address (slug)',
  summary: 'Summary',
  description: 'Description',
  agent: 'Agent (contact person)',
  owners: 'Owners (portal accounts)',
  project: 'Project',
  properties: 'Listings of the project',
  // Price
  price: 'Price (€)',
  publishPrice: 'Show the price on the site',
  priceUnit: 'Price mention',
  priceUnitText: 'Price unit text',
  priceFrom: 'Price from (€)',
  priceTo: 'Price up to (€)',
  marquee: 'Ribbon on the photo',
  marqueeName: 'Ribbon text',
  priceLoweredAt: 'Price lowered on (set on publish)',
  // The valuation request's home, and the searches wanting a listing (issue 22, item 2)
  homeType: 'Kind of home (property type)',
  askingPriceMin: 'Asking price from (€)',
  askingPriceMax: 'Asking price up to (€)',
  searchers: 'Confirmed searches wanting the listing',
  countedAt: 'Counted on',
  rentalMinimumIncome: 'Minimum monthly income of tenants (€)',
  rentalMaximumPersons: 'Maximum number of occupants',
  offerFloor: 'Lowest offer the owner considers (€, never shown)',
  // Address
  publishAddress: 'Show the address and map location on the site',
  publicAddress: 'Show the address on the site',
  street: 'Street',
  houseNumber: 'House number',
  boxNumber: 'Box',
  zip: 'Postal code',
  city: 'City',
  citySlug: 'City in the web address',
  countryId: 'Country',
  countryName: 'Country name',
  region: 'Region (follows from postal code and country)',
  latitude: 'Latitude',
  longitude: 'Longitude',
  neighbourhoods: 'Neighbourhoods',
  subCities: 'Sub-municipalities',
  // Rooms and building
  bedrooms: 'Bedrooms',
  bathrooms: 'Bathrooms',
  showerRooms: 'Shower rooms',
  toilets: 'Toilets',
  garages: 'Garages',
  parkings: 'Indoor parking spaces',
  externalParkings: 'Outdoor parking spaces',
  floors: 'Floors',
  facades: 'Facades',
  constructionYear: 'Construction year',
  renovationYear: 'Renovation year',
  frontWidth: 'Front width (m)',
  plotWidth: 'Plot width (m)',
  livingArea: 'Living area (m²)',
  plotArea: 'Plot area (m²)',
  surfaces: 'Surfaces (m²)',
  availableFrom: 'Available from',
  availabilityText: 'Availability (text)',
  mobilityScore: 'Mobility score',
  // Energy
  energyValue: 'EPC score (kWh/m² per year)',
  energyLabel: 'Energy label (EPC / PEB class)',
  energy: 'Energy certificate',
  installations: 'Installations and finish',
  heatingName: 'Heating (text)',
  flags: 'Features',
  // Planning, flood, asbestos, certificates, costs
  planning: 'Urban planning',
  planningInformation: 'Urban planning information (text)',
  flood: 'Flood risk',
  asbestos: 'Asbestos',
  certificates: 'Other certificates',
  costs: 'Costs',
  pointsOfInterest: 'Points of interest',
  // Media
  photos: 'Photos',
  documents: 'Documents',
  videos: 'Videos',
  virtualTourUrl: 'Virtual tour link',
  priceList: 'Price list',
  units: 'Units',
  image: 'Image',
  seo: 'Search engines (title and description)',
  // Projects
  deliveryDate: 'Delivery date',
  delivery: 'Delivery (text)',
  technical: 'Technical description',
  situation: 'Situation',
  types: 'Types of units (text)',
  externalUrl: 'External project site',
  // People and leads
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  phone: 'Phone',
  mobile: 'Mobile phone',
  language: 'Language',
  leadStatus: 'Status',
  mailStatus: 'Mail',
  mailAttempts: 'Mail attempts',
  mailError: 'Mail error',
  internalNote: 'Internal note',
  confirmedAt: 'Confirmed',
  unsubscribedAt: 'Unsubscribed',
  unsubscribeToken: 'Unsubscribe token (technical)',
  property: 'Property',
  visitSlot: 'Visit slot',
  documentStatus: 'Document status',
  appointmentStatus: 'Appointment status',
  deposit: 'Deposit (€)',
  belowFloor: "Below the owner's lowest offer",
  lastMatchedAt: 'Last property mailed',
  area: 'Search area (drawn on the map or around a place)',
  date: 'Date',
  poster: 'Signed by',
  sourcePage: 'Page the lead came from',
  utmSource: 'Campaign source (utm_source)',
  utmMedium: 'Campaign medium (utm_medium)',
  utmCampaign: 'Campaign (utm_campaign)',
  utmTerm: 'Campaign term (utm_term)',
  utmContent: 'Campaign content (utm_content)',
  consentVersion: 'Version of the consent text',
  consentPurposes: 'Purposes consented to',
  anonymisedAt: 'Anonymised',
  createdAt: 'Received',
  updatedAt: 'Updated',
  publishedAt: 'Published',
  // Site settings
  siteName: 'Site name',
  tagline: 'Tagline',
  defaultLanguage: 'Default language of the site',
  googleVerification: 'Google verification code',
  facebookVerification: 'Facebook verification code',
  nortonSafeWeb: 'Norton Safe Web code',
  robots: 'robots.txt',
  agency: 'Agency contact details',
  renovationCosts: 'Renovation costs per m²',
  consentMessage: 'Cookie banner text',
  trackingPixelUrl: 'Tracking pixel address',
  mapTileUrl: 'Map tiles address',
  mapMarker: 'Map marker image',
  mapHiddenMarquees: 'Ribbons hidden on the map',
  strictCompliance: 'Strict compliance: refuse to publish a listing missing legal mentions',
  // Classification and others
  classificationId: 'Classification ID',
  parentId: 'Parent ID',
  webId: 'Web ID (icon)',
  kind: 'Kind',
  zipFrom: 'Postal codes from',
  zipTo: 'Postal codes up to',
  name: 'Name',
  order: 'Order',
  key: 'Key',
  category: 'Category',
  subcategory: 'Subcategory',
  body: 'Text',
  intro: 'Introduction',
  sections: 'Sections',
  // Energy component
  epcTotal: 'Total primary energy (kWh/year)',
  eLevel: 'E-level',
  co2Emission: 'CO2 emission (kg/m² per year)',
  expiryDate: 'Expiry date',
  certificateNumber: 'Certificate code',
  insulationClass: 'Thermal insulation class (Luxembourg)',
  // Flood component
  floodZone: 'Flood zone',
  riparianZone: 'In a riparian zone',
  floodRisk: 'Flood risk',
  gScore: 'G-score (building)',
  pScore: 'P-score (plot)',
  // Planning component
  buildingPermit: 'Building permit granted',
  allotmentPermit: 'Allotment permit',
  summons: 'Summons (dagvaarding) issued',
  preemptionRight: 'Preemption right',
  judicialDecision: 'Judicial decision',
  destination: 'Zoning destination',
  // Asbestos component
  certificateAvailable: 'Asbestos certificate available',
  asbestosType: 'Asbestos found',
  certificateDate: 'Certificate date',
  // Costs component
  chargesOwner: 'Charges for the owner (€/month)',
  chargesRenter: 'Charges for the tenant (€/month)',
  notaryFeeInclVat: 'Notary fees incl. VAT (€)',
  notaryFeeExclVat: 'Notary fees excl. VAT (€)',
  registeredRight: 'Registration duties (€)',
  vatValue: 'VAT (€)',
  vatRegime: 'Sold under the VAT regime',
  constructionCost: 'Construction cost (€)',
  totalCost: 'Total cost (€)',
  depositAmount: 'Rental deposit (€)',
  agencyCost: 'Agency fee (€)',
  inventoryCost: 'Inventory cost (€)',
  // Surfaces component
  total: 'Total',
  ground: 'Ground',
  living: 'Living',
  terrace: 'Terrace',
  garden: 'Garden',
  office: 'Office',
  store: 'Shop',
  constructed: 'Built-up',
};

/**
 * The lead collections' attributes the site has no word for, labelled by {@link fieldLabels} (and
 * admin-translations.ts): what the server or the agency fills, and the relations a page fixes.
 * Every other attribute of a lead collection is a field of its form's definition and takes its
 * label from the site's catalogues (lead-field-labels.ts). A visit slot's form label
 * ("Available times") is the visitor's question, not the booked slot: it is named here.
 */
export const serverFilledLeadFields: readonly string[] = [
  // What each form's definition says the server stores (statuses, tokens, origin, consent record).
  ...new Set(Object.values(leadFormDefinitions).flatMap((definition): readonly string[] => definition.stored)),
  'property',
  'project',
  'visitSlot',
  // A saved search's area: the list's page fixes it, and no mail shows it (issue 22, item 3).
  'area',
  'createdAt',
  'updatedAt',
  'publishedAt',
];

/** Shorter column headings where the form's label explains more than a list column has room for. */
export const columnLabels: Readonly<Record<string, string>> = {
  goal: 'Sale / rent',
  price: 'Price',
  agent: 'Agent',
  region: 'Region',
  countryId: 'Country',
  priceFrom: 'Price from',
};

/** Help texts shown under a field, by field name. */
export const fieldHelp: Readonly<Record<string, string>> = {
  reference: 'Unique code of the listing, shared by its four languages; no dash.',
  goal: 'Decides the list it appears in and the legal mentions it needs.',
  region:
    'Set from the postal code and the country on every save: you do not pick it. It decides the energy label scale and the legal mentions.',
  energyValue: 'In Belgium the energy label follows from this score and the region on save.',
  energyLabel: 'Set from the EPC score in Belgium; enter it yourself for Luxembourg.',
  zip: 'Four digits. The region follows from it.',
  countryId: 'Belgium or Luxembourg: the region and the legal mentions follow from it.',
  price: 'For rent: the monthly rent. Shared by the four languages: a change published once shows on every site.',
  priceUnit: 'Leave empty for a plain price; "Starting from" shows "from € …" on the site.',
  marquee:
    'The "price reduced" ribbon is not set by hand: the site shows it by itself for 30 days after a published price drop.',
  priceLoweredAt:
    'Set on publish from the price history: the cards say "price lowered" for 30 days after a published price drop. You do not set it.',
  publishAddress: 'Off: the street, number and map location are hidden on the site.',
  slug: 'Generated from the title; the last part of the web address in this language.',
  summary: 'Shown on cards and as the description for search engines (cut at 250 characters).',
  constructionYear: 'A sale in Flanders of a building from before 2001 needs the asbestos certificate.',
  planning: 'In Flanders a sale ad must state the five urban-planning mentions.',
  flood: 'In Flanders every ad must state the P-score and the G-score.',
  energy: 'The certificate code is a legal mention in Belgium; the CO2 emission in Brussels.',
  costs: 'A rent ad must state the charges for the tenant.',
  featured: 'Shown among the highlights on the home page.',
  owners: 'Owner accounts that see this listing’s statistics in the owner portal.',
  offerFloor: 'Offers below it are flagged to you; visitors never see it.',
  strictCompliance:
    'On: a listing missing a legal mention its region and goal require cannot be published. Off: it is published with a warning.',
  defaultLanguage: 'The language a visitor lands on when nothing else tells.',
  robots: 'The robots.txt the site serves.',
  internalNote: 'For the agency only; never mailed.',
};

/**
 * A readable label for a field that has none in {@link fieldLabels}: its name in words
 * (`showerRooms` → `Shower rooms`), so a field added later never shows raw.
 */
export function fieldLabel(field: string): string {
  const known = fieldLabels[field];
  if (known) return known;
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
