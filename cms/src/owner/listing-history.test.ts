import { describe, expect, test } from 'vitest';
import { demoListingHistory } from '../seed/listing-history';
import { changesBetween, isRealChange } from './listing-history';

// Issue 19: the owner's price history showed "€ 1.000 → € 1.000".
describe('a change the owner portal shows', () => {
  test.each([
    ['price', '1000', '1000', false],
    ['price', '1000', '1000.00', false],
    ['price', '1100', '1000', true],
    ['price', null, '1000', true],
    ['listingStatus', 'available', 'available', false],
    ['listingStatus', 'available', 'sold', true],
    ['goal', '0', '1', true],
  ] as const)('%s %s → %s is a change: %s', (field, from, to, expected) => {
    expect(isRealChange({ field, from, to })).toBe(expected);
  });

  test('publishing the same price again records nothing', () => {
    const values = { price: '1000', listingStatus: 'available', goal: '1' };
    expect(changesBetween(values, values, {})).toEqual([]);
    expect(changesBetween(values, { ...values, price: '950' }, { price: '1000' })).toEqual([
      { field: 'price', from: '1000', to: '950' },
    ]);
  });

  test.each([1000, 850, 1450, 245_000, 1_250_000])(
    "the demo past of a listing at € %i has no row whose before and after are equal, and ends at today's price",
    (price) => {
      const rows = demoListingHistory([{ documentId: 'doc', price, listingStatus: 'available' }], new Date());
      expect(rows.filter((row) => row.previousValue === row.newValue)).toEqual([]);
      const prices = rows.filter((row) => row.field === 'price');
      expect(prices).toHaveLength(2);
      expect(prices.at(-1)?.newValue).toBe(String(price));
    },
  );
});
