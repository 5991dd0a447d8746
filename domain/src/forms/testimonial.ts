import { number, type InferType } from 'yup';
import { consent, key, language, multilineText, requiredText, text, formObject } from './fields.js';

/** Longest testimonial comment, in characters. */
export const maxCommentLength = 2000;

function isWebsite(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/**
 * A testimonial. `website` is optional; without a scheme it is read as `https://…`, and only
 * http(s) addresses are accepted (it is shown as a link). `rating` is an optional 1-5. `consent`
 * (to publication) is required.
 *
 * @example
 * testimonialSchema.validateSync({ name: 'An', comment: 'Great', website: 'www.example.be', language: 'nl', consent: true })
 *   .website; // 'https://www.example.be'
 */
export const testimonialSchema = formObject({
  name: requiredText('validation.nameRequired', 100),
  comment: multilineText(maxCommentLength, 'validation.commentTooLong').required(key('validation.commentRequired')),
  website: text(200)
    .transform((value: unknown) =>
      typeof value === 'string' && value !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(value) ? `https://${value}` : value,
    )
    .test('website', key('validation.websiteInvalid'), (value) => !value || isWebsite(value)),
  rating: number()
    .transform((value: unknown, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError(key('validation.choiceInvalid'))
    .integer(key('validation.choiceInvalid'))
    .min(1, key('validation.choiceInvalid'))
    .max(5, key('validation.choiceInvalid')),
  language,
  consent,
});

/** The values of a testimonial. */
export type TestimonialInput = InferType<typeof testimonialSchema>;
