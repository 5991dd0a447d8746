import { formatPrice, listingPath, type Language } from '@vitrine/domain';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { agentListings, contentManager, leafPropertyType } from './agent';
import { hydrated, launchChromium, message, newVisitor, siteUrl } from './site';

// Issue 22, item 1, as a buyer sees it: under a listing for sale, the estimated full cost of
// buying, itemised, for the situation the visitor picks in a plain GET form. One listing per
// region, each at the price of a worked example its official source publishes (the domain's
// table test holds the sources): the registration duty the page shows is that example's.

let browser: Browser;
let leafType: string;
const listings = agentListings(() => leafType);
const tag = Date.now().toString(36);

type Region = {
  name: string;
  language: Language;
  price: number;
  place: Record<string, unknown>;
  /** The registration duty for a sole own home (the form's default) and for an investor. */
  ownHome: number;
  investor: number;
};

const regions: Region[] = [
  // Vlaanderen.be: 12 % for a second home of 300,000 €; 2 % for the sole own home since 2025.
  {
    name: 'Flanders',
    language: 'nl',
    price: 300_000,
    place: { zip: '9000', city: 'Gent' },
    ownHome: 6_000,
    investor: 36_000,
  },
  // SPW: 12.5 %, or 3 % for the own home since 2025.
  {
    name: 'Wallonia',
    language: 'fr',
    price: 300_000,
    place: { zip: '4000', city: 'Liège' },
    ownHome: 9_000,
    investor: 37_500,
  },
  // be.brussels: 12.5 % after the 200,000 € abatement of an own home (livios.be's worked example).
  {
    name: 'Brussels',
    language: 'en',
    price: 350_000,
    place: { zip: '1000', city: 'Brussel' },
    ownHome: 18_750,
    investor: 43_750,
  },
  // guichet.lu: 6 % registration (7 % with transcription), the Bëllegen Akt credit for an own first home.
  {
    name: 'Luxembourg',
    language: 'de',
    price: 500_000,
    place: { zip: '1724', city: 'Luxembourg', countryId: 50 },
    ownHome: 30_000,
    investor: 30_000,
  },
];

/** A listing's title in every language the test writes it in. */
const titleOf = (region: Region) => `Kostprijs E2E ${region.name} ${tag}`;

/** Gives the listing its page in `language` too (a translation an agent adds in the admin: title, city, type), published. */
async function translate(documentId: string, region: Region) {
  if (region.language === 'nl') return;
  const uid = 'api::property.property';
  await contentManager('PUT', `${uid}/${documentId}?locale=${region.language}`, {
    title: titleOf(region),
    city: region.place.city,
    propertyType: { connect: [{ documentId: leafType, locale: region.language }] },
  });
  await contentManager('POST', `${uid}/${documentId}/actions/publish?locale=${region.language}`, {});
}

const published = new Map<string, string>();

beforeAll(async () => {
  browser = await launchChromium();
  leafType = (await leafPropertyType()).documentId;
  for (const region of regions) {
    const { documentId } = await listings.publish(
      { price: region.price, title: titleOf(region), ...region.place },
      'PC',
    );
    await translate(documentId, region);
    published.set(region.name, documentId);
  }
});

afterAll(async () => {
  await listings.removeAll();
  await browser?.close();
});

/** Opens the listing's page from the list of its price, as a visitor finds it. */
async function openListing(page: Page, region: Region) {
  const list = siteUrl(`${listingPath(region.language, 0)}?minPrice=${region.price}&maxPrice=${region.price}`);
  const card = page.locator('article.listing-card', { hasText: titleOf(region) });
  await expect
    .poll(
      async () => {
        await page.goto(list);
        return card.count();
      },
      { timeout: 20_000, interval: 500 },
    )
    .toBe(1);
  await card.getByRole('link', { name: titleOf(region) }).click();
  await page.waitForURL(/\/[A-Za-z0-9-]+\/$/, { waitUntil: 'domcontentloaded' });
}

/** The amount of the row whose label starts like `id`'s message. */
async function rowAmount(page: Page, language: Language, id: string): Promise<string | null> {
  const label = message(language, id).split('{')[0]!.trim();
  const row = page.locator('.purchase-costs__table tr', { has: page.locator('th', { hasText: label }) });
  return (await row.count()) === 1 ? (await row.locator('td').innerText()).replace(/\s+/g, ' ') : null;
}

const say = (amount: number) => formatPrice(amount).replace(/\s+/g, ' ');

describe('the full cost of buying, without JavaScript', () => {
  for (const region of regions) {
    test(`${region.name} in ${region.language}: the own home by default, then an investor's, from the plain GET form`, async () => {
      const context = await newVisitor(browser, `198.51.100.${180 + regions.indexOf(region)}`, false);
      const page = await context.newPage();
      await openListing(page, region);
      const block = page.getByRole('region', { name: message(region.language, 'purchaseCosts.heading') });
      await expect.poll(() => block.count()).toBe(1);
      expect(await block.innerText()).toContain(
        message(region.language, 'purchaseCosts.estimate').split('{')[0]!.trim(),
      );

      const duty = 'purchaseCosts.line.registrationDuty';
      expect(await rowAmount(page, region.language, duty)).toBe(say(region.ownHome));
      if (region.name === 'Luxembourg') {
        expect(await rowAmount(page, region.language, 'purchaseCosts.line.taxCredit')).toBe(say(-30_000));
      }

      // Not an own home: the form is sent as a GET to the listing's own URL.
      const form = block.locator('form');
      await form.locator('input[name="own"][value="no"]').check();
      await form.locator('input[name="first"][value="no"]').check();
      await form.getByRole('button', { name: message(region.language, 'purchaseCosts.submit') }).click();
      await page.waitForURL(/own=no/, { waitUntil: 'domcontentloaded' });
      expect(await rowAmount(page, region.language, duty)).toBe(say(region.investor));
      expect(await rowAmount(page, region.language, 'purchaseCosts.line.taxCredit')).toBeNull();
      // The choice is kept in the form it came back with.
      expect(await form.locator('input[name="own"][value="no"]').isChecked()).toBe(true);

      if (region.name === 'Brussels') {
        await page.screenshot({ path: path.join(tmpdir(), 'vitrine-purchase-costs-desktop.png'), fullPage: true });
      }
      await context.close();
    });
  }

  test('a loan that is not an amount: the error beside the field, the input kept, no estimate changed', async () => {
    const region = regions[0]!;
    const context = await newVisitor(browser, '198.51.100.190', false);
    const page = await context.newPage();
    await openListing(page, region);
    const form = page.locator('.purchase-costs form');
    await form.locator('input[name="loan"]').fill('twee ton');
    await form.getByRole('button', { name: message('nl', 'purchaseCosts.submit') }).click();
    await page.waitForURL(/loan=/, { waitUntil: 'domcontentloaded' });
    expect(await page.locator('#purchase-loan-error').innerText()).toBe(message('nl', 'purchaseCosts.error.loan'));
    expect(await form.locator('input[name="loan"]').inputValue()).toBe('twee ton');
    await context.close();
  });
});

describe('with JavaScript', () => {
  test('two buyers and a loan, on a phone: the same GET, the mortgage deed added', async () => {
    const region = regions[1]!;
    const context = await newVisitor(browser, '198.51.100.191', true, 390);
    const page = await context.newPage();
    await openListing(page, region);
    const form = page.locator('.purchase-costs form');
    await hydrated(form);
    await form.locator('input[name="buyers"][value="2"]').check();
    await form.locator('input[name="loan"]').fill('200000');
    await form.getByRole('button', { name: message('fr', 'purchaseCosts.submit') }).click();
    await page.waitForURL(/loan=200000/);
    await expect
      .poll(() => rowAmount(page, 'fr', 'purchaseCosts.line.mortgageRegistration'), { timeout: 15_000 })
      .not.toBeNull();
    expect(await rowAmount(page, 'fr', 'purchaseCosts.line.registrationDuty')).toBe(say(region.ownHome));
    await page.locator('.purchase-costs').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(tmpdir(), 'vitrine-purchase-costs-phone.png') });
    await context.close();
  });
});
