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
