import { fileURLToPath } from 'node:url';
import madge from 'madge';
import { describe, expect, test } from 'vitest';

// Issue 20, item 2: the outbox sends mails and knows no feature (the forms' mails are composed by
// leads/mail-composers.ts), and no module of cms/src reaches itself through its imports.
const src = fileURLToPath(new URL('..', import.meta.url));
const graph = madge(src, {
  fileExtensions: ['ts'],
  tsConfig: fileURLToPath(new URL('../../tsconfig.json', import.meta.url)),
  excludeRegExp: [/\.test\.ts$/, /^admin\//],
});

describe('imports of cms/src', () => {
  test('have no import circle', async () => {
    expect((await graph).circular()).toEqual([]);
  }, 120_000);

  test('under outbox/, reach only the outbox, the mail infrastructure and the jobs helper', async () => {
    const reached = Object.entries((await graph).obj())
      .filter(([file]) => file.startsWith('outbox/'))
      .flatMap(([file, imports]) => imports.map((imported) => `${file} → ${imported}`))
      .filter((edge) => !/→ (outbox|mail|jobs)\//.test(edge));
    expect(reached).toEqual([]);
  }, 120_000);
});
