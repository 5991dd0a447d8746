import { beforeAll, describe, expect, test } from 'vitest';
import { listingAdmin } from './content-manager';
import { listingsToDelete } from './created-listings';
import { adminToken, graphql, rest } from './http';

// Issue 14: the search form's property types come from one grouped query, which must answer what
// one count per type through Strapi's own filters answers (the site's former query), for every
// language and list, and follow an agent's publish and unpublish.

const listed = ['available', 'under_option'];
const inUseQuery = `query InUse($locale: I18NLocaleCode!, $goal: Int!, $statuses: [String!]!) {
  propertyTypesInUse(locale: $locale, goal: $goal, statuses: $statuses)
}`;

async function inUse(locale: string, goal: number, statuses = listed): Promise<number[]> {
  const result = await graphql<{ propertyTypesInUse: number[] }>(inUseQuery, { locale, goal, statuses });
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data!.propertyTypesInUse;
}

/** The types with a listing, counted one type at a time by Strapi's filters (in pages of 40 aliases). */
async function countedOneByOne(locale: string, goal: number, ids: number[]): Promise<number[]> {
  const used: number[] = [];
  for (let start = 0; start < ids.length; start += 40) {
    const batch = ids.slice(start, start + 40);
    const aliases = batch.map(
      (id) =>
        `t${id}: properties_connection(locale: $locale, filters: { goal: { eq: $goal }, listingStatus: { in: $statuses }, propertyType: { classificationId: { eq: ${id} } } }, pagination: { pageSize: 1 }) { pageInfo { total } }`,
    );
    const result = await graphql<Record<string, { pageInfo: { total: number } }>>(
      `query Counts($locale: I18NLocaleCode, $goal: Int, $statuses: [String]) { ${aliases.join('\n')} }`,
      { locale, goal, statuses: listed },
    );
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    used.push(...batch.filter((id) => result.data![`t${id}`]!.pageInfo.total > 0));
  }
  return used.sort((a, b) => a - b);
}

let typeIds: number[] = [];
const createdListings = listingsToDelete();

beforeAll(async () => {
  const types = await rest<{ data: { classificationId: number }[] }>(
    'GET',
    '/property-types?locale=nl&pagination[pageSize]=200&fields[0]=classificationId',
    undefined,
    adminToken(),
  );
  typeIds = [...new Set(types.body.data.map((type) => type.classificationId))].sort((a, b) => a - b);
  expect(typeIds.length).toBeGreaterThan(20);
});

describe('propertyTypesInUse', () => {
  test.each([
    ['nl', 0],
    ['nl', 1],
    ['fr', 0],
    ['de', 1],
  ])('answers what one count per type answers (%s, goal %i)', async (locale, goal) => {
    const answer = await inUse(locale, goal);
    expect(answer.length).toBeGreaterThan(0);
    expect(answer).toEqual(await countedOneByOne(locale, goal, typeIds));
  });

  test('a type gets in use when its first listing is published, and out again when it is unpublished', async () => {
    const before = await inUse('nl', 1);
    // The other lists, languages and statuses, as they are (other files' listings may be in them).
    const others = async () => [await inUse('fr', 1), await inUse('nl', 0), await inUse('nl', 1, ['under_option'])];
    const othersBefore = await others();
    const free = typeIds.find((id) => !before.includes(id));
    expect(free, 'a type with no listing for rent').toBeDefined();
    const type = await rest<{ data: { documentId: string }[] }>(
      'GET',
      `/property-types?locale=nl&filters[classificationId][$eq]=${free}`,
      undefined,
      adminToken(),
    );
    const reference = `TU${Date.now().toString(36).toUpperCase()}`;
    const created = await listingAdmin('POST', '?locale=nl', {
      reference,
      goal: 1,
      price: 950,
      publishPrice: true,
      listingStatus: 'available',
      zip: '9000',
      city: 'Gent',
      countryId: 10,
      title: 'Eerste van zijn type',
      slug: reference.toLowerCase(),
      propertyType: { connect: [{ documentId: type.body.data[0]!.documentId, locale: 'nl' }] },
    });
    createdListings.push(created.data.documentId);
    // A draft is not on offer.
    expect(await inUse('nl', 1)).toEqual(before);
    await listingAdmin('POST', `/${created.data.documentId}/actions/publish?locale=nl`, {});
    expect(await inUse('nl', 1)).toEqual([...before, free!].sort((a, b) => a - b));
    // Only in its own language and list, and only for the statuses asked.
    expect(await others()).toEqual(othersBefore);
    await listingAdmin('POST', `/${created.data.documentId}/actions/unpublish?locale=nl`, {});
    expect(await inUse('nl', 1)).toEqual(before);
  });

  test('bad arguments are the client’s error and read nothing', async () => {
    for (const variables of [
      { locale: 'nl', goal: 0, statuses: ['available', "x' OR 1=1 --"] },
      { locale: 'nl', goal: 0, statuses: Array.from({ length: 11 }, () => 'available') },
    ]) {
      const result = await graphql(inUseQuery, variables);
      expect(result.data ?? null).toBeNull();
      expect(result.errors?.[0]?.extensions?.code, JSON.stringify(result.errors)).toBe('BAD_USER_INPUT');
    }
    expect(await inUse('nl', 0, [])).toEqual([]);
  });
});
