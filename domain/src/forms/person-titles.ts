import type { Language } from '../languages.js';
import type { personTitles } from './lead-form-definitions.js';

/** A person's title as forms post it and Strapi stores it. */
export type PersonTitle = (typeof personTitles)[number];

/**
 * The words of the spec's three titles (Mr, Ms, Miss) as forms offer them today, per language
 * (docs/decisions/028-person-titles.md): "Miss" (Juffrouw, Mademoiselle, Fräulein) is no longer
 * how anyone is addressed, so the third title, stored as `miss`, is the neutral one: Mx, Neutraal,
 * Neutre, Divers. The web's message catalogues and the cms mails say the same words (their tests
 * compare them with this table).
 */
export const personTitleWords: Readonly<Record<Language, Readonly<Record<PersonTitle, string>>>> = {
  en: { mr: 'Mr', ms: 'Ms', miss: 'Mx' },
  nl: { mr: 'Dhr.', ms: 'Mevr.', miss: 'Neutraal' },
  fr: { mr: 'M.', ms: 'Mme', miss: 'Neutre' },
  de: { mr: 'Herr', ms: 'Frau', miss: 'Divers' },
};

/**
 * The word of a title in a language.
 *
 * @example
 * personTitleWord('miss', 'de'); // 'Divers'
 * personTitleWord('ms', 'nl'); // 'Mevr.'
 */
export function personTitleWord(title: PersonTitle, language: Language): string {
  return personTitleWords[language][title];
}
