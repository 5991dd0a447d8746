import { expect, test } from 'vitest';
import { errorOf } from './test-fixtures.js';

test.each([
  [{ contactCategory: '' }, 'contactCategory', 'validation.contactCategoryRequired'],
  [{ contactCategory: 'press' }, 'contactCategory', 'validation.contactCategoryRequired'],
  [{ contactCategory: 'potential_buyer' }, 'contactCategory', undefined],
  [{ contactCategory: 'potential_tenant' }, 'contactCategory', undefined],
  [{ contactCategory: 'potential-buyer' }, 'contactCategory', 'validation.contactCategoryRequired'],
  [{ contactCategory: 'commercial' }, 'contactCategory', undefined],
  [{ remark: ' ' }, 'remark', 'validation.messageRequired'],
  [{ remark: 'x'.repeat(2001) }, 'remark', 'validation.messageTooLong'],
  [{ title: '' }, 'title', 'validation.titleRequired'],
  [{ phone: '' }, 'phone', undefined],
  [{ property: '' }, 'property', undefined],
  [{ property: 'abc123' }, 'property', undefined],
  [{ property: 'a/b' }, 'property', 'validation.propertyRequired'],
  [{ project: 'abc123' }, 'project', undefined],
  [{ project: '7 or 1=1' }, 'project', 'validation.propertyRequired'],
])('contactMessage %j → %s: %s', (changes, field, message) => {
  expect(errorOf('contactMessage', changes, field)).toBe(message);
});
