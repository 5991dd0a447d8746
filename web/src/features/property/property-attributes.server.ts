import {
  classifyVideoUrl,
  energyDisplayOf,
  energyLabel,
  formatPrice,
  isEmpty,
  needsRenovationNotice,
  regions,
  videoEmbedUrl,
  type Region,
} from '@vitrine/domain';
import { plainParagraphs } from '~/graphql/strapi-rich-text.server';
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
  PointOfInterestCategory,
  PropertyVideo,
} from './property';

/** The GraphQL selection of every attribute group (Strapi components are plain objects). */
export const attributeFields = `
  showerRooms externalParkings frontWidth plotWidth mobilityScore
  availabilityText heatingName planningInformation virtualTourUrl
  surfaces { total ground living terrace garden office store constructed }
  energy { epcLabel epcTotal eLevel co2Emission expiryDate certificateNumber labelText }
  installations { heatingType kitchen glazing windowFrame roofMaterial roofCondition floorCovering }
  flags { gas water lift cellar terrace garden garage attic furnished permit allotmentPermit summons preemptiveRights }
  planning { buildingPermit allotmentPermit summons preemptionRight judicialDecision destination }
  flood { floodZone riparianZone floodRisk gScore pScore }
  asbestos { certificateAvailable asbestosType certificateDate certificateNumber }
  certificates { electricityCompliant electricityInspectionDate gasCompliant gasInspectionDate soilCertificate soilCertificateNumber }
  costs { chargesOwner chargesRenter notaryFeeInclVat notaryFeeExclVat registeredRight vatValue vatRegime constructionCost totalCost depositAmount agencyCost inventoryCost }
  pointsOfInterest { category name distanceMeters }
  videos { url title }
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
  energyValue: Maybe<number>;
  energyLabel: Maybe<string>;
  surfaces: Maybe<
    Partial<
      Record<'total' | 'ground' | 'living' | 'terrace' | 'garden' | 'office' | 'store' | 'constructed', Maybe<number>>
    >
  >;
  energy: Maybe<{
    epcLabel?: Maybe<string>;
    epcTotal?: Maybe<number>;
    eLevel?: Maybe<number>;
    co2Emission?: Maybe<number>;
    expiryDate?: Maybe<string>;
    certificateNumber?: Maybe<string>;
    labelText?: Maybe<string>;
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
    Partial<
      Record<
        | 'gas'
        | 'water'
        | 'lift'
        | 'cellar'
        | 'terrace'
        | 'garden'
        | 'garage'
        | 'attic'
        | 'furnished'
        | 'permit'
        | 'allotmentPermit'
        | 'summons'
        | 'preemptiveRights',
        Flag
      >
    >
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
  pointsOfInterest: Maybe<{ category: Maybe<string>; name: Maybe<string>; distanceMeters: Maybe<number> }[]>;
  videos: Maybe<{ url: Maybe<string>; title: Maybe<string> }[]>;
}

const positive = (value: Maybe<number>): value is number => typeof value === 'number' && value > 0;
const text = (value: Maybe<string>): value is string => !isEmpty(value);
const known = (value: Flag): value is boolean => typeof value === 'boolean';
const detailOf = (value: Maybe<string>) => (text(value) ? { detail: value.trim() } : {});

/** Builds the attribute list of one section, keeping only the values that are present. */
class Attributes {
  private readonly list: Attribute[] = [];
  add(name: AttributeName, value: AttributeValue | null): this {
    if (value) this.list.push({ name, value });
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
  price(name: AttributeName, value: Maybe<number>) {
    return this.add(name, typeof value === 'number' && value > 0 ? { type: 'price', value: formatPrice(value) } : null);
  }
  get attributes(): readonly Attribute[] {
    return this.list;
  }
}

/** The sections of `attributeSections` (property.ts), in order, each only when it has a value. */
export function attributeSectionsOf(node: AttributeNode): AttributeSection[] {
  const surfaces = node.surfaces ?? {};
  const installations = node.installations ?? {};
  const flags = node.flags ?? {};
  const asbestos = node.asbestos ?? {};
  const certificates = node.certificates ?? {};
  const costs = node.costs ?? {};
  const built: Record<(typeof sectionsShown)[number], Attributes> = {
    surfaces: new Attributes()
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
    rooms: new Attributes()
      .count('bedrooms', node.bedrooms)
      .count('bathrooms', node.bathrooms)
      .count('showerRooms', node.showerRooms)
      .count('toilets', node.toilets)
      .count('garages', node.garages)
      .count('parkings', node.parkings)
      .count('externalParkings', node.externalParkings),
    construction: new Attributes()
      .year('constructionYear', node.constructionYear)
      .year('renovationYear', node.renovationYear)
      .count('facades', node.facades)
      .count('floors', node.floors)
      .choice('roofMaterial', installations.roofMaterial)
      .choice('roofCondition', installations.roofCondition),
    installations: new Attributes()
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
      new Attributes(),
    ),
    asbestos: new Attributes()
      .yesNo('asbestosCertificate', asbestos.certificateAvailable)
      .choice('asbestosType', asbestos.asbestosType)
      .date('asbestosDate', asbestos.certificateDate)
      .text('asbestosNumber', asbestos.certificateNumber),
    certificates: new Attributes()
      .compliance('electricityInspection', certificates.electricityCompliant)
      .date('electricityInspectionDate', certificates.electricityInspectionDate)
      .compliance('gasInspection', certificates.gasCompliant)
      .date('gasInspectionDate', certificates.gasInspectionDate)
      .yesNo('soilCertificate', certificates.soilCertificate)
      .text('soilCertificateNumber', certificates.soilCertificateNumber),
    costs: new Attributes()
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
    availability: new Attributes()
      .date('availableFrom', node.availableFrom)
      .text('availabilityText', node.availabilityText),
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
] as const satisfies readonly AttributeSectionName[];

/** The urban-planning mentions; the planning component wins over the older flags. */
export function planningOf(node: AttributeNode): PlanningInfo | null {
  const planning = node.planning ?? {};
  const flags = node.flags ?? {};
  const attributes = new Attributes()
    .yesNo('buildingPermit', planning.buildingPermit ?? flags.permit)
    .choice('destination', planning.destination)
    .yesNo('summons', planning.summons ?? flags.summons)
    .yesNo('preemptionRight', planning.preemptionRight ?? flags.preemptiveRights)
    .yesNo('allotmentPermit', planning.allotmentPermit ?? flags.allotmentPermit)
    .yesNo('judicialDecision', planning.judicialDecision).attributes;
  const information = plainParagraphs(node.planningInformation ?? null);
  return attributes.length > 0 || information.length > 0
    ? { attributes, information, flemish: node.region === 'flanders' }
    : null;
}

/** Flood information; the flood symbol is shown when the P-score or the G-score is D. */
export function floodOf(node: AttributeNode): FloodInfo | null {
  const flood = node.flood ?? {};
  const attributes = new Attributes()
    .choice('floodZone', flood.floodZone)
    .yesNo('riparianZone', flood.riparianZone)
    .choice('floodRisk', flood.floodRisk)
    .score('pScore', flood.pScore)
    .score('gScore', flood.gScore).attributes;
  if (attributes.length === 0) return null;
  const highRisk = [flood.pScore, flood.gScore].some((score) => score?.trim().toUpperCase() === 'D');
  return { attributes, highRisk };
}

/** The energy block, or `null` when the listing has no energy data at all. */
export function energyOf(node: AttributeNode): EnergyInfo | null {
  const energy = node.energy ?? {};
  // The label follows the use per m² (the spec's EnergyPerformance); epcTotal is the yearly total.
  const value = node.energyValue ?? null;
  const region = (regions as readonly string[]).includes(node.region ?? '') ? (node.region as Region) : null;
  const computed = region && typeof value === 'number' ? energyLabel(region, value) : '';
  const label = [energy.epcLabel, node.energyLabel, energy.labelText, computed].find(text)?.trim() ?? null;
  const display = typeof node.countryId === 'number' ? energyDisplayOf(node.countryId) : null;
  const info: EnergyInfo = {
    label,
    value,
    total: energy.epcTotal ?? null,
    eLevel: energy.eLevel ?? null,
    co2: energy.co2Emission ?? null,
    certificateNumber: text(energy.certificateNumber) ? energy.certificateNumber.trim() : null,
    expiryDate: text(energy.expiryDate) ? energy.expiryDate : null,
    display,
    region: display === 'image' ? region : null,
    renovationNotice: node.goal === 0 && needsRenovationNotice({ label }),
  };
  const present = [info.label, info.value, info.total, info.eLevel, info.co2, info.certificateNumber, info.expiryDate];
  return present.some((item) => item !== null) ? info : null;
}

const poiCategories: readonly PointOfInterestCategory[] = [
  'school',
  'shop',
  'public_transport',
  'health',
  'sport',
  'park',
  'restaurant',
  'bank',
];

/** Nearby places, closest first. */
export function pointsOfInterestOf(node: AttributeNode): PointOfInterest[] {
  return (node.pointsOfInterest ?? [])
    .filter((poi) => poiCategories.includes(poi.category as PointOfInterestCategory) && text(poi.name))
    .map((poi) => ({
      category: poi.category as PointOfInterestCategory,
      name: (poi.name as string).trim(),
      distanceMeters: typeof poi.distanceMeters === 'number' ? poi.distanceMeters : null,
    }))
    .sort((a, b) => (a.distanceMeters ?? Infinity) - (b.distanceMeters ?? Infinity));
}

const tourKinds = new Set(['matterport', 'virtual-tour', 'visual-tour']);

/** Videos, then the virtual tour; URLs `classifyVideoUrl` does not recognise are left out. */
export function videosOf(node: AttributeNode): PropertyVideo[] {
  const links = [
    ...(node.videos ?? []),
    ...(text(node.virtualTourUrl) ? [{ url: node.virtualTourUrl, title: null }] : []),
  ];
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
      title: text(link.title) ? link.title.trim() : null,
      tour: tourKinds.has(classified.kind),
    });
  }
  return videos;
}

/** The mobility score (0–10), when known. */
export function mobilityScoreOf(node: AttributeNode): number | null {
  const score = node.mobilityScore;
  return typeof score === 'number' && score >= 0 && score <= 10 ? Math.round(score * 10) / 10 : null;
}
