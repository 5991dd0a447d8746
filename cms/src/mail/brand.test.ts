import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { brand, brandProperties } from './brand';

describe('the mails’ brand', () => {
  const css = readFileSync(new URL('../../../web/src/styles/app.css', import.meta.url), 'utf8');
  const root = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';

  test.each(Object.entries(brandProperties))('%s is the site’s %s', (key, property) => {
    const value = new RegExp(`${property}:\\s*([^;]+);`).exec(root)?.[1].trim();
    expect(brand[key as keyof typeof brand]).toBe(value);
  });
});
