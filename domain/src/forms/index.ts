import { ValidationError, type InferType } from 'yup';
import { appointmentSchema } from './appointment.js';
import { captchaSchema } from './captcha.js';
import { contactMessageSchema } from './contact-message.js';
import { demandRegisterSchema } from './demand-register.js';
import { documentRequestSchema } from './document-request.js';
import type { FormContext } from './fields.js';
import { infoRequestSchema } from './info-request.js';
import { isValidationMessageKey, type ValidationMessageKey } from './messages.js';
import { newsletterSignupSchema } from './newsletter-signup.js';
import { forgotPasswordSchema, ownerLoginSchema, resetPasswordSchema } from './owner-account.js';
import { purchaseOfferSchema } from './purchase-offer.js';
import { sendToFriendSchema } from './send-to-friend.js';
import { statisticsRangeSchema } from './statistics-range.js';
import { testimonialSchema } from './testimonial.js';
import { valuationRequestSchema } from './valuation-request.js';
import { visitRequestSchema } from './visit-request.js';

/**
 * One yup schema per form, shared by the browser (formik `validationSchema`) and the server
 * (Strapi, route actions). Field names are a contract with the cms lead collections.
 */
export const formSchemas = {
  visitRequest: visitRequestSchema,
  infoRequest: infoRequestSchema,
  documentRequest: documentRequestSchema,
  valuationRequest: valuationRequestSchema,
  contactMessage: contactMessageSchema,
  sendToFriend: sendToFriendSchema,
  testimonial: testimonialSchema,
  appointment: appointmentSchema,
  purchaseOffer: purchaseOfferSchema,
  newsletterSignup: newsletterSignupSchema,
  demandRegister: demandRegisterSchema,
  ownerLogin: ownerLoginSchema,
  forgotPassword: forgotPasswordSchema,
  resetPassword: resetPasswordSchema,
  statisticsRange: statisticsRangeSchema,
  captcha: captchaSchema,
} as const;

/** The name of a form. */
export type FormName = keyof typeof formSchemas;

/** Every form name. */
export const formNames = Object.keys(formSchemas) as FormName[];

/** Forms whose submissions are stored as leads (they carry `language`). */
export const leadFormNames = [
  'visitRequest',
  'infoRequest',
  'documentRequest',
  'valuationRequest',
  'contactMessage',
  'sendToFriend',
  'testimonial',
  'appointment',
  'purchaseOffer',
  'newsletterSignup',
  'demandRegister',
] as const satisfies readonly FormName[];

/** The validated values of a form. */
export type FormInput<Name extends FormName> = InferType<(typeof formSchemas)[Name]>;

/** The outcome of {@link validateForm}. */
export type FormValidation<Name extends FormName> =
  | { readonly ok: true; readonly value: FormInput<Name> }
  | { readonly ok: false; readonly errors: Readonly<Record<string, ValidationMessageKey>> };

/**
 * Validates submitted values the way the server should: all errors at once, unknown fields
 * (honeypots, tokens) stripped, values cast and trimmed. Errors map each field path to its first
 * message key. `context.today` (`YYYY-MM-DD`) fixes "today" for the not-in-the-past rules.
 *
 * @example
 * validateForm('ownerLogin', { email: 'x', password: '' });
 * // { ok: false, errors: { email: 'validation.emailInvalid', password: 'validation.passwordRequired' } }
 */
export function validateForm<Name extends FormName>(
  name: Name,
  values: unknown,
  context: FormContext = {},
): FormValidation<Name> {
  const schema = formSchemas[name];
  try {
    const value = schema.validateSync(values, { abortEarly: false, stripUnknown: true, context }) as FormInput<Name>;
    return { ok: true, value };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, ValidationMessageKey> = {};
    const inner = error.inner.length > 0 ? error.inner : [error];
    for (const item of inner) {
      const path = item.path ?? '';
      const message = isValidationMessageKey(item.message) ? item.message : 'validation.formInvalid';
      if (!(path in errors)) errors[path] = message;
    }
    return { ok: false, errors };
  }
}

export * from './appointment.js';
export * from './captcha.js';
export * from './contact-message.js';
export * from './demand-register.js';
export * from './document-request.js';
export { maxAmount, type FormContext } from './fields.js';
export * from './definition.js';
export * from './lead-form-definitions.js';
export * from './lead-origin.js';
export * from './info-request.js';
export * from './messages.js';
export * from './newsletter-signup.js';
export * from './person-titles.js';
export * from './owner-account.js';
export * from './purchase-offer.js';
export * from './send-to-friend.js';
export * from './statistics-range.js';
export * from './testimonial.js';
export * from './valuation-request.js';
export * from './visit-request.js';
