import { describe, expect, test } from 'vitest';
import { similarPriceBand } from './similar-listings.js';

describe('similarPriceBand', () => {
  test.each<[number | null | undefined, { min: number; max: number } | null]>([
    [300_000, { min: 240_000, max: 360_000 }],
    [1_250, { min: 1_000, max: 1_500 }],
    [199_999, { min: 160_000, max: 239_998 }],
    [1, { min: 1, max: 1 }],
    [0, null],
    [-5, null],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
  ])('%s → %j', (price, band) => {
    expect(similarPriceBand(price)).toEqual(band);
  });
});
