import { defineMessages } from 'react-intl';

/**
 * The schemas' validation messages (domain `validationMessages`, spec sections 5 and 8), as the
 * site shows them beside a field. Ids are the domain's keys; a test keeps the English equal.
 */
export const validationMessages = defineMessages({
  addressRequired: {
    id: 'validation.addressRequired',
    defaultMessage: 'Address is required',
    description: 'Error beside a form field (validation rule addressRequired)',
  },
  houseNumberRequired: {
    id: 'validation.houseNumberRequired',
    defaultMessage: 'House number is required',
    description: 'Error beside a form field (validation rule houseNumberRequired)',
  },
  postalCodeRequired: {
    id: 'validation.postalCodeRequired',
    defaultMessage: 'Postal code is required',
    description: 'Error beside a form field (validation rule postalCodeRequired)',
  },
  postalCodeInvalid: {
    id: 'validation.postalCodeInvalid',
    defaultMessage: 'Enter a valid postal code: 4 digits, or L-1234 for Luxembourg',
    description: 'Error beside a form field (validation rule postalCodeInvalid)',
  },
  cityRequired: {
    id: 'validation.cityRequired',
    defaultMessage: 'City is required',
    description: 'Error beside a form field (validation rule cityRequired)',
  },
  firstNameRequired: {
    id: 'validation.firstNameRequired',
    defaultMessage: 'First name is required',
    description: 'Error beside a form field (validation rule firstNameRequired)',
  },
  lastNameRequired: {
    id: 'validation.lastNameRequired',
    defaultMessage: 'Last name is required',
    description: 'Error beside a form field (validation rule lastNameRequired)',
  },
  nameRequired: {
    id: 'validation.nameRequired',
    defaultMessage: 'Name is required',
    description: 'Error beside a form field (validation rule nameRequired)',
  },
  emailRequired: {
    id: 'validation.emailRequired',
    defaultMessage: 'Email address is required',
    description: 'Error beside a form field (validation rule emailRequired)',
  },
  emailInvalid: {
    id: 'validation.emailInvalid',
    defaultMessage: 'Email address not valid',
    description: 'Error beside a form field (validation rule emailInvalid)',
  },
  phoneRequired: {
    id: 'validation.phoneRequired',
    defaultMessage: 'Phone number is required',
    description: 'Error beside a form field (validation rule phoneRequired)',
  },
  phoneInvalid: {
    id: 'validation.phoneInvalid',
    defaultMessage: 'Enter a valid phone number',
    description: 'Error beside a form field (validation rule phoneInvalid)',
  },
  passwordRequired: {
    id: 'validation.passwordRequired',
    defaultMessage: 'Password is required',
    description: 'Error beside a form field (validation rule passwordRequired)',
  },
  passwordTooShort: {
    id: 'validation.passwordTooShort',
    defaultMessage: 'The password must be at least 8 characters long',
    description: 'Error beside a form field (validation rule passwordTooShort)',
  },
  passwordConfirmationRequired: {
    id: 'validation.passwordConfirmationRequired',
    defaultMessage: 'Repeat the password',
    description: 'Error beside a form field (validation rule passwordConfirmationRequired)',
  },
  passwordsMustMatch: {
    id: 'validation.passwordsMustMatch',
    defaultMessage: 'Passwords must match',
    description: 'Error beside a form field (validation rule passwordsMustMatch)',
  },
  codeRequired: {
    id: 'validation.codeRequired',
    defaultMessage: 'The reset code is missing: use the link in the email again',
    description: 'Error beside a form field (validation rule codeRequired)',
  },
  titleRequired: {
    id: 'validation.titleRequired',
    defaultMessage: 'Title is required',
    description: 'Error beside a form field (validation rule titleRequired)',
  },
  goalRequired: {
    id: 'validation.goalRequired',
    defaultMessage: 'Goal is required',
    description: 'Error beside a form field (validation rule goalRequired)',
  },
  propertyTypeRequired: {
    id: 'validation.propertyTypeRequired',
    defaultMessage: 'Select at least one property type',
    description: 'Error beside a form field (validation rule propertyTypeRequired)',
  },
  regionRequired: {
    id: 'validation.regionRequired',
    defaultMessage: 'Select at least one geographic zone',
    description: 'Error beside a form field (validation rule regionRequired)',
  },
  areaInvalid: {
    id: 'validation.areaInvalid',
    defaultMessage: 'The search area is not valid: draw it again on the map',
    description: 'Error beside a form field (validation rule areaInvalid)',
  },
  friendEmailRequired: {
    id: 'validation.friendEmailRequired',
    defaultMessage: "Your friend's email address is required",
    description: 'Error beside a form field (validation rule friendEmailRequired)',
  },
  friendEmailInvalid: {
    id: 'validation.friendEmailInvalid',
    defaultMessage: "Your friend's email address is not valid",
    description: 'Error beside a form field (validation rule friendEmailInvalid)',
  },
  startDateInvalid: {
    id: 'validation.startDateInvalid',
    defaultMessage: 'Enter a complete and valid start date',
    description: 'Error beside a form field (validation rule startDateInvalid)',
  },
  endDateInvalid: {
    id: 'validation.endDateInvalid',
    defaultMessage: 'Enter a complete and valid end date',
    description: 'Error beside a form field (validation rule endDateInvalid)',
  },
  dateRangeOrder: {
    id: 'validation.dateRangeOrder',
    defaultMessage: 'The start date must not be after the end date',
    description: 'Error beside a form field (validation rule dateRangeOrder)',
  },
  dateInvalid: {
    id: 'validation.dateInvalid',
    defaultMessage: 'Enter a complete and valid date',
    description: 'Error beside a form field (validation rule dateInvalid)',
  },
  dateInPast: {
    id: 'validation.dateInPast',
    defaultMessage: 'The date cannot be in the past',
    description: 'Error beside a form field (validation rule dateInPast)',
  },
  validUntilRequired: {
    id: 'validation.validUntilRequired',
    defaultMessage: 'Enter the date until which your offer is valid',
    description: 'Error beside a form field (validation rule validUntilRequired)',
  },
  captchaRequired: {
    id: 'validation.captchaRequired',
    defaultMessage: 'Enter the characters shown in the image',
    description: 'Error beside a form field (validation rule captchaRequired)',
  },
  captchaInvalid: {
    id: 'validation.captchaInvalid',
    defaultMessage: 'Entered characters are not valid',
    description: 'Error beside a form field (validation rule captchaInvalid)',
  },
  messageRequired: {
    id: 'validation.messageRequired',
    defaultMessage: 'Message is required',
    description: 'Error beside a form field (validation rule messageRequired)',
  },
  messageTooLong: {
    id: 'validation.messageTooLong',
    defaultMessage: 'The message is too long',
    description: 'Error beside a form field (validation rule messageTooLong)',
  },
  commentRequired: {
    id: 'validation.commentRequired',
    defaultMessage: 'Comment is required',
    description: 'Error beside a form field (validation rule commentRequired)',
  },
  commentTooLong: {
    id: 'validation.commentTooLong',
    defaultMessage: 'The comment is too long (at most 2000 characters)',
    description: 'Error beside a form field (validation rule commentTooLong)',
  },
  textTooLong: {
    id: 'validation.textTooLong',
    defaultMessage: 'This text is too long',
    description: 'Error beside a form field (validation rule textTooLong)',
  },
  textInvalid: {
    id: 'validation.textInvalid',
    defaultMessage: 'Enter text',
    description: 'Error beside a form field (validation rule textInvalid)',
  },
  singleLine: {
    id: 'validation.singleLine',
    defaultMessage: 'Use one line, without line breaks or invisible control characters',
    description: 'Error beside a form field (validation rule singleLine)',
  },
  websiteInvalid: {
    id: 'validation.websiteInvalid',
    defaultMessage: 'Enter a valid web address, for example https://www.example.be',
    description: 'Error beside a form field (validation rule websiteInvalid)',
  },
  consentRequired: {
    id: 'validation.consentRequired',
    defaultMessage: 'Please accept the privacy statement',
    description: 'Error beside a form field (validation rule consentRequired)',
  },
  depositRequired: {
    id: 'validation.depositRequired',
    defaultMessage: 'Please accept the 10% deposit',
    description: 'Error beside a form field (validation rule depositRequired)',
  },
  propertyRequired: {
    id: 'validation.propertyRequired',
    defaultMessage: 'The property is missing: reload the page and try again',
    description: 'Error beside a form field (validation rule propertyRequired)',
  },
  visitSlotRequired: {
    id: 'validation.visitSlotRequired',
    defaultMessage: 'Choose a visit time',
    description: 'Error beside a form field (validation rule visitSlotRequired)',
  },
  appointmentsFull: {
    id: 'validation.appointmentsFull',
    defaultMessage: 'The appointments are full',
    description: 'Error beside a form field (validation rule appointmentsFull)',
  },
  visitSlotUnavailable: {
    id: 'validation.visitSlotUnavailable',
    defaultMessage: 'This time cannot be booked for this property: choose one of the times shown',
    description: 'Error beside a form field (validation rule visitSlotUnavailable)',
  },
  visitSlotPast: {
    id: 'validation.visitSlotPast',
    defaultMessage: 'This time has already passed: choose one of the times shown',
    description: 'Error beside a form field (validation rule visitSlotPast)',
  },
  personsOverMaximum: {
    id: 'validation.personsOverMaximum',
    defaultMessage: 'More persons than this appointment allows: see the maximum number of persons',
    description: 'Error beside a form field (validation rule personsOverMaximum)',
  },
  contactCategoryRequired: {
    id: 'validation.contactCategoryRequired',
    defaultMessage: 'Choose what your message is about',
    description: 'Error beside a form field (validation rule contactCategoryRequired)',
  },
  choiceInvalid: {
    id: 'validation.choiceInvalid',
    defaultMessage: 'Choose one of the options',
    description: 'Error beside a form field (validation rule choiceInvalid)',
  },
  languageRequired: {
    id: 'validation.languageRequired',
    defaultMessage: 'The language is missing',
    description: 'Error beside a form field (validation rule languageRequired)',
  },
  numberInvalid: {
    id: 'validation.numberInvalid',
    defaultMessage: 'Enter a number',
    description: 'Error beside a form field (validation rule numberInvalid)',
  },
  integerRequired: {
    id: 'validation.integerRequired',
    defaultMessage: 'Enter a whole number',
    description: 'Error beside a form field (validation rule integerRequired)',
  },
  numberNotNegative: {
    id: 'validation.numberNotNegative',
    defaultMessage: 'Enter 0 or more',
    description: 'Error beside a form field (validation rule numberNotNegative)',
  },
  numberTooLarge: {
    id: 'validation.numberTooLarge',
    defaultMessage: 'This number is too large',
    description: 'Error beside a form field (validation rule numberTooLarge)',
  },
  amountRequired: {
    id: 'validation.amountRequired',
    defaultMessage: 'Enter an amount',
    description: 'Error beside a form field (validation rule amountRequired)',
  },
  amountPositive: {
    id: 'validation.amountPositive',
    defaultMessage: 'The amount must be more than 0',
    description: 'Error beside a form field (validation rule amountPositive)',
  },
  personsRequired: {
    id: 'validation.personsRequired',
    defaultMessage: 'Enter the number of persons',
    description: 'Error beside a form field (validation rule personsRequired)',
  },
  personsMin: {
    id: 'validation.personsMin',
    defaultMessage: 'At least 1 person',
    description: 'Error beside a form field (validation rule personsMin)',
  },
  personsMax: {
    id: 'validation.personsMax',
    defaultMessage: 'At most 20 persons',
    description: 'Error beside a form field (validation rule personsMax)',
  },
  priceRangeOrder: {
    id: 'validation.priceRangeOrder',
    defaultMessage: 'The minimum price cannot be higher than the maximum price',
    description: 'Error beside a form field (validation rule priceRangeOrder)',
  },
  bedroomsRangeOrder: {
    id: 'validation.bedroomsRangeOrder',
    defaultMessage: 'The minimum number of bedrooms cannot be higher than the maximum',
    description: 'Error beside a form field (validation rule bedroomsRangeOrder)',
  },
  formInvalid: {
    id: 'validation.formInvalid',
    defaultMessage: 'The form could not be read: reload the page and try again',
    description: 'Error beside a form field (validation rule formInvalid)',
  },
});
