// Real-user speed in the browser (issue 23, item 6): LCP, CLS and INP of the main pages as the
// web-vitals library measures them in a visitor's Chromium, on Lighthouse's mobile profile (a
// Moto G Power's screen, its slow 4G as DevTools throttles it, the CPU four times slower).
//
//   node bench/web-vitals.mjs [--runs=3]
//     starts the real stack (bench/stack.mjs: production Strapi with the demo content, the built
//     web) and prints each page's LCP (and its element), CLS, INP, FCP and TTFB: the median and
//     every run.
//   import { measureWebVitals, mainPages } from './web-vitals.mjs'   (web/e2e/web-vitals.test.ts)
//
// The interaction measured for INP is a new visitor's first: "only necessary cookies" on the
// consent banner, once React has hydrated it (before that, the click is the form's plain POST).
/* global window, document */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defaultPages, pathOfPage } from './first-load-js.mjs';

const root = path.resolve(import.meta.dirname, '..');
const webRequire = createRequire(path.join(root, 'web', 'package.json'));
/** The library's browser build: defines `webVitals` with its attribution (which element was the LCP). */
const webVitalsScript = readFileSync(
  path.join(path.dirname(webRequire.resolve('web-vitals/attribution')), 'web-vitals.attribution.iife.js'),
  'utf8',
);

/**
 * Lighthouse 13's mobile profile (its `constants.js`): the screen of a Moto G Power, the slow 4G it
 * simulates as DevTools applies it (request latency 150 ms × 3.75, 1.6 Mbit/s × 0.9 down, 750 kbit/s
 * × 0.9 up) and a CPU four times slower than this machine's.
 */
export const mobileProfile = {
  context: {
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  },
  network: {
    offline: false,
    latency: 150 * 3.75,
    downloadThroughput: (1.6 * 1024 * 0.9 * 1024) / 8,
    uploadThroughput: (750 * 0.9 * 1024) / 8,
  },
  cpuSlowdown: 4,
};

/** The pages measured: home, the for-sale list, its first listing and the first project (first-load-js's, in Dutch). */
export async function mainPages(webUrl) {
  const measured = defaultPages.filter(({ page }) => ['home', 'list', 'detail', 'project'].includes(page));
  return Promise.all(measured.map(async (entry) => ({ page: entry.page, path: await pathOfPage(entry, webUrl) })));
}

/** The consent banner's "only necessary" label in `language` (the translators' file). */
function onlyNecessaryLabel(language) {
  const catalogue = JSON.parse(readFileSync(path.join(root, 'web', 'src', 'i18n', 'lang', `${language}.json`), 'utf8'));
  return catalogue['consent.onlyNecessary'];
}

/**
 * One new visitor's load of `url` on the mobile profile, with `browser` (playwright-core): the
 * web-vitals reports { lcp, lcpElement, cls, clsTarget, inp, inpTarget, fcp, ttfb } in ms (cls unitless),
 * each the library's final value once the page is hidden, as when a visitor leaves it.
 */
export async function measureWebVitals(browser, url, { language = 'nl' } = {}) {
  const context = await browser.newContext({ ...mobileProfile.context, locale: `${language}-BE` });
  try {
    // Playwright runs an init script in a scope of its own: the library's `var` is handed to the page.
    await context.addInitScript({ content: `${webVitalsScript};window.webVitals = webVitals;` });
    await context.addInitScript(() => {
      const reports = {};
      window.__webVitals = reports;
      const keep = (metric) => {
        reports[metric.name] = {
          value: metric.value,
          target:
            metric.attribution?.target ??
            metric.attribution?.interactionTarget ??
            metric.attribution?.largestShiftTarget ??
            null,
        };
      };
      const everyChange = { reportAllChanges: true };
      window.webVitals.onLCP(keep, everyChange);
      window.webVitals.onCLS(keep, everyChange);
      window.webVitals.onINP(keep, { reportAllChanges: true, durationThreshold: 0 });
      window.webVitals.onFCP(keep);
      window.webVitals.onTTFB(keep);
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', mobileProfile.network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: mobileProfile.cpuSlowdown });

    const response = await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    if (!response?.ok()) throw new Error(`${url}: HTTP ${response?.status()}`);
    const button = page.getByRole('button', { name: onlyNecessaryLabel(language) });
    await button.waitFor({ timeout: 60_000 });
    const hydrated = await button
      .evaluate(
        (node) =>
          new Promise((resolve) => {
            const ready = () => Object.keys(node).some((key) => key.startsWith('__reactProps$'));
            const started = Date.now();
            const check = () => (ready() || Date.now() - started > 30_000 ? resolve(ready()) : setTimeout(check, 50));
            check();
          }),
      )
      .catch(() => false);
    if (!hydrated) throw new Error(`${url}: the consent banner was not hydrated within 30 s`);
    await button.tap();
    await page.locator('.consent-banner').waitFor({ state: 'detached', timeout: 30_000 });
    // The page leaves the screen: web-vitals reports its final LCP, CLS and INP.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('pagehide'));
    });
    const reports = await page.evaluate(() => window.__webVitals);
    return {
      lcp: reports.LCP?.value ?? null,
      lcpElement: reports.LCP?.target ?? null,
      cls: reports.CLS?.value ?? null,
      clsTarget: reports.CLS?.target ?? null,
      inp: reports.INP?.value ?? null,
      inpTarget: reports.INP?.target ?? null,
      fcp: reports.FCP?.value ?? null,
      ttfb: reports.TTFB?.value ?? null,
    };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = values.filter((value) => value !== null).sort((a, b) => a - b);
  return sorted.length === 0 ? null : sorted[Math.floor((sorted.length - 1) / 2)];
};

const ms = (value) => (value === null ? '—' : `${Math.round(value)} ms`);
const shift = (value) => (value === null ? '—' : value.toFixed(3));

async function main() {
  const { chromium } = await import('playwright-core');
  const { chromiumFlags, ensureChromium } = await import('./chromium.mjs');
  const { startStack } = await import('./stack.mjs');
  const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? 3);
  const executablePath = ensureChromium();
  const stack = await startStack({ log: (line) => console.log(`  ${line}`) });
  const browser = await chromium.launch({ executablePath, args: chromiumFlags });
  try {
    const pages = await mainPages(stack.webUrl);
    console.log(
      `\nweb-vitals ${JSON.parse(readFileSync(path.join(path.dirname(webRequire.resolve('web-vitals/attribution')), '..', 'package.json'), 'utf8')).version} in Chromium, Lighthouse's mobile profile ` +
        `(412×823 at 1.75, ${Math.round(mobileProfile.network.latency)} ms latency, ` +
        `${((mobileProfile.network.downloadThroughput * 8) / 1024 / 1024).toFixed(2)} Mbit/s down, CPU ÷${mobileProfile.cpuSlowdown}), ` +
        `a new visitor each run; INP of the tap on the consent banner. Median of ${runs}:\n`,
    );
    console.log(
      `${'page'.padEnd(8)} ${'LCP'.padStart(8)} ${'CLS'.padStart(7)} ${'INP'.padStart(8)} ${'FCP'.padStart(8)} ${'TTFB'.padStart(8)}  LCP element / each run's LCP, CLS, INP`,
    );
    for (const { page, path: pagePath } of pages) {
      const results = [];
      for (let run = 0; run < runs; run += 1)
        results.push(await measureWebVitals(browser, `${stack.webUrl}${pagePath}`));
      const pick = (name) => median(results.map((result) => result[name]));
      console.log(
        `${page.padEnd(8)} ${ms(pick('lcp')).padStart(8)} ${shift(pick('cls')).padStart(7)} ${ms(pick('inp')).padStart(8)} ${ms(pick('fcp')).padStart(8)} ${ms(pick('ttfb')).padStart(8)}  ${results[0]?.lcpElement ?? '—'}`,
      );
      console.log(
        `${''.padEnd(8)} ${results.map((result) => `${ms(result.lcp)} / ${shift(result.cls)} / ${ms(result.inp)}`).join('; ')}   (${pagePath})`,
      );
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
