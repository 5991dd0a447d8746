import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import ListingList, { loader as listLoader } from '~/routes/listing-list';
import Property, { loader as propertyLoader } from '~/routes/property';
import { renderRoute } from '~/test/render-route';
import { listingPath } from '~/test/mocks/strapi-fixtures.ts';

function switcherLinks() {
  const nav = screen.getByRole('navigation', { name: /Kies uw taal|Choose your language|Choisissez votre langue/ });
  return Object.fromEntries(
    within(nav)
      .getAllByRole('link')
      .map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
  );
}

describe('language switcher', () => {
  test('lands on the same property in the other languages, with their own slugs', async () => {
    renderRoute(listingPath('VT1001', 'nl'), {
      path: '/nl/te-koop/:city/:detail',
      loader: propertyLoader,
      Component: Property,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gerenoveerde herenwoning met zuidtuin' }),
    ).toBeTruthy();
    expect(switcherLinks()).toEqual({
      en: listingPath('VT1001', 'en'),
      nl: listingPath('VT1001', 'nl'),
      fr: listingPath('VT1001', 'fr'),
      de: listingPath('VT1001', 'de'),
    });
    const current = screen.getByRole('link', { name: 'NL – Nederlands' });
    expect(current.getAttribute('aria-current')).toBe('true');
  });

  test('keeps the search when switching on a list, and the head carries hreflang alternates', async () => {
    renderRoute('/en/for-rent/?bedrooms=2', { path: '/en/for-rent/', loader: listLoader, Component: ListingList });
    expect(await screen.findByRole('heading', { level: 1, name: 'Properties for rent' })).toBeTruthy();
    expect(switcherLinks()).toEqual({
      en: '/en/for-rent/?bedrooms=2',
      nl: '/nl/te-huur/?bedrooms=2',
      fr: '/fr/a-louer/?bedrooms=2',
      de: '/de/zu-vermieten/?bedrooms=2',
    });
    // A filtered search is not indexed, so it carries no alternates.
    // React hoists the head tags into document.head.
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, follow');
  });

  test('links the page in every language plus x-default in the head', async () => {
    renderRoute('/fr/a-vendre/', { path: '/fr/a-vendre/', loader: listLoader, Component: ListingList });
    await screen.findByRole('heading', { level: 1, name: 'Biens à vendre' });
    const href = (selector: string) => document.head.querySelector(selector)?.getAttribute('href');
    expect(href('link[rel="canonical"]')).toBe('http://127.0.0.1:3000/fr/a-vendre/');
    expect(href('link[hreflang="en"]')).toBe('http://127.0.0.1:3000/en/for-sale/');
    expect(href('link[hreflang="de"]')).toBe('http://127.0.0.1:3000/de/zu-verkaufen/');
    expect(href('link[hreflang="x-default"]')).toBe('http://127.0.0.1:3000/nl/te-koop/');
  });
});
