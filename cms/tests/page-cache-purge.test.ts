import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { listingAdmin } from './content-manager';
import { listingsToDelete } from './created-listings';
import { adminToken, rest } from './http';
import { openVisitSlot } from './visit-slots';

// Issue 14: an agent's publish, change and unpublish of a listing purge the site's cached pages
// it touches. The test stands in for the web server at the address Strapi knows the site by
// (CLIENT_URL, as no WEB_PURGE_URLS is set) and records the purges it receives.

type Purge = { secret: string | undefined; tags: string[]; type: string | undefined };
const purges: Purge[] = [];
let site: Server;
let leafType: { documentId: string };

beforeAll(async () => {
  const clientUrl = new URL(inject('preview').clientUrl);
  site = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/_cache/purge') {
        purges.push({
          secret: req.headers['x-vitrine-purge-secret'] as string | undefined,
          tags: new URLSearchParams(body).getAll('tag'),
          type: req.headers['content-type'],
        });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve, reject) => {
    site.once('error', reject);
    site.listen(Number(clientUrl.port), clientUrl.hostname, () => resolve());
  });
  const types = await rest(
    'GET',
    '/property-types?locale=nl&filters[parentId][$notNull]=true&sort=classificationId:asc&pagination[pageSize]=1',
    undefined,
    adminToken(),
  );
  leafType = types.body.data[0];
});
afterAll(() => new Promise<void>((resolve) => (site ? site.close(() => resolve()) : resolve())));

/** The tags of the purges received from now on, once `expected` are all among them. */
async function purgedTags(from: number, expected: string[]): Promise<string[]> {
  await expect
    .poll(() => purges.slice(from).flatMap((purge) => purge.tags), { timeout: 10_000 })
    .toEqual(expect.arrayContaining(expected));
  return purges.slice(from).flatMap((purge) => purge.tags);
}

describe('an agent changes a listing: the site purges its pages', () => {
  const reference = `PC${Date.now().toString(36).toUpperCase()}`;
  let documentId = '';
  const createdListings = listingsToDelete();

  test('publishing it purges its page, its list, home, the map and the sitemap, with the shared secret', async () => {
    const created = await listingAdmin('POST', '?locale=nl', {
      reference,
      goal: 0,
      price: 350_000,
      publishPrice: true,
      listingStatus: 'available',
      zip: '9000',
      city: 'Gent',
      countryId: 10,
      title: 'Huis voor de cache',
      slug: reference.toLowerCase(),
      bedrooms: 3,
      propertyType: { connect: [{ documentId: leafType.documentId, locale: 'nl' }] },
    });
    documentId = created.data.documentId;
    createdListings.push(documentId);
    const from = purges.length;
    await listingAdmin('POST', `/${documentId}/actions/publish?locale=nl`, {});
    await purgedTags(from, [`listing:${reference}`, 'list:sale', 'home', 'map', 'sitemap']);
    // Only this listing's purges: the previous file's last purge may still arrive here, retried a
    // second after the site it was meant for stopped listening.
    const ours = purges.slice(from).filter((purge) => purge.tags.includes(`listing:${reference}`));
    const tags = ours.flatMap((purge) => purge.tags);
    expect(tags).toEqual(expect.arrayContaining(['list:sale', 'home', 'map', 'sitemap']));
    expect(tags).not.toContain('all');
    expect(tags).not.toContain('list:rent');
    for (const purge of purges.slice(from)) {
      expect(purge.secret).toBe(inject('mail').proxySecret);
      expect(purge.type).toBe('application/x-www-form-urlencoded');
    }
  });

  test('moving it to the rent list purges both lists', async () => {
    const from = purges.length;
    await listingAdmin('PUT', `/${documentId}?locale=nl`, { goal: 1 });
    await listingAdmin('POST', `/${documentId}/actions/publish?locale=nl`, {});
    await purgedTags(from, [`listing:${reference}`, 'list:sale', 'list:rent', 'home', 'sitemap']);
  });

  test('a visit slot added, changed or removed by the agent purges its listing page', async () => {
    let from = purges.length;
    const slot = await openVisitSlot(documentId, 7);
    expect(slot.status, JSON.stringify(slot.body)).toBe(201);
    await purgedTags(from, [`listing:${reference}`]);
    from = purges.length;
    const slotId = slot.body.data.documentId as string;
    expect((await rest('PUT', `/visit-slots/${slotId}`, { data: { capacity: 4 } }, adminToken())).status).toBe(200);
    await purgedTags(from, [`listing:${reference}`]);
    from = purges.length;
    expect((await rest('DELETE', `/visit-slots/${slotId}`, undefined, adminToken())).status).toBeLessThan(300);
    await purgedTags(from, [`listing:${reference}`]);
  });

  test('unpublishing it purges its page', async () => {
    const from = purges.length;
    await listingAdmin('POST', `/${documentId}/actions/unpublish?locale=nl`, {});
    await purgedTags(from, [`listing:${reference}`, 'list:rent', 'home', 'sitemap']);
  });

  test('a visitor’s lead purges nothing', async () => {
    // The purges of the agent's changes above are all in (one action may purge twice).
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const from = purges.length;
    const created = await rest(
      'POST',
      '/contact-messages',
      { data: { firstName: 'Ann', lastName: 'Peeters', email: 'ann@example.com', message: 'Hello', language: 'nl' } },
      adminToken(),
    );
    expect(created.status).toBeLessThan(500);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(purges.slice(from)).toEqual([]);
  });
});
