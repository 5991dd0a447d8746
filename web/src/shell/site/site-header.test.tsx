import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderRoute } from '~/test/render-route';
import { SiteFooter } from './site-footer';
import { useSite } from './site';

/** A page with the site footer under the header the test root renders. */
function FooterPage() {
  const { footer } = useSite();
  return <SiteFooter footer={footer} />;
}

describe('site header and footer', () => {
  test.each([
    [
      'nl',
      [
        ['Te koop', '/nl/te-koop/'],
        ['Te huur', '/nl/te-huur/'],
        ['Nieuwbouw', '/nl/nieuwbouw/'],
        ['Diensten', '/nl/diensten/'],
        ['Contact', '/nl/contact/'],
      ],
    ],
    [
      'de',
      [
        ['Zu verkaufen', '/de/zu-verkaufen/'],
        ['Zu vermieten', '/de/zu-vermieten/'],
        ['Neubau', '/de/neubauprojekte/'],
        ['Leistungen', '/de/dienstleistungen/'],
        ['Kontakt', '/de/kontakt/'],
      ],
    ],
  ])('the main navigation in %s leads to the lists, the services and the contact page', async (language, links) => {
    renderRoute(`/${language}/`, { path: `/${language}/`, Component: FooterPage });
    const nav = await screen.findByRole('navigation', { name: /Hoofdnavigatie|Hauptnavigation/ });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual(links);
  });

  test('the footer names the BIV number once, before the number', async () => {
    renderRoute('/nl/', { path: '/nl/', Component: FooterPage });
    const legal = await screen.findByRole('region', { name: 'Wettelijke vermeldingen' });
    expect(within(legal).getByText('BIV-nummer: 512.345')).toBeTruthy();
    expect(legal.textContent).not.toMatch(/BIV-nummer: BIV/);
  });
});
