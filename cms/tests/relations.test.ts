import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { syncedRelations } from '../src/strapi-patches/sync-relations';
import { openDatabase, type Database } from './database';
import { adminToken, rest } from './http';
import { newOwner } from './owner-accounts';

const locales = ['nl', 'fr', 'en', 'de'];
type Related = { documentId: string };
/** A listing with some relations populated: `{ agent: { documentId } }`, `{ owners: [...] }`. */
type Listing = { documentId: string; [field: string]: unknown };

/** The related documents of one relation field, as sorted documentIds. */
const relatedIds = (value: unknown) =>
  ((Array.isArray(value) ? value : value ? [value] : []) as Related[]).map((related) => related.documentId).sort();

let db: Database;
beforeAll(async () => {
  db = await openDatabase(inject('database'));
});
afterAll(async () => {
  await db.close();
});

/**
 * The owners of a listing in one locale and state. Owners are private (the API never shows who
 * owns a listing), so they are read from the database.
 */
async function ownersIn(documentId: string, locale: string, status: 'draft' | 'published'): Promise<Listing> {
  const rows = await db.rows(`select u.document_id as owner from properties p
    join properties_owners_lnk l on l.property_id = p.id join up_users u on u.id = l.user_id
    where p.document_id = '${documentId}' and p.locale = '${locale}'
    and p.published_at is ${status === 'draft' ? '' : 'not '}null`);
  return { documentId, owners: rows.map((row) => ({ documentId: String(row.owner) })) };
}

async function listingIn(documentId: string, locale: string, status: 'draft' | 'published', field: string) {
  if (field === 'owners') return ownersIn(documentId, locale, status);
  const response = await rest(
    'GET',
    `/properties/${documentId}?locale=${locale}&status=${status}&populate[0]=${field}`,
    undefined,
    adminToken(),
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as Listing;
}

/**
 * The published listing at `offset` counted from the newest reference; for `owners`, the first from
 * there that has no owner, so that no demo owner loses a listing to this test.
 */
async function listingFor(field: string, offset: number): Promise<Listing> {
  for (let start = offset; start < offset + 50; start++) {
    const [found] = (
      await rest(
        'GET',
        `/properties?locale=nl&pagination[start]=${start}&pagination[limit]=1&sort=reference:desc`,
        undefined,
        adminToken(),
      )
    ).body.data as Listing[];
    expect(found, `a listing at ${start}`).toBeDefined();
    const listing = await listingIn(found!.documentId, 'nl', 'published', field);
    if (field !== 'owners' || relatedIds(listing.owners).length === 0) return listing;
  }
  throw new Error('No listing without an owner among the newest fifty');
}

/** Documents a listing may point at through `field`, read as an agent. */
async function candidates(field: string): Promise<string[]> {
  const path = {
    agent: '/agents?locale=fr&pagination[pageSize]=10',
    propertyType: '/property-types?locale=fr&pagination[pageSize]=10',
    project: '/projects?locale=fr&pagination[pageSize]=10',
  }[field]!;
  const response = await rest('GET', path, undefined, adminToken());
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body.data as Related[]).map((row) => row.documentId);
}

describe('relations of a listing', () => {
  test('the fields kept the same in every language are the listing facts', () => {
    expect([...syncedRelations['api::property.property']].sort()).toEqual(
      ['agent', 'owners', 'project', 'propertyType'].sort(),
    );
  });

  test('are the same in every language of the demo content', async () => {
    const page = await rest(
      'GET',
      '/properties?locale=nl&pagination[pageSize]=20&sort=reference:asc&populate[0]=agent&populate[1]=propertyType',
    );
    expect(page.body.data.length).toBe(20);
    for (const listing of page.body.data as Listing[]) {
      expect(relatedIds(listing.agent)).toHaveLength(1);
      expect(relatedIds(listing.propertyType)).toHaveLength(1);
      for (const locale of locales.slice(1)) {
        for (const field of ['agent', 'propertyType']) {
          const other = await listingIn(listing.documentId, locale, 'published', field);
          expect(relatedIds(other[field]), `${listing.documentId} ${field} in ${locale}`).toEqual(
            relatedIds(listing[field]),
          );
        }
      }
    }
  });

  // Each field on a listing of its own (counted from the newest), changed in French and published.
  test.each([
    ['agent', 0],
    ['propertyType', 1],
    ['project', 2],
    ['owners', 3],
  ])('%s changed and published in one language, changes in every language', async (field, offset) => {
    const listing = await listingFor(field, offset);
    const current = relatedIds(listing[field]);
    // Owners get a new account of their own: the demo owners' listings are what the portal tests count.
    const other =
      field === 'owners'
        ? (await newOwner('relations.owner')).documentId
        : (await candidates(field)).find((documentId) => !current.includes(documentId));
    expect(other, `another ${field} than ${current.join()}`).toBeDefined();
    const value = field === 'owners' ? [other] : other;

    const updated = await rest(
      'PUT',
      `/properties/${listing.documentId}?locale=fr&status=published`,
      { data: { [field]: value } },
      adminToken(),
    );
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);

    for (const locale of locales) {
      for (const status of ['published', 'draft'] as const) {
        const seen = await listingIn(listing.documentId, locale, status, field);
        expect(relatedIds(seen[field]), `${field} in ${locale} (${status})`).toEqual([other]);
      }
    }
  });
});
