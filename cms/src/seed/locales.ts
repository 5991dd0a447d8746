import type { SiteLocale } from '../bootstrap/locales';

export type { SiteLocale };

/** The order in which a document's locales are written: the default (nl) first creates it. */
export const seedLocales = ['nl', 'fr', 'en', 'de'] as const satisfies readonly SiteLocale[];

/** A text in every site language. */
export type Localized<T = string> = Record<SiteLocale, T>;

/** The same text in every language (proper nouns). */
export const same = <T>(value: T): Localized<T> => ({ nl: value, fr: value, en: value, de: value });

/** A name that is either the same everywhere or written per language. */
export type Name = string | Localized;

export const nameIn = (name: Name, locale: SiteLocale): string => (typeof name === 'string' ? name : name[locale]);
