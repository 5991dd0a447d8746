import { type InferType } from 'yup';
import {
  contactTimeSlots,
  email,
  firstName,
  isoDate,
  language,
  lastName,
  notInPast,
  phone,
  property,
  remark,
  title,
  formObject,
} from './fields.js';

/**
 * A request to visit a property. `preferredDate` is an optional `YYYY-MM-DD` date, not in the past.
 *
 * @example
 * visitRequestSchema.isValidSync({
 *   property: 'abc123', title: 'ms', firstName: 'An', lastName: 'Peeters', email: 'an@example.be',
 *   phone: '0475 12 34 56', language: 'nl',
 * }); // true
 */
export const visitRequestSchema = formObject({
  property,
  title,
  firstName,
  lastName,
  email,
  phone,
  remark,
  contactTimeSlots,
  preferredDate: isoDate('validation.dateInvalid').test('not-past', 'validation.dateInPast', notInPast),
  language,
});

/** The values of a visit request. */
export type VisitRequestInput = InferType<typeof visitRequestSchema>;
