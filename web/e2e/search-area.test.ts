import { encodeSearchArea, listingPath, parseSearchArea, type SearchArea } from '@vitrine/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { agentListings, leafPropertyType } from './agent';
import { hydrated, launchChromium, message, newVisitor, siteUrl } from './site';

// Issue 22, item 3, as a visitor sees it: an area around Gent in the list's URL (as the map's
// drawing tool writes it) lists only the listings inside it, on page 1 and page 2, and "save this
// search" keeps the area with the standing search. Without JavaScript: all of it is plain links
// and forms. Thirteen listings inside and two just outside, in a price band of their own.

let browser: Browser;
let leafType: string;
const listings = agentListings(() => leafType);
const tag = Date.now().toString(36);
const band = { min: 7_770_000, max: 7_779_999 };

/** A quadrilateral over Gent's centre (51.03–51.08 N, 3.68–3.76 E). */
const gent: SearchArea = {
  kind: 'polygon',
  points: [
    { lat: 51.03, lng: 3.68 },
    { lat: 51.08, lng: 3.68 },
    { lat: 51.08, lng: 3.76 },
    { lat: 51.03, lng: 3.76 },
  ],
};
const inside = Array.from({ length: 13 }, (_, index) => ({
  title: `Gebied E2E binnen ${index + 1} ${tag}`,
  latitude: 51.04 + index * 0.002,
  longitude: 3.7 + index * 0.003,
}));
// In Gent's postal code and price band, outside the area: north of it and east of it.
const outside = [
  { title: `Gebied E2E buiten noord ${tag}`, latitude: 51.1, longitude: 3.72 },
  { title: `Gebied E2E buiten oost ${tag}`, latitude: 51.05, longitude: 3.8 },
];

beforeAll(async () => {
  browser = await launchChromium();
  leafType = (await leafPropertyType()).documentId;
  for (const [index, listing] of [...inside, ...outside].entries()) {
    await listings.publish({ ...listing, price: band.min + index * 100 }, 'GA');
  }
});

afterAll(async () => {
  await listings.removeAll();
  await browser?.close();
});

const listUrl = (query: string) => siteUrl(`${listingPath('nl', 0)}?minPrice=${band.min}&maxPrice=${band.max}${query}`);

/** The titles of the cards on the page shown. */
const cardTitles = (page: Page) => page.locator('article.listing-card .listing-card__title').allInnerTexts();

/** "13 panden", as the list says a count (the plural form of the translators' message). */
const countText = (count: number) =>
  /other \{([^}]*)\}/.exec(message('nl', 'listings.resultCount'))![1]!.replace('#', String(count));

describe('an area drawn around Gent', () => {
  test('lists only the listings inside, on page 1 and page 2, without JavaScript; the count says 13', async () => {
    const context = await newVisitor(browser, '198.51.100.201', false);
    const page = await context.newPage();
    // Without the area, the band holds all fifteen.
    await page.goto(listUrl(''));
    expect(await page.locator('main').innerText()).toContain(countText(15));

    await page.goto(listUrl(`&area=${encodeSearchArea(gent)}`));
    expect(await page.locator('main').innerText()).toContain(countText(13));
    const first = await cardTitles(page);
    expect(first).toHaveLength(12);
    // Page 2 by its link: the area goes with it.
    await page.locator('.pagination a[rel="next"]').click();
    await page.waitForURL(/page=2/);
    expect(new URL(page.url()).searchParams.get('area')).toBe(encodeSearchArea(gent));
    const second = await cardTitles(page);
    expect([...first, ...second].sort()).toEqual(inside.map((listing) => listing.title).sort());
    await context.close();
  });

  test('"save this search" keeps the area with the standing search', async () => {
    const context = await newVisitor(browser, '198.51.100.202', false);
    const page = await context.newPage();
    await page.goto(listUrl(`&area=${encodeSearchArea(gent)}`));
    await page.getByRole('link', { name: message('nl', 'demand.saveSearch') }).click();
    await page.waitForURL(/area=/);
    expect(await page.locator('main').innerText()).toContain(message('nl', 'demand.areaNote'));
    const hidden = await page.locator('main form input[type="hidden"][name="area"]').inputValue();
    expect(hidden).toBe(encodeSearchArea(gent));
    await context.close();
  });

  test('drawn with the mouse on the map, with JavaScript: the list follows, the area in its URL', async () => {
    const context = await newVisitor(browser, '198.51.100.203', true);
    const page = await context.newPage();
    await page.goto(listUrl('&view=map'));
    const frameElement = page.locator('iframe.results-map__frame');
    await hydrated(page.locator('main form').first());
    await expect.poll(() => frameElement.count()).toBe(1);
    const frame = page.frameLocator('iframe.results-map__frame');
    await frame.getByRole('button', { name: message('nl', 'map.area.draw') }).click();
    // The map fits the fifteen listings (3.70–3.80 E): the left half leaves out the one east of Gent.
    const map = frame.locator('.leaflet-container');
    const box = (await map.boundingBox())!;
    for (const [x, y] of [
      [0.05, 0.05],
      [0.55, 0.05],
      [0.55, 0.95],
      [0.05, 0.95],
    ]) {
      await map.click({ position: { x: box.width * x!, y: box.height * y! } });
    }
    await frame.getByRole('button', { name: message('nl', 'map.area.finish') }).click();
    await page.waitForURL(/area=/);
    const drawn = parseSearchArea(new URL(page.url()).searchParams.get('area') ?? '');
    expect(drawn.area?.kind).toBe('polygon');
    expect(drawn.area?.kind === 'polygon' ? drawn.area.points : []).toHaveLength(4);
    // The polygon ends at about 3.76 E: the listing at 3.80 E is left out, the thirteen are in.
    await expect.poll(() => page.locator('main').innerText()).toContain(countText(14));
    expect(await page.locator('#results-map-count').innerText()).toContain('14');
    await context.close();
  });
});
