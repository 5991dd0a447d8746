import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, test } from 'vitest';
import { createSubmissionKeys, submissionKeyOf, type SubmissionKeys } from './submission-keys';

// The machine's Redis, on a database of these tests' own; port 1: Redis down.
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/7';
const downUrl = 'redis://127.0.0.1:1/7';
const uid = 'api::contact-message.contact-message';
const newKey = () => randomBytes(24).toString('base64url');

const open: SubmissionKeys[] = [];
const keys = (url: string | undefined) => {
  const made = createSubmissionKeys(url);
  open.push(made);
  return made;
};
afterAll(async () => {
  await Promise.all(open.map((made) => made.close()));
});

describe('submissionKeyOf', () => {
  test('takes a key of 16 to 128 URL-safe characters, nothing else', () => {
    const key = newKey();
    expect(submissionKeyOf(key)).toBe(key);
    expect(submissionKeyOf([key, 'other'])).toBe(key);
    for (const bad of [undefined, '', 'short', `${key}/..`, 'x'.repeat(129), 42])
      expect(submissionKeyOf(bad)).toBeNull();
  });
});

describe.each([
  ['in memory', undefined],
  ['in Redis', redisUrl],
  ['with Redis down (memory stands in)', downUrl],
])('submission keys %s', (_, url) => {
  test('new, then the stored lead; a failed store frees the key', async () => {
    const store = keys(url);
    const key = newKey();
    expect(await store.claim(uid, key)).toEqual({ kind: 'new' });
    await store.stored(uid, key, 'doc-1');
    expect(await store.claim(uid, key)).toEqual({ kind: 'stored', documentId: 'doc-1' });
    expect(await store.claim('api::valuation-request.valuation-request', key)).toEqual({ kind: 'new' });

    const other = newKey();
    expect(await store.claim(uid, other)).toEqual({ kind: 'new' });
    await store.failed(uid, other);
    expect(await store.claim(uid, other)).toEqual({ kind: 'new' });
  });

  test('a resend during the store waits for its outcome, and gives up after its wait', async () => {
    const store = keys(url);
    const key = newKey();
    expect(await store.claim(uid, key)).toEqual({ kind: 'new' });
    await expect(store.claim(uid, key, 300)).rejects.toThrow(/still being stored/);
    const resend = store.claim(uid, key, 5_000);
    setTimeout(() => void store.stored(uid, key, 'doc-2'), 400);
    expect(await resend).toEqual({ kind: 'stored', documentId: 'doc-2' });
  });
});

test('two Strapi instances share the keys through Redis', async () => {
  const [first, second] = [keys(redisUrl), keys(redisUrl)];
  const key = newKey();
  expect(await first.claim(uid, key)).toEqual({ kind: 'new' });
  const resend = second.claim(uid, key, 5_000);
  setTimeout(() => void first.stored(uid, key, 'doc-3'), 300);
  expect(await resend).toEqual({ kind: 'stored', documentId: 'doc-3' });

  const failing = newKey();
  expect(await first.claim(uid, failing)).toEqual({ kind: 'new' });
  const retry = second.claim(uid, failing, 5_000);
  setTimeout(() => void first.failed(uid, failing), 300);
  expect(await retry).toEqual({ kind: 'new' });
});
