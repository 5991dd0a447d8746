/**
 * Screenshots of the main pages at phone (390px) and desktop (1280px) widths, for a visual check.
 *   node scripts/screenshots.mjs [baseUrl] [outDir]
 * Uses the system Chromium (Playwright's own download does not work on these machines).
 */
/* global document, window -- page.evaluate runs in the browser */
import { mkdir } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../../bench/chromium.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const out = process.argv[3] ?? 'test-results/screenshots';
const pages = (process.env.PAGES ?? '/nl/,/nl/te-koop/,/nl/te-koop/gent/huis-VT1001/').split(',');
const widths = { phone: 390, desktop: 1280 };

await mkdir(out, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
for (const [device, width] of Object.entries(widths)) {
  const page = await browser.newPage({
    viewport: { width, height: device === 'phone' ? 844 : 900 },
    deviceScaleFactor: 1,
  });
  for (const path of pages) {
    const response = await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    const name = `${device}${path.replaceAll('/', '_').replace(/_$/, '') || '_root'}.png`;
    if (process.env.FULL !== '0') {
      // Lazy images load as a visitor scrolls: scroll through once so the whole page shows them.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
    }
    await page.screenshot({ path: `${out}/${name}`, fullPage: process.env.FULL !== '0' });
    console.log(`${response?.status()} ${path} → ${out}/${name}`);
  }
  await page.close();
}
await browser.close();
