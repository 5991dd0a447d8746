import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { graphql } from './http';

/**
 * The place search as the site sends it, answered by a real Strapi on the demo data: the site's
 * ListingSearch operation (web/src/graphql/strapi-operations.json) with the variables it sent for
 * each search (web/src/features/results/place-search-requests.json, kept by the web's
 * place-search test, which checks the site still sends exactly those).
 */
const operations = JSON.parse(
  readFileSync(new URL('../../web/src/graphql/strapi-operations.json', import.meta.url), 'utf8'),
) as { name: string; document: string }[];
const listingSearch = operations.find((operation) => operation.name === 'ListingSearch')!.document;
const searches = JSON.parse(
  readFileSync(new URL('../../web/src/features/results/place-search-requests.json', import.meta.url), 'utf8'),
) as Record<string, { locale: 'en' | 'nl' | 'fr' | 'de'; search: unknown }>;

/** Ghent in each language of the site (the demo seed's places). */
const ghent = { nl: 'Gent', fr: 'Gand', en: 'Ghent', de: 'Gent' } as const;

type Found = {
  listingSearch: { nodes: { city: string | null; zip: string | null }[]; pageInfo: { total: number } };
};

/** How many Ghent listings for sale a language's list holds, asked without the place search. */
async function ghentForSale(locale: keyof typeof ghent, zip?: string): Promise<number> {
  const result = await graphql<{ properties_connection: { pageInfo: { total: number } } }>(
    `
      query ($locale: I18NLocaleCode, $filters: PropertyFiltersInput) {
        properties_connection(locale: $locale, filters: $filters) {
          pageInfo {
            total
          }
        }
      }
    `,
    {
      locale,
      filters: {
        goal: { eq: 0 },
        listingStatus: { in: ['available', 'under_option'] },
        ...(zip ? { zip: { eq: zip } } : { city: { eq: ghent[locale] } }),
      },
    },
  );
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data!.properties_connection.pageInfo.total;
}

describe('the place search on a real Strapi finds a city by any of its names, on every language’s site', () => {
  test('the site sends the searches of its own test', () => {
    expect(Object.keys(searches)).toEqual(
      expect.arrayContaining(['en Gent', 'en Gand', 'en Ghent', 'nl Gand', 'fr Gent', 'de Gand', 'en 9000']),
    );
  });

  test.each(Object.entries(searches))('%s', async (name, variables) => {
    const result = await graphql<Found>(listingSearch, variables);
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    const { nodes, pageInfo } = result.data!.listingSearch;
    const place = name.split(' ')[1]!;
    const byZip = /^\d{4}$/.test(place);
    // Every Ghent listing of the list, and only those.
    expect(pageInfo.total).toBeGreaterThan(0);
    expect(pageInfo.total).toBe(await ghentForSale(variables.locale, byZip ? place : undefined));
    for (const node of nodes) {
      if (byZip) expect(node.zip).toBe(place);
      else expect(node.city).toBe(ghent[variables.locale]);
    }
  });
});
