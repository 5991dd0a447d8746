import { expect, test } from 'vitest';
import { errorOf } from './test-fixtures.js';

test.each([
  [{ email: '' }, 'email', 'validation.emailRequired'],
  [{ email: 'x@y' }, 'email', 'validation.emailInvalid'],
  [{ firstName: '' }, 'firstName', undefined],
  [{ firstName: 'An' }, 'firstName', undefined],
  [{ consent: false }, 'consent', 'validation.consentRequired'],
])('newsletterSignup %j → %s: %s', (changes, field, message) => {
  expect(errorOf('newsletterSignup', changes, field)).toBe(message);
});
