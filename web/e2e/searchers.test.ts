import { thankYouPath } from '@vitrine/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import {
  hydrated,
  landsOn,
  launchChromium,
  message,
  newVisitor,
  personsTime,
  siteUrl,
  uniqueEmail,
  type Language,
} from './site';
import { contentManager, provinceOf } from './agent';

// Issue 22, item 2, as a seller sees it: the free valuation page says how many confirmed standing
// searches want the home described (kind, postal code, asking-price range), without JavaScript by
// its "How many buyers are looking?" button, with it as the fields change; the thank-you page
// repeats it. The number is the one Strapi's register holds (its own test checks how it counts).

let browser: Browser;
let eastFlanders: number;
const house = 1;

/** A confirmed search for a house in East Flanders, as an agent enters it. */
async function search(criteria: Record<string, unknown>, confirmed = true) {
  await contentManager('POST', 'api::demand-register.demand-register', {
    goal: 0,
    language: 'nl',
    delivery: 'instant',
    email: uniqueEmail('searcher'),
    propertyTypes: [house],
    regions: [eastFlanders],
    ...criteria,
    confirmedAt: confirmed ? new Date().toISOString() : null,
  });
}

/** What the register holds for a question, as Strapi answers it (a visitor address of its own). */
async function registerCount(query: string): Promise<{ kind: string; n: number | null }> {
  const response = await fetch(`${inject('strapiUrl')}/api/searchers?${query}`, {
    headers: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 200) + 20}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { kind: string; n: number | null } }).data;
}

/** The sentence a count is said with in `language`. */
function sentence(language: Language, count: { kind: string; n: number | null }): string {
  if (count.kind !== 'count') return message(language, `searchers.${count.kind}`);
  const n = new Intl.NumberFormat(`${language}-BE`).format(count.n!);
  return message(language, 'searchers.count').replace('{n, number}', n);
}

beforeAll(async () => {
  browser = await launchChromium();
  eastFlanders = await provinceOf(9000);
  // Four that want a house in 9000 at 300,000–400,000, one not yet confirmed, one that is too cheap.
  await search({ maxPrice: 350000 });
  await search({ minPrice: 380000, maxPrice: 450000 });
  await search({ budget: 300000 });
  await search({});
  await search({}, false);
  await search({ maxPrice: 200000 });
});

afterAll(async () => {
  await browser?.close();
});

const answer = (page: Page) => page.locator('.searchers__answer');

async function describeHome(page: Page, language: Language, min: string, max: string) {
  const form = page.locator('main form').first();
  await form.getByLabel(message(language, 'forms.field.homeType')).selectOption(String(house));
  await form.getByLabel(message(language, 'forms.field.zip'), { exact: true }).fill('9000');
  await form.getByLabel(message(language, 'forms.field.askingPriceMin')).fill(min);
  await form.getByLabel(message(language, 'forms.field.askingPriceMax')).fill(max);
  return form;
}

describe('the free valuation page', () => {
  test('without JavaScript (nl): the button shows the count and keeps the input; the thank-you page repeats it', async () => {
    const expected = await registerCount(`type=${house}&zip=9000&minPrice=300000&maxPrice=400000`);
    expect(expected.kind).toBe('count');
    expect(expected.n).toBeGreaterThanOrEqual(4);
    const context = await newVisitor(browser, '198.51.100.61', false);
    const page = await context.newPage();
    await page.goto(siteUrl('/nl/gratis-schatting/'));
    let form = await describeHome(page, 'nl', '300000', '400000');
    await form.getByRole('button', { name: message('nl', 'searchers.ask') }).click();
    await expect.poll(() => answer(page).textContent()).toBe(sentence('nl', expected));
    // The same page, its input kept, nothing sent.
    expect(new URL(page.url()).pathname).toBe('/nl/gratis-schatting/');
    form = page.locator('main form').first();
    expect(await form.getByLabel(message('nl', 'forms.field.zip'), { exact: true }).inputValue()).toBe('9000');
    expect(await form.getByLabel(message('nl', 'forms.field.askingPriceMax')).inputValue()).toBe('400000');

    await form.getByLabel(message('nl', 'forms.field.title.mr'), { exact: true }).check();
    await form.getByLabel(message('nl', 'forms.field.firstName'), { exact: true }).fill('Jan');
    await form.getByLabel(message('nl', 'forms.field.lastName'), { exact: true }).fill('Claes');
    await form.getByLabel(message('nl', 'forms.field.email'), { exact: true }).fill(uniqueEmail('valuation'));
    await form.getByLabel(message('nl', 'forms.field.phone'), { exact: true }).fill('0475 12 34 56');
    await form.getByLabel(message('nl', 'forms.field.street'), { exact: true }).fill('Kouter');
    await form.getByLabel(message('nl', 'forms.field.houseNumber'), { exact: true }).fill('12');
    await form.getByLabel(message('nl', 'forms.field.city'), { exact: true }).fill('Gent');
    await page.waitForTimeout(personsTime);
    await form.getByRole('button', { name: message('nl', 'forms.send') }).click();
    await landsOn(
      page,
      `${thankYouPath('contact-demand', 'nl')}?homeType=1&zip=9000&askingPriceMin=300000&askingPriceMax=400000`,
    );
    expect(await page.locator('.thank-you__searchers').textContent()).toBe(sentence('nl', expected));
    await context.close();
  });

  test('with JavaScript (fr): the count follows the fields as they change, without leaving the page', async () => {
    const expected = await registerCount(`type=${house}&zip=9000&minPrice=300000&maxPrice=400000`);
    const context = await newVisitor(browser, '198.51.100.62', true);
    const page = await context.newPage();
    await page.goto(siteUrl('/fr/estimation-gratuite/'));
    await hydrated(page.locator('main form').first());
    const form = await describeHome(page, 'fr', '300000', '400000');
    await expect.poll(() => answer(page).textContent(), { timeout: 10_000 }).toBe(sentence('fr', expected));
    // A price above every bounded search (those with no price bound still want it): the sentence
    // changes by itself.
    const dearer = await registerCount(`type=${house}&zip=9000&minPrice=90000000&maxPrice=95000000`);
    await form.getByLabel(message('fr', 'forms.field.askingPriceMin')).fill('90000000');
    await form.getByLabel(message('fr', 'forms.field.askingPriceMax')).fill('95000000');
    await expect.poll(() => answer(page).textContent(), { timeout: 10_000 }).toBe(sentence('fr', dearer));
    expect(sentence('fr', dearer)).not.toBe(sentence('fr', expected));
    expect(new URL(page.url()).pathname).toBe('/fr/estimation-gratuite/');
    await context.close();
  });
});
