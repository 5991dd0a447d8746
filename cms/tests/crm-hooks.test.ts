import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { removeCrmContent } from './crm-content';
import { adminJwt, graphql, strapiUrl } from './http';

// Issue 21, item 1: a CRM's pushes (SweepBright-style estate-added / updated / deleted), signed
// with HMAC-SHA256 over the raw body, queued and applied one at a time by a worker in Strapi's cron.

type Queue = { pending: number; applying: number; applied: number };

const hook = (
  body: string,
  timestamp = String(Math.floor(Date.now() / 1000)),
  secret = inject('crmFeed').hookSecret,
  from: Record<string, string> = {},
) =>
  fetch(`${strapiUrl()}/api/crm/hooks/omnicasa`, {
    method: 'POST',
    headers: {
      ...from,
      'content-type': 'application/json',
      'x-vitrine-timestamp': timestamp,
      'x-vitrine-signature': `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`,
    },
    body,
  });
const announce = (event: string, id: number | string) => hook(JSON.stringify({ event, estate_id: String(id) }));

async function queue(): Promise<Queue> {
  const response = await fetch(`${strapiUrl()}/vitrine-admin/crm/sync`, {
    headers: { authorization: `Bearer ${adminJwt()}` },
  });
  return ((await response.json()) as { data: { announcements: Queue } }).data.announcements;
}
async function drained(): Promise<Queue> {
  for (;;) {
    const now = await queue();
    if (now.pending === 0 && now.applying === 0) return now;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const reference = async (value: string) =>
  (
    await graphql<{ properties: { price: number | null }[] }>(
      `
        query ($r: String) {
          properties(locale: "nl", filters: { reference: { eq: $r } }) {
            price
          }
        }
      `,
      { r: value },
    )
  ).data?.properties[0];

beforeAll(async () => {
  await fetch(`${inject('crmFeed').url}/__control`, { method: 'POST', body: JSON.stringify({ action: 'reset' }) });
  await drained();
}, 300_000);
afterAll(removeCrmContent);

describe('a signed announcement', () => {
  test('a bad or stale signature is refused with 401 and queues nothing', async () => {
    const before = await queue();
    const body = JSON.stringify({ event: 'estate-updated', estate_id: '7045' });
    expect((await hook(body, undefined, 'a-guess')).status).toBe(401);
    const stale = String(Math.floor(Date.now() / 1000) - 6 * 60);
    expect((await hook(body, stale)).status).toBe(401);
    // Signed, then changed on the way.
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = createHmac('sha256', inject('crmFeed').hookSecret).update(`${timestamp}.${body}`).digest('hex');
    const tampered = await fetch(`${strapiUrl()}/api/crm/hooks/omnicasa`, {
      method: 'POST',
      headers: { 'x-vitrine-timestamp': timestamp, 'x-vitrine-signature': `sha256=${signature}` },
      body: body.replace('estate-updated', 'estate-deleted'),
    });
    expect(tampered.status).toBe(401);
    expect(await queue()).toEqual(before);
  });

  test(
    'is queued, applied by the worker, and answered with the public URL in each language',
    { timeout: 300_000 },
    async () => {
      const first = await announce('estate-added', 7045);
      expect(first.status).toBe(202);
      // Not on the site yet: its stable address by CRM id, which the site redirects once it is.
      expect(((await first.json()) as { data: { urls: Record<string, string> } }).data.urls).toEqual({
        nl: 'http://127.0.0.1:3999/nl/crm/omnicasa/7045/',
        fr: 'http://127.0.0.1:3999/fr/crm/omnicasa/7045/',
        en: 'http://127.0.0.1:3999/en/crm/omnicasa/7045/',
        de: 'http://127.0.0.1:3999/de/crm/omnicasa/7045/',
      });
      await drained();
      expect((await reference('OC7045'))?.price).toBeGreaterThan(0);
      const again = await announce('estate-updated', 7045);
      expect(again.status).toBe(202);
      const { data } = (await again.json()) as { data: { urls: Record<string, string> } };
      expect(Object.keys(data.urls).sort()).toEqual(['de', 'en', 'fr', 'nl']);
      expect(data.urls.nl).toMatch(/^http:\/\/127\.0\.0\.1:3999\/nl\/te-huur\/[a-z-]+\/[a-z-]+-oc7045\/$/i);
      expect(data.urls.fr).toMatch(/\/fr\/a-louer\//);
      // What the site asks to redirect the stable address: the same path, per language.
      const pathOf = async (crmId: string, locale: string) =>
        (
          await graphql<{ crmListingPath: string | null }>(
            `
              query ($crmId: String!, $locale: I18NLocaleCode!) {
                crmListingPath(source: "omnicasa", crmId: $crmId, locale: $locale)
              }
            `,
            { crmId, locale },
          )
        ).data?.crmListingPath;
      for (const locale of ['nl', 'fr', 'en', 'de'])
        expect(`http://127.0.0.1:3999${await pathOf('7045', locale)}`, locale).toBe(data.urls[locale]);
      expect(await pathOf('999999', 'nl')).toBeNull();
      await drained();
    },
  );

  test('500 announcements at once are all queued while the site keeps answering, then worked off', async () => {
    const read = () =>
      graphql<{ properties: { documentId: string }[] }>(`
        {
          properties(locale: "nl", pagination: { limit: 4 }) {
            documentId
          }
        }
      `);
    const burst = Array.from({ length: 500 }, (_, i) => announce('estate-updated', i < 4 ? 7046 + i : 90_000 + i));
    const during = await read();
    const statuses = await Promise.all(burst.map(async (response) => (await response).status));
    expect(statuses.filter((status) => status !== 202)).toEqual([]);
    expect(during.errors).toBeUndefined();
    expect(during.data?.properties).toHaveLength(4);
    const after = await drained();
    expect(after.applied).toBeGreaterThanOrEqual(500);
    expect((await reference('OC7049'))?.price).toBeGreaterThan(0);
  }, 600_000);

  test('past the calls one address may make in a minute (1,200), that address is answered 429; another is not', async () => {
    const octet = () => Math.floor(Math.random() * 254) + 1;
    // As HAProxy forwards a CRM's call: its address in X-Forwarded-For, from a trusted proxy.
    const address = (last: number) => ({
      'x-forwarded-for': `198.19.${octet()}.${last}`,
      'x-vitrine-proxy-secret': inject('mail').proxySecret,
    });
    const flooder = address(1);
    const body = JSON.stringify({ event: 'estate-updated', estate_id: '7046' });
    // Guessed signatures count too: a flood is refused before anything is read or checked.
    for (let sent = 0; sent < 1200; sent += 50) {
      const statuses = await Promise.all(
        Array.from({ length: 50 }, async () => (await hook(body, undefined, 'a-guess', flooder)).status),
      );
      expect(statuses.filter((status) => status !== 401)).toEqual([]);
    }
    const refused = await hook(body, undefined, undefined, flooder);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await hook(body, undefined, undefined, address(2))).status).toBe(202);
    await drained();
  }, 120_000);

  test('a deleted announcement takes the listing off the site', { timeout: 300_000 }, async () => {
    expect((await announce('estate-deleted', 7045)).status).toBe(202);
    await drained();
    expect(await reference('OC7045')).toBeUndefined();
  });
});
