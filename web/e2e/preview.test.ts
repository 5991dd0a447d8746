import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchChromium, message, siteUrl, visitorOptions } from './site';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

/** A property's documentId, as Strapi's preview would pass it. */
async function someProperty(): Promise<{ documentId: string; reference: string }> {
  const response = await fetch(`${inject('strapiUrl')}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        '{ properties(locale: "nl", filters: { listingStatus: { eq: "available" } }, pagination: { limit: 1 }) { documentId reference } }',
    }),
  });
  const { data } = (await response.json()) as { data: { properties: { documentId: string; reference: string }[] } };
  const found = data.properties[0];
  if (!found) throw new Error('no property in the demo content');
  return found;
}

describe("an agent's draft preview", () => {
  test('a link without the shared secret is refused', async () => {
    const response = await fetch(siteUrl('/nl/preview/?secret=guess&uid=api::property.property&documentId=x'), {
      redirect: 'manual',
    });
    expect(response.status).toBe(401);
  });

  test("opens the listing's page from Strapi's link: no banner, not cached, not indexed, framable by the admin", async () => {
    const property = await someProperty();
    const query = new URLSearchParams({
      secret: inject('preview').PREVIEW_SECRET,
      uid: 'api::property.property',
      documentId: property.documentId,
      status: 'draft',
    });
    const context = await browser.newContext(visitorOptions());
    const page = await context.newPage();
    const response = await page.goto(siteUrl(`/nl/preview/?${query}`));
    expect(response?.status()).toBe(200);
    const url = new URL(page.url());
    expect(url.pathname.endsWith(`-${property.reference}/`)).toBe(true);
    expect(url.searchParams.get('preview')).toBeTruthy();
    const headers = response?.headers() ?? {};
    expect(headers['cache-control']).toBe('private, no-store');
    expect(headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(headers['content-security-policy']).toContain(`frame-ancestors 'self' ${inject('strapiUrl')}`);
    expect(await page.getByRole('region', { name: message('nl', 'consent.title') }).count()).toBe(0);
    await context.close();
  });
});
