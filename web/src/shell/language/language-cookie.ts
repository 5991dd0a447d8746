import { languageCookieMaxAgeMinutes, type Language } from '@vitrine/domain';
import { serialize } from 'cookie-es';
import { languageCookieName } from '~/server/cookie-values';

/**
 * The cookie that gives the server the remembered language (it redirects `/` and the original
 * paths by it, cache/cookies.ts reads it): the whole site, for the spec's lifetime counted in
 * minutes, as cookie-es writes it — an assignment to `document.cookie`, or a `Set-Cookie` header.
 * Loaded on demand (remembered-language.ts), so no page's first load carries the writer.
 *
 * @example
 * languageSetCookie('de'); // 'lng=de; Max-Age=…; Path=/; SameSite=Lax'
 */
export const languageSetCookie = (language: Language): string =>
  serialize(languageCookieName, language, { maxAge: languageCookieMaxAgeMinutes * 60, path: '/', sameSite: 'lax' });
