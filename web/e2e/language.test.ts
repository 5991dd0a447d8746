import { listingPath, localizePath } from '@vitrine/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { launchChromium, message, siteUrl, visitorOptions, type Language } from './site';

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

afterEach(async () => {
  await context?.close();
});

/** A first-time visitor (no cookies, nothing in local storage) who already chose their cookies. */
async function newVisitor(options: Parameters<typeof visitorOptions>[0] = {}): Promise<Page> {
  context = await browser.newContext(visitorOptions(options));
  await context.addCookies([{ name: 'vitrine_consent', value: 'necessary', url: siteUrl('/') }]);
  return context.newPage();
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

async function switchTo(page: Page, language: Language) {
  await page.locator(`.language-switcher a[hreflang="${language}"]`).click();
  await page.waitForURL((url) => url.pathname.startsWith(`/${language}/`));
  await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(language);
}

/** The value of a key fact of the project page, by its label. */
const projectFact = (page: Page, language: Language, id: string) =>
  page
    .locator('.project__fact', { hasText: message(language, id) })
    .locator('dd')
    .textContent();

describe('the language switcher lands on the same page', () => {
  test('on a project', async () => {
    const page = await newVisitor();
    await page.goto(siteUrl(listingPath('nl', 'projects')));
    await page.locator('.project-card .listing-card__link').first().click();
    const list = listingPath('nl', 'projects');
    await page.waitForURL((url) => url.pathname.startsWith(list) && url.pathname !== list);
    const reference = await projectFact(page, 'nl', 'projects.detail.reference');
    expect(reference).toMatch(/^VP\d+$/);

    await switchTo(page, 'fr');
    expect(pathOf(page).startsWith(listingPath('fr', 'projects'))).toBe(true);
    await expect.poll(() => projectFact(page, 'fr', 'projects.detail.reference')).toBe(reference);
    await switchTo(page, 'de');
    await expect.poll(() => projectFact(page, 'de', 'projects.detail.reference')).toBe(reference);
  });

  test('on an article', async () => {
    const page = await newVisitor();
    const response = await page.goto(siteUrl(localizePath('/services/recherche--investissement/', 'fr')));
    expect(response?.status()).toBe(200);
    await switchTo(page, 'en');
    expect(pathOf(page)).toBe('/en/services/research-investment/');
    await switchTo(page, 'nl');
    expect(pathOf(page)).toBe('/nl/diensten/onderzoek-investering/');
  });
});

describe('the language of a page without one in its path: lng, remembered, site default', () => {
  test('`/` sends a first-time visitor to the site default, whatever the browser language', async () => {
    const page = await newVisitor({ locale: 'de-DE' });
    await page.goto(siteUrl('/'));
    expect(pathOf(page)).toBe('/nl/');
  });

  test('`/?lng=fr` sends the visitor to the French home', async () => {
    const page = await newVisitor();
    await page.goto(siteUrl('/?lng=fr'));
    expect(pathOf(page)).toBe('/fr/');
  });

  test('the language chosen on the switcher is remembered, even when its cookie is gone', async () => {
    const page = await newVisitor();
    await page.goto(siteUrl('/nl/'));
    await switchTo(page, 'en');
    await page.goto(siteUrl('/'));
    expect(pathOf(page)).toBe('/en/');

    // The cookie expires or is cleared; local storage still holds the choice and restores it.
    await context.clearCookies({ name: 'lng' });
    await page.goto(siteUrl('/fr/'));
    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'lng')?.value).toBe('en');
    await page.goto(siteUrl('/'));
    expect(pathOf(page)).toBe('/en/');
  });

  test("an original path of the spec redirects (301) to its page in the visitor's language", async () => {
    const response = await fetch(siteUrl('/contact/?lng=fr'), { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/fr/contact/');

    const page = await newVisitor();
    await page.goto(siteUrl('/Team/'));
    expect(pathOf(page)).toBe('/nl/team/');
    await page.goto(siteUrl('/services/hotellerie/?lng=de'));
    expect(pathOf(page)).toBe('/de/dienstleistungen/hotellerie/');
  });

  test('the original paths of the free valuation and the thank-you pages lead to their localized pages', async () => {
    const valuation = await fetch(siteUrl('/contact-demand/?lng=fr'), { redirect: 'manual' });
    expect(valuation.status).toBe(301);
    expect(valuation.headers.get('location')).toBe('/fr/estimation-gratuite/');
    const thanks = await fetch(siteUrl('/feedback/contact-demand/?lng=nl'), { redirect: 'manual' });
    expect(thanks.status).toBe(301);
    expect(thanks.headers.get('location')).toBe('/nl/bedankt/gratis-schatting/');
  });

  test("the spec's owner login path leads to the login in the visitor's language", async () => {
    const login = await fetch(siteUrl('/login/?lng=fr'), { redirect: 'manual' });
    expect(login.status).toBe(301);
    expect(login.headers.get('location')).toBe('/fr/login/');
  });
});
