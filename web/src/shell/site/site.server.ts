import { gql, type TypedDocumentNode } from '@apollo/client';
import type { Language } from '@vitrine/domain';
import { rows } from '~/graphql/strapi-lists.server';
import { withContentFallback } from '~/graphql/content-fallback.server';
import type { GraphqlClient } from '~/graphql/apollo.server';
import { sharedRead } from '~/graphql/shared-read.server';
import { mediaUrl, shareImageUrl, strapiMediaFragment } from '~/graphql/strapi-media.server';
import type {
  MapSettingsQuery,
  MapSettingsQueryVariables,
  SiteSettingsQuery,
  SiteSettingsQueryVariables,
} from '~/graphql/strapi-operations.generated';
import type { SiteSettings } from './site';

const SITE_SETTINGS: TypedDocumentNode<SiteSettingsQuery, SiteSettingsQueryVariables> = gql`
  query SiteSettings($locale: I18NLocaleCode) {
    siteSetting(locale: $locale) {
      siteName
      tagline
      googleVerification
      facebookVerification
      nortonSafeWeb
      consentMessage
      trackingPixelUrl
      image {
        ...StrapiMedia
      }
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
  ${strapiMediaFragment}
`;

/**
 * The site settings in a language (German falls back to English), read once a minute at most
 * (`sharedRead`: every page needs them, agents rarely change them). A site whose settings cannot
 * be read still renders: the header and footer then leave the agency block out.
 */
export async function loadSiteSettings(client: GraphqlClient, language: Language): Promise<SiteSettings | null> {
  try {
    const found = await sharedRead(client, `site-settings|${language}`, () =>
      withContentFallback(language, async (locale) => {
        const { data } = await client.query({ query: SITE_SETTINGS, variables: { locale } });
        return data?.siteSetting ?? null;
      }),
    );
    if (!found) return null;
    const setting = found.value;
    return {
      siteName: setting.siteName,
      tagline: setting.tagline,
      agency: setting.agency,
      image: shareImageUrl(setting.image),
      consentMessage: setting.consentMessage ?? null,
      trackingPixelUrl: setting.trackingPixelUrl ?? null,
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

const MAP_SETTINGS: TypedDocumentNode<MapSettingsQuery, MapSettingsQueryVariables> = gql`
  query MapSettings($locale: I18NLocaleCode) {
    siteSetting(locale: $locale) {
      mapMarker {
        url
        width
        height
      }
      mapHiddenMarquees {
        marquee
      }
    }
  }
`;

/** The results map as the agent set it up in the site settings (the same in every language). */
export interface MapSettings {
  /** The agency's marker image (absolute URL and its pixel size), or `null` for the site's pin. */
  readonly marker: { readonly url: string; readonly width: number | null; readonly height: number | null } | null;
  /** Marquees whose ribbon the map leaves out, as Strapi stores them. */
  readonly hiddenMarquees: readonly string[];
}

/**
 * The map settings, read only for a page that shows a map, once a minute at most (`sharedRead`).
 * Settings that cannot be read leave the map as it is without them (the site's pin, every
 * ribbon), never the page without a map.
 */
export async function loadMapSettings(client: GraphqlClient, language: Language): Promise<MapSettings> {
  try {
    const { data } = await sharedRead(client, `map-settings|${language}`, () =>
      client.query({ query: MAP_SETTINGS, variables: { locale: language } }),
    );
    const setting = data?.siteSetting;
    return {
      marker: setting?.mapMarker?.url
        ? {
            url: mediaUrl(setting.mapMarker.url),
            width: setting.mapMarker.width ?? null,
            height: setting.mapMarker.height ?? null,
          }
        : null,
      hiddenMarquees: rows(setting?.mapHiddenMarquees).flatMap((row) => (row.marquee ? [row.marquee] : [])),
    };
  } catch (error) {
    console.warn(`Map settings unavailable: ${error instanceof Error ? error.message : String(error)}`);
    return { marker: null, hiddenMarquees: [] };
  }
}
