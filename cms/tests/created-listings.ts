import { afterAll, expect } from 'vitest';
import { adminToken, rest } from './http';

/**
 * A list to put the documentIds of the listings a test file creates in; after the file's tests
 * they are deleted in every language. The suite shares one database, and the files after this one
 * read the demo listings as the seed made them (the first by reference, their photos, their four
 * languages).
 */
export function listingsToDelete(): string[] {
  const created: string[] = [];
  afterAll(async () => {
    for (const documentId of created) {
      const statuses = [];
      for (const locale of ['nl', 'fr', 'en', 'de']) {
        statuses.push(
          (await rest('DELETE', `/properties/${documentId}?locale=${locale}`, undefined, adminToken())).status,
        );
      }
      // A language the listing never had answers 404; the others are gone.
      expect(
        statuses.filter((status) => status !== 404).every((status) => status < 300),
        String(statuses),
      ).toBe(true);
      expect((await rest('GET', `/properties/${documentId}?locale=nl`, undefined, adminToken())).status).toBe(404);
    }
  });
  return created;
}
