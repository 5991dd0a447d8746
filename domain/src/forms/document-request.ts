import { array, type InferType } from 'yup';
import {
  email,
  firstName,
  key,
  language,
  lastName,
  optionalPhone,
  property,
  text,
  formObject,
  nullToUndefined,
} from './fields.js';

/**
 * A request for a property's documents; `documents` optionally names which ones (ids or names).
 *
 * @example
 * documentRequestSchema.isValidSync({
 *   property: 'abc123', firstName: 'An', lastName: 'Peeters', email: 'an@example.be',
 *   documents: ['epc', 'floor-plan'], language: 'fr',
 * }); // true
 */
export const documentRequestSchema = formObject({
  property,
  firstName,
  lastName,
  email,
  phone: optionalPhone,
  documents: array()
    .transform(nullToUndefined)
    .typeError(key('validation.choiceInvalid'))
    .of(text(100).required(key('validation.choiceInvalid')))
    .max(50, key('validation.choiceInvalid'))
    .default(() => []),
  language,
});

/** The values of a document request. */
export type DocumentRequestInput = InferType<typeof documentRequestSchema>;
