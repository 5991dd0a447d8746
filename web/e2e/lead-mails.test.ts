import { listingPath, localizePath, thankYouPath } from '@vitrine/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { setMailServer } from '../../cms/tests/mail-catcher';
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

// What issue 9 asks a visitor to see, with the mails read from the real SMTP server on loopback
// that Strapi's outbox sends to (global setup: worker every second, retries from one second).

let browser: Browser;
let adminJwt: string;

beforeAll(async () => {
  browser = await launchChromium();
  // The suite's one admin session (global-setup.ts): Strapi limits admin logins per address.
  adminJwt = inject('adminJwt');
});

afterAll(async () => {
  // Never leave the SMTP server down for the next file.
  await setMailServer(inject('mailDir'), inject('smtpPort'), 'up');
  await browser?.close();
});

/** The documents of a collection as an agent sees them in the admin (drafts included). */
async function adminRows(collection: string, field: string, value: string): Promise<Array<Record<string, unknown>>> {
  const query = new URLSearchParams({ [`filters[$and][0][${field}][$eq]`]: value });
  const response = await fetch(
    `${inject('strapiUrl')}/content-manager/collection-types/api::${collection}.${collection}?${query}`,
    { headers: { authorization: `Bearer ${adminJwt}` } },
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { results: Array<Record<string, unknown>> }).results;
}

const contactPaths: Partial<Record<Language, string>> = { nl: '/nl/contact/', fr: '/fr/contact/', en: '/en/contact/' };

async function sendContactForm(page: Page, language: Language, email: string, remark: string) {
  await page.goto(siteUrl(contactPaths[language]));
  const form = page.locator('#contactMessage form');
  await form.getByLabel(message(language, 'forms.field.contactCategory.potential_buyer'), { exact: true }).check();
  await form.getByLabel(message(language, 'forms.field.title.ms'), { exact: true }).check();
  await form.getByLabel(message(language, 'forms.field.firstName'), { exact: true }).fill('An');
  await form.getByLabel(message(language, 'forms.field.lastName'), { exact: true }).fill('Peeters');
  await form.getByLabel(message(language, 'forms.field.email'), { exact: true }).fill(email);
  await form.getByLabel(message(language, 'forms.field.message'), { exact: true }).fill(remark);
  await page.waitForTimeout(personsTime);
  await form.getByRole('button', { name: message(language, 'forms.send') }).click();
  await landsOn(page, thankYouPath('site-contact', language));
}

/** The first listing for sale in a language: its page and its title. */
async function aListing(page: Page, language: Language): Promise<{ path: string; title: string }> {
  await page.goto(siteUrl(listingPath(language, 0)));
  const path = (await page.locator('.listing-card a').first().getAttribute('href'))!;
  await page.goto(siteUrl(path));
  return { path: new URL(path, siteUrl()).pathname, title: (await page.locator('h1').first().innerText()).trim() };
}

/** The visitor's confirmation starts in the visitor's language (cms/src/mail/texts.ts). */
const confirmationSubject: Partial<Record<Language, RegExp>> = {
  nl: /^We hebben uw /,
  fr: /^Nous avons bien reçu votre /,
};

describe('a contact form sent valid', () => {
  test.each([
    ['nl', false],
    ['fr', true],
  ] as const)(
    'in %s (JavaScript %s) is stored, the agency is notified and the visitor confirmed in their language, every value escaped',
    async (language, javaScript) => {
      const context = await newVisitor(browser, `198.51.100.${javaScript ? 110 : 111}`, javaScript);
      const page = await context.newPage();
      const email = uniqueEmail(`mail-${language}`);
      await sendContactForm(page, language, email, '<script>x</script> Is the house still for sale?');
      const [lead] = await adminRows('contact-message', 'email', email);
      expect(lead).toMatchObject({
        firstName: 'An',
        language,
        remark: '<script>x</script> Is the house still for sale?',
      });

      const mails = await waitForMails(email, 2, true);
      const confirmation = mails.filter((mail) => mail.envelopeTo === email);
      const notification = mails.filter((mail) => mail.envelopeTo !== email);
      expect(confirmation).toHaveLength(1);
      expect(notification).toHaveLength(1);
      expect(confirmation[0]!.subject).toMatch(confirmationSubject[language]!);
      expect(confirmation[0]!.html).toMatch(new RegExp(`<html[^>]* lang="${language}"`));
      expect(confirmation[0]!.text).toContain('An Peeters');
      // The agent reads the remark as text, never as markup.
      expect(notification[0]!.html).toContain('&lt;script&gt;x&lt;/script&gt;');
      expect(notification[0]!.html).not.toContain('<script>');
      expect(notification[0]!.text).toContain('<script>x</script> Is the house still for sale?');
      await context.close();
    },
  );
});

describe('on a listing page', () => {
  test('send to a friend (en, JavaScript on): the friend receives the fixed template, the listing and the first name only', async () => {
    const context = await newVisitor(browser, '198.51.100.120', true);
    const page = await context.newPage();
    const listing = await aListing(page, 'en');
    const friend = uniqueEmail('friend');
    const sender = uniqueEmail('sender');
    const form = page.locator('#sendToFriend form');
    await page.locator('#sendToFriend summary').click();
    await form.getByLabel(message('en', 'forms.field.senderFirstName'), { exact: true }).fill('Mieke');
    await form.getByLabel(message('en', 'forms.field.senderEmail'), { exact: true }).fill(sender);
    await form.getByLabel(message('en', 'forms.field.friendEmail'), { exact: true }).fill(friend);
    // A spammer's free text, slipped into the post: the friend must never see it.
    await form.evaluate((element) => {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = 'remark';
      input.value = 'Cheap pills at spam.example';
      element.append(input);
    });
    await page.waitForTimeout(personsTime);
    await form.getByRole('button', { name: message('en', 'forms.send') }).click();
    await landsOn(page, thankYouPath('send-to-friend', 'en'));
    expect(await adminRows('send-to-friend', 'friendEmail', friend)).toHaveLength(1);

    const [mail] = (await waitForMails(friend, 1, true)).filter((caught) => caught.envelopeTo === friend);
    expect(mail!.subject).toMatch(/^A property on \S.* was shared with you$/);
    expect(mail!.subject).not.toContain('Mieke');
    expect(mail!.text).toContain(listing.title);
    expect(mail!.text).toContain('Mieke saw this property on');
    for (const body of [mail!.text, mail!.html]) {
      expect(body).not.toContain('spam.example');
      expect(body).not.toContain(sender);
    }
    await context.close();
  });

  test('documents (nl, JavaScript off): requested, then already requested, both "will be sent by e-mail"', async () => {
    const context = await newVisitor(browser, '198.51.100.121', false);
    const page = await context.newPage();
    const listing = await aListing(page, 'nl');
    const email = uniqueEmail('documents');
    const request = async () => {
      await page.goto(siteUrl(listing.path));
      await page.locator('#documentRequest summary').click();
      const form = page.locator('#documentRequest form');
      await form.getByLabel(message('nl', 'forms.field.firstName'), { exact: true }).fill('Els');
      await form.getByLabel(message('nl', 'forms.field.lastName'), { exact: true }).fill('Maes');
      await form.getByLabel(message('nl', 'forms.field.email'), { exact: true }).fill(email);
      await page.waitForTimeout(personsTime);
      await form.getByRole('button', { name: message('nl', 'forms.send') }).click();
    };
    await request();
    await landsOn(page, `${listing.path}?documents=requested`);
    expect(await page.locator('#documentRequest [role="status"]').innerText()).toBe(
      message('nl', 'leads.documents.requested'),
    );
    expect(await adminRows('document-request', 'email', email)).toHaveLength(1);

    await request();
    await landsOn(page, `${listing.path}?documents=already`);
    expect(await page.locator('#documentRequest [role="status"]').innerText()).toBe(
      message('nl', 'leads.documents.alreadyRequested'),
    );
    expect(message('nl', 'leads.documents.alreadyRequested')).toMatch(/per e-mail/);
    expect(await adminRows('document-request', 'email', email)).toHaveLength(1);
    await context.close();
  });
});

test('a testimonial (fr, JavaScript off) is stored as a draft, not shown publicly until an agent publishes it', async () => {
  const context = await newVisitor(browser, '198.51.100.122', false);
  const page = await context.newPage();
  const path = localizePath('/testimonials/', 'fr');
  await page.goto(siteUrl(path));
  const name = `Claire ${Date.now()}`;
  const form = page.locator('#testimonial form');
  await form.getByLabel(message('fr', 'forms.field.name'), { exact: true }).fill(name);
  await form.getByLabel(message('fr', 'forms.field.comment'), { exact: true }).fill('Un service impeccable, merci !');
  await form.getByLabel(message('fr', 'forms.field.consent'), { exact: true }).check();
  await page.waitForTimeout(personsTime);
  await form.getByRole('button', { name: message('fr', 'forms.send') }).click();
  await landsOn(page, `${path}?testimonial=sent`);
  expect(await page.locator('#testimonial [role="status"]').innerText()).toBe(message('fr', 'leads.testimonial.sent'));
  expect(await page.locator('main').innerText()).not.toContain(name);

  const [row] = await adminRows('testimonial', 'name', name);
  expect(row).toMatchObject({ name, comment: 'Un service impeccable, merci !', publishedAt: null });
  const publicApi = await fetch(
    `${inject('strapiUrl')}/api/testimonials?${new URLSearchParams({ 'filters[name][$eq]': name })}`,
  );
  expect(publicApi.status).toBe(200);
  expect(((await publicApi.json()) as { data: unknown[] }).data).toEqual([]);
  await context.close();
});

describe('the newsletter', () => {
  test('a sign-up (de, JavaScript on) is confirmed by the link of its mail, and the mail’s unsubscribe link unsubscribes (JavaScript off)', async () => {
    const context = await newVisitor(browser, '198.51.100.123', true);
    const page = await context.newPage();
    await page.goto(siteUrl('/de/newsletter/'));
    const email = uniqueEmail('newsletter');
    const form = page.locator('main form').first();
    await form.getByLabel(message('de', 'forms.field.email'), { exact: true }).fill(email);
    await form.getByLabel(message('de', 'forms.field.consent'), { exact: true }).check();
    await page.waitForTimeout(personsTime);
    await form.getByRole('button', { name: message('de', 'forms.newsletterSignup.send') }).click();
    await landsOn(page, thankYouPath('sign-newsletter', 'de'));
    const [signup] = await adminRows('newsletter-signup', 'email', email);
    expect(signup?.confirmedAt ?? null).toBeNull();

    const [mail] = await waitForMails(email, 1, true);
    const confirm = /href="([^"]+\/de\/newsletter\/confirm\/\?token=[^"]+)"/
      .exec(mail!.html)?.[1]
      ?.replaceAll('&amp;', '&');
    expect(confirm?.startsWith(siteUrl('/de/newsletter/confirm/'))).toBe(true);
    await page.goto(confirm!);
    await page.getByRole('button', { name: message('de', 'newsletter.confirm.button') }).click();
    await expect
      .poll(() => page.locator('main [role="status"]').innerText())
      .toBe(message('de', 'newsletter.confirm.confirmed'));
    await expect
      .poll(async () => (await adminRows('newsletter-signup', 'email', email))[0]?.confirmedAt ?? null)
      .not.toBeNull();
    await context.close();

    // Later, without JavaScript: the unsubscribe link of the mail, then its one button.
    const noScript = await newVisitor(browser, '198.51.100.124', false);
    const later = await noScript.newPage();
    const unsubscribe = /(http:\/\/[^\s"<>]+\/de\/unsubscribe\/\?token=[^\s"<>]+)/.exec(mail!.text)?.[1];
    expect(unsubscribe?.startsWith(siteUrl('/de/unsubscribe/'))).toBe(true);
    await later.goto(unsubscribe!);
    await later.getByRole('button', { name: message('de', 'newsletter.unsubscribe.button') }).click();
    await expect
      .poll(() => later.locator('main [role="status"]').innerText())
      .toBe(message('de', 'newsletter.unsubscribe.done'));
    expect((await adminRows('newsletter-signup', 'email', email))[0]?.unsubscribedAt).not.toBeNull();

    // A token that is not ours: a clear page, no button.
    await later.goto(siteUrl('/de/unsubscribe/?token=not-a-token-of-ours'));
    await later.getByRole('button', { name: message('de', 'newsletter.unsubscribe.button') }).click();
    await expect
      .poll(() => later.locator('main [role="status"], main .notice').first().innerText())
      .toBe(message('de', 'newsletter.invalidToken'));
    await noScript.close();
  });
});

test('with the SMTP server down, three leads are stored and thanked; once it is up, all their mails arrive, none twice', async () => {
  const mailDir = inject('mailDir');
  const smtpPort = inject('smtpPort');
  await setMailServer(mailDir, smtpPort, 'down');
  const emails = [0, 1, 2].map((index) => uniqueEmail(`outage${index}`));
  try {
    await Promise.all(
      emails.map(async (email, index) => {
        const context = await newVisitor(browser, `198.51.100.${130 + index}`, false);
        await sendContactForm(await context.newPage(), 'en', email, `Outage lead ${index}`);
        await context.close();
      }),
    );
    for (const email of emails) expect(await adminRows('contact-message', 'email', email)).toHaveLength(1);
    // A few worker runs against a closed port: nothing can have arrived.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    for (const email of emails) expect(await mailsTo(email, true)).toEqual([]);
  } finally {
    await setMailServer(mailDir, smtpPort, 'up');
  }
  for (const email of emails) await waitForMails(email, 2, true);
  // A few more runs of the worker (and its retries) send nothing again.
  await new Promise((resolve) => setTimeout(resolve, 4_000));
  for (const email of emails) {
    const mails = await mailsTo(email, true);
    expect(mails.map((mail) => (mail.envelopeTo === email ? 'visitor' : 'agency')).sort()).toEqual([
      'agency',
      'visitor',
    ]);
    expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(2);
  }
});
