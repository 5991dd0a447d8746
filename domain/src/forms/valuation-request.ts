import { type InferType } from 'yup';
import {
  city,
  contactTimeSlots,
  email,
  firstName,
  houseNumber,
  language,
  lastName,
  phone,
  remark,
  street,
  text,
  title,
  zip,
  formObject,
} from './fields.js';

/**
 * A request for a free valuation of the visitor's property; the address is required.
 *
 * @example
 * valuationRequestSchema.isValidSync({
 *   title: 'mr', firstName: 'Jan', lastName: 'Claes', email: 'jan@example.be', phone: '0475123456',
 *   street: 'Veldstraat', houseNumber: '12', zip: '9000', city: 'Gent', language: 'nl',
 * }); // true
 */
export const valuationRequestSchema = formObject({
  title,
  firstName,
  lastName,
  email,
  phone,
  street,
  houseNumber,
  zip,
  city,
  propertyType: text(100),
  remark,
  contactTimeSlots,
  language,
});

/** The values of a valuation request. */
export type ValuationRequestInput = InferType<typeof valuationRequestSchema>;
