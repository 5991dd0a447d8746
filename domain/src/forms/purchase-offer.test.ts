import { expect, test } from 'vitest';
import { errorOf } from './test-fixtures.js';

test.each([
  [{ amount: undefined }, 'amount', 'validation.amountRequired'],
  [{ amount: '' }, 'amount', 'validation.amountRequired'],
  [{ amount: 0 }, 'amount', 'validation.amountPositive'],
  [{ amount: -5 }, 'amount', 'validation.amountPositive'],
  [{ amount: 1 }, 'amount', undefined],
  [{ amount: 325000.5 }, 'amount', 'validation.integerRequired'],
  [{ amount: 99_999_999 }, 'amount', undefined],
  [{ amount: '325000' }, 'amount', undefined],
  [{ amount: 100_000_000 }, 'amount', 'validation.numberTooLarge'],
  [{ amount: 'a lot' }, 'amount', 'validation.numberInvalid'],
  [{ validUntil: '' }, 'validUntil', 'validation.validUntilRequired'],
  [{ validUntil: '2025-06-31' }, 'validUntil', 'validation.dateInvalid'],
  [{ validUntil: '2025-06-14' }, 'validUntil', 'validation.dateInPast'],
  [{ validUntil: '2025-06-15' }, 'validUntil', undefined],
  [{ depositAccepted: false }, 'depositAccepted', 'validation.depositRequired'],
  [{ depositAccepted: undefined }, 'depositAccepted', 'validation.depositRequired'],
  [{ depositAccepted: 'true' }, 'depositAccepted', undefined],
  [{ conditions: 'Subject to a mortgage' }, 'conditions', undefined],
  [{ conditions: 'x'.repeat(4000) }, 'conditions', undefined],
  [{ conditions: 'x'.repeat(4001) }, 'conditions', 'validation.messageTooLong'],
  [{ street: 'x'.repeat(121) }, 'street', 'validation.textTooLong'],
  [{ houseNumber: '12345678901234567' }, 'houseNumber', 'validation.textTooLong'],
  [{ street: '' }, 'street', 'validation.addressRequired'],
  [{ zip: 'abcd' }, 'zip', 'validation.postalCodeInvalid'],
  [{ city: '' }, 'city', 'validation.cityRequired'],
  [{ title: '' }, 'title', 'validation.titleRequired'],
])('purchaseOffer %j → %s: %s', (changes, field, message) => {
  expect(errorOf('purchaseOffer', changes, field)).toBe(message);
});
