import { expect, test } from 'vitest';
import { consentGrantedByPath, cookieMaxAgeDays, languageCookieMaxAgeMinutes } from './cookies.js';

test('cookie lifetimes: the language cookie in minutes, the others in days', () => {
  expect(languageCookieMaxAgeMinutes).toBe(525_600);
  expect(cookieMaxAgeDays.consent).toBe(180);
});

test.each([
  ['/api/preview?secret=x', true],
  ['/nl/te-koop/?Preview=1', true],
  ['/nl/contact/', false],
  ['/', false],
])('consentGrantedByPath(%j) → %s', (path, granted) => {
  expect(consentGrantedByPath(path)).toBe(granted);
});
