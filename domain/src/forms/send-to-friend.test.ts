import { expect, test } from 'vitest';
import { errorOf } from './test-fixtures.js';

test.each([
  [{ property: '' }, 'property', 'validation.propertyRequired'],
  [{ firstName: '' }, 'firstName', 'validation.firstNameRequired'],
  [{ email: '' }, 'email', 'validation.emailRequired'],
  [{ friendEmail: '' }, 'friendEmail', 'validation.friendEmailRequired'],
  [{ friendEmail: 'bo@' }, 'friendEmail', 'validation.friendEmailInvalid'],
  [{ remark: 'Look at this one' }, 'remark', undefined],
])('sendToFriend %j → %s: %s', (changes, field, message) => {
  expect(errorOf('sendToFriend', changes, field)).toBe(message);
});
