import { type InferType } from 'yup';
import {
  contactTimeSlots,
  email,
  firstName,
  key,
  language,
  lastName,
  optionalPhone,
  optionalProject,
  optionalProperty,
  remark,
  text,
  title,
  formObject,
} from './fields.js';
import { contactCategories } from './lead-form-definitions.js';

/**
 * A message through the contact form; the message (`remark`) is required, `property` or `project` optional.
 *
 * @example
 * contactMessageSchema.isValidSync({
 *   contactCategory: 'private', title: 'ms', firstName: 'An', lastName: 'Peeters',
 *   email: 'an@example.be', remark: 'Hello', language: 'en',
 * }); // true
 */
export const contactMessageSchema = formObject({
  contactCategory: text(30)
    .required(key('validation.contactCategoryRequired'))
    .oneOf(contactCategories, key('validation.contactCategoryRequired')),
  title,
  firstName,
  lastName,
  email,
  phone: optionalPhone,
  remark: remark.required(key('validation.messageRequired')),
  contactTimeSlots,
  property: optionalProperty,
  project: optionalProject,
  language,
});

/** The values of a contact message. */
export type ContactMessageInput = InferType<typeof contactMessageSchema>;
