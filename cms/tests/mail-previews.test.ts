import { languages } from '@vitrine/domain';
import { expect, test } from 'vitest';
import { mailPreviewsEnabled } from '../src/mail-previews';
import { mailSamples } from '../src/mail-previews/table';
import { strapiUrl } from './http';

// Issue 20, item 2: a page of the running stack shows every mail in every language, outside production.

test('GET /mail-previews lists every mail in every language, with a link to each', async () => {
  const response = await fetch(`${strapiUrl()}/mail-previews`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/html');
  const page = await response.text();
  for (const [index, sample] of mailSamples.entries()) {
    expect(page).toContain(sample.name.replace(/&/g, '&amp;').replace(/'/g, '&#39;'));
    for (const language of languages) expect(page).toContain(`href="/mail-previews/${index}/${language}"`);
  }
});

test('each preview is the mail itself, as HTML or as text', async () => {
  const html = await fetch(`${strapiUrl()}/mail-previews/0/fr`);
  expect(html.status).toBe(200);
  expect(await html.text()).toMatch(/^<!DOCTYPE html[\s\S]*<html[^>]* lang="fr"/);
  const text = await fetch(`${strapiUrl()}/mail-previews/0/fr?part=text`);
  expect(text.headers.get('content-type')).toContain('text/plain');
  expect((await fetch(`${strapiUrl()}/mail-previews/999/fr`)).status).toBe(404);
});

test('are not served in production', () => {
  expect(mailPreviewsEnabled({ NODE_ENV: 'production' })).toBe(false);
  expect(mailPreviewsEnabled({ NODE_ENV: 'development' })).toBe(true);
});
