import { describe, expect, test } from 'vitest';
import { encodeSearchArea, parseSearchArea } from '@vitrine/domain';
import {
  canonicalQuery,
  drawnArea,
  hasMoreCriteria,
  isFiltered,
  listingSearchQuery,
  parseListingSearch,
  searchProblems,
  type ListingSearch,
} from './listing-search';

const parse = (query: string) => parseListingSearch(new URLSearchParams(query));
const empty = parse('');

describe('parseListingSearch', () => {
  test.each([
    // Any whole euro amount: no steps of 1000.
    ['minPrice=850', 'minPrice', 850],
    ['maxPrice=249500', 'maxPrice', 249500],
    // Typed the Belgian way, with thousands separators.
    ['maxPrice=249.500', 'maxPrice', 249500],
    ['minPrice=1.250.000', 'minPrice', 1250000],
    ['maxPrice=249%20500', 'maxPrice', 249500],
    ['maxPrice=%E2%82%AC%20249.500', 'maxPrice', 249500],
    ["maxPrice=249'500", 'maxPrice', 249500],
    // Not an amount: ignored, never guessed.
    ['maxPrice=249.5', 'maxPrice', null],
    ['maxPrice=-5', 'maxPrice', null],
    ['maxPrice=2.50.000', 'maxPrice', null],
    ['maxPrice=1.500,000', 'maxPrice', null],
    ['maxPrice=abc', 'maxPrice', null],
    // The demand register's counts.
    ['bedrooms=2', 'bedrooms', 2],
    ['maxBedrooms=3', 'maxBedrooms', 3],
    ['bathrooms=2', 'bathrooms', 2],
    ['garages=1', 'garages', 1],
    ['parkings=0', 'parkings', 0],
    ['parkings=20', 'parkings', 20],
    ['parkings=21', 'parkings', null],
    ['garages=one', 'garages', null],
    ['maxBedrooms=2.5', 'maxBedrooms', null],
    ['type=101', 'type', 101],
    ['type=villa', 'type', null],
  ] as const)('%s → %s %s', (query, field, expected) => {
    expect(parse(query)[field]).toBe(expected);
  });
});

describe('listingSearchQuery', () => {
  test('one URL per search: the fields in a fixed order, defaults and empty values left out', () => {
    const search: ListingSearch = {
      ...empty,
      parkings: 1,
      type: 2,
      maxBedrooms: 3,
      bedrooms: 1,
      garages: 1,
      bathrooms: 2,
      maxPrice: 850,
      sort: 'price-asc',
      page: 2,
    };
    expect(listingSearchQuery(search)).toBe(
      '?type=2&maxPrice=850&bedrooms=1&maxBedrooms=3&bathrooms=2&garages=1&parkings=1&sort=price-asc&page=2',
    );
    expect(listingSearchQuery(empty)).toBe('');
  });

  test.each([
    'type=201&place=Gent&region=flanders&minPrice=850&maxPrice=249500',
    'bedrooms=2&maxBedrooms=4&bathrooms=1&garages=2&parkings=3&sort=price-desc&page=3&view=map',
  ])('reads back what it writes: %s', (query) => {
    expect(listingSearchQuery(parse(query))).toBe(`?${query}`);
  });

  test.each([
    // A drawn polygon (a triangle over Gent) and "within 5 km of" a place, each beside other criteria.
    'place=Gent&maxPrice=400000&area=510900.36600_510900.37800_510200.37200&page=2&view=map',
    'place=Gent&bedrooms=2&km=5',
  ])('reads back an area as it writes it: %s', (query) => {
    expect(listingSearchQuery(parse(query))).toBe(`?${query}`);
  });

  test('a drawn area goes through the URL and back as the same area', () => {
    const area = parseSearchArea('510900.36600_510900.37800_510200.37200').area!;
    const query = listingSearchQuery({ ...empty, area: encodeSearchArea(area), page: 2 });
    expect(query).toBe('?area=510900.36600_510900.37800_510200.37200&page=2');
    expect(drawnArea(parse(query.slice(1)))).toEqual({ area, problem: null });
  });

  test.each([
    // A distance means nothing without a place, or beside a drawn area; one not offered is none.
    ['km=5', ''],
    ['place=Gent&km=3', '?place=Gent'],
    ['place=Gent&km=5&area=510543.37174_2km', '?place=Gent&area=510543.37174_2km'],
  ])('a distance is kept only around a place: %s', (query, canonical) => {
    expect(listingSearchQuery(parse(query))).toBe(canonical);
  });

  test.each([
    ['a radius not offered', 'area=510543.37174_3km', 'radius'],
    ['Paris', 'area=488566.23522_488600.23600_488500.23600', 'outside'],
    ['not an area', 'area=gent', 'format'],
    ['longer than any area', `area=${'1'.repeat(5000)}`, 'format'],
  ])('an area that is none stays in the URL and says why: %s', (_name, query, problem) => {
    const search = parse(query);
    expect(drawnArea(search)?.problem).toBe(problem);
    expect(isFiltered(search)).toBe(true);
    expect(listingSearchQuery(search).length).toBeLessThan(800);
  });

  test('writes a thousands-separated amount as digits', () => {
    expect(listingSearchQuery(parse('maxPrice=249.500'))).toBe('?maxPrice=249500');
  });

  test('canonicalQuery drops null and empty values', () => {
    expect(
      canonicalQuery([
        ['a', null],
        ['b', ''],
        ['c', 0],
        ['d', 'x y'],
      ]),
    ).toBe('?c=0&d=x+y');
    expect(canonicalQuery([])).toBe('');
  });
});

describe('what a search narrows', () => {
  test.each([
    ['', false, false],
    ['page=2', false, false],
    ['view=map', false, false],
    ['sort=price-asc', true, false],
    ['bedrooms=2', true, false],
    ['maxBedrooms=2', true, true],
    ['bathrooms=1', true, true],
    ['garages=1', true, true],
    ['parkings=1', true, true],
  ])('%s: filtered %s, more criteria %s', (query, filtered, more) => {
    expect(isFiltered(parse(query))).toBe(filtered);
    expect(hasMoreCriteria(parse(query))).toBe(more);
  });
});

describe('searchProblems', () => {
  test.each([
    ['minPrice=300000&maxPrice=500000', []],
    ['minPrice=500000&maxPrice=500000', []],
    ['minPrice=500001&maxPrice=500000', ['priceRange']],
    ['minPrice=500001', []],
    ['bedrooms=3&maxBedrooms=2', ['bedroomsRange']],
    ['bedrooms=2&maxBedrooms=2', []],
    ['minPrice=9&maxPrice=1&bedrooms=5&maxBedrooms=1', ['priceRange', 'bedroomsRange']],
  ])('%s → %j', (query, problems) => {
    expect(searchProblems(parse(query))).toEqual(problems);
  });
});
