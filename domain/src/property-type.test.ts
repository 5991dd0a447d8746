import { describe, expect, test } from 'vitest';
import { isForSale, propertyTypeIcon } from './property-type.js';

describe('propertyTypeIcon', () => {
  test.each([
    [1, 'residential'],
    [2, 'default'],
    [3, 'industrial'],
    [4, 'land'],
    [5, 'default'],
    [6, 'retail'],
    [7, 'default'],
    [0, 'default'],
    [8, 'default'],
    [-1, 'default'],
  ])('WebID %d → %s', (webId, icon) => {
    expect(propertyTypeIcon(webId)).toBe(icon);
  });
});

describe('isForSale', () => {
  test.each([
    [0, true],
    [1, false],
    [2, false],
    [-1, false],
  ])('goal %d → for sale %s', (goal, forSale) => {
    expect(isForSale(goal)).toBe(forSale);
  });
});
