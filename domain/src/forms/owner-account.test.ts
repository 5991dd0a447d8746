import { expect, test } from 'vitest';
import type { FormName } from './index.js';
import { errorOf } from './test-fixtures.js';

test.each<[FormName, Record<string, unknown>, string, string | undefined]>([
  ['ownerLogin', { email: '' }, 'email', 'validation.emailRequired'],
  ['ownerLogin', { email: 'owner' }, 'email', 'validation.emailInvalid'],
  ['ownerLogin', { password: '' }, 'password', 'validation.passwordRequired'],
  ['ownerLogin', { password: ' x ' }, 'password', undefined],
  ['forgotPassword', { email: '' }, 'email', 'validation.emailRequired'],
  ['forgotPassword', { email: 'x@' }, 'email', 'validation.emailInvalid'],
  ['resetPassword', { password: '', passwordConfirmation: '' }, 'password', 'validation.passwordRequired'],
  [
    'resetPassword',
    { password: '1234567', passwordConfirmation: '1234567' },
    'password',
    'validation.passwordTooShort',
  ],
  ['resetPassword', { password: '12345678', passwordConfirmation: '12345678' }, 'password', undefined],
  ['resetPassword', { passwordConfirmation: '' }, 'passwordConfirmation', 'validation.passwordConfirmationRequired'],
  ['resetPassword', { passwordConfirmation: 'long enougH' }, 'passwordConfirmation', 'validation.passwordsMustMatch'],
  ['resetPassword', { code: '' }, 'code', 'validation.codeRequired'],
])('%s %j → %s: %s', (form, changes, field, message) => {
  expect(errorOf(form, changes, field)).toBe(message);
});
