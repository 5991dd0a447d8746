import { expect, test } from 'vitest';
import type { DemandCriteria } from './demand-match.js';
import {
  matchesDescribedHome,
  searchPrefilter,
  searcherCount,
  type DescribedHome,
  type SearcherCount,
} from './searchers.js';

// A house (type 11 under root 1) in Gent (city 120 of province 10 of region 1), for sale at 300,000–400,000.
const home: DescribedHome = {
  goal: 0,
  typeIds: [11, 1],
  placeIds: [120, 10, 1],
  minPrice: 300000,
  maxPrice: 400000,
  bedrooms: 3,
};
const search: DemandCriteria = { goal: 0, propertyTypes: [1], regions: [1] };

test.each<[string, Partial<DemandCriteria>, Partial<DescribedHome>, boolean]>([
  ['root type and region, no bounds', {}, {}, true],
  // A described home has no coordinates: a search's drawn area does not narrow the count.
  [
    'a search with an area elsewhere',
    { area: { kind: 'circle', center: { lat: 50.85, lng: 4.35 }, radiusKm: 1 } },
    {},
    true,
  ],
  ['a sub-type asked', { propertyTypes: [11] }, {}, true],
  ['another type', { propertyTypes: [2] }, {}, false],
  ['the province', { regions: [10] }, {}, true],
  ['another region', { regions: [2] }, {}, false],
  ['a rent search', { goal: 1 }, {}, false],
  ['search range inside the asking range', { minPrice: 320000, maxPrice: 380000 }, {}, true],
  ['search range around the asking range', { minPrice: 200000, maxPrice: 500000 }, {}, true],
  ['search up to the bottom of the range', { maxPrice: 300000 }, {}, true],
  ['search below the range', { maxPrice: 299999 }, {}, false],
  ['search from the top of the range', { minPrice: 400000 }, {}, true],
  ['search above the range', { minPrice: 400001 }, {}, false],
  ['budget at the bottom of the range', { budget: 300000 }, {}, true],
  ['budget below the range', { budget: 250000 }, {}, false],
  ['max price fits, budget not', { maxPrice: 450000, budget: 280000 }, {}, false],
  ['one price given, within', { minPrice: 340000, maxPrice: 360000 }, { minPrice: 350000, maxPrice: null }, true],
  ['only a top given, within', { maxPrice: 360000 }, { minPrice: null, maxPrice: 350000 }, true],
  ['no price given, a bounded search', { maxPrice: 400000 }, { minPrice: null, maxPrice: null }, false],
  ['no price given, an unbounded search', {}, { minPrice: null, maxPrice: null }, true],
  ['bedrooms within', { minBedrooms: 2, maxBedrooms: 3 }, {}, true],
  ['too few bedrooms', { minBedrooms: 4 }, {}, false],
  ['too many bedrooms', { maxBedrooms: 2 }, {}, false],
  ['bedrooms not given: bounds do not narrow', { minBedrooms: 4 }, { bedrooms: null }, true],
  ['garages asked: not narrowing', { garages: 2, parkings: 1, bathrooms: 2 }, {}, true],
])('%s', (_name, searchChanges, homeChanges, expected) => {
  expect(matchesDescribedHome({ ...search, ...searchChanges }, { ...home, ...homeChanges })).toBe(expected);
});

test.each<[number, SearcherCount]>([
  [0, { kind: 'none', n: 0 }],
  [-1, { kind: 'none', n: 0 }],
  [Number.NaN, { kind: 'none', n: 0 }],
  [1, { kind: 'few', n: null }],
  [2, { kind: 'few', n: null }],
  [3, { kind: 'count', n: 3 }],
  [14, { kind: 'count', n: 14 }],
])('searcherCount(%s)', (matches, expected) => {
  expect(searcherCount(matches)).toEqual(expected);
});

test.each<[string, Partial<DescribedHome>, ReturnType<typeof searchPrefilter>]>([
  [
    'a range and bedrooms',
    {},
    { minPriceAtMost: 400000, maxPriceAtLeast: 300000, minBedroomsAtMost: 3, maxBedroomsAtLeast: 3 },
  ],
  [
    'one price, no bedrooms',
    { maxPrice: null, bedrooms: null },
    { minPriceAtMost: 300000, maxPriceAtLeast: 300000, minBedroomsAtMost: null, maxBedroomsAtLeast: null },
  ],
  [
    'no price',
    { minPrice: null, maxPrice: null },
    { minPriceAtMost: null, maxPriceAtLeast: null, minBedroomsAtMost: 3, maxBedroomsAtLeast: 3 },
  ],
])('searchPrefilter: %s', (_name, changes, expected) => {
  expect(searchPrefilter({ ...home, ...changes })).toEqual(expected);
});

// The prefilter never drops a search the matcher would count.
test.each<[string, Partial<DemandCriteria>]>([
  ['min at the top', { minPrice: 400000 }],
  ['max at the bottom', { maxPrice: 300000 }],
  ['budget at the bottom', { budget: 300000 }],
  ['bedrooms exactly', { minBedrooms: 3, maxBedrooms: 3 }],
])('prefilter keeps what matches: %s', (_name, changes) => {
  const criteria = { ...search, ...changes };
  const bounds = searchPrefilter(home);
  expect(matchesDescribedHome(criteria, home)).toBe(true);
  expect(criteria.minPrice ?? 0).toBeLessThanOrEqual(bounds.minPriceAtMost!);
  expect(criteria.maxPrice ?? Infinity).toBeGreaterThanOrEqual(bounds.maxPriceAtLeast!);
  expect(criteria.budget ?? Infinity).toBeGreaterThanOrEqual(bounds.maxPriceAtLeast!);
  expect(criteria.minBedrooms ?? 0).toBeLessThanOrEqual(bounds.minBedroomsAtMost!);
  expect(criteria.maxBedrooms ?? Infinity).toBeGreaterThanOrEqual(bounds.maxBedroomsAtLeast!);
});
