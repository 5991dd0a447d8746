import { isLanguage, languageFromUrl, languages, type Language } from '@vitrine/domain';
import { languageCookieName } from './remembered-language';

function cookieValue(request: Request, name: string): string | null {
  const header = request.headers.get('cookie');
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/**
 * The best enabled language of an `Accept-Language` header (quality order, primary subtag only),
 * or `null`. Only a hint: it ranks after the language the visitor chose on this site.
 *
 * @example
 * acceptedLanguage('fr-BE,fr;q=0.9,en;q=0.8'); // 'fr'
 * acceptedLanguage('es-ES'); // null
 */
export function acceptedLanguage(header: string | null): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((entry, position) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const quality = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { code: tag.split('-')[0]?.toLowerCase(), q: quality ? Number(quality.slice(2)) : 1, position };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.position - b.position);
  return ranked.map((entry) => entry.code).find(isLanguage) ?? null;
}

/**
 * The language of a request in DESIGN.md's order: path segment, `lng`, the stored choice (local
 * storage is mirrored into a cookie so the server can read it), then — a hint only — the
 * browser's Accept-Language, then the site default.
 */
export function requestLanguage(request: Request, siteDefault: Language): Language {
  const stored = cookieValue(request, languageCookieName);
  const hint = isLanguage(stored) ? stored : acceptedLanguage(request.headers.get('accept-language'));
  return languageFromUrl(request.url, hint, siteDefault);
}

/** Whether a path starts with an enabled language segment (`/nl/...`). */
export function pathLanguage(pathname: string): Language | null {
  const first = pathname.split('/').find(Boolean);
  return isLanguage(first) ? first : null;
}

export { languages };
