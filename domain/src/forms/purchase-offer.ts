import { type InferType } from 'yup';
import {
  city,
  email,
  firstName,
  houseNumber,
  isoDate,
  key,
  language,
  lastName,
  mustAccept,
  notInPast,
  phone,
  property,
  requiredAmount,
  street,
  multilineText,
  title,
  zip,
  formObject,
} from './fields.js';

/** Longest conditions text of an offer, in characters. */
export const maxConditionsLength = 4000;

/**
 * A purchase offer: the buyer and address, the amount (more than 0), optional conditions, the date
 * until which the offer stands (`YYYY-MM-DD`, today or later), and the acceptance of the 10 %
 * deposit (must be `true`).
 *
 * @example
 * purchaseOfferSchema.isValidSync({
 *   property: 'abc123', title: 'mr', firstName: 'Jan', lastName: 'Claes', email: 'jan@example.be',
 *   phone: '0475123456', street: 'Veldstraat', houseNumber: '12', zip: '9000', city: 'Gent',
 *   amount: 325000, validUntil: '2099-12-31', depositAccepted: true, language: 'nl',
 * }); // true
 */
export const purchaseOfferSchema = formObject({
  property,
  title,
  firstName,
  lastName,
  email,
  phone,
  street,
  houseNumber,
  zip,
  city,
  amount: requiredAmount('validation.amountRequired'),
  conditions: multilineText(maxConditionsLength, 'validation.messageTooLong'),
  validUntil: isoDate('validation.dateInvalid', 'validation.validUntilRequired').test(
    'not-past',
    key('validation.dateInPast'),
    notInPast,
  ),
  depositAccepted: mustAccept('validation.depositRequired'),
  language,
});

/** The values of a purchase offer. */
export type PurchaseOfferInput = InferType<typeof purchaseOfferSchema>;
