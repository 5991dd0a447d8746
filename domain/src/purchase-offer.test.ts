import { expect, test } from 'vitest';
import { reach, type Schema } from 'yup';
import { purchaseOfferSchema } from './forms/purchase-offer.js';
import { purchaseOfferDeposit, typedOfferAmount } from './purchase-offer.js';

test.each([
  [350000, 35000],
  [500000, 50000],
  [249999.99, 25000],
  [123456.78, 12345.68],
  [0, 0],
  [-1, Number.NaN],
  [Number.NaN, Number.NaN],
  [Number.POSITIVE_INFINITY, Number.NaN],
])('10%% of the amount offered, %d → %d', (amount, deposit) => {
  expect(purchaseOfferDeposit(amount)).toEqual(deposit);
});

test.each([
  ['500000', 500000],
  ['535 000', 535000],
  [' 1 250 000 ', 1250000],
  ['99999999', 99999999],
  ['100000000', null],
  ['0', null],
  ['-5', null],
  ['', null],
  ['   ', null],
  [null, null],
  ['12,5', null],
  ['350000.5', null],
  ['abc', null],
])('typed %j → amount %j', (typed, amount) => {
  expect(typedOfferAmount(typed)).toEqual(amount);
});

// The amount read while typing is the one the form will send and store.
test.each(['500000', '535 000', '1', '500.000', '1e5', '0x10', '0', '12,5', '350000.5', ''])(
  'typed %j: the amount read is the one the schema stores, or none when refused',
  (typed) => {
    // The amount field of the form's schema, as the form validates it (a field, never a reference).
    const amount = reach(purchaseOfferSchema, 'amount') as Schema<number>;
    expect(typedOfferAmount(typed)).toBe(amount.isValidSync(typed) ? amount.cast(typed) : null);
  },
);
