import { listingPath, localizePath } from '@vitrine/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { languages, launchChromium, message, messagePattern, siteUrl, visitorOptions, type Language } from './site';

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchChromium();
  // Visitors who already chose their cookies: the banner is tested in consent.test.ts.
  context = await browser.newContext(visitorOptions());
  await context.addCookies([{ name: 'vitrine_consent', value: 'necessary', url: siteUrl('/') }]);
});

afterAll(async () => {
  await browser?.close();
});

const pageOfText = async (page: Page, language: Language) => {
  const summary = (await page.locator('.listing-list__summary').textContent()) ?? '';
  const match = messagePattern(language, 'listings.pageOf').exec(summary);
  if (!match) throw new Error(`no "page X of Y" in "${summary}"`);
  return { page: Number(match[1]), of: Number(match[2]) };
};

describe.each(languages)('a visitor in %s', (language) => {
  test('searches from home with filters, pages through the results, opens a listing and switches language', async () => {
    const page = await context.newPage();
    const home = await page.goto(siteUrl(`/${language}/`));
    expect(home?.status()).toBe(200);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(language);

    const form = page.getByRole('form', { name: message(language, 'listings.search.label') }).first();
    await form.getByLabel(message(language, 'listings.search.minPrice')).fill('100000');
    await form.getByRole('button', { name: message(language, 'listings.search.submit') }).click();
    await page.waitForURL((url) => url.searchParams.get('minPrice') === '100000');
    expect(new URL(page.url()).pathname).toBe(listingPath(language, 0));
    await expect.poll(async () => (await pageOfText(page, language)).page).toBe(1);
    const first = await pageOfText(page, language);
    expect(first.of).toBeGreaterThan(1);

    await page
      .getByRole('link', { name: message(language, 'listings.pagination.next') })
      .first()
      .click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    // The address changes before the new page is drawn: wait for the text.
    await expect.poll(() => pageOfText(page, language)).toEqual({ page: 2, of: first.of });
    expect(new URL(page.url()).searchParams.get('minPrice')).toBe('100000');

    const card = page.locator('.listing-grid .listing-card__link').first();
    const title = (await card.textContent())?.trim();
    await card.click();
    await page.waitForURL(/-[A-Z0-9]+\/$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    const reference = /-([A-Z0-9]+)\/$/.exec(page.url())?.[1];

    const other: Language = language === 'en' ? 'fr' : 'en';
    await page.locator(`.language-switcher a[hreflang="${other}"]`).click();
    await page.waitForURL((url) => url.pathname.startsWith(`/${other}/`));
    const switched = new URL(page.url()).pathname;
    expect(switched.startsWith(listingPath(other, 0))).toBe(true);
    expect(switched.endsWith(`-${reference}/`)).toBe(true);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(other);
    // After four client-side navigations, the stylesheet the server wrote into the head is still
    // there once and applies (the site's canvas colour on the body).
    expect(await page.locator('head style#site-styles').count()).toBe(1);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(246, 244, 239)');
    await page.close();
  });

  test('an unknown path answers 404 with the search form and a link home', async () => {
    const page = await context.newPage();
    const response = await page.goto(siteUrl(`/${language}/no-such-page-here/`));
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByText(message(language, 'site.notFound.text')).count()).toBe(1);
    await expect
      .poll(() => page.getByRole('form', { name: message(language, 'listings.search.label') }).count())
      .toBe(1);
    const home = page.getByRole('link', { name: message(language, 'site.notFound.home') });
    expect(await home.getAttribute('href')).toBe(`/${language}/`);
    await page.close();
  });

  test('the contact page answers in its language', async () => {
    const page = await context.newPage();
    const response = await page.goto(siteUrl(localizePath('/contact/', language)));
    expect(response?.status()).toBe(200);
    await page.close();
  });
});
