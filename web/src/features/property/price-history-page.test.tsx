import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import Property, { loader } from '~/routes/property';
import { listingPath, properties } from '~/test/mocks/strapi-fixtures.ts';
import { strapi } from '~/test/mocks/strapi-handlers.ts';
import { renderRoute } from '~/test/render-route';
import { strapiServer } from '~/test/setup';

// Issue 22, item 4 on a listing's page: its published price history, "price reduced" from that
// drop (not from the ribbon an agent once set by hand), and the listings like it at the end.

const saleRoute = (language: string, list: string) => ({
  path: `/${language}/${list}/:city/:detail`,
  loader,
  Component: Property,
});

describe('a listing whose price was lowered five days ago (VT1005)', () => {
  test('shows the drop in its history, the ribbon, and similar listings (nl)', async () => {
    renderRoute(listingPath('VT1005', 'nl'), saleRoute('nl', 'te-koop'));
    const history = await screen.findByRole('region', { name: 'Prijs- en statusgeschiedenis' });
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.textContent).toContain('Prijs € 293.000 → € 279.000 (4,8% lager)');
    expect(document.querySelector('.ribbon')?.textContent).toBe('Prijsdaling');

    const similar = screen.getByRole('region', { name: 'Gelijkaardige panden' });
    const titles = within(similar)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.length).toBeLessThanOrEqual(4);
    const self = properties.nl.find((node) => node.reference === 'VT1005')!;
    expect(titles).not.toContain(self.title);
  });
});

describe('a listing whose "price reduced" ribbon an agent set by hand, without a recorded drop', () => {
  test('has no history block and no "price reduced" ribbon (en)', async () => {
    const unlowered = (locale: 'en' | 'nl' | 'fr' | 'de') =>
      properties[locale]
        .filter((node) => node.reference === 'VT1005')
        .map((node) => ({ ...node, marquee: 'price_reduced', priceLoweredAt: null, history: [] }));
    strapiServer.use(
      strapi.query('PropertyPage', ({ variables }) =>
        HttpResponse.json({
          data: {
            properties: unlowered((variables.locale as 'en' | 'nl' | 'fr' | 'de') ?? 'en'),
            en: unlowered('en'),
            nl: unlowered('nl'),
            fr: unlowered('fr'),
            de: unlowered('de'),
          },
        }),
      ),
    );
    renderRoute(listingPath('VT1005', 'en'), saleRoute('en', 'for-sale'));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Price and status history' })).toBeNull();
    expect(document.querySelector('.ribbon')).toBeNull();
  });
});
