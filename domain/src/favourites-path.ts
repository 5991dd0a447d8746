import type { Language } from './languages.js';

// Apart from the shortlist rules: the hearts on every page need only the path (first-load budget).

/** The favourites page segment per language (DESIGN.md routes): /en/favourites/, /nl/favorieten/… */
export const favouritesSlugs: Readonly<Record<Language, string>> = {
  en: 'favourites',
  nl: 'favorieten',
  fr: 'favoris',
  de: 'favoriten',
};

/**
 * The favourites page of a language.
 *
 * @example
 * favouritesPath('nl'); // '/nl/favorieten/'
 */
export function favouritesPath(lang: Language): string {
  return `/${lang}/${favouritesSlugs[lang]}/`;
}
