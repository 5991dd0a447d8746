import { energyLabel, energyScales, regionOfPostalCode, slugify, type PointOfInterestKind } from '@vitrine/domain';
import { nameIn, seedLocales, type Localized, type Name, type SiteLocale } from './locales';
import { cities, countries, regionOfCity, rentPerM2, salePricePerM2, type City, type SeedRegion } from './places';
import { propertyTypes, type PropertyTypeRow, type TypeFamily } from './property-types';
import {
  destinationNames,
  listingTexts,
  marqueeNames,
  priceUnitTexts,
  type Availability,
  type Condition,
  type ListingFacts,
  type ListingTexts,
  type Orientation,
  type PlanningCase,
} from './listing-texts';
import { photoSetFor, type PhotoKey } from './photo-scenes';
import type { Random } from './random';

/** Attributes shared by every locale of a listing (the schema's non-localized fields). */
export interface ListingShared {
  reference: string;
  goal: 0 | 1;
  listingStatus: 'available' | 'under_option' | 'sold' | 'rented';
  featured: boolean;
  price: number;
  /** The lowest purchase offer the agent wants flagged as acceptable (never public); sales only. */
  offerFloor: number | null;
  publishPrice: boolean;
  priceUnit: number | null;
  marquee: string;
  publishAddress: boolean;
  street: string;
  houseNumber: string;
  boxNumber: string | null;
  zip: string;
  countryId: number;
  region: SeedRegion;
  latitude: number;
  longitude: number;
  bedrooms: number;
  bathrooms: number;
  showerRooms: number;
  toilets: number;
  garages: number;
  parkings: number;
  externalParkings: number;
  floors: number | null;
  facades: number | null;
  constructionYear: number | null;
  renovationYear: number | null;
  frontWidth: number | null;
  plotWidth: number | null;
  livingArea: number | null;
  plotArea: number | null;
  availableFrom: string | null;
  mobilityScore: number;
  energyValue: number | null;
  energyLabel: string | null;
  virtualTourUrl: string | null;
  /** Video links; the site names them in the visitor's language. */
  videos: { url: string }[];
  surfaces: Record<string, number | null>;
  energy: Record<string, unknown> | null;
  installations: Record<string, unknown>;
  flags: Record<string, boolean | null>;
  planning: Record<string, unknown> | null;
  flood: Record<string, unknown> | null;
  asbestos: Record<string, unknown> | null;
  certificates: Record<string, unknown>;
  costs: Record<string, unknown>;
  pointsOfInterest: PointOfInterestSeed[];
}

/** A nearby place: its kind (the site translates it), a proper name when it has one, its distance. */
export interface PointOfInterestSeed {
  kind: PointOfInterestKind;
  name: string | null;
  distanceMeters: number;
}

/** Per-locale fields of a listing. */
export interface ListingLocalized extends ListingTexts {
  slug: string;
  city: string;
  citySlug: string;
  countryName: string;
  priceUnitText: string | null;
  marqueeName: string | null;
  neighbourhoods: { name: string }[];
  subCities: { name: string }[];
  seo: { metaTitle: string; metaDescription: string | null };
}

export interface ListingSeed {
  shared: ListingShared;
  localized: Localized<ListingLocalized>;
  type: PropertyTypeRow;
  /** Index into the agents table. */
  agent: number;
  photos: PhotoKey[];
}

const rentableFamilies: readonly TypeFamily[] = ['house', 'apartment', 'office', 'retail', 'commercial', 'industrial'];
const saleTypes = propertyTypes.filter((type) => type.weight > 0 && type.key !== 'student-room');
const rentTypes = propertyTypes.filter((type) => type.weight > 0 && rentableFamilies.includes(type.family));

/** Luxembourg's energy passport classes (A–I), by primary energy in kWh/m²·year; indicative bounds. */
const luxembourgClasses: readonly [string, number][] = [
  ['A', 45],
  ['B', 95],
  ['C', 125],
  ['D', 145],
  ['E', 210],
  ['F', 295],
  ['G', 395],
  ['H', 530],
];
const luxembourgClass = (value: number) => luxembourgClasses.find(([, max]) => value <= max)?.[0] ?? 'I';

/** Where a condition sits on the energy scale, 0 (best) to 1 (worst). */
const energyPosition: Record<Condition, [number, number]> = {
  new: [0, 0.2],
  renovated: [0.1, 0.5],
  good: [0.3, 0.75],
  to_renovate: [0.6, 1],
};

/**
 * An energy value whose label lands in a band chosen across the whole regional scale, so that
 * the demo shows every label; the stored label is always computed from the value.
 */
function drawEnergy(random: Random, region: SeedRegion, condition: Condition): { value: number; label: string } {
  if (region === 'luxembourg') {
    const [from, to] = energyPosition[condition];
    const value = Math.round(20 + random.float(from, to) * 600);
    return { value, label: luxembourgClass(value) };
  }
  const { bands } = energyScales[region];
  const labels = bands.length + 1;
  const [from, to] = energyPosition[condition];
  const index = Math.min(labels - 1, Math.floor(random.float(from, to) * labels));
  let low: number;
  let high: number;
  if (index === 0) {
    low = bands[0]!.exclusive ? -30 : bands[0]!.max - 15;
    high = bands[0]!.exclusive ? -1 : bands[0]!.max;
  } else if (index < bands.length) {
    low = Math.floor(bands[index - 1]!.max) + 1;
    high = bands[index]!.max;
  } else {
    low = Math.floor(bands[bands.length - 1]!.max) + 1;
    high = low + 180;
  }
  const value = random.int(low, Math.max(low, high));
  return { value, label: energyLabel(region, value) };
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

function pickCity(random: Random): City {
  return random.weighted(cities.map((city) => [city, city.weight] as const));
}

const range = (random: Random, [min, max]: readonly [number, number]) => random.int(min, max);

/** Living area ranges (m²) by type key; families give the default. */
const livingAreaByType: Record<string, [number, number]> = {
  'terraced-house': [105, 190],
  'semi-detached': [140, 230],
  'detached-house': [170, 300],
  villa: [230, 460],
  mansion: [220, 420],
  bungalow: [95, 170],
  farmhouse: [180, 360],
  flat: [55, 125],
  penthouse: [120, 260],
  studio: [24, 42],
  duplex: [95, 180],
  loft: [90, 210],
  'ground-floor-flat': [60, 120],
  'student-room': [14, 24],
  'commercial-building': [180, 650],
  hospitality: [120, 420],
  'investment-property': [240, 600],
  'office-space': [80, 600],
  'office-building': [600, 2400],
  warehouse: [450, 3200],
  workshop: [200, 900],
  shop: [60, 380],
};

const bedroomsByType: Record<string, [number, number]> = {
  'terraced-house': [2, 4],
  'semi-detached': [3, 4],
  'detached-house': [3, 5],
  villa: [4, 6],
  mansion: [4, 7],
  bungalow: [2, 3],
  farmhouse: [3, 5],
  flat: [1, 3],
  penthouse: [2, 4],
  studio: [0, 0],
  duplex: [2, 4],
  loft: [1, 3],
  'ground-floor-flat': [1, 3],
  'student-room': [0, 0],
  'investment-property': [4, 8],
};

const landPricePerM2: Record<SeedRegion, number> = { flanders: 340, brussels: 950, wallonia: 125, luxembourg: 1300 };

/** Registration duties on a sale (2025): Flanders 2% for a sole own home, else 12%; Brussels and Wallonia 12.5%; Luxembourg 7%. */
const registrationRate = (region: SeedRegion, ownHome: boolean) =>
  ({ flanders: ownHome ? 0.02 : 0.12, brussels: 0.125, wallonia: ownHome ? 0.03 : 0.125, luxembourg: 0.07 })[region];

/** Which language area a place is in: its proper names come from there. */
type NameArea = 'nl' | 'fr' | 'lu';

/** Cities with a tram (Antwerp, Ghent, the coast tram, Brussels, Charleroi's light rail, Luxembourg). */
const tramCities = new Set(['antwerpen', 'gent', 'knokke-heist', 'oostende', 'charleroi', 'luxembourg']);
const metroCities = new Set(['charleroi']);

/**
 * Nearby places by kind: how often a listing lists one, how far it is (metres), and proper names
 * by language area. Names are only ever proper names (a brand, a school's name, the street a stop
 * is named after), shared by every language; what a place is comes from its kind, which the site
 * translates. `null` in a name list: the place is listed by its kind alone.
 */
const placeKinds: Readonly<
  Record<
    PointOfInterestKind,
    { weight: number; distance: [number, number]; names?: Partial<Record<NameArea, readonly (string | null)[]>> }
  >
> = {
  school: {
    weight: 6,
    distance: [150, 1800],
    names: {
      nl: ['Sint-Jozefscollege', 'GO! Atheneum', 'Vrije Basisschool Sint-Maarten', 'Basisschool De Regenboog', null],
      fr: ['Athénée royal', 'Institut Saint-Joseph', 'Collège Saint-Michel', null],
      lu: ['Lycée classique', null],
    },
  },
  childcare: { weight: 2, distance: [120, 1500] },
  supermarket: {
    weight: 7,
    distance: [150, 2200],
    names: {
      nl: ['Delhaize', 'Carrefour Market', 'Colruyt', 'Aldi', 'Lidl', 'Okay'],
      fr: ['Delhaize', 'Carrefour Market', 'Colruyt', 'Aldi', 'Lidl', 'Intermarché'],
      lu: ['Cactus', 'Delhaize', 'Auchan', 'Aldi'],
    },
  },
  bakery: { weight: 3, distance: [80, 900] },
  pharmacy: { weight: 5, distance: [100, 1400] },
  doctor: { weight: 3, distance: [150, 1600] },
  hospital: { weight: 2, distance: [900, 7500] },
  bus_stop: { weight: 6, distance: [50, 600] },
  tram_stop: { weight: 0, distance: [80, 900] },
  metro_station: { weight: 0, distance: [150, 1300] },
  train_station: { weight: 4, distance: [450, 4500] },
  bike_sharing: { weight: 1, distance: [100, 900] },
  sports_centre: { weight: 2, distance: [400, 3000] },
  swimming_pool: { weight: 1, distance: [600, 4500] },
  park: { weight: 3, distance: [100, 1500] },
  playground: { weight: 2, distance: [80, 900] },
  restaurant: {
    weight: 2,
    distance: [60, 900],
    names: {
      nl: ['Brasserie De Markt', 'Bistro Het Pleintje', 'Koffiebar Bonen', null],
      fr: ['Brasserie du Marché', 'Bistrot de la Place', 'Café des Arts', null],
      lu: ['Brasserie Guillaume', null],
    },
  },
  bank: {
    weight: 2,
    distance: [200, 2000],
    names: {
      nl: ['KBC', 'Belfius', 'BNP Paribas Fortis', 'ING', 'Argenta'],
      fr: ['CBC', 'Belfius', 'BNP Paribas Fortis', 'ING'],
      lu: ['Spuerkeess', 'BGL BNP Paribas', 'ING Luxembourg'],
    },
  },
  post_office: { weight: 1, distance: [300, 2500], names: { nl: ['bpost'], fr: ['bpost'], lu: ['POST'] } },
};

/** Four to seven nearby places, of different kinds, that fit the city (trams, metro). */
function pointsOfInterestFor(random: Random, city: City, region: SeedRegion): PointOfInterestSeed[] {
  const area: NameArea = region === 'luxembourg' ? 'lu' : region === 'flanders' ? 'nl' : 'fr';
  const weightOf = (kind: PointOfInterestKind) =>
    kind === 'tram_stop'
      ? tramCities.has(city.key) || region === 'brussels'
        ? 5
        : 0
      : kind === 'metro_station'
        ? metroCities.has(city.key) || region === 'brussels'
          ? 4
          : 0
        : placeKinds[kind].weight;
  const remaining = (Object.keys(placeKinds) as PointOfInterestKind[]).filter((kind) => weightOf(kind) > 0);
  const places: PointOfInterestSeed[] = [];
  for (let count = random.int(4, 7); count > 0 && remaining.length > 0; count--) {
    const kind = random.weighted(remaining.map((candidate) => [candidate, weightOf(candidate)] as const));
    remaining.splice(remaining.indexOf(kind), 1);
    const { distance, names } = placeKinds[kind];
    // A stop is named after its street.
    const name =
      kind === 'bus_stop' || kind === 'tram_stop' ? random.pick(city.streets) : random.pick(names?.[area] ?? [null]);
    places.push({ kind, name, distanceMeters: random.round(random.int(distance[0], distance[1]), 10) });
  }
  return places;
}

/**
 * Hands out how the urban-planning mentions of each listing read. Among Flemish homes for sale,
 * one in forty each has a pending summons for a planning offence, a sale ordered by a court, or a
 * court-ordered restoration after a summons; every other listing is clear. Counted, not drawn, so
 * the demo always shows each case (and the bulk listings at the same rate).
 */
function planningCases(): (goal: 0 | 1, region: SeedRegion, residential: boolean) => PlanningCase {
  const cases: Readonly<Record<number, PlanningCase>> = { 7: 'summons', 19: 'judicial_sale', 31: 'restoration_order' };
  let homes = 0;
  return (goal, region, residential) => {
    if (goal !== 0 || region !== 'flanders' || !residential) return 'clear';
    return cases[homes++ % 40] ?? 'clear';
  };
}

export interface GenerateOptions {
  /** How many listings for sale and for rent. */
  sale: number;
  rent: number;
  /** First reference number of each goal (VT{sale}, VH{rent}). */
  firstSaleNumber?: number;
  firstRentNumber?: number;
  referencePrefix?: { sale: string; rent: string };
  /** Dates (availability, certificates) are counted from this day. */
  today: Date;
}

/**
 * Generates listings, reproducibly from `random`: shared facts, texts in every language, photos
 * and agent. Pure: nothing is written here (the demo seed and the bulk loader both use it).
 */
export function* generateListings(random: Random, options: GenerateOptions): Generator<ListingSeed> {
  const prefix = options.referencePrefix ?? { sale: 'VT', rent: 'VH' };
  const planningCaseOf = planningCases();
  for (let i = 0; i < options.sale + options.rent; i++) {
    const goal = i < options.sale ? 0 : 1;
    const number =
      goal === 0 ? (options.firstSaleNumber ?? 1001) + i : (options.firstRentNumber ?? 2001) + (i - options.sale);
    yield generateListing(
      random,
      goal,
      `${goal === 0 ? prefix.sale : prefix.rent}${number}`,
      options.today,
      planningCaseOf,
    );
  }
}

function generateListing(
  random: Random,
  goal: 0 | 1,
  reference: string,
  today: Date,
  planningCaseOf: ReturnType<typeof planningCases>,
): ListingSeed {
  const type = random.weighted((goal === 0 ? saleTypes : rentTypes).map((row) => [row, row.weight] as const));
  const family = type.family;
  const residential = family === 'house' || family === 'apartment';
  const city = pickCity(random);
  const region = regionOfCity(city);
  const [zip, district] = random.pick(city.zips);
  if (region !== 'luxembourg' && regionOfPostalCode(zip) !== region) {
    throw new Error(`Postal code ${zip} of ${city.key} is not in ${region}`);
  }
  const country = region === 'luxembourg' ? countries.LU : countries.BE;

  const condition: Condition = random.weighted<Condition>([
    ['new', 0.14],
    ['renovated', 0.3],
    ['good', 0.4],
    ['to_renovate', goal === 0 ? 0.16 : 0.03],
  ]);
  const year = today.getUTCFullYear();
  const constructionYear =
    family === 'land'
      ? null
      : condition === 'new'
        ? random.int(year - 3, year)
        : family === 'apartment'
          ? random.int(1955, year - 5)
          : random.int(1890, year - 8);
  const renovationYear =
    constructionYear && condition === 'renovated'
      ? random.int(Math.max(constructionYear + 10, year - 12), year - 1)
      : null;

  const livingArea = family === 'land' ? null : range(random, livingAreaByType[type.key] ?? [80, 200]);
  const plotArea =
    family === 'house'
      ? type.key === 'terraced-house'
        ? random.int(90, 320)
        : type.key === 'villa' || type.key === 'farmhouse'
          ? random.int(900, 4500)
          : random.int(350, 1400)
      : family === 'land'
        ? type.key === 'farmland'
          ? random.round(random.int(4000, 28000), 10)
          : random.int(380, 1600)
        : family === 'industrial' || type.key === 'commercial-building'
          ? Math.round((livingArea ?? 300) * random.float(1.2, 2.2))
          : null;
  const bedrooms =
    residential || type.key === 'investment-property' ? range(random, bedroomsByType[type.key] ?? [2, 3]) : 0;
  const bathrooms = residential
    ? Math.max(1, Math.min(3, Math.round(bedrooms / 2 + random.float(-0.4, 0.6))))
    : family === 'land'
      ? 0
      : 1;
  const apartment = family === 'apartment';
  const floor = apartment
    ? type.key === 'ground-floor-flat'
      ? 0
      : type.key === 'penthouse'
        ? random.int(5, 12)
        : random.int(1, 7)
    : null;
  const floors = apartment
    ? Math.max((floor ?? 0) + random.int(0, 3), 2)
    : family === 'house'
      ? random.int(2, 3)
      : family === 'land'
        ? null
        : random.int(1, 4);
  const facades =
    family === 'house'
      ? ({ 'terraced-house': 2, 'semi-detached': 3, mansion: random.int(2, 3) }[type.key] ?? 4)
      : family === 'land'
        ? null
        : random.int(1, 2);

  const hasGarden = family === 'house' ? true : type.key === 'ground-floor-flat' ? random.chance(0.7) : false;
  const gardenArea = hasGarden
    ? Math.round(Math.max(20, (plotArea ?? 120) - (livingArea ?? 100) / (floors ?? 2) - 20) * random.float(0.8, 1))
    : null;
  const hasTerrace = apartment
    ? type.key !== 'student-room' && random.chance(0.8)
    : family === 'house' && random.chance(0.7);
  const terraceArea = hasTerrace ? (type.key === 'penthouse' ? random.int(30, 120) : random.int(6, 28)) : null;
  const orientation: Orientation | null =
    hasGarden || hasTerrace ? random.pick<Orientation>(['south', 'south_west', 'west', 'east', 'north']) : null;
  const garages =
    family === 'house'
      ? random.weighted([
          [0, 3],
          [1, 5],
          [2, 2],
        ] as const)
      : apartment
        ? random.weighted([
            [0, 6],
            [1, 4],
          ] as const)
        : 0;
  const parkings = apartment
    ? random.weighted([
        [0, 5],
        [1, 4],
        [2, 1],
      ] as const)
    : family === 'office' || family === 'commercial'
      ? random.int(2, 12)
      : 0;
  const externalParkings =
    family === 'house' ? random.int(0, 3) : family === 'industrial' || family === 'retail' ? random.int(2, 20) : 0;
  const lift = apartment && ((floor ?? 0) >= 2 ? random.chance(0.9) : random.chance(0.4));
  const seaView = Boolean(city.coast && apartment && random.chance(0.55));

  // Price
  let price: number;
  if (goal === 0) {
    const typeFactor =
      { villa: 1.2, penthouse: 1.35, mansion: 1.05, studio: 1.15, 'student-room': 1.6, loft: 1.1, farmhouse: 0.9 }[
        type.key
      ] ?? 1;
    const conditionFactor = { new: 1.18, renovated: 1.05, good: 1, to_renovate: 0.72 }[condition];
    const perM2 = salePricePerM2[region] * city.priceLevel * typeFactor * conditionFactor * random.float(0.86, 1.14);
    const familyFactor = { commercial: 0.8, office: 0.85, industrial: 0.35, retail: 0.95 }[family as string] ?? 1;
    price =
      family === 'land'
        ? (plotArea ?? 500) *
          landPricePerM2[region] *
          city.priceLevel *
          random.float(0.8, 1.2) *
          (type.key === 'farmland' ? 0.02 : 1)
        : (livingArea ?? 100) * perM2 * familyFactor +
          (garages > 0 ? 20_000 * garages : 0) +
          (plotArea && family === 'house' ? plotArea * 40 : 0);
    price = Math.min(2_500_000, Math.max(90_000, random.round(price, price < 300_000 ? 1000 : 5000)));
  } else {
    const perM2 =
      rentPerM2[region] *
      city.priceLevel *
      random.float(0.85, 1.15) *
      ({ studio: 1.35, 'student-room': 1.9, penthouse: 1.15 }[type.key] ?? 1);
    const familyFactor = { commercial: 0.75, office: 0.9, industrial: 0.4, retail: 1.1 }[family as string] ?? 1;
    price = (livingArea ?? 80) * perM2 * familyFactor + (garages > 0 ? 80 : 0);
    price = Math.min(4500, Math.max(450, random.round(price, 25)));
  }
  const priceUnit = goal === 0 && condition === 'new' && random.chance(0.35) ? 7 : null;
  const publishPrice = !random.chance(goal === 0 ? 0.06 : 0.02);

  const listingStatus = random.weighted<ListingShared['listingStatus']>([
    ['available', 86],
    ['under_option', 8],
    [goal === 0 ? 'sold' : 'rented', 6],
  ]);
  const marquee =
    listingStatus !== 'available'
      ? listingStatus
      : random.weighted<string>([
          ['none', 70],
          ['new', 14],
          ['price_reduced', 9],
          ['open_house', 7],
        ]);

  const availability: Availability =
    goal === 1
      ? random.weighted<Availability>([
          ['immediately', 4],
          ['date', 6],
        ])
      : random.weighted<Availability>([
          ['deed', 6],
          ['immediately', 2],
          ['agreement', 2],
          ['tenant', family === 'house' || apartment ? 0.6 : 1.5],
        ]);
  const availableFrom =
    availability === 'date'
      ? isoDate(addDays(today, random.int(10, 120)))
      : availability === 'immediately'
        ? isoDate(today)
        : null;

  const energyDrawn = family === 'land' ? null : drawEnergy(random, region, condition);
  const heating =
    family === 'land'
      ? null
      : condition === 'new'
        ? random.pick(['heat_pump', 'heat_pump', 'gas'])
        : random.weighted([
            ['gas', 6],
            ['fuel_oil', condition === 'to_renovate' ? 4 : 1],
            ['electric', 1],
            ['heat_pump', 1],
            ['district', apartment ? 2 : 0],
            ['wood', family === 'house' ? 0.5 : 0],
          ] as const);
  const kitchen = residential
    ? type.key === 'studio' || type.key === 'student-room'
      ? 'kitchenette'
      : random.weighted([
          ['fully_equipped', 5],
          ['american', 3],
          ['equipped', condition === 'to_renovate' ? 4 : 1],
        ] as const)
    : family === 'land'
      ? null
      : 'kitchenette';
  const glazing =
    family === 'land'
      ? null
      : condition === 'new'
        ? 'triple'
        : condition === 'to_renovate'
          ? random.pick(['single', 'double'])
          : 'double';

  // Street and coordinates
  const street = random.pick(city.streets);
  const houseNumber = `${random.int(1, 240)}${random.chance(0.08) ? random.pick(['A', 'B', 'bis']) : ''}`;
  const boxNumber = apartment
    ? region === 'flanders'
      ? `${floor ?? 0}.${random.int(1, 4)}`
      : `${random.pick(['', 'B'])}${(floor ?? 0) * 10 + random.int(1, 4)}`
    : null;
  const latitude = Number((city.lat + random.float(-0.018, 0.018)).toFixed(6));
  const longitude = Number((city.lng + random.float(-0.028, 0.028)).toFixed(6));
  // A listing in a district (deelgemeente) lies in that sub-municipality; one in the main
  // municipality lies in one of its neighbourhoods, sometimes on the edge of a second one.
  const neighbourhoods: Name[] =
    district === null ? random.sample(city.neighbourhoods, random.chance(0.25) ? 2 : 1) : [];
  const localizedName = (name: Name): Localized =>
    Object.fromEntries(seedLocales.map((locale) => [locale, nameIn(name, locale)])) as Localized;
  // The texts name the district, else the neighbourhood.
  const neighbourhood = localizedName(district ?? neighbourhoods[0]!);
  const quiet = random.chance(0.35);
  const nearStation = !quiet && random.chance(0.3);

  const flags = {
    gas: heating === 'gas' || (family !== 'land' && random.chance(0.5)),
    water: family !== 'parking',
    lift: apartment ? lift : family === 'office' ? random.chance(0.7) : false,
    cellar: residential ? random.chance(0.45) : false,
    terrace: Boolean(terraceArea),
    garden: hasGarden,
    garage: garages > 0,
    attic: family === 'house' ? random.chance(0.5) : false,
    furnished: goal === 1 && (type.key === 'studio' || type.key === 'student-room' || random.chance(0.08)),
  };
  const buildingPermit = family === 'land' ? type.key === 'building-plot' : true;
  const allotmentPermit =
    family === 'land'
      ? type.key === 'building-plot' && random.chance(0.7)
      : region === 'flanders' && family === 'house' && random.chance(0.25);
  const preemptionRight = region === 'flanders' && random.chance(0.06);
  const planningCase = planningCaseOf(goal, region, residential);

  const facts: ListingFacts = {
    goal,
    type,
    region,
    condition,
    city: city.name,
    district: null,
    neighbourhood,
    street,
    bedrooms,
    bathrooms,
    livingArea,
    plotArea,
    gardenArea,
    orientation,
    terraceArea,
    garages,
    floor,
    lift,
    cellar: Boolean(flags.cellar),
    attic: Boolean(flags.attic),
    furnished: Boolean(flags.furnished),
    constructionYear,
    renovationYear,
    energyLabel: energyDrawn?.label ?? null,
    heating,
    kitchen,
    glazing,
    seaView,
    nearStation,
    quiet,
    availability,
    availableFrom,
    price,
    publishPrice,
  };

  const destination =
    region !== 'flanders'
      ? null
      : family === 'industrial'
        ? 'industrial'
        : type.key === 'farmland'
          ? 'agricultural'
          : family === 'retail' || family === 'commercial' || family === 'office'
            ? 'mixed'
            : random.weighted([
                ['residential_area', 8],
                ['residential_area_rural', 2],
                ['residential_expansion_area', 1],
              ] as const);
  const texts = listingTexts(facts, random, { germanWritten: random.chance(0.5), destination, planningCase });

  // Attribute groups
  const certificateDate = addDays(today, -random.int(30, 9 * 365));
  const epcNumberDate = isoDate(certificateDate).replaceAll('-', '');
  // The label itself is the listing's energyLabel (one stored label, derived from the value).
  const energy = energyDrawn
    ? {
        // A net producer (A+ below 0 kWh/m²) has no yearly consumption to state; it still emits a
        // little CO₂ through the grid.
        epcTotal: energyDrawn.value > 0 ? Math.round(energyDrawn.value * (livingArea ?? 100)) : null,
        eLevel: constructionYear && constructionYear >= 2014 ? random.int(15, 45) : null,
        co2Emission: Math.max(1, Math.round(energyDrawn.value * 0.19)),
        expiryDate: isoDate(addDays(certificateDate, 10 * 365)),
        certificateNumber:
          region === 'flanders'
            ? `${epcNumberDate}-${String(random.int(1, 9_999_999)).padStart(10, '0')}-RES-1`
            : region === 'brussels'
              ? `${epcNumberDate}-${String(random.int(1, 999_999)).padStart(10, '0')}-01-${random.int(1, 9)}`
              : region === 'wallonia'
                ? `${epcNumberDate}${String(random.int(1, 999_999)).padStart(6, '0')}`
                : `LU-${certificateDate.getUTCFullYear()}-${String(random.int(1, 99_999)).padStart(6, '0')}`,
        // Luxembourg's passport also states the thermal insulation class (a legal mention there);
        // the demo follows the energy class, without a draw, so the other listings stay as they were.
        ...(region === 'luxembourg' ? { insulationClass: luxembourgClass(energyDrawn.value) } : {}),
      }
    : null;

  const surfaces = {
    total: livingArea ? Math.round(livingArea * random.float(1.05, 1.25)) : plotArea,
    ground: plotArea,
    living: residential ? Math.round((livingArea ?? 80) * random.float(0.22, 0.35)) : null,
    terrace: terraceArea,
    garden: gardenArea,
    office: family === 'office' ? livingArea : family === 'industrial' ? Math.round((livingArea ?? 400) * 0.12) : null,
    store:
      family === 'retail'
        ? Math.round((livingArea ?? 100) * 0.8)
        : family === 'industrial'
          ? Math.round((livingArea ?? 400) * 0.85)
          : null,
    constructed:
      livingArea && family === 'house' ? Math.round((livingArea / (floors ?? 2)) * random.float(1, 1.15)) : null,
  };

  const installations = {
    heatingType: heating ?? 'none',
    kitchen: kitchen ?? 'none',
    glazing,
    windowFrame: glazing ? random.pick(['pvc', 'aluminium', 'wood']) : null,
    roofMaterial:
      family === 'house'
        ? random.weighted([
            ['tiles', 6],
            ['slate', 3],
            ['zinc', 1],
            ['thatch', type.key === 'villa' ? 1 : 0],
          ] as const)
        : family === 'land'
          ? null
          : random.pick(['bitumen', 'epdm']),
    roofCondition:
      family === 'land' ? null : condition === 'new' ? 'new' : condition === 'to_renovate' ? 'to_renovate' : 'good',
    floorCovering:
      family === 'land'
        ? null
        : residential
          ? random.pick(['parquet', 'tiles', 'natural_stone', 'laminate', 'vinyl'])
          : random.pick(['tiles', 'concrete', 'vinyl']),
  };

  // The urban-planning mentions, in Belgium; Flemish listings also carry the destination and the
  // agent's text (which explains a summons or a judicial decision).
  const planning =
    region === 'luxembourg'
      ? null
      : {
          buildingPermit,
          allotmentPermit,
          summons: planningCase === 'summons' || planningCase === 'restoration_order',
          preemptionRight,
          judicialDecision: planningCase === 'restoration_order' || planningCase === 'judicial_sale',
          destination,
        };

  const floodZone = random.weighted([
    ['none', 85],
    ['possible', 11],
    ['effective', 4],
  ] as const);
  const scoreOf = (zone: string) =>
    zone === 'none' ? 'A' : zone === 'possible' ? random.pick(['B', 'C']) : random.pick(['C', 'D']);
  const flood =
    region === 'flanders'
      ? {
          floodZone,
          riparianZone: random.chance(0.05),
          floodRisk: { none: 'none', possible: 'low', effective: 'medium' }[floodZone],
          gScore: scoreOf(floodZone),
          pScore: scoreOf(floodZone),
        }
      : region === 'luxembourg'
        ? null
        : {
            floodZone,
            riparianZone: false,
            floodRisk: { none: 'none', possible: 'low', effective: 'high' }[floodZone],
            gScore: null,
            pScore: null,
          };

  const needsAsbestos = constructionYear !== null && constructionYear < 2001;
  const asbestos = needsAsbestos
    ? {
        certificateAvailable: region === 'flanders' ? goal === 0 || random.chance(0.5) : random.chance(0.2),
        asbestosType: random.weighted([
          ['present', 4],
          ['none', 5],
          ['unknown', 1],
        ] as const),
        certificateDate: isoDate(addDays(today, -random.int(20, 3 * 365))),
        certificateNumber: `AS-${random.int(2022, year)}-${String(random.int(1, 999_999)).padStart(6, '0')}`,
      }
    : null;

  const certificates = {
    electricityCompliant: condition !== 'to_renovate' || random.chance(0.3),
    electricityInspectionDate: family === 'land' ? null : isoDate(addDays(today, -random.int(30, 5 * 365))),
    gasCompliant: flags.gas ? condition !== 'to_renovate' : null,
    gasInspectionDate: flags.gas ? isoDate(addDays(today, -random.int(30, 3 * 365))) : null,
    soilCertificate: region === 'flanders' ? true : null,
    soilCertificateNumber:
      region === 'flanders' ? `BA${random.int(2023, year)}${String(random.int(1, 99_999)).padStart(5, '0')}` : null,
  };

  const ownHome = residential && random.chance(0.7);
  const vatRegime =
    goal === 0 &&
    condition === 'new' &&
    constructionYear !== null &&
    constructionYear >= year - 2 &&
    random.chance(0.5);
  const notaryExcl = goal === 0 ? Math.round(1150 + price * 0.0085) : null;
  const registeredRight = goal === 0 && !vatRegime ? Math.round(price * registrationRate(region, ownHome)) : null;
  const vatValue = vatRegime ? Math.round(price * 0.21 * 0.6) : null; // VAT on the building part only
  const costs =
    goal === 0
      ? {
          chargesOwner: apartment ? random.round(random.int(60, 260), 5) : null,
          notaryFeeExclVat: notaryExcl,
          notaryFeeInclVat: notaryExcl ? Math.round(notaryExcl * 1.21) : null,
          registeredRight,
          vatRegime,
          vatValue,
          constructionCost: vatRegime ? Math.round(price * 0.6) : null,
          totalCost: Math.round(
            price + (registeredRight ?? 0) + (vatValue ?? 0) + (notaryExcl ? notaryExcl * 1.21 : 0),
          ),
        }
      : {
          chargesRenter: apartment
            ? random.round(random.int(50, 240), 5)
            : random.chance(0.3)
              ? random.round(random.int(25, 80), 5)
              : 0,
          depositAmount: price * (region === 'flanders' ? 3 : random.pick([2, 3])),
          inventoryCost: random.round(random.int(180, 360), 10),
          agencyCost: 0,
        };

  const pointsOfInterest = pointsOfInterestFor(random, city, region);

  const videoId = () =>
    Array.from({ length: 11 }, () =>
      random.pick([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-']),
    ).join('');
  const videos: ListingShared['videos'] = [];
  if (random.chance(0.14)) {
    videos.push(
      random.chance(0.6)
        ? { url: `https://www.youtube.com/watch?v=${videoId()}` }
        : { url: `https://vimeo.com/${random.int(100_000_000, 999_999_999)}` },
    );
  }
  const virtualTourUrl =
    residential && random.chance(0.15) ? `https://my.matterport.com/show/?m=${videoId().replace(/[_-]/g, 'x')}` : null;

  const shared: ListingShared = {
    reference,
    goal,
    listingStatus,
    featured: listingStatus === 'available' && random.chance(0.08),
    price,
    // Drawn from the price alone (no random draw: the rest of the seed stays as it was).
    offerFloor: goal === 0 ? Math.round((price * 0.9) / 1000) * 1000 : null,
    publishPrice,
    priceUnit,
    marquee,
    publishAddress: !random.chance(0.12),
    street,
    houseNumber,
    boxNumber: boxNumber || null,
    zip,
    countryId: country.id,
    region,
    latitude,
    longitude,
    bedrooms,
    bathrooms,
    showerRooms: residential && bedrooms >= 3 ? random.int(0, 1) : 0,
    toilets: family === 'land' ? 0 : Math.max(1, bathrooms + random.int(0, 1)),
    garages,
    parkings,
    externalParkings,
    floors,
    facades,
    constructionYear,
    renovationYear,
    frontWidth:
      family === 'house' || family === 'retail'
        ? Number(random.float(5, family === 'house' && facades === 4 ? 16 : 9).toFixed(2))
        : null,
    plotWidth: plotArea && (family === 'house' || family === 'land') ? Number(random.float(7, 28).toFixed(2)) : null,
    livingArea,
    plotArea,
    availableFrom,
    mobilityScore: Number(random.float(city.weight >= 5 ? 6.5 : 4.5, 9.6).toFixed(1)),
    energyValue: energyDrawn?.value ?? null,
    energyLabel: energyDrawn?.label ?? null,
    virtualTourUrl,
    videos,
    surfaces,
    energy,
    installations,
    flags,
    planning,
    flood,
    asbestos,
    certificates,
    costs,
    pointsOfInterest,
  };

  const localized = {} as Localized<ListingLocalized>;
  for (const locale of seedLocales) {
    const text = texts[locale];
    const cityName = city.name[locale];
    localized[locale] = {
      ...text,
      slug: `${type.slug[locale]}-${reference.toLowerCase()}`,
      city: cityName,
      citySlug: slugify(cityName),
      countryName: country.name[locale],
      priceUnitText:
        priceUnit === 7 ? priceUnitTexts.startingFrom[locale] : goal === 1 ? priceUnitTexts.perMonth[locale] : null,
      marqueeName: marquee !== 'none' ? (marqueeNames[marquee]?.[locale] ?? null) : null,
      neighbourhoods: neighbourhoods.map((name) => ({ name: nameIn(name, locale) })),
      subCities: district === null ? [] : [{ name: nameIn(district, locale) }],
      seo: {
        metaTitle: truncate(`${text.title} – ${cityName}`, 70),
        metaDescription: text.summary ? truncate(text.summary, 200) : null,
      },
    };
  }

  return {
    shared,
    localized,
    type,
    agent: agentFor(region, city),
    photos: photoSetFor(random, type, { garden: hasGarden, terrace: hasTerrace }),
  };
}

function agentFor(region: SeedRegion, city: City): number {
  if (region === 'brussels') return 2;
  if (region === 'wallonia' || region === 'luxembourg') return 3;
  return city.province === 'antwerpen' || city.province === 'limburg' || city.province === 'vlaams-brabant' ? 0 : 1;
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

export const locales: readonly SiteLocale[] = seedLocales;
export { destinationNames };
