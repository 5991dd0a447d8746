import { expect, test } from 'vitest';
import { errorOf } from './test-fixtures.js';

test.each([
  [{ property: undefined }, 'property', 'validation.propertyRequired'],
  [{ firstName: '' }, 'firstName', 'validation.firstNameRequired'],
  [{ lastName: '' }, 'lastName', 'validation.lastNameRequired'],
  [{ email: 'an.example.be' }, 'email', 'validation.emailInvalid'],
  [{ phone: '' }, 'phone', undefined],
  [{ phone: 'abc' }, 'phone', 'validation.phoneInvalid'],
  [{ remark: '' }, 'remark', undefined],
])('infoRequest %j → %s: %s', (changes, field, message) => {
  expect(errorOf('infoRequest', changes, field)).toBe(message);
});
