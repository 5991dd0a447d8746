import { type InferType } from 'yup';
import { email, firstName, language, lastName, optionalPhone, property, remark, formObject } from './fields.js';

/**
 * A request for more information about a property; phone and remark are optional.
 *
 * @example
 * infoRequestSchema.isValidSync({
 *   property: 'abc123', firstName: 'An', lastName: 'Peeters', email: 'an@example.be', language: 'en',
 * }); // true
 */
export const infoRequestSchema = formObject({
  property,
  firstName,
  lastName,
  email,
  phone: optionalPhone,
  remark,
  language,
});

/** The values of an information request. */
export type InfoRequestInput = InferType<typeof infoRequestSchema>;
