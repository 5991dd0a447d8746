import { gql } from '@apollo/client';
import type { Language } from '@vitrine/domain';
import { withContentFallback } from '~/graphql/content-fallback.server';
import type { GraphqlClient } from '~/graphql/apollo.server';
import { mediaFields, shareImageUrl, type StrapiMedia } from '~/graphql/strapi-media.server';
import type { AgencyContact, SiteSettings } from './site';

const SITE_SETTINGS = gql`
  query SiteSettings($locale: I18NLocaleCode) {
    siteSetting(locale: $locale) {
      siteName
      tagline
      googleVerification
      facebookVerification
      nortonSafeWeb
      image { ${mediaFields} }
      agency {
        legalName
        street
        houseNumber
        zip
        city
        countryName
        phone
        email
        vatNumber
        bivNumber
        bivStatus
        supervisoryAuthority
        deontologyUrl
        openingHours
      }
    }
  }
`;

interface SiteSettingsResult {
  siteSetting: {
    siteName: string | null;
    tagline: string | null;
    googleVerification: string | null;
    facebookVerification: string | null;
    nortonSafeWeb: string | null;
    image: StrapiMedia | null;
    agency: AgencyContact | null;
  } | null;
}

/**
 * The site settings in a language (German falls back to English). A site whose settings cannot
 * be read still renders: the header and footer then leave the agency block out.
 */
export async function loadSiteSettings(client: GraphqlClient, language: Language): Promise<SiteSettings | null> {
  try {
    const found = await withContentFallback(language, async (locale) => {
      const { data } = await client.query<SiteSettingsResult>({ query: SITE_SETTINGS, variables: { locale } });
      return data?.siteSetting ?? null;
    });
    if (!found) return null;
    const setting = found.value;
    return {
      siteName: setting.siteName,
      tagline: setting.tagline,
      agency: setting.agency,
      image: shareImageUrl(setting.image),
      verification: {
        google: setting.googleVerification,
        facebook: setting.facebookVerification,
        norton: setting.nortonSafeWeb,
      },
    };
  } catch (error) {
    console.warn(`Site settings unavailable: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}
