import type { Core } from '@strapi/strapi';

/** The site's languages, in the order the admin lists them. German has little content. */
export const siteLocales = [
  { code: 'nl', name: 'Dutch (nl)' },
  { code: 'fr', name: 'French (fr)' },
  { code: 'en', name: 'English (en)' },
  { code: 'de', name: 'German (de)' },
] as const;

export type SiteLocale = (typeof siteLocales)[number]['code'];

/** Where the first start records that it chose the default locale (Strapi's core store). */
const initStore = { type: 'core', name: 'vitrine' } as const;
const initKey = 'default-locale';

/**
 * Creates the missing locales; on the first start only, makes `defaultLocale` the default one.
 * After that the default is the agents' choice (Settings → Internationalization): a restart
 * keeps it. A stored flag marks the first start, so a second run changes nothing.
 */
export async function ensureLocales(strapi: Core.Strapi, defaultLocale: string): Promise<void> {
  if (!siteLocales.some(({ code }) => code === defaultLocale)) {
    throw new Error(
      `DEFAULT_LOCALE must be one of ${siteLocales.map(({ code }) => code).join(', ')}, got "${defaultLocale}"`,
    );
  }
  const locales = strapi.plugin('i18n').service('locales');
  for (const { code, name } of siteLocales) {
    const existing = await locales.findByCode(code);
    if (!existing) await locales.create({ code, name });
  }
  const store = strapi.store(initStore);
  if (await store.get({ key: initKey })) return;
  if ((await locales.getDefaultLocale()) !== defaultLocale) {
    await locales.setDefaultLocale({ code: defaultLocale });
  }
  await store.set({ key: initKey, value: { code: defaultLocale, setAt: new Date().toISOString() } });
}
