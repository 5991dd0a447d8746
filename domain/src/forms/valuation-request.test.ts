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
  [{ homeType: '' }, 'homeType', undefined],
  [{ homeType: '11' }, 'homeType', undefined],
  [{ homeType: 'villa' }, 'homeType', 'validation.choiceInvalid'],
  [{ homeType: '1.5' }, 'homeType', 'validation.choiceInvalid'],
  [{ homeType: '0' }, 'homeType', 'validation.choiceInvalid'],
  [{ askingPriceMin: '300000', askingPriceMax: '400000' }, 'askingPriceMax', undefined],
  [{ askingPriceMin: '300000', askingPriceMax: '300000' }, 'askingPriceMax', undefined],
  [{ askingPriceMin: '400000', askingPriceMax: '300000' }, 'askingPriceMax', 'validation.priceRangeOrder'],
  [{ askingPriceMin: '-1' }, 'askingPriceMin', 'validation.numberNotNegative'],
  [{ askingPriceMax: '100000000' }, 'askingPriceMax', 'validation.numberTooLarge'],
  [{ askingPriceMin: '' }, 'askingPriceMin', undefined],
  [{ bedrooms: '3' }, 'bedrooms', undefined],
  [{ bedrooms: '51' }, 'bedrooms', 'validation.numberTooLarge'],
])('valuationRequest %j → %s: %s', (changes, field, message) => {
  expect(errorOf('valuationRequest', changes, field)).toBe(message);
});
