import { inject, expect, test } from 'vitest';

test('a restart changes nothing: locales, roles, permissions, accounts and demo content stay as they were', () => {
  const { before, after } = inject('restart');
  expect(before.properties).toBeGreaterThan(0);
  expect(before.up_permissions).toBeGreaterThan(0);
  expect(after).toEqual(before);
});

test('the four locales exist', () => {
  expect(inject('restart').after.i18n_locale).toBe(4);
});
