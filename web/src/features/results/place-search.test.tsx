import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { screen } from '@testing-library/react';
import { afterAll, describe, expect, test } from 'vitest';
import ListingList, { loader } from '~/routes/listing-list';
import { properties } from '~/test/mocks/strapi-fixtures.ts';
import { strapi } from '~/test/mocks/strapi-handlers.ts';
import { renderRoute } from '~/test/render-route';
import { strapiServer } from '~/test/setup';

type Locale = 'en' | 'nl' | 'fr' | 'de';
const lists: Record<Locale, string> = {
  en: '/en/for-sale/',
  nl: '/nl/te-koop/',
  fr: '/fr/a-vendre/',
  de: '/de/zu-verkaufen/',
};

/** The titles of the listed Ghent listings for sale, in a language (the cms seed's city, zip 9000–9052). */
const ghentForSale = (locale: Locale) =>
  properties[locale]
    .filter(
      (row) =>
        row.goal === 0 &&
        ['available', 'under_option'].includes(row.listingStatus as string) &&
        properties.nl.some((nl) => nl.reference === row.reference && nl.city === 'Gent'),
    )
    .map((row) => row.title as string)
    .sort();

const listedTitles = () =>
  screen
    .getAllByRole('article')
    .map((card) => card.querySelector('h2, h3')?.textContent?.trim() ?? '')
    .sort();

describe('the place search finds a city by any of its names, on every language’s site', () => {
  test('there are Ghent listings for sale to find, named differently in each language', () => {
    expect(ghentForSale('en').length).toBeGreaterThan(0);
    expect(
      properties.en.find((row) => properties.nl.some((nl) => nl.reference === row.reference && nl.city === 'Gent'))
        ?.city,
    ).toBe('Ghent');
  });

  test.each([
    ['en', 'Gent'],
    ['en', 'Gand'],
    ['en', 'Ghent'],
    ['nl', 'Ghent'],
    ['nl', 'Gand'],
    ['fr', 'Gent'],
    ['fr', 'ghent'],
    ['de', 'Gand'],
    ['en', '9000'],
  ] as const)('%s site, "%s"', async (locale, place) => {
    // What the site asks Strapi, kept for the cms's own test on a real Strapi (below).
    strapiServer.use(
      strapi.query('ListingSearch', ({ variables }) => {
        sent[`${locale} ${place}`] = variables;
        return undefined;
      }),
    );
    renderRoute(`${lists[locale]}?place=${place}`, { path: lists[locale], loader, Component: ListingList });
    await screen.findByRole('heading', { level: 1 });
    const expected =
      place === '9000'
        ? properties[locale]
            .filter(
              (row) =>
                row.zip === '9000' &&
                row.goal === 0 &&
                ['available', 'under_option'].includes(row.listingStatus as string),
            )
            .map((row) => row.title as string)
            .sort()
        : ghentForSale(locale);
    expect(expected.length).toBeGreaterThan(0);
    expect(listedTitles()).toEqual(expected);
  });
});

/**
 * The searches above as the site sends them (variables of its ListingSearch operation), kept in
 * place-search-requests.json: cms/tests/place-search.test.ts sends each to a real Strapi on the
 * demo data. `UPDATE_PLACE_SEARCHES=1` writes the file anew after a change of the filters.
 */
const requestsFile = resolve(__dirname, 'place-search-requests.json');
const sent: Record<string, unknown> = {};
afterAll(() => {
  const ordered = Object.fromEntries(Object.entries(sent).sort(([a], [b]) => a.localeCompare(b)));
  if (process.env.UPDATE_PLACE_SEARCHES === '1') writeFileSync(requestsFile, `${JSON.stringify(ordered, null, 2)}\n`);
  else expect(ordered).toEqual(JSON.parse(readFileSync(requestsFile, 'utf8')));
});
