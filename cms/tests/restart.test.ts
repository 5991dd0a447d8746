import { describe, expect, inject, test } from 'vitest';
import { rolePermissions } from '../src/bootstrap/permissions';
import { siteLocales } from '../src/bootstrap/locales';

const { before, changed, after, adminChanges } = inject('restart');

describe('a restart', () => {
  test('leaves every table as it was: locales, roles, permissions, accounts, tokens and demo content', () => {
    expect(before.counts.properties).toBeGreaterThan(0);
    expect(after.counts).toEqual(before.counts);
    expect(after.documents).toEqual(before.documents);
    expect(after.roles).toEqual(before.roles);
    expect(after.locales).toEqual(before.locales);
    expect(after.apiTokenPermissions).toEqual(before.apiTokenPermissions);
    expect(after.demoSeed).toEqual(before.demoSeed);
  });

  test('gives every role exactly the actions of the permission table, whatever the admin changed', () => {
    // The agent's changes were swaps: a comparison of counts alone would not see them.
    expect(changed.counts.up_permissions).toBe(before.counts.up_permissions);
    expect(changed.permissions).not.toEqual(before.permissions);
    for (const [role, action] of adminChanges.grant) expect(changed.permissions).toContain(`${role}: ${action}`);

    const table = Object.entries(rolePermissions)
      .flatMap(([role, actions]) => actions.map((action) => `${role}: ${action}`))
      .sort();
    expect(before.permissions).toEqual(table);
    expect(after.permissions).toEqual(table);
  });

  test('keeps the default language an agent chose; only the first start sets it', () => {
    expect(before.defaultLocale).toBe(process.env.DEFAULT_LOCALE ?? 'nl');
    expect(adminChanges.defaultLocale).not.toBe(before.defaultLocale);
    expect(changed.defaultLocale).toBe(adminChanges.defaultLocale);
    expect(after.defaultLocale).toBe(adminChanges.defaultLocale);
  });
});

test('the four locales exist', () => {
  expect(after.locales).toEqual(siteLocales.map(({ code, name }) => `${code}: ${name}`).sort());
});
