import { languageCookieMaxAgeMinutes, type Language } from '@vitrine/domain';

/** Name of the cookie (and local-storage key) that remembers the visitor's language. */
export const languageCookieName = 'lng';

/**
 * Remembers the visitor's language in local storage (the spec's store) and mirrors it into a
 * cookie whose lifetime is counted in minutes, so the server can redirect `/` without JavaScript.
 */
export function rememberLanguage(language: Language): void {
  try {
    window.localStorage.setItem(languageCookieName, language);
  } catch {
    // Storage can be disabled (private mode); the cookie below still carries the choice.
  }
  const maxAgeSeconds = languageCookieMaxAgeMinutes * 60;
  document.cookie = `${languageCookieName}=${language}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax`;
}
