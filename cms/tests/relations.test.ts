import { describe, expect, test } from 'vitest';
import { adminToken, rest } from './http';

const locales = ['nl', 'fr', 'en', 'de'];
type Related = { documentId: string } | null;
type Listing = { documentId: string; agent: Related; propertyType: Related };

async function listingIn(documentId: string, locale: string): Promise<Listing> {
  const response = await rest(
    'GET',
    `/properties/${documentId}?locale=${locale}&populate[0]=agent&populate[1]=propertyType`,
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

describe('relations of a listing', () => {
  test('are the same in every language of the demo content', async () => {
    const page = await rest(
      'GET',
      '/properties?locale=nl&pagination[pageSize]=20&sort=reference:asc&populate[0]=agent&populate[1]=propertyType',
    );
    expect(page.body.data.length).toBe(20);
    for (const listing of page.body.data as Listing[]) {
      expect(listing.agent?.documentId).toEqual(expect.any(String));
      expect(listing.propertyType?.documentId).toEqual(expect.any(String));
      for (const locale of locales.slice(1)) {
        const other = await listingIn(listing.documentId, locale);
        expect(other.agent?.documentId, `${listing.documentId} agent in ${locale}`).toBe(listing.agent?.documentId);
        expect(other.propertyType?.documentId, `${listing.documentId} type in ${locale}`).toBe(
          listing.propertyType?.documentId,
        );
      }
    }
  });

  test('changed and published in one language, change in every language', async () => {
    const [listing] = (
      await rest('GET', '/properties?locale=nl&pagination[pageSize]=1&sort=reference:desc&populate=agent')
    ).body.data as Listing[];
    const agents = (await rest('GET', '/agents?locale=fr&pagination[pageSize]=10')).body.data as {
      documentId: string;
    }[];
    const other = agents.find((agent) => agent.documentId !== listing.agent?.documentId)!;
    expect(other).toBeDefined();

    const updated = await rest(
      'PUT',
      `/properties/${listing.documentId}?locale=fr&status=published`,
      { data: { agent: other.documentId } },
      adminToken(),
    );
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);

    for (const locale of locales) {
      expect((await listingIn(listing.documentId, locale)).agent?.documentId, locale).toBe(other.documentId);
    }
  });
});
