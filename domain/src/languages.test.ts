import { describe, expect, test } from 'vitest';
import { defaultLanguage, isLanguage, languageFromUrl, languages } from './languages.js';

describe('languages', () => {
  test('four languages, Dutch by default', () => {
    expect(languages).toEqual(['en', 'nl', 'fr', 'de']);
    expect(defaultLanguage).toBe('nl');
  });

  test.each([
    ['en', true],
    ['de', true],
    ['EN', false],
    ['es', false],
    ['', false],
    [null, false],
    [1, false],
  ])('isLanguage(%j) → %s', (value, expected) => {
    expect(isLanguage(value)).toBe(expected);
  });
});

describe('languageFromUrl: path, then lng, then stored, then site default, then nl', () => {
  test.each([
    ['/fr/contact/', undefined, undefined, 'fr'],
    ['/de/', 'fr', 'en', 'de'],
    ['/NL/te-koop/', 'fr', undefined, 'nl'],
    ['https://example.be/en/for-sale/?lng=fr', undefined, undefined, 'en'],
    ['/contact/?lng=de', 'fr', 'en', 'de'],
    ['/?lng=FR', undefined, undefined, 'fr'],
    ['/?lng=es', 'en', undefined, 'en'],
    ['/es/contact/', 'en', undefined, 'en'],
    ['/contact/en/', undefined, undefined, 'nl'],
    ['/', 'de', 'fr', 'de'],
    ['/', 'xx', 'fr', 'fr'],
    ['/', null, 'en', 'en'],
    ['/', null, null, 'nl'],
    ['', undefined, undefined, 'nl'],
    [new URL('https://example.be/fr/'), undefined, undefined, 'fr'],
    ['http://[invalid', 'de', undefined, 'de'],
  ] as const)('%s (stored %s, site %s) → %s', (url, stored, siteDefault, expected) => {
    expect(languageFromUrl(url, stored, siteDefault)).toBe(expected);
  });
});
