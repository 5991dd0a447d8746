import { expect, test } from 'vitest';
import { errorOf } from './test-fixtures.js';

test.each([
  [{ visitSlot: '' }, 'visitSlot', 'validation.visitSlotRequired'],
  [{ property: '' }, 'property', 'validation.propertyRequired'],
  [{ phone: '' }, 'phone', 'validation.phoneRequired'],
  [{ persons: undefined }, 'persons', 'validation.personsRequired'],
  [{ persons: '' }, 'persons', 'validation.personsRequired'],
  [{ persons: 0 }, 'persons', 'validation.personsMin'],
  [{ persons: 1 }, 'persons', undefined],
  [{ persons: '20' }, 'persons', undefined],
  [{ persons: 21 }, 'persons', 'validation.personsMax'],
  [{ persons: 1.5 }, 'persons', 'validation.integerRequired'],
  [{ persons: 'two' }, 'persons', 'validation.numberInvalid'],
  [{ monthlyIncome: '' }, 'monthlyIncome', undefined],
  [{ monthlyIncome: null }, 'monthlyIncome', undefined],
  [{ monthlyIncome: 0 }, 'monthlyIncome', undefined],
  [{ monthlyIncome: '2850' }, 'monthlyIncome', undefined],
  [{ monthlyIncome: 2850.5 }, 'monthlyIncome', 'validation.integerRequired'],
  [{ monthlyIncome: -1 }, 'monthlyIncome', 'validation.numberNotNegative'],
  [{ monthlyIncome: 'lots' }, 'monthlyIncome', 'validation.numberInvalid'],
])('appointment %j → %s: %s', (changes, field, message) => {
  expect(errorOf('appointment', changes, field)).toBe(message);
});
