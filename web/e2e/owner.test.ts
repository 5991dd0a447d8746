import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { caughtMails } from '../../cms/tests/mail-catcher';
import { launchChromium, message, siteUrl, visitorOptions, type Language } from './site';

// Issue 11 as an owner checks it: log in, see every own listing with the stored figures, watch
// "today" go up by one when someone views a listing (and not when a crawler does), the session
// kept out of the page's reach, one message for a wrong password and an unknown e-mail, and the
// password mail of the real SMTP server resetting the password on the site.

const owner = { email: 'owner@vitrine.localhost', password: 'Vitrine-Owner-2026' };
const portalPaths: Record<Language, string> = {
  en: '/en/owner/',
  nl: '/nl/eigenaar/',
  fr: '/fr/proprietaire/',
  de: '/de/eigentuemer/',
};
const poll = { timeout: 20_000, interval: 250 };

let browser: Browser;
let adminJwt: string;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchChromium();
  // The suite's one admin session (global-setup.ts): Strapi limits admin logins per address.
  adminJwt = inject('adminJwt');
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
});

/** A fresh browser of its own: a person's user agent with a mark of its own, so each is a new visitor. */
async function freshVisitor(userAgent?: string, javaScriptEnabled = true): Promise<Page> {
  const agent =
    userAgent ??
    `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Visitor/${Date.now()}${Math.round(Math.random() * 1e6)}`;
  const context = await browser.newContext(visitorOptions({ userAgent: agent, javaScriptEnabled }));
  contexts.push(context);
  return context.newPage();
}

async function logIn(
  page: Page,
  language: Language,
  email: string,
  password: string,
  outcome: 'portal' | 'refused' = 'portal',
) {
  await page.goto(siteUrl(`/${language}/login/`));
  await page.fill('input[name="email"]', email);
  await page.fill('input[name="password"]', password);
  await page.click('form.owner-form button[type="submit"]');
  // With or without JavaScript: the portal, or the message beside the form.
  if (outcome === 'portal') {
    await page.waitForURL((url) => url.pathname === portalPaths[language]);
    await page.waitForSelector('.owner-portal');
  } else await page.waitForSelector('.owner-notice[role="alert"]');
}

/** The portal's figure of one listing and period. */
async function figure(page: Page, listing: string, period: string, kind = 'visits'): Promise<number> {
  const text = await page.textContent(
    `[data-listing="${listing}"] tr[data-period="${period}"] td[data-figure="${kind}"]`,
  );
  return Number(text);
}

/** The stored OwnerStat rows of a listing, as an agent reads them in the admin. */
async function storedVisits(listing: string): Promise<number> {
  const query = new URLSearchParams({ 'filters[$and][0][property][documentId][$eq]': listing, pageSize: '1000' });
  const response = await fetch(
    `${inject('strapiUrl')}/content-manager/collection-types/api::owner-stat.owner-stat?${query}`,
    { headers: { authorization: `Bearer ${adminJwt}` } },
  );
  expect(response.status).toBe(200);
  const rows = ((await response.json()) as { results: { visits: number | null }[] }).results;
  return rows.reduce((sum, row) => sum + (row.visits ?? 0), 0);
}

describe('the owner portal', () => {
  test.each(['en', 'nl', 'fr', 'de'] as const)(
    '%s: the footer leads to the login; the owner sees every listing with the stored figures',
    async (language) => {
      const page = await freshVisitor();
      await page.goto(siteUrl(`/${language}/`));
      expect(await page.locator(`footer a[href="/${language}/login/"]`).count()).toBe(1);
      await logIn(page, language, owner.email, owner.password);
      expect(new URL(page.url()).pathname).toBe(portalPaths[language]);
      await expect(page.textContent('h1')).resolves.toBe(message(language, 'owner.portal.title'));
      const listings = await page.$$eval('[data-listing]', (nodes) =>
        nodes.map((node) => node.getAttribute('data-listing')!),
      );
      expect(listings).toHaveLength(8);
      expect(await figure(page, listings[0]!, 'total')).toBe(await storedVisits(listings[0]!));
      // The chart is an image with a text alternative, and its figures a table.
      expect(await page.locator('svg[role="img"]').count()).toBe(8);
      expect(await page.locator('.owner-chart__table tbody tr').count()).toBe(8 * 30);
      // For a person to look at (OWNER_SCREENSHOTS=dir): the portal on a desktop and on a phone.
      const shots = process.env.OWNER_SCREENSHOTS;
      if (shots) {
        await page.screenshot({ path: `${shots}/portal-${language}-desktop.png`, fullPage: false });
        await page.setViewportSize({ width: 390, height: 844 });
        await page.screenshot({ path: `${shots}/portal-${language}-phone.png`, fullPage: false });
      }
    },
  );

  test('the session cookie is httpOnly and SameSite=Lax; no token is readable by the page', async () => {
    const page = await freshVisitor();
    await logIn(page, 'en', owner.email, owner.password);
    const session = (await page.context().cookies()).find((cookie) => cookie.name === 'vitrine_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const token = decodeURIComponent(session!.value);
    const seen = await page.evaluate(() => ({
      cookie: document.cookie,
      html: document.documentElement.outerHTML,
      storage: JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
    }));
    expect(seen.cookie).not.toContain('vitrine_session');
    const jwt = /ey[\w-]+\.[\w-]+\.[\w-]+/;
    expect(seen.html).not.toMatch(jwt);
    expect(seen.storage).not.toMatch(jwt);
    expect(seen.html).not.toContain(token.slice(0, 40));
    // Logging out clears it.
    await Promise.all([
      page.waitForURL(/\/en\/login\/\?loggedOut=1/),
      page.click('button[name="intent"][value="logout"]'),
    ]);
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'vitrine_session')).toBe(false);
    await page.goto(siteUrl('/en/owner/'));
    expect(new URL(page.url()).pathname).toBe('/en/login/');
    // A copy of the old cookie (a shared computer, a stolen cookie) no longer opens the portal:
    // Strapi ended the session at the logout (decision 024).
    await page.context().addCookies([session!]);
    await page.goto(siteUrl('/en/owner/'));
    expect(new URL(page.url()).pathname).toBe('/en/login/');
    expect(new URL(page.url()).searchParams.has('expired')).toBe(true);
  });

  test('a view by a person in a fresh browser adds one to today; a crawler’s adds nothing', async () => {
    const ownerPage = await freshVisitor();
    await logIn(ownerPage, 'nl', owner.email, owner.password);
    const link = ownerPage.locator('[data-listing] header a').first();
    const path = (await link.getAttribute('href'))!;
    const listing = await link.evaluate((a) => a.closest('[data-listing]')!.getAttribute('data-listing')!);
    const before = await figure(ownerPage, listing, 'today');

    // A crawler first, then a person: views are sent in order, so once the person's counts, the
    // crawler's would have too.
    const crawler = await freshVisitor('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    expect((await crawler.goto(siteUrl(path)))?.status()).toBe(200);
    const person = await freshVisitor(undefined, false);
    expect((await person.goto(siteUrl(path)))?.status()).toBe(200);
    // The same person again the same day is still one visit.
    await person.goto(siteUrl(path));

    await expect
      .poll(async () => {
        await ownerPage.reload();
        return figure(ownerPage, listing, 'today');
      }, poll)
      .toBeGreaterThan(before);
    expect(await figure(ownerPage, listing, 'today')).toBe(before + 1);
  });

  test('a wrong password and an unknown e-mail get the same message', async () => {
    for (const language of ['en', 'nl'] as const) {
      const page = await freshVisitor(undefined, language === 'nl');
      await logIn(page, language, owner.email, 'not-the-password', 'refused');
      const wrong = await page.textContent('.owner-notice[role="alert"]');
      await logIn(page, language, `nobody.${Date.now()}@example.be`, 'not-the-password', 'refused');
      const unknown = await page.textContent('.owner-notice[role="alert"]');
      expect(wrong).toBe(unknown);
      // One message, not two saying the same (issue 19).
      expect(wrong).toBe(message(language, 'owner.login.notCorrect'));
      // The e-mail stays in its field.
      expect(await page.inputValue('input[name="email"]')).toMatch(/^nobody\./);
    }
  });

  test('the password mail arrives from the real SMTP server and its link resets the password', async () => {
    const email = 'owner2@vitrine.localhost';
    const page = await freshVisitor();
    await page.goto(siteUrl('/fr/login/'));
    await Promise.all([page.waitForURL(/\/fr\/login\/password\//), page.click('a[href="/fr/login/password/"]')]);
    // The address changes before React shows the new page: until its heading is there, the
    // e-mail field and the button are still the login form's.
    await page.locator('h1', { hasText: message('fr', 'owner.forgot.title') }).waitFor();
    await page.fill('input[name="email"]', email);
    await page.click('form.owner-form button[type="submit"]');
    // Any notice, so that a refusal fails with its own text rather than a timeout.
    await expect(page.locator('.owner-notice').textContent()).resolves.toContain(message('fr', 'owner.forgot.sent'));

    await expect
      .poll(async () => (await caughtMails(inject('mailDir'))).filter((mail) => mail.envelopeTo === email).length, {
        timeout: 30_000,
        interval: 250,
      })
      .toBeGreaterThan(0);
    const mail = (await caughtMails(inject('mailDir'))).filter((mail) => mail.envelopeTo === email).at(-1)!;
    expect(mail.subject).toBe('Choisissez un nouveau mot de passe pour votre espace propriétaire');
    expect(mail.rawHeader('from')).not.toContain('strapi.io');
    const link = /href="([^"]+\/fr\/login\/reset\/\?code=[^"]+)"/.exec(mail.html)![1]!.replace(/&amp;/g, '&');
    expect(link.startsWith(siteUrl('/fr/login/reset/'))).toBe(true);

    const reset = await freshVisitor(undefined, false);
    await reset.goto(link);
    // Passwords must match.
    await reset.fill('input[name="password"]', 'Nouveau-Passe-2026');
    await reset.fill('input[name="passwordConfirmation"]', 'Autre-Passe-2026');
    await Promise.all([reset.waitForURL(/\/fr\/login\/reset\//), reset.click('form.owner-form button[type="submit"]')]);
    await expect(reset.textContent('#owner-passwordConfirmation-error')).resolves.toBe(
      message('fr', 'validation.passwordsMustMatch'),
    );
    await reset.fill('input[name="password"]', 'Nouveau-Passe-2026');
    await reset.fill('input[name="passwordConfirmation"]', 'Nouveau-Passe-2026');
    await Promise.all([reset.waitForURL(/\/fr\/proprietaire\//), reset.click('form.owner-form button[type="submit"]')]);
    expect(await reset.locator('[data-listing]').count()).toBe(3);

    // The new password logs in; the link does not work twice.
    const again = await freshVisitor();
    await logIn(again, 'fr', email, 'Nouveau-Passe-2026');
    expect(new URL(again.url()).pathname).toBe('/fr/proprietaire/');
    await again.goto(link);
    await again.fill('input[name="password"]', 'Troisieme-Passe-2026');
    await again.fill('input[name="passwordConfirmation"]', 'Troisieme-Passe-2026');
    await again.click('form.owner-form button[type="submit"]');
    await expect(again.textContent('.owner-notice[role="alert"]')).resolves.toContain(
      message('fr', 'owner.reset.notFound'),
    );
  });

  test('a sign-in link by mail: asked without JavaScript, opened by a scanner without effect, used once', async () => {
    const asking = await freshVisitor(undefined, false);
    await asking.goto(siteUrl('/nl/login/'));
    await asking.fill('#owner-link-email', owner.email);
    await Promise.all([asking.waitForURL(/\/nl\/login\/link\//), asking.click('.owner-link button[type="submit"]')]);
    await expect(asking.textContent('.owner-notice[role="status"]')).resolves.toContain(
      message('nl', 'owner.link.sent'),
    );

    const subject = 'Uw aanmeldlink voor het eigenaarsportaal';
    const linkMails = async () =>
      (await caughtMails(inject('mailDir'))).filter(
        (mail) => mail.envelopeTo === owner.email && mail.subject === subject,
      );
    await expect.poll(async () => (await linkMails()).length, { timeout: 30_000, interval: 250 }).toBeGreaterThan(0);
    const mail = (await linkMails()).at(-1)!;
    expect(mail.rawHeader('from')).not.toContain('strapi.io');
    const link = /href="([^"]+\/nl\/login\/link\/\?token=[^"]+)"/.exec(mail.html)![1]!.replace(/&amp;/g, '&');
    expect(link.startsWith(siteUrl('/nl/login/link/?token='))).toBe(true);

    // A mail scanner opens the link: a page with a button, no session, the link still good.
    const scanner = await freshVisitor(undefined, false);
    await scanner.goto(link);
    expect(await scanner.textContent('.owner-auth h1')).toBe(message('nl', 'owner.link.title'));
    expect(await scanner.context().cookies()).not.toContainEqual(expect.objectContaining({ name: 'vitrine_session' }));

    const ownerPage = await freshVisitor();
    await ownerPage.goto(link);
    await Promise.all([
      ownerPage.waitForURL((url) => url.pathname === portalPaths.nl),
      ownerPage.click('form.owner-form button[type="submit"]'),
    ]);
    await ownerPage.waitForSelector('.owner-portal');
    expect(await ownerPage.locator('[data-listing]').count()).toBeGreaterThan(0);
    const session = (await ownerPage.context().cookies()).find((cookie) => cookie.name === 'vitrine_session');
    expect(session?.httpOnly).toBe(true);

    // Used once: the same link again gets the message and the form for a new one.
    const second = await freshVisitor(undefined, false);
    await second.goto(link);
    await Promise.all([
      second.waitForURL(/\/nl\/login\/link\//),
      second.click('form.owner-form button[type="submit"]'),
    ]);
    await expect(second.textContent('.owner-notice[role="alert"]')).resolves.toContain(
      message('nl', 'owner.link.expired'),
    );
    expect(await second.locator('#owner-link-email').count()).toBe(1);
    expect(await second.context().cookies()).not.toContainEqual(expect.objectContaining({ name: 'vitrine_session' }));
  });

  test('the original /login/ path leads to the login in the visitor’s language', async () => {
    const page = await freshVisitor();
    await page.goto(siteUrl('/login/?lng=de'));
    expect(new URL(page.url()).pathname).toBe('/de/login/');
  });

  test('the second owner does not see the first owner’s listings', async () => {
    const first = await freshVisitor();
    await logIn(first, 'en', owner.email, owner.password);
    const mine = await first.$$eval('[data-listing]', (nodes) =>
      nodes.map((node) => node.getAttribute('data-listing')),
    );
    const second = await freshVisitor();
    await logIn(second, 'en', 'owner2@vitrine.localhost', 'Nouveau-Passe-2026');
    const theirs = await second.$$eval('[data-listing]', (nodes) =>
      nodes.map((node) => node.getAttribute('data-listing')),
    );
    expect(theirs).toHaveLength(3);
    expect(theirs.filter((id) => mine.includes(id))).toEqual([]);
  });
});
