import { expect, test } from 'vitest';
import { isValidationMessageKey, validationMessages } from './messages.js';

test.each([
  // spec section 5, English texts
  ['validation.addressRequired', 'Address is required'],
  ['validation.postalCodeRequired', 'Postal code is required'],
  ['validation.cityRequired', 'City is required'],
  ['validation.firstNameRequired', 'First name is required'],
  ['validation.lastNameRequired', 'Last name is required'],
  ['validation.emailRequired', 'Email address is required'],
  ['validation.phoneRequired', 'Phone number is required'],
  ['validation.passwordRequired', 'Password is required'],
  ['validation.titleRequired', 'Title is required'],
  ['validation.goalRequired', 'Goal is required'],
  ['validation.emailInvalid', 'Email address not valid'],
  ['validation.captchaInvalid', 'Entered characters are not valid'],
  // the Dutch site's extra rules
  ['validation.propertyTypeRequired', 'Select at least one property type'],
  ['validation.regionRequired', 'Select at least one geographic zone'],
  ['validation.friendEmailRequired', "Your friend's email address is required"],
  ['validation.friendEmailInvalid', "Your friend's email address is not valid"],
  ['validation.passwordsMustMatch', 'Passwords must match'],
  ['validation.startDateInvalid', 'Enter a complete and valid start date'],
  ['validation.endDateInvalid', 'Enter a complete and valid end date'],
  ['validation.captchaRequired', 'Enter the characters shown in the image'],
] as const)('%s → %j', (key, text) => {
  expect(validationMessages[key]).toBe(text);
  expect(isValidationMessageKey(key)).toBe(true);
});

test.each(['Email address not valid', 'validation.nope', 'toString', null])('%j is not a key', (value) => {
  expect(isValidationMessageKey(value)).toBe(false);
});
