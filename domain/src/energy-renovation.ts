/** Homes bought from this year on fall under the renovation obligation. */
export const renovationObligationFromYear = 2023;

/** Years the buyer has to renovate (5 in every language: the German 6 is a translation slip). */
export const renovationDeadlineYears = 5;

/** The label to reach, or better. */
export const renovationTargetLabel = 'D';

/** Labels that trigger the notice (their letter; Brussels `E+`, `F-` etc. count too). */
export const renovationNoticeLabels = ['E', 'F'] as const;

/** Input of {@link needsRenovationNotice}. */
export interface RenovationNoticeInput {
  /** The EPC label (`'E'`, `'F'`, Brussels `'E+'`…). */
  readonly label: string | null | undefined;
  /** Year of purchase; when unknown (a listing for sale), the purchase is taken to be now, so from 2023. */
  readonly purchaseYear?: number | null;
}

/**
 * Whether to show the energy-renovation notice: homes bought from 2023 with label E or F must be
 * renovated to label D or better within 5 years. Labels are matched on their letter, ignoring
 * case, surrounding spaces and a `+`/`-` suffix.
 *
 * @example
 * needsRenovationNotice({ label: 'E' }); // true
 * needsRenovationNotice({ label: 'F', purchaseYear: 2022 }); // false
 * needsRenovationNotice({ label: 'D', purchaseYear: 2024 }); // false
 */
export function needsRenovationNotice({ label, purchaseYear }: RenovationNoticeInput): boolean {
  const match = /^([A-Z])[+-]?$/.exec((label ?? '').trim().toUpperCase());
  if (!match || !(renovationNoticeLabels as readonly string[]).includes(match[1] ?? '')) return false;
  return purchaseYear === undefined || purchaseYear === null || purchaseYear >= renovationObligationFromYear;
}
