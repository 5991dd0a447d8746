import { expect, test } from 'vitest';
import { errorOf } from './test-fixtures.js';

test.each([
  [{ goal: undefined }, 'goal', 'validation.goalRequired'],
  [{ goal: '' }, 'goal', 'validation.goalRequired'],
  [{ goal: 2 }, 'goal', 'validation.goalRequired'],
  [{ goal: 'sale' }, 'goal', 'validation.goalRequired'],
  [{ goal: '1' }, 'goal', undefined],
  [{ propertyTypes: [] }, 'propertyTypes', 'validation.propertyTypeRequired'],
  [{ propertyTypes: undefined }, 'propertyTypes', 'validation.propertyTypeRequired'],
  [{ propertyTypes: ['3', 4] }, 'propertyTypes', undefined],
  [{ propertyTypes: ['villa'] }, 'propertyTypes[0]', 'validation.choiceInvalid'],
  [{ regions: [] }, 'regions', 'validation.regionRequired'],
  [{ regions: 'all' }, 'regions', 'validation.regionRequired'],
  [{ minPrice: 200000, maxPrice: 350000 }, 'maxPrice', undefined],
  [{ minPrice: 350000, maxPrice: 350000 }, 'maxPrice', undefined],
  [{ minPrice: 350001, maxPrice: 350000 }, 'maxPrice', 'validation.priceRangeOrder'],
  [{ minPrice: '', maxPrice: 350000 }, 'maxPrice', undefined],
  [{ minPrice: 100, maxPrice: '' }, 'maxPrice', undefined],
  [{ minPrice: -1 }, 'minPrice', 'validation.numberNotNegative'],
  [{ minBedrooms: 3, maxBedrooms: 2 }, 'maxBedrooms', 'validation.bedroomsRangeOrder'],
  [{ minBedrooms: 2, maxBedrooms: 2 }, 'maxBedrooms', undefined],
  [{ minBedrooms: 1.5 }, 'minBedrooms', 'validation.integerRequired'],
  [{ garages: -1 }, 'garages', 'validation.numberNotNegative'],
  [{ parkings: 'two' }, 'parkings', 'validation.numberInvalid'],
  [{ bathrooms: 0 }, 'bathrooms', undefined],
  [{ bathrooms: 51 }, 'bathrooms', 'validation.numberTooLarge'],
  [{ budget: '450000' }, 'budget', undefined],
  [{ budget: 450000.5 }, 'budget', 'validation.integerRequired'],
  [{ title: '' }, 'title', 'validation.titleRequired'],
  [{ phone: '' }, 'phone', undefined],
  [{ consent: false }, 'consent', 'validation.consentRequired'],
  [{ delivery: 'daily' }, 'delivery', undefined],
  [{ delivery: 'weekly' }, 'delivery', 'validation.choiceInvalid'],
])('demandRegister %j → %s: %s', (changes, field, message) => {
  expect(errorOf('demandRegister', changes, field)).toBe(message);
});
