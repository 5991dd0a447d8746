import { listingPath } from '@vitrine/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { caughtMails, setMailServer } from '../../cms/tests/mail-catcher';
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

// Issue 10, appointments: a visitor books one of a listing's visit slots from its page, with and
// without JavaScript; the places drop by one and the confirmation (with its .ics) arrives on the
// real SMTP server on loopback. The concurrency of the last place is tested against Strapi itself
// (cms/tests/appointments.test.ts).

let browser: Browser;
let adminJwt: string;

beforeAll(async () => {
  browser = await launchChromium();
  // The suite's one admin session (global-setup.ts): Strapi limits admin logins per address.
  adminJwt = inject('adminJwt');
  await setMailServer(inject('mailDir'), inject('smtpPort'), 'up');
});

afterAll(async () => {
  await browser?.close();
});

/** An agent adds a visit slot to a listing in the admin (the content manager's API). */
async function addSlot(property: string, capacity: number, daysAhead: number): Promise<string> {
  const startsAt = new Date(Date.now() + daysAhead * 24 * 60 * 60 * 1000);
  startsAt.setUTCHours(16, 30, 0, 0);
  const response = await fetch(`${inject('strapiUrl')}/content-manager/collection-types/api::visit-slot.visit-slot`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminJwt}` },
    body: JSON.stringify({
      property: { connect: [{ documentId: property }] },
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 30 * 60_000).toISOString(),
      kind: 'visit',
      capacity,
      booked: 0,
      slotStatus: 'open',
    }),
  });
  const body = (await response.json()) as { data?: { documentId: string } };
  expect(response.status, JSON.stringify(body)).toBe(201);
  return body.data!.documentId;
}

/** An agent marks a slot's places all taken (as other visitors' bookings would). */
async function fillSlot(slot: string, capacity: number) {
  const response = await fetch(
    `${inject('strapiUrl')}/content-manager/collection-types/api::visit-slot.visit-slot/${slot}`,
    {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminJwt}` },
      body: JSON.stringify({ booked: capacity }),
    },
  );
  expect(response.status).toBe(200);
}

/** The places a slot shows on the listing page ("2 places left"), as a number. */
async function placesShown(page: Page, slot: string): Promise<number> {
  const label = page.locator('#appointment label', { has: page.locator(`input[value="${slot}"]`) });
  const text = await label.innerText();
  return Number(/(\d+)\D*$/.exec(text.split('·')[1] ?? '')?.[1] ?? Number.NaN);
}

/** An agent gives a slot more places in the admin's edit view (which sends its status, full, back too). */
async function setCapacity(slot: string, capacity: number) {
  const response = await fetch(
    `${inject('strapiUrl')}/content-manager/collection-types/api::visit-slot.visit-slot/${slot}`,
    {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminJwt}` },
      body: JSON.stringify({ capacity, slotStatus: 'full' }),
    },
  );
  expect(response.status).toBe(200);
}

/** A listing for sale (from the `from`-th card on) whose page offers no visit times yet. */
async function aListingWithoutSlots(page: Page, language: Language, from: number) {
  await page.goto(siteUrl(`${listingPath(language, 0)}?page=2`));
  const paths = await page
    .locator('.listing-card a')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).getAttribute('href')!));
  for (const path of [...new Set(paths)].slice(from)) {
    await page.goto(siteUrl(path));
    if ((await page.locator('#appointment').count()) === 0) {
      const documentId = (await page.locator('#visitRequest input[name="property"]').getAttribute('value'))!;
      return { path: new URL(path, siteUrl()).pathname, documentId };
    }
  }
  throw new Error('No listing without visit slots on the second page of the list');
}

/** The n-th listing for sale in a language: its page and its documentId (the forms' hidden field). */
async function aListing(page: Page, language: Language, index: number) {
  await page.goto(siteUrl(listingPath(language, 0)));
  const path = (await page.locator('.listing-card a').nth(index).getAttribute('href'))!;
  await page.goto(siteUrl(path));
  const documentId = (await page.locator('#visitRequest input[name="property"]').getAttribute('value'))!;
  return { path: new URL(path, siteUrl()).pathname, documentId };
}

describe('a visit slot on a listing page', () => {
  test.each([
    ['en', false, 3],
    ['fr', true, 4],
  ] as const)(
    'is booked (%s, JavaScript %s): the booking is confirmed, its places drop by one, the mail carries an .ics',
    async (language, javaScript, index) => {
      // The agent picks a listing and adds a slot; then a visitor (a fresh browser, nothing cached) comes.
      const agent = await newVisitor(browser, `198.51.100.${150 + index}`, true);
      const listing = await aListing(await agent.newPage(), language, index);
      await agent.close();
      const slot = await addSlot(listing.documentId, 3, 5 + index);
      const context = await newVisitor(browser, `198.51.100.${140 + index}`, javaScript);
      const page = await context.newPage();
      await page.goto(siteUrl(listing.path));
      expect(await placesShown(page, slot)).toBe(3);

      const email = uniqueEmail(`appointment-${language}`);
      const form = page.locator('#appointment form');
      await form.locator(`input[name="visitSlot"][value="${slot}"]`).check();
      await form.getByLabel(message(language, 'forms.field.title.mr'), { exact: true }).check();
      await form.getByLabel(message(language, 'forms.field.firstName'), { exact: true }).fill('Pieter');
      await form.getByLabel(message(language, 'forms.field.lastName'), { exact: true }).fill('Janssens');
      await form.getByLabel(message(language, 'forms.field.email'), { exact: true }).fill(email);
      await form.getByLabel(message(language, 'forms.field.phone'), { exact: true }).fill('0475 12 34 56');
      await form.getByLabel(message(language, 'appointments.persons'), { exact: true }).fill('2');
      await page.waitForTimeout(personsTime);
      await form.getByRole('button', { name: message(language, 'appointments.submit') }).click();

      await page.waitForURL((url) => url.pathname === listing.path && url.search === '?appointment=booked', {
        timeout: 20_000,
        waitUntil: 'domcontentloaded',
      });
      await expect
        .poll(() => page.locator('#appointment [role="status"]').innerText())
        .toBe(message(language, 'appointments.booked'));
      expect(await placesShown(page, slot)).toBe(2);

      await expect
        .poll(
          async () => (await caughtMails(inject('mailDir'))).filter((mail) => mail.envelopeTo === email).length,
          mailWait,
        )
        .toBe(1);
      const [mail] = (await caughtMails(inject('mailDir'))).filter((caught) => caught.envelopeTo === email);
      expect(mail!.subject).toMatch(language === 'fr' ? /^Votre visite est réservée : / : /^Your visit is booked: /);
      expect(mail!.attachments.map((file) => file.filename)).toEqual(['appointment.ics']);
      expect(mail!.attachments[0]!.content).toContain('BEGIN:VEVENT');
      await context.close();
    },
  );

  test('taken by others while the visitor fills the form (nl, JavaScript off): "The appointments are full", the other times still offered', async () => {
    const agent = await newVisitor(browser, '198.51.100.160', true);
    const listing = await aListing(await agent.newPage(), 'nl', 5);
    await agent.close();
    const lastPlace = await addSlot(listing.documentId, 1, 6);
    const other = await addSlot(listing.documentId, 2, 7);
    const context = await newVisitor(browser, '198.51.100.161', false);
    const page = await context.newPage();
    await page.goto(siteUrl(listing.path));
    const form = page.locator('#appointment form');
    await form.locator(`input[name="visitSlot"][value="${lastPlace}"]`).check();
    await form.getByLabel(message('nl', 'forms.field.title.ms'), { exact: true }).check();
    await form.getByLabel(message('nl', 'forms.field.firstName'), { exact: true }).fill('Sofie');
    await form.getByLabel(message('nl', 'forms.field.lastName'), { exact: true }).fill('Peeters');
    await form.getByLabel(message('nl', 'forms.field.email'), { exact: true }).fill(uniqueEmail('full'));
    await form.getByLabel(message('nl', 'forms.field.phone'), { exact: true }).fill('0475 12 34 56');
    await form.getByLabel(message('nl', 'appointments.persons'), { exact: true }).fill('1');
    await fillSlot(lastPlace, 1);
    await page.waitForTimeout(personsTime);
    await form.getByRole('button', { name: message('nl', 'appointments.submit') }).click();
    await page.waitForLoadState('domcontentloaded');

    await expect
      .poll(() => page.locator('#appointment .field__error').first().innerText())
      .toBe(message('nl', 'validation.appointmentsFull'));
    expect(await page.locator(`#appointment input[value="${lastPlace}"]`).count()).toBe(0);
    expect(await placesShown(page, other)).toBe(2);
    // What the visitor typed is kept.
    expect(await page.locator('#appointment input[name="lastName"]').inputValue()).toBe('Peeters');
    await context.close();
  });

  test('all taken says "De afspraken zijn volzet" in place of the form (JavaScript off), and offers the slot again once the agent adds places (issue 19)', async () => {
    const agent = await newVisitor(browser, '198.51.100.162', true);
    const listing = await aListingWithoutSlots(await agent.newPage(), 'nl', 0);
    await agent.close();
    const slot = await addSlot(listing.documentId, 1, 9);
    await fillSlot(slot, 1);

    const context = await newVisitor(browser, '198.51.100.163', false);
    const page = await context.newPage();
    await page.goto(siteUrl(listing.path));
    const full = page.locator('#appointment [role="status"]');
    expect(await full.innerText()).toBe(message('nl', 'validation.appointmentsFull'));
    expect(await page.locator('#appointment input[name="visitSlot"]').count()).toBe(0);
    expect(await page.locator('#appointment input[name="captcha"]').count()).toBe(0);

    // The agent gives the slot more places: the page offers it again (caches included).
    await setCapacity(slot, 3);
    await context.close();
    // A new visitor each round: a browser keeps a public page for a minute (max-age=60), and a
    // query string the page does not read is a 301 to the same address (issue 18).
    let fresh: BrowserContext | undefined;
    let freshPage: Page | undefined;
    await expect
      .poll(
        async () => {
          await fresh?.close();
          fresh = await newVisitor(browser, '198.51.100.164', false);
          freshPage = await fresh.newPage();
          await freshPage.goto(siteUrl(listing.path));
          return freshPage.locator(`#appointment input[value="${slot}"]`).count();
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    expect(await placesShown(freshPage!, slot)).toBe(2);
    await fresh?.close();
  });
});
