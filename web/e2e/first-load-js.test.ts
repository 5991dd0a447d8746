import { expect, test } from 'vitest';
import { budgetKb, defaultPages, firstLoadJs } from '../../bench/first-load-js.mjs';
import { siteUrl } from './site';

// A size, unlike a time, is the same on every run of the same build: this one can be a test.
test(`every public page loads at most ${budgetKb} KB gzip of JavaScript up front`, async () => {
  const rows = await firstLoadJs({ baseUrl: siteUrl('/') });
  expect(rows.map((row) => row.page)).toEqual(defaultPages.map((page) => page.page));
  for (const row of rows) {
    // React and the router alone are about 100 KB: less means the page's scripts were not found.
    expect(row.kb, `${row.page} ${row.path}`).toBeGreaterThan(90);
    expect(row.files.some((file) => /\/entry\.client-[\w-]+\.js$/.test(file.url))).toBe(true);
  }
  const over = rows
    .filter((row) => row.kb > budgetKb)
    .map((row) => ({
      page: `${row.page} ${row.path}`,
      kb: Number(row.kb.toFixed(2)),
      files: row.files.map((file) => `${(file.gzip / 1024).toFixed(1)} KB ${file.url}`),
    }));
  expect(over).toEqual([]);
});

// Decision 047: on a phone's link each request before the first paint is a round trip. The site's
// sheets are written into the head; a linked sheet (the fill-time one is `media="print"`) or a
// classic script would block the paint again, as the listing page's four linked sheets did (its
// first paint at 2.6 s on slow 4G against 1 s for the other pages: bench/web-vitals.mjs).
test('no public page blocks its first paint on a style sheet or a script; listings and projects preload their first photo as WebP', async () => {
  const rows = await firstLoadJs({ baseUrl: siteUrl('/') });
  for (const row of rows) {
    // Read from the served HTML (with a base URL), each row has its page's path.
    expect(row.path, row.page).toBeTruthy();
    const html = await (await fetch(siteUrl(row.path!))).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const blockingSheets = [...head.matchAll(/<link\b[^>]*>/g)]
      .map((match) => match[0])
      .filter((tag) => /\brel="stylesheet"/.test(tag) && !/\bmedia="print"/.test(tag));
    expect(blockingSheets, `${row.page} ${row.path}`).toEqual([]);
    const blockingScripts = [...head.matchAll(/<script\b[^>]*\bsrc="[^"]*"[^>]*>/g)]
      .map((match) => match[0])
      .filter((tag) => !/\btype="module"|\basync\b|\bdefer\b/.test(tag));
    expect(blockingScripts, `${row.page} ${row.path}`).toEqual([]);
    if (row.page === 'detail' || row.page === 'project') {
      const preload = [...head.matchAll(/<link\b[^>]*\brel="preload"[^>]*>/g)]
        .map((match) => match[0])
        .find((tag) => /\bas="image"/.test(tag));
      expect(preload, `${row.page} ${row.path}: the first photo preloaded`).toMatch(/fetchPriority="high"/i);
      expect(preload, `${row.page} ${row.path}: as WebP`).toMatch(/\.webp \d+w/);
    }
  }
});
