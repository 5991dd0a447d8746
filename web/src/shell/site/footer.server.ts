import { formatPhone, type Language } from '@vitrine/domain';
import { intlFor } from '~/i18n/intl.server';
import { footerMessages } from './footer-messages.server';
import { siteMessages } from './messages';
import { siteNameOf, type FooterContact, type FooterData, type SitePage, type SiteSettings } from './site';

/** Content pages linked from every page, after the lists. */
const contentLinks = [
  ['services', footerMessages.footerServices],
  ['investors', footerMessages.footerInvestors],
  ['information', footerMessages.footerInformation],
  ['renovationCalculator', footerMessages.footerCalculator],
  ['testimonials', footerMessages.footerTestimonials],
  ['team', footerMessages.footerTeam],
  ['contact', footerMessages.footerContactPage],
] as const satisfies readonly (readonly [SitePage, unknown])[];

const legalLinks = [
  ['privacy', footerMessages.footerPrivacy],
  ['cookiePolicy', footerMessages.footerCookies],
  ['disclaimer', footerMessages.footerDisclaimer],
  ['group', footerMessages.footerGroup],
] as const satisfies readonly (readonly [SitePage, unknown])[];

/**
 * The footer of every page in a language: the agency's contact details and legal mentions (BIV
 * rules) from the site settings, the links to the lists and the content pages, the copyright.
 *
 * @example
 * footerOf({ language: 'nl', settings, paths, year: 2026 }).legal?.rows // ['Erkend vastgoedmakelaar', 'BIV-nummer: 512.345', …]
 */
export function footerOf({
  language,
  settings,
  paths,
  year = new Date().getFullYear(),
}: {
  language: Language;
  settings: SiteSettings | null;
  paths: Readonly<Record<SitePage, string>>;
  year?: number;
}): FooterData {
  const intl = intlFor(language);
  const t = intl.formatMessage;
  const agency = settings?.agency ?? null;
  const siteName = siteNameOf(settings);
  const labelled = (label: string, value: string) => `${label}: ${value}`;
  const contacts: FooterContact[] = [];
  if (agency?.phone) {
    const href = `tel:${agency.phone.replace(/[^\d+]/g, '')}`;
    contacts.push({ key: 'phone', label: t(footerMessages.phone), text: formatPhone(agency.phone), href });
  }
  if (agency?.email)
    contacts.push({ key: 'email', label: t(footerMessages.email), text: agency.email, href: `mailto:${agency.email}` });
  if (agency?.openingHours)
    contacts.push({ key: 'hours', label: t(footerMessages.openingHours), text: agency.openingHours, href: null });
  return {
    contactHeading: t(footerMessages.footerContact),
    agency: agency
      ? {
          legalName: agency.legalName || null,
          lines: [
            [agency.street, agency.houseNumber].filter(Boolean).join(' '),
            [agency.zip, agency.city].filter(Boolean).join(' '),
            agency.countryName ?? '',
          ].filter(Boolean),
          contacts,
        }
      : null,
    siteName,
    tagline: settings?.tagline || null,
    exploreHeading: t(footerMessages.footerExplore),
    links: [
      { to: paths.forSale, label: t(siteMessages.forSale) },
      { to: paths.forRent, label: t(siteMessages.forRent) },
      { to: paths.projects, label: t(siteMessages.projects) },
      ...contentLinks.map(([page, label]) => ({ to: paths[page], label: t(label) })),
      // The spec's owner login (/login/), in the page's language.
      { to: `/${language}/login/`, label: t(footerMessages.footerOwnerLogin) },
    ],
    legal: agency
      ? {
          heading: t(footerMessages.footerLegal),
          rows: [
            agency.bivStatus ?? null,
            agency.bivNumber ? labelled(t(footerMessages.bivNumber), agency.bivNumber) : null,
            agency.vatNumber ? labelled(t(footerMessages.vatNumber), agency.vatNumber) : null,
            agency.supervisoryAuthority
              ? labelled(t(footerMessages.supervisoryAuthority), agency.supervisoryAuthority)
              : null,
          ].filter((row): row is string => Boolean(row)),
          deontology: agency.deontologyUrl ? { href: agency.deontologyUrl, label: t(footerMessages.deontology) } : null,
        }
      : null,
    // The sign-up continues on the newsletter page (consent, the fill-time cookie), so this form is a GET.
    newsletter: {
      heading: t(footerMessages.newsletterHeading),
      text: t(footerMessages.newsletterText),
      emailLabel: t(footerMessages.newsletterEmail),
      button: t(footerMessages.newsletterButton),
      action: `/${language}/newsletter/`,
    },
    copyright: t(footerMessages.copyright, { year, name: agency?.legalName || siteName }),
    legalPagesLabel: t(footerMessages.footerLegalPages),
    legalLinks: legalLinks.map(([page, label]) => ({ to: paths[page], label: t(label) })),
  };
}
