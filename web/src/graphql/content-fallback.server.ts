import { contentFallbackLanguage, type Language } from '@vitrine/domain';

/**
 * Runs a localized read and, when it finds nothing and the language has a content fallback
 * (German falls back to English), runs it again in that language: a sparse German site shows
 * English text, never an empty page.
 */
export async function withContentFallback<T>(
  language: Language,
  read: (locale: Language) => Promise<T | null>,
): Promise<{ value: T; locale: Language } | null> {
  const value = await read(language);
  if (value !== null) return { value, locale: language };
  const fallback = contentFallbackLanguage[language];
  if (!fallback) return null;
  const fallbackValue = await read(fallback);
  return fallbackValue === null ? null : { value: fallbackValue, locale: fallback };
}
