import { describe, expect, test } from 'vitest';
import { footerOf } from './footer.server';
import { sitePathsOf } from './site-paths.server';
import type { AgencyContact, SiteSettings } from './site';

const agency: AgencyContact = {
  legalName: 'Vitrine Vastgoed BV',
  street: 'Kouter',
  houseNumber: '21',
  zip: '9000',
  city: 'Gent',
  countryName: 'België',
  phone: '092345678',
  email: 'info@vitrine.example',
  vatNumber: 'BE 0123.456.789',
  bivNumber: '512.345',
  bivStatus: 'Erkend vastgoedmakelaar-bemiddelaar',
  supervisoryAuthority: null,
  deontologyUrl: 'https://www.biv.be/',
  openingHours: null,
};
const settings = (agencyContact: AgencyContact | null): SiteSettings => ({
  siteName: 'Vitrine',
  tagline: null,
  agency: agencyContact,
  image: null,
  verification: { google: null, facebook: null, norton: null },
});
const footer = (agencyContact: AgencyContact | null) =>
  footerOf({ language: 'nl', settings: settings(agencyContact), paths: sitePathsOf('nl'), year: 2026 });

describe('the footer the server writes out', () => {
  test('the agency’s address, phone (formatted, dialable) and e-mail, in the page’s language', () => {
    expect(footer(agency).agency).toEqual({
      legalName: 'Vitrine Vastgoed BV',
      lines: ['Kouter 21', '9000 Gent', 'België'],
      contacts: [
        { key: 'phone', label: 'Telefoon', text: '092 34 56 78', href: 'tel:092345678' },
        { key: 'email', label: 'E-mail', text: 'info@vitrine.example', href: 'mailto:info@vitrine.example' },
      ],
    });
  });

  test.each([
    [
      'with an agency',
      agency,
      ['Erkend vastgoedmakelaar-bemiddelaar', 'BIV-nummer: 512.345', 'Btw-nummer: BE 0123.456.789'],
    ],
    ['without', null, null],
  ])('legal mentions %s', (_, agencyContact, rows) => {
    expect(footer(agencyContact).legal?.rows ?? null).toEqual(rows);
  });

  test('links to the lists and the content pages, the legal pages, and the copyright of the agency', () => {
    const written = footer(agency);
    expect(written.links[0]).toEqual({ to: '/nl/te-koop/', label: 'Te koop' });
    expect(written.legalLinks.map((link) => link.to)).toContain('/nl/privacy/');
    expect(written.copyright).toBe('© 2026 Vitrine Vastgoed BV. Alle rechten voorbehouden.');
    expect(footer(null).copyright).toBe('© 2026 Vitrine. Alle rechten voorbehouden.');
  });
});
