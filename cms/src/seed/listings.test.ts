import { describe, expect, test } from 'vitest';
import { generateListings } from './listings';
import { createRandom } from './random';

const listings = [...generateListings(createRandom(7), { sale: 300, rent: 150, today: new Date('2026-11-01') })];

describe('seeded listing titles', () => {
  // "with 3 bedrooms and in Berchem", "avec jardin et quartier Flagey": a place joined with "and"
  // to what the listing has read wrong in every language.
  test.each([
    ['nl', / en (in|vlak bij) /],
    ['fr', / et (quartier|dans|à deux pas) /],
    ['en', / and (in|on|close to) /],
    ['de', / und (im|in) /],
  ] as const)('in %s, a place follows what the listing has without "and"', (lang, placeAfterAnd) => {
    const titles = listings.map((listing) => listing.localized[lang].title);
    expect(titles.filter((title) => placeAfterAnd.test(title) && !/^(In|Dans) /.test(title))).toEqual([]);
  });

  test('two things the listing has share one preposition: "with garden and garage"', () => {
    const titles = listings.map((listing) => listing.localized.en.title);
    expect(titles.filter((title) => / with .* and with /.test(title))).toEqual([]);
    expect(titles.filter((title) => / and .* and /.test(title))).toEqual([]);
    expect(titles.some((title) => / with [^,]* and /.test(title))).toBe(true);
  });
});
