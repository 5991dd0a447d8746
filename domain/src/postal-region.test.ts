import { describe, expect, test } from 'vitest';
import { isPostalCode, listingRegionOf, regionOfPostalCode } from './postal-region.js';

describe('regionOfPostalCode', () => {
  test.each([
    ['1000', 'brussels'],
    ['1299', 'brussels'],
    ['1300', 'wallonia'],
    ['1499', 'wallonia'],
    ['1500', 'flanders'],
    ['3999', 'flanders'],
    ['4000', 'wallonia'],
    ['7999', 'wallonia'],
    ['8000', 'flanders'],
    ['9999', 'flanders'],
    [1050, 'brussels'],
    [9000, 'flanders'],
    [' 6000 ', 'wallonia'],
    ['B-2000', 'flanders'],
    ['be1180', 'brussels'],
    ['0999', null],
    ['999', null],
    ['10000', null],
    [999, null],
    [10000, null],
    [1000.5, null],
    ['abcd', null],
    ['', null],
    ['L-1234', null],
  ] as const)('%j → %s', (zip, region) => {
    expect(regionOfPostalCode(zip)).toBe(region);
  });
});

describe('isPostalCode', () => {
  test.each([
    ['9000', true],
    ['1000', true],
    ['B-1000', true],
    ['L-1234', true],
    ['l1234', true],
    ['LU-1234', true],
    ['0999', false],
    ['123', false],
    ['12345', false],
    ['', false],
    ['90 00', false],
  ])('%j → %s', (value, expected) => {
    expect(isPostalCode(value)).toBe(expected);
  });
});

describe('listingRegionOf: the region a listing is in, from postal code and country', () => {
  test.each([
    ['9000', 10, 'flanders'],
    ['1000', 10, 'brussels'],
    ['1300', 10, 'wallonia'],
    ['8000', null, 'flanders'],
    ['1050', undefined, 'brussels'],
    [4000, '10', 'wallonia'],
    ['L-1234', 50, 'luxembourg'],
    ['1234', 50, 'luxembourg'],
    [null, 50, 'luxembourg'],
    ['0999', 10, null],
    ['', 10, null],
    [null, null, null],
    ['9000', 1, null],
  ])('%j in country %j → %j', (zip, countryId, region) => {
    expect(listingRegionOf(zip, countryId)).toBe(region);
  });
});
