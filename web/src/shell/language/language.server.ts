import { languageFromUrl, type Language } from '@vitrine/domain';
import { languageOfCookies } from '~/server/cookies';

/**
 * The language of a request in DESIGN.md's order, exactly: the path segment, else `lng`, else the
 * language remembered in local storage (the browser mirrors it into the `lng` cookie, the only
 * copy a server can read), else the site default. The browser's Accept-Language plays no part.
 *
 * @example
 * requestLanguage(new Request('https://site.be/contact/?lng=fr'), 'nl'); // 'fr'
 * requestLanguage(new Request('https://site.be/', { headers: { cookie: 'lng=en' } }), 'nl'); // 'en'
 */
export function requestLanguage(request: Request, siteDefault: Language): Language {
  // One reading of the Cookie header with the page cache's key (cache/cookies.ts): `lng` sent twice is no choice.
  return languageFromUrl(request.url, languageOfCookies(request.headers.get('cookie')).language, siteDefault);
}
