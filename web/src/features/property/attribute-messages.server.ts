// Server only: the property page's attributes, values and key facts are written out by the loader
// (`property-attributes.server.ts`, `property.server.ts`), so these ~200 messages never reach the browser.
import { defineMessage, defineMessages } from 'react-intl';

/** Labels of the attributes, one per field of the content model. */
export const attributeMessages = defineMessages({
  livingArea: {
    id: 'property.attribute.livingArea',
    defaultMessage: 'Living area',
    description: 'Label of a property attribute',
  },
  livingRoomArea: {
    id: 'property.attribute.livingRoomArea',
    defaultMessage: 'Living room',
    description: 'Label of a property attribute: surface of the living room (Belgian "living")',
  },
  plotArea: {
    id: 'property.attribute.plotArea',
    defaultMessage: 'Plot area',
    description: 'Label of a property attribute',
  },
  totalArea: {
    id: 'property.attribute.totalArea',
    defaultMessage: 'Total area',
    description: 'Label of a property attribute',
  },
  constructedArea: {
    id: 'property.attribute.constructedArea',
    defaultMessage: 'Built area',
    description: 'Label of a property attribute',
  },
  terraceArea: {
    id: 'property.attribute.terraceArea',
    defaultMessage: 'Terrace area',
    description: 'Label of a property attribute',
  },
  gardenArea: {
    id: 'property.attribute.gardenArea',
    defaultMessage: 'Garden area',
    description: 'Label of a property attribute',
  },
  officeArea: {
    id: 'property.attribute.officeArea',
    defaultMessage: 'Office area',
    description: 'Label of a property attribute',
  },
  storeArea: {
    id: 'property.attribute.storeArea',
    defaultMessage: 'Retail area',
    description: 'Label of a property attribute',
  },
  frontWidth: {
    id: 'property.attribute.frontWidth',
    defaultMessage: 'Frontage width',
    description: 'Label of a property attribute',
  },
  plotWidth: {
    id: 'property.attribute.plotWidth',
    defaultMessage: 'Plot width',
    description: 'Label of a property attribute',
  },
  bedrooms: {
    id: 'property.attribute.bedrooms',
    defaultMessage: 'Bedrooms',
    description: 'Label of a property attribute',
  },
  bathrooms: {
    id: 'property.attribute.bathrooms',
    defaultMessage: 'Bathrooms',
    description: 'Label of a property attribute',
  },
  showerRooms: {
    id: 'property.attribute.showerRooms',
    defaultMessage: 'Shower rooms',
    description: 'Label of a property attribute',
  },
  toilets: {
    id: 'property.attribute.toilets',
    defaultMessage: 'Toilets',
    description: 'Label of a property attribute',
  },
  garages: {
    id: 'property.attribute.garages',
    defaultMessage: 'Garages',
    description: 'Label of a property attribute',
  },
  parkings: {
    id: 'property.attribute.parkings',
    defaultMessage: 'Parking spaces',
    description: 'Label of a property attribute',
  },
  externalParkings: {
    id: 'property.attribute.externalParkings',
    defaultMessage: 'Outdoor parking spaces',
    description: 'Label of a property attribute',
  },
  constructionYear: {
    id: 'property.attribute.constructionYear',
    defaultMessage: 'Year built',
    description: 'Label of a property attribute',
  },
  renovationYear: {
    id: 'property.attribute.renovationYear',
    defaultMessage: 'Year renovated',
    description: 'Label of a property attribute',
  },
  facades: {
    id: 'property.attribute.facades',
    defaultMessage: 'Facades',
    description: 'Label of a property attribute',
  },
  floors: { id: 'property.attribute.floors', defaultMessage: 'Floors', description: 'Label of a property attribute' },
  roofMaterial: {
    id: 'property.attribute.roofMaterial',
    defaultMessage: 'Roof covering',
    description: 'Label of a property attribute',
  },
  roofCondition: {
    id: 'property.attribute.roofCondition',
    defaultMessage: 'Roof condition',
    description: 'Label of a property attribute',
  },
  heating: {
    id: 'property.attribute.heating',
    defaultMessage: 'Heating',
    description: 'Label of a property attribute',
  },
  kitchen: {
    id: 'property.attribute.kitchen',
    defaultMessage: 'Kitchen',
    description: 'Label of a property attribute',
  },
  glazing: {
    id: 'property.attribute.glazing',
    defaultMessage: 'Glazing',
    description: 'Label of a property attribute',
  },
  windowFrame: {
    id: 'property.attribute.windowFrame',
    defaultMessage: 'Window frames',
    description: 'Label of a property attribute',
  },
  floorCovering: {
    id: 'property.attribute.floorCovering',
    defaultMessage: 'Floor covering',
    description: 'Label of a property attribute',
  },
  gas: { id: 'property.attribute.gas', defaultMessage: 'Gas connection', description: 'Label of a property attribute' },
  water: {
    id: 'property.attribute.water',
    defaultMessage: 'Water connection',
    description: 'Label of a property attribute',
  },
  lift: { id: 'property.attribute.lift', defaultMessage: 'Lift', description: 'Label of a property attribute' },
  cellar: { id: 'property.attribute.cellar', defaultMessage: 'Cellar', description: 'Label of a property attribute' },
  attic: { id: 'property.attribute.attic', defaultMessage: 'Attic', description: 'Label of a property attribute' },
  terrace: {
    id: 'property.attribute.terrace',
    defaultMessage: 'Terrace',
    description: 'Label of a property attribute',
  },
  garden: { id: 'property.attribute.garden', defaultMessage: 'Garden', description: 'Label of a property attribute' },
  garage: { id: 'property.attribute.garage', defaultMessage: 'Garage', description: 'Label of a property attribute' },
  furnished: {
    id: 'property.attribute.furnished',
    defaultMessage: 'Furnished',
    description: 'Label of a property attribute',
  },
  buildingPermit: {
    id: 'property.attribute.buildingPermit',
    defaultMessage: 'Building permit',
    description: 'Label of a property attribute',
  },
  destination: {
    id: 'property.attribute.destination',
    defaultMessage: 'Planning designation',
    description: 'Label of a property attribute',
  },
  summons: {
    id: 'property.attribute.summons',
    defaultMessage: 'Summons for a planning offence',
    description: 'Label of a property attribute',
  },
  preemptionRight: {
    id: 'property.attribute.preemptionRight',
    defaultMessage: 'Right of pre-emption',
    description: 'Label of a property attribute',
  },
  allotmentPermit: {
    id: 'property.attribute.allotmentPermit',
    defaultMessage: 'Allotment permit',
    description: 'Label of a property attribute',
  },
  judicialDecision: {
    id: 'property.attribute.judicialDecision',
    defaultMessage: 'Judicial decision',
    description: 'Label of a property attribute',
  },
  floodZone: {
    id: 'property.attribute.floodZone',
    defaultMessage: 'Flood-prone area',
    description: 'Label of a property attribute',
  },
  riparianZone: {
    id: 'property.attribute.riparianZone',
    defaultMessage: 'Riparian zone',
    description: 'Label of a property attribute',
  },
  floodRisk: {
    id: 'property.attribute.floodRisk',
    defaultMessage: 'Flood risk',
    description: 'Label of a property attribute',
  },
  pScore: {
    id: 'property.attribute.pScore',
    defaultMessage: 'P-score (plot)',
    description: 'Label of a property attribute',
  },
  gScore: {
    id: 'property.attribute.gScore',
    defaultMessage: 'G-score (building)',
    description: 'Label of a property attribute',
  },
  asbestosCertificate: {
    id: 'property.attribute.asbestosCertificate',
    defaultMessage: 'Asbestos certificate',
    description: 'Label of a property attribute',
  },
  asbestosType: {
    id: 'property.attribute.asbestosType',
    defaultMessage: 'Asbestos inventory',
    description: 'Label of a property attribute',
  },
  asbestosDate: {
    id: 'property.attribute.asbestosDate',
    defaultMessage: 'Certificate date',
    description: 'Label of a property attribute',
  },
  asbestosNumber: {
    id: 'property.attribute.asbestosNumber',
    defaultMessage: 'Certificate number',
    description: 'Label of a property attribute',
  },
  electricityInspection: {
    id: 'property.attribute.electricityInspection',
    defaultMessage: 'Electrical inspection',
    description: 'Label of a property attribute',
  },
  electricityInspectionDate: {
    id: 'property.attribute.electricityInspectionDate',
    defaultMessage: 'Date of the electrical inspection',
    description: 'Label of a property attribute',
  },
  gasInspection: {
    id: 'property.attribute.gasInspection',
    defaultMessage: 'Gas inspection',
    description: 'Label of a property attribute',
  },
  gasInspectionDate: {
    id: 'property.attribute.gasInspectionDate',
    defaultMessage: 'Date of the gas inspection',
    description: 'Label of a property attribute',
  },
  soilCertificate: {
    id: 'property.attribute.soilCertificate',
    defaultMessage: 'Soil certificate',
    description: 'Label of a property attribute',
  },
  soilCertificateNumber: {
    id: 'property.attribute.soilCertificateNumber',
    defaultMessage: 'Soil certificate number',
    description: 'Label of a property attribute',
  },
  chargesOwner: {
    id: 'property.attribute.chargesOwner',
    defaultMessage: 'Owner’s charges',
    description: 'Label of a property attribute',
  },
  chargesRenter: {
    id: 'property.attribute.chargesRenter',
    defaultMessage: 'Tenant’s charges',
    description: 'Label of a property attribute',
  },
  depositAmount: {
    id: 'property.attribute.depositAmount',
    defaultMessage: 'Rental deposit',
    description: 'Label of a property attribute',
  },
  agencyCost: {
    id: 'property.attribute.agencyCost',
    defaultMessage: 'Agency fee',
    description: 'Label of a property attribute',
  },
  inventoryCost: {
    id: 'property.attribute.inventoryCost',
    defaultMessage: 'Inventory of fixtures',
    description: 'Label of a property attribute',
  },
  notaryFeeInclVat: {
    id: 'property.attribute.notaryFeeInclVat',
    defaultMessage: 'Notary fees (incl. VAT)',
    description: 'Label of a property attribute',
  },
  notaryFeeExclVat: {
    id: 'property.attribute.notaryFeeExclVat',
    defaultMessage: 'Notary fees (excl. VAT)',
    description: 'Label of a property attribute',
  },
  registeredRight: {
    id: 'property.attribute.registeredRight',
    defaultMessage: 'Registration duties',
    description: 'Label of a property attribute',
  },
  vatRegime: {
    id: 'property.attribute.vatRegime',
    defaultMessage: 'Sold under the VAT regime',
    description: 'Label of a property attribute',
  },
  vatValue: { id: 'property.attribute.vatValue', defaultMessage: 'VAT', description: 'Label of a property attribute' },
  constructionCost: {
    id: 'property.attribute.constructionCost',
    defaultMessage: 'Construction cost',
    description: 'Label of a property attribute',
  },
  totalCost: {
    id: 'property.attribute.totalCost',
    defaultMessage: 'Total cost',
    description: 'Label of a property attribute',
  },
  availableFrom: {
    id: 'property.attribute.availableFrom',
    defaultMessage: 'Available from',
    description: 'Label of a property attribute',
  },
  availabilityText: {
    id: 'property.attribute.availabilityText',
    defaultMessage: 'Availability',
    description: 'Label of a property attribute',
  },
  subCities: {
    id: 'property.attribute.subCities',
    defaultMessage: '{count, plural, one {Sub-municipality} other {Sub-municipalities}}',
    description: 'Label of the sub-municipalities (deelgemeenten) a listing lies in; count is how many are listed',
  },
  neighbourhoods: {
    id: 'property.attribute.neighbourhoods',
    defaultMessage: '{count, plural, one {Neighbourhood} other {Neighbourhoods}}',
    description: 'Label of the neighbourhoods a listing lies in; count is how many are listed',
  },
});

/** Values of the enumerations of the content model. */
export const choiceMessages = {
  heating: defineMessages({
    gas: { id: 'property.choice.heating.gas', defaultMessage: 'Gas', description: 'Value of the attribute heating' },
    fuel_oil: {
      id: 'property.choice.heating.fuel_oil',
      defaultMessage: 'Heating oil',
      description: 'Value of the attribute heating',
    },
    electric: {
      id: 'property.choice.heating.electric',
      defaultMessage: 'Electric',
      description: 'Value of the attribute heating',
    },
    heat_pump: {
      id: 'property.choice.heating.heat_pump',
      defaultMessage: 'Heat pump',
      description: 'Value of the attribute heating',
    },
    district: {
      id: 'property.choice.heating.district',
      defaultMessage: 'District heating',
      description: 'Value of the attribute heating',
    },
    wood: { id: 'property.choice.heating.wood', defaultMessage: 'Wood', description: 'Value of the attribute heating' },
    none: { id: 'property.choice.heating.none', defaultMessage: 'None', description: 'Value of the attribute heating' },
  }),
  kitchen: defineMessages({
    none: {
      id: 'property.choice.kitchen.none',
      defaultMessage: 'No kitchen',
      description: 'Value of the attribute kitchen',
    },
    kitchenette: {
      id: 'property.choice.kitchen.kitchenette',
      defaultMessage: 'Kitchenette',
      description: 'Value of the attribute kitchen',
    },
    equipped: {
      id: 'property.choice.kitchen.equipped',
      defaultMessage: 'Fitted kitchen',
      description: 'Value of the attribute kitchen',
    },
    fully_equipped: {
      id: 'property.choice.kitchen.fully_equipped',
      defaultMessage: 'Fully fitted kitchen',
      description: 'Value of the attribute kitchen',
    },
    american: {
      id: 'property.choice.kitchen.american',
      defaultMessage: 'Open-plan kitchen',
      description: 'Value of the attribute kitchen',
    },
  }),
  glazing: defineMessages({
    single: {
      id: 'property.choice.glazing.single',
      defaultMessage: 'Single glazing',
      description: 'Value of the attribute glazing',
    },
    double: {
      id: 'property.choice.glazing.double',
      defaultMessage: 'Double glazing',
      description: 'Value of the attribute glazing',
    },
    triple: {
      id: 'property.choice.glazing.triple',
      defaultMessage: 'Triple glazing',
      description: 'Value of the attribute glazing',
    },
  }),
  windowFrame: defineMessages({
    wood: {
      id: 'property.choice.windowFrame.wood',
      defaultMessage: 'Wood',
      description: 'Value of the attribute windowFrame',
    },
    pvc: {
      id: 'property.choice.windowFrame.pvc',
      defaultMessage: 'PVC',
      description: 'Value of the attribute windowFrame',
    },
    aluminium: {
      id: 'property.choice.windowFrame.aluminium',
      defaultMessage: 'Aluminium',
      description: 'Value of the attribute windowFrame',
    },
  }),
  roofMaterial: defineMessages({
    tiles: {
      id: 'property.choice.roofMaterial.tiles',
      defaultMessage: 'Tiles',
      description: 'Value of the attribute roofMaterial',
    },
    slate: {
      id: 'property.choice.roofMaterial.slate',
      defaultMessage: 'Slate',
      description: 'Value of the attribute roofMaterial',
    },
    zinc: {
      id: 'property.choice.roofMaterial.zinc',
      defaultMessage: 'Zinc',
      description: 'Value of the attribute roofMaterial',
    },
    bitumen: {
      id: 'property.choice.roofMaterial.bitumen',
      defaultMessage: 'Bitumen',
      description: 'Value of the attribute roofMaterial',
    },
    epdm: {
      id: 'property.choice.roofMaterial.epdm',
      defaultMessage: 'EPDM',
      description: 'Value of the attribute roofMaterial',
    },
    thatch: {
      id: 'property.choice.roofMaterial.thatch',
      defaultMessage: 'Thatch',
      description: 'Value of the attribute roofMaterial',
    },
    other: {
      id: 'property.choice.roofMaterial.other',
      defaultMessage: 'Other',
      description: 'Value of the attribute roofMaterial',
    },
  }),
  roofCondition: defineMessages({
    new: {
      id: 'property.choice.roofCondition.new',
      defaultMessage: 'New',
      description: 'Value of the attribute roofCondition',
    },
    good: {
      id: 'property.choice.roofCondition.good',
      defaultMessage: 'Good',
      description: 'Value of the attribute roofCondition',
    },
    to_renovate: {
      id: 'property.choice.roofCondition.to_renovate',
      defaultMessage: 'To be renovated',
      description: 'Value of the attribute roofCondition',
    },
  }),
  floorCovering: defineMessages({
    tiles: {
      id: 'property.choice.floorCovering.tiles',
      defaultMessage: 'Tiles',
      description: 'Value of the attribute floorCovering',
    },
    parquet: {
      id: 'property.choice.floorCovering.parquet',
      defaultMessage: 'Parquet',
      description: 'Value of the attribute floorCovering',
    },
    laminate: {
      id: 'property.choice.floorCovering.laminate',
      defaultMessage: 'Laminate',
      description: 'Value of the attribute floorCovering',
    },
    carpet: {
      id: 'property.choice.floorCovering.carpet',
      defaultMessage: 'Carpet',
      description: 'Value of the attribute floorCovering',
    },
    vinyl: {
      id: 'property.choice.floorCovering.vinyl',
      defaultMessage: 'Vinyl',
      description: 'Value of the attribute floorCovering',
    },
    natural_stone: {
      id: 'property.choice.floorCovering.natural_stone',
      defaultMessage: 'Natural stone',
      description: 'Value of the attribute floorCovering',
    },
    concrete: {
      id: 'property.choice.floorCovering.concrete',
      defaultMessage: 'Concrete',
      description: 'Value of the attribute floorCovering',
    },
    other: {
      id: 'property.choice.floorCovering.other',
      defaultMessage: 'Other',
      description: 'Value of the attribute floorCovering',
    },
  }),
  destination: defineMessages({
    residential_area: {
      id: 'property.choice.destination.residential_area',
      defaultMessage: 'Residential area',
      description: 'Value of the attribute destination',
    },
    residential_area_rural: {
      id: 'property.choice.destination.residential_area_rural',
      defaultMessage: 'Residential area with a rural character',
      description: 'Value of the attribute destination',
    },
    residential_expansion_area: {
      id: 'property.choice.destination.residential_expansion_area',
      defaultMessage: 'Residential expansion area',
      description: 'Value of the attribute destination',
    },
    agricultural: {
      id: 'property.choice.destination.agricultural',
      defaultMessage: 'Agricultural area',
      description: 'Value of the attribute destination',
    },
    industrial: {
      id: 'property.choice.destination.industrial',
      defaultMessage: 'Industrial area',
      description: 'Value of the attribute destination',
    },
    recreational: {
      id: 'property.choice.destination.recreational',
      defaultMessage: 'Recreational area',
      description: 'Value of the attribute destination',
    },
    nature: {
      id: 'property.choice.destination.nature',
      defaultMessage: 'Nature area',
      description: 'Value of the attribute destination',
    },
    mixed: {
      id: 'property.choice.destination.mixed',
      defaultMessage: 'Mixed-use area',
      description: 'Value of the attribute destination',
    },
    other: {
      id: 'property.choice.destination.other',
      defaultMessage: 'Other',
      description: 'Value of the attribute destination',
    },
  }),
  floodZone: defineMessages({
    none: {
      id: 'property.choice.floodZone.none',
      defaultMessage: 'Not in a flood-prone area',
      description: 'Value of the attribute floodZone',
    },
    possible: {
      id: 'property.choice.floodZone.possible',
      defaultMessage: 'Possibly flood-prone area',
      description: 'Value of the attribute floodZone',
    },
    effective: {
      id: 'property.choice.floodZone.effective',
      defaultMessage: 'Effectively flood-prone area',
      description: 'Value of the attribute floodZone',
    },
  }),
  floodRisk: defineMessages({
    none: {
      id: 'property.choice.floodRisk.none',
      defaultMessage: 'None',
      description: 'Value of the attribute floodRisk',
    },
    low: {
      id: 'property.choice.floodRisk.low',
      defaultMessage: 'Low',
      description: 'Value of the attribute floodRisk',
    },
    medium: {
      id: 'property.choice.floodRisk.medium',
      defaultMessage: 'Medium',
      description: 'Value of the attribute floodRisk',
    },
    high: {
      id: 'property.choice.floodRisk.high',
      defaultMessage: 'High',
      description: 'Value of the attribute floodRisk',
    },
  }),
  asbestosType: defineMessages({
    none: {
      id: 'property.choice.asbestosType.none',
      defaultMessage: 'No asbestos found',
      description: 'Value of the attribute asbestosType',
    },
    present: {
      id: 'property.choice.asbestosType.present',
      defaultMessage: 'Asbestos present',
      description: 'Value of the attribute asbestosType',
    },
    unknown: {
      id: 'property.choice.asbestosType.unknown',
      defaultMessage: 'Unknown',
      description: 'Value of the attribute asbestosType',
    },
  }),
};

/** What a nearby place is, by its kind (the site's words; the name of the place is its own). */
export const pointOfInterestMessages = defineMessages({
  school: { id: 'property.poi.school', defaultMessage: 'School', description: 'Kind of a nearby place' },
  childcare: { id: 'property.poi.childcare', defaultMessage: 'Childcare', description: 'Kind of a nearby place' },
  supermarket: { id: 'property.poi.supermarket', defaultMessage: 'Supermarket', description: 'Kind of a nearby place' },
  bakery: { id: 'property.poi.bakery', defaultMessage: 'Bakery', description: 'Kind of a nearby place' },
  pharmacy: { id: 'property.poi.pharmacy', defaultMessage: 'Pharmacy', description: 'Kind of a nearby place' },
  doctor: { id: 'property.poi.doctor', defaultMessage: 'GP', description: 'Kind of a nearby place' },
  hospital: { id: 'property.poi.hospital', defaultMessage: 'Hospital', description: 'Kind of a nearby place' },
  bus_stop: { id: 'property.poi.bus_stop', defaultMessage: 'Bus stop', description: 'Kind of a nearby place' },
  tram_stop: { id: 'property.poi.tram_stop', defaultMessage: 'Tram stop', description: 'Kind of a nearby place' },
  metro_station: {
    id: 'property.poi.metro_station',
    defaultMessage: 'Metro station',
    description: 'Kind of a nearby place',
  },
  train_station: {
    id: 'property.poi.train_station',
    defaultMessage: 'Railway station',
    description: 'Kind of a nearby place',
  },
  bike_sharing: {
    id: 'property.poi.bike_sharing',
    defaultMessage: 'Shared bikes',
    description: 'Kind of a nearby place',
  },
  sports_centre: {
    id: 'property.poi.sports_centre',
    defaultMessage: 'Sports centre',
    description: 'Kind of a nearby place',
  },
  swimming_pool: {
    id: 'property.poi.swimming_pool',
    defaultMessage: 'Swimming pool',
    description: 'Kind of a nearby place',
  },
  park: { id: 'property.poi.park', defaultMessage: 'Park', description: 'Kind of a nearby place' },
  playground: { id: 'property.poi.playground', defaultMessage: 'Playground', description: 'Kind of a nearby place' },
  restaurant: { id: 'property.poi.restaurant', defaultMessage: 'Restaurant', description: 'Kind of a nearby place' },
  bank: { id: 'property.poi.bank', defaultMessage: 'Bank', description: 'Kind of a nearby place' },
  post_office: { id: 'property.poi.post_office', defaultMessage: 'Post office', description: 'Kind of a nearby place' },
});

/** Values, units, the key facts, and the rows of the energy block. */
export const detailMessages = defineMessages({
  yes: { id: 'property.value.yes', defaultMessage: 'Yes', description: 'Value of a yes/no attribute' },
  no: { id: 'property.value.no', defaultMessage: 'No', description: 'Value of a yes/no attribute' },
  compliant: {
    id: 'property.value.compliant',
    defaultMessage: 'Compliant',
    description: 'Result of an electrical or gas inspection',
  },
  notCompliant: {
    id: 'property.value.notCompliant',
    defaultMessage: 'Not compliant',
    description: 'Result of an electrical or gas inspection',
  },
  metres: defineMessage<{ length: string }>({
    id: 'property.unit.metres',
    defaultMessage: '{length} m',
    description: 'A length in metres',
  }),
  highlightLivingArea: defineMessage<{ area: string }>({
    id: 'property.highlight.livingArea',
    defaultMessage: '{area} m² living area',
    description: 'Key fact at the top of the page',
  }),
  highlightPlotArea: defineMessage<{ area: string }>({
    id: 'property.highlight.plotArea',
    defaultMessage: '{area} m² plot',
    description: 'Key fact at the top of the page',
  }),
  highlightBedrooms: defineMessage<{ count: number }>({
    id: 'property.highlight.bedrooms',
    defaultMessage: '{count, plural, one {# bedroom} other {# bedrooms}}',
    description: 'Key fact at the top of the page',
  }),
  highlightBathrooms: defineMessage<{ count: number }>({
    id: 'property.highlight.bathrooms',
    defaultMessage: '{count, plural, one {# bathroom} other {# bathrooms}}',
    description: 'Key fact at the top of the page',
  }),
  highlightEnergyLabel: defineMessage<{ label: string }>({
    id: 'property.highlight.energyLabel',
    defaultMessage: 'EPC {label}',
    description: 'Key fact: the energy label (EPC in Flanders, PEB in Brussels and Wallonia)',
  }),
  highlightEnergyClass: defineMessage<{ label: string }>({
    id: 'property.highlight.energyClass',
    defaultMessage: 'Energy class {label}',
    description: 'Key fact: the energy class of a Luxembourg listing',
  }),
  highlightReference: defineMessage<{ reference: string }>({
    id: 'property.highlight.reference',
    defaultMessage: 'Ref. {reference}',
    description: 'Key fact: the listing reference',
  }),
  energyClass: {
    id: 'property.energy.class',
    defaultMessage: 'Energy class',
    description: 'Label of the energy class of a Luxembourg listing (label text only)',
  },
  energyUse: {
    id: 'property.energy.use',
    defaultMessage: 'Primary energy use',
    description: 'Label of the kWh/m² value',
  },
  energyTotal: {
    id: 'property.energy.totalUse',
    defaultMessage: 'Yearly primary energy use',
    description: 'Label of the total kWh per year of the whole property',
  },
  eLevel: { id: 'property.energy.eLevel', defaultMessage: 'E-level', description: 'Flemish E-level of the building' },
  co2: { id: 'property.energy.co2', defaultMessage: 'CO₂ emissions', description: 'Label of the CO2 emission value' },
  co2Value: defineMessage<{ value: string }>({
    id: 'property.energy.co2Value',
    defaultMessage: '{value} kg CO₂/m² per year',
    description: 'CO2 emission value',
  }),
  energyExpiry: {
    id: 'property.energy.expiry',
    defaultMessage: 'Valid until',
    description: 'Expiry date of the energy certificate',
  },
  energyScaleSummary: defineMessage<{ region: string; best: string; worst: string; label: string }>({
    id: 'property.energy.scaleSummary',
    defaultMessage: 'Energy scale of {region}, from {best} (best) to {worst}; this property: {label}',
    description: 'Text alternative of the drawn energy label scale',
  }),
  mobilityScoreValue: defineMessage<{ score: string }>({
    id: 'property.mobility.value',
    defaultMessage: '{score} out of 10',
    description: 'The mobility score',
  }),
  distance: defineMessage<{ distance: string }>({
    id: 'property.poi.distance',
    defaultMessage: '{distance} away',
    description: 'Distance of a nearby place; distance is e.g. 350 m or 1.2 km',
  }),
  squareMetres: defineMessage<{ area: string }>({
    id: 'property.unit.squareMetres',
    defaultMessage: '{area} m²',
    description: 'An area in square metres',
  }),
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
  energyTotalValue: defineMessage<{ value: string }>({
    id: 'property.energy.total',
    defaultMessage: '{value} kWh per year',
    description: 'Primary energy use of the whole property in a year',
  }),
  energyCertificate: {
    id: 'property.energy.certificate',
    defaultMessage: 'Certificate number',
    description: 'Label of the EPC number',
  },
  insulationClass: {
    id: 'property.energy.insulationClass',
    defaultMessage: 'Thermal insulation class',
    description: 'Label of the thermal insulation class of a Luxembourg listing (energy passport), e.g. B',
  },
});
