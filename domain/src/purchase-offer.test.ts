import { expect, test } from 'vitest';
import { purchaseOfferDeposit } from './purchase-offer.js';

test.each([
  [350000, 35000],
  [249999.99, 25000],
  [123456.78, 12345.68],
  [0, 0],
  [-1, Number.NaN],
  [Number.NaN, Number.NaN],
  [Number.POSITIVE_INFINITY, Number.NaN],
])('10%% of %d → %d', (price, deposit) => {
  expect(purchaseOfferDeposit(price)).toEqual(deposit);
});
