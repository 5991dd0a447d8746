import { energyScales } from './energy-label.js';
import { roundToCents } from './money.js';
import { regions, type Region } from './postal-region.js';

/** An agent's indicative renovation cost per m² for one step up the energy scale (site settings). */
export interface RenovationUnitCost {
  readonly fromLabel: string;
  readonly toLabel: string;
  readonly costPerM2: number;
}

/** What the renovation cost calculator asks: living area, the region's scale, current and target label. */
export interface RenovationInput {
  readonly surface: number;
  readonly region: Region;
  readonly from: string;
  readonly to: string;
}

/**
 * One step between neighbouring labels, with its cost per m² (`null`: no unit cost configured;
 * a sub-band's share is not rounded, so the steps add up to the letter step exactly).
 */
export interface RenovationStep {
  readonly from: string;
  readonly to: string;
  readonly costPerM2: number | null;
}

/** The estimate: every step, their sum per m² and the total; both `null` when a step has no cost. */
export interface RenovationEstimate {
  readonly steps: readonly RenovationStep[];
  readonly costPerM2: number | null;
  readonly total: number | null;
  readonly missing: readonly RenovationStep[];
}

/** Living areas the calculator accepts, in m². */
export const renovationSurfaceLimits = { min: 1, max: 10000 } as const;

/**
 * Sub-bands that share their letter's unit cost. Brussels' PEB scale splits letters into
 * sub-bands (B+, B, B-); agents give costs per letter step (C → B), and each sub-band step
 * costs that letter step divided by the number of sub-bands of the letter. In Flanders and
 * Wallonia every label is a step of its own (A+ and A++ included).
 */
export const renovationCostClasses: Readonly<Record<Region, Readonly<Record<string, string>>>> = {
  flanders: {},
  wallonia: {},
  brussels: {
    'A-': 'A',
    'B+': 'B',
    'B-': 'B',
    'C+': 'C',
    'C-': 'C',
    'D+': 'D',
    'D-': 'D',
    'E+': 'E',
    'E-': 'E',
    'F+': 'F',
    'F-': 'F',
  },
};

/**
 * The labels of a region's energy scale, worst first (the order of a renovation).
 *
 * @example
 * renovationLabels('flanders'); // ['F', 'E', 'D', 'C', 'B', 'A', 'A+']
 * renovationLabels('wallonia')[0]; // 'G'
 */
export function renovationLabels(region: Region): string[] {
  const scale = energyScales[region];
  return [scale.above, ...scale.bands.map((band) => band.label).reverse()];
}

function costClassOf(region: Region, label: string): string {
  return renovationCostClasses[region][label] ?? label;
}

function findCost(costs: readonly RenovationUnitCost[], from: string, to: string): number | null {
  const row = costs.find((cost) => cost.fromLabel.trim() === from && cost.toLabel.trim() === to);
  return row && Number.isFinite(row.costPerM2) && row.costPerM2 >= 0 ? row.costPerM2 : null;
}

/** The cost per m² of one step between neighbouring labels of a scale. */
function stepCost(region: Region, labels: readonly string[], index: number, costs: readonly RenovationUnitCost[]) {
  const from = labels[index] ?? '';
  const to = labels[index + 1] ?? '';
  const exact = findCost(costs, from, to);
  if (exact !== null) return exact;
  const fromClass = costClassOf(region, from);
  const members = labels.filter((label) => costClassOf(region, label) === fromClass).length;
  const nextClass = labels.slice(index + 1).find((label) => costClassOf(region, label) !== fromClass);
  if (members <= 1 || nextClass === undefined) return null;
  const letterStep = findCost(costs, fromClass, costClassOf(region, nextClass));
  return letterStep === null ? null : letterStep / members;
}

/**
 * The indicative cost of renovating from one label to a better one on a region's scale: each
 * step between neighbouring labels costs the configured amount per m² (a sub-band step a share
 * of its letter step, see {@link renovationCostClasses}); the total is the sum times the living
 * area, rounded to whole euros. A step without a configured cost makes the estimate incomplete
 * (`total: null`, the step listed in `missing`) rather than silently cheaper.
 *
 * @example
 * const costs = [{ fromLabel: 'F', toLabel: 'E', costPerM2: 95 }, { fromLabel: 'E', toLabel: 'D', costPerM2: 110 }];
 * renovationCost({ surface: 100, region: 'flanders', from: 'F', to: 'D' }, costs).total; // 20500
 * renovationCost({ surface: 100, region: 'flanders', from: 'D', to: 'C' }, costs).missing; // [{ from: 'D', to: 'C', costPerM2: null }]
 */
export function renovationCost(input: RenovationInput, costs: readonly RenovationUnitCost[]): RenovationEstimate {
  const labels = renovationLabels(input.region);
  const start = labels.indexOf(input.from);
  const end = labels.indexOf(input.to);
  const steps: RenovationStep[] = [];
  if (start >= 0 && end > start) {
    for (let index = start; index < end; index++) {
      steps.push({
        from: labels[index] ?? '',
        to: labels[index + 1] ?? '',
        costPerM2: stepCost(input.region, labels, index, costs),
      });
    }
  }
  const missing = steps.filter((step) => step.costPerM2 === null);
  if (steps.length === 0 || missing.length > 0) return { steps, costPerM2: null, total: null, missing };
  const costPerM2 = roundToCents(steps.reduce((sum, step) => sum + (step.costPerM2 ?? 0), 0));
  return { steps, costPerM2, total: Math.round(costPerM2 * input.surface), missing };
}

/** Why a calculator field was refused (the web translates the keys). */
export type RenovationInputError =
  | 'renovation.surfaceRequired'
  | 'renovation.surfaceInvalid'
  | 'renovation.regionInvalid'
  | 'renovation.labelRequired'
  | 'renovation.labelInvalid'
  | 'renovation.targetNotBetter';

/** The calculator's fields as a form or query string sends them. */
export interface RenovationQuery {
  readonly surface?: string | null;
  readonly region?: string | null;
  readonly from?: string | null;
  readonly to?: string | null;
}

export type RenovationValidation =
  | { readonly ok: true; readonly input: RenovationInput }
  | { readonly ok: false; readonly errors: Partial<Record<keyof RenovationQuery, RenovationInputError>> };

/**
 * Reads and checks the calculator's fields: a living area between 1 and 10,000 m² (a decimal
 * comma is accepted), a region, two labels of that region's scale, the target better than the
 * current label. Every field gets its own error.
 *
 * @example
 * validateRenovationQuery({ surface: '120,5', region: 'flanders', from: 'E', to: 'C' });
 * // { ok: true, input: { surface: 120.5, region: 'flanders', from: 'E', to: 'C' } }
 * validateRenovationQuery({ surface: '', region: 'flanders', from: 'C', to: 'E' }).errors;
 * // { surface: 'renovation.surfaceRequired', to: 'renovation.targetNotBetter' }
 */
export function validateRenovationQuery(query: RenovationQuery): RenovationValidation {
  const errors: Partial<Record<keyof RenovationQuery, RenovationInputError>> = {};
  const surfaceText = query.surface?.trim().replace(',', '.') ?? '';
  const surface = Number(surfaceText);
  if (surfaceText === '') errors.surface = 'renovation.surfaceRequired';
  else if (
    !/^\d+(\.\d+)?$/.test(surfaceText) ||
    surface < renovationSurfaceLimits.min ||
    surface > renovationSurfaceLimits.max
  )
    errors.surface = 'renovation.surfaceInvalid';

  const region = regions.find((candidate) => candidate === query.region?.trim());
  if (!region) errors.region = 'renovation.regionInvalid';
  const labels = region ? renovationLabels(region) : [];
  const from = query.from?.trim() ?? '';
  const to = query.to?.trim() ?? '';
  if (from === '') errors.from = 'renovation.labelRequired';
  else if (region && !labels.includes(from)) errors.from = 'renovation.labelInvalid';
  if (to === '') errors.to = 'renovation.labelRequired';
  else if (region && !labels.includes(to)) errors.to = 'renovation.labelInvalid';
  else if (region && labels.includes(from) && labels.indexOf(to) <= labels.indexOf(from))
    errors.to = 'renovation.targetNotBetter';

  if (Object.keys(errors).length > 0 || !region) return { ok: false, errors };
  return { ok: true, input: { surface, region, from, to } };
}
