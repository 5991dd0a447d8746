import { listingPath } from '@vitrine/domain';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
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
