import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { removeCrmContent } from './crm-content';
import { crm, nothingWritten, sync, type SyncState } from './crm-runs';
import { adminJwt, adminToken, graphql, rest, strapiUrl } from './http';
import { login, newOwner } from './owner-accounts';

// Issue 21, item 1: listings and projects in from an Omnicasa-shaped CRM (a real server on
// loopback serving tests/fixtures/crm/omnicasa/feed.json), pulled through the admin's "sync now"
// by the same run Strapi's cron makes.

const crmStats = async () =>
  (await (await fetch(`${inject('crmFeed').url}/__stats`)).json()) as { files: Record<string, number> };

type Node = {
  documentId: string;
  reference: string;
  title: string;
  slug: string;
  citySlug: string | null;
  price: number | null;
  listingStatus: string;
  priceUnit: number | null;
  region: string | null;
  energyLabel: string | null;
  photos: { url: string }[];
  propertyType: { classificationId: number } | null;
  agent: { email: string } | null;
  project: { title: string } | null;
};
const listingFields = `documentId reference title slug citySlug price listingStatus priceUnit region energyLabel
  photos { url } propertyType { classificationId } agent { email } project { title }`;

async function listings(locale: string, references?: string[]): Promise<Node[]> {
  const result = await graphql<{ properties: Node[] }>(
    `query ($locale: I18NLocaleCode, $filters: PropertyFiltersInput) {
      properties(locale: $locale, filters: $filters, pagination: { limit: 100 }) { ${listingFields} } }`,
    { locale, filters: references ? { reference: { in: references } } : { reference: { startsWith: 'OC7' } } },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.properties;
}
const one = async (reference: string, locale = 'nl') => (await listings(locale, [reference]))[0];

let first: SyncState;

beforeAll(async () => {
  await crm({ action: 'reset' });
  first = await sync();
}, 900_000);

afterAll(removeCrmContent);

describe('a first import', () => {
  test('gives the 50 listings and 3 projects of the feed, in four languages, refusing nothing', async () => {
    expect(first.lastRunError).toBeNull();
    expect(first.lastReport.refused).toEqual([]);
    expect(first.lastReport.created.filter((entry) => entry.startsWith('listing'))).toHaveLength(50);
    expect(first.lastReport.created.filter((entry) => entry.startsWith('project'))).toHaveLength(3);
    for (const locale of ['nl', 'fr', 'en', 'de']) {
      expect(await listings(locale), locale).toHaveLength(50);
      const projects = await graphql<{ projects: { title: string }[] }>(
        `
          query ($locale: I18NLocaleCode) {
            projects(locale: $locale, filters: { reference: { startsWith: "NB9" } }) {
              title
            }
          }
        `,
        { locale },
      );
      expect(projects.data?.projects, locale).toHaveLength(3);
    }
  });

  test('as an agent typing it: texts per language, type, agent, project, photos, derived region and label', async () => {
    const nl = await one('OC7000');
    const fr = await one('OC7000', 'fr');
    expect(nl).toMatchObject({
      title: 'Appartement te koop Gent',
      citySlug: 'gent',
      priceUnit: 7,
      region: 'flanders',
      propertyType: { classificationId: 201 },
      agent: { email: 'sofie.claes@crm-agency.example' },
      project: { title: 'Residentie Leie' },
    });
    expect(fr).toMatchObject({
      title: 'Appartement à vendre Gand',
      citySlug: 'gand',
      project: { title: 'Résidence Lys' },
    });
    // The slug comes from each language's title, as for a listing an agent types.
    expect(nl!.slug).toBe('appartement-te-koop-gent');
    expect(fr!.slug).toMatch(/^appartement-a-vendre-gand/);
    expect(nl!.photos.length).toBeGreaterThanOrEqual(2);
    expect(nl!.energyLabel).toMatch(/^[A-G]/);
  });
});

describe('a sync with nothing changed', () => {
  test('writes nothing and downloads no photo again', { timeout: 300_000 }, async () => {
    const before = await rest(
      'GET',
      '/properties?filters[reference][$startsWith]=OC7&locale=fr&fields[0]=updatedAt&pagination[pageSize]=100',
      undefined,
      adminToken(),
    );
    const again = await sync();
    expect(again.lastRunError).toBeNull();
    expect(again.lastReport).toMatchObject(nothingWritten);
    const after = await rest(
      'GET',
      '/properties?filters[reference][$startsWith]=OC7&locale=fr&fields[0]=updatedAt&pagination[pageSize]=100',
      undefined,
      adminToken(),
    );
    expect(after.body.data).toEqual(before.body.data);
    const files = (await crmStats()).files;
    expect(Object.values(files).every((count) => count === 1)).toBe(true);
  });
});

describe('a change in the CRM', () => {
  test(
    'a lower price shows on the site and in the owner portal’s history after one sync; the URL stays',
    { timeout: 300_000 },
    async () => {
      const owner = await newOwner('crm.owner');
      const jwt = (await login(owner.email, owner.password)).body.jwt!;
      const listing = (await one('OC7010'))!;
      // An agent links the listing's owner in the admin: the CRM owns its facts, not who its owner is.
      for (const [method, path, body] of [
        ['PUT', `/${listing.documentId}?locale=nl`, { owners: { connect: [{ documentId: owner.documentId }] } }],
        ['POST', `/${listing.documentId}/actions/publish?locale=nl`, {}],
      ] as const) {
        const response = await fetch(`${strapiUrl()}/content-manager/collection-types/api::property.property${path}`, {
          method,
          headers: { authorization: `Bearer ${adminJwt()}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        expect(response.status, await response.text()).toBeLessThan(300);
      }
      const lower = listing.price! - 10_000;
      await crm({
        action: 'change',
        list: 'properties',
        id: 7010,
        fields: { Price: lower, TitleA: 'Een nieuwe titel' },
      });
      const report = (await sync()).lastReport;
      expect(report.updated).toEqual(['listing 7010']);
      const now = (await one('OC7010'))!;
      expect(now.price).toBe(lower);
      expect(now.slug).toBe(listing.slug);
      expect(now.reference).toBe('OC7010');
      const portal = await rest<{
        data: { documentId: string; changes: { field: string; from: string; to: string }[] }[];
      }>('GET', '/owner/portal?language=nl', undefined, jwt);
      const mine = portal.body.data.find((row) => row.documentId === listing.documentId);
      expect(mine?.changes.map(({ field, from, to }) => ({ field, from, to }))).toEqual([
        { field: 'price', from: String(listing.price), to: String(lower) },
      ]);
    },
  );

  test(
    'a deleted listing is unpublished; a deleted sold one too, and the site can still say it was sold',
    { timeout: 300_000 },
    async () => {
      expect((await one('OC7027'))?.listingStatus).toBe('sold');
      const statusOf = async (reference: string, locale: string) => {
        const result = await graphql<{ goneListing: { listingStatus: string; goal: number; title: string } | null }>(
          `
            query ($reference: String!, $locale: I18NLocaleCode!) {
              goneListing(reference: $reference, locale: $locale) {
                listingStatus
                goal
                title
              }
            }
          `,
          { reference, locale },
        );
        expect(result.errors).toBeUndefined();
        return result.data!.goneListing;
      };
      // Published, it is no gone listing: its own page answers.
      expect(await statusOf('OC7027', 'nl')).toBeNull();
      await crm({ action: 'delete', list: 'properties', id: 7011 });
      await crm({ action: 'delete', list: 'properties', id: 7027 });
      const report = (await sync()).lastReport;
      expect(report.unpublished.sort()).toEqual(['listing 7011', 'listing 7027']);
      expect(report.keptAsGone).toEqual(['7027']);
      for (const locale of ['nl', 'fr', 'en', 'de']) {
        expect(await one('OC7011', locale), locale).toBeUndefined();
        expect(await one('OC7027', locale), locale).toBeUndefined();
        expect(await statusOf('OC7011', locale), locale).toBeNull();
        expect(await statusOf('OC7027', locale), locale).toMatchObject({ listingStatus: 'sold', goal: 0 });
      }
      expect((await statusOf('OC7027', 'fr'))?.title).toBeTruthy();
      // A listing the CRM did not delete, and a reference never known, say nothing.
      expect(await statusOf('OC7028', 'nl')).toBeNull();
      expect(await statusOf('XX999', 'nl')).toBeNull();
    },
  );

  test(
    'a refusal in Omnicasa’s envelope (Success false, HTTP 200) fails the run with its message',
    {
      timeout: 300_000,
    },
    async () => {
      await crm({ action: 'fail', method: 'GetDeletedPropertyIDs', call: 1, refuse: 'Invalid customer password' });
      const refused = await sync();
      expect(refused.lastRunError).toMatch(/GetDeletedPropertyIDs refused: Invalid customer password/);
      expect((await sync()).lastRunError).toBeNull();
    },
  );

  test(
    'a run that fails half-way resumes where it stopped, writing again nothing it had applied',
    { timeout: 300_000 },
    async () => {
      const ids = Array.from({ length: 15 }, (_, i) => 7030 + i);
      const prices = new Map<number, number>();
      for (const id of ids) {
        const price = (await one(`OC${id}`))!.price! + 5;
        prices.set(id, price);
        await crm({ action: 'change', list: 'properties', id, fields: { Price: price } });
      }
      // Pages of 10: the second page's first call fails, after the first page was applied.
      await crm({ action: 'fail', method: 'GetPropertyList', call: 5 });
      const failed = await sync();
      expect(failed.lastRunError).toMatch(/GetPropertyList answered 500/);
      const applied = failed.lastReport.updated;
      expect(applied.length).toBeGreaterThan(0);
      expect(applied.length).toBeLessThan(ids.length);
      expect(applied).toEqual(ids.slice(0, applied.length).map((id) => `listing ${id}`));

      const resumed = await sync();
      expect(resumed.lastRunError).toBeNull();
      expect(resumed.lastReport.updated).toEqual(ids.slice(applied.length).map((id) => `listing ${id}`));
      for (const id of ids) expect((await one(`OC${id}`))?.price, String(id)).toBe(prices.get(id));
    },
  );
});
