import { HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { parseListingSearch } from '~/features/listings';
import { graphqlClient } from '~/graphql/apollo.server';
import { parseProjectSearch } from '~/features/projects';
import { projectMapProperties } from '~/features/projects/index.server';
import { projects, properties } from '~/test/mocks/strapi-fixtures.ts';
import { strapi, strapiMaxLimit } from '~/test/mocks/strapi-handlers.ts';
import { testContext } from '~/test/render-route';
import { strapiServer } from '~/test/setup';
import { mapDisplayOf, mapMarkerLimit, mapProperties } from './map.server';

describe('mapDisplayOf: the agent’s map settings in the map message', () => {
  test.each([
    ['the demo pin (64 × 80 px)', 64, 80, [32, 40], [16, 40]],
    ['a square logo', 100, 100, [40, 40], [20, 40]],
    ['a very wide image, kept to 64 px', 400, 100, [64, 40], [32, 40]],
    ['a very narrow image, kept to 16 px', 10, 400, [16, 40], [8, 40]],
    ['an image without a known size', null, null, [32, 40], [16, 40]],
  ] as const)('%s: shown 40 px high, anchored at its bottom centre', (_, width, height, iconSize, iconAnchor) => {
    const { customMarker } = mapDisplayOf({
      marker: { url: 'https://media.example/uploads/pin.png', width, height },
      hiddenMarquees: [],
    });
    expect(customMarker).toEqual({ iconUrl: 'https://media.example/uploads/pin.png', iconSize, iconAnchor });
  });

  test('no marker image: the site’s own pin', () => {
    expect(mapDisplayOf({ marker: null, hiddenMarquees: [] }).customMarker).toBeNull();
  });

  test.each([
    [
      ['sold', 'rented'],
      ['sold', 'rented'],
    ],
    [[], []],
    // Only marquees the site knows, once each (the frame refuses a message with any other).
    [
      ['sold', 'hidden', 'sold', 'open_house'],
      ['sold', 'open_house'],
    ],
  ])('hidden marquees %j → ignore list %j', (hiddenMarquees, marqueeIgnoreList) => {
    expect(mapDisplayOf({ marker: null, hiddenMarquees }).marqueeIgnoreList).toEqual(marqueeIgnoreList);
  });
});

describe('mapProperties: every located result of a search on the map', () => {
  /** A search with `count` located listings for sale, served as Strapi serves them: pages of at most 100. */
  function serveLocatedListings(count: number) {
    const model = properties.en.find((row) => row.goal === 0 && typeof row.latitude === 'number')!;
    const listings = Array.from({ length: count }, (_, index) => ({
      ...model,
      reference: `MAP${String(index).padStart(4, '0')}`,
      latitude: 51 + index / 1000,
    }));
    const asked: number[] = [];
    strapiServer.use(
      strapi.query('ListingMap', ({ variables }) => {
        const pageSize = Math.min(strapiMaxLimit, variables.pageSize as number);
        const page = variables.page as number;
        asked.push(page);
        return HttpResponse.json({
          data: {
            properties_connection: {
              nodes: listings.slice((page - 1) * pageSize, page * pageSize),
              pageInfo: { pageCount: Math.max(1, Math.ceil(listings.length / pageSize)) },
            },
          },
        });
      }),
    );
    return asked;
  }
  const search = parseListingSearch(new URLSearchParams('view=map'));
  const markers = () => mapProperties(graphqlClient(testContext()), 'en', 0, search);

  test('170 located results: 170 markers, read in two pages (Strapi gives 100 rows a page at most)', async () => {
    const asked = serveLocatedListings(170);
    const shown = await markers();
    expect(shown).toHaveLength(170);
    expect(new Set(shown.map((marker) => marker.reference)).size).toBe(170);
    expect(asked.sort()).toEqual([1, 2]);
  });

  test(`more than ${mapMarkerLimit}: the first ${mapMarkerLimit}, and no more pages asked`, async () => {
    const asked = serveLocatedListings(730);
    expect(await markers()).toHaveLength(mapMarkerLimit);
    expect(asked.sort()).toEqual([1, 2, 3, 4, 5]);
  });

  test('a search that fits one page asks once', async () => {
    const asked = serveLocatedListings(12);
    expect(await markers()).toHaveLength(12);
    expect(asked).toEqual([1]);
  });
});

describe('projectMapProperties: every located project of a search on the map', () => {
  /** `count` located projects, served as Strapi serves them: pages of at most 100. */
  function serveLocatedProjects(count: number) {
    const model = projects.en.find((row) => typeof row.latitude === 'number' && row.publicAddress !== false)!;
    const rows = Array.from({ length: count }, (_, index) => ({
      ...model,
      reference: `PRJ${String(index).padStart(4, '0')}`,
      slug: `project-${index}`,
      latitude: 51 + index / 1000,
    }));
    const asked: number[] = [];
    strapiServer.use(
      strapi.query('ProjectMap', ({ variables }) => {
        const pageSize = Math.min(strapiMaxLimit, variables.pageSize as number);
        const page = variables.page as number;
        asked.push(page);
        return HttpResponse.json({
          data: {
            projects_connection: {
              nodes: rows.slice((page - 1) * pageSize, page * pageSize),
              pageInfo: { pageCount: Math.max(1, Math.ceil(rows.length / pageSize)) },
            },
          },
        });
      }),
    );
    return asked;
  }
  const markers = () =>
    projectMapProperties(graphqlClient(testContext()), 'en', parseProjectSearch(new URLSearchParams('view=map')));

  test('170 located projects: 170 markers, read in two pages', async () => {
    const asked = serveLocatedProjects(170);
    const shown = await markers();
    expect(shown).toHaveLength(170);
    expect(new Set(shown.map((marker) => marker.reference)).size).toBe(170);
    expect(asked.sort()).toEqual([1, 2]);
  });

  test(`more than ${mapMarkerLimit}: the first ${mapMarkerLimit}`, async () => {
    serveLocatedProjects(620);
    expect(await markers()).toHaveLength(mapMarkerLimit);
  });
});
