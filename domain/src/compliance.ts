/**
 * The legal mentions a listing ad must carry, by where it is (region), what it offers (goal: 0
 * sale, 1 rent) and how old its building is. Belgian and Luxembourg rules as this agency applies
 * them (issue 12): EPC score, label and certificate code in every Belgian region, the PEB class and
 * CO2 emission in Brussels, the flood scores and the five urban-planning mentions in Flanders, the
 * asbestos certificate for a Flemish building from before 2001 that is sold, the energy and
 * insulation classes in Luxembourg, and the rent and charges of every rent ad.
 */

/** Where a listing is, as the cms stores it (the three Belgian regions and the Grand Duchy). */
export type ListingRegion = 'flanders' | 'brussels' | 'wallonia' | 'luxembourg';

export const listingRegions: readonly ListingRegion[] = ['flanders', 'brussels', 'wallonia', 'luxembourg'];

/** A legal mention an ad must carry. */
export type LegalMention =
  | 'epcScore'
  | 'epcLabel'
  | 'epcCertificate'
  | 'co2Emission'
  | 'floodScores'
  | 'buildingPermit'
  | 'destination'
  | 'summons'
  | 'preemptionRight'
  | 'allotmentPermit'
  | 'asbestosCertificate'
  | 'insulationClass'
  | 'rentAndCharges';

/** Buildings from before this year need an asbestos certificate when sold in Flanders (asbestos decree, 2022). */
export const asbestosBuiltBefore = 2001;

/** Which ads a rule applies to; an absent key applies to all. */
interface MentionRule {
  readonly mention: LegalMention;
  readonly regions: readonly ListingRegion[];
  readonly goals?: readonly (0 | 1)[];
  /** Only for buildings built before this year (an unknown year counts as older). */
  readonly builtBefore?: number;
}

const belgium: readonly ListingRegion[] = ['flanders', 'brussels', 'wallonia'];

/** Region × goal × building age → mention: the rules, one row each. */
export const mentionRules: readonly MentionRule[] = [
  { mention: 'epcScore', regions: belgium },
  { mention: 'epcLabel', regions: listingRegions },
  { mention: 'epcCertificate', regions: belgium },
  { mention: 'co2Emission', regions: ['brussels'] },
  { mention: 'floodScores', regions: ['flanders'] },
  { mention: 'buildingPermit', regions: ['flanders'], goals: [0] },
  { mention: 'destination', regions: ['flanders'], goals: [0] },
  { mention: 'summons', regions: ['flanders'], goals: [0] },
  { mention: 'preemptionRight', regions: ['flanders'], goals: [0] },
  { mention: 'allotmentPermit', regions: ['flanders'], goals: [0] },
  { mention: 'asbestosCertificate', regions: ['flanders'], goals: [0], builtBefore: asbestosBuiltBefore },
  { mention: 'insulationClass', regions: ['luxembourg'] },
  { mention: 'rentAndCharges', regions: listingRegions, goals: [1] },
];

/**
 * The listing fields that carry each mention (paths into the listing, `component.field` for a
 * component's); a mention is present when every one of its fields holds a value. A yes/no field
 * counts once answered, whether yes or no.
 */
export const mentionFields: Readonly<Record<LegalMention, readonly string[]>> = {
  epcScore: ['energyValue'],
  epcLabel: ['energyLabel'],
  epcCertificate: ['energy.certificateNumber'],
  co2Emission: ['energy.co2Emission'],
  floodScores: ['flood.pScore', 'flood.gScore'],
  buildingPermit: ['planning.buildingPermit'],
  destination: ['planning.destination'],
  summons: ['planning.summons'],
  preemptionRight: ['planning.preemptionRight'],
  allotmentPermit: ['planning.allotmentPermit'],
  asbestosCertificate: ['asbestos.certificateDate', 'asbestos.certificateNumber'],
  insulationClass: ['energy.insulationClass'],
  rentAndCharges: ['price', 'costs.chargesRenter'],
};

/** How an agent reads each mention (the admin is in English). */
export const mentionLabels: Readonly<Record<LegalMention, string>> = {
  epcScore: 'EPC score (kWh/m² per year)',
  epcLabel: 'Energy label (EPC / PEB class)',
  epcCertificate: 'EPC certificate code',
  co2Emission: 'CO2 emission (Brussels PEB)',
  floodScores: 'Flood scores (P-score and G-score)',
  buildingPermit: 'Urban planning: building permit',
  destination: 'Urban planning: zoning destination',
  summons: 'Urban planning: summons',
  preemptionRight: 'Urban planning: preemption right',
  allotmentPermit: 'Urban planning: allotment permit',
  asbestosCertificate: 'Asbestos certificate (date and code)',
  insulationClass: 'Thermal insulation class (Luxembourg)',
  rentAndCharges: 'Rent and charges',
};

/** What decides which mentions a listing needs. */
export interface ComplianceSubject {
  readonly region?: unknown;
  readonly goal?: unknown;
  readonly constructionYear?: unknown;
}

/**
 * The mentions an ad must carry, in table order. A listing without a known region needs none
 * (the region follows from its postal code; without one the check cannot tell).
 *
 * @example
 * requiredMentions({ region: 'brussels', goal: 1 });
 * // ['epcScore', 'epcLabel', 'epcCertificate', 'co2Emission', 'rentAndCharges']
 * requiredMentions({ region: 'flanders', goal: 0, constructionYear: 2010 }).includes('asbestosCertificate'); // false
 */
export function requiredMentions(subject: ComplianceSubject): LegalMention[] {
  const region = subject.region;
  if (!(listingRegions as readonly unknown[]).includes(region)) return [];
  const goal = subject.goal === 0 || subject.goal === '0' ? 0 : 1;
  const year = Number(subject.constructionYear);
  const knownYear = subject.constructionYear !== null && subject.constructionYear !== '' && Number.isFinite(year);
  return mentionRules
    .filter(
      (rule) =>
        rule.regions.includes(region as ListingRegion) &&
        (!rule.goals || rule.goals.includes(goal)) &&
        (rule.builtBefore === undefined || !knownYear || year < rule.builtBefore),
    )
    .map((rule) => rule.mention);
}

const valueAt = (listing: Readonly<Record<string, unknown>>, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => {
    if (value === null || typeof value !== 'object') return undefined;
    // A repeatable component or a relation read as a list: its first entry.
    const object: unknown = Array.isArray(value) ? (value as unknown[])[0] : value;
    return object === null || typeof object !== 'object' ? undefined : (object as Record<string, unknown>)[key];
  }, listing);

const isFilled = (value: unknown) =>
  value !== null && value !== undefined && !(typeof value === 'string' && value.trim() === '');

/**
 * The mentions a listing needs but lacks (a field of it empty), in table order.
 *
 * @example
 * missingMentions({ region: 'flanders', goal: 1, energyValue: 150, energyLabel: 'B', price: 900 });
 * // ['epcCertificate', 'floodScores', 'rentAndCharges']
 */
export function missingMentions(listing: Readonly<Record<string, unknown>>): LegalMention[] {
  return requiredMentions(listing).filter((mention) =>
    mentionFields[mention].some((path) => !isFilled(valueAt(listing, path))),
  );
}
