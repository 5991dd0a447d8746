/**
 * The site's one reading of a Cookie header (issue 18): the page cache's key (page-cache.ts)
 * and the pages (the consent banner, src/features/consent/consent.server.ts; the remembered
 * language, src/shell/language/) read cookies here, with the maintained `cookie-es` parser, so a
 * page can never be rendered from one cookie and stored under another.
 *
 * A cookie that is sent more than once (`vitrine_consent=…; vitrine_consent=`) is ambiguous: the
 * browser's order is not a promise (RFC 6265 §5.4), so neither copy is believed. The consent is
 * then read as "not chosen" (the banner is shown) and the page is not shared through the cache.
 */
import { parse } from 'cookie-es';
import { type ConsentCategory, isLanguage, type Language } from '@vitrine/domain';
import { consentCategoriesOf, consentCookieName, fillTimeCookieName, languageCookieName } from './cookie-values.ts';

export { consentCategoriesOf, consentCookieName, fillTimeCookieName, languageCookieName };

/**
 * Cookies the server sets and no page reads for its HTML: a request carrying them gets the same
 * page as one without (the page cache leaves them out of its key, a front cache may strip them).
 */
export const unreadByPages: readonly string[] = [fillTimeCookieName];

/**
 * Every cookie of a Cookie header, each name with all its values in the order sent (decoded as
 * `cookie-es` does: percent-decoding when it is valid, the raw value otherwise).
 *
 * @example
 * requestCookies('a=1; b=2; a=3'); // Map { 'a' => ['1', '3'], 'b' => ['2'] }
 */
export function requestCookies(header: string | null | undefined): Map<string, string[]> {
  const cookies = new Map<string, string[]>();
  if (!header) return cookies;
  for (const [name, value] of Object.entries(parse(header, { allowMultiple: true }))) {
    cookies.set(
      name,
      (Array.isArray(value) ? value : [value]).map((item) => item ?? ''),
    );
  }
  return cookies;
}

/**
 * The value of cookie `name`: `value` null when it is absent, or sent more than once (`repeated`).
 *
 * @example
 * singleCookie('lng=en', 'lng'); // { value: 'en', repeated: false }
 * singleCookie('lng=en; lng=fr', 'lng'); // { value: null, repeated: true }
 */
export function singleCookie(
  header: string | null | undefined,
  name: string,
): { value: string | null; repeated: boolean } {
  const values = requestCookies(header).get(name) ?? [];
  if (values.length > 1) return { value: null, repeated: true };
  return { value: values[0] ?? null, repeated: false };
}

/**
 * The consent of a Cookie header: the granted categories, or null when the visitor has not
 * chosen; `clear` false when the header does not say one thing (the cookie sent more than once, or
 * a value this site does not write) — such a page is rendered with the banner and never shared.
 */
export function consentOfCookies(header: string | null | undefined): {
  granted: ConsentCategory[] | null;
  clear: boolean;
} {
  const { value, repeated } = singleCookie(header, consentCookieName);
  if (repeated) return { granted: null, clear: false };
  if (value === null) return { granted: null, clear: true };
  const granted = consentCategoriesOf(value);
  return { granted, clear: granted !== null };
}

/**
 * The remembered language of a Cookie header (the `lng` cookie), null when absent, not a language
 * or sent more than once (`clear` false then, except when absent).
 */
export function languageOfCookies(header: string | null | undefined): { language: Language | null; clear: boolean } {
  const { value, repeated } = singleCookie(header, languageCookieName);
  if (repeated) return { language: null, clear: false };
  if (value === null) return { language: null, clear: true };
  return isLanguage(value) ? { language: value, clear: true } : { language: null, clear: false };
}
