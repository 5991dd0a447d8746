import { type InferType } from 'yup';
import { key, requiredText, formObject } from './fields.js';

/** What a captcha answer looks like: 5 or 6 letters or digits. The server compares the value. */
export const captchaPattern = /^[A-Za-z0-9]{5,6}$/;

/**
 * The character captcha asked of a submission that tripped the spam checks: present, and 5-6
 * letters or digits ("Entered characters are not valid" otherwise).
 *
 * @example
 * captchaSchema.isValidSync({ captcha: 'x7Kp2' }); // true
 * captchaSchema.isValidSync({ captcha: 'x7' }); // false
 */
export const captchaSchema = formObject({
  captcha: requiredText('validation.captchaRequired', 20).matches(captchaPattern, key('validation.captchaInvalid')),
});

/** The values of the captcha form. */
export type CaptchaInput = InferType<typeof captchaSchema>;
