import type { Region } from './postal-region.js';

/** Homes bought from this year on fall under the renovation obligation. */
export const renovationObligationFromYear = 2023;

/** Years the buyer has to renovate (5 in every language: the German 6 is a translation slip). */
export const renovationDeadlineYears = 5;

/** The label to reach, or better. */
export const renovationTargetLabel = 'D';

/** Labels that trigger the notice (their letter; Brussels `E+`, `F-` etc. count too). */
export const renovationNoticeLabels = ['E', 'F'] as const;

/** Where a listing lies, for the legal notices: a Belgian region or Luxembourg. */
export type NoticeRegion = Region | 'luxembourg';

/** The energy notices a listing page may carry. */
export type EnergyNotice = 'renovationDuty';

/** The law behind a notice: where it applies, which text imposes it, and since when. */
export interface EnergyNoticeRule {
  /** The one region whose law imposes it: a listing elsewhere never shows it. */
  readonly region: NoticeRegion;
  /** The legal text (title as published) and the government's page that explains it. */
  readonly source: { readonly title: string; readonly url: string };
  /** First day of the duty (ISO date): transfers from that day on. */
  readonly from: string;
  /** EPC labels (their letter) that trigger it. */
  readonly labels: readonly string[];
}

/**
 * Each energy notice and the region whose law it states. The renovation duty is Flemish only
 * (Brussels, Wallonia and Luxembourg have no such duty on a purchase): a new owner of a home with
 * label E or F, by a notarial deed from 1 January 2023, renovates it to label D within 5 years.
 */
export const energyNoticeRules: Readonly<Record<EnergyNotice, EnergyNoticeRule>> = {
  renovationDuty: {
    region: 'flanders',
    source: {
      title:
        'Energiedecreet van 8 mei 2009 en Energiebesluit van 19 november 2010, renovatieverplichting voor residentiële gebouwen',
      url: 'https://www.vlaanderen.be/renovatieverplichting',
    },
    from: `${renovationObligationFromYear}-01-01`,
    labels: renovationNoticeLabels,
  },
};

/** Input of {@link needsRenovationNotice}. */
export interface RenovationNoticeInput {
  /** Where the listing lies (`listingRegionOf`, a {@link NoticeRegion}); anything else shows no notice. */
  readonly region: string | null | undefined;
  /** The EPC label (`'E'`, `'F'`, Brussels `'E+'`…). */
  readonly label: string | null | undefined;
  /** Year of purchase; when unknown (a listing for sale), the purchase is taken to be now, so from 2023. */
  readonly purchaseYear?: number | null;
}

/**
 * Whether to show the energy-renovation notice: in Flanders only ({@link energyNoticeRules}),
 * homes bought from 2023 with label E or F must be renovated to label D or better within 5
 * years. Labels are matched on their letter, ignoring case, surrounding spaces and a `+`/`-`
 * suffix.
 *
 * @example
 * needsRenovationNotice({ region: 'flanders', label: 'E' }); // true
 * needsRenovationNotice({ region: 'brussels', label: 'E' }); // false
 * needsRenovationNotice({ region: 'flanders', label: 'F', purchaseYear: 2022 }); // false
 * needsRenovationNotice({ region: 'flanders', label: 'D', purchaseYear: 2024 }); // false
 */
export function needsRenovationNotice({ region, label, purchaseYear }: RenovationNoticeInput): boolean {
  const rule = energyNoticeRules.renovationDuty;
  if (region !== rule.region) return false;
  const match = /^([A-Z])[+-]?$/.exec((label ?? '').trim().toUpperCase());
  if (!match || !rule.labels.includes(match[1] ?? '')) return false;
  return purchaseYear === undefined || purchaseYear === null || purchaseYear >= Number(rule.from.slice(0, 4));
}
