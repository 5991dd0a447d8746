/** The languages the site is published in, in the order of the language switcher. */
export const languages = ['en', 'nl', 'fr', 'de'] as const;

/** One of the site's language codes. */
export type Language = (typeof languages)[number];

/** The site default when the configuration names none (spec: "default language from the site configuration"). */
export const defaultLanguage: Language = 'nl';

/** Each language's own name, for the language switcher. */
export const languageNames: Readonly<Record<Language, string>> = {
  en: 'English',
  nl: 'Nederlands',
  fr: 'Français',
  de: 'Deutsch',
};

/**
 * The language whose content is shown when a text is missing in a language (German is sparse and
 * falls back to English, never to an empty page); `null` when the language has no fallback.
 */
export const contentFallbackLanguage: Readonly<Record<Language, Language | null>> = {
  en: null,
  nl: null,
  fr: null,
  de: 'en',
};

/**
 * Whether a value is one of the enabled language codes (exact, lower case).
 *
 * @example
 * isLanguage('fr'); // true
 * isLanguage('FR'); // false
 * isLanguage('es'); // false
 */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

function parseUrl(url: string | URL): URL | null {
  if (url instanceof URL) return url;
  try {
    return new URL(url, 'http://localhost');
  } catch {
    return null;
  }
}

/**
 * The language of a request, in the order DESIGN.md decides: the first path segment if it is an
 * enabled code; else the `lng` query parameter if valid; else the stored (local storage) language
 * if valid; else the site default if valid; else {@link defaultLanguage}. The path segment and
 * the query parameter match regardless of case (`/NL/` selects Dutch); stored and site-default
 * values must be exact codes.
 *
 * @example
 * languageFromUrl('/fr/contact/'); // 'fr'
 * languageFromUrl('/contact/?lng=de'); // 'de'
 * languageFromUrl('https://example.be/', 'en'); // 'en'
 * languageFromUrl('/', null, 'fr'); // 'fr'
 * languageFromUrl('/'); // 'nl'
 */
export function languageFromUrl(url: string | URL, stored?: string | null, siteDefault?: Language | null): Language {
  const parsed = parseUrl(url);
  const firstSegment = parsed?.pathname
    .split('/')
    .find((segment) => segment !== '')
    ?.toLowerCase();
  if (isLanguage(firstSegment)) return firstSegment;
  const fromQuery = parsed?.searchParams.get('lng')?.trim().toLowerCase();
  if (isLanguage(fromQuery)) return fromQuery;
  if (isLanguage(stored)) return stored;
  if (isLanguage(siteDefault)) return siteDefault;
  return defaultLanguage;
}
