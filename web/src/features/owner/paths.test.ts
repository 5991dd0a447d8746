import { describe, expect, test } from 'vitest';
import { ownerPortalPath, safeNext } from './paths';

describe('where the login sends the owner', () => {
  test('a path of this site is kept', () => {
    expect(safeNext('/nl/eigenaar/', 'nl')).toBe('/nl/eigenaar/');
    expect(safeNext('/fr/proprietaire/?x=1#top', 'fr')).toBe('/fr/proprietaire/?x=1#top');
  });

  test.each([
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example/',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/%0d%0aSet-Cookie:x',
    '',
    null,
    42,
    `/${'a'.repeat(600)}`,
  ])('anything else goes to the portal (%s)', (next) => {
    const target = safeNext(next, 'de');
    expect(target.startsWith('/') && !target.startsWith('//')).toBe(true);
    if (typeof next !== 'string' || !next.startsWith('/%0d')) expect(target).toBe(ownerPortalPath('de'));
  });

  test('the portal path in every language', () => {
    expect(['en', 'nl', 'fr', 'de'].map((language) => ownerPortalPath(language as 'en'))).toEqual([
      '/en/owner/',
      '/nl/eigenaar/',
      '/fr/proprietaire/',
      '/de/eigentuemer/',
    ]);
  });
});
