import { sitePath, type Language } from '@vitrine/domain';

/** The owner portal's segment in each language (DESIGN.md's route table). */
export const ownerPortalSegments: Readonly<Record<Language, string>> = {
  en: 'owner',
  nl: 'eigenaar',
  fr: 'proprietaire',
  de: 'eigentuemer',
};

export const ownerLoginPath = (language: Language) => `/${language}/login/`;
export const ownerPortalPath = (language: Language) => `/${language}/${ownerPortalSegments[language]}/`;
export const forgotPasswordPath = (language: Language) => `/${language}/login/password/`;
export const resetPasswordPath = (language: Language) => `/${language}/login/reset/`;
export const signInLinkPath = (language: Language) => `/${language}/login/link/`;

/**
 * Where to go after logging in: `next` only when it is a path of this site (the domain's
 * `sitePath`, the rule every redirect of the web follows), else the portal.
 *
 * @example
 * safeNext('/nl/eigenaar/', 'nl'); // '/nl/eigenaar/'
 * safeNext('//evil.example/', 'nl'); // '/nl/eigenaar/'
 */
export function safeNext(next: unknown, language: Language): string {
  return sitePath(next, ownerPortalPath(language), 512);
}
