import { type InferType } from 'yup';
import { consent, email, language, text, formObject } from './fields.js';

/**
 * A newsletter signup: email, optional first name, language and consent.
 *
 * @example
 * newsletterSignupSchema.isValidSync({ email: 'an@example.be', language: 'fr', consent: true }); // true
 */
export const newsletterSignupSchema = formObject({
  email,
  firstName: text(100),
  language,
  consent,
});

/** The values of a newsletter signup. */
export type NewsletterSignupInput = InferType<typeof newsletterSignupSchema>;
