import type { Language } from './languages.js';

/** The demand register's page (DESIGN.md route table), its slug per language. */
export const searchAlertSlugs: Readonly<Record<Language, string>> = {
  en: 'search-alert',
  nl: 'zoekopdracht',
  fr: 'alerte-recherche',
  de: 'suchauftrag',
};

/**
 * The demand register form's path in a language; `confirm` is the page its confirmation mail links to.
 *
 * @example
 * searchAlertPath('nl'); // '/nl/zoekopdracht/'
 * searchAlertPath('fr', 'confirm'); // '/fr/alerte-recherche/confirm/'
 */
export function searchAlertPath(language: Language, page?: 'confirm'): string {
  return `/${language}/${searchAlertSlugs[language]}/${page ? `${page}/` : ''}`;
}
