import { formatPrice, listingPath } from '@vitrine/domain';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { agentListings, leafPropertyType } from './agent';
import { launchChromium, message, newVisitor, siteUrl } from './site';

// Issue 22, item 4 as a visitor sees it: an agent publishes a price drop in the admin; the card in
// the list says "price lowered" by itself (no ribbon set by hand), the listing's page shows the
// drop in its history, and listings like it (same list, type, region, price band) close the page.
// Without JavaScript: all of it is in the server's HTML.

let browser: Browser;
let leafType: string;
const listings = agentListings(() => leafType);

/** An agent creates a listing in Gent and publishes it, as in the admin. */
const publishListing = (price: number, title: string, tag: string) => listings.publish({ price, title }, tag);

beforeAll(async () => {
  browser = await launchChromium();
  leafType = (await leafPropertyType()).documentId;
});

afterAll(async () => {
  await listings.removeAll();
  await browser?.close();
});

/** Spaces as a page's text gives them (a price's no-break space as a space). */
const spaced = (text: string) => text.replace(/\s+/g, ' ');

/** The card of `title` on the list page of this price range, read again until `check` holds (purges are sent after the save). */
async function cardOn(page: Page, listUrl: string, title: string, check: (text: string) => boolean) {
  let text = '';
  await expect
    .poll(
      async () => {
        await page.goto(listUrl);
        const card = page.locator('article.listing-card', { hasText: title });
        text = (await card.count()) === 1 ? await card.innerText() : '';
        return check(text);
      },
      { timeout: 20_000, interval: 500 },
    )
    .toBe(true);
  return text;
}

describe('a price drop an agent publishes', () => {
  test('shows as "price lowered" on the card and in the listing’s history, with similar listings, without JavaScript', async () => {
    const ribbon = message('nl', 'listings.marquee.priceReduced');
    const title = `Rijwoning E2E prijsdaling ${Date.now().toString(36)}`;
    const listing = await publishListing(8_410_000, title, 'PD');
    const alike = await publishListing(8_900_000, `Rijwoning E2E gelijkaardig ${Date.now().toString(36)}`, 'PS');
    const listUrl = siteUrl(`${listingPath('nl', 0)}?minPrice=8000000&maxPrice=9500000`);

    const context = await newVisitor(browser, '198.51.100.221', false);
    const page = await context.newPage();
    // Public pages may be kept a minute by the browser: this visitor asks the site each time, as
    // one who comes back later would (Playwright's routing turns the browser's HTTP cache off).
    await context.route('**/*', (route) => route.continue());
    const before = await cardOn(page, listUrl, title, (text) => spaced(text).includes(spaced(formatPrice(8_410_000))));
    expect(before).not.toContain(ribbon);

    // The agent lowers the price and publishes, as in the admin.
    await listings.change(listing.documentId, { price: 8_250_000 });

    const after = await cardOn(page, listUrl, title, (text) => spaced(text).includes(spaced(formatPrice(8_250_000))));
    expect(after).toContain(ribbon);
    // The other listing had no drop: no mark.
    const other = page.locator('article.listing-card', { hasText: 'gelijkaardig' });
    await expect.poll(() => other.count()).toBeGreaterThan(0);
    expect(await other.first().innerText()).not.toContain(ribbon);

    // The listing's page: the drop in its history, dated today, and the similar listing's card.
    await page.locator('article.listing-card', { hasText: title }).getByRole('link', { name: title }).click();
    await page.waitForURL(new RegExp(`${listing.reference.toLowerCase()}|${listing.reference}`, 'i'));
    const history = page.getByRole('region', { name: message('nl', 'priceHistory.heading') });
    const rows = history.getByRole('row');
    await expect.poll(() => rows.count()).toBe(2);
    const row = (await rows.nth(1).innerText()).replace(/\s+/g, ' ');
    expect(row).toContain(spaced(`${formatPrice(8_410_000)} → ${formatPrice(8_250_000)}`));
    expect(row).toContain(message('nl', 'priceHistory.price'));
    const today = new Intl.DateTimeFormat('nl-BE', { dateStyle: 'medium', timeZone: 'Europe/Brussels' }).format(
      new Date(),
    );
    expect(row).toContain(today);
    expect(await page.locator('.ribbon').first().innerText()).toBe(ribbon);

    const similar = page.getByRole('region', { name: message('nl', 'similarListings.heading') });
    const similarTitles = await similar.getByRole('heading', { level: 3 }).allInnerTexts();
    expect(similarTitles.length).toBeGreaterThan(0);
    expect(similarTitles.length).toBeLessThanOrEqual(4);
    expect(similarTitles.some((text) => text.includes('gelijkaardig'))).toBe(true);
    expect(similarTitles).not.toContain(title);
    expect(alike.reference).toBeTruthy();

    // For a look at the page on a desktop and a phone (PNGs in the temporary folder).
    await page.screenshot({ path: path.join(tmpdir(), 'vitrine-price-history-desktop.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await history.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(tmpdir(), 'vitrine-price-history-phone.png') });
    await page.goto(listUrl);
    await page.screenshot({ path: path.join(tmpdir(), 'vitrine-price-lowered-card-phone.png') });
    await context.close();
  });
});
