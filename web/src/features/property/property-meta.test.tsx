import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { descriptionLimit } from '@vitrine/domain';
import { describe, expect, test } from 'vitest';
import Property, { loader } from '~/routes/property';
import { listingPath, properties } from '~/test/mocks/strapi-fixtures.ts';
import { strapi } from '~/test/mocks/strapi-handlers.ts';
import { renderRoute } from '~/test/render-route';
import { strapiServer } from '~/test/setup';

type Locale = 'en' | 'nl' | 'fr' | 'de';

/** A 391-character summary, as an agent wrote one: longer than a meta description may be. */
const longSummary =
  'Spacious and fully renovated town house in the heart of the historic centre, a few steps from the station, ' +
  'the shops and the schools, with a sunny south-facing garden, a large living room with open kitchen, four ' +
  'bedrooms, two bathrooms, an office under the roof, a cellar, solar panels and a heat pump; ready to move in ' +
  'and with a recent energy certificate, a rare find for any young family.';

function serveWithSummary(reference: string, summary: string) {
  const changed = (locale: Locale) =>
    (properties[locale] as Record<string, unknown>[])
      .filter((node) => node.reference === reference)
      .map((node) => ({ ...node, summary }));
  strapiServer.use(
    strapi.query('PropertyPage', ({ variables }) =>
      HttpResponse.json({
        data: {
          properties: changed((variables.locale as Locale) ?? 'en'),
          en: changed('en'),
          nl: changed('nl'),
          fr: changed('fr'),
          de: changed('de'),
        },
      }),
    ),
  );
}

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;

describe("a listing's meta description", () => {
  test('a 391-character summary is cut by the spec rule: at most 250 characters, at a word, with an ellipsis', async () => {
    expect(longSummary).toHaveLength(391);
    serveWithSummary('VT1001', longSummary);
    renderRoute(listingPath('VT1001', 'en'), { path: '/en/for-sale/:city/:detail', loader, Component: Property });
    await screen.findByRole('heading', { level: 1 });
    const description = meta('meta[name="description"]');
    expect(description).not.toBeNull();
    expect(description!.length).toBeLessThanOrEqual(descriptionLimit);
    expect(description!.length).toBeGreaterThan(descriptionLimit * 0.8);
    expect(description!.endsWith('…')).toBe(true);
    // Cut between two words of the summary, not inside one.
    const kept = description!.slice(0, -1);
    expect(longSummary.startsWith(kept)).toBe(true);
    expect(longSummary[kept.length]).toBe(' ');
    expect(meta('meta[property="og:description"]')).toBe(description);
  });

  test('a short summary goes out whole', async () => {
    serveWithSummary('VT1001', 'Town house with a garden.');
    renderRoute(listingPath('VT1001', 'en'), { path: '/en/for-sale/:city/:detail', loader, Component: Property });
    await screen.findByRole('heading', { level: 1 });
    expect(meta('meta[name="description"]')).toBe('Town house with a garden.');
  });
});
