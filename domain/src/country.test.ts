import { describe, expect, test } from 'vitest';
import { countryOf, energyDisplayOf } from './country.js';

describe('countryOf and energyDisplayOf', () => {
  test.each([
    [10, 'BE', 'image'],
    [50, 'LU', 'text'],
    [0, null, null],
    [11, null, null],
    [Number.NaN, null, null],
  ])('country %d → %s, EPC shown as %s', (id, country, display) => {
    expect(countryOf(id)).toBe(country);
    expect(energyDisplayOf(id)).toBe(display);
  });
});
