import { describe, expect, test } from 'vitest';
import { formatPrice, isStartingFromPrice, priceParts } from './price.js';

describe('formatPrice', () => {
  test.each([
    [350000, '€ 350.000'],
    [0, '€ 0'],
    [999, '€ 999'],
    [1000, '€ 1.000'],
    [1250.5, '€ 1.250,50'],
    [1250.05, '€ 1.250,05'],
    [1250.004, '€ 1.250'],
    [1250.999, '€ 1.251'],
    [1234567.89, '€ 1.234.567,89'],
    [-1500, '€ -1.500'],
    [-0.001, '€ 0'],
    ['350000', '€ 350.000'],
    [' 1250.5 ', '€ 1.250,50'],
    ['abc', 'NaN'],
    ['1.250,50', 'NaN'],
    ['', 'NaN'],
    [null, 'NaN'],
    [undefined, 'NaN'],
    [Number.NaN, 'NaN'],
    [Number.POSITIVE_INFINITY, 'NaN'],
    [{}, 'NaN'],
    [true, 'NaN'],
  ])('%j → %j', (value, expected) => {
    expect(formatPrice(value)).toBe(expected);
  });
});

describe('priceParts and isStartingFromPrice', () => {
  test.each([
    [7, true],
    [1, false],
    [0, false],
    [null, false],
    [undefined, false],
  ])('price unit %j → starting from %s', (priceUnit, startingFrom) => {
    expect(isStartingFromPrice(priceUnit)).toBe(startingFrom);
    expect(priceParts(250000, { priceUnit })).toEqual({ text: '€ 250.000', startingFrom });
  });

  test('an invalid value keeps NaN', () => {
    expect(priceParts('x', { priceUnit: 7 })).toEqual({ text: 'NaN', startingFrom: true });
  });
});
