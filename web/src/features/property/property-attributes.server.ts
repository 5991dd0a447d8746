import { gql } from '@apollo/client';
import {
  classifyVideoUrl,
  energyDisplayOf,
  energyLabel,
  energyScales,
  formatPrice,
  isEmpty,
  isPointOfInterestKind,
  needsRenovationNotice,
  regions,
  videoEmbedUrl,
  type PointOfInterestKind,
  type Region,
} from '@vitrine/domain';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { rows } from '~/graphql/strapi-lists.server';
import { plainParagraphs } from '~/graphql/strapi-rich-text.server';
import { filterMessages } from '~/features/listings';
import {
  attributeMessages,
  choiceMessages,
  detailMessages,
  pointOfInterestMessages,
} from './attribute-messages.server';
import type {
  Attribute,
  AttributeName,
  AttributeSection,
  AttributeSectionName,
  AttributeValue,
  ChoiceAttribute,
  EnergyInfo,
  FloodInfo,
  PlanningInfo,
  PointOfInterest,
  PointOfInterestIcon,
  PropertyDetail,
  PropertyVideo,
  TextRow,
} from './property';

/** The GraphQL selection of every attribute group (Strapi components are plain objects). */
/** The attribute groups of a property, as the detail page reads them. */
export const propertyAttributesFragment = gql`
  fragment PropertyAttributes on Property {
    showerRooms
    externalParkings
    frontWidth
    plotWidth
    mobilityScore
    availabilityText
    heatingName
    planningInformation
    virtualTourUrl
    neighbourhoods {
      name
    }
    subCities {
      name
    }
    surfaces {
      total
      ground
      living
      terrace
      garden
      office
      store
      constructed
    }
    energy {
      epcTotal
      eLevel
      co2Emission
      expiryDate
      certificateNumber
      insulationClass
    }
    installations {
      heatingType
      kitchen
      glazing
      windowFrame
      roofMaterial
      roofCondition
      floorCovering
    }
    flags {
      gas
      water
      lift
      cellar
      terrace
      garden
      garage
      attic
      furnished
    }
    planning {
      buildingPermit
      allotmentPermit
      summons
      preemptionRight
      judicialDecision
      destination
    }
    flood {
      floodZone
      riparianZone
      floodRisk
      gScore
      pScore
    }
    asbestos {
      certificateAvailable
      asbestosType
      certificateDate
      certificateNumber
    }
    certificates {
      electricityCompliant
      electricityInspectionDate
      gasCompliant
      gasInspectionDate
      soilCertificate
      soilCertificateNumber
    }
    costs {
      chargesOwner
      chargesRenter
      notaryFeeInclVat
      notaryFeeExclVat
      registeredRight
      vatValue
      vatRegime
      constructionCost
      totalCost
      depositAmount
      agencyCost
      inventoryCost
    }
    pointsOfInterest {
      kind
      name
      distanceMeters
    }
    videos {
      url
    }
  }
`;

type Maybe<T> = T | null | undefined;
type Flag = Maybe<boolean>;

/** The attribute groups of a property as Strapi returns them. */
export interface AttributeNode {
  goal: number;
  countryId: Maybe<number>;
  region: Maybe<string>;
  livingArea: Maybe<number>;
  plotArea: Maybe<number>;
  bedrooms: Maybe<number>;
  bathrooms: Maybe<number>;
  showerRooms: Maybe<number>;
  toilets: Maybe<number>;
  garages: Maybe<number>;
  parkings: Maybe<number>;
  externalParkings: Maybe<number>;
  facades: Maybe<number>;
  floors: Maybe<number>;
  constructionYear: Maybe<number>;
  renovationYear: Maybe<number>;
  frontWidth: Maybe<number>;
  plotWidth: Maybe<number>;
  availableFrom: Maybe<string>;
  availabilityText: Maybe<string>;
  mobilityScore: Maybe<number>;
  heatingName: Maybe<string>;
  planningInformation: Maybe<string>;
  virtualTourUrl: Maybe<string>;
  neighbourhoods: Maybe<({ name: Maybe<string> } | null)[]>;
  subCities: Maybe<({ name: Maybe<string> } | null)[]>;
  energyValue: Maybe<number>;
  energyLabel: Maybe<string>;
  surfaces: Maybe<
    Partial<
      Record<'total' | 'ground' | 'living' | 'terrace' | 'garden' | 'office' | 'store' | 'constructed', Maybe<number>>
    >
  >;
  energy: Maybe<{
    epcTotal?: Maybe<number>;
    eLevel?: Maybe<number>;
    co2Emission?: Maybe<number>;
    expiryDate?: Maybe<string>;
    certificateNumber?: Maybe<string>;
    /** The thermal insulation class, a legal mention of Luxembourg ads (domain/src/compliance.ts). */
    insulationClass?: Maybe<string>;
  }>;
  installations: Maybe<
    Partial<
      Record<
        'heatingType' | 'kitchen' | 'glazing' | 'windowFrame' | 'roofMaterial' | 'roofCondition' | 'floorCovering',
        Maybe<string>
      >
    >
  >;
  flags: Maybe<
    Partial<Record<'gas' | 'water' | 'lift' | 'cellar' | 'terrace' | 'garden' | 'garage' | 'attic' | 'furnished', Flag>>
  >;
  planning: Maybe<{
    buildingPermit?: Flag;
    allotmentPermit?: Flag;
    summons?: Flag;
    preemptionRight?: Flag;
    judicialDecision?: Flag;
    destination?: Maybe<string>;
  }>;
  flood: Maybe<{
    floodZone?: Maybe<string>;
    riparianZone?: Flag;
    floodRisk?: Maybe<string>;
    gScore?: Maybe<string>;
    pScore?: Maybe<string>;
  }>;
  asbestos: Maybe<{
    certificateAvailable?: Flag;
    asbestosType?: Maybe<string>;
    certificateDate?: Maybe<string>;
    certificateNumber?: Maybe<string>;
  }>;
  certificates: Maybe<{
    electricityCompliant?: Flag;
    electricityInspectionDate?: Maybe<string>;
    gasCompliant?: Flag;
    gasInspectionDate?: Maybe<string>;
    soilCertificate?: Flag;
    soilCertificateNumber?: Maybe<string>;
  }>;
  costs: Maybe<
    Partial<
      Record<
        | 'chargesOwner'
        | 'chargesRenter'
        | 'notaryFeeInclVat'
        | 'notaryFeeExclVat'
        | 'registeredRight'
        | 'vatValue'
        | 'constructionCost'
        | 'totalCost'
        | 'depositAmount'
        | 'agencyCost'
        | 'inventoryCost',
        Maybe<number>
      > & { vatRegime: Flag }
    >
  >;
  pointsOfInterest: Maybe<({ kind: Maybe<string>; name: Maybe<string>; distanceMeters: Maybe<number> } | null)[]>;
  videos: Maybe<({ url: Maybe<string> } | null)[]>;
}

const positive = (value: Maybe<number>): value is number => typeof value === 'number' && value > 0;
const text = (value: Maybe<string>): value is string => !isEmpty(value);
const known = (value: Flag): value is boolean => typeof value === 'boolean';
const detailOf = (value: Maybe<string>) => (text(value) ? { detail: value.trim() } : {});

const labels: Readonly<Record<AttributeName, MessageDescriptor>> = attributeMessages;

/** One value, written out in the page's language (numbers, dates and prices included). */
export function attributeText(value: AttributeValue, intl: IntlShape): string {
  switch (value.type) {
    case 'count':
      return intl.formatNumber(value.value);
    case 'area':
      return intl.formatMessage(detailMessages.squareMetres, { area: intl.formatNumber(value.value) });
    case 'length':
      return intl.formatMessage(detailMessages.metres, { length: intl.formatNumber(value.value) });
    case 'year':
      return String(value.value);
    case 'date':
      return intl.formatDate(value.value, { dateStyle: 'long', timeZone: 'Europe/Brussels' });
    case 'yesNo':
      return intl.formatMessage(value.value ? detailMessages.yes : detailMessages.no);
    case 'compliance':
      return intl.formatMessage(value.value ? detailMessages.compliant : detailMessages.notCompliant);
    case 'choice': {
      const messages: Readonly<Record<string, MessageDescriptor>> = choiceMessages[value.attribute];
      const label = messages[value.value] ? intl.formatMessage(messages[value.value]!) : value.value;
      return value.detail ? `${label} (${value.detail})` : label;
    }
    case 'names':
      return intl.formatList(value.value, { type: 'conjunction' });
    case 'score':
    case 'text':
    case 'price':
      return value.value;
  }
}

/** Builds the attribute list of one section, keeping only the values that are present. */
class Attributes {
  private readonly list: Attribute[] = [];
  constructor(private readonly intl: IntlShape) {}
  add(name: AttributeName, value: AttributeValue | null): this {
    if (value) {
      // Labels of lists agree with the number of names ("Neighbourhood", "Neighbourhoods").
      const label = this.intl.formatMessage(labels[name], { count: value.type === 'names' ? value.value.length : 1 });
      this.list.push({ name, type: value.type, label, text: attributeText(value, this.intl) });
    }
    return this;
  }
  count(name: AttributeName, value: Maybe<number>) {
    return this.add(name, positive(value) ? { type: 'count', value } : null);
  }
  area(name: AttributeName, value: Maybe<number>) {
    return this.add(name, positive(value) ? { type: 'area', value } : null);
  }
  length(name: AttributeName, value: Maybe<number>) {
    return this.add(name, positive(value) ? { type: 'length', value } : null);
  }
  year(name: AttributeName, value: Maybe<number>) {
    return this.add(name, positive(value) ? { type: 'year', value } : null);
  }
  date(name: AttributeName, value: Maybe<string>) {
    return this.add(name, text(value) ? { type: 'date', value } : null);
  }
  text(name: AttributeName, value: Maybe<string>) {
    return this.add(name, text(value) ? { type: 'text', value: value.trim() } : null);
  }
  yesNo(name: AttributeName, value: Flag) {
    return this.add(name, known(value) ? { type: 'yesNo', value } : null);
  }
  compliance(name: AttributeName, value: Flag) {
    return this.add(name, known(value) ? { type: 'compliance', value } : null);
  }
  choice(name: AttributeName & ChoiceAttribute, value: Maybe<string>, detail?: Maybe<string>) {
    if (!text(value)) return this;
    return this.add(name, { type: 'choice', attribute: name, value, ...detailOf(detail) });
  }
  score(name: AttributeName, value: Maybe<string>) {
    return this.add(name, text(value) ? { type: 'score', value: value.trim().toUpperCase() } : null);
  }
  names(name: AttributeName, value: Maybe<({ name: Maybe<string> } | null)[]>) {
    const names = [
      ...new Set(
        rows(value)
          .map((item) => item.name?.trim() ?? '')
          .filter(Boolean),
      ),
    ];
    return this.add(name, names.length > 0 ? { type: 'names', value: names } : null);
  }
  price(name: AttributeName, value: Maybe<number>) {
    return this.add(name, typeof value === 'number' && value > 0 ? { type: 'price', value: formatPrice(value) } : null);
  }
  get attributes(): readonly Attribute[] {
    return this.list;
  }
}

/** The sections of `attributeSections` (property.ts), in order, each only when it has a value. */
export function attributeSectionsOf(node: AttributeNode, intl: IntlShape): AttributeSection[] {
  const surfaces = node.surfaces ?? {};
  const installations = node.installations ?? {};
  const flags = node.flags ?? {};
  const asbestos = node.asbestos ?? {};
  const certificates = node.certificates ?? {};
  const costs = node.costs ?? {};
  const built: Record<(typeof sectionsShown)[number], Attributes> = {
    surfaces: new Attributes(intl)
      .area('livingArea', node.livingArea)
      // In Belgian listings "living" is the living room, not the habitable surface.
      .area('livingRoomArea', surfaces.living)
      .area('plotArea', surfaces.ground ?? node.plotArea)
      .area('totalArea', surfaces.total)
      .area('constructedArea', surfaces.constructed)
      .area('terraceArea', surfaces.terrace)
      .area('gardenArea', surfaces.garden)
      .area('officeArea', surfaces.office)
      .area('storeArea', surfaces.store)
      .length('frontWidth', node.frontWidth)
      .length('plotWidth', node.plotWidth),
    rooms: new Attributes(intl)
      .count('bedrooms', node.bedrooms)
      .count('bathrooms', node.bathrooms)
      .count('showerRooms', node.showerRooms)
      .count('toilets', node.toilets)
      .count('garages', node.garages)
      .count('parkings', node.parkings)
      .count('externalParkings', node.externalParkings),
    construction: new Attributes(intl)
      .year('constructionYear', node.constructionYear)
      .year('renovationYear', node.renovationYear)
      .count('facades', node.facades)
      .count('floors', node.floors)
      .choice('roofMaterial', installations.roofMaterial)
      .choice('roofCondition', installations.roofCondition),
    installations: new Attributes(intl)
      .add(
        'heating',
        text(installations.heatingType)
          ? { type: 'choice', attribute: 'heating', value: installations.heatingType, ...detailOf(node.heatingName) }
          : text(node.heatingName)
            ? { type: 'text', value: node.heatingName.trim() }
            : null,
      )
      .choice('kitchen', installations.kitchen)
      .choice('glazing', installations.glazing)
      .choice('windowFrame', installations.windowFrame)
      .choice('floorCovering', installations.floorCovering),
    flags: (['gas', 'water', 'lift', 'cellar', 'attic', 'terrace', 'garden', 'garage', 'furnished'] as const).reduce(
      (list, name) => list.yesNo(name, flags[name]),
      new Attributes(intl),
    ),
    asbestos: new Attributes(intl)
      .yesNo('asbestosCertificate', asbestos.certificateAvailable)
      .choice('asbestosType', asbestos.asbestosType)
      .date('asbestosDate', asbestos.certificateDate)
      .text('asbestosNumber', asbestos.certificateNumber),
    certificates: new Attributes(intl)
      .compliance('electricityInspection', certificates.electricityCompliant)
      .date('electricityInspectionDate', certificates.electricityInspectionDate)
      .compliance('gasInspection', certificates.gasCompliant)
      .date('gasInspectionDate', certificates.gasInspectionDate)
      .yesNo('soilCertificate', certificates.soilCertificate)
      .text('soilCertificateNumber', certificates.soilCertificateNumber),
    costs: new Attributes(intl)
      .price('chargesOwner', costs.chargesOwner)
      .price('chargesRenter', costs.chargesRenter)
      .price('depositAmount', costs.depositAmount)
      .price('agencyCost', costs.agencyCost)
      .price('inventoryCost', costs.inventoryCost)
      .price('notaryFeeInclVat', costs.notaryFeeInclVat)
      .price('notaryFeeExclVat', costs.notaryFeeExclVat)
      .price('registeredRight', costs.registeredRight)
      .yesNo('vatRegime', costs.vatRegime)
      .price('vatValue', costs.vatValue)
      .price('constructionCost', costs.constructionCost)
      .price('totalCost', costs.totalCost),
    availability: new Attributes(intl)
      .date('availableFrom', node.availableFrom)
      .text('availabilityText', node.availabilityText),
    location: new Attributes(intl).names('subCities', node.subCities).names('neighbourhoods', node.neighbourhoods),
  };
  return sectionsShown
    .map((name) => ({ name, attributes: built[name].attributes }))
    .filter((section) => section.attributes.length > 0);
}

/** The generic sections; energy, planning and flood have blocks of their own. */
const sectionsShown = [
  'surfaces',
  'rooms',
  'construction',
  'installations',
  'flags',
  'asbestos',
  'certificates',
  'costs',
  'availability',
  'location',
] as const satisfies readonly AttributeSectionName[];

/** The urban-planning mentions (the planning group holds them all) and the agent's text. */
export function planningOf(node: AttributeNode, intl: IntlShape): PlanningInfo | null {
  const planning = node.planning ?? {};
  const attributes = new Attributes(intl)
    .yesNo('buildingPermit', planning.buildingPermit)
    .choice('destination', planning.destination)
    .yesNo('summons', planning.summons)
    .yesNo('preemptionRight', planning.preemptionRight)
    .yesNo('allotmentPermit', planning.allotmentPermit)
    .yesNo('judicialDecision', planning.judicialDecision).attributes;
  const information = plainParagraphs(node.planningInformation ?? null);
  return attributes.length > 0 || information.length > 0
    ? { attributes, information, flemish: node.region === 'flanders' }
    : null;
}

/** Flood information; the flood symbol is shown when the P-score or the G-score is D. */
export function floodOf(node: AttributeNode, intl: IntlShape): FloodInfo | null {
  const flood = node.flood ?? {};
  const attributes = new Attributes(intl)
    .choice('floodZone', flood.floodZone)
    .yesNo('riparianZone', flood.riparianZone)
    .choice('floodRisk', flood.floodRisk)
    .score('pScore', flood.pScore)
    .score('gScore', flood.gScore).attributes;
  if (attributes.length === 0) return null;
  const highRisk = [flood.pScore, flood.gScore].some((score) => score?.trim().toUpperCase() === 'D');
  return { attributes, highRisk };
}

/** Region names, for the caption of the energy scale. */
const regionNames = {
  flanders: filterMessages.regionFlanders,
  brussels: filterMessages.regionBrussels,
  wallonia: filterMessages.regionWallonia,
} as const satisfies Record<Region, MessageDescriptor>;

/** The labels of a region's scale, best first (Flanders A+ … F, Brussels A+ … G, Wallonia A++ … G). */
export function scaleLabels(region: Region): string[] {
  const scale = energyScales[region];
  return [...new Set([...scale.bands.map((band) => band.label), scale.above])];
}

/** The energy block, written out, or `null` when the listing has no energy data at all. */
export function energyOf(node: AttributeNode, intl: IntlShape): EnergyInfo | null {
  const energy = node.energy ?? {};
  // The label follows the use per m² (the spec's EnergyPerformance); epcTotal is the yearly total.
  const value = node.energyValue ?? null;
  const region = (regions as readonly string[]).includes(node.region ?? '') ? (node.region as Region) : null;
  const computed = region && typeof value === 'number' ? energyLabel(region, value) : '';
  // One stored label (`energyLabel`, kept in step with the value by the cms); computed when absent.
  const label = [node.energyLabel, computed].find(text)?.trim() ?? null;
  const display = typeof node.countryId === 'number' ? energyDisplayOf(node.countryId) : null;
  const total = energy.epcTotal ?? null;
  const eLevel = energy.eLevel ?? null;
  const co2 = energy.co2Emission ?? null;
  const certificateNumber = text(energy.certificateNumber) ? energy.certificateNumber.trim() : null;
  const expiryDate = text(energy.expiryDate) ? energy.expiryDate : null;
  const insulationClass = text(energy.insulationClass) ? energy.insulationClass.trim() : null;
  if ([label, value, total, eLevel, co2, certificateNumber, expiryDate, insulationClass].every((item) => item === null))
    return null;

  const scaleRegion = display === 'image' && label !== null ? region : null;
  const scale = scaleRegion
    ? (() => {
        const labels = scaleLabels(scaleRegion);
        const regionName = intl.formatMessage(regionNames[scaleRegion]);
        const summary = intl.formatMessage(detailMessages.energyScaleSummary, {
          region: regionName,
          best: labels[0]!,
          worst: labels[labels.length - 1]!,
          label: label!,
        });
        return { region: scaleRegion, regionName, labels, summary };
      })()
    : null;
  const rows: TextRow[] = [];
  const row = (key: string, caption: MessageDescriptor, value: string) =>
    rows.push({ key, label: intl.formatMessage(caption), text: value });
  if (label && !scale)
    row('label', display === 'text' ? detailMessages.energyClass : detailMessages.energyLabel, label);
  if (value !== null)
    row(
      'value',
      detailMessages.energyUse,
      intl.formatMessage(detailMessages.energyValue, { value: intl.formatNumber(value) }),
    );
  if (total !== null)
    row(
      'total',
      detailMessages.energyTotal,
      intl.formatMessage(detailMessages.energyTotalValue, { value: intl.formatNumber(total) }),
    );
  if (eLevel !== null) row('eLevel', detailMessages.eLevel, `E${eLevel}`);
  if (co2 !== null)
    row('co2', detailMessages.co2, intl.formatMessage(detailMessages.co2Value, { value: intl.formatNumber(co2) }));
  if (certificateNumber) row('certificate', detailMessages.energyCertificate, certificateNumber);
  if (insulationClass) row('insulation', detailMessages.insulationClass, insulationClass);
  if (expiryDate)
    row(
      'expiry',
      detailMessages.energyExpiry,
      intl.formatDate(expiryDate, { dateStyle: 'long', timeZone: 'Europe/Brussels' }),
    );
  return {
    label,
    display,
    scale,
    rows,
    renovationNotice: node.goal === 0 && needsRenovationNotice({ region: node.region, label }),
  };
}

/** The icon of each kind of nearby place. */
const poiIcons: Readonly<Record<PointOfInterestKind, PointOfInterestIcon>> = {
  school: 'school',
  childcare: 'school',
  supermarket: 'shop',
  bakery: 'shop',
  pharmacy: 'health',
  doctor: 'health',
  hospital: 'health',
  bus_stop: 'transport',
  tram_stop: 'transport',
  metro_station: 'transport',
  train_station: 'transport',
  bike_sharing: 'transport',
  sports_centre: 'sport',
  swimming_pool: 'sport',
  park: 'park',
  playground: 'park',
  restaurant: 'restaurant',
  bank: 'bank',
  post_office: 'bank',
};

/** A distance in metres, or kilometres from 1 km, in the page's language ("350 m away"). */
function distanceText(meters: number, intl: IntlShape): string {
  const distance =
    meters < 1000
      ? intl.formatNumber(Math.round(meters / 10) * 10, { style: 'unit', unit: 'meter' })
      : intl.formatNumber(meters / 1000, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 });
  return intl.formatMessage(detailMessages.distance, { distance });
}

/**
 * Nearby places, closest first: what each is in the page's language (from its kind), its proper
 * name when it has one, its distance. A kind the site does not know is left out.
 */
export function pointsOfInterestOf(node: AttributeNode, intl: IntlShape): PointOfInterest[] {
  return rows(node.pointsOfInterest)
    .flatMap((poi) => (isPointOfInterestKind(poi.kind) ? [{ ...poi, kind: poi.kind }] : []))
    .map((poi) => ({ ...poi, meters: typeof poi.distanceMeters === 'number' ? poi.distanceMeters : null }))
    .sort((a, b) => (a.meters ?? Infinity) - (b.meters ?? Infinity))
    .map((poi) => ({
      kind: poi.kind,
      icon: poiIcons[poi.kind],
      kindText: intl.formatMessage(pointOfInterestMessages[poi.kind]),
      name: text(poi.name) ? poi.name.trim() : null,
      distanceText: poi.meters === null ? null : distanceText(poi.meters, intl),
    }));
}

const tourKinds = new Set(['matterport', 'virtual-tour', 'visual-tour']);

/** Videos, then the virtual tour; URLs `classifyVideoUrl` does not recognise are left out. */
export function videosOf(node: AttributeNode): PropertyVideo[] {
  const links = [...rows(node.videos), ...(text(node.virtualTourUrl) ? [{ url: node.virtualTourUrl }] : [])];
  const seen = new Set<string>();
  const videos: PropertyVideo[] = [];
  for (const link of links) {
    const classified = classifyVideoUrl(link.url ?? '');
    if (!classified || seen.has(classified.url)) continue;
    seen.add(classified.url);
    videos.push({
      kind: classified.kind,
      url: classified.url,
      embedUrl: classified.kind === 'file' ? classified.url : videoEmbedUrl(classified),
      tour: tourKinds.has(classified.kind),
    });
  }
  return videos;
}

/** The mobility score (0–10), when known. */
export function mobilityOf(node: AttributeNode, intl: IntlShape): PropertyDetail['mobility'] {
  if (typeof node.mobilityScore !== 'number' || node.mobilityScore < 0 || node.mobilityScore > 10) return null;
  const score = Math.round(node.mobilityScore * 10) / 10;
  const formatted = intl.formatNumber(score, { maximumFractionDigits: 1 });
  return { score, text: intl.formatMessage(detailMessages.mobilityScoreValue, { score: formatted }) };
}
