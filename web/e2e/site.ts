import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions } from 'playwright-core';
import { inject } from 'vitest';
import { chromiumFlags, findChromium } from '../../bench/chromium.mjs';

export const languages = ['en', 'nl', 'fr', 'de'] as const;
export type Language = (typeof languages)[number];

/** Chromium (CHROMIUM_PATH or the one on PATH) with the flags that work on these machines (see ENVIRONMENT.md). */
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
