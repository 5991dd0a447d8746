import { languageCookieMaxAgeMinutes } from '@vitrine/domain';
import { parse } from 'cookie-es';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { languageCookieName, rememberLanguage, syncRememberedLanguage } from './remembered-language';

const cookie = () => parse(document.cookie)[languageCookieName] ?? null;

const clearCookie = () => {
  document.cookie = `${languageCookieName}=; Max-Age=0; Path=/`;
};

beforeEach(() => {
  window.localStorage.clear();
  clearCookie();
});
afterEach(clearCookie);

describe('the remembered language: local storage is the source of truth', () => {
  test.each([
    // [stored, cookie before, page language, remembered, cookie after]
    ['en', null, 'nl', 'en', 'en'],
    ['en', 'fr', 'nl', 'en', 'en'],
    ['de', 'de', 'fr', 'de', 'de'],
    [null, null, 'fr', 'fr', 'fr'],
    [null, 'en', 'nl', 'nl', 'nl'],
    ['xx', null, 'de', 'de', 'de'],
  ] as const)(
    'stored %s, cookie %s, reading a %s page → %s, cookie %s',
    async (stored, before, page, remembered, after) => {
      if (stored) window.localStorage.setItem(languageCookieName, stored);
      if (before) document.cookie = `${languageCookieName}=${before}; Path=/`;
      expect(await syncRememberedLanguage(page)).toBe(remembered);
      expect(window.localStorage.getItem(languageCookieName)).toBe(remembered);
      expect(cookie()).toBe(after);
    },
  );

  test('a choice on the switcher replaces the stored language and the cookie', async () => {
    window.localStorage.setItem(languageCookieName, 'nl');
    await rememberLanguage('fr');
    expect(window.localStorage.getItem(languageCookieName)).toBe('fr');
    expect(cookie()).toBe('fr');
    expect(await syncRememberedLanguage('en')).toBe('fr');
  });

  test('the cookie lifetime is counted in minutes', async () => {
    const written: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => void written.push(value));
    await rememberLanguage('de');
    expect(written).toEqual([`lng=de; Max-Age=${languageCookieMaxAgeMinutes * 60}; Path=/; SameSite=Lax`]);
  });

  test('without local storage (private mode) the cookie alone remembers the page read', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(await syncRememberedLanguage('fr')).toBe('fr');
    expect(cookie()).toBe('fr');
  });
});
