import { serialize } from 'cookie-es';
import { singleCookie } from '~/server/cookies';

/** The shortlist's cookie: the server reads it for the favourites page (and the no-JavaScript hearts). */
export const favouritesCookie = 'vitrine_favourites';
const maxAgeSeconds = 60 * 60 * 24 * 365;

/**
 * The shortlist's value in a Cookie header or `document.cookie`, read by the site's one cookie
 * reader (cookie-es, `~/server/cookies`): '' when absent, or sent more than once (neither copy is
 * believed, decision 022).
 *
 * @example
 * favouritesInCookies('other=1; vitrine_favourites=doc-1.doc-2'); // 'doc-1.doc-2'
 */
export const favouritesInCookies = (header: string | null | undefined): string =>
  singleCookie(header, favouritesCookie).value ?? '';

/**
 * The cookie that keeps `value` a year on the whole site, as cookie-es writes it: a `Set-Cookie`
 * header, or an assignment to `document.cookie`.
 *
 * @example
 * favouritesSetCookie('doc-1'); // 'vitrine_favourites=doc-1; Max-Age=31536000; Path=/; SameSite=Lax'
 */
export const favouritesSetCookie = (value: string): string =>
  serialize(favouritesCookie, value, { maxAge: maxAgeSeconds, path: '/', sameSite: 'lax' });
