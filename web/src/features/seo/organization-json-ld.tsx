import { useSite, siteNameOf } from '~/features/site';
import { JsonLd } from './json-ld';

/**
 * schema.org `RealEstateAgent` of the agency (home page): name, address, phone, e-mail, VAT
 * number and share image from the site settings.
 */
export function OrganizationJsonLd() {
  const site = useSite();
  const agency = site.settings?.agency ?? null;
  const street = [agency?.street, agency?.houseNumber].filter(Boolean).join(' ');
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    '@id': `${site.siteUrl}/#organization`,
    name: siteNameOf(site.settings),
    url: `${site.siteUrl}/${site.language}/`,
  };
  if (agency?.legalName) data.legalName = agency.legalName;
  if (site.settings?.tagline) data.description = site.settings.tagline;
  if (site.settings?.image) data.image = site.settings.image;
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
  return <JsonLd data={data} />;
}
