import { array, boolean, number, object, string, type ObjectShape, type TestContext } from 'yup';
import { contactTimeSlotIds } from '../contact-time-slots.js';
import { isIsoDate, toIsoDate } from '../iso-date.js';
import { languages } from '../languages.js';
import { isPhoneNumber } from '../phone.js';
import { isPostalCode } from '../postal-region.js';
import { maxMessageLength, personTitles } from './lead-form-definitions.js';
import type { ValidationMessageKey } from './messages.js';

/**
 * Building blocks of the form schemas. Every rule carries a message key, so no English text of
 * yup's own reaches a visitor. Values are trimmed; empty optional numbers (`''`, `null`) are read
 * as absent, so formik's empty inputs and HTML form posts validate alike.
 */

/** A form's object schema: a submission that is not an object reports `validation.formInvalid`. */
export const formObject = <Shape extends ObjectShape>(shape: Shape) =>
  object(shape)
    .typeError('validation.formInvalid' satisfies ValidationMessageKey)
    .nonNullable('validation.formInvalid' satisfies ValidationMessageKey);

/** Types the message key argument. */
export const key = (messageKey: ValidationMessageKey): ValidationMessageKey => messageKey;

/** Largest amount a money field accepts, in whole euros (the cms stores amounts as integers). */
export const maxAmount = 99_999_999;

/** Context a schema may be validated with: `today` (`YYYY-MM-DD`) for the "not in the past" rules. */
export interface FormContext {
  readonly today?: string;
}

function todayOf(context: TestContext): string {
  const today = (context.options.context as FormContext | undefined)?.today;
  return isIsoDate(today) ? today : toIsoDate();
}

const emptyToUndefined = (value: unknown, original: unknown): unknown =>
  original === '' || original === null || (typeof original === 'string' && original.trim() === '') ? undefined : value;

/** A trimmed text of at most `max` characters, on one line or several. */
export const multilineText = (max = 200, tooLongKey: ValidationMessageKey = 'validation.textTooLong') =>
  string()
    .typeError(key('validation.textInvalid'))
    // yup's own trim() throws on a non-text value (an object posted as a field): this one lets typeError
    // report it. null reads as absent, like an empty input.
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : (value ?? undefined)))
    .max(max, tooLongKey);

/**
 * Control characters (C0 with tab, CR, LF and NUL; DEL; C1) and the invisible bidi controls
 * (embeddings, overrides, isolates, LRM/RLM, ALM): in a name or an address they forge lines in
 * the agency's mail or turn its text around, and no person types them.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlOrBidi = /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/**
 * Whether a text holds no control or bidi character (see `text`).
 *
 * @example
 * isSingleLine('Jan Peeters'); // true
 * isSingleLine('Peeters\nPhone: 0800'); // false
 */
export const isSingleLine = (value: string | undefined): boolean => !value || !controlOrBidi.test(value);

/**
 * A trimmed single-line text of at most `max` characters, the rule of every one-line field
 * (names, addresses, phone, e-mail, choices): a control or bidi character is refused with
 * `validation.singleLine`. Texts of several lines (a remark, conditions) use `multilineText`.
 *
 * @example
 * text(100).isValidSync('Jan\u202Eeb'); // false
 */
export const text = (max = 200, tooLongKey: ValidationMessageKey = 'validation.textTooLong') =>
  multilineText(max, tooLongKey).test('single-line', key('validation.singleLine'), isSingleLine);

/** A required trimmed text. */
export const requiredText = (messageKey: ValidationMessageKey, max = 200) => text(max).required(messageKey);

export const firstName = requiredText('validation.firstNameRequired', 100);
export const lastName = requiredText('validation.lastNameRequired', 100);
export const title = text(10)
  .required(key('validation.titleRequired'))
  .oneOf(personTitles, key('validation.titleRequired'));
/** An email address; besides yup's check, the domain needs a dot (`an@example` is not deliverable). */
export const email = requiredText('validation.emailRequired', 254)
  .email(key('validation.emailInvalid'))
  .test('email-domain', key('validation.emailInvalid'), (value) => !value || /@[^@\s]+\.[^@.\s]+$/.test(value));
export const optionalPhone = text(30).test(
  'phone',
  key('validation.phoneInvalid'),
  (value) => !value || isPhoneNumber(value),
);
export const phone = optionalPhone.required(key('validation.phoneRequired'));
export const street = requiredText('validation.addressRequired', 120);
export const houseNumber = requiredText('validation.houseNumberRequired', 16);
export const zip = requiredText('validation.postalCodeRequired', 10).test(
  'postal-code',
  key('validation.postalCodeInvalid'),
  (value) => !value || isPostalCode(value),
);
export const city = requiredText('validation.cityRequired', 100);
export const remark = multilineText(maxMessageLength, 'validation.messageTooLong');
export const language = text(5)
  .required(key('validation.languageRequired'))
  .oneOf(languages, key('validation.choiceInvalid'));
export const nullToUndefined = (value: unknown): unknown => value ?? undefined;

export const contactTimeSlots = array()
  .transform(nullToUndefined)
  .typeError(key('validation.choiceInvalid'))
  .of(text(20).required(key('validation.choiceInvalid')).oneOf(contactTimeSlotIds, key('validation.choiceInvalid')))
  .default(() => []);

/** A Strapi documentId (or other opaque id) of a related record. */
export const documentId = (messageKey: ValidationMessageKey) =>
  text(64)
    .required(messageKey)
    .matches(/^[A-Za-z0-9_-]+$/, messageKey);
export const property = documentId('validation.propertyRequired');
export const optionalProperty = text(64).matches(/^[A-Za-z0-9_-]+$/, {
  message: key('validation.propertyRequired'),
  excludeEmptyString: true,
});
/** The new-build project a lead is about (a project page's form fixes it): its documentId. */
export const optionalProject = optionalProperty;

/** A checkbox that must be ticked (HTML forms post it as `true`). */
export const mustAccept = (messageKey: ValidationMessageKey) =>
  boolean().typeError(messageKey).required(messageKey).oneOf([true], messageKey);
export const consent = mustAccept('validation.consentRequired');

/** An optional number, 0 or more, at most `max`. */
export const optionalCount = (max = 1000) =>
  number()
    .transform(emptyToUndefined)
    .typeError(key('validation.numberInvalid'))
    .integer(key('validation.integerRequired'))
    .min(0, key('validation.numberNotNegative'))
    .max(max, key('validation.numberTooLarge'));

/** An optional amount in whole euros, 0 or more. */
export const optionalAmount = () =>
  number()
    .transform(emptyToUndefined)
    .typeError(key('validation.numberInvalid'))
    .integer(key('validation.integerRequired'))
    .min(0, key('validation.numberNotNegative'))
    .max(maxAmount, key('validation.numberTooLarge'));

/** A required amount in whole euros, more than 0. */
export const requiredAmount = (messageKey: ValidationMessageKey) =>
  number()
    .transform(emptyToUndefined)
    .typeError(key('validation.numberInvalid'))
    .required(messageKey)
    .integer(key('validation.integerRequired'))
    .moreThan(0, key('validation.amountPositive'))
    .max(maxAmount, key('validation.numberTooLarge'));

/** A date `YYYY-MM-DD`; `required` gives the key to report when absent. */
export const isoDate = (invalidKey: ValidationMessageKey, requiredKey?: ValidationMessageKey) => {
  const schema = text(10).test('iso-date', invalidKey, (value) => !value || isIsoDate(value));
  return requiredKey ? schema.required(requiredKey) : schema;
};

/**
 * Rejects a date before today (context `today`, else the runtime's local date); empty and invalid
 * dates are left to the other rules.
 *
 * @example
 * text().test('not-past', key('validation.dateInPast'), notInPast)
 *   .isValidSync('2025-06-14', { context: { today: '2025-06-15' } }); // false
 */
export function notInPast(this: TestContext, value: string | undefined): boolean {
  return !value || !isIsoDate(value) || value >= todayOf(this);
}

/** A list of classification ids (property types, regions): at least one. */
export const idList = (messageKey: ValidationMessageKey) =>
  array()
    .typeError(messageKey)
    .of(
      number()
        .typeError(key('validation.choiceInvalid'))
        .required(key('validation.choiceInvalid'))
        .integer(key('validation.choiceInvalid')),
    )
    .required(messageKey)
    .min(1, messageKey);

/** Min ≤ max check for a `max…` field against its `min…` sibling. */
export const notBelow = (minField: string) =>
  function (this: TestContext, max: number | undefined): boolean {
    const min = (this.parent as Record<string, unknown>)[minField];
    return typeof min !== 'number' || typeof max !== 'number' || Number.isNaN(min) || min <= max;
  };
