import { type InferType } from 'yup';
import { email, key, language, property, requiredText, formObject } from './fields.js';

/** Longest sender's name: it is the only text of the sender's the friend's mail shows. */
export const maxSenderNameLength = 60;

/**
 * Sending a property to a friend: the sender's name (`firstName`) and email, the friend's email.
 *
 * @example
 * sendToFriendSchema.isValidSync({
 *   property: 'abc123', firstName: 'An', email: 'an@example.be', friendEmail: 'bo@example.be', language: 'nl',
 * }); // true
 */
export const sendToFriendSchema = formObject({
  property,
  firstName: requiredText('validation.firstNameRequired', maxSenderNameLength),
  email,
  friendEmail: requiredText('validation.friendEmailRequired', 254)
    .email(key('validation.friendEmailInvalid'))
    .test('email-domain', key('validation.friendEmailInvalid'), (value) => !value || /@[^@\s]+\.[^@.\s]+$/.test(value)),
  language,
});

/** The values of a send-to-friend form. */
export type SendToFriendInput = InferType<typeof sendToFriendSchema>;
