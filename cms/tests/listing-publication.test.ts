import { beforeAll, describe, expect, test } from 'vitest';
import { missingTypeMessage } from '../src/document-middlewares/listing-type-and-slug';
import { contentManager as admin } from './admin-calls';
import { listingsToDelete } from './created-listings';
import { adminToken, graphql, rest } from './http';

const listings = '/collection-types/api::property.property';
const created = listingsToDelete();
let leafType: { documentId: string; name: string };

beforeAll(async () => {
  const types = await rest(
    'GET',
    '/property-types?locale=nl&filters[parentId][$notNull]=true&sort=classificationId:asc&pagination[pageSize]=1',
    undefined,
    adminToken(),
  );
  leafType = types.body.data[0];
});

/** What a visitor's site reads of a listing in one language (null: not published there). */
async function published(reference: string, locale: string) {
  const result = await graphql<{ properties: { slug: string; propertyType: { name: string } | null }[] }>(
    `
      query ($locale: I18NLocaleCode, $reference: String) {
        properties(locale: $locale, filters: { reference: { eq: $reference } }) {
          slug
          propertyType {
            name
          }
        }
      }
    `,
    { locale, reference },
  );
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data!.properties[0] ?? null;
}

/** A Dutch draft as an agent saves it: the slug left at the admin's default, no type unless given. */
async function saveDraft(reference: string, extra: Record<string, unknown> = {}) {
  const saved = await admin('POST', `${listings}?locale=nl`, {
    reference,
    goal: 0,
    price: 345000,
    zip: '9000',
    city: 'Gent',
    countryId: 10,
    title: `Villa aan het meer ${reference}`,
    slug: 'property',
    ...extra,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  created.push(saved.body.data.documentId as string);
  return saved.body.data as { documentId: string; slug: string };
}

describe('a listing is never published invisible', () => {
  test('publishing a listing without a property type is refused with a message the agent can act on', async () => {
    const { documentId } = await saveDraft('ZZNOTYPE1');
    const refused = await admin('POST', `${listings}/${documentId}/actions/publish?locale=nl`, {});
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(refused.body.error.message).toBe(missingTypeMessage);
    expect(await published('ZZNOTYPE1', 'nl')).toBeNull();

    // The bulk publish of the list view is refused the same way.
    const bulk = await admin('POST', `${listings}/actions/bulkPublish`, { documentIds: [documentId], locale: 'nl' });
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(400);
    expect(await published('ZZNOTYPE1', 'nl')).toBeNull();

    // Once the type is chosen, it is published.
    const typed = await admin('PUT', `${listings}/${documentId}?locale=nl`, {
      propertyType: { connect: [{ documentId: leafType.documentId, locale: 'nl' }] },
    });
    expect(typed.status, JSON.stringify(typed.body)).toBe(200);
    const ok = await admin('POST', `${listings}/${documentId}/actions/publish?locale=nl`, {});
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await published('ZZNOTYPE1', 'nl'))?.propertyType?.name).toBe(leafType.name);
  });

  test('a language added without a type takes the type of the listing, so it has a page there too', async () => {
    const { documentId } = await saveDraft('ZZNOTYPE2', {
      propertyType: { connect: [{ documentId: leafType.documentId, locale: 'nl' }] },
    });
    const french = await admin('PUT', `${listings}/${documentId}?locale=fr`, {
      title: 'Villa au bord du lac ZZNOTYPE2',
      slug: 'property',
    });
    expect(french.status, JSON.stringify(french.body)).toBe(200);
    const ok = await admin('POST', `${listings}/${documentId}/actions/publish?locale=fr`, {});
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await published('ZZNOTYPE2', 'fr'))?.propertyType).not.toBeNull();
  });

  test.each([
    ['nl', 'Villa aan het meer ZZSLUG1', 'villa-aan-het-meer-zzslug1'],
    ['fr', 'Villa « au bord » du lac ZZSLUG1', 'villa-au-bord-du-lac-zzslug1'],
    ['de', 'Villa am See — ZZSLUG1', 'villa-am-see-zzslug1'],
  ])('in %s, a slug left empty or at "property" is made from the title', async (locale, title, slug) => {
    const existing = await rest(
      'GET',
      '/properties?locale=nl&status=draft&filters[reference][$eq]=ZZSLUG1',
      undefined,
      adminToken(),
    );
    const documentId =
      (existing.body.data[0]?.documentId as string | undefined) ??
      (await saveDraft('ZZSLUG1', { title: 'Villa aan het meer ZZSLUG1' })).documentId;
    if (locale !== 'nl') {
      const saved = await admin('PUT', `${listings}/${documentId}?locale=${locale}`, { title, slug: '' });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
    const draft = await admin('GET', `${listings}/${documentId}?locale=${locale}`);
    expect(draft.body.data.slug).toBe(slug);
  });

  test('a slug the agent typed is kept; a title another listing has gets the reference added', async () => {
    const typed = await saveDraft('ZZSLUG2', { slug: 'mijn-eigen-slug' });
    expect(typed.slug).toBe('mijn-eigen-slug');
    const first = await saveDraft('ZZSLUG3', { title: 'Dezelfde titel' });
    const second = await saveDraft('ZZSLUG4', { title: 'Dezelfde titel' });
    expect([first.slug, second.slug]).toEqual(['dezelfde-titel', 'dezelfde-titel-zzslug4']);
  });
});
