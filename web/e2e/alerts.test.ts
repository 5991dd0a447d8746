import { listingPath, searchAlertPath, thankYouPath } from '@vitrine/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { agentListings, leafPropertyType, provinceOf } from './agent';
import {
  landsOn,
  launchChromium,
  mailsTo,
  message,
  newVisitor,
  personsTime,
  siteUrl,
  uniqueEmail,
  waitForMails,
  type Language,
} from './site';

// Issue 10.3 as a visitor sees it: "save this search" on a list, the form with JavaScript off and
// on, the confirmation link of the mail, an agent publishing a matching listing in the admin, the
// alert mail, and one click on its unsubscribe link. Mails are read from the real SMTP server.

let browser: Browser;
let rootType: number;
let leafType: string;
let province: number;
const listings = agentListings(() => leafType);

beforeAll(async () => {
  browser = await launchChromium();
  const type = await leafPropertyType();
  leafType = type.documentId;
  rootType = type.parentId;
  province = await provinceOf(9000);
});

afterAll(async () => {
  await listings.removeAll();
  await browser?.close();
});

/** An agent creates a listing in Gent and publishes it, as in the admin. */
const publishListing = async (price: number, title: string) => (await listings.publish({ price, title })).documentId;

/** Fills the search alert form: the type and province of the test listings, the person, consent. */
async function fillForm(page: Page, language: Language, email: string) {
  const form = page.locator('main form').first();
  await form.locator(`input[name="propertyTypes"][value="${rootType}"]`).check();
  await form.locator(`input[name="regions"][value="${province}"]`).check();
  await form.getByLabel(message(language, 'demand.delivery.instant'), { exact: true }).check();
  await form.getByLabel(message(language, 'forms.field.title.ms'), { exact: true }).check();
  await form.getByLabel(message(language, 'forms.field.firstName'), { exact: true }).fill('Ann');
  await form.getByLabel(message(language, 'forms.field.lastName'), { exact: true }).fill('Peeters');
  await form.getByLabel(message(language, 'forms.field.email'), { exact: true }).fill(email);
  await form.getByLabel(message(language, 'demand.consent'), { exact: true }).check();
  return form;
}

/** Opens the confirmation link of the mail and clicks its one button. */
async function confirmByMail(page: Page, language: Language, email: string) {
  const [mail] = await waitForMails(email, 1);
  expect(mail!.html).toMatch(new RegExp(`<html[^>]* lang="${language}"`));
  const link = /href="([^"]+\/confirm\/\?token=[^"]+)"/.exec(mail!.html)?.[1]?.replaceAll('&amp;', '&');
  expect(link?.startsWith(siteUrl(searchAlertPath(language, 'confirm')))).toBe(true);
  await page.goto(link!);
  await page.getByRole('button', { name: message(language, 'demand.confirm.button') }).click();
  await expect
    .poll(() => page.locator('main [role="status"]').innerText())
    .toBe(message(language, 'demand.confirm.confirmed'));
}

describe('a search alert', () => {
  test('saved from the list (nl, JavaScript off), confirmed by its mail, mails a matching publication, and stops after one click on unsubscribe', async () => {
    const context = await newVisitor(browser, '198.51.100.150', false);
    const page = await context.newPage();
    await page.goto(siteUrl(`${listingPath('nl', 0)}?minPrice=6100000&maxPrice=6200000`));
    await page.getByRole('link', { name: message('nl', 'demand.saveSearch') }).click();
    await landsOn(page, searchAlertPath('nl'));
    const form = page.locator('main form').first();
    await expect.poll(() => form.getByLabel(message('nl', 'demand.minPrice')).inputValue()).toBe('6100000');
    expect(await form.getByLabel(message('nl', 'demand.goal.buy'), { exact: true }).isChecked()).toBe(true);

    // Sent without a type: the error beside the field, the input kept.
    const email = uniqueEmail('alert-nl');
    await form.getByLabel(message('nl', 'forms.field.email'), { exact: true }).fill(email);
    await page.waitForTimeout(personsTime);
    await form.getByRole('button', { name: message('nl', 'demand.submit') }).click();
    await expect
      .poll(() => page.locator('main form .field__error').allInnerTexts())
      .toContain(message('nl', 'validation.propertyTypeRequired'));
    expect(
      await page
        .locator('main form')
        .first()
        .getByLabel(message('nl', 'forms.field.email'), { exact: true })
        .inputValue(),
    ).toBe(email);

    await fillForm(page, 'nl', email);
    await page.waitForTimeout(personsTime);
    await page
      .locator('main form')
      .first()
      .getByRole('button', { name: message('nl', 'demand.submit') })
      .click();
    await landsOn(page, thankYouPath('demand-register', 'nl'));
    await confirmByMail(page, 'nl', email);

    await publishListing(6_150_000, 'Herenhuis E2E aan de Coupure');
    const [, alert] = await waitForMails(email, 2);
    expect(alert!.text).toContain('Herenhuis E2E aan de Coupure');
    expect(alert!.rawHeader('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    const unsubscribe = /(http:\/\/[^\s"<>]+\/nl\/unsubscribe\/\?token=[^\s"<>]+)/.exec(alert!.text)?.[1];
    expect(unsubscribe?.startsWith(siteUrl('/nl/unsubscribe/'))).toBe(true);
    await page.goto(unsubscribe!);
    await page.getByRole('button', { name: message('nl', 'newsletter.unsubscribe.button') }).click();
    await expect
      .poll(() => page.locator('main [role="status"]').innerText())
      .toBe(message('nl', 'newsletter.unsubscribe.done'));

    // A price drop after unsubscribing: nothing more.
    const later = await publishListing(6_190_000, 'Villa E2E na uitschrijven');
    await listings.change(later, { price: 6_180_000 });
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(await mailsTo(email)).toHaveLength(2);
    await context.close();
  });

  test('registered with JavaScript on (fr) is confirmed by its mail and mails a price drop of a matching listing', async () => {
    const listing = await publishListing(7_190_000, 'Maison E2E avant baisse');
    const context = await newVisitor(browser, '198.51.100.151', true);
    const page = await context.newPage();
    await page.goto(siteUrl(`${searchAlertPath('fr')}?goal=0&minPrice=7100000&maxPrice=7200000`));
    const email = uniqueEmail('alert-fr');
    // For a look at the page (test-results is not committed).
    await page.screenshot({ path: 'test-results/search-alert-fr.png', fullPage: true });
    await fillForm(page, 'fr', email);
    await page.waitForTimeout(personsTime);
    await page
      .locator('main form')
      .first()
      .getByRole('button', { name: message('fr', 'demand.submit') })
      .click();
    await landsOn(page, thankYouPath('demand-register', 'fr'));
    await confirmByMail(page, 'fr', email);

    await listings.change(listing, { price: 7_150_000 });
    const [, alert] = await waitForMails(email, 2);
    expect(alert!.text).toContain('Maison E2E avant baisse');
    expect(alert!.text).toContain('Prix réduit');
    await context.close();
  });
});
