import type { Language } from '@vitrine/domain';
import { useRouteLoaderData } from 'react-router';

/** The agency's contact and legal mentions (Belgian BIV rules), from Strapi's site settings. */
export interface AgencyContact {
  readonly legalName: string | null;
  readonly street: string | null;
  readonly houseNumber: string | null;
  readonly zip: string | null;
  readonly city: string | null;
  readonly countryName: string | null;
  readonly phone: string | null;
  readonly email: string | null;
  readonly vatNumber: string | null;
  readonly bivNumber: string | null;
  readonly bivStatus: string | null;
  readonly supervisoryAuthority: string | null;
  readonly deontologyUrl: string | null;
  readonly openingHours: string | null;
}

/** Site-wide settings shown on every page. */
export interface SiteSettings {
  readonly siteName: string | null;
  readonly tagline: string | null;
  readonly agency: AgencyContact | null;
  /** Absolute URL of the site's share image (OpenGraph default), if one is set. */
  readonly image: string | null;
  readonly verification: {
    readonly google: string | null;
    readonly facebook: string | null;
    readonly norton: string | null;
  };
}

/** What the root loader gives every page. */
export interface SiteData {
  readonly language: Language;
  readonly defaultLanguage: Language;
  readonly siteUrl: string;
  readonly settings: SiteSettings | null;
}

/** The root loader's site data (inside the root route's tree). */
export function useSite(): SiteData {
  const data = useRouteLoaderData('root') as { site?: SiteData } | undefined;
  if (!data?.site) throw new Error('useSite() needs the root loader data');
  return data.site;
}

/** The site's display name: the configured one, else the product's name. */
export function siteNameOf(settings: SiteSettings | null): string {
  return settings?.siteName?.trim() || 'Vitrine';
}
