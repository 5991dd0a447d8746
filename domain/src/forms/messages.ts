/**
 * Validation messages: the schemas report these **keys**; the web translates them (react-intl ids)
 * and this table gives the English text (spec section 5, plus the Dutch site's extra rules and the
 * rules this package adds).
 */
export const validationMessages = {
  'validation.addressRequired': 'Address is required',
  'validation.houseNumberRequired': 'House number is required',
  'validation.postalCodeRequired': 'Postal code is required',
  'validation.postalCodeInvalid': 'Enter a valid postal code: 4 digits, or L-1234 for Luxembourg',
  'validation.cityRequired': 'City is required',
  'validation.firstNameRequired': 'First name is required',
  'validation.lastNameRequired': 'Last name is required',
  'validation.nameRequired': 'Name is required',
  'validation.emailRequired': 'Email address is required',
  'validation.emailInvalid': 'Email address not valid',
  'validation.phoneRequired': 'Phone number is required',
  'validation.phoneInvalid': 'Enter a valid phone number',
  'validation.passwordRequired': 'Password is required',
  'validation.passwordTooShort': 'The password must be at least 8 characters long',
  'validation.passwordConfirmationRequired': 'Repeat the password',
  'validation.passwordsMustMatch': 'Passwords must match',
  'validation.codeRequired': 'The reset code is missing: use the link in the email again',
  'validation.titleRequired': 'Title is required',
  'validation.goalRequired': 'Goal is required',
  'validation.propertyTypeRequired': 'Select at least one property type',
  'validation.regionRequired': 'Select at least one geographic zone',
  'validation.areaInvalid': 'The search area is not valid: draw it again on the map',
  'validation.friendEmailRequired': "Your friend's email address is required",
  'validation.friendEmailInvalid': "Your friend's email address is not valid",
  'validation.startDateInvalid': 'Enter a complete and valid start date',
  'validation.endDateInvalid': 'Enter a complete and valid end date',
  'validation.dateRangeOrder': 'The start date must not be after the end date',
  'validation.dateInvalid': 'Enter a complete and valid date',
  'validation.dateInPast': 'The date cannot be in the past',
  'validation.validUntilRequired': 'Enter the date until which your offer is valid',
  'validation.captchaRequired': 'Enter the characters shown in the image',
  'validation.captchaInvalid': 'Entered characters are not valid',
  'validation.messageRequired': 'Message is required',
  'validation.messageTooLong': 'The message is too long',
  'validation.commentRequired': 'Comment is required',
  'validation.commentTooLong': 'The comment is too long (at most 2000 characters)',
  'validation.textTooLong': 'This text is too long',
  'validation.textInvalid': 'Enter text',
  'validation.singleLine': 'Use one line, without line breaks or invisible control characters',
  'validation.websiteInvalid': 'Enter a valid web address, for example https://www.example.be',
  'validation.consentRequired': 'Please accept the privacy statement',
  'validation.depositRequired': 'Please accept the 10% deposit',
  'validation.propertyRequired': 'The property is missing: reload the page and try again',
  'validation.visitSlotRequired': 'Choose a visit time',
  'validation.appointmentsFull': 'The appointments are full',
  'validation.visitSlotUnavailable': 'This time cannot be booked for this property: choose one of the times shown',
  'validation.visitSlotPast': 'This time has already passed: choose one of the times shown',
  'validation.personsOverMaximum': 'More persons than this appointment allows: see the maximum number of persons',
  'validation.contactCategoryRequired': 'Choose what your message is about',
  'validation.choiceInvalid': 'Choose one of the options',
  'validation.languageRequired': 'The language is missing',
  'validation.numberInvalid': 'Enter a number',
  'validation.integerRequired': 'Enter a whole number',
  'validation.numberNotNegative': 'Enter 0 or more',
  'validation.numberTooLarge': 'This number is too large',
  'validation.amountRequired': 'Enter an amount',
  'validation.amountPositive': 'The amount must be more than 0',
  'validation.personsRequired': 'Enter the number of persons',
  'validation.personsMin': 'At least 1 person',
  'validation.personsMax': 'At most 20 persons',
  'validation.priceRangeOrder': 'The minimum price cannot be higher than the maximum price',
  'validation.bedroomsRangeOrder': 'The minimum number of bedrooms cannot be higher than the maximum',
  'validation.formInvalid': 'The form could not be read: reload the page and try again',
} as const;

/** A key of {@link validationMessages}. */
export type ValidationMessageKey = keyof typeof validationMessages;

/**
 * Whether a text is a validation message key.
 *
 * @example
 * isValidationMessageKey('validation.emailRequired'); // true
 * isValidationMessageKey('Email address is required'); // false
 */
export function isValidationMessageKey(value: unknown): value is ValidationMessageKey {
  return typeof value === 'string' && Object.hasOwn(validationMessages, value);
}
