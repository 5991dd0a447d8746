import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { hydrated, languages, launchChromium, message, siteUrl, visitorOptions, type Language } from './site';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

/** A new visitor on home, with every request to the tracking pixel recorded. */
async function newVisitor(language: Language, javaScriptEnabled = true) {
  const context: BrowserContext = await browser.newContext(visitorOptions({ javaScriptEnabled }));
  const pixelCalls: string[] = [];
  context.on('request', (request) => {
    if (request.url() === inject('pixelUrl')) pixelCalls.push(request.url());
  });
  const page: Page = await context.newPage();
  const response = await page.goto(siteUrl(`/${language}/`));
  expect(response?.status()).toBe(200);
  const banner = page.getByRole('region', { name: message(language, 'consent.title') });
  const consentCookie = async () =>
    (await context.cookies()).find((cookie) => cookie.name === 'vitrine_consent')?.value ?? null;
  return { context, page, banner, pixelCalls, consentCookie };
}

describe.each([
  ['with JavaScript', true],
  ['without JavaScript', false],
] as const)('cookie consent %s', (_, javaScriptEnabled) => {
  test.each(languages)('%s: refusing is one click, and nothing tracks', async (language) => {
    const visitor = await newVisitor(language, javaScriptEnabled);
    expect(await visitor.banner.isVisible()).toBe(true);
    expect(await visitor.page.locator('img.tracking-pixel').count()).toBe(0);
    await visitor.banner.getByRole('button', { name: message(language, 'consent.onlyNecessary') }).click();
    await expect.poll(() => visitor.banner.count()).toBe(0);
    await expect.poll(visitor.consentCookie).toBe('necessary');
    await visitor.page.reload();
    expect(await visitor.banner.count()).toBe(0);
    expect(await visitor.page.locator('img.tracking-pixel').count()).toBe(0);
    expect(visitor.pixelCalls).toEqual([]);
    await visitor.context.close();
  });

  test.each(languages)('%s: accepting all loads the tracking pixel', async (language) => {
    const visitor = await newVisitor(language, javaScriptEnabled);
    expect(visitor.pixelCalls).toEqual([]);
    await visitor.banner.getByRole('button', { name: message(language, 'consent.acceptAll') }).click();
    await expect.poll(() => visitor.banner.count()).toBe(0);
    await expect.poll(visitor.consentCookie).toBe('necessary.analytical.marketing.social-media.unclassified');
    await expect.poll(() => visitor.page.locator('img.tracking-pixel').getAttribute('src')).toBe(inject('pixelUrl'));
    await expect.poll(() => visitor.pixelCalls.length).toBeGreaterThan(0);
    await visitor.context.close();
  });
});

describe('cookie preferences', () => {
  test('open from the footer in a dialog, show the current choice and save a partial choice', async () => {
    const visitor = await newVisitor('nl');
    await visitor.banner.getByRole('button', { name: message('nl', 'consent.acceptAll') }).click();
    await expect.poll(() => visitor.banner.count()).toBe(0);
    expect(await visitor.consentCookie()).toMatch(/marketing/);
    const link = visitor.page.getByRole('link', { name: message('nl', 'consent.settings.link') });
    // Accepting may have reloaded the page (a plain POST when it came before hydration).
    await hydrated(link);
    await link.click();
    const dialog = visitor.page.getByRole('dialog', { name: message('nl', 'consent.settings.title') });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const marketing = dialog.getByRole('checkbox', { name: message('nl', 'consent.marketing') });
    expect(await marketing.isChecked()).toBe(true);
    await marketing.uncheck();
    await dialog.getByRole('button', { name: message('nl', 'consent.saveChoices') }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(visitor.consentCookie).toBe('necessary.analytical.social-media.unclassified');
    await expect.poll(() => visitor.page.locator('img.tracking-pixel').count()).toBe(0);
    // Focus went back to the link that opened the dialog.
    expect(await link.evaluate((element) => element === document.activeElement)).toBe(true);
    await visitor.context.close();
  });

  test('without JavaScript the footer link opens a page that saves and comes back', async () => {
    const visitor = await newVisitor('fr', false);
    await visitor.page.getByRole('link', { name: message('fr', 'consent.settings.link') }).click();
    await visitor.page.waitForURL((url) => url.pathname === '/consent/');
    await visitor.page.getByRole('checkbox', { name: message('fr', 'consent.socialMedia') }).check();
    await visitor.page.getByRole('button', { name: message('fr', 'consent.saveChoices') }).click();
    await visitor.page.waitForURL((url) => url.pathname === '/fr/');
    expect(await visitor.consentCookie()).toBe('necessary.social-media');
    expect(await visitor.banner.count()).toBe(0);
    await visitor.context.close();
  });
});
