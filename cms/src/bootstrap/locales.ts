import type { Core } from '@strapi/strapi';

/** The site's languages, in the order the admin lists them. German has little content. */
export const siteLocales = [
  { code: 'nl', name: 'Dutch (nl)' },
  { code: 'fr', name: 'French (fr)' },
  { code: 'en', name: 'English (en)' },
  { code: 'de', name: 'German (de)' },
] as const;

export type SiteLocale = (typeof siteLocales)[number]['code'];

/** Creates the missing locales and sets the default one; a second run changes nothing. */
export async function ensureLocales(strapi: Core.Strapi, defaultLocale: string): Promise<void> {
  const locales = strapi.plugin('i18n').service('locales');
  for (const { code, name } of siteLocales) {
    const existing = await locales.findByCode(code);
    if (!existing) await locales.create({ code, name });
  }
  if ((await locales.getDefaultLocale()) !== defaultLocale) {
    await locales.setDefaultLocale({ code: defaultLocale });
  }
}
