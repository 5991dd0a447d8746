import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from 'playwright-core';
import { expect, inject } from 'vitest';
import { caughtMails, type CaughtMail } from '../../cms/tests/mail-catcher';
import { chromiumFlags, findChromium } from '../../bench/chromium.mjs';

export const languages = ['en', 'nl', 'fr', 'de'] as const;
export type Language = (typeof languages)[number];

/** Chromium (the one global-setup found or got: bench/chromium.mjs) with the flags that work on these machines (see ENVIRONMENT.md). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), args: chromiumFlags });
}

/** A fresh visitor: no cookies, a phone-sized or desktop window, JavaScript on or off. */
export function visitorOptions(options: BrowserContextOptions = {}): BrowserContextOptions {
  return { viewport: { width: 1280, height: 900 }, locale: 'en-BE', ...options };
}

/** An absolute URL on the site under test. */
export const siteUrl = (pathname = '/') => new URL(pathname, inject('webUrl')).href;

const catalogues = new Map<Language, Record<string, string>>();

/** A UI message as the site shows it (the translators' file), with simple `{name}` values. */
export function message(language: Language, id: string, values: Record<string, string | number> = {}): string {
  if (!catalogues.has(language)) {
    const file = path.join(import.meta.dirname, '..', 'src', 'i18n', 'lang', `${language}.json`);
    catalogues.set(language, JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>);
  }
  const text = catalogues.get(language)?.[id];
  if (text === undefined) throw new Error(`No message ${id} in ${language}`);
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}

/** A message with its numbers left open: `Page {page} of {pageCount}` → /Page (\d+) of (\d+)/. */
export function messagePattern(language: Language, id: string): RegExp {
  const escaped = message(language, id).replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(escaped.replace(/\\?\{\w+\\?\}/g, '([\\d.,\\s\u202f]+)'));
}

/** The forms refuse what is sent faster than a person types (3 s): a visitor here takes a little longer. */
export const personsTime = 3_200;

/** How long a mail may take: the outbox runs every second, on a busy machine. */
export const mailWait = { timeout: 30_000, interval: 250 };

/** An e-mail address no other test uses. */
export const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.be`;

/**
 * A visitor at `address` (the site trusts X-Forwarded-For from loopback, so each test's visitor has
 * a rate limit of its own) who has chosen the necessary cookies only.
 */
export async function newVisitor(
  browser: Browser,
  address: string,
  javaScript: boolean,
  width = 1280,
): Promise<BrowserContext> {
  const context = await browser.newContext(
    visitorOptions({
      javaScriptEnabled: javaScript,
      viewport: { width, height: 900 },
      extraHTTPHeaders: { 'x-forwarded-for': address },
    }),
  );
  await context.addCookies([{ name: 'vitrine_consent', value: 'necessary', url: siteUrl('/') }]);
  return context;
}

/**
 * Waits until React has hydrated `element` (its props are attached): a click before that is the
 * no-JavaScript path (a link navigates, a form posts), not what a test with JavaScript means to try.
 */
export async function hydrated(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))))
    .toBe(true);
}

/**
 * Waits until the page is at `pathname` (with its query string when it has one), and says what
 * the page showed when it is not.
 */
export async function landsOn(page: Page, pathname: string): Promise<void> {
  const withSearch = pathname.includes('?');
  await page
    .waitForURL((url) => (withSearch ? url.pathname + url.search : url.pathname) === pathname, {
      timeout: 20_000,
      // A listing's map and photos may keep the load event waiting; the page's text is there.
      waitUntil: 'domcontentloaded',
    })
    .catch(async (error) => {
      const said = await page
        .locator('main')
        .innerText({ timeout: 2000 })
        .catch(() => '(no main)');
      throw new Error(`${String(error)}\n${page.url()}\n${said.slice(0, 800)}`);
    });
}

/** The mails caught for `address`; with `replies`, also those the agency gets with it as Reply-To. */
export async function mailsTo(address: string, replies = false): Promise<CaughtMail[]> {
  return (await caughtMails(inject('mailDir'))).filter(
    (mail) => mail.envelopeTo === address || (replies && mail.rawHeader('reply-to')?.includes(address)),
  );
}

/** Waits for at least `count` mails to or (with `replies`) about `address`, and returns them all. */
export async function waitForMails(address: string, count: number, replies = false): Promise<CaughtMail[]> {
  await expect.poll(async () => (await mailsTo(address, replies)).length, mailWait).toBeGreaterThanOrEqual(count);
  return mailsTo(address, replies);
}
