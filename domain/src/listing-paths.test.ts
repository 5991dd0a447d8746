import { describe, expect, test } from 'vitest';
import {
  crmListingPath,
  isReference,
  listingPath,
  parseCrmListingPath,
  parseListingPath,
  projectPath,
  propertyPath,
} from './listing-paths.js';

describe('listingPath', () => {
  test.each([
    ['en', 0, '/en/for-sale/'],
    ['nl', 0, '/nl/te-koop/'],
    ['fr', 0, '/fr/a-vendre/'],
    ['de', 0, '/de/zu-verkaufen/'],
    ['en', 1, '/en/for-rent/'],
    ['nl', 1, '/nl/te-huur/'],
    ['fr', 1, '/fr/a-louer/'],
    ['de', 1, '/de/zu-vermieten/'],
    ['de', 2, '/de/zu-vermieten/'],
    ['en', 'projects', '/en/new-builds/'],
    ['nl', 'projects', '/nl/nieuwbouw/'],
    ['fr', 'projects', '/fr/projets-neufs/'],
    ['de', 'projects', '/de/neubauprojekte/'],
  ] as const)('%s %s → %s', (lang, goal, path) => {
    expect(listingPath(lang, goal)).toBe(path);
  });
});

describe('propertyPath and projectPath', () => {
  test.each([
    [{ lang: 'nl', goal: 0, citySlug: 'gent', typeSlug: 'huis', reference: 'VT1024' }, '/nl/te-koop/gent/huis-VT1024/'],
    [
      { lang: 'fr', goal: 1, citySlug: 'liege', typeSlug: 'maison-de-maitre', reference: '42' },
      '/fr/a-louer/liege/maison-de-maitre-42/',
    ],
    [
      { lang: 'de', goal: 0, citySlug: 'Sankt Vith', typeSlug: 'Haus', reference: 'ab1' },
      '/de/zu-verkaufen/sankt-vith/haus-ab1/',
    ],
  ] as const)('%j → %s', (input, path) => {
    expect(propertyPath(input)).toBe(path);
    expect(parseListingPath(path)).toMatchObject({ kind: 'property', reference: input.reference });
  });

  test.each([
    [{ lang: 'nl', goal: 0, citySlug: 'gent', typeSlug: 'huis', reference: 'VT-1024' }],
    [{ lang: 'nl', goal: 0, citySlug: 'gent', typeSlug: 'huis', reference: '' }],
    [{ lang: 'nl', goal: 0, citySlug: '', typeSlug: 'huis', reference: 'VT1' }],
    [{ lang: 'nl', goal: 0, citySlug: 'gent', typeSlug: '  ', reference: 'VT1' }],
  ] as const)('%j throws', (input) => {
    expect(() => propertyPath(input)).toThrow(RangeError);
  });

  test('projects', () => {
    expect(projectPath('fr', 'residence-les-tilleuls')).toBe('/fr/projets-neufs/residence-les-tilleuls/');
    expect(projectPath('en', 'Park Lane')).toBe('/en/new-builds/park-lane/');
    expect(() => projectPath('en', '')).toThrow(RangeError);
  });

  test.each([
    ['VT1024', true],
    ['42', true],
    ['VT-1024', false],
    ['VT 1', false],
    ['', false],
    [null, false],
  ])('isReference(%j) → %s', (value, expected) => {
    expect(isReference(value)).toBe(expected);
  });
});

describe('parseListingPath', () => {
  test.each([
    ['/nl/te-koop/', { lang: 'nl', kind: 'list', listing: 'sale', goal: 0 }],
    ['/en/for-rent', { lang: 'en', kind: 'list', listing: 'rent', goal: 1 }],
    ['/fr/projets-neufs/?page=2', { lang: 'fr', kind: 'list', listing: 'projects' }],
    ['https://example.be/DE/Zu-Verkaufen/', { lang: 'de', kind: 'list', listing: 'sale', goal: 0 }],
    [
      '/en/for-rent/brussels/flat-VT1024/',
      {
        lang: 'en',
        kind: 'property',
        listing: 'rent',
        goal: 1,
        citySlug: 'brussels',
        typeSlug: 'flat',
        reference: 'VT1024',
      },
    ],
    [
      '/fr/a-vendre/liege/maison-de-maitre-42',
      {
        lang: 'fr',
        kind: 'property',
        listing: 'sale',
        goal: 0,
        citySlug: 'liege',
        typeSlug: 'maison-de-maitre',
        reference: '42',
      },
    ],
    ['/de/neubauprojekte/sonnenhof/', { lang: 'de', kind: 'project', listing: 'projects', projectSlug: 'sonnenhof' }],
  ] as const)('%s → %j', (path, info) => {
    expect(parseListingPath(path)).toEqual(info);
  });

  test.each([
    '/',
    '/nl/',
    '/nl/contact/',
    '/nl/a-vendre/',
    '/es/te-koop/',
    '/te-koop/',
    '/nl/te-koop/gent/',
    '/nl/te-koop/gent/huis/',
    '/nl/te-koop/gent/-VT1/',
    '/nl/te-koop/gent/huis-/',
    '/nl/te-koop/gent/huis-VT1/extra/',
    '/nl/nieuwbouw/a/b/',
  ])('%s → null', (path) => {
    expect(parseListingPath(path)).toBeNull();
  });
});

describe('a listing’s stable address by its CRM id', () => {
  test.each([
    ['nl', 'omnicasa', '7045', '/nl/crm/omnicasa/7045/'],
    ['de', 'omnicasa', 'a_B-9', '/de/crm/omnicasa/a_B-9/'],
  ] as const)('%s %s %s → %s, and back', (lang, source, crmId, path) => {
    expect(crmListingPath(lang, source, crmId)).toBe(path);
    expect(parseCrmListingPath(path)).toEqual({ lang, source, crmId });
    expect(parseCrmListingPath(path.slice(0, -1))).toEqual({ lang, source, crmId });
  });

  test.each([
    ['nl', 'omnicasa', ''],
    ['nl', 'omnicasa', '70/45'],
    ['nl', 'omnicasa', 'x'.repeat(65)],
    ['nl', 'Omni casa', '7045'],
  ] as const)('%s %s %j is refused', (lang, source, crmId) => {
    expect(() => crmListingPath(lang, source, crmId)).toThrow(RangeError);
  });

  test.each([
    '/nl/crm/omnicasa/',
    '/es/crm/omnicasa/7045/',
    '/nl/crm/omnicasa/7045/extra/',
    '/nl/crm/omnicasa/70%2045/',
    '/nl/te-koop/omnicasa/7045/',
  ])('%s → null', (path) => {
    expect(parseCrmListingPath(path)).toBeNull();
  });
});
