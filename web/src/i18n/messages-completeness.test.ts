import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { languages } from '@vitrine/domain';
import { describe, expect, test } from 'vitest';

const read = (path: string) =>
  JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as Record<string, unknown>;
const extracted = read('./extracted/en.json');

describe('UI messages', () => {
  test('were extracted', () => {
    expect(Object.keys(extracted).length).toBeGreaterThan(50);
  });

  test("include the mails' texts (every cms mail-messages.ts, decision 031)", () => {
    const cms = join(dirname(fileURLToPath(import.meta.url)), '../../../cms/src');
    const files = readdirSync(cms, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('mail-messages.ts'),
    );
    const ids = files.flatMap((file) =>
      [...readFileSync(join(cms, file), 'utf8').matchAll(/\bid: '(mail\.[^']+)'/g)].map((match) => match[1] ?? ''),
    );
    expect(ids.length).toBeGreaterThan(100);
    expect(ids.filter((id) => !(id in extracted))).toEqual([]);
  });

  test.each(languages)('every extracted message id is translated and compiled in %s', (language) => {
    const translations = read(`./lang/${language}.json`);
    const compiled = read(`./compiled/${language}.json`);
    const missing = Object.keys(extracted).filter(
      (id) => typeof translations[id] !== 'string' || translations[id] === '',
    );
    expect(missing).toEqual([]);
    expect(Object.keys(compiled).sort()).toEqual(Object.keys(translations).sort());
  });

  test.each(languages)('%s has no messages that the code no longer uses', (language) => {
    const stale = Object.keys(read(`./lang/${language}.json`)).filter((id) => !(id in extracted));
    expect(stale).toEqual([]);
  });
});
