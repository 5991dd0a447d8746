import {
  regions,
  renovationCost,
  renovationLabels,
  validateRenovationQuery,
  type Region,
  type RenovationEstimate,
  type RenovationInput,
  type RenovationInputError,
  type RenovationUnitCost,
} from '@vitrine/domain';

/** A unit cost of the site settings, with the agent's note on what it covers. */
export interface UnitCost extends RenovationUnitCost {
  readonly note: string | null;
}

/** The calculator's fields, as named in the query string. */
export const calculatorFields = ['surface', 'region', 'from', 'to'] as const;
export type CalculatorField = (typeof calculatorFields)[number];
export type CalculatorValues = Readonly<Record<CalculatorField, string>>;

/** What the page shows for a set of values: errors per field, or the estimate. */
export type CalculatorState =
  | { readonly kind: 'invalid'; readonly errors: Partial<Record<CalculatorField, RenovationInputError>> }
  | { readonly kind: 'estimate'; readonly input: RenovationInput; readonly estimate: RenovationEstimate };

/** Validates the values and computes the estimate: the same code on the server and in the browser. */
export function calculatorState(values: CalculatorValues, costs: readonly RenovationUnitCost[]): CalculatorState {
  const validation = validateRenovationQuery(values);
  if (!validation.ok) return { kind: 'invalid', errors: validation.errors };
  return { kind: 'estimate', input: validation.input, estimate: renovationCost(validation.input, costs) };
}

/** The region of the values, or the first one (the label lists need a scale). */
export function regionOf(values: CalculatorValues): Region {
  return regions.find((region) => region === values.region) ?? 'flanders';
}

/** The labels to offer for a region, best first (how people read an EPC scale). */
export function labelOptions(region: Region): string[] {
  return renovationLabels(region).reverse();
}
