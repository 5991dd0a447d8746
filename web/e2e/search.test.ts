import { listingPath } from '@vitrine/domain';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { languages, launchChromium, message, messagePattern, siteUrl, visitorOptions, type Language } from './site';

// The search of the lists on the demo content: the property type from the classification tree, a
// criterion of the demand register behind "More criteria", and the projects list's own search.

let browser: Browser;
let withScript: BrowserContext;
let withoutScript: BrowserContext;

beforeAll(async () => {
  browser = await launchChromium();
  withScript = await browser.newContext(visitorOptions());
  withoutScript = await browser.newContext(visitorOptions({ javaScriptEnabled: false }));
  for (const context of [withScript, withoutScript]) {
    await context.addCookies([{ name: 'vitrine_consent', value: 'necessary', url: siteUrl('/') }]);
  }
});

afterAll(async () => {
  await browser?.close();
});

/** The total and "page X of Y" of a list page: `{ page, of }`, or `null` when nothing matched. */
async function paging(page: Page, language: Language) {
  const summary = (await page.locator('.listing-list__summary').textContent()) ?? '';
  const match = messagePattern(language, 'listings.pageOf').exec(summary);
  return match ? { page: Number(match[1]), of: Number(match[2]) } : null;
}

/** The type names written on the cards of the page. */
const cardTypes = (page: Page) => page.locator('.listing-grid .listing-card__type').allTextContents();

/** The demo's houses: a main type of the classification tree, with subtypes on offer in every language. */
const houses = '1';

/** A main type of the select's tree: its name, and the names of its subtypes as the select offers them. */
async function typeGroup(form: Locator, id: string) {
  const group = form.locator(`select[name="type"] optgroup:has(option[value="${id}"])`);
  const subtypes = (await group.locator('option').allTextContents()).slice(1);
  expect(subtypes.length).toBeGreaterThan(0);
  return { subtypes, label: (await group.getAttribute('label')) as string };
}

describe.each(languages)('searching in %s', (language) => {
  test('a main property type finds the listings of its subtypes, narrowed by a "More criteria" count', async () => {
    const page = await withScript.newPage();
    await page.goto(siteUrl(listingPath(language, 0)));
    const form = page.getByRole('form', { name: message(language, 'listings.search.label') });
    const everything = await paging(page, language);
    expect(everything?.of).toBeGreaterThan(1);

    const id = houses;
    const { subtypes, label } = await typeGroup(form, id);
    // Every card of the main type or one of its subtypes (the demo's listings are all subtypes).
    const ofTheGroup = async () => {
      const types = await cardTypes(page);
      return types.length > 0 && types.every((type) => [label, ...subtypes].includes(type));
    };
    expect(await ofTheGroup()).toBe(false);
    await form.locator('select[name="type"]').selectOption(id);
    await form.getByRole('button', { name: message(language, 'listings.search.submit') }).click();
    await page.waitForURL((url) => url.searchParams.get('type') === id);
    await expect.poll(ofTheGroup).toBe(true);
    const byType = await paging(page, language);
    expect(byType?.page).toBe(1);
    expect(byType?.of).toBeLessThan(everything?.of ?? 0);

    await form.getByText(message(language, 'listings.search.moreCriteria')).click();
    await form.getByLabel(message(language, 'listings.search.bathrooms')).selectOption('2');
    await form.getByRole('button', { name: message(language, 'listings.search.submit') }).click();
    await page.waitForURL((url) => url.searchParams.get('bathrooms') === '2' && url.searchParams.get('type') === id);
    await page.waitForLoadState('networkidle');
    await expect.poll(ofTheGroup).toBe(true);
    expect((await paging(page, language))?.of).toBeLessThanOrEqual(byType?.of ?? 0);
    // The criterion stays shown, its disclosure open.
    expect(await form.getByLabel(message(language, 'listings.search.bathrooms')).inputValue()).toBe('2');
    expect(await form.locator('details.search-form__more').getAttribute('open')).not.toBeNull();
    await page.close();
  });

  test('without JavaScript, a subtype and a garage count in the plain GET form', async () => {
    const page = await withoutScript.newPage();
    // A subtype that some listing with a garage has: the demo's data decide which one, not the
    // order of the labels in this language.
    await page.goto(siteUrl(`${listingPath(language, 0)}?minPrice=850&garages=1`));
    const [subtype] = await cardTypes(page);
    expect(subtype).toBeTruthy();
    await page.goto(siteUrl(listingPath(language, 0)));
    const form = page.getByRole('form', { name: message(language, 'listings.search.label') });
    const type = form.locator('select[name="type"]');
    await type.selectOption({ label: subtype as string });
    const typeId = await type.inputValue();
    // The filters are a disclosure on a phone; on this desktop window they are shown.
    await form.getByText(message(language, 'listings.search.moreCriteria')).click();
    await form.getByLabel(message(language, 'listings.search.garages')).selectOption('1');
    await form.getByLabel(message(language, 'listings.search.minPrice')).fill('850');
    await form.getByRole('button', { name: message(language, 'listings.search.submit') }).click();
    await page.waitForURL((url) => url.searchParams.get('garages') === '1');
    const url = new URL(page.url());
    // The server wrote the search in its canonical form (no empty fields).
    expect(url.search).toBe(`?type=${typeId}&minPrice=850&garages=1`);
    expect(await page.locator('.listing-grid .listing-card').count()).toBeGreaterThan(0);
    for (const name of await cardTypes(page)) expect(name).toBe(subtype);
    await page.close();
  });

  test('the projects list searches by region, sorts by price and says when nothing matches', async () => {
    const page = await withScript.newPage();
    const projects = listingPath(language, 'projects');
    await page.goto(siteUrl(projects));
    const all = await page.locator('.listing-grid .listing-card').count();
    expect(all).toBeGreaterThan(1);
    expect((await paging(page, language))?.page).toBe(1);

    const form = page.getByRole('form', { name: message(language, 'projects.search.label') });
    await form.getByLabel(message(language, 'listings.search.region')).selectOption('wallonia');
    await form.getByLabel(message(language, 'listings.search.sort')).selectOption('price-asc');
    await form.getByRole('button', { name: message(language, 'listings.search.submit') }).click();
    await page.waitForURL((url) => url.searchParams.get('region') === 'wallonia');
    expect(new URL(page.url()).search).toBe('?region=wallonia&sort=price-asc');
    await expect.poll(() => page.locator('.listing-grid .listing-card').count()).toBeLessThan(all);
    expect(await page.locator('.listing-grid .listing-card').count()).toBeGreaterThan(0);
    // Prices rise from card to card; projects without a price (sold out) come last.
    const prices = (await page.locator('.listing-grid .listing-card').allTextContents()).map((text) => {
      const match = /€\s?([\d.]+)/.exec(text);
      return match ? Number((match[1] as string).replaceAll('.', '')) : Number.POSITIVE_INFINITY;
    });
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    await form.getByLabel(message(language, 'listings.search.place')).fill('Nergensdorp');
    await form.getByRole('button', { name: message(language, 'listings.search.submit') }).click();
    await page.waitForURL((url) => url.searchParams.get('place') === 'Nergensdorp');
    await expect.poll(() => page.getByText(message(language, 'listings.noResults')).count()).toBe(1);
    const clear = page.getByRole('link', { name: message(language, 'listings.clearFilters') });
    expect(await clear.getAttribute('href')).toBe(projects);
    await page.close();
  });
});
