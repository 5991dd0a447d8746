import { string, type InferType } from 'yup';
import { email, key, requiredText, formObject } from './fields.js';

/** Shortest password accepted when an owner sets one. */
export const minPasswordLength = 8;

const password = string().typeError(key('validation.passwordRequired')).required(key('validation.passwordRequired'));

/**
 * The owner login form. The password is not trimmed.
 *
 * @example
 * ownerLoginSchema.isValidSync({ email: 'owner@example.be', password: 'secret' }); // true
 */
export const ownerLoginSchema = formObject({ email, password });

/**
 * The forgotten-password form.
 *
 * @example
 * forgotPasswordSchema.isValidSync({ email: 'owner@example.be' }); // true
 */
export const forgotPasswordSchema = formObject({ email });

/**
 * The reset-password form: a new password of at least 8 characters, repeated, and the code from
 * the email.
 *
 * @example
 * resetPasswordSchema.isValidSync({ password: 'long enough', passwordConfirmation: 'long enough', code: 'abc' }); // true
 */
export const resetPasswordSchema = formObject({
  password: password.min(minPasswordLength, key('validation.passwordTooShort')).max(128, key('validation.textTooLong')),
  passwordConfirmation: string()
    .typeError(key('validation.passwordConfirmationRequired'))
    .required(key('validation.passwordConfirmationRequired'))
    .test('passwords-match', key('validation.passwordsMustMatch'), function (value) {
      return !value || value === (this.parent as { password?: unknown }).password;
    }),
  code: requiredText('validation.codeRequired', 256),
});

/** The values of the owner login form. */
export type OwnerLoginInput = InferType<typeof ownerLoginSchema>;
/** The values of the forgotten-password form. */
export type ForgotPasswordInput = InferType<typeof forgotPasswordSchema>;
/** The values of the reset-password form. */
export type ResetPasswordInput = InferType<typeof resetPasswordSchema>;
