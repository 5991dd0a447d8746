import { AxeBuilder } from '@axe-core/playwright';
import { listingPath, localizePath } from '@vitrine/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { languages, launchChromium, siteUrl, visitorOptions, type Language } from './site';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

/** axe's WCAG 2.2 A/AA violations of the page, one line each (rule, then the elements). */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** The first card's link of a list page. */
async function firstCardPath(page: Page, listPath: string): Promise<string> {
  await page.goto(siteUrl(listPath));
  const href = await page.locator('.listing-grid .listing-card__link').first().getAttribute('href');
  if (!href) throw new Error(`no card on ${listPath}`);
  return href;
}

/** The main pages of a language: home, a list, a listing, a project and contact. */
async function mainPages(page: Page, language: Language): Promise<Record<string, string>> {
  return {
    home: `/${language}/`,
    list: listingPath(language, 0),
    detail: await firstCardPath(page, listingPath(language, 0)),
    project: await firstCardPath(page, listingPath(language, 'projects')),
    contact: localizePath('/contact/', language),
  };
}

describe.each(languages)('accessibility in %s (axe, WCAG 2.2 A and AA)', (language: Language) => {
  test('home, list, detail, project and contact pages have no violations, cookie banner included', async () => {
    // A new visitor: the cookie banner is part of every page checked.
    const context = await browser.newContext(visitorOptions());
    const page = await context.newPage();
    const pages = await mainPages(page, language);
    const found: Record<string, string[]> = {};
    for (const [name, path] of Object.entries(pages)) {
      const response = await page.goto(siteUrl(path));
      expect(response?.status(), path).toBe(200);
      const problems = await violations(page);
      if (problems.length > 0) found[`${name} ${path}`] = problems;
    }
    expect(found).toEqual({});
    await context.close();
  });
});

describe.each(languages)('reflow in %s (WCAG 2.2, 1.4.10)', (language: Language) => {
  test.each([320, 390])('at %i px the main pages never scroll sideways', async (width) => {
    const context = await browser.newContext(visitorOptions({ viewport: { width, height: 800 } }));
    const page = await context.newPage();
    const pages = await mainPages(page, language);
    const wider: Record<string, number> = {};
    for (const [name, path] of Object.entries(pages)) {
      await page.goto(siteUrl(path));
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth > width) wider[`${name} ${path}`] = scrollWidth;
    }
    expect(wider).toEqual({});
    await context.close();
  });
});
