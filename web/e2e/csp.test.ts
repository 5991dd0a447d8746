import { expect, test } from 'vitest';
import { launchChromium, siteUrl, visitorOptions } from './site';

/**
 * Every page type under the strict policy (issue 13): the Content-Security-Policy has a fresh
 * nonce and no 'unsafe-inline' script source, and Chromium reports no violation and no error while
 * the page loads and hydrates (React Router's scripts, its streamed data and the map frame's early
 * script carry the nonce).
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

test('every page type: a nonce policy without unsafe-inline scripts, and no violation or error in Chromium', async () => {
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
      const scriptSrc = policy.split(';').find((part) => part.trim().startsWith('script-src '));
      expect(scriptSrc, path).toMatch(/'nonce-[A-Za-z0-9+/]{22}=='/);
      expect(scriptSrc, path).not.toContain('unsafe-inline');
      // Every inline script the server wrote carries the nonce of this response's policy.
      const nonce = scriptSrc?.match(/'nonce-([^']+)'/)?.[1];
      const html = await response?.text();
      for (const script of html?.match(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>/g) ?? []) {
        expect(script, `${path}: ${script}`).toContain(`nonce="${nonce}"`);
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
