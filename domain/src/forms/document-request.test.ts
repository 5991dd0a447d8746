import { expect, test } from 'vitest';
import { errorOf } from './test-fixtures.js';

test.each([
  [{ property: '' }, 'property', 'validation.propertyRequired'],
  [{ email: '' }, 'email', 'validation.emailRequired'],
  [{ documents: ['epc', 'floor-plan'] }, 'documents', undefined],
  [{ documents: [] }, 'documents', undefined],
  [{ documents: [''] }, 'documents[0]', 'validation.choiceInvalid'],
  [{ documents: Array.from({ length: 51 }, (_, index) => `d${index}`) }, 'documents', 'validation.choiceInvalid'],
  [{ documents: 'epc' }, 'documents', 'validation.choiceInvalid'],
])('documentRequest %j → %s: %s', (changes, field, message) => {
  expect(errorOf('documentRequest', changes, field)).toBe(message);
});
