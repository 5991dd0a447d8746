import { describe, expect, test } from 'vitest';
import { energyLabel, energyScales } from './energy-label.js';

describe('energyLabel', () => {
  test.each([
    // Flanders: below 0 A+; 0-100 A; 100-200 B; …; above 500 F (upper bound inclusive)
    ['flanders', -0.01, 'A+'],
    ['flanders', -50, 'A+'],
    ['flanders', 0, 'A'],
    ['flanders', 100, 'A'],
    ['flanders', 100.01, 'B'],
    ['flanders', 200, 'B'],
    ['flanders', 200.5, 'C'],
    ['flanders', 300, 'C'],
    ['flanders', 301, 'D'],
    ['flanders', 400, 'D'],
    ['flanders', 401, 'E'],
    ['flanders', 500, 'E'],
    ['flanders', 500.01, 'F'],
    ['flanders', 900, 'F'],
    // Wallonia: A++ at 0 or below; 0-45 A+; 45-85 A; …; above 510 G
    ['wallonia', -10, 'A++'],
    ['wallonia', 0, 'A++'],
    ['wallonia', 0.1, 'A+'],
    ['wallonia', 45, 'A+'],
    ['wallonia', 46, 'A'],
    ['wallonia', 85, 'A'],
    ['wallonia', 86, 'B'],
    ['wallonia', 170, 'B'],
    ['wallonia', 171, 'C'],
    ['wallonia', 255, 'C'],
    ['wallonia', 256, 'D'],
    ['wallonia', 340, 'D'],
    ['wallonia', 341, 'E'],
    ['wallonia', 425, 'E'],
    ['wallonia', 426, 'F'],
    ['wallonia', 510, 'F'],
    ['wallonia', 510.5, 'G'],
    // Brussels: A+ negative; official PEB bands; F- from 322; G from 346
    ['brussels', -1, 'A+'],
    ['brussels', 0, 'A'],
    ['brussels', 15, 'A'],
    ['brussels', 16, 'A-'],
    ['brussels', 30, 'A-'],
    ['brussels', 31, 'B+'],
    ['brussels', 45, 'B+'],
    ['brussels', 46, 'B'],
    ['brussels', 62, 'B'],
    ['brussels', 63, 'B-'],
    ['brussels', 78, 'B-'],
    ['brussels', 79, 'C+'],
    ['brussels', 95, 'C+'],
    ['brussels', 96, 'C'],
    ['brussels', 113, 'C'],
    ['brussels', 114, 'C-'],
    ['brussels', 132, 'C-'],
    ['brussels', 133, 'D+'],
    ['brussels', 151, 'D+'],
    ['brussels', 152, 'D'],
    ['brussels', 170, 'D'],
    ['brussels', 171, 'D-'],
    ['brussels', 190, 'D-'],
    ['brussels', 191, 'E+'],
    ['brussels', 210, 'E+'],
    ['brussels', 211, 'E'],
    ['brussels', 223, 'E'],
    ['brussels', 232, 'E'],
    ['brussels', 233, 'E-'],
    ['brussels', 253, 'E-'],
    ['brussels', 254, 'F+'],
    ['brussels', 276, 'F+'],
    ['brussels', 277, 'F'],
    ['brussels', 321, 'F'],
    ['brussels', 321.5, 'F-'],
    ['brussels', 322, 'F-'],
    ['brussels', 345, 'F-'],
    ['brussels', 345.5, 'G'],
    ['brussels', 346, 'G'],
  ] as const)('%s %d kWh/m² → %s', (region, value, label) => {
    expect(energyLabel(region, value)).toBe(label);
  });

  test.each([
    ['flanders', Number.POSITIVE_INFINITY, 'F'],
    ['wallonia', Number.NEGATIVE_INFINITY, 'A++'],
    ['brussels', Number.NaN, ''],
  ] as const)('%s %d → %j', (region, value, label) => {
    expect(energyLabel(region, value)).toBe(label);
  });

  test.each(Object.entries(energyScales))('%s bands ascend', (_, scale) => {
    const maxima = scale.bands.map((band) => band.max);
    expect(maxima).toEqual([...maxima].sort((a, b) => a - b));
  });

  test('Brussels has 17 bands from A to F- plus A+ and G', () => {
    expect(energyScales.brussels.bands.map((band) => band.label).slice(1)).toHaveLength(17);
  });
});
