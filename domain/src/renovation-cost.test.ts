import { describe, expect, test } from 'vitest';
import {
  renovationCost,
  renovationLabels,
  validateRenovationQuery,
  type RenovationUnitCost,
} from './renovation-cost.js';

/** The demo agency's figures (cms seed): one row per letter step. */
const costs: RenovationUnitCost[] = [
  { fromLabel: 'F', toLabel: 'E', costPerM2: 95 },
  { fromLabel: 'E', toLabel: 'D', costPerM2: 110 },
  { fromLabel: 'D', toLabel: 'C', costPerM2: 120 },
  { fromLabel: 'C', toLabel: 'B', costPerM2: 140 },
  { fromLabel: 'B', toLabel: 'A', costPerM2: 185 },
  { fromLabel: 'A', toLabel: 'A+', costPerM2: 240 },
];

describe('renovationLabels', () => {
  test.each([
    ['flanders', ['F', 'E', 'D', 'C', 'B', 'A', 'A+']],
    ['wallonia', ['G', 'F', 'E', 'D', 'C', 'B', 'A', 'A+', 'A++']],
    [
      'brussels',
      ['G', 'F-', 'F', 'F+', 'E-', 'E', 'E+', 'D-', 'D', 'D+', 'C-', 'C', 'C+', 'B-', 'B', 'B+', 'A-', 'A', 'A+'],
    ],
  ] as const)('%s, worst first', (region, labels) => {
    expect(renovationLabels(region)).toEqual(labels);
  });
});

describe('renovationCost', () => {
  test.each([
    // surface, region, from, to, cost per m², total
    [100, 'flanders', 'F', 'E', 95, 9500],
    [100, 'flanders', 'F', 'D', 205, 20500],
    [120, 'flanders', 'E', 'C', 230, 27600],
    [85.5, 'flanders', 'D', 'A+', 685, 58568],
    [150, 'wallonia', 'F', 'D', 205, 30750],
    // Brussels: a sub-band step is a third of its letter step (F → E costs 95: 31.67 per sub-band)
    [100, 'brussels', 'F-', 'E-', 95, 9500],
    [100, 'brussels', 'F-', 'F', 31.67, 3167],
    // E → E+ → D- (two thirds of E → D) then D- → D (a third of D → C)
    [100, 'brussels', 'E', 'D', 113.33, 11333],
    // A- → A → A+: the A → A+ row is used as configured; A- is one of two A sub-bands
    [10, 'brussels', 'A-', 'A+', 240 + 120, 3600],
  ] as const)('%d m² in %s from %s to %s: %d €/m², € %d', (surface, region, from, to, perM2, total) => {
    const estimate = renovationCost({ surface, region, from, to }, costs);
    expect(estimate.missing).toEqual([]);
    expect(estimate.costPerM2).toBeCloseTo(perM2, 2);
    expect(estimate.total).toBe(total);
  });

  test('lists every step with its unit cost', () => {
    expect(renovationCost({ surface: 100, region: 'flanders', from: 'E', to: 'C' }, costs).steps).toEqual([
      { from: 'E', to: 'D', costPerM2: 110 },
      { from: 'D', to: 'C', costPerM2: 120 },
    ]);
  });

  test('a step without a configured cost leaves the total open instead of underestimating it', () => {
    const estimate = renovationCost({ surface: 100, region: 'wallonia', from: 'G', to: 'E' }, costs);
    expect(estimate.total).toBeNull();
    expect(estimate.costPerM2).toBeNull();
    expect(estimate.missing).toEqual([{ from: 'G', to: 'F', costPerM2: null }]);
  });

  test.each([
    ['target not better', 'C', 'E'],
    ['same label', 'C', 'C'],
    ['label not on the scale', 'X', 'C'],
  ])('%s gives no steps', (_, from, to) => {
    expect(renovationCost({ surface: 100, region: 'flanders', from, to }, costs)).toEqual({
      steps: [],
      costPerM2: null,
      total: null,
      missing: [],
    });
  });

  test('ignores negative or non-numeric unit costs', () => {
    const broken = [{ fromLabel: 'F', toLabel: 'E', costPerM2: -5 }];
    expect(renovationCost({ surface: 100, region: 'flanders', from: 'F', to: 'E' }, broken).total).toBeNull();
  });
});

describe('validateRenovationQuery', () => {
  test.each([
    [
      { surface: '120', region: 'flanders', from: 'E', to: 'C' },
      { surface: 120, region: 'flanders', from: 'E', to: 'C' },
    ],
    [
      { surface: ' 85,5 ', region: 'brussels', from: 'E-', to: 'C+' },
      { surface: 85.5, region: 'brussels', from: 'E-', to: 'C+' },
    ],
    [
      { surface: '1', region: 'wallonia', from: 'G', to: 'A++' },
      { surface: 1, region: 'wallonia', from: 'G', to: 'A++' },
    ],
    [
      { surface: '10000', region: 'wallonia', from: 'B', to: 'A' },
      { surface: 10000, region: 'wallonia', from: 'B', to: 'A' },
    ],
  ])('accepts %j', (query, input) => {
    expect(validateRenovationQuery(query)).toEqual({ ok: true, input });
  });

  test.each([
    [{ region: 'flanders', from: 'E', to: 'C' }, { surface: 'renovation.surfaceRequired' }],
    [{ surface: '0', region: 'flanders', from: 'E', to: 'C' }, { surface: 'renovation.surfaceInvalid' }],
    [{ surface: '0.5', region: 'flanders', from: 'E', to: 'C' }, { surface: 'renovation.surfaceInvalid' }],
    [{ surface: '10001', region: 'flanders', from: 'E', to: 'C' }, { surface: 'renovation.surfaceInvalid' }],
    [{ surface: '-20', region: 'flanders', from: 'E', to: 'C' }, { surface: 'renovation.surfaceInvalid' }],
    [{ surface: '1e3', region: 'flanders', from: 'E', to: 'C' }, { surface: 'renovation.surfaceInvalid' }],
    [{ surface: '100', region: 'lux', from: 'E', to: 'C' }, { region: 'renovation.regionInvalid' }],
    [
      { surface: '100', region: 'flanders', from: '', to: '' },
      { from: 'renovation.labelRequired', to: 'renovation.labelRequired' },
    ],
    // G is on the Walloon scale, not on the Flemish one
    [{ surface: '100', region: 'flanders', from: 'G', to: 'C' }, { from: 'renovation.labelInvalid' }],
    [{ surface: '100', region: 'flanders', from: 'C', to: 'E' }, { to: 'renovation.targetNotBetter' }],
    [{ surface: '100', region: 'flanders', from: 'C', to: 'C' }, { to: 'renovation.targetNotBetter' }],
  ])('refuses %j', (query, errors) => {
    expect(validateRenovationQuery(query)).toEqual({ ok: false, errors });
  });
});
