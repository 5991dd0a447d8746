import { isLanguage, type Language } from '@vitrine/domain';
import { languageCookieName } from '~/server/cookie-values';

/** Name of the cookie (and local-storage key) that remembers the visitor's language. */
export { languageCookieName };

function storedLanguage(): Language | null {
  try {
    const value = window.localStorage.getItem(languageCookieName);
    return isLanguage(value) ? value : null;
  } catch {
    // Storage can be disabled (private mode): then the cookie alone remembers.
    return null;
  }
}

/**
 * The `lng` cookie as the server reads it (cache/cookies.ts): null when absent, invalid or sent
 * twice. The parser is loaded on demand, so no page's first load carries it.
 */
async function cookieLanguage(): Promise<string | null> {
  const { languageOfCookies } = await import('~/server/cookies');
  return languageOfCookies(document.cookie).language;
}

/** The server's copy of the remembered language, written by cookie-es (language-cookie.ts, loaded on demand). */
async function writeCookie(language: Language): Promise<void> {
  const { languageSetCookie } = await import('./language-cookie');
  document.cookie = languageSetCookie(language);
}

/**
 * Remembers a language the visitor chose (the language switcher): in local storage, the spec's
 * store and the source of truth, and in the cookie that lets the server redirect `/` and the
 * original paths without JavaScript.
 */
export async function rememberLanguage(language: Language): Promise<void> {
  try {
    window.localStorage.setItem(languageCookieName, language);
  } catch {
    // Storage can be disabled (private mode); the cookie below still carries the choice.
  }
  await writeCookie(language);
}

/**
 * Run on every page: local storage is read back and wins. When it holds a language, the cookie is
 * restored from it if the cookie is missing (expired, cleared) or says something else; reading a
 * page in another language does not change the choice. A first visit, with nothing stored yet,
 * remembers the language of the page the visitor landed on. Returns the remembered language.
 *
 * @example
 * // local storage 'en', no cookie, reading /nl/: the cookie says 'en' again
 * await syncRememberedLanguage('nl'); // 'en'
 */
export async function syncRememberedLanguage(pageLanguage: Language): Promise<Language> {
  const stored = storedLanguage();
  if (!stored) {
    await rememberLanguage(pageLanguage);
    return pageLanguage;
  }
  if ((await cookieLanguage()) !== stored) await writeCookie(stored);
  return stored;
}
