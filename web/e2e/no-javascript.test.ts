import { listingPath, propertyPath } from '@vitrine/domain';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { languages, launchChromium, message, messagePattern, siteUrl, visitorOptions } from './site';

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchChromium();
  context = await browser.newContext(visitorOptions({ javaScriptEnabled: false }));
  await context.addCookies([{ name: 'vitrine_consent', value: 'necessary', url: siteUrl('/') }]);
});

afterAll(async () => {
  await browser?.close();
});

describe.each(languages)('without JavaScript, in %s', (language) => {
  test('the search form and the paging work as plain links and GET forms', async () => {
    const page = await context.newPage();
    await page.goto(siteUrl(listingPath(language, 1)));
    const form = page.getByRole('form', { name: message(language, 'listings.search.label') }).first();
    await form.getByLabel(message(language, 'listings.search.maxPrice')).fill('5000');
    await form.getByRole('button', { name: message(language, 'listings.search.submit') }).click();
    await page.waitForURL((url) => url.searchParams.get('maxPrice') === '5000');
    expect(new URL(page.url()).pathname).toBe(listingPath(language, 1));
    const summary = async () => (await page.locator('.listing-list__summary').textContent()) ?? '';
    const first = messagePattern(language, 'listings.pageOf').exec(await summary());
    expect(first?.[1]).toBe('1');
    expect(Number(first?.[2])).toBeGreaterThan(1);

    await page
      .getByRole('link', { name: message(language, 'listings.pagination.next') })
      .first()
      .click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    expect(
      messagePattern(language, 'listings.pageOf')
        .exec(await summary())
        ?.slice(1, 3),
    ).toEqual(['2', first?.[2]]);
    expect(await page.locator('.listing-grid .listing-card').count()).toBeGreaterThan(0);
    await page.close();
  });
});

/** A published listing in a given state, as Strapi's public API lists it. */
async function listingWithStatus(status: 'sold' | 'rented'): Promise<{ reference: string; goal: number }> {
  const response = await fetch(`${inject('strapiUrl')}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `{ properties(locale: "en", filters: { listingStatus: { eq: "${status}" } }, pagination: { limit: 1 }) { reference goal } }`,
    }),
  });
  const { data } = (await response.json()) as { data: { properties: { reference: string; goal: number }[] } };
  const found = data.properties[0];
  if (!found) throw new Error(`no ${status} listing in the demo content`);
  return found;
}

/** React's streamed boundaries, which only an inline script reveals. */
const hiddenBoundary = /<div hidden id="S:/;

describe.each(languages)('every page is whole without JavaScript, in %s', (language) => {
  test('the 404 page shows its message', async () => {
    const page = await context.newPage();
    const response = await page.goto(siteUrl(`/${language}/no-such-page/`));
    expect(response?.status()).toBe(404);
    expect(await response?.text()).not.toMatch(hiddenBoundary);
    await expect.poll(() => page.getByText(message(language, 'site.notFound.text')).isVisible()).toBe(true);
    await page.close();
  });

  test('a sold listing shows that it is sold, with similar listings', async () => {
    const sold = await listingWithStatus('sold');
    const page = await context.newPage();
    const path = propertyPath({
      lang: language,
      goal: sold.goal,
      citySlug: 'city',
      typeSlug: 'type',
      reference: sold.reference,
    });
    const response = await page.goto(siteUrl(path));
    expect(response?.status()).toBe(410);
    expect(await response?.text()).not.toMatch(hiddenBoundary);
    await expect.poll(() => page.getByText(message(language, 'property.gone.sold')).isVisible()).toBe(true);
    expect(await page.locator('.listing-card').first().isVisible()).toBe(true);
    await page.close();
  });

  test("a listing's planning and flood blocks are in the visible page", async () => {
    const list = await (await fetch(siteUrl(listingPath(language, 0)))).text();
    const details = [...new Set([...list.matchAll(/href="(\/[^"]+-[A-Za-z0-9]+\/)"/g)].map((match) => match[1] ?? ''))]
      .filter((href) => href.startsWith(listingPath(language, 0)) && href !== listingPath(language, 0))
      .slice(0, 12);
    expect(details.length).toBeGreaterThan(0);
    let withPlanning: string | undefined;
    for (const href of details) {
      const html = await (await fetch(siteUrl(href))).text();
      expect(html, href).not.toMatch(hiddenBoundary);
      // The rendered section, not the messages the page carries for the browser.
      if (!withPlanning && html.includes('<section class="detail-section planning"')) withPlanning = href;
    }
    expect(withPlanning, 'a listing with planning mentions on the first page').toBeDefined();
    const page = await context.newPage();
    await page.goto(siteUrl(withPlanning));
    await expect.poll(() => page.locator('section.planning').isVisible()).toBe(true);
    if ((await page.locator('section.flood').count()) > 0)
      expect(await page.locator('section.flood').isVisible()).toBe(true);
    await page.close();
  });
});
