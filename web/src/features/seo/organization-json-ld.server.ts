import type { Language } from '@vitrine/domain';
import { siteNameOf, type SiteSettings } from '~/shell/site';

/**
 * schema.org `RealEstateAgent` of the agency (home page): name, address, phone, e-mail, VAT
 * number and share image from the site settings. Made by the home page's loader, so the
 * browser only writes it out.
 */
export function organizationJsonLd({
  settings,
  siteUrl,
  language,
}: {
  settings: SiteSettings | null;
  siteUrl: string;
  language: Language;
}): Record<string, unknown> {
  const agency = settings?.agency ?? null;
  const street = [agency?.street, agency?.houseNumber].filter(Boolean).join(' ');
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    '@id': `${siteUrl}/#organization`,
    name: siteNameOf(settings),
    url: `${siteUrl}/${language}/`,
  };
  if (agency?.legalName) data.legalName = agency.legalName;
  if (settings?.tagline) data.description = settings.tagline;
  if (settings?.image) data.image = settings.image;
  if (agency?.phone) data.telephone = agency.phone;
  if (agency?.email) data.email = agency.email;
  if (agency?.vatNumber) data.vatID = agency.vatNumber;
  if (street || agency?.city) {
    data.address = {
      '@type': 'PostalAddress',
      ...(street ? { streetAddress: street } : {}),
      ...(agency?.zip ? { postalCode: agency.zip } : {}),
      ...(agency?.city ? { addressLocality: agency.city } : {}),
      addressCountry: 'BE',
    };
  }
  return data;
}
