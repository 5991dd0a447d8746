import { describe, expect, test } from 'vitest';
import { listingPriceOf } from './listings.server';

describe('listingPriceOf', () => {
  test.each([
    [
      { price: 350000, publishPrice: true, priceUnit: 1, priceUnitText: null },
      { text: '€ 350.000', startingFrom: false, unitText: null },
    ],
    [
      { price: 950, publishPrice: true, priceUnit: 2, priceUnitText: ' per maand ' },
      { text: '€ 950', startingFrom: false, unitText: 'per maand' },
    ],
    // The page says "starting from" in the visitor's language; the agent's "Vanaf" is not repeated.
    [
      { price: 288000, publishPrice: true, priceUnit: 7, priceUnitText: 'À partir de' },
      { text: '€ 288.000', startingFrom: true, unitText: null },
    ],
  ])('%o shows %o', (node, expected) => {
    expect(listingPriceOf(node)).toMatchObject(expected);
  });

  test.each([[{ price: 350000, publishPrice: false }], [{ price: null, publishPrice: true }]])(
    '%o is on request',
    (node) => {
      expect(listingPriceOf(node)).toBeNull();
    },
  );
});
