import { expect, test } from 'vitest';
import { isSingleLine } from './fields.js';
import type { FormName } from './index.js';
import { errorOf } from './test-fixtures.js';

/** What forges a line in the agency's mail or turns its text around, and no person types. */
const forging = [
  ['line feed', '\n'],
  ['carriage return', '\r'],
  ['tab', '\t'],
  ['NUL', '\u0000'],
  ['escape', '\u001B'],
  ['DEL', '\u007F'],
  ['C1 next line', '\u0085'],
  ['C1 CSI', '\u009B'],
  ['left-to-right mark', '\u200E'],
  ['right-to-left mark', '\u200F'],
  ['Arabic letter mark', '\u061C'],
  ['LR embedding', '\u202A'],
  ['RL embedding', '\u202B'],
  ['pop directional', '\u202C'],
  ['LR override', '\u202D'],
  ['RL override', '\u202E'],
  ['LR isolate', '\u2066'],
  ['RL isolate', '\u2067'],
  ['first-strong isolate', '\u2068'],
  ['pop isolate', '\u2069'],
] as const;

/** Every single-line free-text field of the lead forms (a name, an address, a choice typed as text). */
const singleLineFields: readonly [FormName, string, string][] = [
  ['visitRequest', 'firstName', 'An'],
  ['visitRequest', 'lastName', 'Peeters'],
  ['infoRequest', 'lastName', 'Peeters'],
  ['documentRequest', 'firstName', 'An'],
  ['valuationRequest', 'street', 'Veldstraat'],
  ['valuationRequest', 'houseNumber', '12'],
  ['valuationRequest', 'city', 'Gent'],
  ['valuationRequest', 'propertyType', 'house'],
  ['contactMessage', 'lastName', 'Peeters'],
  ['sendToFriend', 'firstName', 'An'],
  ['testimonial', 'name', 'An'],
  ['appointment', 'lastName', 'Claes'],
  ['purchaseOffer', 'firstName', 'Jan'],
  ['purchaseOffer', 'street', 'Veldstraat'],
  ['purchaseOffer', 'city', 'Gent'],
  ['newsletterSignup', 'firstName', 'An'],
  ['demandRegister', 'lastName', 'Peeters'],
];

test.each(
  singleLineFields.flatMap(([form, field, value]) =>
    forging.map(([name, char]) => [form, field, name, value, char] as const),
  ),
)('%s.%s refuses a %s inside the text', (form, field, _name, value, char) => {
  const forged = `${value.slice(0, 1)}${char}${value.slice(1)}`;
  expect(errorOf(form, { [field]: forged }, field)).toBe('validation.singleLine');
});

test.each(singleLineFields)('%s.%s still takes accents, apostrophes and hyphens', (form, field) => {
  expect(errorOf(form, { [field]: "Ève D'Ho-nt" }, field)).toBeUndefined();
});

test.each([
  ['contactMessage', 'remark'],
  ['purchaseOffer', 'conditions'],
  ['testimonial', 'comment'],
] as const)('%s.%s is a text of several lines: line breaks stay allowed', (form, field) => {
  expect(errorOf(form, { [field]: 'First line\nSecond line\r\nThird' }, field)).toBeUndefined();
});

test.each([
  ['Jan Peeters', true],
  ['Łukasz Żółć', true],
  ['مريم', true],
  ['', true],
  [undefined, true],
  ['Peeters\nPhone: 0800', false],
  ['Jan\u202Eeb.kcatta', false],
] as const)('isSingleLine(%j) → %s', (value, expected) => {
  expect(isSingleLine(value)).toBe(expected);
});

test.each([
  ['A'.repeat(60), undefined],
  ['A'.repeat(61), 'validation.textTooLong'],
])("send-to-friend keeps the sender's name short: %s → %s", (firstName, message) => {
  expect(errorOf('sendToFriend', { firstName }, 'firstName')).toBe(message);
});
