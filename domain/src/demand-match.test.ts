import { expect, test } from 'vitest';
import {
  listingChanges,
  matchesDemand,
  withAncestors,
  type DemandCriteria,
  type MatchableListing,
} from './demand-match.js';
import { parseSearchArea } from './search-area.js';

// A 3-bedroom house (type 11 under root 1) in a city 120 of province 10 of region 1, for sale.
const listing: MatchableListing = {
  goal: 0,
  typeIds: [11, 1],
  placeIds: [120, 10, 1],
  price: 350000,
  bedrooms: 3,
  bathrooms: 1,
  garages: 1,
  parkings: 0,
};
const criteria: DemandCriteria = { goal: 0, propertyTypes: [1], regions: [1] };
// A box around Gent's centre, and 5 km around its Korenmarkt.
const gentBox = parseSearchArea('510800.36800_510800.37600_510300.37600_510300.36800').area;
const within5Km = parseSearchArea('510543.37174_5km').area;

test.each<[string, Partial<DemandCriteria>, Partial<MatchableListing>, boolean]>([
  ['root type and region', {}, {}, true],
  ['the leaf type itself', { propertyTypes: [11] }, {}, true],
  ['another type', { propertyTypes: [2] }, {}, false],
  ['one of several types', { propertyTypes: [2, 11] }, {}, true],
  ['the city itself', { regions: [120] }, {}, true],
  ['the province', { regions: [10] }, {}, true],
  ['another region', { regions: [2] }, {}, false],
  ['rent entry, sale listing', { goal: 1 }, {}, false],
  ['rent entry, rent listing (goal 2 is rent too)', { goal: 1 }, { goal: 2 }, true],
  ['min price at the price', { minPrice: 350000 }, {}, true],
  ['min price above', { minPrice: 350001 }, {}, false],
  ['max price at the price', { maxPrice: 350000 }, {}, true],
  ['max price below', { maxPrice: 349999 }, {}, false],
  ['budget at the price', { budget: 350000 }, {}, true],
  ['budget below', { budget: 300000 }, {}, false],
  ['max price fits, budget not', { maxPrice: 400000, budget: 300000 }, {}, false],
  ['no price published, no bounds', {}, { price: null }, true],
  ['no price published, a bound', { maxPrice: 400000 }, { price: null }, false],
  ['a price range overlapping the bounds', { minPrice: 380000, maxPrice: 450000 }, { priceUpTo: 400000 }, true],
  ['a price range below the bounds', { minPrice: 400001 }, { priceUpTo: 400000 }, false],
  ['a price range whose bottom is over the budget', { budget: 349999 }, { priceUpTo: 400000 }, false],
  ['inside the drawn area', { area: gentBox }, { location: { lat: 51.0543, lng: 3.7174 } }, true],
  ['outside the drawn area', { area: gentBox }, { location: { lat: 51.2194, lng: 4.4025 } }, false],
  ['an area, no coordinates', { area: gentBox }, { location: null }, false],
  ['within 5 km', { area: within5Km }, { location: { lat: 51.0357, lng: 3.7101 } }, true],
  ['beyond 5 km', { area: within5Km }, { location: { lat: 51.1, lng: 3.7174 } }, false],
  ['no area, no coordinates', { area: null }, { location: null }, true],
  ['bedrooms within', { minBedrooms: 2, maxBedrooms: 3 }, {}, true],
  ['too few bedrooms', { minBedrooms: 4 }, {}, false],
  ['too many bedrooms', { maxBedrooms: 2 }, {}, false],
  ['bedrooms unknown, minimum 1', { minBedrooms: 1 }, { bedrooms: null }, false],
  ['bedrooms unknown, only a maximum', { maxBedrooms: 2 }, { bedrooms: null }, true],
  ['minimum 0 bedrooms always passes', { minBedrooms: 0 }, { bedrooms: null }, true],
  ['garages at least', { garages: 1 }, {}, true],
  ['garages more than it has', { garages: 2 }, {}, false],
  ['parkings at least 1, none', { parkings: 1 }, {}, false],
  ['bathrooms at least 1', { bathrooms: 1 }, {}, true],
  ['bathrooms unknown', { bathrooms: 1 }, { bathrooms: null }, false],
])('%s', (_name, criteriaChanges, listingChanges_, expected) => {
  expect(matchesDemand({ ...criteria, ...criteriaChanges }, { ...listing, ...listingChanges_ })).toBe(expected);
});

test.each<[string, Parameters<typeof listingChanges>[1], Parameters<typeof listingChanges>[2], string[]]>([
  ['first publication', null, { price: 300000, status: 'available' }, ['published:d1:published']],
  ['first publication, status unset', null, { price: 300000, status: null }, ['published:d1:published']],
  ['first publication under option', null, { price: 300000, status: 'under_option' }, ['published:d1:published']],
  ['first publication, already sold', null, { price: 300000, status: 'sold' }, []],
  ['unpublished (nothing after)', { price: 300000, status: 'available' }, null, []],
  ['same version again', { price: 300000, status: 'available' }, { price: 300000, status: 'available' }, []],
  [
    'price drop',
    { price: 300000, status: 'available' },
    { price: 280000, status: 'available' },
    ['price_drop:d1:price:280000'],
  ],
  ['price rise', { price: 300000, status: 'available' }, { price: 320000, status: 'available' }, []],
  ['price removed', { price: 300000, status: 'available' }, { price: null, status: 'available' }, []],
  [
    'under option',
    { price: 300000, status: 'available' },
    { price: 300000, status: 'under_option' },
    ['status:d1:status:under_option'],
  ],
  ['sold', { price: 300000, status: 'under_option' }, { price: 300000, status: 'sold' }, ['status:d1:status:sold']],
  ['rented', { price: 900, status: 'available' }, { price: 900, status: 'rented' }, ['status:d1:status:rented']],
  ['back to available', { price: 300000, status: 'under_option' }, { price: 300000, status: 'available' }, []],
  [
    'price drop and sold at once',
    { price: 300000, status: 'available' },
    { price: 290000, status: 'sold' },
    ['price_drop:d1:price:290000', 'status:d1:status:sold'],
  ],
])('%s', (_name, before, after, expected) => {
  expect(listingChanges('d1', before, after).map((change) => `${change.kind}:${change.key}`)).toEqual(expected);
});

// The seed's trees, in part: Huis (1) > Rijwoning (12); Appartement (2) > Studio (21); regions
// Vlaanderen (1) > Oost-Vlaanderen (10) > Gent (120), Wallonie (2) > Namur (20), Brussel (3).
const types = [
  { ID: 1, ParentID: null },
  { ID: 12, ParentID: 1 },
  { ID: 2, ParentID: 0 },
  { ID: 21, ParentID: 2 },
];
const places = [
  { ID: 1, ParentID: null },
  { ID: 10, ParentID: 1 },
  { ID: 120, ParentID: 10 },
  { ID: 2 },
  { ID: 20, ParentID: 2 },
  { ID: 3, ParentID: null },
];
const rijwoningInGent: MatchableListing = {
  ...listing,
  typeIds: withAncestors(types, [12]),
  placeIds: withAncestors(places, [120]),
};

test.each<[string, number[], number[], boolean]>([
  ['a main type matches its sub-type ("Huis" finds a "Rijwoning")', [1], [1, 2, 3], true],
  ['the sub-type itself', [12], [1, 2, 3], true],
  ['another main type', [2], [1, 2, 3], false],
  ["another main type's sub-type", [21], [1, 2, 3], false],
  ['a region matches a city two levels down', [1], [1], true],
  ['the province', [1], [10], true],
  ['the city', [1], [120], true],
  ['another region', [1], [2, 3], false],
  ["another region's province", [1], [20], false],
])('trees: %s', (_name, propertyTypes, regions, expected) => {
  expect(matchesDemand({ ...criteria, propertyTypes, regions }, rijwoningInGent)).toBe(expected);
});

test.each<[string, number[], number[]]>([
  ['a leaf with its parent and root', [120], [120, 10, 1]],
  ['a root alone (ParentID null)', [1], [1]],
  ['a root alone (ParentID 0)', [2], [2]],
  ['a root alone (no ParentID)', [20], [20, 2]],
  ['an id the tree does not hold', [999], [999]],
  ['shared ancestors once', [120, 10], [120, 10, 1]],
])('withAncestors: %s', (_name, ids, expected) => {
  expect(withAncestors(places, ids)).toEqual(expected);
});

test('withAncestors stops at a cycle in the data', () => {
  expect(
    withAncestors(
      [
        { ID: 5, ParentID: 6 },
        { ID: 6, ParentID: 5 },
      ],
      [5],
    ),
  ).toEqual([5, 6]);
});
