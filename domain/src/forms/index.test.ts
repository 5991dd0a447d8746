import { describe, expect, test } from 'vitest';
import { formNames, formSchemas, leadFormNames, validateForm } from './index.js';
import { isValidationMessageKey, validationMessages } from './messages.js';
import { errorOf, today, validValues } from './test-fixtures.js';

describe('every form', () => {
  test('formNames lists every schema', () => {
    expect(formNames).toEqual(Object.keys(formSchemas));
    expect(formNames).toHaveLength(16);
  });

  test.each(formNames)('%s accepts its valid values', (form) => {
    expect(validateForm(form, validValues[form], { today })).toMatchObject({ ok: true });
  });

  const garbage: readonly unknown[] = [
    {},
    null,
    'text',
    Object.fromEntries(Object.keys(validationMessages).map((_, index) => [`field${index}`, index])),
    Object.fromEntries(
      [
        'property',
        'email',
        'phone',
        'zip',
        'persons',
        'amount',
        'goal',
        'propertyTypes',
        'regions',
        'captcha',
        'startDate',
        'validUntil',
        'consent',
        'contactTimeSlots',
        'documents',
        'website',
        'title',
        'language',
        'minPrice',
        'maxPrice',
      ].map((field) => [field, { nested: true }]),
    ),
    Object.fromEntries(
      ['firstName', 'lastName', 'remark', 'comment', 'name', 'street', 'city', 'conditions'].map((field) => [
        field,
        'x'.repeat(6000),
      ]),
    ),
  ];

  test.each(formNames.flatMap((form) => garbage.map((values, index) => [form, index, values] as const)))(
    '%s reports only message keys (garbage %d)',
    (form, _, values) => {
      const result = validateForm(form, values, { today });
      expect(result.ok).toBe(false);
      if (!result.ok) {
        for (const message of Object.values(result.errors)) expect(isValidationMessageKey(message)).toBe(true);
      }
      try {
        formSchemas[form].validateSync(values, { abortEarly: false, context: { today } });
      } catch (error) {
        for (const message of (error as { errors: string[] }).errors) expect(message).toMatch(/^validation\./);
      }
    },
  );

  test.each(leadFormNames)('%s is a lead form and carries the language', (form) => {
    expect(errorOf(form, { language: undefined }, 'language')).toBe('validation.languageRequired');
    expect(errorOf(form, { language: 'es' }, 'language')).toBe('validation.choiceInvalid');
  });

  test('unknown fields (honeypots, tokens) are stripped', () => {
    const result = validateForm('newsletterSignup', { ...validValues.newsletterSignup, website2: 'spam', token: 'x' });
    expect(result).toEqual({ ok: true, value: { email: 'an@example.be', language: 'fr', consent: true } });
  });

  test.each([
    ['visitRequest', { remark: null, preferredDate: null, contactTimeSlots: null }],
    ['documentRequest', { phone: null, documents: null }],
    ['demandRegister', { minPrice: null, maxPrice: null, garages: null, phone: null }],
    ['newsletterSignup', { firstName: null }],
    ['testimonial', { website: null }],
  ] as const)('%s reads null as absent: %j', (form, changes) => {
    expect(validateForm(form, { ...validValues[form], ...changes }, { today })).toMatchObject({ ok: true });
  });

  test.each([
    ['firstName', null, 'validation.firstNameRequired'],
    ['property', null, 'validation.propertyRequired'],
    ['contactTimeSlots', [null], 'validation.choiceInvalid'],
  ])('visitRequest %s = %j → %s', (field, value, message) => {
    const result = validateForm('visitRequest', { ...validValues.visitRequest, [field]: value }, { today });
    expect(result.ok ? undefined : Object.values(result.errors)[0]).toBe(message);
  });

  test('values are trimmed and cast', () => {
    const result = validateForm('appointment', { ...validValues.appointment, firstName: '  Jan ', persons: '3' });
    expect(result.ok && result.value).toMatchObject({ firstName: 'Jan', persons: 3 });
  });
});
