// Shared by the form tests; not part of the build.
import { validateForm, type FormName } from './index.js';

/** A valid submission per form; the per-form tests change one field at a time. */
export const validValues: Readonly<Record<FormName, Readonly<Record<string, unknown>>>> = {
  visitRequest: {
    property: 'k3m2x9q8w7e6r5t4y3u2i1o0',
    title: 'ms',
    firstName: 'An',
    lastName: 'Peeters',
    email: 'an@example.be',
    phone: '0475 12 34 56',
    language: 'nl',
  },
  infoRequest: { property: 'abc123', firstName: 'An', lastName: 'Peeters', email: 'an@example.be', language: 'en' },
  documentRequest: { property: 'abc123', firstName: 'An', lastName: 'Peeters', email: 'an@example.be', language: 'fr' },
  valuationRequest: {
    title: 'mr',
    firstName: 'Jan',
    lastName: 'Claes',
    email: 'jan@example.be',
    phone: '0475123456',
    street: 'Veldstraat',
    houseNumber: '12',
    zip: '9000',
    city: 'Gent',
    language: 'nl',
  },
  contactMessage: {
    contactCategory: 'potential_buyer',
    title: 'ms',
    firstName: 'An',
    lastName: 'Peeters',
    email: 'an@example.be',
    remark: 'Hello',
    language: 'en',
  },
  sendToFriend: {
    property: 'abc123',
    firstName: 'An',
    email: 'an@example.be',
    friendEmail: 'bo@example.be',
    language: 'nl',
  },
  testimonial: { name: 'An', comment: 'Great service', language: 'nl', consent: true },
  appointment: {
    visitSlot: 'slot1',
    property: 'abc123',
    title: 'mr',
    firstName: 'Jan',
    lastName: 'Claes',
    email: 'jan@example.be',
    phone: '0475123456',
    persons: 2,
    language: 'nl',
  },
  purchaseOffer: {
    property: 'abc123',
    title: 'mr',
    firstName: 'Jan',
    lastName: 'Claes',
    email: 'jan@example.be',
    phone: '0475123456',
    street: 'Veldstraat',
    houseNumber: '12',
    zip: '9000',
    city: 'Gent',
    amount: 325000,
    validUntil: '2025-06-30',
    depositAccepted: true,
    language: 'nl',
  },
  newsletterSignup: { email: 'an@example.be', language: 'fr', consent: true },
  demandRegister: {
    goal: 0,
    propertyTypes: [1],
    regions: [12],
    title: 'ms',
    firstName: 'An',
    lastName: 'Peeters',
    email: 'an@example.be',
    language: 'nl',
    consent: true,
  },
  ownerLogin: { email: 'owner@example.be', password: 'secret' },
  forgotPassword: { email: 'owner@example.be' },
  resetPassword: { password: 'long enough', passwordConfirmation: 'long enough', code: 'abc' },
  statisticsRange: { startDate: '2025-01-01', endDate: '2025-01-31' },
  captcha: { captcha: 'x7Kp2' },
};

/** "Today" for the not-in-the-past rules. */
export const today = '2025-06-15';

/** The error of one field after replacing fields of a form's valid values. */
export function errorOf(form: FormName, changes: Readonly<Record<string, unknown>>, field: string): string | undefined {
  const result = validateForm(form, { ...validValues[form], ...changes }, { today });
  return result.ok ? undefined : result.errors[field];
}
