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
  /** The agency's own text for the cookie banner, if written. */
  readonly consentMessage?: string | null;
  /** The tracking pixel called on each page view after marketing consent, if configured. */
  readonly trackingPixelUrl?: string | null;
  readonly verification: {
    readonly google: string | null;
    readonly facebook: string | null;
    readonly norton: string | null;
  };
}

/** Pages every page links to (header, footer, banners), by the name the components use. */
export type SitePage =
  | 'home'
  | 'forSale'
  | 'forRent'
  | 'projects'
  | 'services'
  | 'investors'
  | 'information'
  | 'renovationCalculator'
  | 'testimonials'
  | 'team'
  | 'contact'
  | 'privacy'
  | 'cookiePolicy'
  | 'disclaimer'
  | 'group';

/** A link of the footer: a page of the site, its label in the page's language. */
export interface FooterLink {
  readonly to: string;
  readonly label: string;
}

/** A "label: value" line of the agency's contact details; `href` makes the value a link. */
export interface FooterContact {
  readonly key: 'phone' | 'email' | 'hours';
  readonly label: string;
  readonly text: string;
  readonly href: string | null;
}

/**
 * The site footer, written out by the server (`footer.server.ts`) in the page's language: the
 * browser only displays it, so neither its messages nor its formatting rules ship.
 */
export interface FooterData {
  readonly contactHeading: string;
  /** The agency's contact block; `null` when the settings have none (the site's name is shown). */
  readonly agency: {
    readonly legalName: string | null;
    /** Street, town, country: the lines that are known. */
    readonly lines: readonly string[];
    readonly contacts: readonly FooterContact[];
  } | null;
  readonly siteName: string;
  readonly tagline: string | null;
  readonly exploreHeading: string;
  readonly links: readonly FooterLink[];
  /** The legal mentions (BIV status and number, VAT, supervisory authority, deontology); `null` without agency. */
  readonly legal: {
    readonly heading: string;
    readonly rows: readonly string[];
    readonly deontology: { readonly href: string; readonly label: string } | null;
  } | null;
  /** The newsletter sign-up: its e-mail goes to the newsletter page, which asks consent and sends. */
  readonly newsletter: {
    readonly heading: string;
    readonly text: string;
    readonly emailLabel: string;
    readonly button: string;
    readonly action: string;
  };
  readonly copyright: string;
  readonly legalPagesLabel: string;
  readonly legalLinks: readonly FooterLink[];
}

/** What the root loader gives every page. */
export interface SiteData {
  readonly language: Language;
  readonly defaultLanguage: Language;
  readonly siteUrl: string;
  readonly settings: SiteSettings | null;
  /**
   * The paths of the site's fixed pages in this language, localized on the server (`site-paths.server.ts`)
   * so that the browser needs neither the domain's route table nor its path builders.
   */
  readonly paths: Readonly<Record<SitePage, string>>;
  readonly footer: FooterData;
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
