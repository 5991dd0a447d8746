import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { listingAdmin } from './content-manager';
import { removeImported } from './crm-content';
import { listingsToDelete } from './created-listings';
import { crm, nothingWritten, sync, type SyncState } from './crm-runs';
import { adminToken, graphql, rest } from './http';
import { login, newOwner } from './owner-accounts';

// Issue 21, item 1, checked with a second feed written by hand apart from the generated one
// (tests/fixtures/crm/omnicasa-apart, in the answer shape Omnicasa documents): what an import puts
// on the site is what an agent typing the same listings in the admin puts there, read with the
// queries the web sends; a re-import writes nothing; a price change, a deletion and a record the
// site cannot take are seen after one sync.

const locales = ['nl', 'fr', 'en', 'de'] as const;
type Locale = (typeof locales)[number];

/** The web's own GraphQL documents (web/src/graphql/strapi-operations.json), sent as the web sends them. */
const operations = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '..', '..', 'web', 'src', 'graphql', 'strapi-operations.json'), 'utf8'),
) as { name: string; document: string }[];
const documentOf = (name: string) => {
  const found = operations.find((operation) => operation.name === name);
  if (!found) throw new Error(`no operation ${name} in strapi-operations.json`);
  return found.document;
};

async function webQuery<T>(name: string, variables: Record<string, unknown>): Promise<T> {
  const result = await graphql<T>(documentOf(name), variables);
  expect(result.errors, name).toBeUndefined();
  return result.data!;
}

type Page = { properties: Record<string, unknown>[] } & Record<Locale, Record<string, unknown>[]>;
const detail = (reference: string, locale: Locale) => webQuery<Page>('PropertyPage', { reference, locale });
type SearchPage = { listingSearch: { nodes: Record<string, unknown>[]; pageInfo: { pageCount: number } } };
/** A listing's card as the site's lists show it: found in the pages of its list. */
async function card(reference: string, locale: Locale): Promise<Record<string, unknown>[]> {
  for (const goal of [0, 1]) {
    for (let page = 1; ; page += 1) {
      const { listingSearch } = await webQuery<SearchPage>('ListingSearch', {
        locale,
        search: { goal },
        page,
        pageSize: 100,
      });
      const found = listingSearch.nodes.filter((node) => node.reference === reference);
      if (found.length > 0) return found;
      if (page >= listingSearch.pageInfo.pageCount) break;
    }
  }
  return [];
}

/** What may differ between two listings that are the same: their ids, reference and slug. */
const withoutIdentity = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(withoutIdentity)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([key]) => !['documentId', 'reference', 'slug'].includes(key))
            .map(([key, inner]) => [key, withoutIdentity(inner)]),
        )
      : value;

const apartFeed = { action: 'reset', feed: 'omnicasa-apart' } as const;
const typedListings = listingsToDelete();
let first: SyncState;

/** Lookups an agent makes in the admin: a listing's document, its files, a type, an agent. */
const adminFind = async (list: string, filter: string) =>
  (
    (await rest('GET', `/${list}?${filter}&locale=nl&status=draft&pagination[pageSize]=10`, undefined, adminToken()))
      .body.data as { documentId: string; id: number }[]
  )[0]!;

async function filesOf(reference: string) {
  const found = await rest(
    'GET',
    `/properties?filters[reference][$eq]=${reference}&locale=nl&populate[photos][fields][0]=id&populate[documents][fields][0]=id`,
    undefined,
    adminToken(),
  );
  const listing = (found.body.data as { photos: { id: number }[] | null; documents: { id: number }[] | null }[])[0]!;
  return {
    photos: (listing.photos ?? []).map(({ id }) => id),
    documents: (listing.documents ?? []).map(({ id }) => id),
  };
}

/**
 * An agent types a listing in the admin as the CRM sheet gives it: the shared fields, each
 * language's texts, the type and agent picked from their lists, the photos and documents picked
 * from the media library (the import put them there), then publishes every language.
 */
async function typeListing(
  reference: string,
  shared: Record<string, unknown>,
  texts: Record<Locale, Record<string, unknown>>,
  picks: { type: number; agent: string; filesOf: string },
) {
  const type = await adminFind('property-types', `filters[classificationId][$eq]=${picks.type}`);
  const agent = await adminFind('agents', `filters[email][$eq]=${picks.agent}`);
  const files = await filesOf(picks.filesOf);
  const data = (locale: Locale) => ({
    ...shared,
    ...texts[locale],
    reference,
    slug: `${reference.toLowerCase()}-${locale}`,
    propertyType: { connect: [{ documentId: type.documentId, locale }] },
    agent: { connect: [{ documentId: agent.documentId }] },
    photos: files.photos,
    documents: files.documents,
  });
  const created = await listingAdmin('POST', '?locale=nl', data('nl'));
  const { documentId } = created.data;
  typedListings.push(documentId);
  for (const locale of locales.filter((one) => one !== 'nl'))
    await listingAdmin('PUT', `/${documentId}?locale=${locale}`, data(locale));
  for (const locale of locales) await listingAdmin('POST', `/${documentId}/actions/publish?locale=${locale}`, {});
}

beforeAll(async () => {
  await crm(apartFeed);
  first = await sync();
}, 900_000);

afterAll(async () => {
  // The generated feed again for the files after this one, and none of this feed's content left.
  await crm({ action: 'reset' });
  await removeImported([
    ['properties', 'filters[reference][$startsWith]=AP81'],
    ['projects', 'filters[reference][$startsWith]=NBA89'],
    ['agents', 'filters[email][$endsWith]=crm-apart.example'],
  ]);
});

describe('an import of the hand-written feed', () => {
  test('takes its 6 listings and its project with 2 units, in four languages, refusing nothing', async () => {
    expect(first.lastRunError).toBeNull();
    expect(first.lastReport.refused).toEqual([]);
    expect([...first.lastReport.created].sort()).toEqual([
      'listing 8101',
      'listing 8102',
      'listing 8103',
      'listing 8104',
      'listing 8105',
      'listing 8106',
      'project 8901',
    ]);
    for (const locale of locales) {
      const { properties } = await webQuery<{ properties: unknown[] }>('ListingHighlights', {
        locale,
        filters: { reference: { startsWith: 'AP81' } },
        sort: ['reference:asc'],
        limit: 20,
      });
      expect(properties, locale).toHaveLength(6);
      const projects = await graphql<{ projects: { title: string; units: { unitStatus: string }[] }[] }>(
        `
          query ($locale: I18NLocaleCode) {
            projects(locale: $locale, filters: { reference: { eq: "NBA8901" } }) {
              title
              units {
                unitStatus
              }
            }
          }
        `,
        { locale },
      );
      expect(
        projects.data?.projects.map((project) => project.units.length),
        locale,
      ).toEqual([2]);
    }
  });

  test('derives what an agent’s save derives: regions, Belgian and Luxembourg energy labels, price units', async () => {
    const facts = async (reference: string, locale: Locale = 'nl') => (await detail(reference, locale)).properties[0]!;
    expect(await facts('AP8101')).toMatchObject({ region: 'brussels', priceUnit: 7, priceUnitText: 'vanaf' });
    expect(await facts('AP8101', 'fr')).toMatchObject({ priceUnitText: 'à partir de', city: 'Ixelles' });
    expect(await facts('AP8102')).toMatchObject({ region: 'wallonia', goal: 1, price: 1150 });
    expect(await facts('AP8103')).toMatchObject({ region: 'flanders', energyValue: 455, energyLabel: 'E' });
    expect(await facts('AP8104', 'de')).toMatchObject({ countryId: 50, energyLabel: 'B', city: 'Strassen' });
    expect(await facts('AP8106', 'en')).toMatchObject({ listingStatus: 'under_option', publishPrice: false });
  });
});

// Listing 8101 (a "from" price in Brussels) and 8104 (a house in Luxembourg), as an agent types them.
const typed = {
  AP8101: {
    shared: {
      goal: 0,
      listingStatus: 'available',
      price: 345_000,
      publishPrice: true,
      priceUnit: 7,
      marquee: 'new',
      publishAddress: true,
      street: 'Rue du Bailli',
      houseNumber: '18',
      boxNumber: '3',
      zip: '1050',
      countryId: 10,
      latitude: 50.8271,
      longitude: 4.3601,
      bedrooms: 2,
      bathrooms: 1,
      toilets: 2,
      garages: 0,
      parkings: 1,
      facades: 2,
      constructionYear: 1932,
      renovationYear: 2021,
      livingArea: 96,
      availableFrom: '2027-01-01',
      energyValue: 142,
      virtualTourUrl: 'https://tour.example/ap8101',
      surfaces: { total: 104, living: 96, terrace: 8 },
    },
    texts: {
      nl: {
        title: 'Gerenoveerd appartement in Elsene',
        city: 'Elsene',
        citySlug: 'elsene',
        countryName: 'België',
        priceUnitText: 'vanaf',
        marqueeName: 'Nieuw',
        summary: 'Twee slaapkamers en een zuidterras bij het Baillyplein.',
        description:
          'Art-decogebouw bij het Baillyplein. Twee slaapkamers, een open keuken en een terras op het zuiden.',
      },
      fr: {
        title: 'Appartement rénové à Ixelles',
        city: 'Ixelles',
        citySlug: 'ixelles',
        countryName: 'Belgique',
        priceUnitText: 'à partir de',
        marqueeName: 'Nouveau',
        summary: 'Deux chambres et une terrasse sud près de la place du Bailli.',
        description:
          'Immeuble Art déco près de la place du Bailli. Deux chambres, une cuisine ouverte et une terrasse plein sud.',
      },
      en: {
        title: 'Renovated flat in Ixelles',
        city: 'Ixelles',
        citySlug: 'ixelles',
        countryName: 'Belgium',
        priceUnitText: 'from',
        marqueeName: 'New',
        summary: 'Two bedrooms and a south terrace near Place du Bailli.',
        description:
          'Art Deco building near Place du Bailli. Two bedrooms, an open kitchen and a south-facing terrace.',
      },
      de: {
        title: 'Renovierte Wohnung in Ixelles',
        city: 'Ixelles',
        citySlug: 'ixelles',
        countryName: 'Belgien',
        priceUnitText: 'ab',
        marqueeName: 'Neu',
        summary: 'Zwei Schlafzimmer und eine Südterrasse nahe der Place du Bailli.',
        description: 'Art-déco-Gebäude nahe der Place du Bailli. Zwei Schlafzimmer, offene Küche und eine Südterrasse.',
      },
    },
    picks: { type: 201, agent: 'lotte.peeters@crm-apart.example' },
  },
  AP8104: {
    shared: {
      goal: 0,
      listingStatus: 'available',
      price: 1_290_000,
      publishPrice: true,
      priceUnit: 0,
      marquee: 'none',
      publishAddress: true,
      street: 'Rue des Romains',
      houseNumber: '7',
      zip: '8041',
      countryId: 50,
      latitude: 49.6206,
      longitude: 6.0751,
      bedrooms: 5,
      bathrooms: 3,
      toilets: 3,
      garages: 2,
      parkings: 2,
      facades: 4,
      constructionYear: 2012,
      livingArea: 310,
      plotArea: 1050,
      energyValue: 96,
      energyLabel: 'B',
      surfaces: { total: 360, ground: 1050, living: 310, terrace: 45, garden: 700 },
    },
    texts: {
      nl: {
        title: 'Villa met tuin in Strassen',
        city: 'Strassen',
        citySlug: 'strassen',
        countryName: 'Luxemburg',
        summary: 'Vijf slaapkamers en 700 m² tuin bij Luxemburg-stad.',
        description:
          'Villa uit 2012 met vijf slaapkamers, een dubbele garage en een tuin van 700 m², tien minuten van Luxemburg-stad.',
      },
      fr: {
        title: 'Villa avec jardin à Strassen',
        city: 'Strassen',
        citySlug: 'strassen',
        countryName: 'Luxembourg',
        summary: 'Cinq chambres et 700 m² de jardin près de Luxembourg-Ville.',
        description:
          'Villa de 2012 avec cinq chambres, un double garage et un jardin de 700 m², à dix minutes de Luxembourg-Ville.',
      },
      en: {
        title: 'Villa with garden in Strassen',
        city: 'Strassen',
        citySlug: 'strassen',
        countryName: 'Luxembourg',
        summary: 'Five bedrooms and a 700 m² garden near Luxembourg City.',
        description:
          'Villa from 2012 with five bedrooms, a double garage and a 700 m² garden, ten minutes from Luxembourg City.',
      },
      de: {
        title: 'Villa mit Garten in Strassen',
        city: 'Strassen',
        citySlug: 'strassen',
        countryName: 'Luxemburg',
        summary: 'Fünf Schlafzimmer und 700 m² Garten nahe Luxemburg-Stadt.',
        description:
          'Villa von 2012 mit fünf Schlafzimmern, Doppelgarage und 700 m² Garten, zehn Minuten von Luxemburg-Stadt.',
      },
    },
    picks: { type: 104, agent: 'julien.lambert@crm-apart.example' },
  },
} as const;

describe('the same listings typed by an agent', () => {
  for (const imported of Object.keys(typed) as (keyof typeof typed)[])
    test(
      `${imported} reads the same on the site in four languages, its card and its page`,
      { timeout: 120_000 },
      async () => {
        const sheet = typed[imported];
        const reference = `TY${imported.slice(2)}`;
        await typeListing(reference, sheet.shared, sheet.texts, { ...sheet.picks, filesOf: imported });
        for (const locale of locales) {
          const [mine, theirs] = [await detail(imported, locale), await detail(reference, locale)];
          expect(mine.properties, locale).toHaveLength(1);
          expect(withoutIdentity(theirs), locale).toEqual(withoutIdentity(mine));
          const [myCard, theirCard] = [await card(imported, locale), await card(reference, locale)];
          expect(myCard, locale).toHaveLength(1);
          expect(withoutIdentity(theirCard), locale).toEqual(withoutIdentity(myCard));
        }
      },
    );
});

describe('a re-import with nothing changed', () => {
  test('writes nothing: no listing’s updatedAt moves, no file is downloaded again', { timeout: 300_000 }, async () => {
    const stamps = async () => {
      const all: unknown[] = [];
      for (const locale of locales)
        all.push(
          (
            await rest(
              'GET',
              `/properties?filters[reference][$startsWith]=AP81&locale=${locale}&fields[0]=updatedAt&sort=reference:asc`,
              undefined,
              adminToken(),
            )
          ).body.data,
        );
      return all;
    };
    const before = await stamps();
    const again = await sync();
    expect(again.lastRunError).toBeNull();
    expect(again.lastReport).toMatchObject(nothingWritten);
    expect(await stamps()).toEqual(before);
  });
});

describe('changes in the CRM, seen after one sync', () => {
  test(
    'a price change shows in the web’s queries and in the owner portal’s history',
    { timeout: 300_000 },
    async () => {
      const owner = await newOwner('crm.apart.owner');
      const jwt = (await login(owner.email, owner.password)).body.jwt!;
      const listing = (await detail('AP8103', 'nl')).properties[0] as { documentId: string; price: number };
      await listingAdmin('PUT', `/${listing.documentId}?locale=nl`, {
        owners: { connect: [{ documentId: owner.documentId }] },
      });
      await listingAdmin('POST', `/${listing.documentId}/actions/publish?locale=nl`, {});
      await crm({ action: 'change', list: 'properties', id: 8103, fields: { Price: 369_000 } });
      const report = (await sync()).lastReport;
      expect(report.updated).toEqual(['listing 8103']);
      for (const locale of locales) {
        expect((await detail('AP8103', locale)).properties[0]?.price, locale).toBe(369_000);
        expect((await card('AP8103', locale))[0]?.price, locale).toBe(369_000);
      }
      const portal = await rest<{
        data: { documentId: string; changes: { field: string; from: string; to: string }[] }[];
      }>('GET', '/owner/portal?language=nl', undefined, jwt);
      const mine = portal.body.data.find((row) => row.documentId === listing.documentId);
      expect(mine?.changes.map(({ field, from, to }) => ({ field, from, to }))).toEqual([
        { field: 'price', from: '389000', to: '369000' },
      ]);
    },
  );

  test(
    'a deleted id is unpublished: the web’s page query finds it in no language, and its gone-page query says rented only for a rented one',
    { timeout: 300_000 },
    async () => {
      await crm({ action: 'change', list: 'properties', id: 8102, fields: { Status: 4 } });
      expect((await sync()).lastReport.updated).toEqual(['listing 8102']);
      await crm({ action: 'delete', list: 'properties', id: 8105 });
      await crm({ action: 'delete', list: 'properties', id: 8102 });
      const report = (await sync()).lastReport;
      expect(report.unpublished.sort()).toEqual(['listing 8102', 'listing 8105']);
      expect(report.keptAsGone).toEqual(['8102']);
      const gone = (reference: string, locale: Locale) =>
        webQuery<{ goneListing: { listingStatus: string; goal: number } | null }>('SimilarHints', {
          reference,
          locale,
          typeSlug: '',
          citySlug: '',
        });
      for (const locale of locales) {
        for (const reference of ['AP8105', 'AP8102']) {
          const page = await detail(reference, locale);
          expect(page.properties, `${reference} ${locale}`).toEqual([]);
          expect(page[locale], `${reference} ${locale}`).toEqual([]);
        }
        expect((await gone('AP8105', locale)).goneListing, locale).toBeNull();
        expect((await gone('AP8102', locale)).goneListing, locale).toMatchObject({ listingStatus: 'rented', goal: 1 });
      }
    },
  );

  test(
    'a record with a status the site does not know is refused, with why, and the listing stays as it was',
    {
      timeout: 300_000,
    },
    async () => {
      await crm({ action: 'change', list: 'properties', id: 8106, fields: { Status: 12 } });
      const run = await sync();
      expect(run.lastRunError).toBeNull();
      expect(run.lastReport.refused).toEqual([
        {
          crmId: '8106',
          kind: 'listing',
          reason: 'unknown status 12',
          cause: { code: 'unknownValue', field: 'status', value: '12' },
        },
      ]);
      expect((await detail('AP8106', 'fr')).properties[0]).toMatchObject({ listingStatus: 'under_option' });
    },
  );
});
