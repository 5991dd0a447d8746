import { favouritesPath, formatPrice, listingPath, purchaseOfferDeposit, thankYouPath } from '@vitrine/domain';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { caughtMails } from '../../cms/tests/mail-catcher';
import {
  launchChromium,
  mailWait,
  message,
  newVisitor,
  personsTime,
  siteUrl,
  uniqueEmail,
  type Language,
} from './site';

// Issue 10, parts 2 and 4, as a visitor: a purchase offer with JavaScript off and on (stored,
// mailed with the 10% deposit), and favourites kept with the hearts and opened from a shared link
// in a fresh browser.

let browser: Browser;
let adminJwt: string;

beforeAll(async () => {
  browser = await launchChromium();
  // The suite's one admin session (global-setup.ts): Strapi limits admin logins per address.
  adminJwt = inject('adminJwt');
});

afterAll(async () => {
  await browser?.close();
});

async function offers(email: string): Promise<Array<Record<string, unknown>>> {
  const query = new URLSearchParams({ 'filters[$and][0][email][$eq]': email });
  const response = await fetch(
    `${inject('strapiUrl')}/content-manager/collection-types/api::purchase-offer.purchase-offer?${query}`,
    { headers: { authorization: `Bearer ${adminJwt}` } },
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { results: Array<Record<string, unknown>> }).results;
}

/** The listing cards of a list page: their paths and titles. */
async function cards(page: Page, language: Language, goal: 0 | 1) {
  await page.goto(siteUrl(listingPath(language, goal)));
  return page.locator('.listing-card').evaluateAll((nodes) =>
    nodes.map((node) => ({
      path: node.querySelector('a')!.getAttribute('href')!,
      title: node.querySelector('.listing-card__title')!.textContent!.trim(),
    })),
  );
}

async function makeOffer(page: Page, language: Language, email: string, amount: number) {
  await page.locator('#purchaseOffer summary').click();
  const form = page.locator('#purchaseOffer form');
  const field = (id: string) => form.getByLabel(message(language, id), { exact: true });
  await field('offers.field.amount').fill(String(amount));
  await field('offers.field.validUntil').fill('2099-06-30');
  await form.getByLabel(message(language, 'forms.field.title.mr'), { exact: true }).check();
  await field('forms.field.firstName').fill('Pieter');
  await field('forms.field.lastName').fill('Janssens');
  await field('forms.field.email').fill(email);
  await field('forms.field.phone').fill('0475123456');
  await field('forms.field.street').fill('Kouter');
  await field('forms.field.houseNumber').fill('7');
  await field('forms.field.zip').fill('9000');
  await field('forms.field.city').fill('Gent');
  return form;
}

describe('a purchase offer', () => {
  test.each([
    ['nl', false],
    ['fr', true],
  ] as const)(
    'in %s (JavaScript %s): refused without the deposit accepted, input kept; then stored and mailed with its deposit (10 per cent)',
    async (language, javaScript) => {
      const context = await newVisitor(browser, `198.51.100.${javaScript ? 140 : 141}`, javaScript);
      const page = await context.newPage();
      const [listing] = await cards(page, language, 0);
      await page.goto(siteUrl(listing!.path));
      // The rule is stated before anything is sent.
      await expect
        .poll(() => page.locator('#purchaseOffer').innerText())
        .toContain(message(language, 'offers.heading'));
      const email = uniqueEmail(`offer-${language}`);
      const amount = 287_000;
      const form = await makeOffer(page, language, email, amount);
      await page.waitForTimeout(personsTime);
      await form.getByRole('button', { name: message(language, 'offers.send') }).click();
      // Not accepted: the error beside the checkbox, what was typed still there, nothing stored.
      const error = page.locator('#purchaseOffer').getByText(message(language, 'validation.depositRequired'));
      await error.waitFor({ timeout: 20_000 });
      expect(
        await page
          .locator('#purchaseOffer form')
          .getByLabel(message(language, 'forms.field.lastName'), { exact: true })
          .inputValue(),
      ).toBe('Janssens');
      expect(await offers(email)).toEqual([]);

      await page
        .locator('#purchaseOffer')
        .screenshot({ path: path.join(tmpdir(), `vitrine-offer-${language}-${javaScript ? 'js' : 'nojs'}.png`) });
      const again = page.locator('#purchaseOffer form');
      await again.getByLabel(message(language, 'offers.field.depositAccepted')).check();
      await again.getByRole('button', { name: message(language, 'offers.send') }).click();
      await page.waitForURL((url) => url.pathname === thankYouPath('purchase-offer', language), {
        timeout: 20_000,
        waitUntil: 'domcontentloaded',
      });
      // With JavaScript the address changes before the new page is drawn.
      await expect.poll(() => page.locator('main').innerText()).toContain(message(language, 'thankYou.purchase-offer'));

      const [stored] = await offers(email);
      expect(stored).toMatchObject({ amount, depositAccepted: true, language, leadStatus: 'new' });
      expect(Number(stored!.deposit)).toBe(purchaseOfferDeposit(amount));

      await expect
        .poll(
          async () => (await caughtMails(inject('mailDir'))).filter((mail) => mail.envelopeTo === email).length,
          mailWait,
        )
        .toBe(1);
      const [confirmation] = (await caughtMails(inject('mailDir'))).filter((mail) => mail.envelopeTo === email);
      expect(confirmation!.html).toMatch(new RegExp(`<html[^>]* lang="${language}"`));
      expect(confirmation!.text).toContain(formatPrice(purchaseOfferDeposit(amount)));
      expect(confirmation!.text).toMatch(/10 ?%/);
      expect(confirmation!.text).toContain('BE68 5390 0754 7034');
      await context.close();
    },
  );

  test('is not offered on a rental', async () => {
    const context = await newVisitor(browser, '198.51.100.142', false);
    const page = await context.newPage();
    const [rental] = await cards(page, 'en', 1);
    await page.goto(siteUrl(rental!.path));
    expect(await page.locator('h1').count()).toBe(1);
    expect(await page.locator('#purchaseOffer').count()).toBe(0);
    await context.close();
  });
});

describe('favourites', () => {
  test.each([
    [true, 390],
    [false, 1280],
  ] as const)(
    'kept with the hearts (JavaScript %s, %i px wide), listed, and the shared link opens the same list in a fresh browser',
    async (javaScript, width) => {
      const context = await newVisitor(browser, `198.51.100.${javaScript ? 143 : 144}`, javaScript, width);
      const page = await context.newPage();
      const listings = (await cards(page, 'en', 0)).slice(0, 2);
      const rental = (await cards(page, 'en', 1))[0]!;
      for (const listing of [...listings, rental]) {
        await page.goto(siteUrl(listing === rental ? rental.path : listingPath('en', 0)), {
          waitUntil: javaScript ? 'networkidle' : 'load',
        });
        // With JavaScript, the hearts' code arrives after the page: a click before it posts as without.
        if (javaScript) await page.locator('form.favourite[data-live]').first().waitFor();
        const heart = page.getByRole('button', {
          name: message('en', 'listings.favourite.save', { title: listing.title }),
        });
        await heart.first().click();
        if (javaScript) {
          // No reload: the heart shows the listing saved.
          const saved = page.getByRole('button', {
            name: message('en', 'listings.favourite.saved', { title: listing.title }),
          });
          await saved.first().waitFor({ timeout: 10_000 });
          expect(await saved.first().getAttribute('aria-pressed')).toBe('true');
          expect(new URL(page.url()).pathname).not.toBe(favouritesPath('en'));
        } else {
          await page.waitForURL((url) => url.pathname === favouritesPath('en'), { waitUntil: 'domcontentloaded' });
          expect(await page.locator('main').innerText()).toContain(message('en', 'favourites.added'));
        }
      }
      await page.goto(siteUrl(favouritesPath('en')));
      const titles = () => page.locator('.favourites__list .listing-card__title').allInnerTexts();
      await expect.poll(titles).toHaveLength(3);
      // For people to look at (phone and desktop): not compared to anything.
      await page.screenshot({ path: path.join(tmpdir(), `vitrine-favourites-${width}.png`), fullPage: true });
      expect((await titles()).map((title) => title.trim()).sort()).toEqual(
        [...listings, rental].map((listing) => listing.title).sort(),
      );

      const shareUrl = await page.getByRole('textbox', { name: message('en', 'favourites.shareLabel') }).inputValue();
      const elsewhere = await newVisitor(browser, '198.51.100.145', javaScript, width === 390 ? 1280 : 390);
      const other = await elsewhere.newPage();
      await other.goto(shareUrl);
      const sharedTitles = await other.locator('.favourites__list .listing-card__title').allInnerTexts();
      expect(sharedTitles.map((title) => title.trim())).toEqual((await titles()).map((title) => title.trim()));
      expect(await other.locator('main').innerText()).toContain('A shortlist of 3 properties was shared with you.');
      // Kept on the other device: its own favourites page now lists them.
      await other.getByRole('button', { name: message('en', 'favourites.keep') }).click();
      await other.waitForURL((url) => url.pathname === favouritesPath('en') && url.search === '', {
        waitUntil: 'domcontentloaded',
      });
      await expect.poll(() => other.locator('.favourites__list .listing-card__title').count()).toBe(3);

      // Removing one on the first device.
      const first = (await titles())[0]!.trim();
      await page.getByRole('button', { name: message('en', 'favourites.remove', { title: first }) }).click();
      await expect.poll(titles).toHaveLength(2);
      await elsewhere.close();
      await context.close();
    },
  );
});
