import { expect, test } from 'vitest';
import { errorOf } from './test-fixtures.js';

test.each([
  [{ title: undefined }, 'title', 'validation.titleRequired'],
  [{ phone: '' }, 'phone', 'validation.phoneRequired'],
  [{ street: '' }, 'street', 'validation.addressRequired'],
  [{ houseNumber: '' }, 'houseNumber', 'validation.houseNumberRequired'],
  [{ zip: '' }, 'zip', 'validation.postalCodeRequired'],
  [{ zip: '900' }, 'zip', 'validation.postalCodeInvalid'],
  [{ zip: 'L-1234' }, 'zip', undefined],
  [{ zip: '1000' }, 'zip', undefined],
  [{ city: ' ' }, 'city', 'validation.cityRequired'],
  [{ propertyType: '' }, 'propertyType', undefined],
  [{ propertyType: 'Villa' }, 'propertyType', undefined],
  [{ contactTimeSlots: ['afternoon'] }, 'contactTimeSlots', undefined],
])('valuationRequest %j → %s: %s', (changes, field, message) => {
  expect(errorOf('valuationRequest', changes, field)).toBe(message);
});
