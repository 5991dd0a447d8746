import { expect, test } from 'vitest';
import { errorOf } from './test-fixtures.js';

test.each([
  [{ property: '' }, 'property', 'validation.propertyRequired'],
  [{ property: 'a b' }, 'property', 'validation.propertyRequired'],
  [{ title: '' }, 'title', 'validation.titleRequired'],
  [{ title: 'dr' }, 'title', 'validation.titleRequired'],
  [{ title: 'miss' }, 'title', undefined],
  [{ firstName: '  ' }, 'firstName', 'validation.firstNameRequired'],
  [{ firstName: 'x'.repeat(101) }, 'firstName', 'validation.textTooLong'],
  [{ lastName: undefined }, 'lastName', 'validation.lastNameRequired'],
  [{ email: '' }, 'email', 'validation.emailRequired'],
  [{ email: 'an@' }, 'email', 'validation.emailInvalid'],
  [{ email: ' an@example.be ' }, 'email', undefined],
  [{ phone: '' }, 'phone', 'validation.phoneRequired'],
  [{ phone: '12' }, 'phone', 'validation.phoneInvalid'],
  [{ phone: '+32 9 123 45 67' }, 'phone', undefined],
  [{ remark: 'x'.repeat(2000) }, 'remark', undefined],
  [{ remark: 'x'.repeat(2001) }, 'remark', 'validation.messageTooLong'],
  [{ contactTimeSlots: ['morning', 'evening'] }, 'contactTimeSlots', undefined],
  [{ contactTimeSlots: ['night'] }, 'contactTimeSlots[0]', 'validation.choiceInvalid'],
  [{ contactTimeSlots: 'morning' }, 'contactTimeSlots', 'validation.choiceInvalid'],
  [{ preferredDate: '' }, 'preferredDate', undefined],
  [{ preferredDate: '2025-06-15' }, 'preferredDate', undefined],
  [{ preferredDate: '2025-06-14' }, 'preferredDate', 'validation.dateInPast'],
  [{ preferredDate: '2025-02-30' }, 'preferredDate', 'validation.dateInvalid'],
  [{ preferredDate: '15/06/2025' }, 'preferredDate', 'validation.dateInvalid'],
])('visitRequest %j → %s: %s', (changes, field, message) => {
  expect(errorOf('visitRequest', changes, field)).toBe(message);
});
