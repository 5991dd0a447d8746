import { languageFromUrl, type Language } from '@vitrine/domain';
import { languageCookieName } from './remembered-language';

function cookieValue(request: Request, name: string): string | null {
  const header = request.headers.get('cookie');
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

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
  return languageFromUrl(request.url, cookieValue(request, languageCookieName), siteDefault);
}
