/**
 * Demo content in the shape the site's GraphQL queries ask of Strapi 5. Property types, cities,
 * projects and site settings come from the cms demo seed (cms/src/seed/*.ts); the listings are
 * hand-written scenarios on those types and cities (VT1001 carries every attribute group).
 */
import type { Localized } from '../../../../cms/src/seed/locales.ts';
import { agents as seedAgents } from './content-fixtures.ts';
import { cities as seedCities, countries, regionOfCity } from '../../../../cms/src/seed/places.ts';
import { generateProjects } from '../../../../cms/src/seed/projects.ts';
import { type PropertyTypeRow, propertyTypes as seedPropertyTypes } from '../../../../cms/src/seed/property-types.ts';
import { createRandom, demoSeedNumber } from '../../../../cms/src/seed/random.ts';
import { mapSettings, siteSettings as seedSiteSettings } from '../../../../cms/src/seed/site-settings.ts';

type Locale = 'en' | 'nl' | 'fr' | 'de';

export const mockMediaBase = 'http://127.0.0.1:1338';

function photo(seed: number, alt = '') {
  const url = (width: number) => `/uploads/photo_${seed}_${width}.svg`;
  const format = (width: number) => ({ url: url(width), width, height: Math.round((width * 2) / 3) });
  return {
    url: url(1600),
    width: 1600,
    height: 1067,
    alternativeText: alt,
    formats: { thumbnail: format(234), small: format(500), medium: format(750), large: format(1000) },
  };
}

/**
 * The seed's property types (cms/src/seed/property-types.ts) the listings below are of, by a short
 * name: leaf types, as the seeded listings are, but for the office, filed under its main type as an
 * agent may (the type filter shows such a main type, without subtypes in use, as a plain option).
 */
const typeKeys = {
  house: 'terraced-house',
  villa: 'villa',
  apartment: 'flat',
  land: 'building-plot',
  office: 'office',
} as const;
type TypeKey = keyof typeof typeKeys;
const seedType = (key: string) => seedPropertyTypes.find((type) => type.key === key)!;
const types = Object.fromEntries(Object.entries(typeKeys).map(([name, key]) => [name, seedType(key)])) as Record<
  TypeKey,
  PropertyTypeRow
>;

/** The seed's cities the listings below are in (cms/src/seed/places.ts), as a listing stores them. */
type CityKey = 'gent' | 'brugge' | 'antwerpen' | 'leuven' | 'ixelles' | 'namur' | 'liege' | 'luxembourg';
const cities = Object.fromEntries(
  seedCities.map((city) => {
    const region = regionOfCity(city);
    const [zip] = city.zips[0]!;
    const country = region === 'luxembourg' ? countries.LU : countries.BE;
    return [city.key, { zip, region, countryId: country.id, lat: city.lat, lng: city.lng, name: city.name }];
  }),
) as Record<CityKey, { zip: string; region: string; countryId: number; lat: number; lng: number; name: Localized }>;

function slug(text: string) {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

interface Seed {
  reference: string;
  goal: 0 | 1;
  status?: 'available' | 'under_option' | 'sold' | 'rented';
  type: TypeKey;
  city: CityKey;
  price: number;
  priceUnit?: number;
  publishPrice?: boolean;
  marquee?: string;
  /** A published price drop this many days ago (its history row and `priceLoweredAt`). */
  priceDropDaysAgo?: number;
  bedrooms?: number;
  bathrooms?: number;
  livingArea?: number;
  plotArea?: number;
  energyValue?: number;
  energyLabel?: string;
  featured?: boolean;
  title: Record<'en' | 'nl' | 'fr', string> & { de?: string };
  agent?: number;
  publishedAt: string;
  photos: number;
  /** Attribute groups and other fields of the content model, as Strapi returns them. */
  extra?: Partial<Record<string, unknown>>;
  /** Localized fields that differ by language (neighbourhood names; `null` for a text German lacks). */
  localized?: Partial<Record<Locale, Partial<Record<string, unknown>>>>;
}

/** VT1001 carries every attribute group of the content model: the rich detail page. */
const richAttributes = {
  showerRooms: 1,
  toilets: 3,
  parkings: 2,
  externalParkings: 1,
  floors: 3,
  frontWidth: 8.5,
  plotWidth: 12,
  availableFrom: '2027-03-01',
  availabilityText: 'In consultation with the owner',
  mobilityScore: 8.4,
  heatingName: 'Condensing boiler 2021',
  planningInformation: 'Designated as residential area in the regional plan. No planning permit has been refused.',
  neighbourhoods: [{ name: 'Citadelpark' }, { name: 'Sint-Pietersstation' }],
  surfaces: {
    total: 480,
    ground: 480,
    living: 48,
    terrace: 24,
    garden: 190,
    office: null,
    store: null,
    constructed: 140,
  },
  energy: {
    epcTotal: 145,
    eLevel: 58,
    co2Emission: 27.5,
    expiryDate: '2033-06-30',
    certificateNumber: '20230630-0002871234-RES-1',
  },
  installations: {
    heatingType: 'gas',
    kitchen: 'fully_equipped',
    glazing: 'double',
    windowFrame: 'pvc',
    roofMaterial: 'tiles',
    roofCondition: 'good',
    floorCovering: 'parquet',
  },
  flags: {
    gas: true,
    water: true,
    lift: false,
    cellar: true,
    terrace: true,
    garden: true,
    garage: true,
    attic: true,
    furnished: false,
  },
  planning: {
    buildingPermit: true,
    allotmentPermit: false,
    summons: false,
    preemptionRight: false,
    judicialDecision: false,
    destination: 'residential_area',
  },
  flood: { floodZone: 'possible', riparianZone: false, floodRisk: 'medium', gScore: 'B', pScore: 'D' },
  asbestos: {
    certificateAvailable: true,
    asbestosType: 'none',
    certificateDate: '2025-02-14',
    certificateNumber: 'ASB-2025-004512',
  },
  certificates: {
    electricityCompliant: true,
    electricityInspectionDate: '2024-09-12',
    gasCompliant: true,
    gasInspectionDate: '2024-10-03',
    soilCertificate: true,
    soilCertificateNumber: '2025-0112345',
  },
  costs: {
    chargesOwner: null,
    chargesRenter: null,
    notaryFeeInclVat: 4850,
    notaryFeeExclVat: 4008.26,
    registeredRight: 16350,
    vatValue: null,
    vatRegime: false,
    constructionCost: null,
    totalCost: 566200,
    depositAmount: null,
    agencyCost: null,
    inventoryCost: null,
  },
  // Kinds are translated by the site; names are proper names, the same in every language.
  pointsOfInterest: [
    { kind: 'school', name: 'Basisschool De Zonnebloem', distanceMeters: 450 },
    { kind: 'tram_stop', name: 'Sint-Pietersstation', distanceMeters: 240 },
    { kind: 'pharmacy', name: null, distanceMeters: 350 },
    { kind: 'supermarket', name: 'Delhaize', distanceMeters: 620 },
    { kind: 'park', name: 'Citadelpark', distanceMeters: 900 },
    { kind: 'hospital', name: 'UZ Gent', distanceMeters: 2300 },
  ],
  videos: [{ url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }, { url: 'https://example.com/not-a-video' }],
  virtualTourUrl: 'https://my.matterport.com/show/?m=SxQL3iGyoDo',
};

const seeds: Seed[] = [
  {
    reference: 'VT1001',
    goal: 0,
    type: 'house',
    city: 'gent',
    price: 545000,
    bedrooms: 4,
    bathrooms: 2,
    livingArea: 210,
    plotArea: 480,
    energyValue: 145,
    featured: true,
    marquee: 'new',
    title: {
      en: 'Renovated townhouse with south-facing garden',
      nl: 'Gerenoveerde herenwoning met zuidtuin',
      fr: 'Maison de maître rénovée avec jardin sud',
      de: 'Renoviertes Stadthaus mit Südgarten',
    },
    publishedAt: '2026-11-18',
    photos: 7,
    extra: richAttributes,
  },
  {
    reference: 'VT1002',
    goal: 0,
    type: 'apartment',
    city: 'antwerpen',
    price: 329000,
    bedrooms: 2,
    bathrooms: 1,
    livingArea: 96,
    energyValue: 88,
    featured: true,
    title: {
      en: 'Bright apartment near the Scheldt quays',
      nl: 'Lichtrijk appartement aan de Scheldekaaien',
      fr: 'Appartement lumineux près des quais de l’Escaut',
      de: 'Helle Wohnung an den Scheldekais',
    },
    publishedAt: '2026-11-16',
    photos: 5,
    agent: 0,
  },
  {
    reference: 'VT1003',
    goal: 0,
    type: 'villa',
    city: 'brugge',
    price: 895000,
    bedrooms: 5,
    bathrooms: 3,
    livingArea: 320,
    plotArea: 1450,
    energyValue: 95,
    featured: true,
    status: 'under_option',
    title: {
      en: 'Architect-designed villa on a wooded plot',
      nl: 'Architectenvilla op bebost perceel',
      fr: 'Villa d’architecte sur terrain boisé',
    },
    publishedAt: '2026-11-12',
    photos: 6,
  },
  {
    reference: 'VT1004',
    goal: 0,
    type: 'land',
    city: 'leuven',
    price: 189000,
    priceUnit: 7,
    plotArea: 620,
    title: {
      en: 'Building plots in a quiet cul-de-sac',
      nl: 'Bouwgronden in een rustige doodlopende straat',
      fr: 'Terrains à bâtir dans un cul-de-sac calme',
      de: 'Baugrundstücke in ruhiger Sackgasse',
    },
    publishedAt: '2026-11-10',
    photos: 2,
  },
  {
    reference: 'VT1005',
    goal: 0,
    type: 'house',
    city: 'namur',
    price: 279000,
    bedrooms: 3,
    bathrooms: 1,
    livingArea: 155,
    plotArea: 350,
    energyValue: 430,
    // Set by hand long ago: the site shows "price reduced" from the drop below only (decision 045).
    marquee: 'price_reduced',
    priceDropDaysAgo: 5,
    title: {
      en: 'Family home with garage near the citadel',
      nl: 'Gezinswoning met garage vlak bij de citadel',
      fr: 'Maison familiale avec garage près de la citadelle',
      de: 'Familienhaus mit Garage nahe der Zitadelle',
    },
    publishedAt: '2026-11-08',
    photos: 4,
    agent: 1,
  },
  {
    reference: 'VT1006',
    goal: 0,
    type: 'apartment',
    city: 'ixelles',
    price: 415000,
    bedrooms: 2,
    bathrooms: 1,
    livingArea: 104,
    energyValue: 180,
    title: {
      en: 'Art deco apartment near Flagey',
      nl: 'Art-decoappartement nabij Flagey',
      fr: 'Appartement Art déco près de Flagey',
      de: 'Art-déco-Wohnung nahe Flagey',
    },
    publishedAt: '2026-11-05',
    photos: 5,
    // Bilingual Brussels: the neighbourhood has a name per language. German has a title only.
    localized: {
      nl: { neighbourhoods: [{ name: 'Vijvers van Elsene' }] },
      fr: { neighbourhoods: [{ name: 'Étangs d’Ixelles' }] },
      en: { neighbourhoods: [{ name: 'Ixelles Ponds' }] },
      de: { neighbourhoods: [{ name: 'Teiche von Ixelles' }], description: null },
    },
  },
  {
    reference: 'VT1007',
    goal: 0,
    type: 'house',
    city: 'liege',
    price: 235000,
    bedrooms: 3,
    bathrooms: 1,
    livingArea: 140,
    energyValue: 520,
    title: {
      en: 'Character house to refresh',
      nl: 'Karaktervolle woning op te frissen',
      fr: 'Maison de caractère à rafraîchir',
      de: 'Charaktervolles Haus zum Auffrischen',
    },
    publishedAt: '2026-11-02',
    photos: 3,
    agent: 1,
  },
  {
    reference: 'VT1008',
    goal: 0,
    type: 'apartment',
    city: 'luxembourg',
    price: 985000,
    bedrooms: 3,
    bathrooms: 2,
    livingArea: 128,
    energyLabel: 'B',
    extra: {
      energy: {
        epcTotal: null,
        eLevel: null,
        co2Emission: null,
        expiryDate: null,
        certificateNumber: 'LU-2024-88120',
      },
    },
    title: {
      en: 'Penthouse with panoramic terrace',
      nl: 'Penthouse met panoramisch terras',
      fr: 'Penthouse avec terrasse panoramique',
      de: 'Penthouse mit Panoramaterrasse',
    },
    publishedAt: '2026-10-30',
    photos: 5,
  },
  {
    reference: 'VT1009',
    goal: 0,
    type: 'office',
    city: 'gent',
    price: 640000,
    publishPrice: false,
    livingArea: 380,
    title: {
      en: 'Office building with parking',
      nl: 'Kantoorgebouw met parking',
      fr: 'Immeuble de bureaux avec parking',
      de: 'Bürogebäude mit Parkplätzen',
    },
    publishedAt: '2026-10-28',
    photos: 3,
  },
  {
    reference: 'VT1010',
    goal: 0,
    type: 'house',
    city: 'brugge',
    price: 398000,
    bedrooms: 3,
    bathrooms: 1,
    livingArea: 165,
    plotArea: 260,
    energyValue: 210,
    title: {
      en: 'Canal-side house in the historic centre',
      nl: 'Woning aan de rei in het historische centrum',
      fr: 'Maison au bord du canal dans le centre historique',
      de: 'Haus am Kanal in der Altstadt',
    },
    publishedAt: '2026-10-25',
    photos: 4,
  },
  {
    reference: 'VT1011',
    goal: 0,
    type: 'apartment',
    city: 'leuven',
    price: 289000,
    bedrooms: 1,
    bathrooms: 1,
    livingArea: 72,
    energyValue: 65,
    title: {
      en: 'New one-bedroom flat near the station',
      nl: 'Nieuw appartement met één slaapkamer bij het station',
      fr: 'Appartement neuf une chambre près de la gare',
      de: 'Neue Einzimmerwohnung am Bahnhof',
    },
    publishedAt: '2026-10-20',
    photos: 3,
  },
  {
    reference: 'VT1012',
    goal: 0,
    type: 'house',
    city: 'antwerpen',
    price: 720000,
    bedrooms: 4,
    bathrooms: 2,
    livingArea: 240,
    plotArea: 300,
    energyValue: 120,
    title: {
      en: 'Mansion on Cogels-Osylei',
      nl: 'Herenhuis aan de Cogels-Osylei',
      fr: 'Maison de maître sur la Cogels-Osylei',
      de: 'Herrenhaus an der Cogels-Osylei',
    },
    publishedAt: '2026-10-18',
    photos: 6,
  },
  {
    reference: 'VT1013',
    goal: 0,
    type: 'house',
    city: 'gent',
    price: 310000,
    status: 'sold',
    bedrooms: 3,
    livingArea: 130,
    title: {
      en: 'Terraced house near the Korenmarkt',
      nl: 'Rijwoning vlak bij de Korenmarkt',
      fr: 'Maison mitoyenne près du Korenmarkt',
    },
    publishedAt: '2026-09-01',
    photos: 3,
  },
  {
    reference: 'VT2001',
    goal: 1,
    type: 'apartment',
    city: 'gent',
    price: 1150,
    bedrooms: 2,
    bathrooms: 1,
    livingArea: 88,
    energyValue: 110,
    featured: true,
    marquee: 'new',
    title: {
      en: 'Furnished apartment with balcony',
      nl: 'Bemeubeld appartement met balkon',
      fr: 'Appartement meublé avec balcon',
      de: 'Möblierte Wohnung mit Balkon',
    },
    publishedAt: '2026-11-17',
    photos: 4,
  },
  {
    reference: 'VT2002',
    goal: 1,
    type: 'house',
    city: 'leuven',
    price: 1650,
    bedrooms: 3,
    bathrooms: 2,
    livingArea: 150,
    plotArea: 220,
    energyValue: 160,
    featured: true,
    title: {
      en: 'Family house with garden',
      nl: 'Gezinswoning met tuin',
      fr: 'Maison familiale avec jardin',
      de: 'Familienhaus mit Garten',
    },
    publishedAt: '2026-11-14',
    photos: 4,
  },
  {
    reference: 'VT2003',
    goal: 1,
    type: 'apartment',
    city: 'ixelles',
    price: 1350,
    bedrooms: 1,
    bathrooms: 1,
    livingArea: 70,
    energyValue: 150,
    featured: true,
    title: {
      en: 'Loft in a former printing works',
      nl: 'Loft in een voormalige drukkerij',
      fr: 'Loft dans une ancienne imprimerie',
    },
    publishedAt: '2026-11-09',
    photos: 4,
  },
  {
    reference: 'VT2004',
    goal: 1,
    type: 'office',
    city: 'antwerpen',
    price: 2400,
    livingArea: 210,
    title: {
      en: 'Office space on the Meir',
      nl: 'Kantoorruimte op de Meir',
      fr: 'Bureaux sur le Meir',
      de: 'Büroflächen an der Meir',
    },
    publishedAt: '2026-11-01',
    photos: 2,
  },
  {
    reference: 'VT2005',
    goal: 1,
    type: 'apartment',
    city: 'namur',
    price: 850,
    bedrooms: 1,
    livingArea: 60,
    energyValue: 240,
    title: {
      en: 'Studio flat by the Meuse',
      nl: 'Studio aan de Maas',
      fr: 'Studio au bord de la Meuse',
      de: 'Studio an der Maas',
    },
    publishedAt: '2026-10-27',
    photos: 3,
  },
  {
    reference: 'VT2006',
    goal: 1,
    type: 'house',
    city: 'brugge',
    price: 1450,
    status: 'rented',
    bedrooms: 2,
    livingArea: 110,
    title: { en: 'Cottage near the Minnewater', nl: 'Huisje bij het Minnewater', fr: 'Maisonnette près du Minnewater' },
    publishedAt: '2026-09-15',
    photos: 2,
  },
];

const descriptions: Record<Locale, string> = {
  en: 'A well-kept property in a sought-after neighbourhood, close to schools, shops and public transport.\n\nThe ground floor offers a spacious living room with plenty of light, a fitted kitchen and a guest toilet. Upstairs are the bedrooms and a bathroom with walk-in shower.\n\nAvailable by arrangement. Contact us for a visit.',
  nl: 'Verzorgd pand in een gegeerde buurt, dicht bij scholen, winkels en openbaar vervoer.\n\nDe benedenverdieping biedt een ruime, lichtrijke leefruimte, een ingerichte keuken en een gastentoilet. Boven bevinden zich de slaapkamers en een badkamer met inloopdouche.\n\nBeschikbaar in onderling overleg. Contacteer ons voor een bezoek.',
  fr: 'Bien soigné dans un quartier recherché, proche des écoles, des commerces et des transports en commun.\n\nLe rez-de-chaussée offre un séjour spacieux et lumineux, une cuisine équipée et un WC invités. À l’étage se trouvent les chambres et une salle de bains avec douche à l’italienne.\n\nDisponible de commun accord. Contactez-nous pour une visite.',
  de: 'Gepflegte Immobilie in begehrter Lage, nahe Schulen, Geschäften und öffentlichen Verkehrsmitteln.\n\nIm Erdgeschoss befinden sich ein großzügiger, heller Wohnbereich, eine Einbauküche und ein Gäste-WC. Im Obergeschoss liegen die Schlafzimmer und ein Bad mit bodengleicher Dusche.\n\nVerfügbar nach Absprache. Kontaktieren Sie uns für eine Besichtigung.',
};

/** Attribute groups a listing without them returns: empty components are `null`, lists empty. */
const emptyAttributes = {
  showerRooms: null,
  externalParkings: null,
  frontWidth: null,
  plotWidth: null,
  mobilityScore: null,
  availabilityText: null,
  neighbourhoods: [],
  subCities: [],
  heatingName: null,
  planningInformation: null,
  virtualTourUrl: null,
  surfaces: null,
  installations: null,
  flags: null,
  planning: null,
  flood: null,
  asbestos: null,
  certificates: null,
  costs: null,
  pointsOfInterest: [],
  videos: [],
};

const priceUnitTexts: Record<Locale, string> = { en: 'per month', nl: 'per maand', fr: 'par mois', de: 'pro Monat' };
const locales: Locale[] = ['en', 'nl', 'fr', 'de'];

/** A localized property entry; `null` where the listing has no text in that language (sparse German). */
/** A published drop of 5 % `priceDropDaysAgo` days before now, as Strapi records and answers it. */
function priceDropOf(seed: Seed) {
  if (seed.priceDropDaysAgo === undefined) return { priceLoweredAt: null, history: [] };
  const date = new Date(Date.now() - seed.priceDropDaysAgo * 86_400_000).toISOString();
  const before = String(Math.round((seed.price * 1.05) / 1000) * 1000);
  return {
    priceLoweredAt: date,
    history: [{ date, field: 'price' as const, from: before, to: String(seed.price) }],
  };
}

export function propertyNode(seed: Seed, locale: Locale) {
  const title = seed.title[locale];
  if (!title) return null;
  const city = cities[seed.city];
  const type = types[seed.type];
  return {
    documentId: `doc-${seed.reference}`,
    reference: seed.reference,
    goal: seed.goal,
    listingStatus: seed.status ?? 'available',
    featured: seed.featured ?? false,
    price: seed.price,
    publishPrice: seed.publishPrice ?? true,
    priceUnit: seed.priceUnit ?? null,
    priceUnitText: seed.goal === 1 ? priceUnitTexts[locale] : null,
    marquee: seed.marquee ?? 'none',
    marqueeName: null,
    ...priceDropOf(seed),
    title,
    summary: null,
    description: descriptions[locale],
    publishAddress: true,
    street: 'Voorbeeldstraat',
    houseNumber: String(10 + Number(seed.reference.slice(-2))),
    boxNumber: null,
    zip: city.zip,
    city: city.name[locale],
    citySlug: slug(city.name[locale]),
    countryId: city.countryId,
    countryName: (city.countryId === countries.LU.id ? countries.LU : countries.BE).name[locale],
    region: city.region,
    // Spread the listings of a city over a few streets, so the map shows one marker each.
    latitude: city.lat + ((Number(seed.reference.slice(-2)) % 5) - 2) * 0.004,
    longitude: city.lng + ((Number(seed.reference.slice(-2)) % 3) - 1) * 0.006,
    bedrooms: seed.bedrooms ?? null,
    bathrooms: seed.bathrooms ?? null,
    toilets: seed.bathrooms ?? null,
    garages: seed.type === 'house' || seed.type === 'villa' ? 1 : null,
    parkings: null,
    facades: seed.type === 'villa' ? 4 : seed.type === 'house' ? 2 : null,
    floors: null,
    livingArea: seed.livingArea ?? null,
    plotArea: seed.plotArea ?? null,
    constructionYear: 1998,
    renovationYear: 2021,
    availableFrom: null,
    energyValue: seed.energyValue ?? null,
    energyLabel: seed.energyLabel ?? null,
    energy: seed.energyValue
      ? {
          epcTotal: seed.energyValue,
          eLevel: null,
          co2Emission: null,
          expiryDate: null,
          certificateNumber: `2024${seed.reference.slice(2)}0001`,
        }
      : null,
    propertyType: {
      classificationId: type.classificationId,
      name: type.name[locale],
      slug: type.slug[locale],
      webId: type.webId,
    },
    photos: Array.from({ length: seed.photos }, (_, index) => photo(Number(seed.reference.slice(2)) * 10 + index)),
    // The seed's agents (content-fixtures.ts), by their order.
    agent: seedAgents[locale][seed.agent ?? 0] ?? null,
    publishedAt: seed.publishedAt,
    ...emptyAttributes,
    ...seed.extra,
    ...seed.localized?.[locale],
  };
}

export type PropertyNode = NonNullable<ReturnType<typeof propertyNode>>;

/** Every property entry, per locale. */
export const properties: Record<Locale, PropertyNode[]> = Object.fromEntries(
  locales.map((locale) => [locale, seeds.map((seed) => propertyNode(seed, locale)).filter((node) => node !== null)]),
) as Record<Locale, PropertyNode[]>;

const goalSegments: Record<0 | 1, Record<Locale, string>> = {
  0: { en: 'for-sale', nl: 'te-koop', fr: 'a-vendre', de: 'zu-verkaufen' },
  1: { en: 'for-rent', nl: 'te-huur', fr: 'a-louer', de: 'zu-vermieten' },
};

/**
 * The path of a fixture listing in a language: its goal, city slug, type slug and reference (the
 * English slugs where the listing has no text in that language, as the site falls back to English).
 */
export function listingPath(reference: string, locale: Locale): string {
  const find = (language: Locale) => properties[language].find((node) => node.reference === reference);
  const row = find(locale) ?? find('en');
  if (!row) throw new Error(`No listing ${reference} in ${locale}`);
  return `/${locale}/${goalSegments[row.goal as 0 | 1][locale]}/${row.citySlug}/${row.propertyType.slug}-${reference}/`;
}

type PropertyTypeNode = { classificationId: number; parentId: number | null; name: string; webId: number };

/** Every property type of the seed's classification, as Strapi lists them. */
export const propertyTypes: Record<Locale, PropertyTypeNode[]> = Object.fromEntries(
  locales.map((locale) => [
    locale,
    seedPropertyTypes.map((type) => ({
      classificationId: type.classificationId,
      parentId: type.parentId,
      name: type.name[locale],
      webId: type.webId,
    })),
  ]),
) as Record<Locale, PropertyTypeNode[]>;

/**
 * The demo seed's projects (cms/src/seed/projects.ts), drawn with the seed's own generator and
 * number: projects are the first thing the seed draws (cms/src/seed/index.ts), so these are the
 * rows a seeded Strapi holds. Strapi publishes them in that order.
 */
const projectSeeds = generateProjects(createRandom(demoSeedNumber));

/** A demo picture named by its photo key, as content-fixtures.ts and mock-strapi.ts draw it. */
const keyedPhoto = (key: string) => photo([...key].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 997, 7));

export const projects: Record<Locale, Record<string, unknown>[]> = Object.fromEntries(
  locales.map((locale) => [
    locale,
    projectSeeds.map((seed, index): Record<string, unknown> => ({
      documentId: `doc-${String(seed.shared.reference)}`,
      ...seed.shared,
      ...seed.localized[locale],
      documents: [],
      priceList: null,
      photos: seed.photos.map(keyedPhoto),
      publishedAt: new Date(Date.UTC(2026, 9, 1 + index)).toISOString(),
    })),
  ]),
) as Record<Locale, Record<string, unknown>[]>;

/**
 * The site settings the demo seed stores (cms/src/seed/site-settings.ts), with the uploads it
 * links: the photo of the office and the agency's map marker.
 */
const seededSettings = seedSiteSettings();
export const siteSettings: Record<Locale, Record<string, unknown>> = Object.fromEntries(
  locales.map((locale): [Locale, Record<string, unknown>] => [
    locale,
    {
      ...seededSettings[locale],
      ...mapSettings(undefined),
      image: keyedPhoto('house-1'),
      mapMarker: { url: '/uploads/vitrine-map-marker.svg', width: 64, height: 80, alternativeText: '', formats: null },
    },
  ]),
) as Record<Locale, Record<string, unknown>>;
