import parseContentSecurityPolicy from 'content-security-policy-parser';
import { createHash } from 'node:crypto';
import { expect, test } from 'vitest';
import { launchChromium, siteUrl, visitorOptions } from './site';

/**
 * Every page type under the strict policy (issue 13): no 'unsafe-inline' script source, and
 * Chromium reports no violation and no error while the page loads and hydrates. A page from the
 * page cache is the same bytes for everyone (issue 20): its inline scripts (React Router's, its
 * streamed data, the map frame's early script) are allowed by their hashes; a page rendered for
 * one visitor has a fresh nonce that each of its inline scripts carries.
 */
async function pagesToVisit(): Promise<string[]> {
  const home = await (await fetch(siteUrl('/nl/'))).text();
  const links = [...home.matchAll(/href="(\/nl\/[^"#?]*)"/g)].map((match) => match[1] as string);
  const list = await (await fetch(siteUrl('/nl/te-koop/'))).text();
  const listing = [...list.matchAll(/href="(\/nl\/te-koop\/[^"#?]+\/[^"#?]+\/)"/g)].map(
    (match) => match[1] as string,
  )[0];
  const projects = [...home.matchAll(/href="(\/nl\/[^"#?]*project[^"#?]*)"/g)].map((match) => match[1] as string);
  return [
    ...new Set([
      '/nl/',
      '/fr/',
      '/nl/te-koop/',
      '/nl/te-koop/?view=map',
      ...(listing ? [listing] : []),
      ...projects.slice(0, 2),
      ...links.slice(0, 12),
      '/nl/map-frame/',
      '/nl/consent/',
      '/nl/no-such-page/',
    ]),
  ];
}

/** The hash source (CSP Level 2) of an inline script's text. */
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

test('every page type: inline scripts allowed by hash (cached pages) or nonce, never unsafe-inline, and no violation or error in Chromium', async () => {
  const paths = await pagesToVisit();
  expect(paths.length).toBeGreaterThan(8);
  const browser = await launchChromium();
  const problems: string[] = [];
  try {
    const context = await browser.newContext(visitorOptions());
    for (const path of paths) {
      const page = await context.newPage();
      page.on('console', (entry) => {
        if (entry.type() === 'error') problems.push(`${path}: console: ${entry.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`${path}: page error: ${error.message}`));
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
        ),
      );
      const response = await page.goto(siteUrl(path), { waitUntil: 'load' });
      const policy = (await response?.headerValue('content-security-policy')) ?? '';
      const scriptSrc = parseContentSecurityPolicy(policy).get('script-src')?.join(' ');
      expect(scriptSrc, path).not.toContain('unsafe-inline');
      // Through the page cache (HIT, MISS, STALE, or BYPASS for an answer it may not keep): rendered
      // without a nonce, scripts by hash. Past it (a personal page): a nonce of its own.
      const cached = Boolean(await response?.headerValue('x-vitrine-cache'));
      if (cached) expect(scriptSrc, path).not.toContain("'nonce-");
      else expect(scriptSrc, path).toMatch(/'nonce-[A-Za-z0-9+/]{22}=='/);
      // Every inline script the server wrote is allowed: by its hash, or by this response's nonce.
      const nonce = scriptSrc?.match(/'nonce-([^']+)'/)?.[1];
      const html = (await response?.text()) ?? '';
      const scripts = [
        ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")([^>]*)>([\s\S]*?)<\/script>/g),
      ];
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const [script = '', attributes = '', text = ''] of scripts) {
        if (cached) expect(scriptSrc, `${path}: ${script.slice(0, 120)}`).toContain(hashOf(text));
        else expect(attributes, `${path}: ${script.slice(0, 120)}`).toContain(`nonce="${nonce}"`);
      }
      // Hydrated: React Router's client ran (its scripts were allowed).
      await expect
        .poll(
          () =>
            page.evaluate(() => Boolean((window as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules)),
          { timeout: 15_000 },
        )
        .toBe(true);
      await page.close();
    }
  } finally {
    await browser.close();
  }
  // Third-party frames a visitor has not asked for never load; a 404 page logs its own 404 status.
  expect(problems.filter((problem) => !/404 \(Not Found\)/.test(problem))).toEqual([]);
}, 300_000);
